import type { MediaUser } from "#server/contract/media-usage";

type Translate = (key: string, values: { title: string }) => string;

/** What uses a file, in the admin's language: each kind translated, a user without a title by its id. */
export function describeMediaUsers(users: MediaUser[], t: Translate): string {
  return users.map((u) => t(`admin.media.usedBy.${u.kind}`, { title: u.title ?? `#${u.id}` })).join(", ");
}
