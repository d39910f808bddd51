import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* Consents: the platform's HTML (links to the privacy policy) beside each box. */
export const consents = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const consentText = style({ overflowWrap: "anywhere" });
globalStyle(`${consentText} p`, { display: "inline", margin: 0 });
export const required = style({ color: vars.color.danger, marginLeft: 2 });
