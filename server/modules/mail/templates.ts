/** The platform's e-mails in English and Croatian: a plain-text body and a simple HTML one. */
import type { Locale } from "../../contract/urls";

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
  const text = [mail.greeting, "", ...mail.lines, "", ...links.flatMap((l) => (links.length > 1 ? [`${l.label}: ${l.url}`] : [l.url])), "", mail.ignore, "", `— ${siteName}`].join("\n");
  const buttons = links
    .map(
      (l) => `<p><a href="${escapeHtml(l.url)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(l.label)}</a></p>
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

export function verificationMail(language: Locale, p: { siteName: string; firstName: string; link: string; hours: number }): RenderedMail {
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Potvrdite svoju e-mail adresu – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: [`hvala na registraciji u trgovini ${p.siteName}.`, `Potvrdite svoju e-mail adresu klikom na poveznicu (vrijedi ${p.hours} h):`],
          button: "Potvrdi e-mail adresu",
          ignore: "Ako se niste registrirali, zanemarite ovu poruku.",
        }
      : {
          subject: `Confirm your e-mail address – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: [`thank you for registering at ${p.siteName}.`, `Please confirm your e-mail address with this link (valid for ${p.hours} hours):`],
          button: "Confirm e-mail address",
          ignore: "If you did not register, you can ignore this message.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

export function passwordResetMail(language: Locale, p: { siteName: string; firstName: string; link: string; minutes: number }): RenderedMail {
  const mail: LinkMail & { button: string } =
    language === "hr"
      ? {
          subject: `Postavljanje nove lozinke – ${p.siteName}`,
          greeting: `Pozdrav ${p.firstName},`,
          lines: ["zatražena je nova lozinka za vaš račun.", `Novu lozinku postavite putem poveznice (vrijedi ${p.minutes} minuta, samo jednom):`],
          button: "Postavi novu lozinku",
          ignore: "Ako niste zatražili novu lozinku, zanemarite ovu poruku; vaša lozinka ostaje ista.",
        }
      : {
          subject: `Reset your password – ${p.siteName}`,
          greeting: `Hello ${p.firstName},`,
          lines: ["someone asked to reset the password of your account.", `Choose a new password with this link (valid for ${p.minutes} minutes, once):`],
          button: "Choose a new password",
          ignore: "If you did not ask for it, ignore this message; your password stays the same.",
        };
  return render(mail, [{ label: mail.button, url: p.link }], p.siteName);
}

/** To the owner of an address someone tried to register again (the registration answers as if it were new). */
export function accountExistsMail(language: Locale, p: { siteName: string; firstName: string; loginLink: string; resetLink: string }): RenderedMail {
  const hr = language === "hr";
  const mail: LinkMail = hr
    ? {
        subject: `Već imate račun – ${p.siteName}`,
        greeting: `Pozdrav ${p.firstName},`,
        lines: [`netko se upravo pokušao registrirati u trgovini ${p.siteName} s vašom e-mail adresom, a za nju već postoji račun.`, "Ako ste to bili vi, prijavite se ili postavite novu lozinku:"],
        ignore: "Ako to niste bili vi, zanemarite ovu poruku; vaš račun se nije promijenio.",
      }
    : {
        subject: `You already have an account – ${p.siteName}`,
        greeting: `Hello ${p.firstName},`,
        lines: [`someone just tried to register at ${p.siteName} with your e-mail address, which already has an account.`, "If it was you, log in, or choose a new password if you forgot it:"],
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
