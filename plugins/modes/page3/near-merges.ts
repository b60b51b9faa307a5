// Page 3, slots 6–8 — modes where tiles that are *nearly* in the right ratio merge, so every whole
// number can appear: 1762 (two tiles equal or 1 apart), 1668 (three tiles, two equal and the third
// at most 1 away) and 1847 (one tile within 1 of double the other). Tiles are `[v]` with v a BigInt;
// a merge makes the sum. Game variables (laid out as the original's): 0 the goal (a BigInt),
// 1 goals reached, 2 goal made this turn, 3 first-goal tier.
import {
  BigRational,
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import { looks1668, looks1762, looks1847 } from './looks.ts';
import {
  GOALS_TEXT,
  goalMinimum,
  goalOptions,
  goalScripts,
  goalSetting,
  goalSettingFromModeVar,
  goalStatBoxes,
  numberFromModeVar,
  type GoalChain,
} from './goal-chains.ts';

/** The goal game variable. */
const GOAL = '@GVar 0';

/** Goal tiers: the first goal lies between base^(n−1) and base^n. */
export interface GoalTiers {
  /** The base, as a label for the option. */
  readonly base: string;
  readonly defaultTier: number;
  /** True while the goal is below base^(tier − 1) (the tier is game variable 3). */
  readonly below: (o: OptionValues) => Expr;
  /** Goals one merge step on from `@GVar 0`. */
  readonly next: (o: OptionValues) => Expr[];
}

/** Tiers in powers of a whole number. */
export function wholeTiers(base: bigint): () => Expr {
  return () => [GOAL, '<', [base, '^B', ['@GVar 3', '-B', 1n]]];
}

/** Whole-number goals for the shared random-goals scripts (the goal tile is `tile`). */
export function wholeGoalChain(tiers: GoalTiers, o: OptionValues, tile: Expr = [GOAL, 'Array']): GoalChain {
  return { goal: 0, reached: 1, made: 2, start: 1n, next: tiers.next(o), belowMinimum: tiers.below(o), tile };
}

/** The goal options of a tiered mode, read from mode_vars [setting, tier]. */
export function tierOptions(tiers: GoalTiers): OptionSpec[] {
  return goalOptions({
    label: `First goal tier (powers of ${tiers.base})`,
    default: tiers.defaultTier,
    min: 1,
    max: 1000,
    help: `The first goal lies between ${tiers.base}^(n − 1) and ${tiers.base}^n.`,
  });
}

export function tierFromModeVars(mv: readonly Value[], tiers: GoalTiers): OptionValues {
  return { randomGoals: goalSettingFromModeVar(mv[0]), firstGoalMinimum: numberFromModeVar(mv[1], tiers.defaultTier) };
}

export function tierOf(o: OptionValues, tiers: GoalTiers): bigint {
  return BigInt(goalMinimum(o, tiers.defaultTier, 1, 1000));
}

/** `|a − b| ≤ d` for BigInt tile components. */
export function within(a: Expr, b: Expr, d: bigint): Expr {
  return [[a, '-B', b], 'absB', '<=', d];
}

/** The sum of the given tiles' values, as a BigInt tile template entry. */
function sumOf(refs: readonly string[]): Expr {
  const out: Value[] = [refs[0]!];
  for (const r of refs.slice(1)) out.push('+B', r);
  return out;
}

/** A merge of `refs.length` tiles into their sum, scoring the sum. */
export function sumRule(refs: readonly string[], cond: Expr, ordered: boolean, flags?: boolean[]): Value[] {
  return mergeRule({
    length: refs.length,
    cond,
    ordered,
    outputs: [[sumOf(refs)]],
    score: [sumOf(refs), 'Number'],
    ...(flags ? { flags } : {}),
  });
}

interface NearModeSpec {
  readonly id: string;
  readonly modeId: string;
  readonly name: string;
  readonly description: string;
  readonly size: number;
  readonly spawns: readonly (readonly [bigint, number])[];
  /** Spawns that depend on the options (else `spawns`). */
  readonly spawnsFor?: (o: OptionValues) => readonly (readonly [bigint, number])[];
  readonly tiers: GoalTiers;
  readonly mergeRules: (o: OptionValues) => Value[];
  readonly knownMergeMaxLength?: number;
  readonly knownMergeLookbackDistance?: number | ((o: OptionValues) => number);
  readonly options?: readonly OptionSpec[];
  readonly optionsFromModeVars?: (mv: readonly Value[]) => OptionValues;
  readonly sizeFor?: (o: OptionValues) => number;
  readonly paragraphs: (o: OptionValues) => string[];
  /** The original's tile colours (page3/looks.ts). */
  readonly looks: (o: OptionValues) => Value[];
}

function nearMode(s: NearModeSpec): ModePlugin {
  const spawnsOf = (o: OptionValues): readonly (readonly [bigint, number])[] => s.spawnsFor?.(o) ?? s.spawns;
  const text = (o: OptionValues): RulesText => ({
    heading: s.description,
    title: s.name,
    paragraphs: [
      ...s.paragraphs(o),
      `Spawns: ${spawnText(spawnsOf(o).map(([v, w]) => ({ label: String(v), weight: w })))}.`,
      goalSetting(o) === 'off' ? `Make a ${s.name} tile to win.` : GOALS_TEXT,
    ],
  });
  const build = (o: OptionValues): ModeDefinition => {
    const size = s.sizeFor?.(o) ?? s.size;
    const goals = goalSetting(o);
    const chain = wholeGoalChain(s.tiers, o);
    return defaultMode({
      width: size,
      height: size,
      tileNumAmount: 1,
      tileTypes: s.looks(o),
      mergeRules: s.mergeRules(o),
      startTileSpawns: spawnsOf(o).map(([v, w]) => [[v], w]),
      winConditions: [[BigInt(s.name)]],
      winRequirement: 1,
      startGameVars: [2n, 0, false, tierOf(o, s.tiers)],
      statBoxes: goalStatBoxes(chain, goals),
      scripts: goalScripts(chain, goals),
      gameplayRulesText: gameplayRules(text(o)),
      tileValueFunction: ['@This 0', 'Number'],
      knownMergeMaxLength: s.knownMergeMaxLength ?? 2,
      knownMergeLookbackDistance:
        typeof s.knownMergeLookbackDistance === 'function'
          ? s.knownMergeLookbackDistance(o)
          : (s.knownMergeLookbackDistance ?? 0),
    });
  };
  return builtinMode({
    id: s.id,
    name: s.name,
    description: s.description,
    page: 3,
    category: 'Near Merges',
    rules: plainRules(text({})),
    options: [...(s.options ?? []), ...tierOptions(s.tiers)],
    recreates: [{ modeId: s.modeId }],
    optionsFromModeVars: (mv) => ({ ...tierFromModeVars(mv, s.tiers), ...(s.optionsFromModeVars?.(mv) ?? {}) }),
    build,
  });
}

/** 67 — 1762: two tiles that are equal or 1 apart merge into their sum. */
export const mode1762 = nearMode({
  id: 'pc.1762',
  modeId: '67',
  looks: (o) => looks1762('@This 0', optBool(o, 'harder', false)),
  name: '1762',
  description: 'Sums of Equal or Neighbouring Numbers',
  size: 4,
  spawns: [
    [1n, 90],
    [2n, 10],
  ],
  tiers: {
    base: '2',
    defaultTier: 11,
    below: wholeTiers(2n),
    // Harder 1762 only makes 2g and 2g + 1.
    next: (o) => [
      ...(optBool(o, 'harder', false) ? [] : [[GOAL, '*B', 2n, '-B', 1n]]),
      [GOAL, '*B', 2n],
      [GOAL, '*B', 2n, '+B', 1n],
    ],
  },
  options: [
    {
      id: 'harder',
      label: 'Harder 1762',
      type: 'boolean',
      default: false,
      help: 'Only equal tiles merge, alone or together with a 1 (5×5 grid).',
    },
  ],
  optionsFromModeVars: (mv) => ({ harder: mv[2] === true }),
  spawnsFor: (o) =>
    optBool(o, 'harder', false)
      ? [
          [1n, 94],
          [2n, 3],
          [3n, 3],
        ]
      : [
          [1n, 90],
          [2n, 10],
        ],
  sizeFor: (o) => (optBool(o, 'harder', false) ? 5 : 4),
  knownMergeMaxLength: 3,
  // The harder rules look at the tile behind; the cache key must include it.
  knownMergeLookbackDistance: (o) => (optBool(o, 'harder', false) ? 2 : 0),
  mergeRules: (o) =>
    optBool(o, 'harder', false)
      ? [
          sumRule(
            ['@This 0', '@Next 1 0', '@Next 2 0'],
            and(['@This 0', '=', '@Next 1 0'], ['@Next 2 0', '=', 1n]),
            false,
          ),
          // Two equal tiles wait when a 1 behind them makes the three-tile merge.
          sumRule(['@This 0', '@Next 1 0'], and(['@This 0', '=', '@Next 1 0'], ['@NextNE -1 0', '!=', 1n]), true),
        ]
      : [sumRule(['@This 0', '@Next 1 0'], within('@This 0', '@Next 1 0', 1n), true)],
  paragraphs: (o) =>
    optBool(o, 'harder', false)
      ? [
          'Harder 1762: two equal tiles merge into their sum, and so do two equal tiles together with a 1, in any order (5 + 5 + 1 = 11).',
          'Every whole number can be made, so there are many ways to reach 1762.',
        ]
      : [
          'Two tiles merge into their sum when they are equal or differ by 1 (3 + 3 = 6, 3 + 4 = 7).',
          'Every whole number can be made, so there are many ways to reach 1762.',
        ],
});

/** 77 — 1668: 1 + 1 = 2; three tiles, two equal and the third at most 1 away from them, merge. */
export const mode1668 = nearMode({
  id: 'pc.1668',
  modeId: '77',
  looks: () => looks1668('@This 0'),
  name: '1668',
  description: 'Sums of Three Near-Equal Numbers',
  size: 5,
  spawns: [
    [1n, 84],
    [2n, 8],
    [3n, 8],
  ],
  tiers: {
    base: '3',
    defaultTier: 7,
    below: wholeTiers(3n),
    next: () => [
      [GOAL, '*B', 3n, '-B', 1n],
      [GOAL, '*B', 3n],
      [GOAL, '*B', 3n, '+B', 1n],
    ],
  },
  knownMergeMaxLength: 3,
  knownMergeLookbackDistance: 2,
  mergeRules: () => [
    sumRule(
      ['@This 0', '@Next 1 0', '@Next 2 0'],
      and(['@This 0', '=', '@Next 1 0'], within('@This 0', '@Next 2 0', 1n)),
      false,
    ),
    // Two 1s merge, unless a 1 or 2 behind them makes a three-tile merge (tried first, from the tile behind).
    sumRule(
      ['@This 0', '@Next 1 0'],
      and(['@This 0', '=', 1n], ['@Next 1 0', '=', 1n], ['@NextNE -1 0', '!=', 1n], ['@NextNE -1 0', '!=', 2n]),
      true,
    ),
  ],
  paragraphs: () => [
    'Three tiles in a row merge into their sum when two of them are equal and the third is equal to them or 1 away, in any order (4 + 4 + 5 = 13, 4 + 3 + 4 = 11). Two 1s also merge into a 2.',
    'Every whole number can be made, so there are many ways to reach 1668.',
  ],
});

/** 78 — 1847: two tiles merge when one is within 1 of double the other. */
/** The merge ratio of 1847 (p/q ≥ 1, default 2): one tile must be less than 1 away from the other divided by it. */
export interface Ratio {
  readonly p: bigint;
  readonly q: bigint;
}

export function ratioOf(o: OptionValues): Ratio {
  const read = (id: string, fallback: number): bigint => {
    const v = Object.hasOwn(o, id) ? o[id] : undefined;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1e6 ? BigInt(v) : BigInt(fallback);
  };
  const p = read('ratioNumerator', 2);
  const q = read('ratioDenominator', 1);
  return p >= q ? { p, q } : { p: 2n, q: 1n };
}

/** 78 — 1847: two tiles merge when one is within 1 of double the other (or of r times it). */
export const mode1847 = nearMode({
  id: 'pc.1847',
  modeId: '78',
  looks: () => looks1847('@This 0'),
  name: '1847',
  description: 'Sums of Numbers and Near-Doubles',
  size: 4,
  spawns: [
    [1n, 85],
    [2n, 10],
    [3n, 5],
  ],
  tiers: {
    base: '1 + 1/r (1.5 by default)',
    defaultTier: 19,
    below: (o) => {
      const { p, q } = ratioOf(o);
      return [[GOAL, 'Number'], '<', [[1, '+', Number(q) / Number(p)], '^', ['@GVar 3', 'Number', '-', 1]]];
    },
    // The goal plus a tile less than 1 away from it divided by r: ⌊g/r⌋ or ⌈g/r⌉.
    next: (o) => {
      const { p, q } = ratioOf(o);
      return [
        [GOAL, '+B', [[GOAL, '*B', q], '/B', p]],
        [GOAL, '+B', [[[GOAL, '*B', q], '+B', p - 1n], '/B', p]],
      ];
    },
  },
  options: [
    { id: 'ratioNumerator', label: 'Merge ratio numerator', type: 'number', default: 2, min: 1, max: 1e6, step: 1 },
    {
      id: 'ratioDenominator',
      label: 'Merge ratio denominator',
      type: 'number',
      default: 1,
      min: 1,
      max: 1e6,
      step: 1,
      help: 'The ratio must be at least 1.',
    },
  ],
  optionsFromModeVars: (mv) => {
    const r = mv[2];
    return r instanceof BigRational && r.num >= r.den && r.den >= 1n && r.num <= 1000000n
      ? { ratioNumerator: Number(r.num), ratioDenominator: Number(r.den) }
      : { ratioNumerator: 2, ratioDenominator: 1 };
  },
  mergeRules: (o) => {
    const { p, q } = ratioOf(o);
    // |a − b/r| < 1, i.e. |a·p − b·q| < p; with r = 2 that is |2a − b| ≤ 1.
    const cond =
      p === 2n && q === 1n
        ? within(['@This 0', '*B', 2n], '@Next 1 0', 1n)
        : [[['@This 0', '*B', p], '-B', ['@Next 1 0', '*B', q]], 'absB', '<', p];
    return [sumRule(['@This 0', '@Next 1 0'], cond, false)];
  },
  paragraphs: (o) => {
    const { p, q } = ratioOf(o);
    if (p === 2n && q === 1n)
      return [
        'Two tiles merge into their sum when one of them is double the other, or 1 more or 1 less than double the other (3 + 6 = 9, 3 + 5 = 8, 3 + 7 = 10).',
        'Every whole number can be made, so there are many ways to reach 1847.',
      ];
    const r = q === 1n ? String(p) : `${p}/${q}`;
    return [
      `Two tiles merge into their sum when one of them is less than 1 away from the other divided by ${r}.`,
      'Every whole number can be made, so there are many ways to reach 1847.',
    ];
  },
});
