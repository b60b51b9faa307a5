// Page 4, slot 20 — Four-Sides 625. A tile `[k, used]` is 5^k × (1 + the number of directions
// marked in `used`, one flag per move direction). A power of 5 merges into an equal power, or into
// a tile built on it, from a direction that tile has not absorbed from yet: 5 + 5 = 10 (moving
// right, say), 10 + 5 = 15 from another side, …, and the fourth side makes the next power, 25.
//
// Game variables: 0 = the base B (directions + 1), 1 = the move vector of each direction (in the
// order of the `used` flags), 2 = a colour per direction (hue, …) for display, 3 = the index of the
// direction last looked up by a merge test (the original keeps this scratch value in the game's
// variables, so we do too).
import { type Value, defaultMode, type ModeDefinition, type ModePlugin } from '../../../src/plugins/kit.ts';
import { withModeHints } from '../../modifiers/mode-hints.ts';
import { and, eq, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, row, unless } from './looks.ts';

const BASE = '@GVar 0';
const DIRECTION_VECTORS = '@GVar 1';
const LOOKED_UP = '@GVar 3';

/** Up, down, left, right: the engine's direction order. */
const VECTORS: Value[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const DIRECTION_COLOURS: Value[] = [
  [180, 0, 100, 0],
  [0, 0, 100, 1],
  [90, 0, 100, 2],
  [270, 0, 100, 3],
];
const _D = VECTORS.length;

/**
 * The direction-dependent parts for another direction list (a global modifier's shape or direction
 * set): one "side" per direction, the base D + 1. A direction's colour hue is its angle (hexagonal
 * rows are √3 apart).
 */
export function fourSidesDirectionParts(directions: readonly Value[], hexagonal: boolean): Partial<ModeDefinition> {
  const vectors: [number, number][] = [];
  for (const d of directions) {
    const move = Array.isArray(d) && Array.isArray(d[0]) ? d[0] : null;
    const v = move && typeof move[0] === 'number' ? move[0] : 0;
    const h = move && typeof move[1] === 'number' ? move[1] : 0;
    if (v !== 0 || h !== 0) vectors.push([v, h]);
  }
  const colours = vectors.map(([v, h], i): Value => {
    const deg = (Math.atan2(-h, v * (hexagonal ? Math.sqrt(3) : 1)) * 180) / Math.PI;
    return [Math.round((((deg % 360) + 360) % 360) * 1e6) / 1e6, 0, 100, i];
  });
  return { ...sideParts(vectors, colours), winConditions: [[['@This 0', '=', winPower(vectors.length + 1)]]] };
}

/** The exponent of the win tile: the largest power of B not above 1000 (625 for B = 5, 343 for B = 7). */
function winPower(base: number): number {
  let k = 0;
  for (let p = base; base > 1 && p <= 1000; p *= base) k++;
  return k;
}

/** How many directions a `used` list has marked. */
function usedCount(used: Expr): Expr {
  return [used, 'arr_reduce', 0, ['+', '@Var -1']];
}

/** The move vector `[v, h]`, or its opposite. */
function moveVector(sign: 1 | -1): Expr {
  const c = (x: string): Expr => (sign === 1 ? x : [x, '*', -1]);
  return [['@Literal'], 'arr_push', c('@VDir'), 'arr_push', c('@HDir')];
}

function value(k: Expr, used: Expr): Expr {
  return [BASE, '^', k, '*', [used, 'arr_reduce', 1, ['+', '@Var -1']]];
}

/** A fresh power of B: no direction used. */
const noneUsed = (d: number): Value => ['@Literal', ...Array.from({ length: d }, () => false)];

interface Roles {
  /** The plain power of B (nothing used). */
  readonly pure: 'This' | 'Next 1';
  /** The tile it merges into. */
  readonly into: 'This' | 'Next 1';
  /** The direction the merge comes from, as seen by `into`: the move (+1) or its opposite (−1). */
  readonly sign: 1 | -1;
}

const ref = (t: 'This' | 'Next 1', k: number): string => `@${t} ${k}`;

/** The last missing direction of `into` is the one this merge comes from: the next power. */
function completeRule(r: Roles, D: number): Value[] {
  const used = ref(r.into, 1);
  const missing: Expr = [DIRECTION_VECTORS, 'arr_elem', [used, 'arr_indexOf', false]];
  const k = ref(r.into, 0);
  return mergeRule({
    length: 2,
    cond: and(
      eq('@This 0', '@Next 1 0'),
      eq(usedCount(ref(r.pure, 1)), 0),
      eq(usedCount(used), D - 1),
      eq(moveVector(r.sign), missing),
    ),
    ordered: true,
    outputs: [[[k, '+', 1], noneUsed(D)]],
    score: [BASE, '^', [k, '+', 1]],
    flags: [false, true],
  });
}

/**
 * `into` has not absorbed from this merge's direction yet: mark it. Looks up the direction's index
 * (kept in game variable 3, or the last index when it is not available).
 */
function addDirectionRule(r: Roles, D: number): Value[] {
  const used = ref(r.into, 1);
  const index: Expr = [DIRECTION_VECTORS, 'arr_indexOf', moveVector(r.sign)];
  const available = (i: Expr): Expr => and([i, '>=', 0], [used, 'arr_elem', i, '!']);
  const lookUp: Expr = [index, '@if', [available(index), '!'], '2nd', D - 1, '@end-if'];
  const k = ref(r.into, 0);
  return mergeRule({
    length: 2,
    cond: [
      false,
      '@if',
      and(eq('@This 0', '@Next 1 0'), eq(usedCount(ref(r.pure, 1)), 0)),
      '@edit_gvar',
      3,
      lookUp,
      '2nd',
      available(index),
      '@end-if',
    ],
    ordered: true,
    outputs: [[k, [used, 'arr_edit_elem', LOOKED_UP, true]]],
    score: [BASE, '^', k, '*', [usedCount(used), '+', 2]],
    flags: [false, true],
  });
}

const MOVING_INTO_FRONT: Roles = { pure: 'This', into: 'Next 1', sign: 1 };
const FRONT_INTO_MOVING: Roles = { pure: 'Next 1', into: 'This', sign: -1 };

const text: RulesText = {
  heading: 'Four-Sides',
  title: 'Four-Sides 625',
  paragraphs: [
    'Tiles are powers of 5 and their multiples up to 4 times: 1, 2, 3, 4, 5, 10, 15, 20, 25, …',
    'A power of 5 merges with an equal power of 5, or with a tile built on it, but each tile can absorb only once from each side: the side is the direction of the move, seen from the tile being merged into. 1 + 1 = 2, then 2 + 1 = 3 from another side, 4 from a third, and a 1 from the fourth side makes 5.',
    'Spawns: 1 (100%).',
    'Make a 625 tile to win.',
  ],
};

/** Hues of the powers 5^0 … 5^11 (the original's table; 1 is grey). */
const POWER_HUES: Value = ['@Literal', 0, 0, 238, 57, 280, 74, 323, 140, 21, 187, 45, 218];

/** Entry `k` of side `@Var 0` in the side list (game variable 2: angle, ring radii, used-flag indices…). */
function sideEntry(...rest: Value[]): Value[] {
  return ['@CalcArray', '@GVar 2', 'arr_elem', '@Var 0', ...rest];
}

/**
 * One PrimeImage per side: a wedge pointing to the side (lighter the more of its directions the tile
 * has used) inside a dark ring.
 */
function sideMarks(): Value {
  const usedShare: Expr = [
    ...sideEntry('arr_slice', 3, null, 'arr_reduce', 0, ['+', ['@var_retain', '@This 1', 'arr_elem', '@Var -1']]),
    '/',
    ['@GVar 2', 'arr_elem', '@Var 0', 'arr_length', '-', 3],
    '*',
    100,
  ];
  const wedge = [
    '@conic-gradient',
    sideEntry('arr_elem', 0, '-', 30),
    '#0000',
    0,
    hsla(0, 0, usedShare, 0.75),
    20,
    40,
    '#0000',
    60,
  ];
  const [inner, outer] = [sideEntry('arr_elem', 1), sideEntry('arr_elem', 2)];
  const ring = ['@radial-gradient', '#0000', 0, inner, '#000', inner, outer, '#0000', outer];
  return [
    'ExtraEntriesList',
    '@global_var_retain_inner',
    0,
    '@end_vars',
    ['@Literal'],
    '@repeat',
    ['@Var 0', '<', ['@GVar 2', 'arr_length']],
    'arr_push',
    ['@Literal', 'PrimeImage', wedge, ring],
    '@edit_var',
    0,
    ['@Var 0', '+', 1],
    '@end-repeat',
  ];
}

/**
 * The original's look: a hue per power of 5 (from a table, then turning 23.5° per power with odd
 * powers shifted), darker the more sides the tile has absorbed from; a dark glow around the text,
 * which turns reddish once a side is used.
 */
function tileTypes(): Value[] {
  const k = '@This 0';
  const used = usedCount('@This 1');
  const hue: Expr = [
    0,
    '@if',
    [k, '<', 12],
    '2nd',
    [POWER_HUES, 'arr_elem', k],
    '@end-if',
    '@else',
    '2nd',
    [23.5, '*', k, '-', 212, '+', [k, '%', 2, '*', 156.5]],
    '@end-else',
  ];
  const saturation: Expr = [
    100,
    '@if',
    [k, '>=', 12],
    '2nd',
    [0.95, '^', [k, '-', 12], '*', 75],
    '@end-if',
    '@if',
    [k, '=', 0],
    '2nd',
    0,
    '@end-if',
  ];
  const lightness: Expr = [used, '/', [BASE, '-', 2], '*', -40, '+', 70];
  return [
    row(true, value(k, '@This 1'), hsla(hue, saturation, lightness), unless('#f4f7e9', [used, '=', 0], '#ffebe9'), {
      glow: '0px 0px 5px #000',
      addons: [sideMarks()],
    }),
  ];
}

/** The parts that depend on the sides: tile looks, rules, spawns, and the game variables holding the sides. */
function sideParts(vectors: Value[], colours: Value[]): Partial<ModeDefinition> {
  const D = vectors.length;
  return {
    tileTypes: tileTypes(),
    mergeRules: [
      completeRule(MOVING_INTO_FRONT, D),
      completeRule(FRONT_INTO_MOVING, D),
      addDirectionRule(MOVING_INTO_FRONT, D),
      addDirectionRule(FRONT_INTO_MOVING, D),
    ],
    startTileSpawns: [[[0, noneUsed(D)], 1]],
    startGameVars: [D + 1, vectors, colours, 0],
  };
}

/** 99 — Four-Sides 625. */
export const modeFourSides625: ModePlugin = builtinMode({
  id: 'pc.four-sides-625',
  size: 5,
  name: 'Four-Sides 625',
  description: 'Each tile absorbs once from each of the four sides before it grows to the next power',
  page: 4,
  category: 'Four-Sides',
  rules: plainRules(text),
  recreates: [{ modeId: '99' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    withModeHints(
      defaultMode({
        width: 5,
        height: 5,
        tileNumAmount: 2,
        ...sideParts(VECTORS, DIRECTION_COLOURS),
        winConditions: [[['@This 0', '=', winPower(5)]]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text),
        tileValueFunction: value('@This 0', '@This 1'),
        mergeResultKnownLevel: 0,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      }),
      // Another shape or direction set (global modifiers): one side per direction.
      { forDirections: (m) => ({ ...m, ...fourSidesDirectionParts(m.directions, m.hexagonal) }) },
    ),
});
