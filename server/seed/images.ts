/**
 * The demo site's images, drawn as SVG and rendered with sharp: no binary files in the repository
 * and no network access while seeding.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

export interface DemoImageFile {
  buffer: Buffer;
  originalName: string;
  title: string;
  description: string;
}

export type DemoImageKey = "logo" | "hero" | "card1" | "card2" | "card3" | "card4" | "wide";
export type DemoImages = Record<DemoImageKey, DemoImageFile>;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">
  <defs>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366f1"/>
      <stop offset="1" stop-color="#06b6d4"/>
    </linearGradient>
  </defs>
  <rect x="16" y="16" width="88" height="88" rx="22" fill="url(#mark)"/>
  <path d="M40 50 h40 l-4 36 a6 6 0 0 1 -6 5 h-20 a6 6 0 0 1 -6 -5 z" fill="#ffffff"/>
  <path d="M49 50 v-6 a11 11 0 0 1 22 0 v6" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
  <circle cx="60" cy="68" r="5" fill="#6366f1"/>
  <text x="124" y="76" font-family="${FONT}" font-size="42" font-weight="700" fill="#1f2937" letter-spacing="-1">Demo<tspan dx="14" fill="#4f46e5">Shop</tspan></text>
</svg>`;
}

function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#312e81"/>
      <stop offset="0.55" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#06b6d4"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.35" r="0.55">
      <stop offset="0" stop-color="#f0abfc" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#f0abfc" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="orb" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>
  <rect width="1920" height="1080" fill="url(#glow)"/>
  <circle cx="1440" cy="380" r="260" fill="url(#orb)"/>
  <circle cx="1690" cy="700" r="140" fill="url(#orb)"/>
  <circle cx="1180" cy="760" r="90" fill="#f472b6" fill-opacity="0.35"/>
  <circle cx="1440" cy="380" r="340" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>
  <circle cx="1440" cy="380" r="420" fill="none" stroke="#ffffff" stroke-opacity="0.10" stroke-width="2"/>
  <circle cx="220" cy="160" r="60" fill="#22d3ee" fill-opacity="0.25"/>
  <rect x="1020" y="170" width="120" height="120" rx="28" fill="#fde68a" fill-opacity="0.35" transform="rotate(18 1080 230)"/>
  <path d="M0 860 C 320 760 620 980 960 900 S 1600 760 1920 860 V1080 H0 Z" fill="#ffffff" fill-opacity="0.10"/>
  <path d="M0 940 C 360 860 700 1040 1040 970 S 1640 880 1920 960 V1080 H0 Z" fill="#ffffff" fill-opacity="0.14"/>
</svg>`;
}

interface CardPalette {
  from: string;
  to: string;
  accent: string;
  soft: string;
}

const cardPalettes: CardPalette[] = [
  { from: "#f97316", to: "#ef4444", accent: "#fde047", soft: "#fff7ed" },
  { from: "#0d9488", to: "#22c55e", accent: "#a7f3d0", soft: "#ecfeff" },
  { from: "#7c3aed", to: "#ec4899", accent: "#fbcfe8", soft: "#f5f3ff" },
  { from: "#0284c7", to: "#6366f1", accent: "#fcd34d", soft: "#eff6ff" },
];

function cardSvg(palette: CardPalette, variant: number): string {
  const shapes = [
    `<circle cx="860" cy="330" r="230" fill="${palette.soft}" fill-opacity="0.22"/>
     <circle cx="860" cy="330" r="150" fill="${palette.accent}" fill-opacity="0.55"/>
     <circle cx="300" cy="620" r="120" fill="#ffffff" fill-opacity="0.16"/>
     <rect x="170" y="150" width="180" height="180" rx="40" fill="#ffffff" fill-opacity="0.18" transform="rotate(-14 260 240)"/>`,
    `<rect x="640" y="140" width="420" height="420" rx="90" fill="${palette.soft}" fill-opacity="0.2" transform="rotate(22 850 350)"/>
     <circle cx="380" cy="300" r="170" fill="${palette.accent}" fill-opacity="0.5"/>
     <circle cx="960" cy="640" r="70" fill="#ffffff" fill-opacity="0.3"/>
     <circle cx="380" cy="300" r="240" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`,
    `<circle cx="600" cy="400" r="280" fill="${palette.soft}" fill-opacity="0.16"/>
     <circle cx="600" cy="400" r="190" fill="none" stroke="${palette.accent}" stroke-opacity="0.8" stroke-width="26"/>
     <circle cx="600" cy="400" r="80" fill="#ffffff" fill-opacity="0.35"/>
     <circle cx="180" cy="150" r="60" fill="${palette.accent}" fill-opacity="0.45"/>
     <circle cx="1040" cy="680" r="90" fill="#ffffff" fill-opacity="0.15"/>`,
    `<path d="M0 560 C 240 440 420 700 660 580 S 1020 420 1200 520 V800 H0 Z" fill="#ffffff" fill-opacity="0.16"/>
     <path d="M0 650 C 260 560 480 760 720 660 S 1040 560 1200 640 V800 H0 Z" fill="#ffffff" fill-opacity="0.2"/>
     <circle cx="880" cy="250" r="130" fill="${palette.accent}" fill-opacity="0.85"/>
     <circle cx="880" cy="250" r="190" fill="${palette.accent}" fill-opacity="0.2"/>
     <circle cx="260" cy="220" r="40" fill="#ffffff" fill-opacity="0.35"/>
     <circle cx="400" cy="150" r="18" fill="#ffffff" fill-opacity="0.45"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.2" cy="0.1" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <rect width="1200" height="800" fill="url(#light)"/>
  ${shapes[variant % shapes.length]}
</svg>`;
}

function wideSvg(): string {
  const dots: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 10; col++) {
      dots.push(
        `<circle cx="${160 + col * 34}" cy="${520 + row * 34}" r="4" fill="#ffffff" fill-opacity="${(0.12 + ((row + col) % 4) * 0.06).toFixed(2)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1920 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="#0f172a"/>
      <stop offset="0.5" stop-color="#1e3a8a"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fbbf24"/>
      <stop offset="1" stop-color="#f97316"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="800" fill="url(#bg)"/>
  <circle cx="1380" cy="330" r="300" fill="#a78bfa" fill-opacity="0.12"/>
  <circle cx="1380" cy="330" r="170" fill="url(#sun)" fill-opacity="0.9"/>
  <circle cx="560" cy="220" r="110" fill="#38bdf8" fill-opacity="0.25"/>
  <path d="M0 600 C 300 500 620 700 960 610 S 1620 480 1920 590 V800 H0 Z" fill="#6366f1" fill-opacity="0.45"/>
  <path d="M0 680 C 340 600 700 780 1060 700 S 1660 600 1920 690 V800 H0 Z" fill="#0ea5e9" fill-opacity="0.35"/>
  ${dots.join("\n  ")}
</svg>`;
}

// ---------------------------------------------------------------- rendering

/** Rendered images are kept here, named by a hash of the drawing, the settings and libvips's
 * version: the drawings never change, so each is rendered once per machine rather than once per
 * seeded database (a test run seeds dozens). A folder that cannot be written only costs time. */
