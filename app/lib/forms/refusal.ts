/** What a content page's action answers a refused form with: its message and what was typed. */
export interface FormRefusal {
  form: "newsletter" | "contact";
  /** A translation key. */
  error: string;
  values: Record<string, string | string[]>;
}
