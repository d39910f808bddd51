/**
 * The demo catalog's images, drawn as SVG and rendered with sharp (like images.ts): a pool of
 * product illustrations shared by many products, banners for the top-level categories and small
 * swatches for the pattern attribute. Rendered once per process and reused by every seed.
 */
import sharp from "sharp";
import type { DemoImageFile } from "./images";

/** Product pool files are named `product-<key>.jpg`; the large catalog finds them by this prefix. */
export const PRODUCT_IMAGE_PREFIX = "product-";

export const productImageKeys = [
  "mug",
  "glass",
  "spoon",
  "knife",
  "board",
  "bowl",
  "jar",
  "pan",
  "basket",
  "candle",
  "cushion",
  "lamp",
  "vase",
  "plant",
  "bottle",
  "tent",
  "backpack",
  "lantern",
  "tshirt",
  "jacket",
  "headphones",
  "phone",
  "cable",
  "speaker",
  "towel",
  "giftcard",
  "book",
  "giftbox",
] as const;
export type ProductImageKey = (typeof productImageKeys)[number];

export const categoryImageKeys = ["home", "outdoor", "apparel", "tech", "ebooks", "gifts"] as const;
export type CategoryImageKey = (typeof categoryImageKeys)[number];

export const patternImageKeys = ["solid", "striped", "dotted", "checked", "floral"] as const;
export type PatternImageKey = (typeof patternImageKeys)[number];

export interface CatalogImages {
  products: Record<ProductImageKey, DemoImageFile>;
  categories: Record<CategoryImageKey, DemoImageFile>;
  patterns: Record<PatternImageKey, DemoImageFile>;
}

// ---------------------------------------------------------------- colours

interface Tone {
  hue: number;
  sat: number;
  light: number;
}

const hsl = (t: Tone, dl = 0, ds = 0) =>
  `hsl(${t.hue}, ${Math.max(0, Math.min(100, t.sat + ds))}%, ${Math.max(0, Math.min(100, t.light + dl))}%)`;

/** Main colour of each illustration; the background is a pale tint of a neighbouring hue. */
const tones: Record<ProductImageKey, Tone> = {
  mug: { hue: 16, sat: 62, light: 52 },
  glass: { hue: 198, sat: 70, light: 62 },
  spoon: { hue: 32, sat: 48, light: 46 },
  knife: { hue: 215, sat: 14, light: 48 },
  board: { hue: 30, sat: 52, light: 52 },
  bowl: { hue: 95, sat: 38, light: 48 },
  jar: { hue: 172, sat: 48, light: 42 },
  pan: { hue: 220, sat: 12, light: 26 },
  basket: { hue: 40, sat: 58, light: 56 },
  candle: { hue: 44, sat: 70, light: 78 },
  cushion: { hue: 140, sat: 26, light: 52 },
  lamp: { hue: 45, sat: 82, light: 50 },
  vase: { hue: 350, sat: 52, light: 66 },
  plant: { hue: 128, sat: 46, light: 38 },
  bottle: { hue: 150, sat: 45, light: 30 },
  tent: { hue: 24, sat: 88, light: 54 },
  backpack: { hue: 0, sat: 66, light: 48 },
  lantern: { hue: 50, sat: 90, light: 52 },
  tshirt: { hue: 226, sat: 60, light: 34 },
  jacket: { hue: 4, sat: 74, light: 50 },
  headphones: { hue: 265, sat: 30, light: 30 },
  phone: { hue: 190, sat: 78, light: 56 },
  cable: { hue: 280, sat: 50, light: 52 },
  speaker: { hue: 350, sat: 66, light: 48 },
  towel: { hue: 205, sat: 60, light: 68 },
  giftcard: { hue: 248, sat: 70, light: 56 },
  book: { hue: 176, sat: 58, light: 34 },
  giftbox: { hue: 330, sat: 65, light: 55 },
};

// ---------------------------------------------------------------- shapes (drawn on an 800x800 canvas)

type Shape = (t: Tone) => string;

