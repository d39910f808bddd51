import type { QrPicture } from "~/lib/qr";

/** A QR code as an inline SVG (one path, crisp at any size), drawn from the picture the server made. */
export function QrCode({ picture, label, className }: { picture: QrPicture; label: string; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${picture.size} ${picture.size}`}
      className={className}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="deliverable-qr"
    >
      <rect width={picture.size} height={picture.size} fill="#ffffff" />
      <path d={picture.path} fill="#000000" />
    </svg>
  );
}
