// A structured colour value a canvas renderer can draw, and a parser from the CSS strings colour
// expressions produce (calcarray.md §8) into it. Pure: no DOM. Anything the browser would reject
// as a `background` value comes back as `null` (the original then showed no colour at all).

/** Red, green, blue in 0–255 (not rounded), alpha in 0–1. */
export type RGBA = readonly [r: number, g: number, b: number, a: number];

/** A CSS length or percentage (of the gradient line, the box, or for conic stops a full turn). */
export interface Length {
  readonly value: number;
  readonly unit: '%' | 'px';
}

/** A gradient stop; `color: null` is a colour hint (a lone position between two stops). */
export interface ColorStop {
  readonly color: RGBA | null;
  readonly position: Length | null;
}

export type RadialExtent = 'closest-side' | 'closest-corner' | 'farthest-side' | 'farthest-corner';

export interface SolidColor {
  readonly kind: 'solid';
  readonly rgba: RGBA;
}

export interface LinearGradient {
  readonly kind: 'linear';
  readonly repeating: boolean;
  /** CSS convention: 0 points up, clockwise, in degrees. `to <corner>` assumes a square box. */
  readonly angle: number;
  /** Set for `to <corner>` forms so a renderer with a non-square box can recompute the angle. */
  readonly corner?: { readonly x: -1 | 1; readonly y: -1 | 1 };
  readonly stops: readonly ColorStop[];
}

export interface RadialGradient {
  readonly kind: 'radial';
  readonly repeating: boolean;
  readonly shape: 'circle' | 'ellipse';
  /** An extent keyword, or explicit radii (one for a circle, two for an ellipse). */
  readonly size: RadialExtent | readonly [Length] | readonly [Length, Length];
  readonly center: readonly [Length, Length];
  readonly stops: readonly ColorStop[];
}

export interface ConicGradient {
  readonly kind: 'conic';
  readonly repeating: boolean;
  /** Start angle in degrees (0 = up, clockwise). */
  readonly from: number;
  readonly center: readonly [Length, Length];
  /** Positions are `%` of a full turn (angles are converted). */
  readonly stops: readonly ColorStop[];
}

export interface MultiColor {
  readonly kind: 'multi';
  /** Background layers, first painted on top (CSS order); only the last may be a solid colour. */
  readonly layers: readonly ColorValue[];
}

export type GradientValue = LinearGradient | RadialGradient | ConicGradient;
export type ColorValue = SolidColor | GradientValue | MultiColor;

// ---------------------------------------------------------------------------------------------
// Named colours (CSS Color 4: the 148 names, plus `transparent`)

