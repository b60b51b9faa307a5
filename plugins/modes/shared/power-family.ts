// The "powers of n" family: a tile `[e, c]` is base^e × multiplier(c). Merges combine tiles of one
// power whose steps c form a recipe's multiset, giving another step of the same power or the next
// power's unit tile. Most of Page 1 (and the tiers of the factorial mode) are recipe lists.
import type { Value } from '../../../src/plugins/kit.ts';
import { and, componentsAre, eq, not, or, plus, sameComponent, tilesFrom, type Expr, type TileRef } from './expr.ts';
import { mergeRule } from './merge-rule.ts';

export interface Recipe {
  /** Steps consumed (a multiset); all tiles share one power. */
  readonly inputs: readonly number[];
  /**
   * Step of the result at the same power, 'next' for the unit tile of the next power, or
   * `{ next: step }` for that step of the next power.
   */
  readonly output: number | 'next' | { readonly next: number };
  /** Only for tiles of this power (a special first merge, e.g. 1 + 1 → 2). */
  readonly power?: number;
  /** Score of the merge, given the power of its tiles; default: the value of the result. */
  readonly score?: (power: Expr) => Expr;
}

/**
 * How a shorter merge gives way to longer ones.
 * - 'longer': not when a longer recipe would use these tiles together with tiles behind them;
 * - 'exact': only when the run of equal tiles is exactly the merge's length (both ends checked);
 * - 'none': no look-behind.
 */
export type Guard = 'longer' | 'exact' | 'none';

export interface PowerFamily {
  readonly base: number;
  /** Step → multiplier of base^e. */
  readonly multiplier: (step: number) => number;
  /** The step of the unit tile (multiplier 1). */
  readonly unit: number;
  readonly recipes: readonly Recipe[];
  readonly guard: Guard;
}

/** Multiplier is the step itself (the usual `[e, m]` tile). */
export const identityStep = (step: number): number => step;

/** The value of `[e, step]` as a number (labels and tests). */
export function familyValue(f: PowerFamily, e: number, step: number): number {
  return f.base ** e * f.multiplier(step);
}

