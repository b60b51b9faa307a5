// Colour expressions (calcarray.md §8): a colour array → the CSS string the original produced,
// quirks included, and `deevaluateColor` (§8.6), the reverse parse. Components are evaluated as
// outermost expressions with a fresh parent chain; direct `@Var n` strings never resolve there.
import {
  evalExpr,
  prologue,
  START_MODIFIERS,
  unescapeAt,
  unescapeSteps,
  NO_PARENTS,
  type EvalEnv,
  type ParentChain,
} from './evaluate.ts';
import { compiledForm, type CompiledNode } from './compile.ts';
import { isSpecialKeyword } from './special.ts';
import { limitError, typeError } from './errors.ts';
import { BigRational, GaussianBigInt, chargeWalkMeter, jsString, type Value } from './values.ts';
import { parseNumberText } from './numeric/construct.ts';

/** Merge info used by every colour and text evaluation (never mutated). */
export const DISPLAY_ADD_INFO: Value[] = [1, Infinity, 0, 0];
const ADD_INFO = DISPLAY_ADD_INFO;

/** The surroundings of colour and text evaluations: direction (0,0), default merge info. */
export function displayEnv(env: EvalEnv, parents: ParentChain): EvalEnv {
  return { ...env, tile: { ...env.tile, vdir: 0, hdir: 0, addInfo: ADD_INFO }, parents };
}

/**
 * The prologue of colour and text arrays (§8.1, §9 step 4): start modifiers (element 0 decides),
 * then `@include_gvars` and `… @end_vars` — but an array whose first element after the modifiers
 * is `@CalcArray` (or one of `keepWords`) keeps that element and declares nothing.
 */
export function displayPrologue(
  arr: Value[],
  env: EvalEnv,
  keepWords: readonly string[],
): { arr: Value[]; env: EvalEnv } {
  let k = 0;
  while (k < arr.length && typeof arr[k] === 'string' && START_MODIFIERS.has(arr[k] as string)) k++;
  const head = arr[k];
  if (head === '@CalcArray' || (typeof head === 'string' && keepWords.includes(head))) {
    // prologue() would strip `@CalcArray`; give it only the modifiers to decide the variables.
    return { arr: k === 0 ? arr : arr.slice(k), env: prologue(arr.slice(0, k), env, false).env };
  }
  return prologue(arr, env, true);
}

// ---------------------------------------------------------------------------------------------
// JS coercions the original applied to evaluated components

type Primitive = string | number | boolean | bigint | undefined | null;

function toPrimitive(x: Value): Primitive {
  if (Array.isArray(x) || x instanceof GaussianBigInt || x instanceof BigRational) return jsString(x);
  return x;
}

/** JS `Number(x)`. */
export function jsNumber(x: Value): number {
  const p = toPrimitive(x);
  return typeof p === 'string' ? parseNumberText(p) : Number(p);
}

/** The operand of JS arithmetic (`x / 100`, `x - 50`): a bigint throws, as it did in the original. */
function arith(x: Value, where: string): number {
  const p = toPrimitive(x);
  if (typeof p === 'bigint') throw typeError(where, 'cannot mix BigInt and other types in colour arithmetic');
  return typeof p === 'string' ? parseNumberText(p) : Number(p);
}

/** JS `a + b` (string concatenation if either side is a string). */
function jsAdd(a: Value, b: Value, where: string): Value {
  const pa = toPrimitive(a);
  const pb = toPrimitive(b);
  if (typeof pa === 'string' || typeof pb === 'string') return String(pa) + String(pb);
  if (typeof pa === 'bigint' && typeof pb === 'bigint') return pa + pb;
  if (typeof pa === 'bigint' || typeof pb === 'bigint') throw typeError(where, 'cannot mix BigInt and other types');
  return Number(pa) + Number(pb);
}

/** JS truthiness (Gaussian and rational objects are truthy). */
export function jsTruthy(x: Value): boolean {
  return typeof x === 'bigint' ? x !== 0n : Boolean(x);
}

const str = jsString;

// ---------------------------------------------------------------------------------------------
// Evaluation

