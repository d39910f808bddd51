import { useEffect, useRef } from "react";
import type { BotCheckView } from "~/lib/forms/bot-check";
import { FILL_STARTED_FIELD, RECAPTCHA_FIELD } from "~/lib/forms/messages";
import { useTranslation } from "~/lib/i18n";
import { Honeypot } from "./Honeypot";

type Grecaptcha = {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; size: "invisible"; callback: () => void }): number;
  execute(widget: number): void;
  getResponse(widget: number): string;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = "https://www.google.com/recaptcha/api.js?render=explicit";

function loadScript(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return ready();
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!script) {
      script = Object.assign(document.createElement("script"), { src: SCRIPT, async: true, defer: true });
      document.head.append(script);
    }
    script.addEventListener("load", ready, { once: true });
    script.addEventListener("error", () => reject(new Error("Failed to load script")), { once: true });
  });
}

/**
 * reCAPTCHA v2 invisible: the form's submit first asks reCAPTCHA for an answer, which lands in the
 * form's `g-recaptcha-response` field, then sends the form. Without JavaScript, Google's fallback
 * frame gives the visitor a challenge and the answer to paste.
 */
function Recaptcha({ siteKey }: { siteKey: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    const form = element?.closest("form");
    if (!element || !form) return;
    let widget: number | null = null;
    let answered = false;
    loadScript()
      .then((grecaptcha) => {
        widget = grecaptcha.render(element, {
          sitekey: siteKey,
          size: "invisible",
          callback: () => {
            answered = true;
            form.requestSubmit();
          },
        });
      })
      .catch(() => undefined); // the platform then refuses with 'Please complete the reCAPTCHA verification'
    const onSubmit = (event: SubmitEvent) => {
      if (answered || widget === null || !window.grecaptcha) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.grecaptcha.execute(widget);
    };
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => form.removeEventListener("submit", onSubmit, { capture: true });
  }, [siteKey]);
  return (
    <div ref={container} data-testid="recaptcha">
      <noscript>
        <iframe
          src={`https://www.google.com/recaptcha/api/fallback?k=${encodeURIComponent(siteKey)}`}
          title={t("contact.botCheck.challenge")}
          width={302}
          height={422}
        />
        <label>
          {t("contact.botCheck.answer")}
          <textarea name={RECAPTCHA_FIELD} rows={3} />
        </label>
      </noscript>
    </div>
  );
}

/** The bot check of a public form: reCAPTCHA when the site has keys, else a honeypot and the signed serving time. */
export function BotCheck({ check }: { check: BotCheckView }) {
  if (check.recaptchaSiteKey) return <Recaptcha siteKey={check.recaptchaSiteKey} />;
  return (
    <>
      <Honeypot />
      <input type="hidden" name={FILL_STARTED_FIELD} value={check.startedAt} />
    </>
  );
}
