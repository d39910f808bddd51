import { catalog, type Section } from "#server/contract";
import { toCardProduct } from "../lib/product-card";
import type { ValidSection } from "../lib/sections/schemas";
import type { PlatformClient } from "./platform";
import { validSections } from "./sections";

/** The valid sections with the data they show from elsewhere: the featured products section gets
 * the catalog's featured products on every request, so prices and stock are current. */
export async function loadSections(api: PlatformClient, sections: Section[], where: string): Promise<ValidSection[]> {
  return Promise.all(
    validSections(sections, where).map(async (section) => {
      if (section.type !== "featuredProducts") return section;
      const { records } = await api.call(catalog.productFilter, { featured: true, limit: section.props.limit });
      return { ...section, props: { ...section.props, products: records.map(toCardProduct) } };
    }),
  );
}
