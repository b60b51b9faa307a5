// Pure CalcArray rewrites behind the Negative Tiles modifier (catalog-modifiers.md, page 4 row
// "Negative Tiles"; engine.md §4, §6.1, §8.2, §9.2): a sign slot (±1) appended to every tile,
// and the definition data (display rules, merge rules, spawn table, win conditions) rewritten
// to carry it. Each helper builds new arrays and never mutates its input.
import { deepEqual, type Value } from '../../src/plugins/kit.ts';

export type Sign = 1 | -1;

/** `@This k`: component `k` of the moving tile (or of the tile being drawn / checked). */
export const thisRef = (k: number): string => `@This ${k}`;
/** `@Next i k`: component `k` of the i-th tile ahead in a merge. */
export const nextRef = (i: number, k: number): string => `@Next ${i} ${k}`;

const eq = (a: Value, b: Value): Value[] => [a, '=', b];
/** Conditions chained with `&&`, each in its own array (the language has no precedence). */
export function allOf(parts: readonly Value[]): Value {
  if (parts.length === 0) return [true];
  if (parts.length === 1) return parts[0]!;
  const out: Value[] = [parts[0]!];
  for (const p of parts.slice(1)) out.push('&&', p);
  return out;
}

/** A relative weight scaled by `k` (numbers folded; expressions wrapped). */
export function scaledWeight(w: Value, k: number): Value {
  if (k === 1) return w;
  return typeof w === 'number' ? w * k : [w, '*', k];
}

/**
 * Whether `x` is a tile written out (as display matchers and win conditions may be) rather than a
 * condition: a list of exactly `slots` components, none of them a string (conditions always hold
 * an operator or a special string at the top). A lone boolean or nested list is a condition
 * (`[true]`, `[[…]]`).
 */
export function isTileLiteral(x: Value, slots: number): x is Value[] {
  if (!Array.isArray(x) || x.length !== slots || x.some((e) => typeof e === 'string' || e === undefined)) return false;
  return !(slots === 1 && (typeof x[0] === 'boolean' || Array.isArray(x[0])));
}

/** Whether a tile literal is one of the mode's signless tiles. */
export function isSignless(x: Value, signless: readonly Value[]): boolean {
  return signless.some((t) => deepEqual(t, x));
}

/**
 * A tile value with its sign appended. Tile arrays get the sign; a `["@CalcArray", …]` tile gets
 * it after evaluation; cell strings (`@Empty`, holes) have no sign.
 */
export function signedTile(tile: Value, sign: Value): Value {
  if (!Array.isArray(tile)) return tile;
  if (tile[0] === '@CalcArray') return ['@CalcArray', tile.slice(1), 'arr_push', sign];
  return [...tile, sign];
}

/** The index after a rule's variable prefix (`@include_gvars`, `v0, v1, …, "@end_vars"`). */
export function bodyStart(rule: readonly Value[]): number {
  const vars = rule.indexOf('@end_vars');
  if (vars >= 0) return vars + 1;
  return rule[0] === '@include_gvars' ? 1 : 0;
}

// ---- Merge rules (engine.md §4) ----

/**
 * The same-sign condition for a merge of `length` tiles: every `@Next i` has the moving tile's sign.
 * Multi-length expansion renumbers it with the rule's own condition, so the base length suffices.
 */
export function sameSignGuard(length: number, signSlot: number): Value {
  const parts: Value[] = [];
  for (let i = 1; i < length; i++) parts.push(eq(thisRef(signSlot), nextRef(i, signSlot)));
  return allOf(parts);
}

/**
 * The same-sign condition when the length is an expression: no tile among `@Next` (the merge's
 * other tiles, whatever its length) has a different sign.
 */
export function runtimeSameSignGuard(signSlot: number): Value {
  // Flat on purpose: a nested sub-expression would not see the callback's variables (§5.4).
  const differs: Value = ['@Var -1', 'arr_elem', signSlot, '!=', thisRef(signSlot)];
  return [['@Next', 'arr_filter', differs], 'arr_length', '=', 0];
}

