// Page 1 modes 1, 12, 13 and 14: plain powers of 2, and powers of 2 or 3 shifted by one, where
// the "1" tile is the glue of every merge (catalog-modes.md, Page 1). 2049 rebuilds itself for the
// Negative Tiles modifier.
import type { Value, ModeDefinition, ModePlugin } from '../../../src/plugins/kit.ts';
import { withNegativeTilesHint, type NegativeTilesSettings } from '../../modifiers/negative-tiles-hint.ts';
import { signedDisplayRules } from '../../modifiers/signed-tiles.ts';
import { and, eq, ge, plus, slotRef as at, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { optBool } from '../shared/mode-kit.ts';
import {
  BACKGROUND_PAST_2047,
  BACKGROUND_PAST_2048,
  BACKGROUND_PAST_2049,
  stepRows,
  tableRows,
  TEXT_PAST_2047,
  TEXT_PAST_2048,
  TEXT_PAST_2049,
  TONES_2186,
} from './looks.ts';
import { TABLE_2047, TABLE_2048, TABLE_2049, TABLE_2186 } from './looks-table.ts';
import { simpleModePlugin } from './simple-mode.ts';

const E = '@This 0';
const pow = (b: number, p: Expr): Expr => [b, '^', p];

export const mode2048 = simpleModePlugin({
  modeId: '1',
  key: '2048',
  title: '2048',
  heading: 'Powers of 2',
  description: 'Two tiles of the same number merge into their sum.',
  size: 4,
  options: [
    {
      id: 'originalSpawns',
      label: 'Original 2048 spawns',
      type: 'boolean',
      default: false,
      help: 'Spawn 2 (90%) and 4 (10%) like the original 2048, instead of 1, 2 and 4.',
    },
  ],
  // mode_vars[0] is the spawn switch; mode_vars[1] only counts presses of it (a secret's key).
  optionsFromModeVars: (mv) => ({ originalSpawns: mv[0] === true }),
  parts: (o) => ({
    tileNumAmount: 1,
    mergeRules: [
      mergeRule({
        length: 2,
        cond: eq(at(1, 0), E),
        ordered: true,
        outputs: [[plus(E, 1)]],
        score: pow(2, plus(E, 1)),
      }),
    ],
    tileTypes: [
      ...tableRows(TABLE_2048, ([e]) => 2 ** e!),
      // Past 524288: the hue keeps turning, darker as the tiles grow.
      [true, pow(2, E), BACKGROUND_PAST_2048, TEXT_PAST_2048],
    ],
    spawns: optBool(o, 'originalSpawns', false)
      ? [
          [[1], 90, '2'],
          [[2], 10, '4'],
        ]
      : [
          [[0], 85, '1'],
          [[1], 12, '2'],
          [[2], 3, '4'],
        ],
    winTile: [11],
    winLabel: '2048',
    tileValueFunction: pow(2, E),
    cache: { maxLength: 2, lookback: 0 },
  }),
});

export const mode2047 = simpleModePlugin({
  modeId: '12',
  key: '2047',
  title: '2047',
  heading: 'Powers of 2 Minus 1',
  description: 'Two equal tiles and a 1, in any order, merge into the next number of the form 2^n − 1 (3, 7, 15, …).',
  size: 5,
  parts: () => ({
    tileNumAmount: 1,
    // [n] is 2^n − 1.
    mergeRules: [
      mergeRule({
        length: 3,
        cond: and(eq(at(1, 0), E), eq(at(2, 0), 1)),
        ordered: false,
        outputs: [[plus(E, 1)]],
        score: [2, '^', plus(E, 1), '-', 1],
      }),
    ],
    tileTypes: [
      ...tableRows(TABLE_2047, ([e]) => 2 ** e! - 1),
      [true, [2, '^', E, '-', 1], BACKGROUND_PAST_2047, TEXT_PAST_2047],
    ],
    spawns: [
      [[1], 95, '1'],
      [[2], 5, '3'],
    ],
    winTile: [11],
    winLabel: '2047',
    tileValueFunction: [2, '^', E, '-', 1],
    cache: { maxLength: 3, lookback: 0 },
  }),
});

export const mode2186 = simpleModePlugin({
  modeId: '13',
  key: '2186',
  title: '2186',
  heading: 'Powers of 3 Minus 1',
  description:
    'Two 1s make 2. Two equal tiles 3^n − 1 and a 1 make 2·3^n − 1; a 3^n − 1, a 2·3^n − 1 and a 1 make 3^(n+1) − 1 (any order).',
  size: 5,
  parts: () => ({
    tileNumAmount: 2,
    // [e, m] is 3^e·m − 1, except [0, 1], the 1 tile.
    mergeRules: [
      mergeRule({
        length: 3,
        cond: and(ge(E, 1), eq('@This 1', 1), eq(at(1, 0), E), eq(at(1, 1), 1), eq(at(2, 0), 0), eq(at(2, 1), 1)),
        ordered: false,
        outputs: [[E, 2]],
        score: [3, '^', E, '*', 2, '-', 1],
      }),
      mergeRule({
        length: 3,
        cond: and(ge(E, 1), eq('@This 1', 1), eq(at(1, 0), E), eq(at(1, 1), 2), eq(at(2, 0), 0), eq(at(2, 1), 1)),
        ordered: false,
        outputs: [[plus(E, 1), 1]],
        score: [3, '^', plus(E, 1), '-', 1],
      }),
      mergeRule({
        length: 2,
        cond: and(eq(E, 0), eq('@This 1', 1), eq(at(1, 0), 0), eq(at(1, 1), 1)),
        ordered: true,
        outputs: [[1, 1]],
        score: 2,
      }),
    ],
    tileTypes: [
      ...tableRows(TABLE_2186, ([e, m]) => (e === 0 ? 1 : 3 ** e! * m! - 1)),
      ...stepRows(TONES_2186, (m) => (m === 1 ? [3, '^', E, '-', 1] : [3, '^', E, '*', '@This 1', '-', 1])),
    ],
    spawns: [
      [[0, 1], 92, '1'],
      [[1, 1], 7, '2'],
      [[1, 2], 1, '5'],
    ],
    winTile: [7, 1],
    winLabel: '2186',
    tileValueFunction: [3, '^', E, '*', '@This 1', '-', 1, 'max', 1],
    cache: { maxLength: 3, lookback: 0 },
  }),
});

const plain2049 = simpleModePlugin({
  modeId: '14',
  key: '2049',
  title: '2049',
  heading: 'Powers of 2 Plus 1',
  description:
    'Two 1s make 2; a 1 and a −1 cancel out; two equal tiles and a −1, in any order, make the next number of the form 2^n + 1.',
  size: 5,
  parts: () => ({
    tileNumAmount: 1,
    // [n] is 2^n + 1 for n ≥ 0; [-1] is 1 and [-2] is −1.
    mergeRules: [
      mergeRule({
        length: 3,
        cond: and(ge(E, 0), eq(at(1, 0), E), eq(at(2, 0), -2)),
        ordered: false,
        outputs: [[plus(E, 1)]],
        // QUIRK (recorded games): the original scores 2^(n+1) − 1 here, two less than the new tile.
        score: [2, '^', plus(E, 1), '-', 1],
      }),
      mergeRule({ length: 2, cond: and(eq(E, -1), eq(at(1, 0), -1)), ordered: true, outputs: [[0]], score: 2 }),
      mergeRule({ length: 2, cond: and(eq(E, -1), eq(at(1, 0), -2)), ordered: false, outputs: [], score: 0 }),
    ],
    tileTypes: [
      ...tableRows(TABLE_2049, ([n]) => (n === -1 ? 1 : n === -2 ? -1 : 2 ** n! + 1)),
      [true, [2, '^', E, '+', 1], BACKGROUND_PAST_2049, TEXT_PAST_2049],
    ],
    spawns: [
      [[-1], 65, '1'],
      [[-2], 35, '−1'],
    ],
    winTile: [11],
    winLabel: '2049',
    tileValueFunction: [
      0,
      '@if',
      [E, '=', -1],
      '2nd',
      1,
      '@end-if',
      '@else-if',
      [E, '=', -2],
      '2nd',
      -1,
      '@end-else-if',
      '@else',
      '2nd',
      [2, '^', E, '+', 1],
      '@end-else',
    ],
    cache: { maxLength: 3, lookback: 0 },
  }),
});

/**
 * 2049 with Negative Tiles on is rebuilt (catalog-modes.md, mode 14): tiles `[n, sign]` (n = −1 is
 * the 1 tile), ±1 spawned by the modifier's ratio; two 1s of one sign make a 2 of that sign; two
 * equal tiles and a 1 of the opposite sign make the next number; Interacting also lets equal tiles
 * of opposite signs annihilate; winning needs 2049 and −2049.
 */
function rebuild2049(mode: ModeDefinition, s: NegativeTilesSettings): ModeDefinition {
  const sign = '@This 1';
  const opposite = (x: Expr): Expr => [x, '*', -1];
  const rules: Value[] = [
    mergeRule({
      length: 3,
      cond: and(ge(E, 0), eq(at(1, 0), E), eq(at(1, 1), sign), eq(at(2, 0), -1), eq(at(2, 1), opposite(sign))),
      ordered: false,
      outputs: [[plus(E, 1), sign]],
      score: [2, '^', plus(E, 1), '-', 1],
    }),
    mergeRule({
      length: 2,
      cond: and(eq(E, -1), eq(at(1, 0), -1), eq(at(1, 1), sign)),
      ordered: true,
      outputs: [[0, sign]],
      score: 2,
    }),
  ];
  if (s.interacting)
    rules.push(
      mergeRule({
        length: 2,
        cond: and(eq(at(1, 0), E), eq(at(1, 1), opposite(sign))),
        ordered: true,
        outputs: [],
        score: 0,
      }),
    );
  // The −1 tile of the plain mode is now the 1 tile with sign −1: its display rule goes.
  const looks = mode.tileTypes.filter((r) => !(Array.isArray(r) && Array.isArray(r[0]) && r[0][0] === -2));
  return {
    ...mode,
    tileNumAmount: 2,
    tileTypes: signedDisplayRules(looks, 1, []),
    mergeRules: rules,
    startTileSpawns: [
      [[-1, 1], s.positiveWeight],
      [[-1, -1], s.negativeWeight],
    ],
    winConditions: [
      [11, 1],
      [11, -1],
    ],
    winRequirement: 2,
    tileValueFunction: [mode.tileValueFunction, '*', sign],
  };
}

export const mode2049: ModePlugin = {
  ...plain2049,
  build: (o) => withNegativeTilesHint(plain2049.build(o), { rebuild: rebuild2049 }),
};