const shapes: Record<ProductImageKey, Shape> = {
  mug: (t) => `
    <path d="M560 330 h30 a70 70 0 0 1 0 140 h-30" fill="none" stroke="${hsl(t, -8)}" stroke-width="34"/>
    <rect x="230" y="270" width="340" height="360" rx="46" fill="${hsl(t)}"/>
    <rect x="230" y="270" width="340" height="54" rx="27" fill="${hsl(t, 12)}"/>
    <rect x="268" y="350" width="34" height="220" rx="17" fill="#ffffff" fill-opacity="0.22"/>
    <path d="M330 230 q-24 -40 0 -80 M400 230 q-24 -40 0 -80 M470 230 q-24 -40 0 -80" fill="none" stroke="${hsl(t, -10, -30)}" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`,
  glass: (t) => `
    <path d="M250 210 h300 l-36 420 a24 24 0 0 1 -24 22 h-180 a24 24 0 0 1 -24 -22 z" fill="${hsl(t, 20)}" fill-opacity="0.55" stroke="${hsl(t, -10)}" stroke-width="10"/>
    <path d="M268 380 h264 l-22 246 a10 10 0 0 1 -10 9 h-200 a10 10 0 0 1 -10 -9 z" fill="${hsl(t)}" fill-opacity="0.7"/>
    <rect x="292" y="250" width="24" height="320" rx="12" fill="#ffffff" fill-opacity="0.5"/>`,
  spoon: (t) => `
    <g transform="rotate(-35 400 400)">
      <ellipse cx="400" cy="220" rx="92" ry="130" fill="${hsl(t)}"/>
      <ellipse cx="400" cy="225" rx="62" ry="96" fill="${hsl(t, -8)}"/>
      <rect x="378" y="330" width="44" height="380" rx="22" fill="${hsl(t)}"/>
      <ellipse cx="380" cy="190" rx="18" ry="40" fill="#ffffff" fill-opacity="0.25"/>
    </g>`,
  knife: (t) => `
    <g transform="rotate(-30 400 400)">
      <path d="M370 120 c90 40 110 200 100 380 h-100 z" fill="${hsl(t, 30)}" stroke="${hsl(t, -6)}" stroke-width="6"/>
      <rect x="362" y="496" width="116" height="30" rx="8" fill="${hsl(t, -10)}"/>
      <rect x="372" y="520" width="96" height="200" rx="30" fill="hsl(28, 45%, 32%)"/>
      <circle cx="420" cy="580" r="10" fill="${hsl(t, 30)}"/><circle cx="420" cy="650" r="10" fill="${hsl(t, 30)}"/>
    </g>`,
  board: (t) => `
    <rect x="180" y="240" width="440" height="360" rx="40" fill="${hsl(t)}"/>
    <rect x="620" y="370" width="90" height="100" rx="30" fill="${hsl(t)}"/>
    <circle cx="672" cy="420" r="18" fill="${hsl(t, 34, -30)}"/>
    <path d="M220 320 q200 -30 360 10 M220 420 q180 30 360 -10 M220 520 q200 -20 360 10" fill="none" stroke="${hsl(t, -12)}" stroke-opacity="0.5" stroke-width="6"/>`,
  bowl: (t) => `
    <path d="M170 360 h460 a230 230 0 0 1 -460 0 z" fill="${hsl(t)}"/>
    <ellipse cx="400" cy="360" rx="230" ry="46" fill="${hsl(t, -10)}"/>
    <circle cx="350" cy="330" r="40" fill="hsl(120, 50%, 45%)"/><circle cx="430" cy="320" r="46" fill="hsl(0, 70%, 55%)"/><circle cx="480" cy="345" r="30" fill="hsl(90, 55%, 50%)"/>
    <rect x="330" y="580" width="140" height="24" rx="10" fill="${hsl(t, -12)}"/>`,
  jar: (t) => `
    <rect x="250" y="250" width="300" height="390" rx="50" fill="${hsl(t, 36, -20)}" fill-opacity="0.8" stroke="${hsl(t)}" stroke-width="10"/>
    <rect x="262" y="420" width="276" height="208" rx="40" fill="${hsl(t, 10)}"/>
    <rect x="270" y="190" width="260" height="74" rx="20" fill="hsl(34, 48%, 56%)"/>
    <rect x="290" y="300" width="22" height="260" rx="11" fill="#ffffff" fill-opacity="0.5"/>`,
  pan: (t) => `
    <rect x="520" y="380" width="250" height="50" rx="25" fill="${hsl(t, -6)}" transform="rotate(-12 520 400)"/>
    <circle cx="340" cy="420" r="200" fill="${hsl(t)}"/>
    <circle cx="340" cy="420" r="160" fill="${hsl(t, 8)}"/>
    <path d="M250 360 a110 110 0 0 1 90 -60" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="16" stroke-linecap="round"/>`,
  basket: (t) => `
    <path d="M260 330 q140 -230 280 0" fill="none" stroke="${hsl(t, -10)}" stroke-width="22"/>
    <path d="M180 330 h440 l-50 300 h-340 z" fill="${hsl(t)}"/>
    <path d="M190 390 h420 M200 450 h400 M210 510 h380 M220 570 h360" stroke="${hsl(t, -14)}" stroke-width="10"/>
    <path d="M260 330 v300 M330 330 v300 M400 330 v300 M470 330 v300 M540 330 v300" stroke="${hsl(t, 10)}" stroke-width="8" stroke-opacity="0.7"/>`,
  candle: (t) => `
    <rect x="260" y="300" width="280" height="330" rx="30" fill="${hsl(t)}"/>
    <ellipse cx="400" cy="300" rx="140" ry="30" fill="${hsl(t, 10)}"/>
    <rect x="394" y="230" width="12" height="60" fill="#3f3f46"/>
    <path d="M400 130 q46 60 0 110 q-46 -50 0 -110 z" fill="hsl(36, 95%, 58%)"/>
    <path d="M400 170 q20 30 0 60 q-20 -30 0 -60 z" fill="hsl(52, 100%, 80%)"/>
    <rect x="300" y="420" width="200" height="110" rx="10" fill="#ffffff" fill-opacity="0.65"/>`,
  cushion: (t) => `
    <path d="M200 220 q200 40 400 0 q-40 180 0 360 q-200 -40 -400 0 q40 -180 0 -360 z" fill="${hsl(t)}"/>
    <path d="M240 270 q160 30 320 0 M240 530 q160 -30 320 0" fill="none" stroke="${hsl(t, 12)}" stroke-width="8"/>
    <circle cx="400" cy="400" r="22" fill="${hsl(t, -14)}"/>`,
  lamp: (t) => `
    <path d="M290 170 h220 l70 200 h-360 z" fill="${hsl(t)}"/>
    <rect x="388" y="370" width="24" height="220" fill="hsl(30, 35%, 35%)"/>
    <ellipse cx="400" cy="620" rx="130" ry="34" fill="hsl(30, 40%, 40%)"/>
    <path d="M250 370 h300 l60 120 h-420 z" fill="hsl(50, 100%, 90%)" fill-opacity="0.35"/>`,
  vase: (t) => `
    <path d="M330 170 h140 v40 q-10 40 50 110 q90 110 40 250 q-30 70 -160 70 q-130 0 -160 -70 q-50 -140 40 -250 q60 -70 50 -110 z" fill="${hsl(t)}"/>
    <circle cx="340" cy="420" r="10" fill="${hsl(t, -20)}"/><circle cx="420" cy="470" r="8" fill="${hsl(t, -20)}"/><circle cx="470" cy="390" r="9" fill="${hsl(t, -20)}"/><circle cx="380" cy="540" r="7" fill="${hsl(t, -20)}"/>
    <path d="M400 170 q-30 -60 -80 -90 M400 170 q20 -70 70 -100" fill="none" stroke="hsl(120, 40%, 35%)" stroke-width="8"/>`,
  plant: (t) => `
    <ellipse cx="330" cy="300" rx="60" ry="130" fill="${hsl(t)}" transform="rotate(-30 330 300)"/>
    <ellipse cx="470" cy="290" rx="60" ry="130" fill="${hsl(t, 8)}" transform="rotate(28 470 290)"/>
    <ellipse cx="400" cy="250" rx="55" ry="150" fill="${hsl(t, -6)}"/>
    <path d="M260 420 h280 l-36 220 h-208 z" fill="hsl(18, 60%, 52%)"/>
    <rect x="248" y="410" width="304" height="46" rx="12" fill="hsl(18, 60%, 44%)"/>`,
  bottle: (t) => `
    <rect x="340" y="120" width="120" height="70" rx="18" fill="${hsl(t, -12)}"/>
    <rect x="270" y="180" width="260" height="470" rx="90" fill="${hsl(t)}"/>
    <rect x="270" y="330" width="260" height="120" fill="${hsl(t, 10)}"/>
    <rect x="300" y="220" width="30" height="380" rx="15" fill="#ffffff" fill-opacity="0.22"/>`,
  tent: (t) => `
    <path d="M400 170 l280 440 h-560 z" fill="${hsl(t)}"/>
    <path d="M400 170 l-280 440 h140 z" fill="${hsl(t, -10)}"/>
    <path d="M400 330 l90 280 h-180 z" fill="${hsl(t, -28)}"/>
    <path d="M400 170 v-50" stroke="#3f3f46" stroke-width="10"/>`,
  backpack: (t) => `
    <path d="M320 200 q80 -90 160 0" fill="none" stroke="${hsl(t, -14)}" stroke-width="26"/>
    <rect x="240" y="200" width="320" height="440" rx="80" fill="${hsl(t)}"/>
    <rect x="290" y="440" width="220" height="160" rx="36" fill="${hsl(t, -10)}"/>
    <rect x="290" y="470" width="220" height="14" fill="${hsl(t, 16)}"/>
    <rect x="300" y="260" width="200" height="40" rx="20" fill="${hsl(t, 10)}"/>`,
  lantern: (t) => `
    <path d="M320 200 q80 -80 160 0" fill="none" stroke="#374151" stroke-width="16"/>
    <rect x="300" y="200" width="200" height="50" rx="14" fill="#374151"/>
    <rect x="310" y="250" width="180" height="300" rx="20" fill="hsl(52, 100%, 80%)"/>
    <circle cx="400" cy="400" r="70" fill="${hsl(t)}"/>
    <rect x="300" y="550" width="200" height="70" rx="14" fill="#374151"/>`,
  tshirt: (t) => `
    <path d="M300 180 q100 60 200 0 l170 90 l-60 120 l-60 -30 v300 h-300 v-300 l-60 30 l-60 -120 z" fill="${hsl(t)}"/>
    <path d="M300 180 q100 60 200 0" fill="none" stroke="${hsl(t, -12)}" stroke-width="14"/>
    <rect x="340" y="360" width="120" height="80" rx="10" fill="#ffffff" fill-opacity="0.22"/>`,
  jacket: (t) => `
    <path d="M320 160 h160 l190 120 l-50 360 h-80 v-30 h-280 v30 h-80 l-50 -360 z" fill="${hsl(t)}"/>
    <path d="M320 160 q80 -70 160 0 l-80 80 z" fill="${hsl(t, -12)}"/>
    <path d="M400 240 v370" stroke="${hsl(t, -22)}" stroke-width="8" stroke-dasharray="10 8"/>
    <rect x="270" y="420" width="90" height="70" rx="12" fill="${hsl(t, -8)}"/><rect x="440" y="420" width="90" height="70" rx="12" fill="${hsl(t, -8)}"/>`,
  headphones: (t) => `
    <path d="M220 460 v-80 a180 180 0 0 1 360 0 v80" fill="none" stroke="${hsl(t)}" stroke-width="36"/>
    <rect x="180" y="420" width="110" height="190" rx="44" fill="${hsl(t, 10)}"/>
    <rect x="510" y="420" width="110" height="190" rx="44" fill="${hsl(t, 10)}"/>
    <rect x="214" y="450" width="40" height="130" rx="20" fill="${hsl(t, -8)}"/><rect x="546" y="450" width="40" height="130" rx="20" fill="${hsl(t, -8)}"/>`,
  phone: (t) => `
    <rect x="270" y="150" width="260" height="500" rx="48" fill="${hsl(t)}"/>
    <rect x="300" y="180" width="100" height="110" rx="28" fill="${hsl(t, -20)}"/>
    <circle cx="330" cy="214" r="18" fill="#1f2937"/><circle cx="370" cy="258" r="18" fill="#1f2937"/>
    <circle cx="400" cy="480" r="44" fill="#ffffff" fill-opacity="0.3"/>`,
  cable: (t) => `
    <path d="M260 520 c0 -260 280 -260 280 -60 c0 140 -160 160 -160 40" fill="none" stroke="${hsl(t)}" stroke-width="26" stroke-linecap="round"/>
    <rect x="220" y="520" width="80" height="120" rx="16" fill="${hsl(t, -10)}"/>
    <rect x="242" y="640" width="36" height="40" rx="6" fill="#9ca3af"/>
    <rect x="340" y="520" width="80" height="100" rx="16" fill="${hsl(t, -10)}"/>
    <rect x="362" y="620" width="36" height="34" rx="8" fill="#9ca3af"/>`,
  speaker: (t) => `
    <rect x="250" y="170" width="300" height="460" rx="70" fill="${hsl(t)}"/>
    <circle cx="400" cy="300" r="60" fill="${hsl(t, -18)}"/><circle cx="400" cy="300" r="26" fill="${hsl(t, 8)}"/>
    <circle cx="400" cy="480" r="100" fill="${hsl(t, -18)}"/><circle cx="400" cy="480" r="44" fill="${hsl(t, 8)}"/>`,
  towel: (t) => `
    <rect x="200" y="470" width="400" height="130" rx="30" fill="${hsl(t, -10)}"/>
    <rect x="220" y="360" width="360" height="130" rx="30" fill="${hsl(t)}"/>
    <rect x="240" y="250" width="320" height="130" rx="30" fill="${hsl(t, 10)}"/>
    <rect x="240" y="330" width="320" height="14" fill="#ffffff" fill-opacity="0.5"/><rect x="220" y="440" width="360" height="14" fill="#ffffff" fill-opacity="0.5"/><rect x="200" y="550" width="400" height="14" fill="#ffffff" fill-opacity="0.5"/>`,
  giftcard: (t) => `
    <g transform="rotate(-8 400 400)">
      <rect x="160" y="250" width="480" height="300" rx="32" fill="${hsl(t)}"/>
      <rect x="160" y="250" width="480" height="300" rx="32" fill="#ffffff" fill-opacity="0.08"/>
      <rect x="470" y="250" width="40" height="300" fill="${hsl(t, 30, 10)}"/>
      <path d="M490 330 q-80 -80 -90 0 q90 20 90 0 q80 -80 90 0 q-90 20 -90 0" fill="${hsl(t, 30, 10)}"/>
      <rect x="200" y="460" width="150" height="22" rx="11" fill="#ffffff" fill-opacity="0.6"/>
    </g>`,
  book: (t) => `
    <rect x="240" y="160" width="330" height="480" rx="18" fill="${hsl(t)}"/>
    <rect x="240" y="160" width="50" height="480" rx="12" fill="${hsl(t, -10)}"/>
    <rect x="560" y="180" width="24" height="440" rx="6" fill="#f8fafc"/>
    <rect x="330" y="250" width="190" height="26" rx="13" fill="#ffffff" fill-opacity="0.75"/>
    <rect x="330" y="300" width="140" height="18" rx="9" fill="#ffffff" fill-opacity="0.5"/>
    <circle cx="425" cy="470" r="70" fill="${hsl(t, 25)}"/>`,
  giftbox: (t) => `
    <rect x="210" y="340" width="380" height="290" rx="16" fill="${hsl(t)}"/>
    <rect x="190" y="280" width="420" height="90" rx="16" fill="${hsl(t, 8)}"/>
    <rect x="375" y="280" width="50" height="350" fill="hsl(48, 95%, 60%)"/>
    <path d="M400 280 q-150 -120 -130 -10 q40 30 130 10 q90 20 130 -10 q20 -110 -130 10" fill="hsl(48, 95%, 60%)"/>`,
};

