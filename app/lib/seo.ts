import type { MetaDescriptor } from "react-router";
import type { Alternates } from "./alternates";

/** Title, description, canonical URL and hreflang alternates (with x-default to English). */
export function seoMeta(input: {
  title: string;
  description?: string;
  origin: string;
  path: string;
  alternates?: Alternates;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: input.title }];
  if (input.description) tags.push({ name: "description", content: input.description });
  tags.push({ tagName: "link", rel: "canonical", href: input.origin + input.path });
  tags.push({ property: "og:title", content: input.title });
  tags.push({ property: "og:url", content: input.origin + input.path });
  if (input.description) tags.push({ property: "og:description", content: input.description });
  const alternates = Object.entries(input.alternates ?? {});
  for (const [lang, path] of alternates)
    tags.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: input.origin + path });
  const english = input.alternates?.en;
  if (english) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: input.origin + english });
  return tags;
}
