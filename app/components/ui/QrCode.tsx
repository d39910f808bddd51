import { qrModules } from "~/lib/qr";

/** The quiet zone around a QR code, in modules (the standard asks for four). */
const QUIET = 4;

/** A QR code as an inline SVG (one path, crisp at any size); nothing when the text is too long for it
 * (the caller shows the text anyway). */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const modules = qrModules(text);
  if (!modules) return null;
  const size = modules.length + 2 * QUIET;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : "")))
    .join("");
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="deliverable-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
