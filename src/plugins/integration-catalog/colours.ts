/**
 * Logo colours for both colour modes, chosen at build time so the browser gets plain values. A brand
 * colour must stand out from the logo tile by 3:1, the WCAG minimum for graphics: one that falls a little
 * short is darkened (light mode) or lightened (dark mode) in the same hue, and one that would have to
 * change a lot (yellow on white, near-black on dark) is replaced by the text colour. Monogram letters are
 * text, so they get 4.5:1 against their tinted tile.
 */

export interface ModeColours {
  light: string;
  dark: string;
}

/** The logo tile backgrounds; the CSS of IntegrationLogo uses the same values. */
export const TILE: ModeColours = {light: '#ffffff', dark: '#2a2b2e'};

/** The theme's body text colours, used when a brand colour is unreadable on the tile. */
export const TEXT: ModeColours = {light: '#1c1e21', dark: '#e3e3e3'};

export const GRAPHIC_CONTRAST = 3;
export const TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a six-digit hex colour`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** How far, in HSL lightness points, a brand colour may move before it stops looking like the brand. */
export const MAX_LIGHTNESS_SHIFT = 20;

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/** The brand colour, shifted in lightness towards contrast with `tile` if need be, or null if that takes too much. */
function readableOn(brand: string, tile: string, direction: -1 | 1): string | null {
  const [h, s, l] = toHsl(brand);
  for (let shift = 0; shift <= MAX_LIGHTNESS_SHIFT; shift += 1) {
    const candidate = shift === 0 ? brand : hsl(h, s, Math.min(100, Math.max(0, l + direction * shift)));
    if (contrast(candidate, tile) >= GRAPHIC_CONTRAST) return candidate;
  }
  return null;
}

/** A brand colour per mode: the brand's own, or a near shade of it, where readable on the tile; the text colour otherwise. */
export function brandColours(hex: string): ModeColours {
  const brand = toHex(parseHex(hex));
  return {
    light: readableOn(brand, TILE.light, -1) ?? TEXT.light,
    dark: readableOn(brand, TILE.dark, 1) ?? TEXT.dark,
  };
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** A stable hue for a name, so a monogram keeps its colour from build to build. */
export function hueOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return (hash >>> 0) % 360;
}

export interface MonogramColours {
  foreground: ModeColours;
  background: ModeColours;
}

/** Tinted tile and letter colours for a hue; the letters are darkened (light mode) or lightened (dark) until they read as text. */
export function monogramColours(hue: number): MonogramColours {
  const background = {light: hsl(hue, 70, 94), dark: hsl(hue, 30, 24)};
  let light = 38;
  while (contrast(hsl(hue, 65, light), background.light) < TEXT_CONTRAST) light -= 2;
  let dark = 74;
  while (contrast(hsl(hue, 80, dark), background.dark) < TEXT_CONTRAST) dark += 2;
  return {foreground: {light: hsl(hue, 65, light), dark: hsl(hue, 80, dark)}, background};
}

/**
 * One to three letters for a tool without a logo: a short name as written (`dbt`, `AWS`), otherwise the
 * initials of its first two words, where camel case also starts a word (`OpenMetadata` gives `OM`).
 */
export function monogramLetters(name: string): string {
  const compact = name.replace(/[^\p{L}\p{N}]/gu, '');
  if (compact.length > 0 && compact.length <= 3 && !/\s/.test(name.trim())) return compact;
  const words = name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) throw new Error(`cannot make a monogram from "${name}"`);
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
