import { createContext, useContext, useId } from "react";
import { PostCard } from "../blog/PostCard";
import { ProductCard } from "../catalog/ProductCard";
import { DocumentList } from "../events/DocumentList";
import { EventList } from "../events/EventList";
import { lazyPart } from "~/lib/lazy";
import { contentAlt } from "~/lib/media";
import type { SectionProps, SectionType, ValidSection } from "~/lib/sections/schemas";
import { Picture } from "../ui/Picture";
import { Icon } from "../ui/icons";
import * as css from "./sections.css";
import { SmartLink } from "./SmartLink";
import { EditableHtml, EditableText, InlineEditContext, SavesInTurn, SectionContext } from "./inline";

type SectionComponent<T extends SectionType> = (p: { props: SectionProps<T>; first: boolean }) => React.ReactNode;

function Hero({ props, first }: { props: SectionProps<"hero">; first: boolean }) {
  return (
    <section className={css.hero}>
      {props.media ? (
        <div className={css.heroMedia}>
          {/* The backdrop of the heading: described only by alt text an editor gave it, never by
              the library's title of the file (one language for every page, and no description). */}
          <Picture
            media={props.media}
            alt={props.media.alt.trim()}
            priority={first}
            sizes="100vw"
            widthHint={props.media.width}
          />
          <div className={css.heroShade} />
        </div>
      ) : null}
      <div className={`${css.heroBody} ${props.align === "center" ? css.heroCenter : ""}`}>
        <EditableText as={first ? "h1" : "h2"} prop="title" value={props.title} className={css.heroTitle} />
        {props.subtitle ? (
          <EditableText as="p" prop="subtitle" value={props.subtitle} className={css.heroSubtitle} />
        ) : null}
        {props.cta ? (
          <SmartLink link={props.cta.link} className={css.button}>
            {props.cta.label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}

function RichText({ props }: { props: SectionProps<"richText"> }) {
  return (
    <section className={`${css.section} ${css.container}`}>
      <EditableHtml prop="html" html={props.html} className={css.prose} />
    </section>
  );
}

function ImageSection({ props, first }: { props: SectionProps<"image">; first: boolean }) {
  if (!props.media) return null;
  return (
    <section className={`${css.section} ${css.container}`}>
      <figure className={css.figure}>
        <Picture
          media={props.media}
          alt={props.alt || contentAlt(props.media)}
          sizes="(min-width: 1232px) 1200px, 100vw"
          priority={first}
          widthHint={props.media.width}
        />
        {props.caption ? <figcaption className={css.caption}>{props.caption}</figcaption> : null}
      </figure>
    </section>
  );
}

function CallToAction({ props }: { props: SectionProps<"cta"> }) {
  const secondary = props.variant === "secondary";
  return (
    <section className={`${css.section} ${css.container}`}>
      <div className={`${css.cta} ${secondary ? css.ctaSecondary : ""}`}>
        <div>
          {props.icon ? (
            <span className={css.ctaIcon} data-icon={props.icon}>
              <Icon name={props.icon} size={32} />
            </span>
          ) : null}
          <EditableText as="h2" prop="title" value={props.title} className={css.ctaTitle} />
          {props.text ? <EditableText as="p" prop="text" value={props.text} className={css.ctaText} /> : null}
        </div>
        <SmartLink link={props.button.link} className={`${css.button} ${secondary ? "" : css.buttonSecondary}`}>
          {props.button.label}
        </SmartLink>
      </div>
    </section>
  );
}

/** Edit mode's controls of one item of the section around (a card), above it; null for shoppers. */
const ItemControlsContext = createContext<((item: number, count: number) => React.ReactNode) | null>(null);

function CardGrid({ props }: { props: SectionProps<"cardGrid"> }) {
  const itemControls = useContext(ItemControlsContext);
  return (
    <section className={`${css.section} ${css.container}`}>
      {props.title ? <EditableText as="h2" prop="title" value={props.title} className={css.gridTitle} /> : null}
      <ul className={css.grid}>
        {props.cards.map((card, i) => (
          <li key={i} className={css.gridItem}>
            {itemControls?.(i, props.cards.length)}
            <article className={css.card}>
              {card.media ? (
                <Picture media={card.media} alt="" sizes="(min-width: 960px) 300px, (min-width: 600px) 50vw, 100vw" />
              ) : null}
              <div className={css.cardBody}>
                <h3 className={css.cardTitle}>
                  {card.link ? (
                    <SmartLink link={card.link} className={css.cardLink}>
                      {card.title}
                    </SmartLink>
                  ) : (
                    card.title
                  )}
                </h3>
                {card.text ? <p className={css.cardText}>{card.text}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedProducts({ props }: { props: SectionProps<"featuredProducts"> }) {
  const headingId = useId();
  if (!props.products.length) return null;
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={headingId} data-testid="featured-products">
      <div className={css.sectionHead}>
        <EditableText as="h2" id={headingId} prop="title" value={props.title} className={css.sectionHeading} />
        {props.button ? (
          <SmartLink link={props.button.link} className={css.sectionHeadLink}>
            {props.button.label}
          </SmartLink>
        ) : null}
      </div>
      <ul className={css.productGrid}>
        {props.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The posts an editor picked, as the blog's post cards. */
function Posts({ props }: { props: SectionProps<"posts"> }) {
  const headingId = useId();
  if (!props.posts.length) return null;
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={headingId} data-testid="chosen-posts">
      <EditableText as="h2" id={headingId} prop="title" value={props.title} className={css.gridTitle} />
      <ul className={css.grid}>
        {props.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Events({ props }: { props: SectionProps<"events"> }) {
  return <EventList title={props.title} events={props.events} when={props.when} button={props.button} />;
}

function Documents({ props }: { props: SectionProps<"documents"> }) {
  return <DocumentList title={props.title} documents={props.documents} />;
}

/** The section types laid out in the reading column (`prose`, `formBox`): a page that opens with one
 * has its title over that column, not at the wide container's edge. */
const readingColumn: ReadonlySet<SectionType> = new Set(["richText", "newsletter", "contactForm", "cmsForm"]);
export const opensWithReadingColumn = (sections: readonly { type: SectionType }[]): boolean =>
  !!sections[0] && readingColumn.has(sections[0].type);

/** One component per section type; the keys must match `sectionSchemas`. */
const registry: { [T in SectionType]: SectionComponent<T> } = {
  hero: Hero,
  richText: RichText,
  image: ImageSection,
  cta: CallToAction,
  cardGrid: CardGrid,
  featuredProducts: FeaturedProducts,
  posts: Posts,
  events: Events,
  newsletter: lazyPart(() => import("./FormSections").then((m) => m.NewsletterSection)),
  contactForm: lazyPart(() => import("./FormSections").then((m) => m.ContactFormSection)),
  cmsForm: lazyPart(() => import("./CmsFormSection").then((m) => m.CmsFormSection)),
  documents: Documents,
};

/**
 * Renders a page's sections in order, each tagged with its id for in-place editing. A section hidden
 * on phones or desktops is left out there by CSS, except for its editor (its controls mark it).
 */
export function Sections({
  sections,
  controls,
  itemControls,
}: {
  sections: ValidSection[];
  /** Edit mode: each section's controls, shown above it. */
  controls?: (section: ValidSection, index: number) => React.ReactNode;
  /** Edit mode: the controls of each item of a section made of items (a card), shown above it. */
  itemControls?: (section: ValidSection, index: number, item: number, count: number) => React.ReactNode;
}) {
  const editor = useContext(InlineEditContext);
  const list = (
    <>
      {sections.map((section, index) => {
        const Component = registry[section.type] as SectionComponent<typeof section.type>;
        const hidden = controls
          ? undefined
          : [section.props.hideOnMobile ? css.hideOnMobile : "", section.props.hideOnDesktop ? css.hideOnDesktop : ""]
              .join(" ")
              .trim() || undefined;
        return (
          <div key={section.id} data-section-id={section.id} data-section-type={section.type} className={hidden}>
            <SectionContext.Provider value={{ id: section.id, type: section.type }}>
              {controls?.(section, index)}
              <ItemControlsContext.Provider
                value={itemControls ? (item, count) => itemControls(section, index, item, count) : null}
              >
                <Component props={section.props as never} first={index === 0} />
              </ItemControlsContext.Provider>
            </SectionContext.Provider>
          </div>
        );
      })}
    </>
  );
  return editor ? <SavesInTurn editor={editor}>{list}</SavesInTurn> : list;
}