const NAMED_DATA =
  'aliceblue:f0f8ff,antiquewhite:faebd7,aqua:00ffff,aquamarine:7fffd4,azure:f0ffff,beige:f5f5dc,' +
  'bisque:ffe4c4,black:000000,blanchedalmond:ffebcd,blue:0000ff,blueviolet:8a2be2,brown:a52a2a,' +
  'burlywood:deb887,cadetblue:5f9ea0,chartreuse:7fff00,chocolate:d2691e,coral:ff7f50,' +
  'cornflowerblue:6495ed,cornsilk:fff8dc,crimson:dc143c,cyan:00ffff,darkblue:00008b,darkcyan:008b8b,' +
  'darkgoldenrod:b8860b,darkgray:a9a9a9,darkgreen:006400,darkgrey:a9a9a9,darkkhaki:bdb76b,' +
  'darkmagenta:8b008b,darkolivegreen:556b2f,darkorange:ff8c00,darkorchid:9932cc,darkred:8b0000,' +
  'darksalmon:e9967a,darkseagreen:8fbc8f,darkslateblue:483d8b,darkslategray:2f4f4f,' +
  'darkslategrey:2f4f4f,darkturquoise:00ced1,darkviolet:9400d3,deeppink:ff1493,deepskyblue:00bfff,' +
  'dimgray:696969,dimgrey:696969,dodgerblue:1e90ff,firebrick:b22222,floralwhite:fffaf0,' +
  'forestgreen:228b22,fuchsia:ff00ff,gainsboro:dcdcdc,ghostwhite:f8f8ff,gold:ffd700,' +
  'goldenrod:daa520,gray:808080,green:008000,greenyellow:adff2f,grey:808080,honeydew:f0fff0,' +
  'hotpink:ff69b4,indianred:cd5c5c,indigo:4b0082,ivory:fffff0,khaki:f0e68c,lavender:e6e6fa,' +
  'lavenderblush:fff0f5,lawngreen:7cfc00,lemonchiffon:fffacd,lightblue:add8e6,lightcoral:f08080,' +
  'lightcyan:e0ffff,lightgoldenrodyellow:fafad2,lightgray:d3d3d3,lightgreen:90ee90,' +
  'lightgrey:d3d3d3,lightpink:ffb6c1,lightsalmon:ffa07a,lightseagreen:20b2aa,lightskyblue:87cefa,' +
  'lightslategray:778899,lightslategrey:778899,lightsteelblue:b0c4de,lightyellow:ffffe0,' +
  'lime:00ff00,limegreen:32cd32,linen:faf0e6,magenta:ff00ff,maroon:800000,' +
  'mediumaquamarine:66cdaa,mediumblue:0000cd,mediumorchid:ba55d3,mediumpurple:9370db,' +
  'mediumseagreen:3cb371,mediumslateblue:7b68ee,mediumspringgreen:00fa9a,mediumturquoise:48d1cc,' +
  'mediumvioletred:c71585,midnightblue:191970,mintcream:f5fffa,mistyrose:ffe4e1,moccasin:ffe4b5,' +
  'navajowhite:ffdead,navy:000080,oldlace:fdf5e6,olive:808000,olivedrab:6b8e23,orange:ffa500,' +
  'orangered:ff4500,orchid:da70d6,palegoldenrod:eee8aa,palegreen:98fb98,paleturquoise:afeeee,' +
  'palevioletred:db7093,papayawhip:ffefd5,peachpuff:ffdab9,peru:cd853f,pink:ffc0cb,plum:dda0dd,' +
  'powderblue:b0e0e6,purple:800080,rebeccapurple:663399,red:ff0000,rosybrown:bc8f8f,' +
  'royalblue:4169e1,saddlebrown:8b4513,salmon:fa8072,sandybrown:f4a460,seagreen:2e8b57,' +
  'seashell:fff5ee,sienna:a0522d,silver:c0c0c0,skyblue:87ceeb,slateblue:6a5acd,slategray:708090,' +
  'slategrey:708090,snow:fffafa,springgreen:00ff7f,steelblue:4682b4,tan:d2b48c,teal:008080,' +
  'thistle:d8bfd8,tomato:ff6347,turquoise:40e0d0,violet:ee82ee,wheat:f5deb3,white:ffffff,' +
  'whitesmoke:f5f5f5,yellow:ffff00,yellowgreen:9acd32';

/** Named CSS colours (lower case) → RGBA. A Map, so `constructor` & co. are not colours. */
export const NAMED_COLORS: ReadonlyMap<string, RGBA> = new Map(
  NAMED_DATA.split(',').map((entry): [string, RGBA] => {
    const [name, hex] = entry.split(':') as [string, string];
    const n = parseInt(hex, 16);
    return [name, [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1]];
  }),
);

// ---------------------------------------------------------------------------------------------
// Small lexical helpers

const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i;

/** A CSS number with an optional unit (`%`, `deg`, `px`, …), or null. */
function dimension(word: string): { value: number; unit: string } | null {
  const m = NUMBER_RE.exec(word);
  if (!m) return null;
  const unit = word.slice(m[0].length).toLowerCase();
  if (unit !== '' && !/^(?:%|[a-z]+)$/.test(unit)) return null;
  const value = Number(m[0]);
  return Number.isFinite(value) ? { value, unit } : null;
}

function plainNumber(word: string): number | null {
  const d = dimension(word);
  return d && d.unit === '' ? d.value : null;
}

/** An angle in degrees (`deg`, `rad`, `grad`, `turn`; a bare 0 is allowed). */
function angle(word: string): number | null {
  const d = dimension(word);
  if (!d) return null;
  switch (d.unit) {
    case 'deg':
      return d.value;
    case 'rad':
      return (d.value * 180) / Math.PI;
    case 'grad':
      return d.value * 0.9;
    case 'turn':
      return d.value * 360;
    case '':
      return d.value === 0 ? 0 : null;
    default:
      return null;
  }
}

