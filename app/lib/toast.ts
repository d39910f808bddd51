/** A toast as the page shows it: its message already in the visitor's language. */
export interface ToastMessage {
  type: "success" | "error" | "info";
  message: string;
  duration?: number;
  /** Links under the message, their labels in the visitor's language too. */
  links?: { label: string; href: string }[];
}

/** Spec section 8: a toast lasts 50 ms per character of its message, 3000 ms at least. */
export function toastDuration(message: string, duration?: number): number {
  return duration ?? Math.max(3000, message.length * 50);
}
