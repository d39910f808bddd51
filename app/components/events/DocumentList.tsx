import { useId } from "react";
import type { DocumentLink } from "~/lib/events";
import { useTranslation } from "~/lib/i18n";
import * as sections from "../cms/sections.css";
import * as css from "./events.css";

/** The documents section of content pages: each document with a download link naming its type and size. */
export function DocumentList({ title, documents }: { title: string; documents: DocumentLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!documents.length) return null;
  return (
    <section
      className={`${sections.section} ${sections.container}`}
      aria-labelledby={headingId}
      data-testid="documents-block"
    >
      <h2 id={headingId} className={sections.gridTitle}>
        {title}
      </h2>
      <ul className={css.documents}>
        {documents.map((doc) => (
          <li key={doc.id} className={css.documentRow}>
            <div>
              <strong>{doc.title}</strong>
              {doc.description ? <p className={css.documentText}>{doc.description}</p> : null}
            </div>
            <a href={doc.url} download={doc.fileName} className={sections.strongLink}>
              {t("events.download", { title: doc.title, type: doc.type, size: doc.size })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
