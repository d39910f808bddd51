/**
 * The demo catalog's images, drawn as SVG and rendered with sharp (like images.ts): every product
 * gets pictures of its own (a main view and a close-up; a configurable product one main view per
 * colour, which its variants of that colour use), drawn from a library of illustrations in the
 * product's own colour; sets show their members together. Besides: banners for the top-level
 * categories and small swatches for the pattern attribute. Rendered once per process (and kept
 * on disk, see images.ts).
 */
import { jpeg, png, type DemoImageFile } from "./images";

/** Product picture files are named `product-<illustration>--<name>.jpg`; the large catalog picks
 * its images by illustration from them. */
export const PRODUCT_IMAGE_PREFIX = "product-";
export const ILLUSTRATION_SEPARATOR = "--";

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

// ---------------------------------------------------------------- colours

export interface Tone {
  hue: number;
  sat: number;
  light: number;
}

const hsl = (t: Tone, dl = 0, ds = 0) =>
  `hsl(${t.hue}, ${Math.max(0, Math.min(100, t.sat + ds))}%, ${Math.max(0, Math.min(100, t.light + dl))}%)`;

/** A colour like "#d6c7a1" as a tone. */
export function toneOfHex(hex: string): Tone {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, sat: 0, light: Math.round(light * 100) };
  const sat = d / (1 - Math.abs(2 * light - 1));
  const hue =
    max === r ? ((g - b) / d + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  return { hue: Math.round(hue), sat: Math.round(sat * 100), light: Math.round(light * 100) };
}

/** Materials without a colour attribute. */
export const materialTones = {
  oak: { hue: 32, sat: 50, light: 56 },
  walnut: { hue: 24, sat: 42, light: 36 },
  olive: { hue: 36, sat: 46, light: 44 },
  bamboo: { hue: 42, sat: 52, light: 62 },
  steel: { hue: 215, sat: 12, light: 70 },
  glass: { hue: 190, sat: 45, light: 70 },
  kraft: { hue: 30, sat: 40, light: 58 },
  leaf: { hue: 128, sat: 46, light: 38 },
} satisfies Record<string, Tone>;

// ---------------------------------------------------------------- illustrations (drawn on an 800x800 canvas)

interface ShapeOptions {
  /** Unique within the picture, for clip paths. */
  uid: string;
  /** Text on the illustration (a gift card's value). */
  label?: string;
  /** A smaller illustration on this one (a book's cover, a course's screen), already drawn. */
  emblem?: string;
}

type Shape = (t: Tone, o: ShapeOptions) => string;

