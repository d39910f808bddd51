import { pageTitle } from "~/lib/seo";

type Matches = Parameters<typeof pageTitle>[1];

/** Account pages: a translated title (pageTitle's rule) and description, never indexed. */
export function accountMeta({
  data,
  matches,
}: {
  data?: { title: string; description?: string } | undefined;
  matches: Matches;
}) {
  if (!data) return [];
  return [
    { title: pageTitle(data.title, matches) },
    ...(data.description ? [{ name: "description", content: data.description }] : []),
    { name: "robots", content: "noindex, follow" },
  ];
}
