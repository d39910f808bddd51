import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { DEV_SETTINGS_PATH, devPath, RELEASE_PATH, type DevMenuData, type LatestRelease } from "~/lib/dev-menu";
import { useNonce } from "~/lib/nonce";
import { markReleaseSeen, releaseToAnnounce } from "~/lib/release-notice";

/** The latest release, asked of the server (the release notice's question). */
async function askLatestRelease(): Promise<string> {
  const answer = await fetch(RELEASE_PATH, { headers: { Accept: "application/json" } });
  if (!answer.ok) throw new Error(`${RELEASE_PATH} answered ${answer.status}`);
  return ((await answer.json()) as LatestRelease).tag ?? "";
}

/**
 * The developer menu (spec section 1), shown outside production only: a disclosure in the page's
 * corner with the release notes (a dialog with JavaScript, a page without), the documentation, the
 * domain picker, the section tool and the versions. Its forms are plain posts that come back to the
 * page, so it all works without JavaScript. With JavaScript the release notes also open by
 * themselves once a release this browser has not seen is out (the release notice, decision 0075);
 * closing them records it as seen. Its styles are its own, inline, so that nothing of it
 * reaches a production stylesheet.
 */
export function DevMenu({ data }: { data: DevMenuData }) {
  const { t, locale } = useTranslation();
  const nonce = useNonce();
  const location = useLocation();
  const here = location.pathname + location.search;
  const changelog = devPath(locale, "changelog");
  const notes = useFetcher<{ html: string }>();
  const dialog = useRef<HTMLDialogElement>(null);
  // The release the notes were opened by themselves for: seen once they are closed.
  const [announced, setAnnounced] = useState<string | null>(null);

  useEffect(() => {
    if (notes.data && !dialog.current?.open) dialog.current?.showModal();
  }, [notes.data]);

  // Once per page load (the menu stays mounted across navigations), the latest release asked at most hourly.
  const { load } = notes;
  useEffect(() => {
    let current = true;
    void releaseToAnnounce(window.localStorage, Date.now(), askLatestRelease).then((tag) => {
      if (!current || tag === null) return;
      setAnnounced(tag);
      void load(changelog);
    });
    return () => {
      current = false;
    };
  }, [load, changelog]);

  return (
    <>
      <style nonce={nonce || undefined}>{data.sections ? MENU_CSS + SECTIONS_CSS : MENU_CSS}</style>
      <details className="devmenu" data-testid="dev-menu">
        <summary aria-label={t("dev.menu.label")}>
          <span aria-hidden="true">⚙</span> {t("dev.menu.title")}
          <span className="devmenu-badge">{t("dev.menu.core", { version: data.core })}</span>
        </summary>
        <div className="devmenu-panel">
          <ul>
            <li>
              <a
                href={changelog}
                onClick={(event) => {
                  event.preventDefault();
                  if (notes.data) dialog.current?.showModal();
                  else void notes.load(changelog);
                }}
              >
                {t("dev.menu.changelog")}
              </a>
            </li>
            <li>
              <a href={devPath(locale, "docs")}>{t("dev.menu.docs")}</a>
            </li>
            <li>
              <a href={`${locale === "en" ? "" : `/${locale}`}/adminLogin`}>{t("dev.menu.adminLogin")}</a>
            </li>
          </ul>
          <form method="post" action={DEV_SETTINGS_PATH} className="devmenu-domain">
            <input type="hidden" name="intent" value="domain" />
            <input type="hidden" name="redirectTo" value={here} />
            <label htmlFor="devmenu-domain">{t("dev.menu.domain", { site: data.site })}</label>
            <select id="devmenu-domain" name="domain" defaultValue={data.domain ?? ""}>
              <option value="">{t("dev.menu.domainDefault")}</option>
              {data.domains.map((d) => (
                <option key={d.url} value={d.url}>
                  {d.name} ({d.url})
                </option>
              ))}
            </select>
            <button type="submit">{t("dev.menu.changeDomain")}</button>
          </form>
          <form method="post" action={DEV_SETTINGS_PATH}>
            <input type="hidden" name="intent" value="sections" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" aria-pressed={data.sections}>
              {t(data.sections ? "dev.menu.sectionsHide" : "dev.menu.sectionsShow")}
            </button>
          </form>
          <p className="devmenu-versions">
            <span className="devmenu-badge">{t("dev.menu.core", { version: data.core })}</span>{" "}
            <span className="devmenu-badge">{t("dev.menu.app", { version: data.version })}</span>
          </p>
        </div>
      </details>
      <dialog
        ref={dialog}
        className="devmenu-dialog"
        aria-labelledby="devmenu-notes-title"
        data-testid="release-notes"
        onClose={() => {
          if (announced === null) return;
          markReleaseSeen(window.localStorage, announced);
          setAnnounced(null);
        }}
      >
        <div className="devmenu-dialog-head">
          <h2 id="devmenu-notes-title">{t("dev.changelog.title")}</h2>
          <form method="dialog">
            <button type="submit">{t("dev.changelog.close")}</button>
          </form>
        </div>
        {announced === null ? null : (
          <p className="devmenu-new" data-testid="release-new">
            {t("dev.changelog.new", { release: announced })}
          </p>
        )}
        {notes.data ? <div className="devmenu-markdown" dangerouslySetInnerHTML={{ __html: notes.data.html }} /> : null}
      </dialog>
    </>
  );
}

