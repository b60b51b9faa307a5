// `npx tsx scripts/mode-looks.ts` — writes plugins/modes/page-looks.ts: the page look (background
// and text colour) of every built-in mode plugin that leaves the engine's default look. The looks
// are our own design, derived from each mode's own tile colours so the page matches its tiles: the
// hue of a characteristic tile (the first literal win tile, else the newest tile a short fixed
// playthrough makes), drawn through the app's own tile display code, tints a light, calm radial
// gradient; the text is a dark shade of that hue with at least 4.5:1 contrast against both stops.
// Modes whose tiles are greyscale, or whose colours cannot be read, get a neutral grey look.
// plugins/modes/page-looks.test.ts checks the table is what this script writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import { defaultMode, type ModeDefinition } from '../src/engine/index.ts';
import { tileKey } from '../src/engine/index.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import type { ModePlugin } from '../src/plugins/types.ts';
import { TileDisplay } from '../src/worker/display.ts';

const OUT = fileURLToPath(new URL('../plugins/modes/page-looks.ts', import.meta.url));

/**
 * Plugins that keep the engine's default look although they leave it: the defaults are classic
 * 2048's own page colours (src/worker/page-colours.test.ts holds the app to them).
 */
export const KEEPS_DEFAULT_LOOK: ReadonlySet<string> = new Set(['pc.2048']);
/** Moves of the fixed playthrough that finds tiles for modes without a literal win tile. */
const PLAYTHROUGH_MOVES = 40;
/** Tile colours less saturated than this (HSL, 0–1) count as grey. */
const MIN_SATURATION = 0.15;
/** The text's required contrast against each stop of the background (WCAG AA, normal text). */
export const MIN_CONTRAST = 4.5;

// ---- colour arithmetic (sRGB, 0–255 channels) ----

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  // s, l in 0–1; the standard HSL → RGB formula.
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return { r: f(0), g: f(8), b: f(4) };
}

export function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d + 6) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: h * 60, s, l };
}

