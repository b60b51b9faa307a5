// Page 1 mode 25, XXXX ("Powers of n"): a tile `[b, k]` is b^k. A run of L ones makes L (a new
// base); after that, b equal tiles of base b make the next power of b. Both are multi-length
// rules (engine.md §4.3). Win by making four different tiles of at least 1000 — or, when the
// only allowed run length is n, by reaching the first power of n past 1000.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type OptionSpec,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, eq, ge, not, slotRef as at, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optNumber,
  optNumbers,
  optString,
  plainRules,
  type RulesText,
} from '../shared/mode-kit.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';

const SIZE = 6;
const E = '@This 0';
const K = '@This 1';
const DEFAULT_LIST = [2, 3, 5];

const OPTIONS: OptionSpec[] = [
  ...sizeOptions(SIZE),
  {
    id: 'lengthForm',
    label: 'Allowed lengths of runs of 1s',
    type: 'choice',
    default: 'range',
    choices: [
      { value: 'range', label: 'From a minimum to a maximum' },
      { value: 'list', label: 'Only the listed lengths' },
    ],
  },
  { id: 'minLength', label: 'Shortest run of 1s', type: 'number', default: 2, min: 2, max: 9999, step: 1 },
  {
    id: 'maxLength',
    label: 'Longest run of 1s (0 = the grid size)',
    type: 'number',
    default: 0,
    min: 0,
    max: 9999,
    step: 1,
  },
  {
    id: 'lengthList',
    label: 'Listed run lengths (list form)',
    type: 'numbers',
    default: DEFAULT_LIST,
    min: 2,
    max: 9999,
    integer: true,
    maxCount: 64,
  },
];

/** The original's `mode_vars`: `[min, max]` (max ∞ = grid size) or `["Array", [lengths…]]`. */
function optionsFromModeVars(mv: readonly Value[]): OptionValues {
  if (mv[0] === 'Array') {
    const list = Array.isArray(mv[1]) ? mv[1] : [];
    return { lengthForm: 'list', lengthList: list.map((n) => Number(n)) };
  }
  const min = typeof mv[0] === 'number' ? mv[0] : 2;
  const max = typeof mv[1] === 'number' && Number.isFinite(mv[1]) ? mv[1] : 0;
  return { lengthForm: 'range', minLength: min, maxLength: max };
}

interface Lengths {
  /** The run lengths of 1s that merge: a range, or a list. */
  readonly min: number;
  readonly max: number | number[];
  /** Exactly one length n allowed: the "only powers of n" variant. */
  readonly only: number | null;
  /** The longest run of 1s that merges (also the original's cache window). */
  readonly longest: number;
  /** Listed lengths only: a run must not go on past its end (a 1 just after it). */
  readonly list: boolean;
}

function lengthsFor(o: OptionValues, gridMax: number): Lengths {
  if (optString(o, 'lengthForm', 'range') === 'list') {
    const chosen = optNumbers(o, 'lengthList', DEFAULT_LIST).filter(
      (n) => Number.isInteger(n) && n >= 2 && n <= gridMax,
    );
    const list = [...new Set(chosen)].sort((a, b) => a - b);
    const usable = list.length ? list : [2];
    return {
      min: Math.min(...usable),
      max: usable,
      only: usable.length === 1 ? usable[0]! : null,
      longest: Math.max(...usable),
      list: true,
    };
  }
  // Runs are at least 2 long (a "run" of one 1 would turn every 1 into a 1) and at most the grid.
  const max = Math.max(2, Math.min(optNumber(o, 'maxLength', 0) || gridMax, gridMax));
  const min = Math.max(2, Math.min(optNumber(o, 'minLength', 2), max));
  return { min, max, only: min === max ? min : null, longest: max, list: false };
}

/** The first power of n that reaches 1000, as `[n, k]`. */
export function firstPowerPast1000(n: number): [number, number] {
  if (n < 2) return [n, 1];
  let k = 1;
  while (n ** k < 1000) k++;
  return [n, k];
}

const isOne = (slot: number): Expr => and(eq(at(slot, 0), 1), eq(at(slot, 1), 0));

/** The cell just past a run of `@MLength` tiles does not hold a 1 (read as the original does). */
const NO_ONE_AFTER: Expr = [
  'Next ',
  'str_concat',
  '@MLength',
  'str_concat_front',
  '@',
  'CalcArray',
  'arr_elem',
  0,
  '!=',
  1,
];