const GRADIENTS: ReadonlyMap<string, 'linear' | 'radial' | 'conic'> = new Map([
  ['@linear-gradient', 'linear'],
  ['@radial-gradient', 'radial'],
  ['@conic-gradient', 'conic'],
  ['@repeating-linear-gradient', 'linear'],
  ['@repeating-radial-gradient', 'radial'],
  ['@repeating-conic-gradient', 'conic'],
] as const);

const HALF_SQRT3 = Math.sqrt(3) / 2;

/**
 * A colour expression → what the original's evaluateColor returned: a CSS string for colour
 * arrays, any non-array unchanged (so `7` stays the number 7, strings are not resolved). `env`
 * supplies the tile position, container, the caller's variable list and the global mode.
 */
export function evaluateColorExpr(c: Value, env: EvalEnv): Value {
  return colorValue(c, displayEnv(env, NO_PARENTS));
}

function colorValue(c: Value, env: EvalEnv): Value {
  if (!Array.isArray(c)) return c;
  const rt = env.rt;
  rt.enter('colour');
  rt.charge(1, 'colour');
  const css = colorArray(c, env);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return css;
}

/** A component: evaluated as an outermost expression with a fresh parent chain (§8). */
function component(x: Value, env: EvalEnv): Value {
  return evalExpr(x, env.parents.length === 0 ? env : { ...env, parents: NO_PARENTS }, true, true);
}

function colorArray(c: Value[], outer: EvalEnv): Value {
  // The original inspected element 0 as a string (`c[0][0]`), which threw for an empty array.
  if (c[0] === undefined || c[0] === null) throw typeError('evaluateColor', 'a colour array needs an element 0');
  const { arr, env } = displayPrologue(c, outer, []);
  const head = arr[0];
  switch (head) {
    case '@CalcArray':
      // The rest is an expression; an array result is a colour again, anything else is the colour.
      return colorValue(component(arr.slice(1), env), env);
    case '@HSLA': {
      const [h, s, l, a] = [
        component(arr[1], env),
        component(arr[2], env),
        component(arr[3], env),
        component(arr[4], env),
      ];
      return `hsla(${str(h)}, ${str(s)}%, ${str(l)}%, ${str(a)})`;
    }
    case '@RGBA': {
      const [r, g, b, a] = [
        component(arr[1], env),
        component(arr[2], env),
        component(arr[3], env),
        component(arr[4], env),
      ];
      return `rgba(${str(r)}, ${str(g)}, ${str(b)}, ${str(a)})`;
    }
    case '@HSVA': {
      const [h, s, v, a] = [
        component(arr[1], env),
        component(arr[2], env),
        component(arr[3], env),
        component(arr[4], env),
      ];
      const [sl, l] = hsvToHsl(arith(s, '@HSVA') / 100, arith(v, '@HSVA') / 100);
      return `hsla(${str(h)}, ${sl * 100}%, ${l * 100}%, ${str(a)})`;
    }
    case '@multi-gradient':
      return arr
        .slice(1)
        .map((e) => {
          const v = colorValue(e, env);
          return v === undefined || v === null ? '' : str(v);
        })
        .join(', ');
    case '@rotate': {
      const degrees = component(arr[1], env);
      const invert = jsTruthy(component(arr[2], env));
      return colorValue(rotate(arr[3], degrees, invert, env), env);
    }
  }
  const kind = typeof head === 'string' ? GRADIENTS.get(head) : undefined;
  if (kind !== undefined) return gradient(arr, head as string, kind, env);
  // §8.7: anything else is an expression whose result is evaluated again as a colour.
  return colorValue(component(arr, env), env);
}

// ---------------------------------------------------------------------------------------------
// The common colour form, prepared once: `["@HSLA" | "@RGBA", c1, c2, c3, c4]` whose components are
// plain values or compiled read-only expressions. Running it gives exactly what colorArray gives.

/** A component: its text when it is fixed, else the compiled expression that computes it. */
type ColorPart = string | CompiledNode;

