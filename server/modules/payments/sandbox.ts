/**
 * The built-in payment sandbox: the provider of the demo's card form (HPF) and wallet (WALLET). It
 * moves no money. Its payment page (served by the platform under /api/v1/payment-sandbox) lets the
 * shopper approve or decline, then sends the browser back to the storefront's success or failure URL
 * with a result signed with cookie-signature: the payment reference, the order, the outcome, the
 * amount and a one-time nonce. See docs/decisions/0006-payment-sandbox.md.
 */
import signature from "cookie-signature";
import { randomBytes } from "node:crypto";
import { checkoutMessages, type WalletPayment } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import { isLocale } from "#server/contract/urls";
import { paymentResultKey } from "#server/secrets";
import type { SiteRecord } from "../site";
import { PaymentError } from "./errors";
import type { PaymentProvider, PaymentRecord, PaymentResult } from "./payments";

export const SANDBOX_PATH = "/api/v1/payment-sandbox";

const siteBase = (site: SiteRecord) => site.url.replace(/\/+$/, "");

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function formatAmount(cents: number, currency: string, language: Locale): string {
  return new Intl.NumberFormat(language === "hr" ? "hr-HR" : "en-IE", { style: "currency", currency }).format(
    cents / 100,
  );
}

// ---------------------------------------------------------------- the signed result

interface SignedPayload {
  ref: string;
  order: number;
  outcome: "approved" | "declined";
  amount: number;
  nonce: string;
}

/** The result of a decided payment, as the browser carries it back (`details.paymentResult`). */
export function signedResult(payment: PaymentRecord): string {
  if (payment.status === "started" || !payment.nonce) throw new Error("a payment is signed only once decided");
  const payload: SignedPayload = {
    ref: payment.reference,
    order: payment.orderId,
    outcome: payment.status,
    amount: payment.amount,
    nonce: payment.nonce,
  };
  return signature.sign(Buffer.from(JSON.stringify(payload)).toString("base64url"), paymentResultKey());
}

function readSignedResult(reference: string, details: Record<string, string>): PaymentResult {
  const invalid = () => new PaymentError(checkoutMessages.paymentSignatureInvalid, 400);
  const signed = details.paymentResult;
  if (typeof signed !== "string" || !signed) throw invalid();
  const value = signature.unsign(signed, paymentResultKey());
  if (value === false) throw invalid();
  let payload: Partial<SignedPayload>;
  try {
    payload = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<SignedPayload>;
  } catch {
    throw invalid();
  }
  const { ref, order, outcome, amount, nonce } = payload;
  if (
    ref !== reference ||
    typeof order !== "number" ||
    (outcome !== "approved" && outcome !== "declined") ||
    typeof amount !== "number" ||
    typeof nonce !== "string"
  ) {
    throw invalid();
  }
  return { reference: ref, orderId: order, outcome, amount, nonce };
}

/** Where the browser goes after a decision: the success or failure URL with the result in its query. */
export function returnUrl(payment: PaymentRecord): string {
  const url = new URL(payment.status === "approved" ? payment.successUrl : payment.failureUrl);
  url.searchParams.set("paymentReference", payment.reference);
  url.searchParams.set("paymentResult", signedResult(payment));
  return url.href;
}

// ---------------------------------------------------------------- the provider

const hpfButton: Record<Locale, string> = { en: "Continue to payment", hr: "Nastavi na plaćanje" };

export const sandboxProvider: PaymentProvider = {
  // Its page is the platform's, under the site's URL (decision 0052).
  formOrigin: ({ publicUrl }) => new URL(publicUrl).origin,
  start(payment, site) {
    if (payment.paymentType === "WALLET") {
      const wallet: WalletPayment = {
        isSubscription: false,
        plan_id: null,
        quantity: null,
        scriptUrl: `${siteBase(site)}${SANDBOX_PATH}/wallet.js`,
        orderId: payment.reference,
        total: payment.amount,
      };
      return wallet;
    }
    // No script in it: the storefront's CSP allows only its own (nonced) scripts, which submit it.
    const action = `${siteBase(site)}${SANDBOX_PATH}/hpf/${encodeURIComponent(payment.reference)}`;
    return [
      `<form method="post" action="${escapeHtml(action)}" data-payment-form="sandbox-hpf">`,
      `<input type="hidden" name="orderSlug" value="${escapeHtml(payment.orderSlug)}">`,
      `<input type="hidden" name="amount" value="${payment.amount}">`,
      `<input type="hidden" name="currency" value="${escapeHtml(payment.currency)}">`,
      `<button type="submit">${escapeHtml(hpfButton[payment.language])}</button>`,
      `</form>`,
    ].join("");
  },
  verify(callback) {
    return readSignedResult(callback.reference, callback.details);
  },
};

