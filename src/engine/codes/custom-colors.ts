// Colours of a Custom code (custom-modes.md §2.3, §2.4) → display rules (§3.6) and the evaluated
// background colours (§3.7).
import { createHost } from '../../calc/host.ts';
import { evaluateColor } from '../../calc/index.ts';
import type { Value } from '../../calc/values.ts';
import { readRestriction, type Restriction } from './custom-merges.ts';
import { ModeBuildError } from '../mode-build-error.ts';

export const MAX_COLOR_RULES = 2048;

/** The catch-all display rule appended after the code's colour rules. */
export const CATCH_ALL_RULE: Value = [true, '@This 1', '#000000', '#ffffff'];

function list(x: Value, field: string): Value[] {
  if (!Array.isArray(x)) throw new ModeBuildError('value', field, 'expected a list');
  return x;
}

/** One colour component: linear `(n − start)·a + b` or exponential `a + (b − a)·r^(n − start)`. */
function component(e: Value[], k: number, start: Value, field: string): Value {
  const b = e[k];
  const f = e[6 + 3 * (k - 1)];
  const a = e[7 + 3 * (k - 1)];
  const r = e[8 + 3 * (k - 1)];
  if (!f) return ['@This 0', '-', start, '*', a, '+', b];
  if (typeof a !== 'number' || typeof b !== 'number')
    throw new ModeBuildError('value', field, `component ${k} of an exponential colour needs numbers`);
  return [r, '^', ['@This 0', '-', start], '*', b - a, '+', a];
}

/** An 18-entry colour entry → `[system, C₁, C₂, C₃, C₄]`. */
export function colorEntry(x: Value, field: string): Value {
  const e = list(x, field);
  if (e.length < 18) throw new ModeBuildError('value', field, 'a colour entry has 18 elements');
  const start = e[5];
  return [
    e[0],
    component(e, 1, start, field),
    component(e, 2, start, field),
    component(e, 3, start, field),
    component(e, 4, start, field),
  ];
}

function matcher(r: Restriction): Value {
  if (r.form === 1)
    return [
      ['@This 0', '>=', r.min],
      '&&',
      ['@This 0', '<=', r.max],
      '&&',
      ['@This 0', 'mod', r.modulus, '=', r.residue],
    ];
  // QUIRK [V]: no "||" joiners, so only the first listed index matches.
  return [r.list.map((a) => ['@This 0', '=', a])];
}

/** Stable sort of parallel (colour, position) lists by position. */
function byPosition(colours: Value[], positions: Value[]): [Value, Value][] {
  return colours
    .map((c, i) => ({ c, p: positions[i], i }))
    .sort((x, y) => Number(x.p) - Number(y.p) || x.i - y.i)
    .map(({ c, p }) => [c, p]);
}

/** `customColors` → TileTypes (the code's rules, then the catch-all). */
export function displayRules(x: Value): Value[] {
  const rules = list(x, 'customColors');
  if (rules.length > MAX_COLOR_RULES)
    throw new ModeBuildError('limit', 'customColors', `more than ${MAX_COLOR_RULES} colour rules`);
  const out: Value[] = [];
  rules.forEach((raw, i) => {
    const field = `customColors[${i}]`;
    const rule = list(raw, field);
    const r = readRestriction(rule[0], rule[1], field);
    if (r.form === 0 && r.list.length === 0) return;
    const entries = list(rule[2], `${field}[2]`).map((c, k) => colorEntry(c, `${field}[2][${k}]`));
    const positions = list(rule[3], `${field}[3]`);
    let bg: Value;
    if (entries.length === 1) bg = entries[0];
    else bg = [...list(rule[4], `${field}[4]`), ...byPosition(entries, positions).flat()];
    out.push([matcher(r), ['@This 1'], bg, colorEntry(rule[5], `${field}[5]`)]);
  });
  out.push(CATCH_ALL_RULE);
  return out;
}

export interface CustomBackgrounds {
  gameplayBackground?: string;
  preGameBackground?: string;
  tileBackground?: string;
  gridBackground?: string;
  textBackground?: string;
  /** The icon tile's background, or null when the code hides the icon. */
  iconBackground: string | null;
}

/** `[type, angle, positions, colours]` → a gradient colour expression (angle dropped for radial). */
function gradient(type: Value, angle: Value, pairs: Value[]): Value[] {
  return type === '@radial-gradient' ? [type, ...pairs] : [type, angle, ...pairs];
}

/** `customBackground` → the evaluated CSS colours (§3.7). */
export function backgrounds(x: Value): CustomBackgrounds {
  const bg = list(x, 'customBackground');
  const host = createHost();
  const css = (c: Value): string => String(evaluateColor(c, host, 0, 0));
  const entry = (i: number): { type: Value; angle: Value; positions: Value[]; colours: Value[] } | null => {
    if (bg[i] === undefined) return null;
    const e = list(bg[i], `customBackground[${i}]`);
    return {
      type: e[0],
      angle: e[1],
      positions: list(e[2] ?? [], `customBackground[${i}][2]`),
      colours: list(e[3] ?? [], `customBackground[${i}][3]`),
    };
  };
  const first = (i: number): string | undefined => {
    const e = entry(i);
    return e && e.colours.length ? css(e.colours[0]) : undefined;
  };
  const out: CustomBackgrounds = { iconBackground: null };
  const page = entry(0);
  if (page && page.colours.length)
    out.gameplayBackground = css(
      page.colours.length === 1
        ? page.colours[0]
        : gradient(page.type, page.angle, byPosition(page.colours, page.positions).flat()),
    );
  const pre = entry(1);
  if (pre && pre.colours.length)
    out.preGameBackground = css(
      pre.colours.length === 1
        ? gradient(pre.type, pre.angle, [pre.colours[0], pre.colours[0]])
        : gradient(pre.type, pre.angle, byPosition(pre.colours, pre.positions).flat()),
    );
  out.tileBackground = first(2);
  out.gridBackground = first(3);
  out.textBackground = first(4);
  const icon = entry(5);
  if (icon && icon.colours.length)
    out.iconBackground = css(
      icon.colours.length === 1
        ? icon.colours[0]
        : gradient(icon.type, icon.angle, byPosition(icon.colours, icon.positions).flat()),
    );
  return out;
}