export interface ColorPlan {
  readonly open: string;
  /** Text after each of the four components. */
  readonly seps: readonly [string, string, string, string];
  readonly parts: readonly [ColorPart, ColorPart, ColorPart, ColorPart];
  /**
   * Levels the components kept as text (folded constants that charge no steps) enter below the
   * colour's own: the plan runs only where they fit the depth limit (else the general path).
   */
  readonly textHeight: number;
}

const HSLA_SEPS = ['', '%', '%', ''] as const;
const RGBA_SEPS = ['', '', '', ''] as const;

const plans = new WeakMap<Value[], ColorPlan | null>();

/** The prepared form of a colour array, or null if it needs the general path. */
export function colorPlan(c: Value[]): ColorPlan | null {
  let p = plans.get(c);
  if (p === undefined) {
    p = makeColorPlan(c);
    plans.set(c, p);
  }
  return p;
}

function makeColorPlan(c: Value[]): ColorPlan | null {
  const head = c[0];
  if ((head !== '@HSLA' && head !== '@RGBA') || c.includes('@end_vars')) return null;
  const parts: ColorPart[] = [];
  let textHeight = 0;
  for (let k = 1; k <= 4; k++) {
    const x = c[k];
    if (Array.isArray(x)) {
      const form = compiledForm(x);
      if (form === null || !form.readOnly) return null;
      // A folded constant that charges steps (or its copy as a result does) runs as its node, which
      // charges them in turn.
      if (form.constant !== undefined && form.foldSteps === 0 && unescapeSteps(form.constant.value) === 0) {
        parts.push(str(unescapeAt(form.constant.value, null)));
        textHeight = Math.max(textHeight, form.height);
      } else parts.push(form.node);
    } else if (typeof x === 'string' && isSpecialKeyword(x)) return null;
    else parts.push(str(unescapeAt(x, null))); // a scalar: nothing to charge
  }
  const rgba = head === '@RGBA';
  return {
    open: rgba ? 'rgba(' : 'hsla(',
    seps: rgba ? RGBA_SEPS : HSLA_SEPS,
    parts: parts as [ColorPart, ColorPart, ColorPart, ColorPart],
    textHeight,
  };
}

/**
 * Runs a plan in the surroundings colorArray gives components (display tile, no parents; the
 * runtime already charged for the colour level). Compiled parts may throw Deopt.
 */
export function runColorPlan(plan: ColorPlan, env: EvalEnv): string {
  const { parts, seps } = plan;
  let out = plan.open;
  for (let k = 0; k < 4; k++) {
    const part = parts[k]!;
    out += (k > 0 ? ', ' : '') + (typeof part === 'string' ? part : str(unescapeAt(part(env), env.rt))) + seps[k]!;
  }
  return out + ')';
}

/** HSV (s, v in 0–1) → HSL saturation and lightness in 0–1, unrounded like the original. */
function hsvToHsl(s: number, v: number): [number, number] {
  const l = v * (1 - s / 2);
  const sl = l === 0 || l === 1 ? 0 : (v - l) / Math.min(l, 1 - l);
  return [sl, l];
}

function isPosition(e: Value): boolean {
  return typeof e === 'number' || (Array.isArray(e) && e[0] === '@CalcArrayNumber');
}

function gradient(arr: Value[], head: string, kind: 'linear' | 'radial' | 'conic', env: EvalEnv): string {
  const hex = env.rt.host.hexagonal;
  let out = head.slice(1) + '(';
  for (let i = 1; i < arr.length; i++) {
    const e = arr[i];
    if (isPosition(e)) {
      const p = typeof e === 'number' ? e : component((e as Value[]).slice(1), env);
      if (i === 1) {
        // QUIRK: the angle is written for radial gradients too (invalid CSS).
        out += kind === 'conic' ? `from ${str(p)}deg` : `${str(p)}deg`;
      } else if (kind === 'conic') out += ` ${str(p)}deg`;
      else if (!hex) out += ` ${str(p)}%`;
      else if (kind === 'linear') out += ` ${50 + (arith(p, head) - 50) * HALF_SQRT3}%`;
      else out += ` ${0.75 * arith(p, head)}%`;
    } else if (i === 1 && Array.isArray(e) && e[0] === '@GradientDetails') {
      // Linear gradients write nothing here (the next colour still starts with ", ").
      if (kind === 'radial') out += radialDetails(e, env, hex);
      else if (kind === 'conic') out += conicDetails(e, env, hex);
    } else {
      out += (i > 1 ? ', ' : '') + str(colorValue(e, env));
    }
  }
  return out + ')';
}