export function toHex({ r, g, b }: Rgb): string {
  const x = (c: number): string =>
    Math.round(Math.max(0, Math.min(255, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${x(r)}${x(g)}${x(b)}`;
}

export function fromHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3,8})$/i.exec(hex.trim());
  if (!m || ![3, 4, 6, 8].includes(m[1]!.length)) return null;
  const d = m[1]!.length <= 4 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return { r: parseInt(d.slice(0, 2), 16), g: parseInt(d.slice(2, 4), 16), b: parseInt(d.slice(4, 6), 16) };
}

/** WCAG relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number): number => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1–21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The hex colours of a CSS string, in order (our generated gradients use hex stops only). */
export function hexColours(css: string): Rgb[] {
  return [...css.matchAll(/#[0-9a-f]{3,8}\b/gi)].map((m) => fromHex(m[0])).filter((c): c is Rgb => c !== null);
}

/** A CSS colour the tile display produced (hex, rgb(a), hsl(a)) as RGB and alpha, or null. */
function parseColour(css: string): { rgb: Rgb; alpha: number } | null {
  const hex = fromHex(css);
  if (hex) return { rgb: hex, alpha: 1 };
  const m = /^(rgba?|hsla?)\(([^)]*)\)$/i.exec(css.trim());
  if (!m) return null;
  const parts = m[2]!.split(/[\s,/]+/).filter((p) => p !== '');
  if (parts.length < 3) return null;
  const num = (p: string): number => parseFloat(p);
  const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? num(parts[3]) / 100 : num(parts[3]);
  const channels = parts.slice(0, 3).map(num);
  if (!channels.every(Number.isFinite) || !Number.isFinite(alpha)) return null;
  const [a, b, c] = channels as [number, number, number];
  if (m[1]!.toLowerCase().startsWith('rgb')) {
    const pct = (p: string, v: number): number => (p.endsWith('%') ? (v * 255) / 100 : v);
    return { rgb: { r: pct(parts[0]!, a), g: pct(parts[1]!, b), b: pct(parts[2]!, c) }, alpha };
  }
  const clamp = (x: number): number => Math.max(0, Math.min(1, x / 100));
  return { rgb: hslToRgb(((a % 360) + 360) % 360, clamp(b), clamp(c)), alpha };
}

/**
 * The hue of a tile background if it is clearly coloured. A gradient counts by its last colour:
 * in our tile designs that is the tile's body (earlier stops are sign stripes and the like).
 */
export function tileHue(background: string): number | null {
  const colours = [...background.matchAll(/#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)/gi)].map((m) => m[0]);
  const last = colours.at(-1);
  const c = last === undefined ? null : parseColour(last);
  if (c === null || c.alpha < 0.5) return null;
  const { h, s, l } = rgbToHsl(c.rgb);
  return s >= MIN_SATURATION && l > 0.08 && l < 0.95 ? Math.round(h) % 360 : null;
}

// ---- the look of a hue ----

export interface PageLookEntry {
  readonly background: string;
  readonly text: string;
}

/** A light, low-contrast radial gradient in `hue` (null: neutral grey) and a readable dark text. */
export function lookOf(hue: number | null): PageLookEntry {
  const h = hue ?? 0;
  const grey = hue === null;
  const inner = hslToRgb(h, grey ? 0 : 0.7, 0.965);
  const outer = hslToRgb(h, grey ? 0 : 0.45, 0.885);
  const stops = [fromHex(toHex(inner))!, fromHex(toHex(outer))!];
  // The darkest shade needed: start fairly dark and darken until every stop has the contrast.
  for (let l = 0.3; l > 0; l -= 0.01) {
    const text = fromHex(toHex(hslToRgb(h, grey ? 0 : 0.5, l)))!;
    if (stops.every((s) => contrast(text, s) >= MIN_CONTRAST))
      return { background: `radial-gradient(${toHex(inner)} 0% 50%, ${toHex(outer)})`, text: toHex(text) };
  }
  throw new Error(`no readable text for hue ${h}`);
}

// ---- characteristic tiles ----

function isLiteralTile(t: Value): t is Value[] {
  return Array.isArray(t) && t.length > 0 && t.every((x) => typeof x === 'number' || typeof x === 'bigint');
}

/** A tile for the table's comments: numbers and flags as written, anything else by its key. */
function shortTile(t: Value): string {
  if (Array.isArray(t)) return `[${t.map(shortTile).join(',')}]`;
  return typeof t === 'number' || typeof t === 'bigint' || typeof t === 'boolean' ? String(t) : tileKey(t);
}

/** Literal win tiles first, then the tiles a fixed playthrough shows, newest first. */
function candidateTiles(def: ModeDefinition, game: Game): Value[] {
  const out: Value[] = def.winConditions.filter(isLiteralTile);
  const seen = new Map<string, Value>();
  const collect = (): void => {
    for (const row of game.state.grid)
      for (const c of row) if (Array.isArray(c) && !seen.has(tileKey(c))) seen.set(tileKey(c), c);
  };
  const dirs = Math.max(1, def.directions.length);
  try {
    if (!game.start().error) {
      collect();
      for (let i = 0; i < PLAYTHROUGH_MOVES && game.state.screen === 'Gameplay'; i++) {
        if (game.move(i % dirs).error) break;
        collect();
      }
    }
  } catch {
    // A mode that cannot be played here still has its win tiles.
  }
  return [...out, ...[...seen.values()].reverse()];
}

export interface LookRow extends PageLookEntry {
  readonly id: string;
  readonly name: string;
  /** Where the hue came from ('' = neutral). */
  readonly source: string;
}

/** Whether a built definition leaves the engine's default page look. */
export function leavesDefaultLook(def: ModeDefinition): boolean {
  const d = defaultMode();
  return def.gameplayBackground === d.gameplayBackground && def.textBackground === d.textBackground;
}

/** The look of one mode plugin with its default options, or null if it has its own. */
export function deriveLook(p: ModePlugin): LookRow | null {
  if (KEEPS_DEFAULT_LOOK.has(p.id)) return null;
  const def = p.build(resolveOptions(p.options, {}));
  if (!leavesDefaultLook(def)) return null;
  let hue: number | null = null;
  let source = '';
  try {
    const game = new Game(def, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    const display = new TileDisplay(game.core);
    for (const t of candidateTiles(def, game)) {
      hue = tileHue(display.face(t, 'None', 'None', t).background);
      if (hue !== null) {
        source = `hue ${hue} from tile ${shortTile(t)}`;
        break;
      }
    }
  } catch {
    hue = null;
  }
  return { id: p.id, name: p.name, source, ...lookOf(hue) };
}

export function deriveLooks(modes: readonly ModePlugin[] = BUILTIN_MODES_AS_WRITTEN): LookRow[] {
  return modes.map(deriveLook).filter((r): r is LookRow => r !== null);
}

export function renderTable(rows: readonly LookRow[]): string {
  const line = (r: LookRow): string => {
    const comment = `${r.name} (${r.source || 'neutral: grey or unreadable tiles'})`.replace(/[\r\n]+/g, ' ');
    return `  '${r.id}': { background: '${r.background}', text: '${r.text}' }, // ${comment}`;
  };
  return [
    '// Generated by `npx tsx scripts/mode-looks.ts` — do not edit by hand. The page look of each built-in',
    "// mode plugin that leaves the engine's default: a light gradient tinted like the mode's own tiles and",
    '// a dark text of the same hue (see the script for how). Applied by with-page-look.ts.',
    '',
    'export interface ModePageLook {',
    '  /** The page background during play (`gameplayBackground`). */',
    '  readonly background: string;',
    '  /** The title and rules text on it (`textBackground`). */',
    '  readonly text: string;',
    '}',
    '',
    'export const PAGE_LOOKS: Readonly<Record<string, ModePageLook>> = {',
    ...rows.map(line),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = deriveLooks();
  writeFileSync(OUT, renderTable(rows));
  console.log(`${rows.length} looks (${rows.filter((r) => r.source === '').length} neutral) → ${OUT}`);
}