function lengthPercentage(word: string): Length | null {
  const d = dimension(word);
  if (!d) return null;
  if (d.unit === '%' || d.unit === 'px') return { value: d.value, unit: d.unit };
  if (d.unit === '' && d.value === 0) return { value: 0, unit: 'px' };
  return null;
}

/** Splits at top-level occurrences of `sep` (outside parentheses); null if unbalanced. */
function splitTop(s: string, sep: ',' | 'space'): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return null;
    const isSep = sep === ',' ? ch === ',' : ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
    if (depth === 0 && isSep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (depth !== 0) return null;
  out.push(cur);
  return out;
}

function words(s: string): string[] | null {
  const parts = splitTop(s, 'space');
  return parts && parts.filter((w) => w !== '');
}

/** `name(body)` with a balanced body, or null. */
function fn(s: string): { name: string; body: string } | null {
  const m = /^([a-z-]+)\(/i.exec(s);
  if (!m || !s.endsWith(')')) return null;
  const body = s.slice(m[0].length, -1);
  if (splitTop(body, ',') === null) return null;
  return { name: m[1]!.toLowerCase(), body };
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

// ---------------------------------------------------------------------------------------------
// Solid colours

function hexColor(s: string): RGBA | null {
  if (!/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return null;
  let h = s.slice(1);
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const n = (i: number): number => parseInt(h.slice(i, i + 2), 16);
  return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
}

/** Alpha: a number or a percentage, clamped to [0, 1]. */
function alphaValue(word: string): number | null {
  const d = dimension(word);
  if (!d) return null;
  if (d.unit === '') return clamp(d.value, 0, 1);
  if (d.unit === '%') return clamp(d.value / 100, 0, 1);
  return null;
}

/** The arguments of rgb()/hsl(): legacy comma form or modern `a b c / alpha` form. */
function colorArgs(body: string): { parts: string[]; alpha: string | null } | null {
  const commas = splitTop(body, ',');
  if (!commas) return null;
  if (commas.length > 1) {
    const parts = commas.map((p) => p.trim());
    if (parts.length !== 3 && parts.length !== 4) return null;
    if (parts.some((p) => p === '' || /\s/.test(p))) return null;
    return { parts: parts.slice(0, 3), alpha: parts[3] ?? null };
  }
  const ws = words(body.replace('/', ' / '));
  if (!ws) return null;
  const slash = ws.indexOf('/');
  if (slash === -1) return ws.length === 3 ? { parts: ws, alpha: null } : null;
  if (slash !== 3 || ws.length !== 5) return null;
  return { parts: ws.slice(0, 3), alpha: ws[4]! };
}

function rgbFunction(body: string): RGBA | null {
  const args = colorArgs(body);
  if (!args) return null;
  const ch: number[] = [];
  for (const p of args.parts) {
    const d = dimension(p);
    if (!d) return null;
    if (d.unit === '') ch.push(clamp(d.value, 0, 255));
    else if (d.unit === '%') ch.push(clamp(d.value * 2.55, 0, 255));
    else return null;
  }
  const a = args.alpha === null ? 1 : alphaValue(args.alpha);
  return a === null ? null : [ch[0]!, ch[1]!, ch[2]!, a];
}

/** HSL (h in degrees, s and l in 0–1) → RGB in 0–255. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  h = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

function hslFunction(body: string, legacy: boolean): RGBA | null {
  const args = colorArgs(body);
  if (!args) return null;
  const [hw, sw, lw] = args.parts as [string, string, string];
  const h = plainNumber(hw) ?? angle(hw);
  if (h === null) return null;
  const pct = (w: string): number | null => {
    const d = dimension(w);
    if (!d) return null;
    // The legacy comma syntax requires percentages; the modern one also takes numbers.
    if (d.unit === '%' || (d.unit === '' && !legacy)) return clamp(d.value, 0, 100) / 100;
    return null;
  };
  const s = pct(sw);
  const l = pct(lw);
  const a = args.alpha === null ? 1 : alphaValue(args.alpha);
  if (s === null || l === null || a === null) return null;
  const [r, g, b] = hslToRgb(h, s, l);
  return [r, g, b, a];
}

/** A single CSS colour (hex, named, `transparent`, rgb[a](), hsl[a]()), or null. */
export function parseSolidColor(css: string): RGBA | null {
  const s = css.trim();
  if (s.startsWith('#')) return hexColor(s);
  const lower = s.toLowerCase();
  if (lower === 'transparent') return [0, 0, 0, 0];
  const named = NAMED_COLORS.get(lower);
  if (named) return named;
  const f = fn(s);
  if (!f) return null;
  if (f.name === 'rgb' || f.name === 'rgba') return rgbFunction(f.body);
  if (f.name === 'hsl' || f.name === 'hsla') return hslFunction(f.body, splitTop(f.body, ',')!.length > 1);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Gradients

/** Parses `colour [pos [pos]]` or a lone hint position; pushes the resulting stop(s). */
function parseStops(items: string[], position: (w: string) => Length | null): ColorStop[] | null {
  const stops: ColorStop[] = [];
  for (const item of items) {
    const ws = words(item);
    if (!ws || ws.length === 0) return null;
    const color = parseSolidColor(ws[0]!);
    if (color === null) {
      // A colour hint: exactly one position, between two colour stops.
      const p = ws.length === 1 ? position(ws[0]!) : null;
      if (p === null || stops.length === 0 || stops[stops.length - 1]!.color === null) return null;
      stops.push({ color: null, position: p });
      continue;
    }
    if (ws.length > 3) return null;
    const ps = ws.slice(1).map(position);
    if (ps.some((p) => p === null)) return null;
    if (ps.length === 0) stops.push({ color, position: null });
    for (const p of ps) stops.push({ color, position: p });
  }
  const last = stops[stops.length - 1];
  if (!last || last.color === null) return null;
  return stops;
}

const SIDES: ReadonlyMap<string, [number, number]> = new Map([
  ['top', [0, -1]],
  ['bottom', [0, 1]],
  ['left', [-1, 0]],
  ['right', [1, 0]],
]);

function linearPrelude(ws: string[]): { angle: number; corner?: { x: -1 | 1; y: -1 | 1 } } | null {
  if (ws.length === 1) {
    const a = angle(ws[0]!);
    return a === null ? null : { angle: a };
  }
  if (ws[0]!.toLowerCase() !== 'to' || ws.length > 3) return null;
  let x = 0;
  let y = 0;
  for (const w of ws.slice(1)) {
    const d = SIDES.get(w.toLowerCase());
    if (!d || (d[0] !== 0 && x !== 0) || (d[1] !== 0 && y !== 0)) return null;
    x += d[0];
    y += d[1];
  }
  if (x !== 0 && y !== 0) {
    // Corner: the angle depends on the box; on a square box it is the diagonal.
    const a = y < 0 ? (x > 0 ? 45 : 315) : x > 0 ? 135 : 225;
    return { angle: a, corner: { x: x as -1 | 1, y: y as -1 | 1 } };
  }
  return { angle: y < 0 ? 0 : x > 0 ? 90 : y > 0 ? 180 : 270 };
}

const CENTER: readonly [Length, Length] = [
  { value: 50, unit: '%' },
  { value: 50, unit: '%' },
];

/** `at <position>`: one or two keywords / length-percentages. */
function position(ws: string[]): [Length, Length] | null {
  if (ws.length === 0 || ws.length > 2) return null;
  const kw = (w: string): { axis: 'x' | 'y' | 'any'; v: Length } | null => {
    switch (w.toLowerCase()) {
      case 'left':
        return { axis: 'x', v: { value: 0, unit: '%' } };
      case 'right':
        return { axis: 'x', v: { value: 100, unit: '%' } };
      case 'top':
        return { axis: 'y', v: { value: 0, unit: '%' } };
      case 'bottom':
        return { axis: 'y', v: { value: 100, unit: '%' } };
      case 'center':
        return { axis: 'any', v: { value: 50, unit: '%' } };
    }
    const l = lengthPercentage(w);
    return l && { axis: 'any', v: l };
  };
  const parts = ws.map(kw);
  if (parts.some((p) => p === null)) return null;
  const [a, b] = parts as [{ axis: 'x' | 'y' | 'any'; v: Length }, { axis: 'x' | 'y' | 'any'; v: Length } | undefined];
  if (!b) return a.axis === 'y' ? [CENTER[0], a.v] : [a.v, CENTER[1]];
  if (a.axis === 'y' || b.axis === 'x') {
    // Keywords may come in either order (`top left`), but lengths are always x then y.
    if (a.axis === 'x' || b.axis === 'y' || ws.some((w) => lengthPercentage(w))) return null;
    return [b.v, a.v];
  }
  return [a.v, b.v];
}

const EXTENTS: ReadonlySet<string> = new Set(['closest-side', 'closest-corner', 'farthest-side', 'farthest-corner']);

function radialPrelude(ws: string[]): Pick<RadialGradient, 'shape' | 'size' | 'center'> | null {
  const at = ws.findIndex((w) => w.toLowerCase() === 'at');
  const shapeWords = at === -1 ? ws : ws.slice(0, at);
  let center: readonly [Length, Length] = CENTER;
  if (at !== -1) {
    const p = position(ws.slice(at + 1));
    if (!p) return null;
    center = p;
  }
  let shape: 'circle' | 'ellipse' | null = null;
  let extent: RadialExtent | null = null;
  const lengths: Length[] = [];
  for (const w of shapeWords) {
    const lw = w.toLowerCase();
    if ((lw === 'circle' || lw === 'ellipse') && shape === null) shape = lw;
    else if (EXTENTS.has(lw) && extent === null && lengths.length === 0) extent = lw as RadialExtent;
    else {
      const l = lengthPercentage(w);
      if (!l || extent !== null || l.value < 0) return null;
      lengths.push(l);
    }
  }
  if (lengths.length > 2) return null;
  if (lengths.length === 1) {
    if (shape === 'ellipse' || lengths[0]!.unit === '%') return null;
    return { shape: 'circle', size: [lengths[0]!], center };
  }
  if (lengths.length === 2) {
    if (shape === 'circle') return null;
    return { shape: 'ellipse', size: [lengths[0]!, lengths[1]!], center };
  }
  return { shape: shape ?? 'ellipse', size: extent ?? 'farthest-corner', center };
}

function conicPrelude(ws: string[]): Pick<ConicGradient, 'from' | 'center'> | null {
  let from = 0;
  let center: readonly [Length, Length] = CENTER;
  let i = 0;
  if (ws[0]?.toLowerCase() === 'from') {
    const a = ws[1] === undefined ? null : angle(ws[1]);
    if (a === null) return null;
    from = a;
    i = 2;
  }
  if (i < ws.length) {
    if (ws[i]!.toLowerCase() !== 'at') return null;
    const p = position(ws.slice(i + 1));
    if (!p) return null;
    center = p;
  } else if (i === 0) return null;
  return { from, center };
}

/** Conic stop positions: angles become % of a full turn. */
function conicPosition(w: string): Length | null {
  const d = dimension(w);
  if (!d) return null;
  if (d.unit === '%') return { value: d.value, unit: '%' };
  const a = angle(w);
  return a === null ? null : { value: (a / 360) * 100, unit: '%' };
}

function parseGradient(name: string, body: string): GradientValue | null {
  const m = /^(repeating-)?(linear|radial|conic)-gradient$/.exec(name);
  if (!m) return null;
  const repeating = m[1] !== undefined;
  const kind = m[2] as 'linear' | 'radial' | 'conic';
  const items = splitTop(body, ',');
  if (!items) return null;
  const first = words(items[0]!);
  if (!first || first.length === 0) return null;
  // The first item is a prelude (angle, shape, centre) unless it is already a colour stop.
  const w0 = first[0]!.toLowerCase();
  const hasPrelude =
    kind === 'linear'
      ? w0 === 'to' || angle(w0) !== null
      : kind === 'conic'
        ? w0 === 'from' || w0 === 'at'
        : parseSolidColor(w0) === null;
  const rest = hasPrelude ? items.slice(1) : items;
  if (kind === 'linear') {
    const pre = hasPrelude ? linearPrelude(first) : { angle: 180 };
    const stops = pre && parseStops(rest, lengthPercentage);
    if (!pre || !stops) return null;
    return { kind, repeating, angle: pre.angle, ...(pre.corner ? { corner: pre.corner } : {}), stops };
  }
  if (kind === 'radial') {
    const pre = hasPrelude
      ? radialPrelude(first)
      : { shape: 'ellipse' as const, size: 'farthest-corner' as const, center: CENTER };
    const stops = pre && parseStops(rest, lengthPercentage);
    if (!pre || !stops) return null;
    return { kind, repeating, ...pre, stops };
  }
  const pre = hasPrelude ? conicPrelude(first) : { from: 0, center: CENTER };
  const stops = pre && parseStops(rest, conicPosition);
  if (!pre || !stops) return null;
  return { kind, repeating, ...pre, stops };
}

/**
 * Parses a CSS colour or `background` image list as the colour evaluator produces it: a solid
 * colour, a (repeating) linear/radial/conic gradient, or several comma-joined layers (only the last
 * may be a plain colour). Returns null for anything a browser would reject (e.g. the original's
 * `radial-gradient(30deg, …)` or `hsla(abc, …)`), and for features outside this model.
 */
export function parseCssColor(css: string): ColorValue | null {
  if (typeof css !== 'string') return null;
  const layers = splitTop(css.trim(), ',');
  if (!layers) return null;
  // Commas inside a gradient's parentheses were kept by splitTop; top-level commas separate layers.
  const parsed: ColorValue[] = [];
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i]!.trim();
    if (layer === '') return null;
    const solid = parseSolidColor(layer);
    if (solid) {
      if (i !== layers.length - 1) return null;
      parsed.push({ kind: 'solid', rgba: solid });
      continue;
    }
    const f = fn(layer);
    const g = f && parseGradient(f.name, f.body);
    if (!g) return null;
    parsed.push(g);
  }
  if (parsed.length === 1) return parsed[0]!;
  return { kind: 'multi', layers: parsed };
}

// ---------------------------------------------------------------------------------------------
// Stop resolution for renderers

export interface ResolvedStop {
  /** Position along the gradient line (or turn), 0–1; may lie outside for stops beyond the ends. */
  readonly offset: number;
  readonly rgba: RGBA;
}

/**
 * Resolves stop positions as CSS does: a missing first/last position is 0%/100%, positions never
 * go backwards, and missing ones in between are spread evenly. `lineLength` (in px) converts px
 * positions. Colour hints are dropped (the midpoint shift they ask for is not modelled).
 */
export function resolveStops(stops: readonly ColorStop[], lineLength = 100): ResolvedStop[] {
  const colored = stops.filter((s): s is ColorStop & { color: RGBA } => s.color !== null);
  const n = colored.length;
  const pos: (number | null)[] = colored.map((s) =>
    s.position === null
      ? null
      : s.position.unit === '%'
        ? s.position.value / 100
        : lineLength > 0
          ? s.position.value / lineLength
          : 0,
  );
  if (n === 0) return [];
  if (pos[0] === null) pos[0] = 0;
  if (pos[n - 1] === null) pos[n - 1] = n === 1 ? 0 : 1;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = pos[i];
    if (p !== null) {
      max = Math.max(max, p);
      pos[i] = max;
    }
  }
  for (let i = 1; i < n; i++) {
    if (pos[i] !== null) continue;
    let j = i;
    while (pos[j] === null) j++;
    const a = pos[i - 1]!;
    const b = pos[j]!;
    for (let k = i; k < j; k++) pos[k] = a + ((b - a) * (k - i + 1)) / (j - i + 1);
    i = j;
  }
  return colored.map((s, i) => ({ offset: pos[i]!, rgba: s.color }));
}

function mix(a: RGBA, b: RGBA, t: number): RGBA {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t, a[3] + (b[3] - a[3]) * t];
}

/** Clips resolved stops to [0, 1], interpolating the colours at the ends (canvas needs 0–1 offsets). */
export function clipStops(stops: readonly ResolvedStop[]): ResolvedStop[] {
  if (stops.length === 0) return [];
  const at = (t: number): RGBA => {
    if (t <= stops[0]!.offset) return stops[0]!.rgba;
    for (let i = 1; i < stops.length; i++) {
      const a = stops[i - 1]!;
      const b = stops[i]!;
      if (t <= b.offset)
        return b.offset === a.offset ? b.rgba : mix(a.rgba, b.rgba, (t - a.offset) / (b.offset - a.offset));
    }
    return stops[stops.length - 1]!.rgba;
  };
  const out: ResolvedStop[] = [{ offset: 0, rgba: at(0) }];
  for (const s of stops) if (s.offset > 0 && s.offset < 1) out.push(s);
  out.push({ offset: 1, rgba: at(1) });
  return out;
}
