import type { Section } from "#server/contract";
import { log } from "#server/log";
import { sectionSchemas, type SectionType, type ValidSection } from "../lib/sections/schemas";

/** Keeps the sections the storefront knows and whose props are valid; the others are skipped and logged. */
export function validSections(sections: Section[], where: string): ValidSection[] {
  const out: ValidSection[] = [];
  for (const section of sections) {
    const schema = sectionSchemas[section.type as SectionType];
    if (!schema) {
      log.warn("unknown section type skipped", { where, type: section.type, id: section.id });
      continue;
    }
    const parsed = schema.safeParse(section.props);
    if (!parsed.success) {
      log.warn("invalid section skipped", {
        where,
        type: section.type,
        id: section.id,
        issues: parsed.error.issues.slice(0, 3),
      });
      continue;
    }
    out.push({ id: section.id, type: section.type, props: parsed.data } as ValidSection);
  }
  return out;
}
