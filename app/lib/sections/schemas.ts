import { z } from "zod";
import { media } from "#server/contract/cms";
import type { CmsForm } from "#server/contract/forms";
import type { BotCheckView } from "../forms/bot-check";
import type { DocumentLink, EventCard } from "../events";
import type { PostCard } from "../blog";
import type { CardProduct } from "../product-card";
import { sectionIcons } from "./icons";
import { linkRels, linkTargets } from "./link-rules";

/**
 * The props of every section type (docs/content-model.md). Validated on the server before
 * rendering, so the client bundle needs no zod; `app/components/cms/registry.tsx` pairs each
 * schema with its component, and TypeScript holds the two lists to the same keys.
 */
const link = z.object({
  type: z.string(),
  value: z.string(),
  /** Spec section 2: dofollow and, for external links, _blank when not set. */
  rel: z.enum(linkRels).optional(),
  target: z.enum(linkTargets).optional(),
});
const button = z.object({ label: z.string().min(1), link });

/** Records a section shows by id (products, posts): positive integers, each once. */
const ids = z.array(z.number().int().positive());

/** Any section may be hidden on phones or on desktops (the edit mode's visibility options). */
const visibility = { hideOnMobile: z.boolean().optional(), hideOnDesktop: z.boolean().optional() };
export type SectionVisibility = { hideOnMobile?: boolean; hideOnDesktop?: boolean };

/** A section's props: its own and the visibility every section has. */
const props = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, ...visibility });

export const sectionSchemas = {
  hero: props({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    mediaId: z.number().optional(),
    media: media.nullable().optional(),
    cta: button.optional(),
    align: z.enum(["left", "center"]).default("left"),
  }),
  richText: props({ html: z.string() }),
  /** A picture of the media library; one just added in edit mode has none yet (shoppers then see nothing). */
  image: props({
    mediaId: z.number().optional(),
    media: media.nullable().optional(),
    alt: z.string().optional(),
    caption: z.string().optional(),
  }),
  cta: props({
    title: z.string().min(1),
    text: z.string().optional(),
    button,
    variant: z.enum(["primary", "secondary"]).default("primary"),
    /** An icon of the sprite beside the heading, chosen from the icon list. */
    icon: z.enum(sectionIcons).optional(),
  }),
  cardGrid: props({
    title: z.string().optional(),
    cards: z.array(
      z.object({
        title: z.string().min(1),
        text: z.string().default(""),
        mediaId: z.number().optional(),
        media: media.nullable().optional(),
        link: link.optional(),
      }),
    ),
  }),
  /** The shop's featured products (spec: the product filter with featured=true), or the products
   * an editor picked (in their order), or a category's products (spec section 2's pickers). */
  featuredProducts: props({
    title: z.string().min(1),
    limit: z.number().int().min(1).max(12).default(8),
    productIds: ids.max(24).optional(),
    categoryId: z.number().int().positive().optional(),
    button: button.optional(),
  }),
  /** Blog posts an editor picked, in their order, as the blog's post cards. */
  posts: props({ title: z.string().min(1), postIds: ids.max(6).default([]) }),
  /** Events of the calendar (spec section 7 event/public/filter): upcoming ones by default. */
  events: props({
    title: z.string().min(1),
    when: z.enum(["upcoming", "past"]).default("upcoming"),
    limit: z.number().int().min(1).max(12).default(3),
    button: button.optional(),
  }),
  /** The newsletter's sign-up (spec sections 1 and 7, newsletter/subscribe): double opt-in. */
  newsletter: props({ title: z.string().min(1), text: z.string().optional() }),
  /** The contact form (spec sections 1 and 7, contact/contactAdmin). */
  contactForm: props({ title: z.string().min(1), text: z.string().optional() }),
  /** A form the editors defined (spec section 7 form/get and form/storeData), by its id. */
  cmsForm: props({
    formId: z.number().int().positive(),
    title: z.string().optional(),
    text: z.string().optional(),
  }),
  /** Documents to download (spec section 7 document/filter/web): those for every store and the
   * visitor's store. */
  documents: props({
    title: z.string().min(1),
    limit: z.number().int().min(1).max(50).default(10),
  }),
};

/** What the server adds to a section's props before rendering: data the CMS does not hold. */
interface FormSectionData {
  /** The consents of the form's type (spec section 5), or failed when they could not be loaded. */
  consents: { uniqueNumber: string; displayName: string; required: boolean }[];
  consentsFailed: boolean;
  botCheck: BotCheckView;
}
interface SectionData {
  newsletter: FormSectionData;
  contactForm: FormSectionData;
  /** The form's fields; null when the form is gone (the section then shows nothing). */
  cmsForm: FormSectionData & { form: CmsForm | null };
  featuredProducts: { products: CardProduct[] };
  posts: { posts: PostCard[] };
  events: { events: EventCard[] };
  documents: { documents: DocumentLink[] };
}

export type SectionType = keyof typeof sectionSchemas;
export type SectionProps<T extends SectionType> = z.output<(typeof sectionSchemas)[T]> &
  (T extends keyof SectionData ? SectionData[T] : unknown);
export type ValidSection = { [T in SectionType]: { id: string; type: T; props: SectionProps<T> } }[SectionType];
export type SectionLink = z.infer<typeof link>;
