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
  button: string;
  ignore: string;
}

function render(mail: LinkMail, link: string, siteName: string): RenderedMail {
  const text = [mail.greeting, "", ...mail.lines, "", link, "", mail.ignore, "", `— ${siteName}`].join("\n");
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(mail.greeting)}</p>
${mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(mail.button)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(mail.ignore)}</p>
<p>— ${escapeHtml(siteName)}</p>
</body></html>`;
  return { subject: mail.subject, text, html };
}

export function verificationMail(language: Locale, p: { siteName: string; firstName: string; link: string; hours: number }): RenderedMail {
  const mail: LinkMail =
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
  return render(mail, p.link, p.siteName);
}

export function passwordResetMail(language: Locale, p: { siteName: string; firstName: string; link: string; minutes: number }): RenderedMail {
  const mail: LinkMail =
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
  return render(mail, p.link, p.siteName);
}
