// Waves mode 101 — DOFFET (replaces Partial Absorb 257). Whole-number tiles `[v]`; two tiles merge
// into their sum when (one tile + the second offset) is a multiple of (the other + the first
// offset), in either order. Ordinary scoring (the sum). Spawns 1; no winning tile.
//
// Game variables: 0 = first offset, 1 = second offset, then the random-goal bookkeeping (constant
// while goals are off): 2 unused, 3 current goal, 4 goals reached, 5 "goal just made", 6 tiles known
// to be reachable, 7 first-goal minimum.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import {
  GOALS_TEXT,
  goalMinimum,
  goalOptions,
  goalSetting,
  goalSettingFromModeVar,
  numberFromModeVar,
} from '../page3/goal-chains.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum } from '../shared/whole-number-tiles.ts';

const FIRST_OFFSET = '@GVar 0';
const SECOND_OFFSET = '@GVar 1';

const [divisor, multiple] = tilesFrom(0, 2) as [TileRef, TileRef];
const isBig = (t: TileRef): Expr => [t.c(0), 'typeof', '=', 'bigint'];

/** (multiple + second offset) is a multiple of (divisor + first offset); 0 counts as 1. */
const offsetDivisible = mergeRule({
  length: 2,
  cond: and(
    eq([multiple.c(0), '+B', SECOND_OFFSET, 'modB', [divisor.c(0), '+B', FIRST_OFFSET, 'absB', 'max', 1n]], 0n),
    isBig(divisor),
    isBig(multiple),
  ),
  ordered: false,
  outputs: [[exactSum([divisor, multiple])]],
  score: scoreSum([divisor, multiple]),
  flags: [false, true],
});

function offsets(o: OptionValues): [bigint, bigint] {
  const first = Math.max(1, Math.trunc(optNumber(o, 'firstOffset', 1)));
  return [BigInt(first), BigInt(Math.max(0, Math.trunc(optNumber(o, 'secondOffset', 1))))];
}

function rulesText(first: bigint, second: bigint): RulesText {
  const plus = (n: bigint): string => (n < 0n ? `− ${-n}` : `+ ${n}`);
  return {
    heading: 'Waves',
    title: `DOFFET ${first}, ${second}`,
    paragraphs: [
      `Two tiles merge into their sum when (one tile ${plus(second)}) is a multiple of (the other tile ${plus(first)}).${first === 1n && second === 1n ? ' For example 1 and 1 (2 is a multiple of 2), 1 and 3 (4 is a multiple of 2), 2 and 5 (6 is a multiple of 3).' : ''} A merge scores the tile it makes.`,
      'Spawns: 1 (100%). So many tiles can be made that there is no winning tile.',
    ],
  };
}

/**
 * The original's goals: the goal g grows by a known tile k (k ≤ g, known tiles in the order found)
 * that divides it as the merge rule reads — (g + second offset) a multiple of (k + first offset) —
 * picked at random; the new goal is remembered as known. The first goal starts from 1 (known: 1)
 * and steps until it reaches the minimum. "Entirely random" starts afresh from 1 until it passes
 * the goal reached; "build upon the previous goal only" forgets all known tiles but 1 and the goal.
 */
const GOAL = '@GVar 3';
const KNOWN = '@GVar 6';
/** Local variables: 0 the candidate partners, 1 the index in the known list. */
const GOAL_STEP: Value[] = [
  '@edit_var',
  0,
  ['@Literal'],
  '@edit_var',
  1,
  0,
  '@repeat',
  [KNOWN, 'arr_length', '>', '@Var 1'],
  '@if',
  [KNOWN, 'arr_elem', '@Var 1', '>', GOAL],
  '@edit_var',
  1,
  1e300,
  '@end-if',
  '@else-if',
  [GOAL, '+B', SECOND_OFFSET, '%B', [KNOWN, 'arr_elem', '@Var 1', '+B', FIRST_OFFSET, 'absB', 'max', 1n], '=', 0n],
  '@edit_var',
  0,
  ['@Var 0', 'arr_push', [KNOWN, 'arr_elem', '@Var 1']],
  '@end-else-if',
  '@edit_var',
  1,
  ['@Var 1', '+', 1],
  '@end-repeat',
  '@if',
  ['@Var 0', 'arr_length', '>', 0],
  '2nd',
  [GOAL, '+B', ['@Var 0', 'arr_elem', ['@Var 0', 'arr_length', '-', 1, 'rand_int', 0]]],
  '@edit_gvar',
  3,
  '@Parent -1',
  '@edit_gvar',
  6,
  [KNOWN, 'arr_push', '@Parent -2'],
  '@end-if',
  '@else',
  // No known tile grows the goal (offsets whose rule 1 + 1 breaks): it stays, and a roll stops.
  '@edit_var',
  1,
  -1,
  '@end-else',
];
/** Steps from 1 while `below` holds and the goal can grow. */
const rollWhile = (below: Expr): Value[] => [
  '@edit_gvar',
  3,
  1n,
  '@edit_gvar',
  6,
  ['@Literal', 1n],
  '@edit_var',
  1,
  0,
  '@repeat',
  [below, '&&', ['@Var 1', '!=', -1]],
  ...GOAL_STEP,
  '@end-repeat',
];

