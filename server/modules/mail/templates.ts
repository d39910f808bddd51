/** The platform's e-mails in English and Croatian: a plain-text body and a simple HTML one. */
import type { Locale } from "#server/contract/urls";
import { lineDetailText, type LineDetail } from "#server/contract/line-details";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface LinkMail {
  subject: string;
  greeting: string;
  lines: string[];
  ignore: string;
}

/** A mail with one button per link, each with its address written out too. */
function render(mail: LinkMail, links: { label: string; url: string }[], siteName: string): RenderedMail {
  const text = [
    mail.greeting,
    "",
    ...mail.lines,
    "",
    ...links.flatMap((l) => (links.length > 1 ? [`${l.label}: ${l.url}`] : [l.url])),
    "",
    mail.ignore,
    "",
    `— ${siteName}`,
  ].join("\n");
  const buttons = links
    .map(
      (
        l,
      ) => `<p><a href="${escapeHtml(l.url)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(l.label)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(l.url)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(mail.greeting)}</p>
${mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${buttons}
<p style="font-size: 13px; color: #555;">${escapeHtml(mail.ignore)}</p>
<p>— ${escapeHtml(siteName)}</p>
</body></html>`;
  return { subject: mail.subject, text, html };
}

export function verificationMail(
  language: Locale,
  p: { siteName: string; firstName: string; link: string; hours: number | string },
): RenderedMail {
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Potvrdite svoju e-mail adresu – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: [
            `hvala na registraciji u trgovini ${p.siteName}.`,
            `Potvrdite svoju e-mail adresu klikom na poveznicu (vrijedi ${p.hours} h):`,
          ],
          button: "Potvrdi e-mail adresu",
          ignore: "Ako se niste registrirali, zanemarite ovu poruku.",
        }
      : {
          subject: `Confirm your e-mail address – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: [
            `thank you for registering at ${p.siteName}.`,
            `Please confirm your e-mail address with this link (valid for ${p.hours} hours):`,
          ],
          button: "Confirm e-mail address",
          ignore: "If you did not register, you can ignore this message.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

export function passwordResetMail(
  language: Locale,
  p: { siteName: string; firstName: string; link: string; minutes: number | string },
): RenderedMail {
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Postavljanje nove lozinke – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: [
            "zatražena je nova lozinka za vaš račun.",
            `Novu lozinku postavite putem poveznice (vrijedi ${p.minutes} minuta, samo jednom):`,
          ],
          button: "Postavi novu lozinku",
          ignore: "Ako niste zatražili novu lozinku, zanemarite ovu poruku; vaša lozinka ostaje ista.",
        }
      : {
          subject: `Reset your password – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: [
            "someone asked to reset the password of your account.",
            `Choose a new password with this link (valid for ${p.minutes} minutes, once):`,
          ],
          button: "Choose a new password",
          ignore: "If you did not ask for it, ignore this message; your password stays the same.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

/** To the new address of an account whose e-mail was changed in the profile: the link confirms it. */
export function emailChangeConfirmationMail(
  language: Locale,
  p: { siteName: string; firstName: string; newEmail: string; link: string; hours: number | string },
): RenderedMail {
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Potvrdite novu e-mail adresu – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: [
            `e-mail adresa vašeg računa u trgovini ${p.siteName} promijenjena je u ${p.newEmail}.`,
            `Potvrdite da je ova adresa vaša klikom na poveznicu (vrijedi ${p.hours} h):`,
          ],
          button: "Potvrdi novu e-mail adresu",
          ignore: "Ako niste vi promijenili adresu, zanemarite ovu poruku.",
        }
      : {
          subject: `Confirm your new e-mail address – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: [
            `the e-mail address of your account at ${p.siteName} was changed to ${p.newEmail}.`,
            `Please confirm that this address is yours with this link (valid for ${p.hours} hours):`,
          ],
          button: "Confirm new e-mail address",
          ignore: "If you did not change it, you can ignore this message.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

/**
 * To the address of an account whose password was changed (in the profile, or by a reset link): its
 * owner hears of it, in case it was not them, and can take the account back by a reset.
 */
export function passwordChangedMail(
  language: Locale,
  p: { siteName: string; firstName: string; resetLink: string; supportLink: string },
): RenderedMail {
  const hr = language === "hr";
  const mail: LinkMail = hr
    ? {
        subject: `Vaša lozinka je promijenjena – ${p.siteName}`,
        greeting: `Pozdrav ${p.firstName},`,
        lines: [
          `lozinka vašeg računa u trgovini ${p.siteName} upravo je promijenjena.`,
          "Ako to niste bili vi, odmah postavite novu lozinku i javite nam se:",
        ],
        ignore: "Ako ste to bili vi, ne morate ništa učiniti.",
      }
    : {
        subject: `Your password was changed – ${p.siteName}`,
        greeting: `Hello ${p.firstName},`,
        lines: [
          `the password of your account at ${p.siteName} was just changed.`,
          "If it was not you, choose a new password at once and contact us:",
        ],
        ignore: "If it was you, there is nothing more to do.",
      };
  const links = hr
    ? [
        { label: "Nova lozinka", url: p.resetLink },
        { label: "Kontaktirajte nas", url: p.supportLink },
      ]
    : [
        { label: "Choose a new password", url: p.resetLink },
        { label: "Contact us", url: p.supportLink },
      ];
  return render(mail, links, p.siteName);
}

/** To the owner of an address someone tried to register again (the registration answers as if it were new). */
export function accountExistsMail(
  language: Locale,
  p: { siteName: string; firstName: string; loginLink: string; resetLink: string },
): RenderedMail {
  const hr = language === "hr";
  const mail: LinkMail = hr
    ? {
        subject: `Već imate račun – ${p.siteName}`,
        greeting: `Pozdrav ${p.firstName},`,
        lines: [
          `netko se upravo pokušao registrirati u trgovini ${p.siteName} s vašom e-mail adresom, a za nju već postoji račun.`,
          "Ako ste to bili vi, prijavite se ili postavite novu lozinku:",
        ],
        ignore: "Ako to niste bili vi, zanemarite ovu poruku; vaš račun se nije promijenio.",
      }
    : {
        subject: `You already have an account – ${p.siteName}`,
        greeting: `Hello ${p.firstName},`,
        lines: [
          `someone just tried to register at ${p.siteName} with your e-mail address, which already has an account.`,
          "If it was you, log in, or choose a new password if you forgot it:",
        ],
        ignore: "If it was not you, ignore this message; your account has not changed.",
      };
  const links = hr
    ? [
        { label: "Prijava", url: p.loginLink },
        { label: "Nova lozinka", url: p.resetLink },
      ]
    : [
        { label: "Log in", url: p.loginLink },
        { label: "Choose a new password", url: p.resetLink },
      ];
  return render(mail, links, p.siteName);
}

/** To the old address of an account whose e-mail was changed: its owner hears of it, in case it was not them. */
export function emailChangedMail(
  language: Locale,
  p: { siteName: string; firstName: string; newEmail: string; supportLink: string },
): RenderedMail {
  const mail: LinkMail =
    language === "hr"
      ? {
          subject: `Vaša e-mail adresa je promijenjena – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: [
            `e-mail adresa vašeg računa u trgovini ${p.siteName} upravo je promijenjena u ${p.newEmail}. Na ovu adresu više nećete primati poruke o računu.`,
            "Ako to niste bili vi, netko možda koristi vaš račun: odmah nam se javite kako bismo vam ga vratili.",
          ],
          ignore: "Ako ste to bili vi, ne morate ništa učiniti.",
        }
      : {
          subject: `Your e-mail address was changed – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: [
            `the e-mail address of your account at ${p.siteName} was just changed to ${p.newEmail}. Account messages will no longer come to this address.`,
            "If it was not you, someone may be using your account: contact us at once and we will give it back to you.",
          ],
          ignore: "If it was you, there is nothing more to do.",
        };
  const label = language === "hr" ? "Kontaktirajte nas" : "Contact us";
  return render(mail, [{ label, url: p.supportLink }], p.siteName);
}

/**
 * To the address of an account just erased (decision 0078): what went, what the shop keeps and why.
 * Not an editable mail (decision 0068's list): its text says what the law makes the shop keep.
 */
export function accountDeletedMail(
  language: Locale,
  p: { siteName: string; firstName: string; supportLink: string },
): RenderedMail {
  const mail: LinkMail =
    language === "hr"
      ? {
          subject: `Vaš račun je izbrisan – ${p.siteName}`,
          greeting: p.firstName ? `Pozdrav ${p.firstName},` : "Pozdrav,",
          lines: [
            `vaš račun u trgovini ${p.siteName} je izbrisan, zajedno s vašim adresama, listom želja, košaricama, komentarima i prijavama.`,
            "Vaše narudžbe čuvamo bez veze s računom, samo s imenom i adresom za račun i dostavu, jer nas na to obvezuju propisi o računovodstvu (11 godina). Zapise o vašim privolama čuvamo kao dokaz da su dane.",
            "S istom se e-mail adresom možete ponovno registrirati kad god želite.",
          ],
          ignore: "Ako niste zatražili brisanje računa, odmah nam se javite.",
        }
      : {
          subject: `Your account was deleted – ${p.siteName}`,
          greeting: p.firstName ? `Hello ${p.firstName},` : "Hello,",
          lines: [
            `your account at ${p.siteName} was deleted, with your addresses, wishlist, carts, comments and sign-ins.`,
            "We keep your orders without a link to the account, with only the name and address the invoice and the delivery need, as the bookkeeping law requires (11 years). The records of your consents are kept as proof they were given.",
            "You can register again with the same e-mail address whenever you like.",
          ],
          ignore: "If you did not ask for your account to be deleted, contact us at once.",
        };
  const label = language === "hr" ? "Kontaktirajte nas" : "Contact us";
  return render(mail, [{ label, url: p.supportLink }], p.siteName);
}

/**
 * Why an order was cancelled: its offline payment did not arrive (the back office cancelled it), its
 * online payment was not completed before the payment timeout (the job cancelled it), or its buyer
 * cancelled it while it waited for its online payment (decision 0099).
 */
export type CancellationReason = "paymentNotArrived" | "paymentTimedOut" | "buyerCancelled";

/** The lines of the order-cancelled mail for each reason, per language. */
const cancellationLines: Record<CancellationReason, Record<Locale, (slug: string) => string[]>> = {
  paymentTimedOut: {
    hr: (slug) => [
      `vaša narudžba ${slug} je otkazana jer plaćanje nije dovršeno na vrijeme.`,
      "Ako i dalje želite te proizvode, slobodno ih naručite ponovno.",
    ],
    en: (slug) => [
      `your order ${slug} has been cancelled, as its payment was not completed in time.`,
      "If you still want these items, you are welcome to order them again.",
    ],
  },
  paymentNotArrived: {
    hr: (slug) => [
      `vaša narudžba ${slug} je otkazana jer uplata nije stigla.`,
      "Ako ste u međuvremenu platili ili mislite da je riječ o pogrešci, odgovorite na ovu poruku i riješit ćemo to.",
    ],
    en: (slug) => [
      `your order ${slug} has been cancelled, as its payment did not arrive.`,
      "If you have paid meanwhile, or think this is a mistake, reply to this message and we will sort it out.",
    ],
  },
  buyerCancelled: {
    hr: (slug) => [
      `vaša narudžba ${slug} je otkazana, kako ste zatražili.`,
      "Ništa vam nije naplaćeno, a proizvodi su vraćeni u prodaju.",
    ],
    en: (slug) => [
      `your order ${slug} has been cancelled, as you asked.`,
      "Nothing was charged, and its items are back on sale.",
    ],
  },
};

/** To the buyer of a cancelled order: why it was cancelled (the shop's reasons, or their own cancel). */
export function orderCancelledMail(
  language: Locale,
  p: { siteName: string; firstName: string; orderSlug: string; link: string; reason: CancellationReason },
): RenderedMail {
  const lines = cancellationLines[p.reason][language](p.orderSlug);
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Vaša narudžba ${p.orderSlug} je otkazana – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines,
          button: "Pregled narudžbe",
          ignore: "S vaše strane nije potrebno ništa drugo.",
        }
      : {
          subject: `Your order ${p.orderSlug} is cancelled – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines,
          button: "View your order",
          ignore: "Nothing else is needed from you.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

/** To the buyer when the merchant marked the order shipped (decision 0061): on its way, with the
 * carrier and tracking given, a button to follow the parcel when there is a tracking link, and one
 * to the order's page. */
export function orderShippedMail(
  language: Locale,
  p: {
    siteName: string;
    firstName: string;
    orderSlug: string;
    link: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  },
): RenderedMail {
  const hr = language === "hr";
  const tracking = [
    p.carrier ? (hr ? `Dostavlja: ${p.carrier}` : `Carrier: ${p.carrier}`) : null,
    p.trackingNumber ? (hr ? `Broj za praćenje: ${p.trackingNumber}` : `Tracking number: ${p.trackingNumber}`) : null,
  ].filter((line): line is string => line !== null);
  const mail: LinkMail & { track: string; button: string } = hr
    ? {
        subject: `Vaša narudžba ${p.orderSlug} je na putu – ${p.siteName}`,
        greeting: `Pozdrav ${p.firstName},`,
        lines: [`vaša narudžba ${p.orderSlug} je poslana i uskoro stiže.`, ...tracking],
        track: "Pratite pošiljku",
        button: "Pregled narudžbe",
        ignore: "S vaše strane nije potrebno ništa drugo.",
      }
    : {
        subject: `Your order ${p.orderSlug} is on its way – ${p.siteName}`,
        greeting: `Hello ${p.firstName},`,
        lines: [`your order ${p.orderSlug} has been shipped and will be with you soon.`, ...tracking],
        track: "Track your parcel",
        button: "View your order",
        ignore: "Nothing else is needed from you.",
      };
  const links = [
    ...(p.trackingUrl ? [{ label: mail.track, url: p.trackingUrl }] : []),
    { label: mail.button, url: p.link },
  ];
  return render(mail, links, p.siteName);
}

// ---------------------------------------------------------------- order confirmation

export interface MailAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  contactPhone: string;
  contactEmail: string;
}

/** A line's details as the order's e-mail says them: "Engraving: Ana (+€3.00)". */
function lineDetailTexts(line: OrderMail["lines"][number], money: (cents: number) => string): string[] {
  return line.details.map((d) => lineDetailText(d, money));
}

export interface OrderMail {
  siteName: string;
  orderSlug: string;
  /** True once an online payment went through; false for orders paid on delivery or by transfer. */
  paid: boolean;
  /** The parcel has left the shop (shipped or delivered): a payment marked after it (the courier's
   * money) promises no news of its way. */
  sent?: boolean;
  currency: string;
  /** `details`: the line's personalizations and bundle members (lineDetails), one under the other. */
  lines: { name: string; qty: number; rowTotal: number; details: readonly LineDetail[] }[];
  totals: {
    itemsTotal: number;
    coupon: number;
    couponCode: string | null;
    delivery: number;
    tax: number;
    orderTotal: number;
  };
  delivery: { method: string; branch: string | null } | null;
  paymentMethod: string;
  /** How to pay (an offline method's instructions, filled in for the order); null once paid or with none. */
  paymentInstructions: string | null;
  shipping: MailAddress;
  billing: MailAddress;
  company: { name: string; oib: string } | null;
  orderMessage: string | null;
  gift: { message: string; to: string | null; from: string | null } | null;
  /** The order's page: in the buyer's account, or for a guest the signed link. */
  link: string;
  /** A paid order's e-products as delivered (decision 0047); a code null is still owed. */
  deliverables?: MailDeliverable[];
}

export interface MailDeliverable {
  name: string;
  type: "link" | "code" | "qrcode";
  code: string | null;
}

const deliverableTexts = {
  en: {
    title: "Your digital items",
    download: "download it from your order page",
    qrcode: "the QR code is on your order page",
    owed: "your code will appear on your order page as soon as it is ready",
  },
  hr: {
    title: "Vaši digitalni proizvodi",
    download: "preuzmite ga na stranici narudžbe",
    qrcode: "QR kod je na stranici narudžbe",
    owed: "vaš kod pojavit će se na stranici narudžbe čim bude spreman",
  },
} as const;

/** One line per deliverable: a code as text (a QR code's too, its image is on the order page), a
 * download pointing to the order page (its links are signed for an hour, too short for a mail). */
function deliverableLines(language: Locale, list: MailDeliverable[]): string[] {
  const t = deliverableTexts[language];
  return list.map((d) => {
    if (d.type === "link") return `${d.name}: ${t.download}`;
    if (d.code === null) return `${d.name}: ${t.owed}`;
    return d.type === "qrcode" ? `${d.name}: ${d.code} (${t.qrcode})` : `${d.name}: ${d.code}`;
  });
}

const orderTexts = {
  en: {
    subject: (slug: string, site: string) => `Your order ${slug} – ${site}`,
    greeting: (name: string) => `Hello ${name},`,
    received: "thank you for your order. We have received it and will let you know when it is on its way.",
    paid: "thank you for your order. Your payment has been received, and we will let you know when the order is on its way.",
    paidSent: "thank you: your payment for this order has been received.",
    receivedDigital:
      "thank you for your order. We have received it; your digital items come as soon as your payment arrives.",
    paidDigital: "thank you for your order. Your payment has been received, and your digital items are below.",
    number: "Order number",
    howToPay: "How to pay",
    items: "Items",
    coupon: "Coupon",
    delivery: "Delivery",
    total: "Total",
    vat: "VAT included",
    deliveryMethod: "Delivery method",
    payment: "Payment",
    shippingAddress: "Delivery address",
    billingAddress: "Billing address",
    company: "Company",
    oib: "OIB",
    orderMessage: "Your message",
    gift: "Gift message",
    to: "To",
    from: "From",
    link: "View your order",
    thanks: "Thank you for shopping with us.",
    shopSubject: (slug: string, total: string) => `New order ${slug}: ${total}`,
    shopReceived: "A new order has arrived.",
    shopPaid: "A new order has been paid and is ready to be sent.",
    buyer: "Buyer",
    buyerMessage: "The buyer's message",
    shopLink: "Open the order in the back office",
  },
  hr: {
    subject: (slug: string, site: string) => `Vaša narudžba ${slug} – ${site}`,
    greeting: (name: string) => `Pozdrav ${name},`,
    received: "hvala na narudžbi. Zaprimili smo je i javit ćemo vam kada bude poslana.",
    paid: "hvala na narudžbi. Vaše plaćanje je zaprimljeno, a javit ćemo vam kada narudžba bude poslana.",
    paidSent: "hvala: vaše plaćanje za ovu narudžbu je zaprimljeno.",
    receivedDigital: "hvala na narudžbi. Zaprimili smo je; digitalne proizvode dobivate čim stigne vaša uplata.",
    paidDigital: "hvala na narudžbi. Vaše plaćanje je zaprimljeno, a digitalne proizvode nalazite u nastavku.",
    number: "Broj narudžbe",
    howToPay: "Kako platiti",
    items: "Proizvodi",
    coupon: "Kupon",
    delivery: "Dostava",
    total: "Ukupno",
    vat: "PDV uključen",
    deliveryMethod: "Način dostave",
    payment: "Plaćanje",
    shippingAddress: "Adresa za dostavu",
    billingAddress: "Adresa za račun",
    company: "Tvrtka",
    oib: "OIB",
    orderMessage: "Vaša poruka",
    gift: "Poruka uz poklon",
    to: "Za",
    from: "Od",
    link: "Pregled narudžbe",
    thanks: "Hvala što kupujete kod nas.",
    shopSubject: (slug: string, total: string) => `Nova narudžba ${slug}: ${total}`,
    shopReceived: "Stigla je nova narudžba.",
    shopPaid: "Nova narudžba je plaćena i spremna za slanje.",
    buyer: "Kupac",
    buyerMessage: "Poruka kupca",
    shopLink: "Otvori narudžbu u administraciji",
  },
} as const;

export function money(cents: number, currency: string, language: Locale): string {
  return new Intl.NumberFormat(language === "hr" ? "hr-HR" : "en-IE", { style: "currency", currency }).format(
    cents / 100,
  );
}

function addressLines(a: MailAddress, language: Locale): string[] {
  const country = new Intl.DisplayNames([language], { type: "region" }).of(a.country) ?? a.country;
  return [
    `${a.firstName} ${a.lastName}`,
    `${a.street} ${a.houseNumber}`,
    `${a.zipCode} ${a.city}`,
    country,
    a.contactPhone,
    a.contactEmail,
  ];
}

/** The confirmation of an order: its number, lines, totals, delivery, payment, addresses and messages. */
/** The buyer's confirmation of an order, or with `shop` the shop's notice of it (who bought, the
 * buyer's own words, a link to the back office; no greeting, no payment instructions). */
export function orderConfirmationMail(
  language: Locale,
  o: OrderMail,
  shop?: { buyerEmail: string; adminLink: string },
): RenderedMail {
  const t = orderTexts[language];
  const m = (cents: number) => money(cents, o.currency, language);
  const totals: [string, string][] = [
    [t.items, m(o.totals.itemsTotal)],
    ...(o.totals.coupon
      ? [
          [`${t.coupon}${o.totals.couponCode ? ` ${o.totals.couponCode}` : ""}`, `−${m(o.totals.coupon)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(o.delivery ? [[t.delivery, m(o.totals.delivery)] as [string, string]] : []),
    [t.total, m(o.totals.orderTotal)],
    [t.vat, m(o.totals.tax)],
  ];
  const facts: [string, string][] = [
    ...(o.delivery
      ? [
          [t.deliveryMethod, o.delivery.branch ? `${o.delivery.method} – ${o.delivery.branch}` : o.delivery.method] as [
            string,
            string,
          ],
        ]
      : []),
    [t.payment, o.paymentMethod],
    ...(o.company ? [[t.company, `${o.company.name}, ${t.oib} ${o.company.oib}`] as [string, string]] : []),
  ];
  const messages: [string, string][] = [
    ...(o.orderMessage ? [[shop ? t.buyerMessage : t.orderMessage, o.orderMessage] as [string, string]] : []),
    ...(o.gift
      ? [
          [
            t.gift,
            [o.gift.to ? `${t.to}: ${o.gift.to}` : "", o.gift.message, o.gift.from ? `${t.from}: ${o.gift.from}` : ""]
              .filter(Boolean)
              .join("\n"),
          ] as [string, string],
        ]
      : []),
  ];
  const greeting = shop ? null : t.greeting(o.shipping.firstName);
  // An order with nothing to deliver by hand (e-products only) is never "on its way".
  const digitalOnly = o.delivery === null;
  const intro = shop
    ? o.paid
      ? t.shopPaid
      : t.shopReceived
    : o.paid
      ? digitalOnly
        ? t.paidDigital
        : o.sent
          ? t.paidSent
          : t.paid
      : digitalOnly
        ? t.receivedDigital
        : t.received;
  const paymentInstructions = shop ? null : o.paymentInstructions;
  const link = shop ? { label: t.shopLink, url: shop.adminLink } : { label: t.link, url: o.link };
  const shipping = addressLines(o.shipping, language);
  const billing = addressLines(o.billing, language);
  const digital = o.deliverables?.length
    ? { title: deliverableTexts[language].title, lines: deliverableLines(language, o.deliverables) }
    : null;

  const text = [
    ...(greeting ? [greeting, ""] : []),
    intro,
    "",
    `${t.number}: ${o.orderSlug}`,
    ...(shop ? [`${t.buyer}: ${shop.buyerEmail}`] : []),
    "",
    ...(paymentInstructions ? [`${t.howToPay}:`, paymentInstructions, ""] : []),
    ...o.lines.flatMap((l) => [
      `${l.qty} × ${l.name}: ${m(l.rowTotal)}`,
      ...lineDetailTexts(l, m).map((d) => `  ${d}`),
    ]),
    "",
    ...(digital ? [`${digital.title}:`, ...digital.lines, ""] : []),
    ...totals.map(([k, v]) => `${k}: ${v}`),
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    `${t.shippingAddress}:`,
    ...shipping,
    "",
    `${t.billingAddress}:`,
    ...billing,
    ...messages.flatMap(([k, v]) => ["", `${k}:`, v]),
    "",
    `${link.label}: ${link.url}`,
    "",
    ...(shop ? [] : [t.thanks, ""]),
    `— ${o.siteName}`,
  ].join("\n");

  const cell = "padding: 4px 8px; border-bottom: 1px solid #ddd;";
  const rows = (list: [string, string][], strongLast = false) =>
    list
      .map(([k, v]) => {
        const weight = strongLast && k === t.total ? 700 : 400;
        return `<tr><th scope="row" style="${cell} text-align: left; font-weight: ${weight};">${escapeHtml(k)}</th><td style="${cell} text-align: right; font-weight: ${weight};">${escapeHtml(v)}</td></tr>`;
      })
      .join("\n");
  const block = (
    title: string,
    lines: string[],
  ) => `<h2 style="font-size: 16px; margin: 20px 0 4px;">${escapeHtml(title)}</h2>
<p style="margin: 0;">${lines.map(escapeHtml).join("<br>")}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 600px; margin: 0 auto; padding: 24px;">
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ""}
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(t.number)}: ${escapeHtml(o.orderSlug)}</strong></p>
${shop ? `<p>${escapeHtml(t.buyer)}: ${escapeHtml(shop.buyerEmail)}</p>` : ""}
${paymentInstructions ? block(t.howToPay, paymentInstructions.split("\n")) : ""}
<table role="presentation" style="width: 100%; border-collapse: collapse; margin: 16px 0;">
${o.lines
  .map(
    (l) =>
      `<tr><td style="${cell}">${l.qty} × ${escapeHtml(l.name)}${lineDetailTexts(l, m)
        .map((d) => `<br><span style="font-size: 13px; color: #555;">${escapeHtml(d)}</span>`)
        .join(
          "",
        )}</td><td style="${cell} text-align: right; white-space: nowrap;">${escapeHtml(m(l.rowTotal))}</td></tr>`,
  )
  .join("\n")}
</table>
${digital ? block(digital.title, digital.lines) : ""}
<table role="presentation" style="width: 100%; border-collapse: collapse;">
${rows(totals, true)}
</table>
<table role="presentation" style="width: 100%; border-collapse: collapse; margin-top: 16px;">
${rows(facts)}
</table>
${block(t.shippingAddress, shipping)}
${block(t.billingAddress, billing)}
${messages.map(([k, v]) => block(k, v.split("\n"))).join("\n")}
<p style="margin-top: 24px;"><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #555; overflow-wrap: anywhere;">${escapeHtml(link.url)}</p>
${shop ? "" : `<p style="margin-top: 24px;">${escapeHtml(t.thanks)}</p>`}
<p>— ${escapeHtml(o.siteName)}</p>
</body></html>`;
  const subject = shop ? t.shopSubject(o.orderSlug, m(o.totals.orderTotal)) : t.subject(o.orderSlug, o.siteName);
  return { subject, text, html };
}

/** The forms whose submissions the shop is told of, each with the fields it sends. */
export type FormNotice =
  | { form: "newsletter"; email: string }
  | { form: "contact"; name: string; email: string; phone: string; message: string }
  | { form: "availability"; email: string; product: string; productId: string }
  | { form: "questionnaire"; title: string; from: string; fields: Record<string, string> };

const formNoticeTexts = {
  en: {
    newsletter: "Newsletter subscription",
    contact: "Contact form",
    availability: "Product availability",
    email: "E-mail",
    name: "Name",
    phone: "Phone",
    message: "Message",
    product: "Product",
    productId: "Product id",
  },
  hr: {
    newsletter: "Prijava na newsletter",
    contact: "Kontaktni obrazac",
    availability: "Dostupnost proizvoda",
    email: "E-pošta",
    name: "Ime",
    phone: "Telefon",
    message: "Poruka",
    product: "Proizvod",
    productId: "ID proizvoda",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * The shop's notice of a form sent, in the language the visitor sent it in: the language whose
 * SendEmailTo address it goes to (a questionnaire's own labels are in that language too).
 */
export function formNoticeMail(language: Locale, notice: FormNotice): RenderedMail {
  const t = formNoticeTexts[language];
  const [subject, fields]: [string, [string, string][]] =
    notice.form === "newsletter"
      ? [`${t.newsletter}: ${notice.email}`, [[t.email, notice.email]]]
      : notice.form === "contact"
        ? [
            `${t.contact}: ${notice.name}`,
            [
              [t.name, notice.name],
              [t.email, notice.email],
              [t.phone, notice.phone],
              [t.message, notice.message],
            ],
          ]
        : notice.form === "availability"
          ? [
              `${t.availability}: ${notice.product}`,
              [
                [t.email, notice.email],
                [t.product, notice.product],
                [t.productId, notice.productId],
              ],
            ]
          : [`${notice.title}: ${notice.from}`, Object.entries(notice.fields)];
  const lines = fields.map(([label, value]) => `${label}: ${value}`);
  return {
    subject,
    text: lines.join("\n"),
    html: `<!doctype html><html><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</body></html>`,
  };
}