function isSubMultiset(small: readonly number[], big: readonly number[]): boolean {
  const left = big.slice();
  for (const x of small) {
    const i = left.indexOf(x);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Options for building one family's rules. */
export interface FamilyRuleOptions {
  /** Restrict the rules to tiles of this power (the factorial mode's tiers). */
  readonly tier?: number;
  /** Score of a result tile `[power, step]`; default base^power × multiplier(step). */
  readonly value?: (power: Expr, step: number) => Expr;
  /** The tile made by 'next'; default `[power + 1, unit]`. */
  readonly nextTile?: (power: Expr) => Value[];
}

/** Scalar power-of-base value expression: base^power × m. */
export function powerValue(base: number, power: Expr, m: number): Expr {
  const p: Expr = [base, '^', power];
  return m === 1 ? p : [base, '^', power, '*', m];
}

/** Is recipe `r` matched by these tiles (any order), all of one power (and the tier, if any)? */
function recipeTest(tiles: readonly TileRef[], r: Recipe, tier: number | undefined): Expr[] {
  const parts: Expr[] = [...sameComponent(tiles, 0)];
  const power = r.power ?? tier;
  if (power !== undefined) parts.push(eq(tiles[0]!.c(0), power));
  parts.push(componentsAre(tiles, 1, r.inputs));
  return parts;
}

function tilesEqual(a: TileRef, b: TileRef): Expr {
  return and(eq(a.c(0), b.c(0)), eq(a.c(1), b.c(1)));
}

/** The look-behind (and look-ahead) part of a recipe's condition. */
function guardFor(f: PowerFamily, r: Recipe, tier: number | undefined): Expr[] {
  const len = r.inputs.length;
  const self = tilesFrom(0, len);
  if (f.guard === 'exact') {
    const [behind] = tilesFrom(-1, 1);
    const [beyond] = tilesFrom(len, 1);
    return [not(tilesEqual(behind!, self[0]!)), not(tilesEqual(beyond!, self[0]!))];
  }
  if (f.guard === 'none') return [];
  const vetoes: Expr[] = [];
  for (const longer of f.recipes) {
    const extra = longer.inputs.length - len;
    if (extra <= 0 || !isSubMultiset(r.inputs, longer.inputs)) continue;
    for (let d = 1; d <= extra; d++) vetoes.push(and(...recipeTest(tilesFrom(-d, longer.inputs.length), longer, tier)));
  }
  return vetoes.length ? [not(or(...vetoes))] : [];
}

/** The merge rules of a family, longest merges first. */
export function familyRules(f: PowerFamily, opts: FamilyRuleOptions = {}): Value[] {
  const { tier } = opts;
  const power: Expr = tier ?? '@This 0';
  const value = opts.value ?? ((p: Expr, step: number) => powerValue(f.base, p, f.multiplier(step)));
  const nextTile = opts.nextTile ?? ((p: Expr) => [plus(p, 1), f.unit]);
  const recipes = f.recipes.slice().sort((a, b) => b.inputs.length - a.inputs.length);
  return recipes.map((r) => {
    const tiles = tilesFrom(0, r.inputs.length);
    const p: Expr = r.power ?? power;
    const out = r.output;
    const [tile, score]: [Value[], Expr] =
      out === 'next'
        ? [nextTile(p), value(plus(p, 1), f.unit)]
        : typeof out === 'number'
          ? [[p, out], value(p, out)]
          : [[plus(p, 1), out.next], value(plus(p, 1), out.next)];
    return mergeRule({
      length: r.inputs.length,
      cond: and(...recipeTest(tiles, r, tier), ...guardFor(f, r, tier)),
      // The condition already accepts the tiles in any order.
      ordered: true,
      outputs: [tile],
      score: r.score ? r.score(p) : score,
    });
  });
}

/**
 * The merge-result cache window (engine.md §5.7) the rules need: the key must hold every cell a
 * condition reads, or a cached answer is reused where the rule would decide differently.
 * - 'longer': the longest merge ahead, and as many cells behind as the deepest look-behind;
 * - 'exact': the run is checked one cell past each end, so one more cell ahead than the longest
 *   merge, and a look-back of 2 (one cell behind, and the key's front part one cell past the
 *   front even where the checked window stops early at a used-up cell).
 */
export function familyCacheWindow(f: PowerFamily): { maxLength: number; lookback: number } {
  const longest = Math.max(1, ...f.recipes.map((r) => r.inputs.length));
  if (f.guard === 'exact') return { maxLength: longest + 1, lookback: 2 };
  let depth = 0;
  if (f.guard === 'longer')
    for (const r of f.recipes)
      for (const longer of f.recipes)
        if (longer.inputs.length > r.inputs.length && isSubMultiset(r.inputs, longer.inputs))
          depth = Math.max(depth, longer.inputs.length - r.inputs.length);
  return { maxLength: longest, lookback: depth };
}

/**
 * Recipes from sums: every multiset of `lengths` tiles drawn from `steps` whose multipliers add up
 * to a key of `targets` becomes a recipe giving that target (a step, or 'next'). `equalOnly`
 * restricts to runs of equal tiles. `allow` can drop particular multisets (variants).
 */
export function sumRecipes(opts: {
  steps: readonly number[];
  lengths: readonly number[];
  targets: ReadonlyMap<number, number | 'next'>;
  multiplier?: (step: number) => number;
  equalOnly?: boolean;
  allow?: (inputs: readonly number[]) => boolean;
}): Recipe[] {
  const mult = opts.multiplier ?? identityStep;
  const out: Recipe[] = [];
  const steps = opts.steps.slice().sort((a, b) => a - b);
  const visit = (len: number, from: number, acc: number[]): void => {
    if (acc.length === len) {
      const sum = acc.reduce((s, x) => s + mult(x), 0);
      const target = opts.targets.get(sum);
      if (target !== undefined && (opts.allow?.(acc) ?? true)) out.push({ inputs: acc.slice(), output: target });
      return;
    }
    for (let i = from; i < steps.length; i++) {
      if (opts.equalOnly && acc.length > 0 && steps[i] !== acc[0]) continue;
      acc.push(steps[i]!);
      visit(len, i, acc);
      acc.pop();
    }
  };
  for (const len of opts.lengths) visit(len, 0, []);
  return out;
}

/** Display rules: one per step (in `steps` order), text = the tile's value, colour by power and step. */
export function familyTileTypes(
  steps: readonly number[],
  text: (step: number) => Expr,
  look: {
    background: (power: Expr, index: number, count: number) => Expr;
    textColor: (index: number, count: number) => Expr;
  },
): Value[] {
  const rules: Value[] = steps.map((step, i) => [
    eq('@This 1', step),
    text(step),
    look.background('@This 0', i, steps.length),
    look.textColor(i, steps.length),
  ]);
  // The last rule also catches anything unexpected (engine.md §9.1).
  rules.push([true, ['@This 0', 'str_concat', ',', 'str_concat', '@This 1'], '#3c3a32', '#f9f6f2']);
  return rules;
}