function productSvg(key: ProductImageKey): string {
  const t = tones[key];
  const bg = { hue: (t.hue + 25) % 360, sat: Math.min(60, t.sat), light: 94 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.38" r="0.75">
      <stop offset="0" stop-color="${hsl(bg, 3)}"/>
      <stop offset="1" stop-color="${hsl(bg, -8)}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="680" rx="250" ry="30" fill="#0f172a" fill-opacity="0.1"/>
  ${shapes[key](t)}
</svg>`;
}

// ---------------------------------------------------------------- category banners (1200x600)

const bannerSets: Record<CategoryImageKey, { from: string; to: string; items: ProductImageKey[] }> = {
  home: { from: "#fef3c7", to: "#fdba74", items: ["lamp", "vase", "mug"] },
  outdoor: { from: "#d9f99d", to: "#34d399", items: ["tent", "backpack", "lantern"] },
  apparel: { from: "#e0e7ff", to: "#a5b4fc", items: ["tshirt", "jacket", "giftbox"] },
  tech: { from: "#cffafe", to: "#818cf8", items: ["headphones", "phone", "speaker"] },
  ebooks: { from: "#ccfbf1", to: "#5eead4", items: ["book", "plant", "glass"] },
  gifts: { from: "#fce7f3", to: "#f472b6", items: ["giftcard", "giftbox", "candle"] },
};

function bannerSvg(key: CategoryImageKey): string {
  const set = bannerSets[key];
  const placed = set.items
    .map((item, i) => {
      const scale = i === 1 ? 0.78 : 0.62;
      return `<g transform="translate(${250 + i * 350 - 400 * scale} ${290 - 400 * scale}) scale(${scale})">${shapes[item](tones[item])}</g>`;
    })
    .join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${set.from}"/>
      <stop offset="1" stop-color="${set.to}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="600" fill="url(#bg)"/>
  <circle cx="1040" cy="110" r="170" fill="#ffffff" fill-opacity="0.25"/>
  <circle cx="140" cy="520" r="120" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M0 500 C 300 440 700 560 1200 480 V600 H0 Z" fill="#ffffff" fill-opacity="0.3"/>
  ${placed}
</svg>`;
}

// ---------------------------------------------------------------- pattern swatches (160x160)

const patternSvgs: Record<PatternImageKey, string> = {
  solid: `<rect width="160" height="160" fill="#94a3b8"/>`,
  striped: `<rect width="160" height="160" fill="#f8fafc"/>${[0, 1, 2, 3, 4].map((i) => `<rect y="${i * 32 + 8}" width="160" height="16" fill="#1e3a8a"/>`).join("")}`,
  dotted: `<rect width="160" height="160" fill="#fde68a"/>${[0, 1, 2, 3]
    .flatMap((r) => [0, 1, 2, 3].map((c) => `<circle cx="${c * 40 + 20 + (r % 2) * 10}" cy="${r * 40 + 20}" r="8" fill="#b91c1c"/>`))
    .join("")}`,
  checked: `<rect width="160" height="160" fill="#fef2f2"/>${[0, 1, 2, 3]
    .flatMap((r) => [0, 1, 2, 3].filter((c) => (r + c) % 2 === 0).map((c) => `<rect x="${c * 40}" y="${r * 40}" width="40" height="40" fill="#dc2626" fill-opacity="0.8"/>`))
    .join("")}`,
  floral: `<rect width="160" height="160" fill="#ecfccb"/>${[
    [40, 40],
    [120, 50],
    [70, 115],
    [140, 135],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="7" ry="15" cy="-13" fill="#ec4899" transform="rotate(${a})"/>`).join("")}<circle r="7" fill="#facc15"/></g>`,
    )
    .join("")}`,
};