/** Output entries that keep the inputs' (shared) sign; leading merge modifiers and `"fill"` stay. */
export function signKeepingOutputs(outputs: Value, signSlot: number): Value {
  // A whole list computed at run time cannot be rewritten entry by entry (no built-in mode uses it).
  if (!Array.isArray(outputs) || outputs[0] === '@CalcArray') return outputs;
  return outputs.map((o) => {
    if (!Array.isArray(o) || o[0] === '@STCalcArray') return o;
    return signedTile(o, thisRef(signSlot));
  });
}

/** A merge rule that only joins tiles of one sign, its results keeping that sign. */
export function signedMergeRule(rule: Value, signSlot: number): Value {
  if (!Array.isArray(rule)) return rule;
  const at = bodyStart(rule);
  const body = rule.slice(at);
  const [length, cond, ordered, outputs, ...rest] = body;
  // A 10-entry rule stands for several lengths; its condition is written for the base length.
  const base = body.length > 9 && typeof body[6] === 'number' ? body[6] : length;
  let guarded: Value = cond;
  if (typeof base === 'number') {
    if (base >= 2) guarded = allOf([sameSignGuard(base, signSlot), cond]);
  } else guarded = allOf([runtimeSameSignGuard(signSlot), cond]);
  // A condition reading the rule's variables sees them only through a chain that adopts them
  // (`@var_retain` first, as multi-length expansion writes it, engine.md §4.3): X^Y's sums.
  if (at > 0 && guarded !== cond && Array.isArray(guarded)) guarded = ['@var_retain', ...guarded];
  return [...rule.slice(0, at), length, guarded, ordered, signKeepingOutputs(outputs, signSlot), ...rest];
}

/** Interacting negatives: a tile and its exact negative annihilate (no output, no score). */
export function annihilationRule(signSlot: number): Value {
  const same: Value[] = [];
  for (let k = 0; k < signSlot; k++) same.push(eq(thisRef(k), nextRef(1, k)));
  return [2, allOf([eq(thisRef(signSlot), [nextRef(1, signSlot), '*', -1]), ...same]), true, [], 0];
}

// ---- Display rules (engine.md §9) ----

/** A tile's text negated: literal numbers flip, anything else gets a minus sign in front. */
export function negatedText(text: Value): Value {
  if (typeof text === 'number' || typeof text === 'bigint') return -text;
  return ['@TextE', '-', text];
}

/**
 * A colour turned 180° in hue with its lightness inverted (`@rotate`, calcarray.md §8.5). Named
 * CSS colours cannot be converted (the original crashes on them) and stay as they are.
 */
export function negatedColor(color: Value): Value {
  if (color === undefined || (typeof color === 'string' && !color.startsWith('#') && !color.includes('(')))
    return color;
  return ['@rotate', 180, true, color];
}

/** The negative copy of one display rule body (`[matcher, text, background, textColor, …]`). */
function negativeLook(body: readonly Value[]): Value[] {
  const [, text, background, textColor, shadow] = body;
  const out = body.slice();
  out[1] = negatedText(text);
  if (background === '@ColorScheme') {
    // Special schemes paint from a value: it gets the negated input.
    if (Array.isArray(shadow) && shadow.length > 0) out[4] = [[shadow[0], '*', -1], ...shadow.slice(1)];
  } else {
    out[2] = negatedColor(background);
    if (body.length > 3) out[3] = negatedColor(textColor);
  }
  return out;
}

/**
 * Display rules for signed tiles: a negative copy of every rule (tried first, each requiring sign
 * −1; the copy of the last rule catches every other negative, as the last rule does for
 * positives), then the original rules with literal matchers extended by +1. Rules for signless
 * tiles are kept as they are.
 */