function centre(x: Value, hex: boolean): string {
  return hex ? String(0.75 * arith(x, '@GradientDetails')) : str(x);
}

function radialDetails(d: Value[], env: EvalEnv, hex: boolean): string {
  const x = d.length > 1 ? component(d[1], env) : 50;
  const y = d.length > 2 ? component(d[2], env) : 50;
  const circle = d.length > 3 && component(d[3], env) === true;
  const e = d.length > 4 ? component(d[4], env) : 0;
  const extent = e === 1 ? 'farthest-side' : e === 2 ? 'closest-corner' : e === 3 ? 'closest-side' : 'farthest-corner';
  return `${circle ? 'circle' : 'ellipse'} ${extent} at ${centre(x, hex)}% ${centre(y, hex)}%`;
}

function conicDetails(d: Value[], env: EvalEnv, hex: boolean): string {
  const from = d.length > 1 ? component(d[1], env) : 0;
  // QUIRK: X is element 2 but read only if element 1 exists, Y element 3 only if element 2 exists.
  const x = d.length > 1 ? component(d[2], env) : 50;
  const y = d.length > 2 ? component(d[3], env) : 50;
  return `from ${str(from)}deg at ${centre(x, hex)}% ${centre(y, hex)}%`;
}

// ---------------------------------------------------------------------------------------------
// @rotate (§8.5)

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` → [r, g, b, a] with JS parseInt semantics (NaN on junk). */
function hexToRgba(s: string): [number, number, number, number] {
  const h = s.slice(1);
  const p = (t: string): number => parseInt(t, 16);
  if (h.length === 3 || h.length === 4) {
    const d = (i: number): number => p(h.charAt(i) + h.charAt(i));
    return [d(0), d(1), d(2), h.length === 4 ? d(3) / 255 : 1];
  }
  return [p(h.slice(0, 2)), p(h.slice(2, 4)), p(h.slice(4, 6)), h.length >= 8 ? p(h.slice(6, 8)) / 255 : 1];
}

/** RGB channels (0–255, clamped after /255) → [h in [0, 360), s·100, l·100]. */
function rgbToHsl(R: number, G: number, B: number): [number, number, number] {
  const c = (x: number): number => Math.min(1, Math.max(0, x / 255));
  const r = c(R);
  const g = c(G);
  const b = c(B);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return [h, s * 100, l * 100];
}

function hslaText(h: Value, s: Value, l: Value, a: Value, degrees: Value, invert: boolean): string {
  const hue = jsAdd(h, degrees, '@rotate');
  const light = invert ? 100 - arith(l, '@rotate') : l;
  return `hsla(${str(hue)}, ${str(s)}%, ${str(light)}%, ${str(a)})`;
}

/** The colour converted to HSLA and rotated; gradients entry by entry. Returns a colour value. */
function rotate(c: Value, degrees: Value, invert: boolean, env: EvalEnv): Value {
  env.rt.charge(1, '@rotate');
  if (typeof c === 'string') {
    if (c[0] === '#') {
      const [r, g, b, a] = hexToRgba(c);
      const [h, s, l] = rgbToHsl(r, g, b);
      return hslaText(h, s, l, a, degrees, invert);
    }
    if (c.includes('(')) {
      const parsed = deevaluateColor(c);
      if (typeof parsed !== 'string') return rotate(parsed, degrees, invert, env);
    }
    throw typeError(
      '@rotate',
      `cannot rotate the colour ${JSON.stringify(c.slice(0, 100))} (named colours are not supported)`,
    );
  }
  if (!Array.isArray(c)) throw typeError('@rotate', `cannot rotate ${str(c)}`);
  const head = c[0];
  const comp = (k: number): Value => component(c[k], env);
  if (head === '@HSLA') {
    const [h, s, l, a] = [comp(1), comp(2), comp(3), comp(4)];
    return hslaText(h, s, l, a, degrees, invert);
  }
  if (head === '@RGBA') {
    const [r, g, b, a] = [comp(1), comp(2), comp(3), comp(4)];
    const [h, s, l] = rgbToHsl(arith(r, '@rotate'), arith(g, '@rotate'), arith(b, '@rotate'));
    return hslaText(h, s, l, a, degrees, invert);
  }
  if (head === '@HSVA') {
    const [h, s, v, a] = [comp(1), comp(2), comp(3), comp(4)];
    const clampPct = (x: Value): number => Math.min(100, Math.max(0, arith(x, '@rotate'))) / 100;
    const [sl, l] = hsvToHsl(clampPct(s), clampPct(v));
    return hslaText(arith(h, '@rotate') % 360, sl * 100, l * 100, a, degrees, invert);
  }
  if (head === '@multi-gradient' || (typeof head === 'string' && GRADIENTS.has(head))) {
    const env2 = env;
    // QUIRK: every array entry is rotated as a colour, so @GradientDetails / @CalcArrayNumber throw.
    return [
      head,
      ...c
        .slice(1)
        .map((e) =>
          Array.isArray(e) || (typeof e === 'string' && e[0] === '#') ? rotate(e, degrees, invert, env2) : e,
        ),
    ];
  }
  // Any other colour expression (conditions, modifiers, @CalcArray …) is rotated by its CSS text.
  // The original's recorded crashes still happen: @GradientDetails / @CalcArrayNumber arrays
  // evaluate to their (named-colour-like) first word.
  const css = colorValue(c, env);
  if (typeof css === 'string') return rotate(css, degrees, invert, env);
  throw typeError('@rotate', `cannot rotate ${str(css)} as a colour`);
}

// ---------------------------------------------------------------------------------------------
// deevaluateColor (§8.6)

/**
 * A CSS colour string → a colour expression: `#…` → `["@RGBA",…]`, `hsl[a]()`/`rgb[a]()` → HSLA/RGBA
 * arrays, gradients → gradient arrays, several comma-joined groups → `@multi-gradient`. Non-strings
 * and strings without `(` are returned unchanged; unbalanced parentheses or a trailing part → false.
 */
