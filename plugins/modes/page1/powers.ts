// Page 1 modes 2–11 and 16–22: powers of n reached through intermediate multipliers
// (catalog-modes.md, Page 1). Each entry states the mode's facts; power-mode.ts builds it.
import type { ModePlugin } from '../../../src/plugins/kit.ts';
import { optBool } from '../shared/mode-kit.ts';
import * as L from './looks.ts';
import * as T from './looks-table.ts';
import { powerModePlugin, type PowerModeDecl, type PowerSpawn } from './power-mode.ts';
import * as R from './recipes.ts';

const fixed =
  (recipes: R.RecipeSet, spawns: readonly PowerSpawn[]): PowerModeDecl['configure'] =>
  () => ({ recipes, spawns });

export const mode2187 = powerModePlugin({
  modeId: '2',
  key: '2187',
  look: { table: T.TABLE_2187, tones: L.TONES_2187 },
  title: '2187',
  heading: 'Powers of 3',
  description: 'Two equal tiles merge into their double; a tile and its double merge into the next power of 3.',
  size: 4,
  win: [7, 1],
  configure: fixed(R.POWERS_OF_3, [
    [0, 1, 85],
    [0, 2, 10],
    [1, 1, 5],
  ]),
});

export const mode1024 = powerModePlugin({
  modeId: '3',
  key: '1024',
  look: { table: T.TABLE_1024, tones: L.TONES_1024 },
  title: '1024',
  heading: 'Powers of 4',
  description: 'Three equal tiles merge into their triple; a tile and its triple merge into the next power of 4.',
  size: 5,
  win: [5, 1],
  configure: fixed(R.POWERS_OF_4, [
    [0, 1, 85],
    [0, 3, 10],
    [1, 1, 5],
  ]),
});

export const mode3125 = powerModePlugin({
  modeId: '4',
  key: '3125',
  look: { table: T.TABLE_3125, tones: L.TONES_3125 },
  title: '3125',
  heading: 'Powers of 5',
  description: 'Two tiles that are multiples of the same power of 5 merge when their multipliers add up to at most 5.',
  size: 4,
  win: [5, 1],
  options: [
    {
      id: 'threePlusOne',
      label: '3 + 1 merges allowed',
      type: 'boolean',
      default: true,
      help: 'When off, a pair making 4 must be 2 + 2, and 3s and 4s spawn equally often.',
    },
  ],
  optionsFromModeVars: (mv) => ({ threePlusOne: mv[0] !== false }),
  configure: (o) => {
    const threePlusOne = optBool(o, 'threePlusOne', true);
    return {
      recipes: R.powersOf5(threePlusOne),
      spawns: threePlusOne
        ? [
            [0, 1, 80],
            [0, 2, 8],
            [0, 3, 6],
            [0, 4, 4],
            [1, 1, 2],
          ]
        : [
            [0, 1, 80],
            [0, 2, 10],
            [0, 3, 4],
            [0, 4, 4],
            [1, 1, 2],
          ],
    };
  },
});

export const mode1296 = powerModePlugin({
  modeId: '5',
  key: '1296',
  look: { table: T.TABLE_1296, tones: L.TONES_1296 },
  title: '1296',
  heading: 'Powers of 6',
  description:
    'Three equal tiles make their triple and two make their double (the longer merge wins); two 3× or three 2× tiles make the next power of 6.',
  size: 5,
  win: [4, 1],
  configure: fixed(R.POWERS_OF_6, [
    [0, 1, 80],
    [0, 2, 12],
    [0, 3, 6],
    [1, 1, 2],
  ]),
});

export const mode2401 = powerModePlugin({
  modeId: '6',
  key: '2401',
  look: { table: T.TABLE_2401, tones: L.TONES_2401 },
  title: '2401',
  heading: 'Powers of 7',
  description:
    'Three equal tiles make their triple, two make their double; two 2× tiles make 4×, and 3× + 4× make the next power of 7.',
  size: 5,
  win: [4, 1],
  configure: fixed(R.POWERS_OF_7, [
    [0, 1, 80],
    [0, 2, 10],
    [0, 3, 5],
    [0, 4, 5],
  ]),
});

export const mode4096 = powerModePlugin({
  modeId: '7',
  key: '4096',
  look: { table: T.TABLE_4096, tones: L.TONES_4096 },
  title: '4096',
  heading: 'Powers of 8',
  description: 'Multipliers climb like Fibonacci numbers: 1+1 → 2, 1+2 → 3, 2+3 → 5, 3+5 → the next power of 8.',
  size: 4,
  win: [4, 1],
  configure: fixed(R.POWERS_OF_8, [
    [0, 1, 85],
    [0, 2, 8],
    [0, 3, 5],
    [0, 5, 2],
  ]),
});

export const mode6561 = powerModePlugin({
  modeId: '8',
  key: '6561',
  look: { table: T.TABLE_6561, tones: L.TONES_6561 },
  title: '6561',
  heading: 'Powers of 9',
  description:
    'Four equal tiles merge into their quadruple; a tile and two of its quadruples make the next power of 9.',
  size: 6,
  win: [4, 1],
  configure: fixed(R.POWERS_OF_9, [
    [0, 1, 95],
    [0, 4, 5],
  ]),
});

export const mode1000 = powerModePlugin({
  modeId: '9',
  key: '1000',
  look: { table: T.TABLE_1000, tones: L.TONES_1000 },
  title: '1000',
  heading: 'Powers of 10',
  description: 'Like coins: 1+1 → 2, 1+2+2 → 5, 5+5 → the next power of 10.',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_10, [
    [0, 1, 85],
    [0, 2, 12],
    [0, 5, 3],
  ]),
});