export function signedDisplayRules(rules: readonly Value[], slots: number, signless: readonly Value[]): Value[] {
  const negative: Value[] = [];
  const positive: Value[] = [];
  rules.forEach((rule, i) => {
    if (!Array.isArray(rule)) {
      positive.push(rule);
      return;
    }
    const at = bodyStart(rule);
    const prefix = rule.slice(0, at);
    const body = rule.slice(at);
    const matcher = body[0];
    if (isSignless(matcher, signless)) {
      positive.push(rule);
      return;
    }
    const isNeg = eq(thisRef(slots), -1);
    const last = i === rules.length - 1;
    const negMatcher = last ? isNeg : isTileLiteral(matcher, slots) ? [...matcher, -1] : allOf([isNeg, matcher]);
    negative.push([...prefix, negMatcher, ...negativeLook(body).slice(1)]);
    positive.push(isTileLiteral(matcher, slots) ? [...prefix, [...matcher, 1], ...body.slice(1)] : rule);
  });
  return [...negative, ...positive];
}

// ---- Spawns (engine.md §6.1) ----

/** A `["Box", weight, t1, n1, …]` bag with every tile given `sign`. */
function signedBox(box: readonly Value[], sign: Sign, weight: number, signless: readonly Value[]): Value[] {
  const items = box.slice(2).map((x) => (Array.isArray(x) && !isSignless(x, signless) ? signedTile(x, sign) : x));
  return ['Box', scaledWeight(box[1], weight), ...items];
}

/**
 * The spawn table duplicated: positive copies weighted by `positive`, then negative copies by
 * `negative`. Entries that cannot carry a sign (cells, signless tiles) keep their share of the total.
 */
export function signedSpawns(
  table: readonly Value[],
  positive: number,
  negative: number,
  signless: readonly Value[],
): Value[] {
  const pos: Value[] = [];
  const neg: Value[] = [];
  for (const entry of table) {
    if (!Array.isArray(entry) || entry[0] === '@CalcArray') {
      pos.push(entry);
      continue;
    }
    if (entry[0] === 'Box') {
      pos.push(signedBox(entry, 1, positive, signless));
      neg.push(signedBox(entry, -1, negative, signless));
      continue;
    }
    const [tile, weight, ...rest] = entry;
    if (!Array.isArray(tile) || isSignless(tile, signless)) {
      pos.push([tile, scaledWeight(weight, positive + negative), ...rest]);
      continue;
    }
    pos.push([signedTile(tile, 1), scaledWeight(weight, positive), ...rest]);
    neg.push([signedTile(tile, -1), scaledWeight(weight, negative), ...rest]);
  }
  return [...pos, ...neg];
}

// ---- Winning and losing (engine.md §8.2) ----

/** Each tile (or predicate on a tile) as a positive and a negative condition. */
export function signedConditions(conditions: readonly Value[], slots: number, signless: readonly Value[]): Value[] {
  const out: Value[] = [];
  for (const c of conditions) {
    if (isSignless(c, signless)) out.push(c);
    else if (isTileLiteral(c, slots)) out.push([...c, 1], [...c, -1]);
    else {
      out.push(allOf([eq(thisRef(slots), 1), c]), allOf([eq(thisRef(slots), -1), c]));
    }
  }
  return out;
}

/** A starting grid whose tiles are positive. */
export function signedGrid(grid: readonly Value[][], signless: readonly Value[]): Value[][] {
  return grid.map((row) =>
    row.map((cell) => (Array.isArray(cell) && !isSignless(cell, signless) ? [...cell, 1] : cell)),
  );
}

/**
 * A display rule for tiles that gained a slot after the first `slots` (a flag, a colour): a literal
 * tile still matches on its first `slots` entries, and `look` becomes the rule's overlay layer
 * (entry 7) unless the rule has one already.
 */
export function withSlotLayer(rule: Value, slots: number, look: Value): Value {
  if (!Array.isArray(rule)) return rule;
  const matcher = isTileLiteral(rule[0]!, slots)
    ? ['@This', 'arr_slice', 0, slots, '=', ['@Literal', ...(rule[0] as Value[])]]
    : rule[0]!;
  if (rule.length > 7) return [matcher, ...rule.slice(1)];
  const padded = [...rule.slice(1)];
  while (padded.length < 6) padded.push('@undefined');
  return [matcher, ...padded, look];
}