function mergeRules(l: Lengths): Value[] {
  const ones = (cond: Expr, length: number, max: number | number[]): Value[] =>
    mergeRule({
      length,
      cond,
      ordered: true,
      outputs: [['@MLength', 1]],
      score: ['@MLength'],
      multiLength: { base: 2, stepOrders: [1, 1], step: 1, max },
    });
  return [
    // L ones → L (as [L, 1]); a 1 behind the run means a longer run is there: let it go first.
    // With listed lengths, a 1 just after the run means the run is longer than L too.
    ones(and(isOne(0), isOne(1), not(isOne(-1)), ...(l.list ? [NO_ONE_AFTER] : [])), l.min, l.max),
    // A run longer than the longest allowed: its front part merges from the tile that has the
    // longest allowed run ahead of it (the original's last run rule, without the look-behind).
    ones(and(isOne(0), isOne(1)), l.longest, l.longest),
    // b equal tiles of base b → the next power of b (the run's length is the tile's base).
    mergeRule({
      length: 2,
      cond: and(eq(E, '@MLength'), ge(K, 1), eq(at(1, 0), E), eq(at(1, 1), K)),
      ordered: true,
      outputs: [[E, [K, '+', 1]]],
      score: [E, '^', [K, '+', 1]],
      multiLength: { base: 2, stepOrders: [1, 1], step: 1, max: Infinity },
    }),
  ];
}

/**
 * The original's colours: the hue turns by the golden angle (360/φ) per base from 2, so neighbouring bases differ, lighter for
 * low powers with dark text, fading from the 5th power with light text. The variants keep them.
 */
function tileTypes(): Value[] {
  const hue: Value = [222.49223595, '*', E, '-', 444.9844719];
  return [
    [[1, 0], 1, '#ffffff', '#000000'],
    [and([E, '>', 1], [K, '<', 5]), [E, '^', K], ['@HSLA', hue, 100, [100, '-', [K, '*', 12.5]], 1], '#000000'],
    [true, [E, '^', K], ['@HSLA', hue, 100, [0.85, '^', [K, '-', 5], '*', 50], 1], '#ffffff'],
  ];
}

/** Score, and the discovered winning tiles as a count that a click turns into the list. */
function statBoxes(): Value[] {
  const view = '@GVar 1';
  return [
    ['Score', '@Score'],
    [
      'Discovered Winning Tiles',
      ['@DiscWinning', 'arr_length'],
      false,
      undefined,
      undefined,
      undefined,
      [view, '=', 0],
      [0, '@edit_gvar', 1, 1],
      true,
    ],
    [
      'Discovered Winning Tiles',
      ['@DiscWinning'],
      true,
      false,
      'TileArray',
      'Self',
      [view, '=', 1],
      [0, '@edit_gvar', 1, 0],
      true,
    ],
  ];
}

function rulesText(l: Lengths): RulesText {
  const runs = Array.isArray(l.max) ? l.max.join(', ') : l.min === l.max ? String(l.min) : `${l.min} to ${l.max}`;
  if (l.only !== null) {
    const [n, k] = firstPowerPast1000(l.only);
    return {
      heading: 'Powers of n',
      title: `${n ** k}: XXXX Variant`,
      paragraphs: [
        `Only powers of ${n}: ${n} ones make ${n}, and ${n} equal tiles make the next power of ${n}. Get to the ${n ** k} tile to win!`,
        'Spawning tiles: 1 (100%)',
      ],
    };
  }
  return {
    heading: 'Powers of n',
    title: 'XXXX',
    paragraphs: [
      `A line of L ones (L: ${runs}) merges into L. From then on a tile of base b needs exactly b equal copies to become the next power of b. Create four different tiles of at least 1000 to win!`,
      'Spawning tiles: 1 (100%)',
    ],
  };
}

function build(o: OptionValues): ModeDefinition {
  const size = gridSize(o, SIZE);
  const gridMax = Math.max(size.width, size.height);
  const l = lengthsFor(o, gridMax);
  const only = l.only;
  return defaultMode({
    ...size,
    tileNumAmount: 2,
    tileTypes: tileTypes(),
    mergeRules: mergeRules(l),
    startTileSpawns: [[[1, 0], 100]],
    winConditions: only !== null ? [firstPowerPast1000(only)] : [ge([E, '^', K], 1000)],
    winRequirement: only !== null ? 1 : 4,
    statBoxes: only !== null ? [['Score', '@Score']] : statBoxes(),
    // Game variable 1 is the discovered box's view; 0 is kept free, as in the original's layout.
    startGameVars: [0, 0],
    gameplayRulesText: gameplayRules(rulesText(l)),
    tileValueFunction: [E, '^', K],
    // The longest run of 1s that merges (the original's window), and the look-behind at a 1 before the run.
    knownMergeMaxLength: l.longest,
    knownMergeLookbackDistance: 1,
  });
}

export const modeXXXX = builtinMode({
  id: 'pc.xxxx',
  name: 'XXXX',
  description: 'Powers of n: runs of 1s choose the base, then each base climbs through its own powers.',
  page: 1,
  category: 'Powers of n',
  rules: plainRules(rulesText(lengthsFor({}, SIZE))),
  options: OPTIONS,
  recreates: [{ modeId: '25' }],
  optionsFromModeVars,
  build,
});
