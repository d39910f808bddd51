/**
 * What uses a media item, as the platform names it in the `details` of its 409 'The file is in use
 * and cannot be deleted.': the storefront translates the kind (zod-free, safe in client bundles).
 */
export const MEDIA_USER_KINDS = [
  "page",
  "draft",
  "featuredImage",
  "cmsOption",
  "product",
  "category",
  "swatch",
  "event",
  "document",
] as const;
export type MediaUserKind = (typeof MEDIA_USER_KINDS)[number];

/** One user of a file: its kind and its title (or key, or code), else its id. */
export interface MediaUser {
  kind: MediaUserKind;
  title: string | null;
  id: number | null;
}

/** The refusal's `details`, as the storefront reads them back: only well-formed users are kept. */
export function mediaUsersOf(details: unknown): MediaUser[] {
  const users = (details as { usedBy?: unknown } | null)?.usedBy;
  if (!Array.isArray(users)) return [];
  return users.filter(
    (u): u is MediaUser =>
      !!u &&
      typeof u === "object" &&
      MEDIA_USER_KINDS.includes((u as MediaUser).kind) &&
      (typeof (u as MediaUser).title === "string" || typeof (u as MediaUser).id === "number"),
  );
}