const shapes = {
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
  giftcard: (t, o) => `
    <g transform="rotate(-8 400 400)">
      <rect x="160" y="250" width="480" height="300" rx="32" fill="${hsl(t)}"/>
      <rect x="160" y="250" width="480" height="300" rx="32" fill="#ffffff" fill-opacity="0.08"/>
      <rect x="470" y="250" width="40" height="300" fill="${hsl(t, 30, 10)}"/>
      <path d="M490 330 q-80 -80 -90 0 q90 20 90 0 q80 -80 90 0 q-90 20 -90 0" fill="${hsl(t, 30, 10)}"/>
      <rect x="200" y="460" width="150" height="22" rx="11" fill="#ffffff" fill-opacity="0.6"/>
      ${o.label ? `<text x="200" y="420" font-family="${FONT}" font-size="92" font-weight="700" fill="#ffffff">${o.label}</text>` : ""}
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
  espressoGlasses: (t) =>
    [300, 500]
      .map(
        (x) => `
    <path d="M${x - 90} 330 h180 l-18 240 a22 22 0 0 1 -22 20 h-100 a22 22 0 0 1 -22 -20 z" fill="#ffffff" fill-opacity="0.55" stroke="${hsl(t, -10)}" stroke-width="8"/>
    <path d="M${x - 68} 370 h136 l-14 176 a14 14 0 0 1 -14 12 h-80 a14 14 0 0 1 -14 -12 z" fill="#3b2314"/>
    <path d="M${x - 68} 370 h136 l-3 36 h-130 z" fill="#c8935a"/>
    <rect x="${x - 76}" y="350" width="14" height="190" rx="7" fill="#ffffff" fill-opacity="0.6"/>`,
      )
      .join(""),
  dripper: (t) => `
    <path d="M300 470 h200 l-16 160 a20 20 0 0 1 -20 18 h-128 a20 20 0 0 1 -20 -18 z" fill="#ffffff" fill-opacity="0.55" stroke="hsl(210, 14%, 62%)" stroke-width="8"/>
    <path d="M310 560 h180 l-7 70 a12 12 0 0 1 -12 10 h-142 a12 12 0 0 1 -12 -10 z" fill="#4a2c17"/>
    <path d="M540 300 q80 10 50 110" fill="none" stroke="${hsl(t, -8)}" stroke-width="26" stroke-linecap="round"/>
    <path d="M240 250 h320 l-100 200 h-120 z" fill="${hsl(t)}" stroke="${hsl(t, -12)}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M330 290 l40 130 M400 290 v130 M470 290 l-40 130" stroke="${hsl(t, -14)}" stroke-width="6" stroke-opacity="0.6"/>
    <rect x="300" y="440" width="200" height="34" rx="12" fill="${hsl(t, -6)}"/>`,
  frother: (t) => `
    <rect x="250" y="600" width="300" height="56" rx="22" fill="${hsl(t, -4)}"/>
    <circle cx="400" cy="628" r="12" fill="hsl(140, 70%, 55%)"/>
    <path d="M510 300 h40 a40 40 0 0 1 40 40 v130 a40 40 0 0 1 -40 40 h-40" fill="none" stroke="${hsl(t)}" stroke-width="30"/>
    <path d="M290 260 h220 v320 a20 20 0 0 1 -20 20 h-180 a20 20 0 0 1 -20 -20 z" fill="${hsl(t)}"/>
    <rect x="278" y="222" width="244" height="50" rx="18" fill="${hsl(t, 12)}"/>
    <ellipse cx="400" cy="222" rx="70" ry="26" fill="#fdf6ec"/>
    <rect x="318" y="300" width="34" height="260" rx="17" fill="#ffffff" fill-opacity="0.2"/>`,
  kettle: (t) => `
    <path d="M290 350 q110 -190 220 0" fill="none" stroke="#374151" stroke-width="24"/>
    <path d="M560 480 q80 -20 110 -120 l24 10 q-18 130 -124 164 z" fill="${hsl(t, -6)}"/>
    <path d="M220 620 q-20 -270 180 -280 q200 10 180 280 z" fill="${hsl(t)}"/>
    <ellipse cx="400" cy="350" rx="90" ry="20" fill="${hsl(t, 12)}"/>
    <circle cx="400" cy="330" r="18" fill="#374151"/>
    <path d="M232 590 h336" stroke="#ffffff" stroke-width="14" stroke-opacity="0.8"/>
    <path d="M280 420 q-20 60 -10 130" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="18" stroke-linecap="round"/>`,
  teaspoons: (t) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) => `
    <g transform="rotate(${-40 + i * 16} 400 640)">
      <ellipse cx="400" cy="250" rx="36" ry="54" fill="${hsl(t, i % 2 ? 6 : 0)}" stroke="${hsl(t, -16)}" stroke-width="4"/>
      <rect x="391" y="296" width="18" height="320" rx="9" fill="${hsl(t, i % 2 ? 6 : 0)}" stroke="${hsl(t, -16)}" stroke-width="4"/>
      <ellipse cx="390" cy="238" rx="9" ry="22" fill="#ffffff" fill-opacity="0.5"/>
    </g>`,
      )
      .join(""),
  storageJars: (t) =>
    (
      [
        [230, 300, "hsl(28, 55%, 28%)"],
        [400, 220, "hsl(45, 80%, 62%)"],
        [570, 340, "hsl(18, 70%, 50%)"],
      ] as const
    )
      .map(
        ([x, top, fill]) => `
    <rect x="${x - 72}" y="${top + 40}" width="144" height="${640 - top - 40}" rx="26" fill="${hsl(t, 30, -20)}" fill-opacity="0.55" stroke="${hsl(t, -4)}" stroke-width="8"/>
    <rect x="${x - 64}" y="${top + 40 + (640 - top - 40) * 0.35}" width="128" height="${(640 - top - 40) * 0.65 - 8}" rx="20" fill="${fill}"/>
    <rect x="${x - 78}" y="${top}" width="156" height="50" rx="14" fill="hsl(38, 48%, 60%)"/>
    <rect x="${x - 54}" y="${top + 70}" width="16" height="${640 - top - 140}" rx="8" fill="#ffffff" fill-opacity="0.5"/>`,
      )
      .join(""),
  ropeBasket: (t) => `
    <path d="M230 220 h340 l-36 420 h-268 z" fill="${hsl(t)}"/>
    ${Array.from({ length: 15 }, (_, i) => {
      const y = 240 + i * 27;
      const inset = ((y - 220) / 420) * 36;
      return `<path d="M${234 + inset} ${y} h${332 - 2 * inset}" stroke="${hsl(t, -12)}" stroke-width="7" stroke-linecap="round"/>`;
    }).join("")}
    <rect x="262" y="262" width="70" height="30" rx="15" fill="${hsl(t, -35, -20)}"/>
    <rect x="468" y="262" width="70" height="30" rx="15" fill="${hsl(t, -35, -20)}"/>`,
  throw: (t, o) => `
    <defs><clipPath id="${o.uid}"><rect x="170" y="290" width="460" height="300" rx="24"/></clipPath></defs>
    <rect x="170" y="290" width="460" height="300" rx="24" fill="${hsl(t)}"/>
    <g clip-path="url(#${o.uid})">
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${190 + i * 80}" y="290" width="34" height="300" fill="${hsl(t, -18)}" fill-opacity="0.35"/>`).join("")}
      ${[0, 1, 2, 3].map((i) => `<rect x="170" y="${310 + i * 80}" width="460" height="34" fill="${hsl(t, -18)}" fill-opacity="0.35"/>`).join("")}
      <rect x="170" y="400" width="460" height="70" fill="${hsl(t, -8)}" fill-opacity="0.8"/>
    </g>
    ${Array.from({ length: 22 }, (_, i) => `<path d="M${184 + i * 20} 590 v40" stroke="${hsl(t, -6)}" stroke-width="7" stroke-linecap="round"/>`).join("")}`,
  shelf: (t) => `
    <rect x="150" y="460" width="500" height="44" rx="8" fill="${hsl(t)}"/>
    <rect x="150" y="494" width="500" height="12" rx="4" fill="${hsl(t, -16)}"/>
    <rect x="190" y="300" width="44" height="160" rx="6" fill="hsl(205, 55%, 45%)"/>
    <rect x="238" y="320" width="40" height="140" rx="6" fill="hsl(14, 65%, 55%)"/>
    <rect x="282" y="290" width="46" height="170" rx="6" fill="hsl(45, 70%, 55%)" transform="rotate(8 305 460)"/>
    <path d="M470 360 h110 l-14 100 h-82 z" fill="hsl(18, 60%, 52%)"/>
    <ellipse cx="500" cy="300" rx="26" ry="64" fill="hsl(128, 46%, 40%)" transform="rotate(-24 500 300)"/>
    <ellipse cx="555" cy="300" rx="26" ry="64" fill="hsl(128, 46%, 34%)" transform="rotate(26 555 300)"/>
    <ellipse cx="528" cy="280" rx="24" ry="74" fill="hsl(128, 46%, 46%)"/>`,
  toothbrushes: (t) =>
    ["hsl(200, 70%, 60%)", "hsl(140, 50%, 55%)", "hsl(45, 90%, 60%)", "hsl(340, 70%, 65%)"]
      .map(
        (bristles, i) => `
    <g transform="rotate(${-18 + i * 12} 400 660)">
      <rect x="388" y="200" width="24" height="440" rx="12" fill="${hsl(t, i % 2 ? 6 : 0)}"/>
      <rect x="384" y="200" width="32" height="100" rx="10" fill="${hsl(t, i % 2 ? 6 : 0)}"/>
      <rect x="412" y="206" width="34" height="88" rx="6" fill="${bristles}"/>
    </g>`,
      )
      .join(""),
  soapDish: (t) => `
    <path d="M190 470 q210 130 420 0 l-26 70 q-184 96 -368 0 z" fill="${hsl(t, -10)}"/>
    <ellipse cx="400" cy="470" rx="210" ry="60" fill="${hsl(t)}"/>
    <path d="M280 470 h240 M300 490 h200 M300 450 h200" stroke="${hsl(t, -14)}" stroke-width="8" stroke-linecap="round"/>
    <rect x="290" y="370" width="220" height="100" rx="46" fill="hsl(150, 45%, 74%)"/>
    <rect x="320" y="385" width="90" height="22" rx="11" fill="#ffffff" fill-opacity="0.5"/>`,
  bathMat: (t) => `
    <path d="M150 580 L260 290 H540 L650 580 Z" fill="${hsl(t)}"/>
    ${[1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${260 + i * 35} 290 L${150 + i * 62.5} 580" stroke="${hsl(t, -12)}" stroke-width="5"/>`).join("")}
    ${[1, 2, 3, 4, 5].map((i) => `<path d="M${260 - (110 * i) / 6} ${290 + (290 * i) / 6} H${540 + (110 * i) / 6}" stroke="${hsl(t, -12)}" stroke-width="5"/>`).join("")}
    <path d="M150 580 L260 290 H540 L650 580 Z" fill="none" stroke="${hsl(t, -18)}" stroke-width="12" stroke-linejoin="round"/>`,
  sleepingBag: (t) => `
    <rect x="190" y="330" width="400" height="250" rx="125" fill="${hsl(t)}"/>
    <ellipse cx="590" cy="455" rx="74" ry="125" fill="${hsl(t, 10)}"/>
    <path d="M590 455 m-26 0 a26 26 0 1 1 52 0 a48 48 0 1 1 -80 28" fill="none" stroke="${hsl(t, -12)}" stroke-width="10"/>
    <rect x="300" y="322" width="28" height="266" rx="6" fill="#374151"/>
    <rect x="450" y="322" width="28" height="266" rx="6" fill="#374151"/>
    <path d="M230 400 h320" stroke="#ffffff" stroke-opacity="0.18" stroke-width="22" stroke-linecap="round"/>`,
  chair: (t) => `
    <path d="M250 650 L540 420 M550 650 L260 420" stroke="#9ca3af" stroke-width="18" stroke-linecap="round"/>
    <path d="M270 200 h260 v230 q-130 34 -260 0 z" fill="${hsl(t, -6)}"/>
    <path d="M240 420 q160 60 320 0 v-34 q-160 50 -320 0 z" fill="${hsl(t)}"/>
    <rect x="200" y="360" width="100" height="22" rx="11" fill="#374151"/>
    <rect x="500" y="360" width="100" height="22" rx="11" fill="#374151"/>
    <rect x="300" y="250" width="200" height="20" rx="10" fill="${hsl(t, 12)}" fill-opacity="0.6"/>`,
  lunchBox: (t) => `
    <rect x="260" y="310" width="280" height="330" rx="46" fill="${hsl(t)}"/>
    <rect x="250" y="250" width="300" height="90" rx="28" fill="${hsl(t, -14)}"/>
    <rect x="370" y="226" width="60" height="30" rx="10" fill="${hsl(t, -22)}"/>
    <rect x="260" y="430" width="280" height="18" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="292" y="350" width="28" height="250" rx="14" fill="#ffffff" fill-opacity="0.25"/>`,
  socks: (t) =>
    [
      [-80, -30, -10],
      [40, 20, 0],
    ]
      .map(
        ([dx, dy, dl]) => `
    <g transform="translate(${dx} ${dy})">
      <path d="M300 180 h130 v300 q0 50 50 50 h70 a62 62 0 0 1 0 124 h-150 q-100 0 -100 -110 z" fill="${hsl(t, dl)}"/>
      <rect x="294" y="170" width="142" height="70" rx="14" fill="${hsl(t, dl + 10)}"/>
      <path d="M318 180 v50 M342 180 v50 M366 180 v50 M390 180 v50 M414 180 v50" stroke="${hsl(t, dl - 8)}" stroke-width="6"/>
      <path d="M554 542 a62 62 0 0 1 0 100 h-40 v-100 z" fill="${hsl(t, dl - 12)}"/>
    </g>`,
      )
      .join(""),
  gloves: (t) => `
    <g transform="rotate(-12 400 420)">
      ${[0, 1, 2, 3].map((i) => `<rect x="${292 + i * 54}" y="${200 + Math.abs(1.5 - i) * 26}" width="48" height="200" rx="24" fill="${hsl(t, i % 2 ? -4 : 0)}"/>`).join("")}
      <rect x="200" y="360" width="60" height="170" rx="30" fill="${hsl(t, -6)}" transform="rotate(-35 230 520)"/>
      <rect x="286" y="330" width="230" height="240" rx="60" fill="${hsl(t)}"/>
      <rect x="296" y="540" width="210" height="110" rx="14" fill="hsl(130, 28%, 42%)"/>
      <path d="M320 560 v70 M360 560 v70 M400 560 v70 M440 560 v70 M480 560 v70" stroke="hsl(130, 28%, 34%)" stroke-width="6"/>
      <path d="M330 380 q70 40 150 0" fill="none" stroke="${hsl(t, -14)}" stroke-width="6" stroke-dasharray="10 8"/>
    </g>`,
  herbPlanter: (t) => `
    <rect x="110" y="470" width="580" height="20" rx="6" fill="#6b7280"/>
    ${[250, 320, 400, 470, 540].map((x, i) => `<ellipse cx="${x}" cy="${380 - (i % 2) * 40}" rx="30" ry="80" fill="hsl(${110 + i * 8}, 45%, ${34 + (i % 3) * 6}%)" transform="rotate(${-24 + i * 12} ${x} 440)"/>`).join("")}
    <path d="M200 430 h400 l-30 190 h-340 z" fill="${hsl(t)}"/>
    <rect x="190" y="420" width="420" height="34" rx="10" fill="${hsl(t, -8)}"/>
    <path d="M260 454 v-40 q0 -20 20 -20 h20 M540 454 v-40 q0 -20 -20 -20 h-20" fill="none" stroke="#4b5563" stroke-width="10"/>`,
  stringLights: () => {
    const bulbs: string[] = [];
    const curve = (x0: number, x2: number) => {
      for (const s of [0.15, 0.38, 0.62, 0.85]) {
        const x = (1 - s) * (1 - s) * x0 + 2 * (1 - s) * s * ((x0 + x2) / 2) + s * s * x2;
        const y = (1 - s) * (1 - s) * 250 + 2 * (1 - s) * s * 430 + s * s * 250;
        bulbs.push(`<circle cx="${x}" cy="${y + 52}" r="48" fill="hsl(48, 100%, 70%)" fill-opacity="0.25"/>
        <rect x="${x - 10}" y="${y}" width="20" height="24" rx="4" fill="#374151"/>
        <ellipse cx="${x}" cy="${y + 50}" rx="22" ry="30" fill="hsl(46, 100%, 72%)"/>`);
      }
    };
    curve(100, 400);
    curve(400, 700);
    return `<path d="M100 250 Q250 430 400 250 Q550 430 700 250" fill="none" stroke="#374151" stroke-width="8"/>${bulbs.join("")}`;
  },
  wateringCan: (t) => `
    <path d="M480 520 l180 -210 l18 14 l-164 216 z" fill="${hsl(t, -8)}"/>
    <ellipse cx="676" cy="304" rx="28" ry="44" fill="hsl(38, 62%, 50%)" transform="rotate(-40 676 304)"/>
    <path d="M270 360 q120 -190 240 0" fill="none" stroke="${hsl(t, -10)}" stroke-width="26"/>
    <path d="M240 360 h280 v250 a24 24 0 0 1 -24 24 h-232 a24 24 0 0 1 -24 -24 z" fill="${hsl(t)}"/>
    <rect x="240" y="410" width="280" height="16" fill="${hsl(t, -12)}"/><rect x="240" y="560" width="280" height="16" fill="${hsl(t, -12)}"/>
    <rect x="270" y="440" width="26" height="110" rx="13" fill="#ffffff" fill-opacity="0.3"/>`,
  longSleeveTee: (t, o) => {
    const body =
      "M300 170 q100 60 200 0 l140 60 l64 330 l-74 18 l-60 -250 v330 h-340 v-330 l-60 250 l-74 -18 l64 -330 z";
    return `
    <defs><clipPath id="${o.uid}"><path d="${body}"/></clipPath></defs>
    <path d="${body}" fill="#f8fafc"/>
    <g clip-path="url(#${o.uid})">${Array.from({ length: 11 }, (_, i) => `<rect x="90" y="${210 + i * 44}" width="620" height="20" fill="${hsl(t)}"/>`).join("")}</g>
    <path d="${body}" fill="none" stroke="${hsl(t, -10, -20)}" stroke-opacity="0.35" stroke-width="6"/>
    <path d="M300 170 q100 60 200 0" fill="none" stroke="${hsl(t, -6)}" stroke-width="14"/>`;
  },
  printTee: (t) => `
    <path d="M300 180 q100 60 200 0 l170 90 l-60 120 l-60 -30 v300 h-300 v-300 l-60 30 l-60 -120 z" fill="${hsl(t)}" stroke="${hsl(t, -12)}" stroke-width="4"/>
    <path d="M300 180 q100 60 200 0" fill="none" stroke="${hsl(t, -12)}" stroke-width="14"/>
    <circle cx="400" cy="410" r="92" fill="hsl(200, 75%, 86%)"/>
    <path d="M308 430 q30 -40 60 0 t60 0 t60 0 v60 a92 92 0 0 1 -180 0 z" fill="hsl(205, 70%, 42%)"/>
    <path d="M316 462 q26 -30 52 0 t52 0 t52 0" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="440" cy="370" r="22" fill="hsl(45, 95%, 60%)"/>`,
  vNeckTee: (t) => `
    <path d="M300 180 l100 110 l100 -110 l170 90 l-60 120 l-60 -30 v300 h-300 v-300 l-60 30 l-60 -120 z" fill="${hsl(t)}" stroke="${hsl(t, -12)}" stroke-width="4"/>
    <path d="M300 180 l100 110 l100 -110" fill="none" stroke="${hsl(t, -14)}" stroke-width="12" stroke-linejoin="round"/>
    <rect x="440" y="330" width="70" height="80" rx="8" fill="none" stroke="${hsl(t, -14)}" stroke-width="6"/>
    <path d="M330 520 q70 20 140 0" fill="none" stroke="${hsl(t, -8)}" stroke-width="5" stroke-dasharray="10 8"/>`,
  puffer: (t) => `
    <path d="M320 160 h160 l190 120 l-50 360 h-80 v-30 h-280 v30 h-80 l-50 -360 z" fill="${hsl(t)}"/>
    ${[250, 320, 390, 460, 530].map((y) => `<path d="M${y < 300 ? 250 : 190} ${y} q210 30 ${y < 300 ? 300 : 420} 0" fill="none" stroke="${hsl(t, -14)}" stroke-width="8"/>`).join("")}
    <rect x="330" y="130" width="140" height="60" rx="26" fill="${hsl(t, -8)}"/>
    <path d="M400 190 v420" stroke="${hsl(t, -26)}" stroke-width="8"/>
    <rect x="270" y="300" width="30" height="140" rx="14" fill="#ffffff" fill-opacity="0.16"/>`,
  softshell: (t) => `
    <path d="M320 160 h160 l190 120 l-50 360 h-80 v-30 h-280 v30 h-80 l-50 -360 z" fill="${hsl(t)}"/>
    <rect x="340" y="120" width="120" height="80" rx="20" fill="${hsl(t, -10)}"/>
    <path d="M400 140 v470" stroke="${hsl(t, -30)}" stroke-width="10"/>
    <path d="M300 300 l70 -20 M500 280 l-70 20" stroke="${hsl(t, -30)}" stroke-width="8" stroke-linecap="round"/>
    <path d="M240 300 l-40 330 M560 300 l40 330" stroke="${hsl(t, 10)}" stroke-width="10" stroke-opacity="0.5"/>
    <rect x="250" y="580" width="300" height="30" rx="10" fill="${hsl(t, -14)}"/>`,
  beanie: (t) => `
    <path d="M230 500 q0 -320 170 -320 q170 0 170 320 z" fill="${hsl(t)}"/>
    ${[280, 330, 380, 430, 480, 520].map((x) => `<path d="M${x} 490 q${(x - 400) * 0.15} -200 ${(400 - x) * 0.5} -280" fill="none" stroke="${hsl(t, -10)}" stroke-width="6" stroke-opacity="0.6"/>`).join("")}
    <rect x="212" y="470" width="376" height="140" rx="34" fill="${hsl(t, -8)}"/>
    ${Array.from({ length: 14 }, (_, i) => `<path d="M${236 + i * 25} 482 v116" stroke="${hsl(t, -18)}" stroke-width="7"/>`).join("")}`,
  tote: (t, o) => `
    <path d="M310 330 v-80 a90 90 0 0 1 180 0 v80" fill="none" stroke="${hsl(t, -16)}" stroke-width="24"/>
    <defs><clipPath id="${o.uid}"><path d="M220 320 h360 l-20 330 h-320 z"/></clipPath></defs>
    <path d="M220 320 h360 l-20 330 h-320 z" fill="${hsl(t)}"/>
    <g clip-path="url(#${o.uid})">
      ${[
        [290, 400],
        [420, 380],
        [520, 470],
        [340, 520],
        [470, 590],
        [260, 620],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="12" ry="24" cy="-20" fill="hsl(330, 70%, 62%)" transform="rotate(${a})"/>`).join("")}<circle r="11" fill="hsl(48, 95%, 58%)"/></g>`,
        )
        .join("")}
    </g>`,
  belt: (t) => `
    <path d="M600 430 a210 210 0 1 1 -210 -210 a150 150 0 1 1 -150 150" fill="none" stroke="${hsl(t)}" stroke-width="58" stroke-linecap="round"/>
    <path d="M600 430 a210 210 0 1 1 -210 -210 a150 150 0 1 1 -150 150" fill="none" stroke="${hsl(t, 22)}" stroke-width="3" stroke-dasharray="10 10"/>
    <path d="M600 430 v150" stroke="${hsl(t)}" stroke-width="58" stroke-linecap="round"/>
    ${[480, 520, 560].map((y) => `<circle cx="600" cy="${y}" r="9" fill="${hsl(t, 30)}"/>`).join("")}
    <rect x="535" y="360" width="130" height="100" rx="16" fill="none" stroke="#cbd5e1" stroke-width="16"/>
    <path d="M550 410 h100" stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"/>`,
  charger: (t) => `
    <path d="M600 520 q120 40 90 140" fill="none" stroke="#374151" stroke-width="14" stroke-linecap="round"/>
    <ellipse cx="400" cy="500" rx="230" ry="90" fill="#4b5563"/>
    <ellipse cx="400" cy="470" rx="230" ry="90" fill="${hsl(t)}"/>
    <path d="M230 450 q170 -60 340 0 M220 480 q180 -50 360 10" fill="none" stroke="${hsl(t, -12)}" stroke-width="6" stroke-opacity="0.6"/>
    <ellipse cx="400" cy="470" rx="120" ry="44" fill="none" stroke="hsl(190, 90%, 65%)" stroke-width="8"/>
    <rect x="330" y="230" width="140" height="230" rx="26" fill="#1f2937" transform="rotate(-8 400 340)"/>`,
  powerBank: (t) => `
    <rect x="270" y="170" width="260" height="470" rx="44" fill="${hsl(t)}"/>
    <rect x="300" y="200" width="200" height="410" rx="30" fill="${hsl(t, 8)}"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${340 + i * 40}" cy="560" r="10" fill="${i < 3 ? "hsl(150, 80%, 55%)" : hsl(t, -14)}"/>`).join("")}
    <rect x="370" y="150" width="60" height="30" rx="12" fill="#1f2937"/>
    <path d="M410 300 l-50 110 h40 l-20 90 l70 -130 h-44 l30 -70 z" fill="${hsl(t, -16)}"/>`,
  laptopSleeve: (t) => `
    <rect x="160" y="250" width="480" height="360" rx="30" fill="${hsl(t)}"/>
    <path d="M160 290 l240 150 l240 -150" fill="${hsl(t, -8)}"/>
    <rect x="380" y="380" width="40" height="170" rx="10" fill="hsl(28, 55%, 38%)"/>
    <circle cx="400" cy="560" r="16" fill="hsl(28, 45%, 28%)"/>
    <rect x="160" y="250" width="480" height="360" rx="30" fill="none" stroke="${hsl(t, 10)}" stroke-width="6" stroke-dasharray="12 10"/>`,
  organiser: (t) => `
    <rect x="260" y="230" width="22" height="230" rx="8" fill="hsl(210, 70%, 50%)" transform="rotate(-10 270 440)"/>
    <rect x="300" y="220" width="22" height="240" rx="8" fill="hsl(0, 70%, 55%)" transform="rotate(6 310 440)"/>
    <rect x="420" y="300" width="120" height="160" rx="20" fill="#1f2937"/>
    <rect x="560" y="360" width="80" height="110" rx="6" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/>
    <path d="M170 420 h460 l-20 200 h-420 z" fill="${hsl(t)}"/>
    <path d="M360 420 v200 M560 420 v200" stroke="${hsl(t, -14)}" stroke-width="8"/>
    <rect x="170" y="410" width="460" height="22" rx="8" fill="${hsl(t, 10)}"/>`,
  earbuds: (t) => `
    <rect x="230" y="420" width="340" height="210" rx="100" fill="${hsl(t, -4)}" stroke="${hsl(t, -16)}" stroke-width="6"/>
    <path d="M240 480 q160 -40 320 0" fill="none" stroke="${hsl(t, -16)}" stroke-width="6"/>
    <circle cx="400" cy="560" r="10" fill="hsl(150, 80%, 50%)"/>
    ${[310, 490]
      .map(
        (x, i) => `<g transform="rotate(${i ? 18 : -18} ${x} 320)">
      <circle cx="${x}" cy="290" r="60" fill="${hsl(t)}" stroke="${hsl(t, -16)}" stroke-width="6"/>
      <rect x="${x - 20}" y="320" width="40" height="120" rx="20" fill="${hsl(t)}" stroke="${hsl(t, -16)}" stroke-width="6"/>
      <circle cx="${x}" cy="290" r="24" fill="${hsl(t, -30)}"/>
    </g>`,
      )
      .join("")}`,
  bookCover: (t, o) => `
    <rect x="240" y="160" width="330" height="480" rx="18" fill="${hsl(t)}"/>
    <rect x="240" y="160" width="50" height="480" rx="12" fill="${hsl(t, -10)}"/>
    <rect x="560" y="180" width="24" height="440" rx="6" fill="#f8fafc"/>
    <rect x="330" y="230" width="190" height="26" rx="13" fill="#ffffff" fill-opacity="0.8"/>
    <rect x="330" y="276" width="140" height="18" rx="9" fill="#ffffff" fill-opacity="0.55"/>
    <circle cx="425" cy="480" r="110" fill="#ffffff" fill-opacity="0.85"/>
    ${o.emblem ? `<g transform="translate(${425 - 400 * 0.26} ${480 - 420 * 0.26}) scale(0.26)">${o.emblem}</g>` : ""}`,
  checklist: (t, o) => `
    <rect x="230" y="170" width="340" height="470" rx="26" fill="${hsl(t)}"/>
    <rect x="262" y="210" width="276" height="400" rx="10" fill="#ffffff"/>
    <rect x="330" y="150" width="140" height="60" rx="16" fill="#9ca3af"/>
    ${[0, 1, 2].map((i) => `<path d="M290 ${270 + i * 60} l14 14 l26 -30" fill="none" stroke="hsl(150, 60%, 40%)" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><rect x="350" y="${262 + i * 60}" width="${150 - i * 30}" height="16" rx="8" fill="#cbd5e1"/>`).join("")}
    ${o.emblem ? `<g transform="translate(${400 - 400 * 0.3} ${520 - 420 * 0.3}) scale(0.3)">${o.emblem}</g>` : ""}`,
  videoCourse: (t, o) => `
    <rect x="150" y="220" width="500" height="330" rx="26" fill="#1f2937"/>
    <rect x="174" y="244" width="452" height="282" rx="10" fill="${hsl(t, 30, -20)}"/>
    ${o.emblem ? `<g transform="translate(${300 - 400 * 0.3} ${390 - 420 * 0.3}) scale(0.3)">${o.emblem}</g>` : ""}
    <circle cx="500" cy="385" r="62" fill="${hsl(t)}"/>
    <path d="M482 350 l56 35 l-56 35 z" fill="#ffffff"/>
    <rect x="200" y="500" width="400" height="8" rx="4" fill="#ffffff" fill-opacity="0.4"/><rect x="200" y="500" width="150" height="8" rx="4" fill="${hsl(t)}"/>
    <rect x="340" y="550" width="120" height="60" fill="#374151"/><rect x="270" y="600" width="260" height="26" rx="10" fill="#374151"/>`,
  drill: (t) => `
    <rect x="470" y="380" width="170" height="26" rx="6" fill="#9ca3af"/>
    <rect x="630" y="386" width="60" height="14" rx="4" fill="#6b7280"/>
    <path d="M220 300 h260 a50 50 0 0 1 50 50 v60 a50 50 0 0 1 -50 50 h-130 z" fill="${hsl(t)}"/>
    <path d="M300 460 h90 l-20 150 h-90 z" fill="#374151"/>
    <rect x="240" y="600" width="190" height="60" rx="14" fill="${hsl(t, -10)}"/>
    <rect x="380" y="470" width="24" height="40" rx="8" fill="#1f2937"/>
    <rect x="250" y="330" width="140" height="20" rx="10" fill="#ffffff" fill-opacity="0.3"/>`,
  wrapping: (t) => `
    <rect x="480" y="280" width="180" height="360" rx="20" fill="hsl(34, 45%, 62%)" transform="rotate(12 570 460)"/>
    <ellipse cx="608" cy="292" rx="90" ry="24" fill="hsl(34, 45%, 48%)" transform="rotate(12 570 460)"/>
    <rect x="160" y="360" width="380" height="280" rx="16" fill="${hsl(t)}"/>
    <rect x="330" y="360" width="40" height="280" fill="hsl(0, 0%, 97%)"/>
    <rect x="160" y="480" width="380" height="36" fill="hsl(0, 0%, 97%)"/>
    <path d="M350 360 q-120 -110 -110 -10 q40 26 110 10 q70 16 110 -10 q10 -100 -110 10" fill="hsl(0, 0%, 97%)"/>
    <rect x="410" y="540" width="100" height="70" rx="8" fill="#ffffff" transform="rotate(-10 460 575)"/>`,
} satisfies Record<string, Shape>;

export type ProductImageKey = keyof typeof shapes;

/** The colour an illustration is drawn in when the product names none. */
const defaultTones: Partial<Record<ProductImageKey, Tone>> = {
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
const NEUTRAL: Tone = { hue: 215, sat: 20, light: 55 };

export function defaultTone(shape: ProductImageKey): Tone {
  return defaultTones[shape] ?? NEUTRAL;
}

/** One illustration in one colour. */
export interface Drawing {
  shape: ProductImageKey;
  tone: Tone;
  label?: string;
  emblem?: Drawing;
}

function drawingSvg(d: Drawing, uid: string): string {
  const emblem = d.emblem ? drawingSvg(d.emblem, `${uid}e`) : undefined;
  return shapes[d.shape](d.tone, { uid, label: d.label, emblem });
}

// ---------------------------------------------------------------- product pictures (800x800)

/** Where the members of a set stand, by their number: centre x, centre y, scale. */
const groupLayouts: Record<number, [number, number, number][]> = {
  2: [
    [270, 420, 0.62],
    [540, 400, 0.62],
  ],
  3: [
    [230, 450, 0.58],
    [410, 370, 0.62],
    [590, 450, 0.58],
  ],
  4: [
    [250, 300, 0.45],
    [550, 300, 0.45],
    [250, 560, 0.45],
    [550, 560, 0.45],
  ],
};

export type PictureView = "main" | "detail";

/** A light product is shown on a darker ground, the others on a pale tint of a neighbouring hue. */
function groundOf(t: Tone, view: PictureView): [string, string] {
  const light = t.light > 84;
  const ground: Tone = light
    ? { hue: 215, sat: 22, light: 82 }
    : { hue: (t.hue + 25) % 360, sat: Math.min(60, t.sat), light: view === "main" ? 94 : 88 };
  return view === "main" ? [hsl(ground, 3), hsl(ground, -8)] : [hsl(ground, -4), hsl(ground, -14)];
}

function pictureSvg(drawings: Drawing[], view: PictureView): string {
  const [from, to] = groundOf(drawings[0].tone, view);
  const layout = groupLayouts[drawings.length];
  const body = layout
    ? drawings.map((d, i) => {
        const [x, y, s] = layout[i];
        return `<g transform="translate(${x - 400 * s} ${y - 420 * s}) scale(${s})">${drawingSvg(d, `d${i}`)}</g>`;
      })
    : [drawingSvg(drawings[0], "d0")];
  // The close-up shows the middle of the picture larger, on a deeper ground with soft stripes.
  const content =
    view === "main"
      ? `<ellipse cx="400" cy="680" rx="250" ry="30" fill="#0f172a" fill-opacity="0.1"/>${body.join("")}`
      : `${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 200 - 400}" y="-200" width="70" height="1400" fill="#ffffff" fill-opacity="0.12" transform="rotate(30 400 400)"/>`).join("")}
  <g transform="translate(400 400) scale(1.5) translate(-400 -410)">${body.join("")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.38" r="0.75">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${content}
</svg>`;
}

/** One product picture to render. */
export interface PictureRequest {
  /** Unique among the requests: the file is `product-<illustration>--<name>.jpg`. */
  name: string;
  title: string;
  description: string;
  drawings: Drawing[];
  view: PictureView;
}

// ---------------------------------------------------------------- category banners (1200x600)

export const categoryImageKeys = ["home", "outdoor", "apparel", "tech", "ebooks", "gifts"] as const;
export type CategoryImageKey = (typeof categoryImageKeys)[number];

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
      return `<g transform="translate(${250 + i * 350 - 400 * scale} ${290 - 400 * scale}) scale(${scale})">${drawingSvg({ shape: item, tone: defaultTone(item) }, `b${i}`)}</g>`;
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

export const patternImageKeys = ["solid", "striped", "dotted", "checked", "floral"] as const;
export type PatternImageKey = (typeof patternImageKeys)[number];

const patternSvgs: Record<PatternImageKey, string> = {
  solid: `<rect width="160" height="160" fill="#94a3b8"/>`,
  striped: `<rect width="160" height="160" fill="#f8fafc"/>${[0, 1, 2, 3, 4].map((i) => `<rect y="${i * 32 + 8}" width="160" height="16" fill="#1e3a8a"/>`).join("")}`,
  dotted: `<rect width="160" height="160" fill="#fde68a"/>${[0, 1, 2, 3]
    .flatMap((r) =>
      [0, 1, 2, 3].map((c) => `<circle cx="${c * 40 + 20 + (r % 2) * 10}" cy="${r * 40 + 20}" r="8" fill="#b91c1c"/>`),
    )
    .join("")}`,
  checked: `<rect width="160" height="160" fill="#fef2f2"/>${[0, 1, 2, 3]
    .flatMap((r) =>
      [0, 1, 2, 3]
        .filter((c) => (r + c) % 2 === 0)
        .map((c) => `<rect x="${c * 40}" y="${r * 40}" width="40" height="40" fill="#dc2626" fill-opacity="0.8"/>`),
    )
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

export interface CatalogImages {
  /** By request name. */
  products: Map<string, DemoImageFile>;
  categories: Record<CategoryImageKey, DemoImageFile>;
  patterns: Record<PatternImageKey, DemoImageFile>;
}

const label = (key: string) => key.replace(/^./, (c) => c.toUpperCase());

async function render(pictures: PictureRequest[]): Promise<CatalogImages> {
  const [products, categories, patterns] = await Promise.all([
    Promise.all(pictures.map((p) => jpeg(pictureSvg(p.drawings, p.view), 84))),
    Promise.all(categoryImageKeys.map((key) => jpeg(bannerSvg(key), 84))),
    Promise.all(patternImageKeys.map((key) => png(patternSvg(key), true))),
  ]);
  return {
    products: new Map(
      pictures.map((p, i) => [
        p.name,
        {
          buffer: products[i],
          originalName: `${PRODUCT_IMAGE_PREFIX}${p.drawings[0].shape}${ILLUSTRATION_SEPARATOR}${p.name}.jpg`,
          title: p.title,
          description: p.description,
        },
      ]),
    ),
    categories: Object.fromEntries(
      categoryImageKeys.map((key, i) => [
        key,
        {
          buffer: categories[i],
          originalName: `category-${key}.jpg`,
          title: `${label(key)} category banner`,
          description: `Banner of the ${key} category`,
        },
      ]),
    ) as Record<CategoryImageKey, DemoImageFile>,
    patterns: Object.fromEntries(
      patternImageKeys.map((key, i) => [
        key,
        {
          buffer: patterns[i],
          originalName: `pattern-${key}.png`,
          title: `${label(key)} pattern`,
          description: `Swatch of the ${key} pattern`,
        },
      ]),
    ) as Record<PatternImageKey, DemoImageFile>,
  };
}

const rendered = new Map<string, Promise<CatalogImages>>();

/** Renders the catalog's images once per process and list of pictures (a test run seeds many databases). */
export function renderCatalogImages(pictures: PictureRequest[]): Promise<CatalogImages> {
  const key = JSON.stringify(pictures);
  let images = rendered.get(key);
  if (!images) {
    images = render(pictures);
    rendered.set(key, images);
    images.catch(() => rendered.delete(key));
  }
  return images;
}