const RENDER_CACHE = join(tmpdir(), "demo-seed-images");

async function rendered(svg: string, settings: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash("sha256").update(`${sharp.versions.vips}|${settings}|`).update(svg).digest("hex");
  const file = join(RENDER_CACHE, `${key}.${settings.split(":")[0]}`);
  try {
    return await readFile(file);
  } catch {
    /* not rendered yet */
  }
  const buffer = await render();
  try {
    await mkdir(RENDER_CACHE, { recursive: true });
    // Written aside and renamed: a process reading at the same time sees all of it or nothing.
    const part = `${file}.${randomUUID()}.part`;
    await writeFile(part, buffer);
    await rename(part, file);
  } catch {
    /* no cache then */
  }
  return buffer;
}

/** Plain JPEG: the sizes served are encoded again from it. */
export const jpeg = (svg: string, quality = 86) =>
  rendered(svg, `jpg:q${quality}`, () => sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer());
export const png = (svg: string, palette = false) =>
  rendered(svg, `png:${palette ? "palette" : "full"}`, () =>
    sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette }).toBuffer(),
  );

/** Renders every demo image; nothing is written here (importImage stores them). */
export async function renderDemoImages(): Promise<DemoImages> {
  const [logo, hero, card1, card2, card3, card4, wide] = await Promise.all([
    png(logoSvg()),
    jpeg(heroSvg()),
    ...cardPalettes.map((p, i) => jpeg(cardSvg(p, i))),
    jpeg(wideSvg()),
  ]);
  return {
    logo: {
      buffer: logo,
      originalName: "demo-shop-logo.png",
      title: "Demo Shop logo",
      description: "The Demo Shop logo",
    },
    hero: {
      buffer: hero,
      originalName: "hero-gradient.jpg",
      title: "Hero background",
      description: "Indigo to cyan gradient with soft circles and waves",
    },
    card1: {
      buffer: card1,
      originalName: "card-sunset.jpg",
      title: "Sunset card",
      description: "Orange and red abstract shapes",
    },
    card2: {
      buffer: card2,
      originalName: "card-lagoon.jpg",
      title: "Lagoon card",
      description: "Teal and green abstract shapes",
    },
    card3: {
      buffer: card3,
      originalName: "card-orchid.jpg",
      title: "Orchid card",
      description: "Violet and pink abstract rings",
    },
    card4: {
      buffer: card4,
      originalName: "card-ocean.jpg",
      title: "Ocean card",
      description: "Blue abstract waves with a yellow sun",
    },
    wide: {
      buffer: wide,
      originalName: "wide-horizon.jpg",
      title: "Horizon banner",
      description: "Night-blue horizon with a warm sun and waves",
    },
  };
}
