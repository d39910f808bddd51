/** What a page's action answers a refused form with: its message and what was typed. */
export interface FormRefusal {
  form: "newsletter" | "contact" | "cmsForm" | "availability";
  /** A translation key. */
  error: string;
  values: Record<string, string | string[]>;
  /** Translation keys of the fields that need another answer, by field name (CMS-defined forms). */
  fields?: Record<string, string>;
}