const patternSvg = (key: PatternImageKey) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${patternSvgs[key]}</svg>`;

// ---------------------------------------------------------------- rendering

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();

const label = (key: string) => key.replace(/^./, (c) => c.toUpperCase());

async function render(): Promise<CatalogImages> {
  const [products, categories, patterns] = await Promise.all([
    Promise.all(productImageKeys.map((key) => jpeg(productSvg(key)))),
    Promise.all(categoryImageKeys.map((key) => jpeg(bannerSvg(key)))),
    Promise.all(patternImageKeys.map((key) => png(patternSvg(key)))),
  ]);
  return {
    products: Object.fromEntries(
      productImageKeys.map((key, i) => [
        key,
        { buffer: products[i], originalName: `${PRODUCT_IMAGE_PREFIX}${key}.jpg`, title: `${label(key)} illustration`, description: `A ${key} drawn on a soft background` },
      ]),
    ) as Record<ProductImageKey, DemoImageFile>,
    categories: Object.fromEntries(
      categoryImageKeys.map((key, i) => [
        key,
        { buffer: categories[i], originalName: `category-${key}.jpg`, title: `${label(key)} category banner`, description: `Banner of the ${key} category` },
      ]),
    ) as Record<CategoryImageKey, DemoImageFile>,
    patterns: Object.fromEntries(
      patternImageKeys.map((key, i) => [
        key,
        { buffer: patterns[i], originalName: `pattern-${key}.png`, title: `${label(key)} pattern`, description: `Swatch of the ${key} pattern` },
      ]),
    ) as Record<PatternImageKey, DemoImageFile>,
  };
}

let rendered: Promise<CatalogImages> | null = null;

/** Renders every catalog image once per process (a test run seeds many databases). */
export function renderCatalogImages(): Promise<CatalogImages> {
  if (!rendered) {
    rendered = render();
    rendered.catch(() => {
      rendered = null;
    });
  }
  return rendered;
}