export function deevaluateColor(s: Value): Value {
  return deevaluate(s, 0);
}

const OPEN = 40; // (
const CLOSE = 41; // )
const COMMA = 44;
const SPACE = 32;

/** Nesting guard: each level is a colour inside a gradient's parentheses. */
const MAX_CSS_DEPTH = 32;

function deevaluate(s: Value, nesting: number): Value {
  if (typeof s !== 'string') return s;
  if (nesting > MAX_CSS_DEPTH)
    throw limitError('deevaluateColor', `colours nested deeper than ${MAX_CSS_DEPTH} levels`);
  // Each level scans its text a few times (~1 ns a character each): one step per 32 characters.
  if (s.length >= 1024) chargeWalkMeter(s.length >> 5, 'deevaluateColor');
  if (!s.includes('(')) return s[0] === '#' ? ['@RGBA', ...hexToRgba(s)] : s;
  const groups: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch === OPEN) depth++;
    else if (ch === CLOSE) {
      if (--depth < 0) return false;
      if (depth === 0) {
        groups.push(s.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (depth !== 0 || start < s.length) return false;
  const parsed = groups.map((g) => parseGroup(g, nesting));
  return parsed.length === 1 ? parsed[0]! : ['@multi-gradient', ...parsed];
}

/** Splits at top-level ", " (outside parentheses). */
function splitEntries(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body.charCodeAt(i);
    if (ch === OPEN) depth++;
    else if (ch === CLOSE) depth--;
    else if (depth === 0 && ch === COMMA && body.charCodeAt(i + 1) === SPACE) {
      out.push(body.slice(start, i));
      start = i + 2;
    }
  }
  out.push(body.slice(start));
  return out;
}

const pct = (t: string | undefined): number =>
  t === undefined ? NaN : parseNumberText(t.endsWith('%') ? t.slice(0, -1) : t);
const num = (t: string | undefined): number => (t === undefined ? NaN : parseNumberText(t));

function parseGroup(group: string, depth: number): Value {
  // Text between groups is glued onto the next one; the separator itself is dropped.
  const g = group.replace(/^[\s,]+/, '');
  if (g[0] === '#') {
    // The original recursed on the whole input here, forever (§11.2).
    throw limitError('deevaluateColor', 'a colour group starting with "#" makes the original recurse without end');
  }
  const open = g.indexOf('(');
  const name = g.slice(0, open).trim();
  const body = g.slice(open + 1, -1);
  const a = body.split(', ');
  switch (name) {
    case 'hsla':
      return ['@HSLA', num(a[0]), pct(a[1]), pct(a[2]), num(a[3])];
    case 'hsl':
      return ['@HSLA', num(a[0]), pct(a[1]), pct(a[2]), 1];
    case 'rgba':
      return ['@RGBA', num(a[0]), num(a[1]), num(a[2]), num(a[3])];
    case 'rgb':
      return ['@RGBA', num(a[0]), num(a[1]), num(a[2]), 1];
  }
  const kind = GRADIENTS.get('@' + name);
  return kind === undefined ? g : parseGradient(name, kind, splitEntries(body), depth);
}

const RADIAL_WORDS = /(?:^|\s)(?:circle|ellipse|closest-side|closest-corner|farthest-side|farthest-corner|at)(?:\s|$)/;
const EXTENT_CODES: ReadonlyMap<string, number> = new Map([
  ['farthest-side', 1],
  ['closest-corner', 2],
  ['closest-side', 3],
]);

/** The `X% Y%` after `at` in a details entry ([50, 50] without one). */
function atPosition(entry: string): [number, number] {
  const ws = entry.split(' ');
  const at = ws.indexOf('at');
  return at === -1 ? [50, 50] : [pct(ws[at + 1]), pct(ws[at + 2])];
}

function parseGradient(name: string, kind: 'linear' | 'radial' | 'conic', entries: string[], depth: number): Value[] {
  const out: Value[] = ['@' + name];
  let i = 0;
  const first = entries[0] ?? '';
  if (kind === 'linear' && /^\S+deg$/.test(first)) {
    out.push(Number(first.slice(0, -3)));
    i = 1;
  } else if (kind === 'radial' && RADIAL_WORDS.test(first)) {
    let extent = 0;
    for (const w of first.split(' ')) extent = EXTENT_CODES.get(w) ?? extent;
    out.push(['@GradientDetails', ...atPosition(first), /(?:^|\s)circle(?:\s|$)/.test(first), extent]);
    i = 1;
  } else if (kind === 'conic' && (first.startsWith('from ') || first.startsWith('at '))) {
    // QUIRK: `from A at X% Y%` reads the angle from "A at X% Y" (→ NaN) and keeps the centre 50% 50%.
    const from = first.startsWith('from ') ? Number(first.slice(5, -3)) : 0;
    if (first.includes('at ')) {
      const [x, y] = first.startsWith('at ') ? atPosition(first) : [50, 50];
      out.push(['@GradientDetails', from, x, y]);
    } else out.push(from);
    i = 1;
  }
  for (; i < entries.length; i++) {
    const entry = entries[i]!;
    // The colour is everything up to its closing parenthesis, or the first word.
    let end: number;
    if (entry.includes('(')) {
      let depth = 0;
      end = entry.length;
      for (let j = 0; j < entry.length; j++) {
        const ch = entry.charCodeAt(j);
        if (ch === OPEN) depth++;
        else if (ch === CLOSE && --depth === 0) {
          end = j + 1;
          break;
        }
      }
    } else {
      end = entry.indexOf(' ');
      if (end === -1) end = entry.length;
    }
    out.push(deevaluate(entry.slice(0, end), depth + 1));
    for (const p of entry.slice(end).split(' ')) {
      if (p === '') continue;
      out.push(p.endsWith('deg') ? Number(p.slice(0, -3)) : pct(p));
    }
  }
  return out;
}
