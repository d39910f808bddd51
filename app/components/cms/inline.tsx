import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useFetchers } from "react-router";
import { useInterfaceTranslation } from "~/lib/interface-language";
import { useHydrated } from "~/lib/hooks";
import { editableProps } from "~/lib/sections/addable";
import { linkProblem } from "~/lib/sections/link-rules";
import * as css from "./edit.css";

/**
 * In-place editing of a section's texts in edit mode (issue 15 item 1), once JavaScript runs: a
 * heading becomes editable where it stands, rich text gets a small toolbar (bold, italic, link,
 * lists). A change is saved when the text loses focus, through the same `props` intent as the
 * section's texts form (which stays for pages without JavaScript); the platform sanitizes rich
 * text on save. For shoppers the context is empty and these render the plain element.
 */
export interface InlineEditor {
  /** Saves some of a section's text props. */
  save(sectionId: string, texts: Record<string, string>): void;
  /** When the last save was refused as someone else's change (its answer's stamp), if one was. */
  conflict?: number;
}
export const InlineEditContext = createContext<InlineEditor | null>(null);

/**
 * The page's in-place saves one at a time. Each posts the version the page showed; a second text left
 * while the first one's save was still on its way (a Tab from the heading to the subtitle and on)
 * posted the same version, and the platform refused it as someone else's change: the editor's own
 * typing lost. A save asked for while one is under way waits for it, and goes with the version its
 * answer brought (`editor` is made anew with the page's new version). When that answer is a refusal
 * because someone else changed the page, the saves waiting are not sent: they would go with the other
 * editor's version, saving over a change the editor has not seen. The page shows the conflict and
 * their version; a text the other did not change stays as typed, saved when left again. Around edit
 * mode's sections only: a shopper's page does not follow the fetchers.
 */
export function SavesInTurn({ editor, children }: { editor: InlineEditor; children: React.ReactNode }) {
  const busy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const waiting = useRef<Parameters<InlineEditor["save"]>[]>([]);
  // Sent and not yet seen answered: the fetcher's state changes only at the next render. With the
  // conflict known when it was sent: another one in its answer is its refusal.
  const sent = useRef({ unanswered: false, seenBusy: false, conflict: editor.conflict });
  useEffect(() => {
    if (busy) {
      sent.current.seenBusy = true;
      return;
    }
    if (sent.current.unanswered && !sent.current.seenBusy) return;
    const refused =
      sent.current.unanswered && editor.conflict !== undefined && editor.conflict !== sent.current.conflict;
    sent.current = { unanswered: false, seenBusy: false, conflict: editor.conflict };
    if (refused) waiting.current = [];
    const next = waiting.current.shift();
    if (next) {
      sent.current.unanswered = true;
      editor.save(...next);
    }
  }, [busy, editor]);
  const inTurn = useMemo<InlineEditor>(
    () => ({
      save: (...save) => {
        if (sent.current.unanswered) waiting.current.push(save);
        else {
          sent.current = { unanswered: true, seenBusy: false, conflict: editor.conflict };
          editor.save(...save);
        }
      },
    }),
    [editor],
  );
  return <InlineEditContext.Provider value={inTurn}>{children}</InlineEditContext.Provider>;
}

/** The section a text belongs to, set by `Sections` around each. */
export const SectionContext = createContext({ id: "", type: "" });

type TextTag = "h1" | "h2" | "h3" | "p";

/**
 * The button a pointer is pressing. Safari and Firefox on macOS do not focus a button on click, so
 * the text's blur names no next element; the press, which comes first, names the button.
 */
let pressedButton: HTMLButtonElement | null = null;
let listeningForPresses = false;
function notePress(event: PointerEvent) {
  pressedButton = event.target instanceof Element ? event.target.closest("button") : null;
  // The blur a press causes comes in the same task; a later blur (a tab, a click elsewhere) is not the press's.
  if (pressedButton) setTimeout(() => (pressedButton = null));
}
function useButtonPresses() {
  useEffect(() => {
    if (listeningForPresses) return;
    listeningForPresses = true;
    document.addEventListener("pointerdown", notePress, true);
  }, []);
}

/**
 * Leaving a text for the Save button of its own section's texts form (open beside it): the form
 * takes the text along, one save of both, instead of a save of its own racing the form's with the
 * same version (the later one would be refused as someone else's change). True when handed over.
 */
function handedToForm(focused: EventTarget | null, sectionId: string, prop: string, text: string): boolean {
  const next = focused ?? pressedButton;
  if (!(next instanceof HTMLButtonElement) || next.type !== "submit" || !next.form) return false;
  const { elements } = next.form;
  const section = elements.namedItem("sectionId");
  if (!(section instanceof HTMLInputElement) || section.value !== sectionId || elements.namedItem("item")) return false;
  const field = elements.namedItem(`prop.${prop}`);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
  field.value = text;
  return true;
}

export function EditableText(props: { as: TextTag; prop: string; value: string; className?: string; id?: string }) {
  const editor = useContext(InlineEditContext);
  const { as: Tag, value, className, id } = props;
  if (!editor) {
    return (
      <Tag className={className} id={id}>
        {value}
      </Tag>
    );
  }
  return <InlineText {...props} editor={editor} />;
}

