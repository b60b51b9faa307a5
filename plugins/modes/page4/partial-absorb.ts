// Page 4, slots 11–15 — the "Partial Absorb" family: some merges leave two tiles behind. The tile
// that is collided into absorbs only part of the other one, so the merge makes a bigger tile plus
// a leftover (which can merge again in the same move).
//   * 243: powers of 3 and their doubles; two doubles make the next power of 3 plus the power.
//   * 377: Fibonacci numbers; three equal tiles make the term two up and the term two down.
//   * 257: numbers 2^n + 1; two equal tiles make the next one plus a leftover 1.
//   * 270: 3^a·5^b·2^c; two equal tiles double, except after g doublings, when x + x = 5x/4 + 3x/4.
//   * 361: square numbers; a 4 moves two neighbouring squares n², (n+1)² apart: (n+2)² and (n−1)².
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, sameComponent, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  optString,
  plainRules,
  spawnText,
  type RulesText,
} from '../shared/mode-kit.ts';
import { linearRecurrence, tableLookup, writtenUpTo, writtenWhen } from '../shared/sequences.ts';
import {
  hsla,
  primeImage,
  row,
  runTable,
  tableRows,
  tierColumns,
  triangularTileTypes,
  type TableLook,
} from './looks.ts';

/** Display hints shared by the family: merges are known from the two (or three) tiles involved. */
function hints(maxLength: number): {
  mergeResultKnownLevel: number;
  knownMergeMaxLength: number;
  knownMergeLookbackDistance: number;
} {
  return { mergeResultKnownLevel: 2, knownMergeMaxLength: maxLength, knownMergeLookbackDistance: 0 };
}

// ---------------------------------------------------------------------------------------------
// 34 — Partial Absorb 243. A tile `[e, m]` is 3^e × m with m ∈ {1, 2}.

// The original's look: a colour per power of 3 (lighter for 3^e, deeper for its multiples), then
// a hue turning 97° per power past the table; dark text on the powers, light on the doubles.
const PA243_DARK = '#584153';
const PA243_LIGHT = '#f6ebf4';

/** Backgrounds of 3^e and 2·3^e for e = 0…12. */
const PA243_TIERS = [
  ['#ffffff', '#999999'],
  ['#ffffa2', '#e6e600'],
  ['#ff8181', '#ff0000'],
  ['#ffb96f', '#ff8400'],
  ['#6d62ff', '#0f00e4'],
  ['#96ff69', '#42dd00'],
  ['#e07bff', '#bf00fa'],
  ['#ff5ae6', '#d600b6'],
  ['#ffda69', '#ffbf00'],
  ['#e5ff7c', '#ccff00'],
  ['#78fdff', '#00d7da'],
  ['#ff896e', '#e55000'],
  ['#6baeff', '#0073ff'],
];

/** "Most merges": backgrounds of 3^e, 4·3^(e−1), 2·3^e for e = 1…12 (e = 0: 1 and 2 as above). */
const PA243_MOST_TIERS = [
  ['#ffffa2', '#e6e600', '#a1a100'],
  ['#ff8181', '#ff0000', '#9a0000'],
  ['#ffb96f', '#ff8400', '#994f00'],
  ['#6d62ff', '#1100ff', '#08007d'],
  ['#b8ff99', '#4dff00', '#247800'],
  ['#e07bff', '#c300ff', '#690088'],
  ['#ff7aeb', '#ff00d9', '#6c005c'],
  ['#ffda69', '#ffbf00', '#8e6a00'],
  ['#e5ff7c', '#ccff00', '#7e9e00'],
  ['#a2fdff', '#00fbff', '#00aeb1'],
  ['#ff896e', '#ff5900', '#832e00'],
  ['#6baeff', '#0073ff', '#003e8a'],
];

/** Past the table: hue 97° per power, saturation fading 10 % per power, lightness by kind. */
function pa243Formula(lightness: number): Expr {
  return hsla([97, '*', '@This 0', '-', 1111], [0.9, '^', ['@This 0', '-', 12], '*', 100], lightness);
}

function tileTypes243(text: Expr): Value[] {
  const table = tierColumns(PA243_TIERS, [PA243_DARK, PA243_LIGHT], (e, c) => [e, c + 1]);
  return [
    ...tableRows(text, table),
    row(['@This 1', '=', 1], text, pa243Formula(70), PA243_DARK),
    row(['@This 1', '=', 2], text, pa243Formula(35), PA243_LIGHT),
  ];
}

function tileTypes243Most(text: Expr): Value[] {
  const table: TableLook[] = [
    [[0, 1], PA243_TIERS[0]![0]!, PA243_DARK],
    [[0, 2], PA243_TIERS[0]![1]!, PA243_LIGHT],
    ...tierColumns(PA243_MOST_TIERS, [PA243_DARK, PA243_DARK, PA243_LIGHT], (e, c) => [e + 1, c + 1]),
  ];
  return [
    ...tableRows(text, table),
    row(['@This 1', '=', 1], text, pa243Formula(70), PA243_DARK),
    row(['@This 1', '=', 2], text, pa243Formula(50), PA243_DARK),
    row(['@This 1', '=', 3], text, pa243Formula(30), PA243_LIGHT),
  ];
}

function value243(e: Expr, m: Expr): Expr {
  return [[3, '^', e], '*', m];
}

const spawns243 = [
  { tile: [0, 1], label: '1', weight: 85 },
  { tile: [0, 2], label: '2', weight: 10 },
  { tile: [1, 1], label: '3', weight: 5 },
];