const MENU_CSS = `
.devmenu{position:fixed;left:.5rem;bottom:.5rem;z-index:900;max-width:calc(100vw - 1rem);font:14px/1.4 system-ui,sans-serif;color:#111}
.devmenu *{box-sizing:border-box}
.devmenu summary{cursor:pointer;display:flex;align-items:center;gap:.4rem;padding:.35rem .6rem;border-radius:999px;background:#1f2937;color:#fff;list-style:none;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.devmenu summary::-webkit-details-marker{display:none}
.devmenu summary:focus-visible,.devmenu a:focus-visible,.devmenu button:focus-visible,.devmenu select:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 5px #fff}
.devmenu-badge{display:inline-block;padding:0 .45rem;border-radius:999px;background:#fde68a;color:#111;font:12px/1.6 ui-monospace,monospace}
.devmenu-panel{position:absolute;left:0;bottom:calc(100% + .4rem);width:min(20rem,calc(100vw - 1rem));padding:.75rem;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.2);display:grid;gap:.6rem}
body:has([data-testid=cookie-banner]) .devmenu{bottom:auto;top:4.5rem}
body:has([data-testid=cookie-banner]) .devmenu-panel{bottom:auto;top:calc(100% + .4rem)}
.devmenu-panel ul{margin:0;padding:0;list-style:none;display:grid;gap:.25rem}
.devmenu-panel a{color:#0b4fd6;text-decoration:underline}
.devmenu-panel form{display:grid;gap:.3rem;margin:0}
.devmenu-panel select{max-width:100%;min-height:2.25rem;font:inherit}
.devmenu-panel button{justify-self:start;min-height:2.25rem;padding:.25rem .75rem;border:1px solid #1f2937;border-radius:.375rem;background:#fff;color:#111;font:inherit;cursor:pointer}
.devmenu-panel button[aria-pressed=true]{background:#1f2937;color:#fff}
.devmenu-versions{margin:0}
.devmenu-dialog{width:min(48rem,calc(100vw - 2rem));max-height:80vh;padding:0 1.25rem 1.25rem;border:0;border-radius:.5rem;font:15px/1.5 system-ui,sans-serif}
.devmenu-dialog::backdrop{background:rgba(0,0,0,.45)}
.devmenu-dialog-head{position:sticky;top:0;display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:1rem 0 .5rem;background:#fff}
.devmenu-dialog-head h2{margin:0;font-size:1.25rem}
.devmenu-new{margin:.25rem 0 0;padding:.5rem .75rem;border-radius:.375rem;background:#fef3c7;color:#111}
.devmenu-dialog-head button{min-height:2.25rem;padding:.25rem .75rem;border:1px solid #1f2937;border-radius:.375rem;background:#fff;font:inherit;cursor:pointer}
.devmenu-markdown h1{font-size:1.5rem}.devmenu-markdown h2{font-size:1.2rem}.devmenu-markdown h3,.devmenu-markdown h4{font-size:1rem}
.devmenu-markdown code{font:13px ui-monospace,monospace;background:#f3f4f6;padding:0 .2rem}
`;

/** The section tool: every CMS section (data-section-id, data-section-type: app/components/cms/registry.tsx) outlined and named. */
const SECTIONS_CSS = `
[data-section-id]{position:relative;outline:2px dashed #c026d3;outline-offset:-2px}
[data-section-id]::before{content:attr(data-section-type) " #" attr(data-section-id);position:absolute;top:0;right:0;z-index:5;padding:.1rem .4rem;background:#86198f;color:#fff;font:12px/1.5 ui-monospace,monospace}
`;