// ---------------------------------------------------------------- the payment page

const pageTexts = {
  en: {
    title: "Payment sandbox",
    intro: "This is a test payment page. No money is moved: choose what the payment provider answers.",
    order: "Order",
    amount: "Amount",
    approve: "Approve payment",
    decline: "Decline payment",
    approved: "This payment was approved.",
    declined: "This payment was declined.",
    back: "Return to the shop",
    replaced: "This payment was replaced by a newer one for this order: it can no longer be paid.",
    notFound: "Payment not found.",
    language: "Language",
  },
  hr: {
    title: "Probno plaćanje",
    intro: "Ovo je probna stranica za plaćanje. Novac se ne prenosi: odaberite što pružatelj usluge plaćanja odgovara.",
    order: "Narudžba",
    amount: "Iznos",
    approve: "Odobri plaćanje",
    decline: "Odbij plaćanje",
    approved: "Ovo plaćanje je odobreno.",
    declined: "Ovo plaćanje je odbijeno.",
    back: "Povratak u trgovinu",
    replaced: "Ovo je plaćanje zamijenjeno novijim plaćanjem ove narudžbe: više se ne može platiti.",
    notFound: "Plaćanje nije pronađeno.",
    language: "Jezik",
  },
} as const;

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f4f4f5;margin:0;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d4d4d8;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}button,.back{font:inherit;font-size:1rem;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #1a1a1a;cursor:pointer;text-decoration:none;display:inline-block}
.approve{background:#14532d;border-color:#14532d;color:#fff}.decline{background:#fff;color:#7f1d1d;border-color:#7f1d1d}.back{background:#1a1a1a;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}nav{font-size:.9rem;margin-bottom:1rem}nav a{color:#1d4ed8}
@media (max-width:480px){main{margin:0;border-radius:0;border-width:0 0 1px}.actions>*{flex:1 1 100%;text-align:center}}`;

export interface SandboxPage {
  status: number;
  html: string;
  /** The Content-Security-Policy of the page (its style is nonced; its form may go back to the shop). */
  csp: string;
}

function page(language: Locale, body: string, formTargets: string[]): SandboxPage {
  const t = pageTexts[language];
  const nonce = randomBytes(16).toString("base64");
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  const origins = [...new Set(formTargets.map((u) => new URL(u).origin))].join(" ");
  return {
    status: 200,
    html,
    csp: `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'none'; form-action 'self' ${origins}; base-uri 'none'; frame-ancestors 'none'`,
  };
}

/** The page's language: asked for (?lang=), else the order's. */
export function pageLanguage(asked: string | undefined, payment: PaymentRecord | null): Locale {
  return isLocale(asked) ? asked : (payment?.language ?? "en");
}

export function notFoundPage(language: Locale): SandboxPage {
  const t = pageTexts[language];
  return {
    ...page(language, `<h1>${escapeHtml(t.title)}</h1>\n<p role="alert">${escapeHtml(t.notFound)}</p>`, []),
    status: 404,
  };
}

/** The payment page: the order and the amount with approve and decline, or the decision once made;
 * an undecided attempt a newer one replaced ("Pay now") says so, and offers no decision. */
export function paymentPage(payment: PaymentRecord, language: Locale): SandboxPage {
  const t = pageTexts[language];
  const self = `${SANDBOX_PATH}/hpf/${encodeURIComponent(payment.reference)}`;
  const other: Locale = language === "en" ? "hr" : "en";
  const languageLink = `<nav aria-label="${escapeHtml(t.language)}"><a href="${escapeHtml(`${self}?lang=${other}`)}" lang="${other}" hreflang="${other}">${other === "hr" ? "Hrvatski" : "English"}</a></nav>`;
  const facts = `<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(payment.orderSlug)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.currency, language))}</dd></dl>`;
  if (payment.status !== "started") {
    const outcome = payment.status === "approved" ? t.approved : t.declined;
    const body = `${languageLink}\n<h1>${escapeHtml(t.title)}</h1>\n${facts}\n<p role="status">${escapeHtml(outcome)}</p>\n<p class="actions"><a class="back" href="${escapeHtml(returnUrl(payment))}">${escapeHtml(t.back)}</a></p>`;
    return page(language, body, []);
  }
  if (payment.supersededAt !== null) {
    // The page is served under the shop's own address (formOrigin): its home is "/".
    const body = `${languageLink}\n<h1>${escapeHtml(t.title)}</h1>\n${facts}\n<p role="alert">${escapeHtml(t.replaced)}</p>\n<p class="actions"><a class="back" href="/">${escapeHtml(t.back)}</a></p>`;
    return page(language, body, []);
  }
  const body = `${languageLink}
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${facts}
<form method="post" action="${escapeHtml(`${self}?lang=${language}`)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
</form>`;
  return page(language, body, [payment.successUrl, payment.failureUrl]);
}

// ---------------------------------------------------------------- the wallet script

/** The wallet provider's script (spec section 4, wallet handling): renders a pay button into a
 * container; the shopper approves or declines, and the result goes to the shop's callbacks. */
export const WALLET_SCRIPT = `(function () {
  "use strict";
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : location.origin;
  var texts = {
    en: { group: "Sandbox Wallet", pay: "Pay {amount} with Sandbox Wallet", decline: "Decline", working: "Contacting the wallet…", failed: "The wallet did not answer. Please try again." },
    hr: { group: "Sandbox novčanik", pay: "Plati {amount} Sandbox novčanikom", decline: "Odbij", working: "Povezivanje s novčanikom…", failed: "Novčanik nije odgovorio. Pokušajte ponovno." }
  };
  function button(label, primary) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.style.font = "inherit";
    b.style.padding = "0.75rem 1.25rem";
    b.style.borderRadius = "6px";
    b.style.cursor = "pointer";
    b.style.border = "2px solid " + (primary ? "#1e3a8a" : "#7f1d1d");
    b.style.background = primary ? "#1e3a8a" : "#fff";
    b.style.color = primary ? "#fff" : "#7f1d1d";
    return b;
  }
  function render(container, options) {
    var root = typeof container === "string" ? document.querySelector(container) : container;
    if (!root) throw new Error("SandboxWallet: no container");
    var language = options.language === "hr" ? "hr" : "en";
    var t = texts[language];
    var amount = new Intl.NumberFormat(language === "hr" ? "hr-HR" : "en-IE", { style: "currency", currency: options.currency || "EUR" }).format(options.total / 100);
    var group = document.createElement("div");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", t.group);
    group.style.display = "flex";
    group.style.flexWrap = "wrap";
    group.style.gap = "0.75rem";
    var pay = button(t.pay.replace("{amount}", amount), true);
    var decline = button(t.decline, false);
    var status = document.createElement("p");
    status.setAttribute("role", "status");
    status.style.width = "100%";
    status.style.margin = "0";
    function decide(decision) {
      pay.disabled = decline.disabled = true;
      status.textContent = t.working;
      fetch(base + "${SANDBOX_PATH}/wallet/" + encodeURIComponent(options.orderId), {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "omit",
        body: JSON.stringify({ decision: decision })
      })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          if (!body || !body.data) throw new Error((body && body.message) || "wallet error");
          status.textContent = "";
          var result = { orderId: options.orderId, details: body.data.details };
          var next = body.data.outcome === "approved" ? options.onApprove : options.onDecline || options.onApprove;
          if (next) next(result);
        })
        .catch(function (error) {
          pay.disabled = decline.disabled = false;
          status.textContent = t.failed;
          if (options.onError) options.onError(error);
        });
    }
    pay.addEventListener("click", function () { decide("approve"); });
    decline.addEventListener("click", function () { decide("decline"); });
    root.textContent = "";
    group.appendChild(pay);
    group.appendChild(decline);
    group.appendChild(status);
    root.appendChild(group);
  }
  window.SandboxWallet = { render: render };
})();
`;