const text243: RulesText = {
  heading: 'Partial Absorb',
  title: 'Partial Absorb 243',
  paragraphs: [
    'Two equal powers of 3 merge into their double (1 + 1 = 2, 3 + 3 = 6).',
    'Two equal doubles only merge partially: the tile that is hit absorbs half of the other one, so 2 + 2 leaves a 3 and a 1, and 6 + 6 leaves a 9 and a 3. The leftover tile can keep merging.',
    `Spawns: ${spawnText(spawns243)}.`,
    'Make a 243 tile to win.',
  ],
};

/**
 * "Most merges partial" (the original's second setting): a tile `[e, m]` is 3^e, 4·3^(e−1) or
 * 2·3^e for m = 1, 2, 3 (with 2 and 4 and 6 as [0, 2], [1, 2], [1, 3]). Only 1 + 1 = 2 merges
 * whole; every other pair of equal tiles leaves two: the hit tile absorbs a third of an odd power
 * of 3 and half of the others.
 */
function mostlyPartialRules(): Value[] {
  const [a, b] = tilesFrom(0, 2) as [TileRef, TileRef];
  const e = a.c(0);
  const m = a.c(1);
  const same = and(...sameComponent([a, b], 0), ...sameComponent([a, b], 1));
  const pair = (cond: Expr, outputs: Value[], score: Expr, whole = false): Value =>
    mergeRule({
      length: 2,
      cond: and(same, cond),
      ordered: true,
      outputs,
      score,
      flags: whole ? [false, true] : [false, false],
    });
  return [
    pair(and(eq(e, 0), eq(m, 1)), [[0, 2]], 2, true),
    pair(
      and(eq(e, 0), eq(m, 2)),
      [
        [1, 1],
        [0, 1],
      ],
      3,
    ),
    pair(
      and(eq(e, 1), eq(m, 1)),
      [
        [1, 2],
        [0, 2],
      ],
      4,
    ),
    pair(
      and(eq(e, 1), eq(m, 2)),
      [
        [1, 3],
        [0, 2],
      ],
      6,
    ),
    pair(
      and([e, '>', 1], eq(m, 1)),
      [
        [e, 2],
        [[e, '-', 1], 3],
      ],
      [3, '^', e, '*', 4, '/', 3],
    ),
    pair(
      and([e, '>', 1], eq(m, 2)),
      [
        [e, 3],
        [[e, '-', 1], 3],
      ],
      [3, '^', e, '*', 2],
    ),
    pair(
      and([e, '>', 0], eq(m, 3)),
      [
        [[e, '+', 1], 1],
        [e, 1],
      ],
      [3, '^', e, '*', 3],
    ),
  ];
}

/** The "most merges partial" values: 3^e × (1, 4/3, 2) for m = 1, 2, 3; 2, 4 and 6 below 9. */
function valueMostlyPartial(e: Expr, m: Expr): Expr {
  return [
    3,
    '^',
    e,
    '*',
    [['@Literal', 0, 1, 4 / 3, 2], 'arr_elem', m],
    '@if',
    [[e, '<', 2], '&&', [m, '>', 1]],
    '2nd',
    [e, '+', m, '-', 1, '*', 2],
  ];
}