function withGoals(def: ModeDefinition, o: OptionValues): ModeDefinition {
  const setting = goalSetting(o);
  if (setting === 'off') return def;
  const minimum = goalMinimum(o, 3, 3, 1e12);
  const advance: Value[] =
    setting === 'random'
      ? ['@edit_gvar', 2, GOAL, ...rollWhile([GOAL, '<=', '@GVar 2']), '@edit_gvar', 2, 0]
      : setting === 'chain'
        ? ['@edit_gvar', 6, ['@Literal', 1n, ['@CalcArray', GOAL]], ...GOAL_STEP]
        : GOAL_STEP;
  const made: Expr = ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_elem', 0, 'absB', '=', GOAL];
  const vars = def.startGameVars.slice();
  vars[7] = BigInt(minimum);
  return {
    ...def,
    startGameVars: vars,
    scripts: [
      ...def.scripts,
      [
        ['@global_var_retain_inner', ['@Literal'], 0, '@end_vars', 0, ...rollWhile([GOAL, '<', '@GVar 7'])],
        'RestartMode',
      ],
      [['@var_retain', 0, '@if', made, '@edit_gvar', 5, true, '@end-if'], 'Merge'],
      [
        [
          '@global_var_retain_inner',
          ['@Literal'],
          0,
          '@end_vars',
          0,
          '@if',
          '@GVar 5',
          '@edit_gvar',
          4,
          ['@GVar 4', '+', 1],
          '@edit_gvar',
          5,
          false,
          ...advance,
          '@end-if',
        ],
        'EndTurn',
      ],
    ],
    statBoxes: [
      ...def.statBoxes,
      ['Current Goal', ['@Literal', ['@CalcArray', GOAL]], false, false, 'Tile', 'Self'],
      ['Goals Reached', '@GVar 4'],
    ],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}

/**
 * The original's look: the DIVE scheme's picture of (tile + first offset), overlaid with the pictures
 * of (tile + second offset), fading in from the left, and of the tile itself, fading in from the edge.
 */
const TILE_TYPES: Value[] = [
  [
    true,
    '@This 0',
    '@ColorScheme',
    'DIVE',
    [['@This 0', '+B', FIRST_OFFSET]],
    2,
    0,
    [
      'PrimeImage',
      ['@ColorScheme', 'DIVE', ['@This 0', '+B', SECOND_OFFSET]],
      ['@linear-gradient', '#0000', 0, '#000', 100],
    ],
    ['PrimeImage', ['@ColorScheme', 'DIVE', '@This 0'], ['@radial-gradient', '#0000', 0, 50, '#000', 100]],
  ],
];

/** 101 — DOFFET. */
export const modeDoffet: ModePlugin = builtinMode({
  id: 'pc.doffet',
  size: 4,
  name: 'DOFFET',
  description: 'Tiles merge when (one + offset) is a multiple of (the other + offset)',
  category: 'Waves',
  rules: plainRules(rulesText(1n, 1n)),
  options: [
    // The original also allows negative offsets (which change the spawns); not offered here.
    {
      id: 'firstOffset',
      label: 'Offset of the dividing tile',
      type: 'number',
      default: 1,
      min: 1,
      max: 100,
      step: 1,
      help: 'Added to the tile that must divide.',
    },
    {
      id: 'secondOffset',
      label: 'Offset of the multiple',
      type: 'number',
      default: 1,
      min: 0,
      max: 100,
      step: 1,
      help: 'Added to the tile that must be a multiple.',
    },
    ...goalOptions({ label: 'First goal minimum', default: 3, min: 3, max: 1e12 }, 4),
  ],
  recreates: [{ modeId: '101', options: { firstOffset: 1, secondOffset: 1, randomGoals: 'off', firstGoalMinimum: 3 } }],
  // mode_vars: [first offset, second offset, random goals (0–3), first-goal minimum].
  optionsFromModeVars: (mv): OptionValues => ({
    firstOffset: typeof mv[0] === 'bigint' ? Number(mv[0]) : 1,
    secondOffset: typeof mv[1] === 'bigint' ? Number(mv[1]) : 1,
    randomGoals: goalSettingFromModeVar(mv[2], 4),
    firstGoalMinimum: numberFromModeVar(mv[3], 3),
  }),
  build: (o) => {
    const [first, second] = offsets(o);
    const text = rulesText(first, second);
    const def = defaultMode({
      width: 4,
      height: 4,
      tileTypes: TILE_TYPES,
      mergeRules: [offsetDivisible],
      startTileSpawns: [[[1n], 1]],
      startGameVars: [first, second, 0, 1n, 0, false, [1n], 3n],
      statBoxes: [['Score', '@Score']],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withGoals(def, o);
  },
});