export const mode1331 = powerModePlugin({
  modeId: '10',
  key: '1331',
  look: { table: T.TABLE_1331, tones: L.TONES_1331 },
  title: '1331',
  heading: 'Powers of 11',
  description: '1+1 → 2 and 1+2 → 3; 1+2+3 → 6 and 2+3+6 → the next power of 11 (a three-tile merge goes first).',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_11, [
    [0, 1, 80],
    [0, 2, 12],
    [0, 3, 6],
    [0, 6, 2],
  ]),
});

export const mode1728 = powerModePlugin({
  modeId: '11',
  key: '1728',
  look: { table: T.TABLE_1728, tones: L.TONES_1728 },
  title: '1728',
  heading: 'Powers of 12',
  description:
    'Lines of 2, 3 or 4 equal tiles merge when their total is 2, 3, 4, 6 or 12 times the power; longer lines go first.',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_12, [
    [0, 1, 80],
    [0, 2, 10],
    [0, 3, 5],
    [0, 4, 5],
  ]),
});

export const mode2197 = powerModePlugin({
  modeId: '16',
  key: '2197',
  look: { table: T.TABLE_2197, tones: L.TONES_2197 },
  title: '2197',
  heading: 'Powers of 13',
  description: '1+1 → 2, 1+2 → 3, 1+3 → 4, 2+4 → 6, 3+6 → 9, 4+9 → the next power of 13.',
  size: 4,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_13, [
    [0, 1, 85],
    [0, 2, 8],
    [0, 3, 5],
    [0, 4, 2],
  ]),
});

export const mode3375 = powerModePlugin({
  modeId: '17',
  key: '3375',
  look: { table: T.TABLE_3375, tones: L.TONES_3375 },
  title: '3375',
  heading: 'Powers of 15',
  description: '1+1 → 2, 2+2 → 4, 4+4 → 8, 1+8 → 9, 2+9 → 11, 4+11 → the next power of 15.',
  size: 4,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_15, [
    [0, 1, 85],
    [0, 2, 12],
    [0, 4, 3],
  ]),
});

export const mode4913 = powerModePlugin({
  modeId: '18',
  key: '4913',
  look: { table: T.TABLE_4913, tones: L.TONES_4913 },
  title: '4913',
  heading: 'Powers of 17',
  description: 'Every merge takes three tiles: 1+1+1 → 3, 1+1+3 → 5, 1+5+5 → 11, 1+5+11 → the next power of 17.',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_17, [
    [0, 1, 90],
    [0, 3, 7],
    [0, 5, 3],
  ]),
});

export const mode8000 = powerModePlugin({
  modeId: '19',
  key: '8000',
  look: { table: T.TABLE_8000, tones: L.TONES_8000 },
  title: '8000',
  heading: 'Powers of 20',
  description: '1+1 → 2, 2+2+2 → 6, 6+6 → 12, 2+6+12 → the next power of 20.',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_20, [
    [0, 1, 90],
    [0, 2, 9],
    [0, 6, 1],
  ]),
});

export const mode9261 = powerModePlugin({
  modeId: '20',
  key: '9261',
  look: { table: T.TABLE_9261, tones: L.TONES_9261 },
  title: '9261',
  heading: 'Powers of 21',
  description:
    'Two or three tiles of one power merge when their multipliers add up to a triangular number (3, 6, 10, 15) or to 21, the next power.',
  size: 5,
  win: [3, 1],
  configure: fixed(R.POWERS_OF_21, [
    [0, 1, 95],
    [0, 3, 4],
    [0, 6, 1],
  ]),
});

/** 625: the step k stands for 2^k (k ≥ 0) or 3^|k| (k < 0). */
const POWERS_OF_25: R.RecipeSet = {
  base: 25,
  steps: [0, 1, 2, 3, 4, -1, -2],
  recipes: [
    ...[0, 1, 2, 3].map((k) => ({ inputs: [k, k], output: k + 1 })),
    ...[0, -1].map((k) => ({ inputs: [k, k, k], output: k - 1 })),
    { inputs: [-2, 4], output: 'next' as const },
  ],
  guard: 'longer',
};

export const mode625 = powerModePlugin({
  modeId: '21',
  key: '625',
  look: { table: T.TABLE_625, tones: L.TONES_625 },
  title: '625',
  heading: 'Powers of 25',
  description:
    'Two equal tiles double (up to 16), three equal 1s or 3s triple (up to 9); 9 + 16 makes the next power of 25.',
  size: 5,
  win: [2, 0],
  multiplier: (k) => (k >= 0 ? 2 ** k : 3 ** -k),
  unit: 0,
  configure: fixed(POWERS_OF_25, [
    [0, 0, 90],
    [0, 1, 5],
    [0, -1, 5],
  ]),
});

export const mode900 = powerModePlugin({
  modeId: '22',
  key: '900',
  look: L.rows900,
  title: '900',
  heading: 'Powers of 30',
  description:
    'A run of exactly 2, 3 or 5 equal tiles merges into 2, 3 or 5 times the tile, as long as that still divides the next power of 30; longer runs do not merge.',
  size: 7,
  win: [2, 1],
  configure: fixed(R.POWERS_OF_30, [[0, 1, 100]]),
});

export const powerModes: readonly ModePlugin[] = [
  mode2187,
  mode1024,
  mode3125,
  mode1296,
  mode2401,
  mode4096,
  mode6561,
  mode1000,
  mode1331,
  mode1728,
  mode2197,
  mode3375,
  mode4913,
  mode8000,
  mode9261,
  mode625,
  mode900,
];
