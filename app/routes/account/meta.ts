/** Account pages: a translated title and description, never indexed. */
export function accountMeta({ data }: { data?: { title: string; description?: string } | undefined }) {
  if (!data) return [];
  return [
    { title: data.title },
    ...(data.description ? [{ name: "description", content: data.description }] : []),
    { name: "robots", content: "noindex, follow" },
  ];
}