function InlineText({
  as: Tag,
  prop,
  value,
  className,
  id,
  editor,
}: {
  as: TextTag;
  prop: string;
  value: string;
  className?: string;
  id?: string;
  editor: InlineEditor;
}) {
  const { t } = useInterfaceTranslation();
  const section = useContext(SectionContext);
  const hydrated = useHydrated();
  useButtonPresses();
  const rule = editableProps[section.type]?.find((p) => p.name === prop);
  const max = rule && !rule.rich ? rule.max : undefined;
  // Typing stops at the text's limit, as in the texts form's field (its maxlength): a refusal after
  // the editor left the text would take back everything typed.
  const [cut, setCut] = useState(false);
  const keepWithinMax = useCallback(
    (element: HTMLElement | null) => {
      if (!element || max === undefined) return;
      const limit = (event: InputEvent) => {
        if (cutToFit(event, element, max)) setCut(true);
      };
      element.addEventListener("beforeinput", limit);
      return () => element.removeEventListener("beforeinput", limit);
    },
    [max],
  );
  if (!hydrated) {
    return (
      <Tag className={className} id={id}>
        {value}
      </Tag>
    );
  }
  const text = (
    <Tag
      // A saved value remounts the element: the browser's edited text nodes are never React's.
      key={value}
      ref={keepWithinMax}
      id={id}
      className={`${className ?? ""} ${css.inlineEditable}`}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      title={t("editor.inline.hint")}
      data-inline-prop={prop}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === "Escape") {
          event.currentTarget.textContent = value;
          event.currentTarget.blur();
        }
      }}
      onBlur={(event) => {
        setCut(false);
        const text = (event.currentTarget.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text === value || handedToForm(event.relatedTarget, section.id, prop, text)) return;
        // Sent even when it cannot be kept (a heading emptied; a text too long, typed through an input
        // method the limit cannot stop): the refusal says why. An emptied text shows the saved one
        // again; a long one stays as typed, for the editor to shorten.
        editor.save(section.id, { [prop]: text });
        if (!text) event.currentTarget.textContent = value;
      }}
    >
      {value}
    </Tag>
  );
  if (!cut || max === undefined) return text;
  return (
    <>
      {text}
      <span role="status" className={css.inlineNote}>
        {t("editor.inline.cut", { count: max })}
      </span>
    </>
  );
}

/**
 * Lets into a text only what fits in `max` characters: a longer typing or paste is cut to the room
 * left (the selection it replaces counts as room). True when something was left out.
 */
function cutToFit(event: InputEvent, element: HTMLElement, max: number): boolean {
  // A composition's text cannot be changed while it is under way; the save's refusal guards it.
  if (!event.inputType.startsWith("insert") || event.inputType === "insertCompositionText") return false;
  const inserted = event.data ?? event.dataTransfer?.getData("text/plain") ?? "";
  if (!inserted) return false;
  const selection = window.getSelection();
  const replaced = selection?.anchorNode && element.contains(selection.anchorNode) ? selection.toString().length : 0;
  const room = max - ((element.textContent ?? "").length - replaced);
  if (inserted.length <= room) return false;
  event.preventDefault();
  // The browser's own insertion keeps its undo history; it comes back here and fits.
  if (room > 0) document.execCommand("insertText", false, inserted.slice(0, room));
  return true;
}

export function EditableHtml({ prop, html, className }: { prop: string; html: string; className?: string }) {
  const editor = useContext(InlineEditContext);
  // Sanitized by the platform when it was written (server/modules/content/sanitize.ts).
  if (!editor) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <InlineHtml prop={prop} html={html} className={className} editor={editor} />;
}

const commands = [
  { command: "bold", key: "bold" },
  { command: "italic", key: "italic" },
  { command: "createLink", key: "link" },
  { command: "insertUnorderedList", key: "list" },
  { command: "insertOrderedList", key: "numbered" },
] as const;

function InlineHtml({
  prop,
  html,
  className,
  editor,
}: {
  prop: string;
  html: string;
  className?: string;
  editor: InlineEditor;
}) {
  const { t } = useInterfaceTranslation();
  const { id: sectionId } = useContext(SectionContext);
  const hydrated = useHydrated();
  const area = useRef<HTMLDivElement>(null);
  // The text as the browser serializes it (`<img>` for the stored `<img />`): what leaving the
  // block compares with, so that a visit with no change saves nothing.
  const drawn = useRef(html);
  useEffect(() => {
    if (area.current) drawn.current = area.current.innerHTML;
  }, [html, hydrated]);
  useButtonPresses();
  if (!hydrated) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  const run = (command: (typeof commands)[number]["command"]) => {
    if (command === "createLink") {
      const url = window.prompt(t("editor.inline.linkPrompt"))?.trim();
      if (!url) return;
      // The link dialog's rules and reasons: an address starting with // is refused as such, not as a script.
      const problem = linkProblem({ type: "external", value: url });
      if (problem) return window.alert(t(`editor.linkOptions.problems.${problem}`));
      document.execCommand(command, false, url);
    } else document.execCommand(command);
  };
  return (
    <div
      key={html}
      className={css.inlineRich}
      onBlur={(event) => {
        // Focus moving to the toolbar is still editing; leaving the whole block saves.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        const next = area.current?.innerHTML ?? html;
        if (next !== drawn.current && !handedToForm(event.relatedTarget, sectionId, prop, next))
          editor.save(sectionId, { [prop]: next });
      }}
    >
      <div role="toolbar" aria-label={t("editor.inline.toolbar")} className={css.inlineToolbar}>
        {commands.map(({ command, key }) => (
          <button
            key={key}
            type="button"
            className={css.inlineTool}
            // Keep the selection in the text while a button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {t(`editor.inline.${key}`)}
          </button>
        ))}
      </div>
      <div
        ref={area}
        className={`${className ?? ""} ${css.inlineEditable}`}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={t("editor.inline.richLabel")}
        data-inline-prop={prop}
        suppressContentEditableWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