/** 34 — Partial Absorb 243. */
export const modePartialAbsorb243: ModePlugin = builtinMode({
  id: 'pc.partial-absorb-243',
  size: 5,
  name: 'Partial Absorb 243',
  description: 'Powers of 3 where doubles merge partially, leaving two tiles',
  page: 4,
  category: 'Partial Absorb',
  rules: plainRules(text243),
  options: [
    {
      id: 'merges',
      label: 'Partial merges',
      type: 'choice',
      default: 'mix',
      choices: [
        { value: 'mix', label: 'Doubles only' },
        { value: 'most', label: 'Most merges' },
      ],
      help: 'Doubles only: equal powers of 3 merge whole, equal doubles partially. Most merges: only 1 + 1 merges whole; equal odd powers of 3 absorb a third (3 + 3 = 4 + 2), other equal tiles half.',
    },
  ],
  recreates: [{ modeId: '34' }],
  optionsFromModeVars: (mv): OptionValues => (mv[0] === 1 ? { merges: 'most' } : {}),
  build: (o) => {
    const [a, b] = tilesFrom(0, 2) as [TileRef, TileRef];
    const same = sameComponent([a, b], 0);
    if (optString(o, 'merges', 'mix') === 'most') {
      const value = valueMostlyPartial('@This 0', '@This 1');
      return defaultMode({
        width: 5,
        height: 5,
        tileNumAmount: 2,
        tileTypes: tileTypes243Most(writtenUpTo(value, 1062882)),
        mergeRules: mostlyPartialRules(),
        startTileSpawns: spawns243.map((s) => [s.tile, s.weight]),
        winConditions: [[5, 1]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text243),
        tileValueFunction: value,
        ...hints(2),
      });
    }
    return defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: tileTypes243(writtenUpTo(value243('@This 0', '@This 1'), 1062882)),
      mergeRules: [
        // 3^e + 3^e = 2·3^e.
        mergeRule({
          length: 2,
          cond: and(...same, eq(a.c(1), 1), eq(b.c(1), 1)),
          ordered: true,
          outputs: [[a.c(0), 2]],
          score: value243(a.c(0), 2),
          flags: [false, true],
        }),
        // 2·3^e + 2·3^e = 3^(e+1) + 3^e: both tiles stay free to merge again.
        mergeRule({
          length: 2,
          cond: and(...same, eq(a.c(1), 2), eq(b.c(1), 2)),
          ordered: false,
          outputs: [
            [[a.c(0), '+', 1], 1],
            [a.c(0), 1],
          ],
          score: value243(a.c(0), 3),
          flags: [false, false],
        }),
      ],
      startTileSpawns: spawns243.map((s) => [s.tile, s.weight]),
      winConditions: [[5, 1]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text243),
      tileValueFunction: value243('@This 0', '@This 1'),
      ...hints(2),
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 98 — Partial Absorb 377. A tile `[n]` is the Fibonacci number F(n + 2): [0] = 1, [1] = 2,
// [2] = 3, [3] = 5, …; [−1] = F(1) = 1 is the leftover of 2 + 2 + 2 = 5 + 1.

/** F(1), F(2), F(3), … = 1, 1, 2, 3, 5, …: tile [n] is entry n + 1. */
const FIB = linearRecurrence([1, 1], [1, 1]);

function fibValue(n: Expr): Expr {
  return tableLookup(FIB, n, 1);
}

const spawns377 = [
  { tile: [0], label: '1', weight: 95 },
  { tile: [2], label: '3', weight: 5 },
];

const text377: RulesText = {
  heading: 'Partial Absorb',
  title: 'Partial Absorb 377',
  paragraphs: [
    'Tiles are Fibonacci numbers (1, 2, 3, 5, 8, 13, …) and merge three at a time. Three 1s make a 3.',
    'Three equal larger tiles make two tiles: the Fibonacci number two steps up and the one two steps down, which add up to the same total (3 + 3 + 3 = 8 + 1, 8 + 8 + 8 = 21 + 3).',
    `Spawns: ${spawnText(spawns377)}.`,
    'Make a 377 tile to win.',
  ],
};

// The original's look: a colour per Fibonacci number up to 28657, then hues turning 6.5° per term
// with a lightness that swings every 9 terms; dark text up to 89, light text from 144.
export const PA377_TIERS = [
  '#ffffff',
  '#b3ffe8',
  '#52ffcb',
  '#00ff99',
  '#00c777',
  '#008b53',
  '#008b00',
  '#00e200',
  '#4aff4a',
  '#94ff94',
  '#8ac4ff',
  '#50a8ff',
  '#0180ff',
  '#0055a9',
  '#0030a9',
  '#2d0087',
  '#1a004f',
  '#3d004f',
  '#750099',
  '#c300ff',
  '#d85aff',
  '#e591ff',
];

function tileTypes377(text: Expr): Value[] {
  const light = '#dddbe1';
  const background = hsla(
    [6.5, '*', '@This 0', '+', 157],
    [0.99, '^', ['@This 0', '-', 22], '*', 100],
    ['@This 0', '-', 21, '%', 9, '*', -1, '+', 4, 'abs', '*', 10, '+', 30],
  );
  return [...tableRows(text, runTable(0, PA377_TIERS, ['#2d2b31', light], 10)), row(true, text, background, light)];
}

/** 98 — Partial Absorb 377. */
export const modePartialAbsorb377: ModePlugin = builtinMode({
  id: 'pc.partial-absorb-377',
  size: 6,
  name: 'Partial Absorb 377',
  description: 'Fibonacci numbers merging three at a time into two tiles',
  page: 4,
  category: 'Partial Absorb',
  rules: plainRules(text377),
  options: [
    {
      id: 'twoOnes',
      label: 'Two 1s make a 2 (233)',
      type: 'boolean',
      default: false,
      help: 'Partial Absorb 233: two 1s make a 2, three 2s make a 5 and a 1. Spawns 1 (90%), 2 (10%); make a 233 tile.',
    },
  ],
  recreates: [{ modeId: '98' }],
  optionsFromModeVars: (mv): OptionValues => (mv[0] === true ? { twoOnes: true } : {}),
  build: (o) => {
    const t = tilesFrom(0, 3);
    const n = t[0]!.c(0);
    if (optBool(o, 'twoOnes', false))
      return defaultMode({
        width: 6,
        height: 6,
        tileTypes: tileTypes377(writtenUpTo(fibValue('@This 0'), 28657)),
        mergeRules: [
          // 1 + 1 = 2; 2 + 2 + 2 = 5 + 1.
          mergeRule({
            length: 2,
            cond: and(eq(t[0]!.c(0), 0), eq(t[1]!.c(0), 0)),
            ordered: true,
            outputs: [[1]],
            score: 2,
            flags: [false, true],
          }),
          mergeRule({
            length: 3,
            cond: and(...t.map((x) => eq(x.c(0), 1))),
            ordered: true,
            outputs: [[3], [0]],
            score: 6,
            flags: [false, false, true],
          }),
          // F + F + F = the term two up + the term two down.
          mergeRule({
            length: 3,
            cond: and(...sameComponent(t, 0), [n, '>', 1]),
            ordered: true,
            outputs: [[[n, '+', 2]], [[n, '-', 2]]],
            score: [fibValue(n), '*', 3],
            flags: [false, false, true],
          }),
        ],
        startTileSpawns: [
          [[0], 90],
          [[1], 10],
        ],
        winConditions: [[11]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text377),
        tileValueFunction: fibValue('@This 0'),
        ...hints(3),
      });
    return defaultMode({
      width: 6,
      height: 6,
      tileTypes: tileTypes377(writtenUpTo(fibValue('@This 0'), 28657)),
      mergeRules: [
        // 1 + 1 + 1 = 3.
        mergeRule({
          length: 3,
          cond: and(...t.map((x) => eq(x.c(0), 0))),
          ordered: true,
          outputs: [[2]],
          score: 3,
          flags: [false, true, true],
        }),
        // F + F + F = the term two up + the term two down.
        mergeRule({
          length: 3,
          cond: and(...sameComponent(t, 0)),
          ordered: true,
          outputs: [[[n, '+', 2]], [[n, '-', 2]]],
          score: [fibValue(n), '*', 3],
          flags: [false, false, true],
        }),
      ],
      startTileSpawns: spawns377.map((s) => [s.tile, s.weight]),
      winConditions: [[12]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text377),
      tileValueFunction: fibValue('@This 0'),
      ...hints(3),
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 35 — Partial Absorb 257. A tile `[n]` is 2^n + 1 for n ≥ 0 (2, 3, 5, 9, 17, …); [−1] is 1.

function value257(n: Expr): Expr {
  return [2, '^', n, '+', 1, '@if', [n, '=', -1], '2nd', 1];
}

const spawns257 = [
  { tile: [-1], label: '1', weight: 95 },
  { tile: [0], label: '2', weight: 5 },
];

const text257: RulesText = {
  heading: 'Partial Absorb',
  title: 'Partial Absorb 257',
  paragraphs: [
    'Tiles are 1 and the numbers one above a power of 2: 2, 3, 5, 9, 17, 33, …',
    'Two 1s make a 2. Two equal larger tiles make the next tile and a leftover 1 (3 + 3 = 5 + 1, 9 + 9 = 17 + 1); the leftover can keep merging. A merge scores the new tile minus 2.',
    `Spawns: ${spawnText(spawns257)}.`,
    'Make a 257 tile to win.',
  ],
};

// The original's look: a colour per tile up to 2^19 ± 1, then hues turning 15° per tile while the
// tiles darken; dark text on the early tiles, light text later.
const PA257_TIERS = [
  '#ffffff',
  '#b6afff',
  '#9086ff',
  '#6a5cfc',
  '#3624ff',
  '#7c24ff',
  '#bb00ff',
  '#ee00ff',
  '#ffb0d4',
  '#ff84bb',
  '#ff5ca5',
  '#ff3590',
  '#ff0073',
  '#ffa078',
  '#ff7a41',
  '#ff4d00',
  '#d33f00',
  '#8d2a00',
  '#ffbe5c',
  '#ff9900',
  '#c67700',
];
const PA255_TIERS = [
  '#ffffff',
  '#d8ffb6',
  '#a7ff5a',
  '#77ff00',
  '#00ff33',
  '#00ff9d',
  '#00ffd9',
  '#dba6ff',
  '#c671ff',
  '#b23eff',
  '#9900ff',
  '#ff9ed0',
  '#ff62b3',
  '#ff2b99',
  '#e90079',
  '#9d0051',
  '#ff7b4f',
  '#ff4000',
  '#bf3000',
];

function tileTypes257(text: Expr, minusOne: boolean): Value[] {
  const light = minusOne ? '#f5eff7' : '#f9f2f5';
  const table = minusOne
    ? [[[-1], '#000000', '#8b9a88'] as TableLook, ...runTable(1, PA255_TIERS, ['#746577', light], 8)]
    : runTable(-1, PA257_TIERS, ['#52464e', light], 7);
  const background = hsla([15, '*', '@This 0', '-', minusOne ? 265 : 250], 100, [
    0.9,
    '^',
    ['@This 0', '-', 20],
    '*',
    36,
  ]);
  return [...tableRows(text, table), row(true, text, background, light)];
}

/** 255: a tile `[n]` is 2^n − 1 for n ≥ 1 (1, 3, 7, 15, …); [−1] is −1, the leftover of a 2-tile merge. */
function value255(n: Expr): Expr {
  return [2, '^', n, '-', 1, '@if', [n, '=', -1], '2nd', -1];
}

/** The 257 rules with three-tile merges: 1 + 1 = 2, 2 + 2 + 2 = 3 + 3, then x + x + x = next + previous + previous. */
function rules257ThreeTile(): Value[] {
  const t = tilesFrom(0, 3);
  const n = t[0]!.c(0);
  const same = and(...sameComponent(t, 0));
  return [
    mergeRule({
      length: 2,
      cond: and(eq(t[0]!.c(0), -1), eq(t[1]!.c(0), -1)),
      ordered: true,
      outputs: [[0]],
      score: 2,
      flags: [false, true],
    }),
    mergeRule({
      length: 3,
      cond: and(same, eq(n, 0)),
      ordered: true,
      outputs: [[1], [1]],
      score: 6,
      flags: [false, false, true],
    }),
    mergeRule({
      length: 3,
      cond: and(same, [n, '>', 0]),
      ordered: true,
      outputs: [[[n, '+', 1]], [[n, '-', 1]], [[n, '-', 1]]],
      score: value257([n, '+', 1]),
      flags: [false, false, false],
    }),
  ];
}

/** 255, two tiles: x + x = next + (−1); a 1 and a −1 cancel out. */
function rules255TwoTile(): Value[] {
  const t = tilesFrom(0, 2);
  const n = t[0]!.c(0);
  return [
    mergeRule({
      length: 2,
      cond: and(eq(t[0]!.c(0), 1), eq(t[1]!.c(0), -1)),
      ordered: false,
      outputs: [],
      score: 0,
      flags: [true, true],
    }),
    mergeRule({
      length: 2,
      cond: and(...sameComponent(t, 0), [n, '>', -1]),
      ordered: true,
      outputs: [[[n, '+', 1]], [-1]],
      score: [2, '^', [n, '+', 1], '-', 1],
      flags: [false, false],
    }),
  ];
}

/** 255, three tiles: 1 + 1 + 1 = 3; x + x + x = next + previous + previous. */
function rules255ThreeTile(): Value[] {
  const t = tilesFrom(0, 3);
  const n = t[0]!.c(0);
  const same = and(...sameComponent(t, 0));
  return [
    mergeRule({
      length: 3,
      cond: and(same, eq(n, 1)),
      ordered: true,
      outputs: [[2]],
      score: 3,
      flags: [false, true, true],
    }),
    mergeRule({
      length: 3,
      cond: and(same, [n, '>', 1]),
      ordered: true,
      outputs: [[[n, '+', 1]], [[n, '-', 1]], [[n, '-', 1]]],
      score: value255([n, '+', 1]),
      flags: [false, false, false],
    }),
  ];
}

/** 35 — Partial Absorb 257 (and 255). */
export const modePartialAbsorb257: ModePlugin = builtinMode({
  id: 'pc.partial-absorb-257',
  size: 5,
  name: 'Partial Absorb 257',
  description: 'Numbers 2^n + 1 where merges leave a 1 behind',
  page: 4,
  category: 'Partial Absorb',
  rules: plainRules(text257),
  options: [
    {
      id: 'minusOne',
      label: 'Numbers 2^n − 1 (255)',
      type: 'boolean',
      default: false,
      help: 'Tiles 1, 3, 7, 15, …: two equal tiles leave the next one and a −1, which cancels out with a 1. The original plays it on a 3×3 grid.',
    },
    {
      id: 'threeTiles',
      label: 'Three-tile merges',
      type: 'boolean',
      default: false,
      help: 'Three equal tiles make the next tile and two of the one before (3 + 3 + 3 = 5 + 2 + 2).',
    },
  ],
  recreates: [{ modeId: '35' }],
  // mv[0]: 2^n − 1 instead of 2^n + 1 (the original then shrinks the grid to 3×3 for two-tile merges); mv[1]: three-tile merges.
  optionsFromModeVars: (mv): OptionValues => ({
    ...(mv[0] === true ? { minusOne: true } : {}),
    ...(mv[1] === true ? { threeTiles: true } : {}),
    ...(mv[0] === true && mv[1] !== true ? { width: 3, height: 3 } : {}),
  }),
  build: (o) => {
    const minusOne = optBool(o, 'minusOne', false);
    const three = optBool(o, 'threeTiles', false);
    const t = tilesFrom(0, 2);
    const n = t[0]!.c(0);
    const value = minusOne ? value255('@This 0') : value257('@This 0');
    const spawns = minusOne
      ? [
          [[1], 95],
          [[2], 5],
        ]
      : spawns257.map((s) => [s.tile, s.weight]);
    const rules = minusOne
      ? three
        ? rules255ThreeTile()
        : rules255TwoTile()
      : three
        ? rules257ThreeTile()
        : [
            // 1 + 1 = 2.
            mergeRule({
              length: 2,
              cond: and(...t.map((x) => eq(x.c(0), -1))),
              ordered: true,
              outputs: [[0]],
              score: 2,
              flags: [false, true],
            }),
            // (2^n + 1) + (2^n + 1) = (2^(n+1) + 1) + 1.
            mergeRule({
              length: 2,
              cond: and(...sameComponent(t, 0), [n, '>', -1]),
              ordered: true,
              outputs: [[[n, '+', 1]], [-1]],
              score: [2, '^', [n, '+', 1], '-', 1],
              flags: [false, false],
            }),
          ];
    return defaultMode({
      width: 5,
      height: 5,
      tileTypes: tileTypes257(writtenUpTo(value, minusOne ? 524287 : 524289), minusOne),
      mergeRules: rules,
      startTileSpawns: spawns,
      winConditions: [[8]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text257),
      tileValueFunction: value,
      ...hints(three ? 3 : 2),
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 36 — Partial Absorb 270. A tile `[a, b, c]` is (2^g − 1)^a × (2^g + 1)^b × 2^c, where g (the
// number of doublings between splits, game variable 1) is 2: 3^a × 5^b × 2^c. Game variable 0 is
// the structure setting (0 = the two-dimensional default).

const G = '@GVar 1';

function value270(a: Expr, b: Expr, c: Expr): Expr {
  return [[2, '^', G, '-', 1, '^', a], '*', [2, '^', G, '+', 1, '^', b], '*', [2, '^', c]];
}

const text270: RulesText = {
  heading: 'Partial Absorb',
  title: 'Partial Absorb 270',
  paragraphs: [
    'Tiles are 3^a × 5^b × 2^c. Two equal tiles merge into their double, but only twice in a row: a tile that is already a multiple of 4 (of its 3s and 5s) splits instead.',
    'When two equal multiples of 4 meet, the tile that is hit absorbs only a quarter of the other: x + x leaves 5x/4 and 3x/4 (4 + 4 = 5 + 3, 20 + 20 = 25 + 15). Both tiles can keep merging.',
    'Spawns: 1 (100%).',
    'Make a 270 tile to win.',
  ],
};

/**
 * The win tile for g doublings between splits: the tile [a, b, c] (each at least 1) whose value is
 * nearest 256 (270 for g = 2, 252 for g = 3, as the original's).
 */
function winTile270(g: number): number[] {
  const p = 2 ** g - 1;
  const q = 2 ** g + 1;
  let best = [1, 1, 1];
  let bestGap = Infinity;
  // At most 12 steps each (2^12 = 4096): a factor of 0 or 1 (g ≤ 1) would never pass the bound.
  for (let a = 1; a <= 12 && p ** a <= 4096; a++)
    for (let b = 1; b <= 12 && p ** a * q ** b <= 4096; b++)
      for (let c = 1; c <= 12 && p ** a * q ** b * 2 ** c <= 4096; c++) {
        const gap = Math.abs(p ** a * q ** b * 2 ** c - 256);
        if (gap < bestGap) [best, bestGap] = [[a, b, c], gap];
      }
  return best;
}

/** Three-tile merges: tiles p^a·q^b·3^c with p, q = (3^(g+1) ∓ 1) / 2, tripling g times before a split. */
function value270ThreeTile(a: Expr, b: Expr, c: Expr): Expr {
  return [
    [3, '^', G, '*', 3, '-', 1, '/', 2, '^', a],
    '*',
    [3, '^', G, '*', 3, '+', 1, '/', 2, '^', b],
    '*',
    [3, '^', c],
  ];
}

/** The one-dimensional setting ("Partial Absorb 320"): tiles [e, m] = 2^e·m, m ∈ {2, 3, 5}, three equal tiles at a time. */
function rules320(): Value[] {
  const t = tilesFrom(0, 3);
  const e = t[0]!.c(0);
  const m = t[0]!.c(1);
  const same = and(...sameComponent(t, 0), ...sameComponent(t, 1));
  const triple = (k: number, outputs: Value[]): Value =>
    mergeRule({
      length: 3,
      cond: and(same, eq(m, k)),
      ordered: true,
      outputs,
      score: [2, '^', e, '*', 3 * k],
      flags: [false, false, true],
    });
  return [
    // 2 + 2 + 2 = 3 + 3; 3 + 3 + 3 = 5 + 4; 5 + 5 + 5 = 12 + 3 (times 2^e).
    triple(2, [
      [e, 3],
      [e, 3],
    ]),
    triple(3, [
      [e, 5],
      [[e, '+', 1], 2],
    ]),
    triple(5, [
      [[e, '+', 2], 3],
      [e, 3],
    ]),
  ];
}

// The original's look for 270: the hue follows the share of (2^g + 1) factors among the odd
// factors, the lightness how many there are (white text on the dark early tiles, black on the light
// later ones), and a grey band shows how many doublings (c of g) the tile has had.
function tileTypes270(text: Expr, three: boolean): Value[] {
  const [a, b, c] = ['@This 0', '@This 1', '@This 2'];
  const odd: Expr = [a, '+', b];
  const hue: Expr = [-300, '*', b, '/', odd, '+', three ? 150 : 120, '+', [G, '-', three ? 1 : 2, '*', 131]];
  const extras = {
    sizes: [2, 0] as const,
    addons: [primeImage(['@linear-gradient', '#0000', hsla(0, 0, [c, '*', 100, '/', G], 0.75), '#0000'])],
  };
  return [
    row([a, '+', b, '=', 0], text, '#000000', '#ffffff', extras),
    row([a, '+', b, '<', 4], text, hsla(hue, 100, [a, '+', b, '*', 12.5]), '#ffffff', extras),
    row(
      [a, '+', b, '>=', 4],
      text,
      hsla(hue, 100, [0.75, '^', [a, '+', b, '-', 4], '*', -45, '+', 95]),
      '#000000',
      extras,
    ),
  ];
}

/** One-dimensional 270 (tiles [t, m], 2^t × m with m ∈ {2, 3, 5}): backgrounds of 2·2^t, 3·2^t, 5·2^t. */
const PA270_LINE_TIERS = [
  ['#79ff94', '#00ff33', '#00a120'],
  ['#c7ff6e', '#9dff00', '#619e00'],
  ['#f8ff7b', '#f2ff00', '#9da500'],
  ['#ffef77', '#ffe100', '#ad9900'],
  ['#ffd16e', '#ffae00', '#9e6c00'],
  ['#ffae67', '#ff7700', '#a34c00'],
  ['#ff7d55', '#ff3c00', '#9f2500'],
  ['#ff5e7b', '#ff002f', '#9e001d'],
  ['#ff5fc2', '#ff009d', '#a30065'],
  ['#ff85ff', '#ff00ff', '#a200a2'],
  ['#e476ff', '#cc00ff', '#8200a2'],
  ['#a35cff', '#6f00ff', '#45009f'],
  ['#6e6eff', '#0000ff', '#00008f'],
  ['#5a9fff', '#006aff', '#0046a9'],
  ['#79d5ff', '#00aeff', '#006d9f'],
  ['#8af5ff', '#00eaff', '#009ba9'],
  ['#90fff0', '#00ffdd', '#00a993'],
];

function tileTypes270Line(text: Expr): Value[] {
  const ms = [2, 3, 5];
  const colors = ['#3b3338', '#3b3338', '#f1e1eb'];
  const lightness = [70, 50, 30];
  const formula = (l: number): Expr =>
    hsla([-21.5, '*', '@This 0', '+', 505.5], [0.985, '^', ['@This 0', '-', 17], '*', 70], l);
  return [
    ...tableRows(
      text,
      tierColumns(PA270_LINE_TIERS, colors, (t, k) => [t, ms[k]!]),
    ),
    ...ms.map((m, k) => row(['@This 1', '=', m], text, formula(lightness[k]!), colors[k]!)),
  ];
}

/** 36 — Partial Absorb 270. */
export const modePartialAbsorb270: ModePlugin = builtinMode({
  id: 'pc.partial-absorb-270',
  size: 6,
  name: 'Partial Absorb 270',
  description: 'Doubling twice, then splitting into 5x/4 and 3x/4',
  page: 4,
  category: 'Partial Absorb',
  rules: plainRules(text270),
  options: [
    {
      id: 'structure',
      label: 'Structure',
      type: 'choice',
      default: 'twoD',
      choices: [
        { value: 'twoD', label: 'Two-dimensional (270)' },
        { value: 'oneD', label: 'One-dimensional (320)' },
      ],
      help: 'One-dimensional: tiles 2^e × 2, 3 or 5; three equal tiles make 3 + 3 from 2s, 5 + 4 from 3s, 12 + 3 from 5s.',
    },
    {
      id: 'splitAfter',
      label: 'Merges between splits',
      type: 'number',
      default: 2,
      min: 1,
      max: 8,
      step: 1,
      help: 'How many times equal tiles double (or triple) before their next merge splits.',
    },
    {
      id: 'threeTiles',
      label: 'Three-tile merges',
      type: 'boolean',
      default: false,
      help: 'Three equal tiles merge: they triple, and a split leaves thirds instead of halves.',
    },
  ],
  recreates: [{ modeId: '36' }],
  // mv[0]: structure (0 two-dimensional, 1 one-dimensional); mv[1]: merges between splits; mv[2]: three-tile merges.
  optionsFromModeVars: (mv): OptionValues => ({
    ...(mv[0] === 1 ? { structure: 'oneD', width: 8, height: 8 } : {}),
    ...(typeof mv[1] === 'number' && Number.isInteger(mv[1]) && mv[1] >= 1 && mv[1] <= 8 ? { splitAfter: mv[1] } : {}),
    ...(mv[2] === true && mv[0] !== 1 ? { threeTiles: true, width: 7, height: 7 } : {}),
  }),
  build: (o) => {
    const g = Math.min(Math.max(1, Math.round(optNumber(o, 'splitAfter', 2))), 8);
    if (optString(o, 'structure', 'twoD') === 'oneD') {
      const value: Expr = [2, '^', '@This 0', '*', '@This 1'];
      return defaultMode({
        width: 6,
        height: 6,
        tileNumAmount: 2,
        // The original's table writes tiers 0–16 out (12288, not 12,288).
        tileTypes: tileTypes270Line(writtenWhen(value, ['@This 0', '<=', 16])),
        mergeRules: rules320(),
        startTileSpawns: [
          [[0, 2], 85],
          [[0, 3], 15],
        ],
        startGameVars: [0, g],
        winConditions: [[6, 5]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text270),
        tileValueFunction: value,
        ...hints(3),
      });
    }
    const three = optBool(o, 'threeTiles', false);
    const len = three ? 3 : 2;
    const t = tilesFrom(0, len);
    const [a, b, c] = [0, 1, 2].map((k) => t[0]!.c(k)) as [Expr, Expr, Expr];
    const same = [0, 1, 2].flatMap((k) => sameComponent(t, k));
    const value3 = three ? value270ThreeTile : value270;
    const score: Expr = [value3(a, b, c), '*', len];
    const rest = new Array<boolean>(len - 1).fill(true);
    return defaultMode({
      width: 6,
      height: 6,
      tileNumAmount: 3,
      tileTypes: tileTypes270(value3('@This 0', '@This 1', '@This 2'), three),
      mergeRules: [
        // Fewer than g doublings (triplings) so far: x + x = 2x.
        mergeRule({
          length: len,
          cond: and(...same, [c, '<', G]),
          ordered: true,
          outputs: [[a, b, [c, '+', 1]]],
          score,
          flags: [false, ...rest],
        }),
        // x + x = (2^g + 1)x / 2^g + (2^g − 1)x / 2^g (thirds likewise).
        mergeRule({
          length: len,
          cond: and(...same, [c, '>=', G]),
          ordered: true,
          outputs: [
            [a, [b, '+', 1], [c, '-', G]],
            [[a, '+', 1], b, [c, '-', G]],
          ],
          score,
          flags: [false, false],
        }),
      ],
      startTileSpawns: [[[0, 0, 0], 1]],
      startGameVars: [0, g],
      winConditions: [three && g === 1 ? [3, 1, 0] : winTile270(g)],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text270),
      tileValueFunction: value3('@This 0', '@This 1', '@This 2'),
      ...hints(len),
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 62 — Partial Absorb 361, "Square Numbers". A tile `[r]` is r²; the 2 is stored as r = 1.5 (its
// square rounded).

function squareValue(r: Expr): Expr {
  return [r, '^', 2, 'round', 1];
}

const spawns361 = [
  { tile: [1], label: '1', weight: 85 },
  { tile: [1.5], label: '2', weight: 10 },
  { tile: [2], label: '4', weight: 5 },
];

const text361: RulesText = {
  heading: 'Square Numbers',
  title: 'Partial Absorb 361',
  paragraphs: [
    'Tiles are square numbers (and 2). 1 + 1 = 2 and 2 + 2 = 4; a 1 and two 4s make a 9.',
    'From then on a 4 pushes two neighbouring squares apart: 4 with n² and (n + 1)² (in any order) leaves (n + 2)² and (n − 1)², since 4 + n² + (n + 1)² = (n + 2)² + (n − 1)². For example 4 + 4 + 9 = 16 + 1 and 4 + 9 + 16 = 25 + 4.',
    `Spawns: ${spawnText(spawns361)}.`,
    'Make a 361 tile to win.',
  ],
};

// The original's look for 361: 1 black and 4 grey, then radial gradients of three close colours
// whose hue turns 38° back per square, with black text.
function tileTypes361(text: Expr): Value[] {
  const r = '@This 0';
  const at = (k: Expr): Expr =>
    hsla(
      [-38, '*', k, '+', 30],
      [k, '%', 320, '-', 160, 'abs', '/', 2, '+', 20],
      [k, '%', 81, '-', 40, 'abs', '*', -1.5, '+', 80],
    );
  return [
    row([1], text, '#000000', '#f8e2db'),
    row([1.5], text, '#666666', '#f8e2db'),
    row(true, text, ['@radial-gradient', at(r), at([r, '*', 0.99]), at([r, '*', 0.9899])], '#000000'),
  ];
}

/** 62 — Partial Absorb 361. */
export const modePartialAbsorb361: ModePlugin = builtinMode({
  id: 'pc.partial-absorb-361',
  size: 5,
  name: 'Partial Absorb 361',
  description: 'Square numbers: a 4 moves two neighbouring squares apart',
  page: 4,
  category: 'Square Numbers',
  rules: plainRules(text361),
  options: [
    {
      id: 'triangular',
      label: 'Triangular numbers (378)',
      type: 'boolean',
      default: false,
      help: 'Partial Absorb 378: three 1s make a 3, two 3s a 6; two equal larger tiles and a 1 make the next and the previous triangular numbers. Make a 378 tile.',
    },
  ],
  recreates: [{ modeId: '62' }],
  optionsFromModeVars: (mv): OptionValues => (mv[0] === true ? { triangular: true } : {}),
  build: (o) => {
    const [x, y, z] = tilesFrom(0, 3).map((t) => t.c(0)) as [Expr, Expr, Expr];
    if (optBool(o, 'triangular', false)) {
      // Tile [n] is the triangular number n(n + 1) / 2.
      const tri = (n: Expr): Expr => [n, '*', [n, '+', 1], '/', 2];
      return defaultMode({
        width: 5,
        height: 5,
        tileTypes: triangularTileTypes(tri('@This 0')),
        mergeRules: [
          mergeRule({
            length: 3,
            cond: and(eq(x, 1), eq(y, 1), eq(z, 1)),
            ordered: true,
            outputs: [[2]],
            score: 3,
            flags: [false, true, true],
          }),
          mergeRule({
            length: 2,
            cond: and(eq(x, 2), eq(y, 2)),
            ordered: true,
            outputs: [[3]],
            score: 6,
            flags: [false, true],
          }),
          // T(n) + T(n) + 1 = T(n + 1) + T(n − 1) (any order).
          mergeRule({
            length: 3,
            cond: and([x, '>', 2], eq(x, y), eq(z, 1)),
            ordered: false,
            outputs: [[[x, '+', 1]], [[x, '-', 1]]],
            score: tri([x, '+', 1]),
            flags: [false, false, true],
          }),
        ],
        startTileSpawns: [
          [[1], 95],
          [[2], 5],
        ],
        winConditions: [[27]],
        winRequirement: 1,
        gameplayRulesText: gameplayRules(text361),
        tileValueFunction: tri('@This 0'),
        ...hints(3),
      });
    }
    const rules: Value[] = [
      mergeRule({
        length: 2,
        cond: and(eq(x, 1), eq(y, 1)),
        ordered: true,
        outputs: [[1.5]],
        score: 2,
        flags: [false, true],
      }),
      mergeRule({
        length: 2,
        cond: and(eq(x, 1.5), eq(y, 1.5)),
        ordered: true,
        outputs: [[2]],
        score: 4,
        flags: [false, true],
      }),
      // 4 + 1 + 4 = 9 (any order).
      mergeRule({
        length: 3,
        cond: and(eq(x, 2), eq(y, 1), eq(z, 2)),
        ordered: false,
        outputs: [[3]],
        score: 9,
        flags: [false, true, true],
      }),
      // 4 + (n + 1)² + n² = (n + 2)² + (n − 1)² (any order).
      mergeRule({
        length: 3,
        cond: and(eq(x, 2), eq([y, '-', 1], z)),
        ordered: false,
        outputs: [[[y, '+', 1]], [[z, '-', 1]]],
        score: [[y, '+', 1], '^', 2],
        flags: [false, false, true],
      }),
    ];
    return defaultMode({
      width: 5,
      height: 5,
      tileTypes: tileTypes361(squareValue('@This 0')),
      mergeRules: rules,
      startTileSpawns: spawns361.map((s) => [s.tile, s.weight]),
      winConditions: [[19]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text361),
      tileValueFunction: squareValue('@This 0'),
      ...hints(3),
    });
  },
});
