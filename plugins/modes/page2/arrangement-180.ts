// Arrangement 180 (the original's 180 with `mv[0]` = 4, a secret): tiles do not merge in lines;
// instead, at the end of every move that moved something (our `EndMovement` script, after the
// slides and before the spawn), equal tiles standing in a pattern merge into the pattern's centre.
// No recording plays it, so these rules are ours (docs/plugins.md):
// - a pattern is the centre cell plus offsets from it, drawn as for a move up; when it rotates with
//   the move it is turned so its top faces the move (right: a quarter turn clockwise, down: a half
//   turn, left: a quarter turn anticlockwise; any other direction uses it as drawn);
// - placements are tried centre by centre, row by row from the top, left to right; a placement
//   whose cells all hold tiles equal to the centre's merges: the centre becomes k times as large
//   (k = the pattern's cell count), the other cells empty, the score grows by the new value (as 180
//   scores a merge: the tile's value times the tiles merged);
// - a cell takes part in one merge per move (later placements that overlap a merged centre are
//   skipped; the emptied cells hold nothing equal anyway);
// - k must keep tiles 5-smooth (2, 3, 4, 5, 6, 8, 9, 10, … cells), since tiles are 2^a·3^b·5^c.
import { PluginError, type Value } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';

/** A cell relative to the centre: [rows down, columns right]. */
export type Offset = readonly [number, number];

/** Our presets (the original's preset list is not recorded). Offsets exclude the centre. */
export const ARRANGEMENT_PRESETS = {
  pair: { label: 'Pair (the centre and the tile behind it)', offsets: [[1, 0]] },
  diagonal: { label: 'Diagonal pair', offsets: [[-1, 1]] },
  ell: {
    label: 'L-triomino',
    offsets: [
      [-1, 0],
      [0, 1],
    ],
  },
  square: {
    label: '2 × 2 square',
    offsets: [
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
  },
  plus: {
    label: 'Plus of 5',
    offsets: [
      [-1, 0],
      [0, -1],
      [0, 1],
      [1, 0],
    ],
  },
  cross: {
    label: 'X of 5',
    offsets: [
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ],
  },
} as const satisfies Record<string, { label: string; offsets: readonly Offset[] }>;

export type ArrangementPreset = keyof typeof ARRANGEMENT_PRESETS;

/** Custom patterns are drawn on a 5 × 5 grid, cells numbered 1–25 row by row; 13 is the centre. */
export const PATTERN_SIDE = 5;
export const CENTRE_CELL = 13;

/** The offset of a numbered cell of the 5 × 5 drawing grid. */
export function cellOffset(n: number): Offset {
  const half = (PATTERN_SIDE - 1) / 2;
  return [Math.floor((n - 1) / PATTERN_SIDE) - half, ((n - 1) % PATTERN_SIDE) - half];
}

/** The exponents [a, b, c] of k = 2^a·3^b·5^c, or null when k has another prime factor. */
export function smoothExponents(k: number): [number, number, number] | null {
  const e: [number, number, number] = [0, 0, 0];
  let rest = k;
  for (const [i, p] of [2, 3, 5].entries())
    while (rest % p === 0) {
      rest /= p;
      e[i]! += 1;
    }
  return rest === 1 && k >= 2 ? e : null;
}

/**
 * The offsets of a custom pattern: the listed cells (repeats and the centre ignored). Refused with
 * a PluginError when a cell is not 1–25 or the cell count (centre included) is not 5-smooth.
 */
export function customOffsets(cells: readonly number[], pluginId: string): Offset[] {
  const bad = cells.find((n) => !Number.isInteger(n) || n < 1 || n > PATTERN_SIDE * PATTERN_SIDE);
  if (bad !== undefined)
    throw new PluginError(pluginId, `Arrangement cells: ${bad} is not a cell of the 5 × 5 pattern grid (1–25)`);
  const distinct = [...new Set(cells)].filter((n) => n !== CENTRE_CELL).sort((a, b) => a - b);
  const k = distinct.length + 1;
  if (smoothExponents(k) === null)
    throw new PluginError(
      pluginId,
      `Arrangement cells: a pattern of ${k} cells (the centre included) cannot merge, since ${k} equal tiles ` +
        'would make a value with a prime factor above 5; use 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24 or 25 cells',
    );
  return distinct.map(cellOffset);
}

/**
 * The pattern search is a script run every move (about 40 steps a cell, more per merge); past this
 * many cells a crowded board runs out of the language's step budget (64 × 64 does), so larger
 * boards are refused.
 */
export const ARRANGEMENT_MAX_CELLS = 1600;

/** Refuses a board too large for the pattern search. */
export function checkArrangementBoard(width: number, height: number, pluginId: string): void {
  if (width * height > ARRANGEMENT_MAX_CELLS)
    throw new PluginError(
      pluginId,
      `Arrangement 180 is played on boards of at most ${ARRANGEMENT_MAX_CELLS.toLocaleString('en')} cells (e.g. 40 × 40); ` +
        `this one has ${(width * height).toLocaleString('en')}`,
    );
}

export type MoveFacing = 'up' | 'right' | 'down' | 'left';

/** The pattern turned so that its top faces the move. */
export function rotated(offsets: readonly Offset[], facing: MoveFacing): Offset[] {
  // Adding 0 turns −0 into 0 (the offsets end up in CalcArrays and tests compare them).
  const turn = (dr: number, dc: number): Offset => {
    if (facing === 'right') return [dc + 0, -dr + 0];
    if (facing === 'down') return [-dr + 0, -dc + 0];
    if (facing === 'left') return [-dc + 0, dr + 0];
    return [dr, dc];
  };
  return offsets.map(([dr, dc]) => turn(dr, dc));
}

/**
 * Script-local variables: 0 a copy of the board taken when the script starts (reading the live
 * board through `@Grid` copies it whole, every time), 1 the row, 2 the column. Cells that took part
 * in a merge are marked `x` in the copy, so they match nothing for the rest of the move.
 */
const LOCALS: Value[] = ['@global_var_retain_inner', '@Grid', 0, 0, '@end_vars', 0];
const BOARD = '@Var 0';
const ROW = '@Var 1';
const COL = '@Var 2';
const USED = 'x';

const shift = (base: string, d: number): Expr => (d === 0 ? base : [base, '+', d]);
const cellAt = (r: Expr, c: Expr): Expr => [BOARD, 'arr_elem', r, 'arr_elem', c];
const markUsed = (r: Expr, c: Expr): Value[] => [
  '@edit_var',
  0,
  [BOARD, 'arr_edit_elem', r, [BOARD, 'arr_elem', r, 'arr_edit_elem', c, USED]],
];

/** The tile `[a, b, c]`'s value 2^a·3^b·5^c. */
const valueOf = (t: Expr): Expr => [
  [2, '^', [t, 'arr_elem', 0]],
  '*',
  [3, '^', [t, 'arr_elem', 1]],
  '*',
  [5, '^', [t, 'arr_elem', 2]],
];

/** Every placement of one orientation of the pattern, row by row (the centre's range keeps every cell on the board). */
function scan(offsets: readonly Offset[], goals: boolean): Value[] {
  const k = offsets.length + 1;
  const exps = smoothExponents(k) ?? [0, 0, 0];
  const centre = cellAt(ROW, COL);
  const cells = offsets.map(([dr, dc]) => ({ r: shift(ROW, dr), c: shift(COL, dc) }));
  const top = Math.max(0, ...offsets.map(([dr]) => -dr));
  const bottom = Math.max(0, ...offsets.map(([dr]) => dr));
  const left = Math.max(0, ...offsets.map(([, dc]) => -dc));
  const right = Math.max(0, ...offsets.map(([, dc]) => dc));
  // A used cell holds `x`, which neither is a tile nor equals one.
  const matches = and(
    [centre, 'typeof', '=', 'array'],
    ...cells.map(({ r, c }) => [cellAt(r, c), '=', centre] as Expr),
  );
  let grown: Expr = centre;
  for (const [i, e] of exps.entries())
    if (e > 0) grown = [grown, 'arr_edit_elem', i, [[centre, 'arr_elem', i], '+', e]];
  const merge: Value[] = [
    '@add_score',
    [valueOf(centre), '*', k],
    // The Current Goal is checked as 180's Merge script checks it; the EndTurn script moves it on.
    ...(goals ? ['@if', [grown, 'arr_slice', 0, 3, '=', '@GVar 0'], '@edit_gvar', 2, true, '@end-if'] : []),
    '@replace_tile',
    ROW,
    COL,
    grown,
    ...cells.flatMap(({ r, c }): Value[] => ['@replace_tile', r, c, '@Empty', ...markUsed(r, c)]),
    ...markUsed(ROW, COL),
  ];
  return [
    '@edit_var',
    1,
    top,
    '@repeat',
    [ROW, '<', ['@GridHeight', '-', bottom]],
    '@edit_var',
    2,
    left,
    '@repeat',
    [COL, '<', ['@GridWidth', '-', right]],
    '@if',
    matches,
    ...merge,
    '@end-if',
    '@edit_var',
    2,
    [COL, '+', 1],
    '@end-repeat',
    '@edit_var',
    1,
    [ROW, '+', 1],
    '@end-repeat',
  ];
}

const facingIs = (v: number, h: number): Expr => and(['@VDir', '=', v], ['@HDir', '=', h]);

/** The end-of-move script that merges every placement of the pattern. */
export function arrangementScript(offsets: readonly Offset[], rotates: boolean, goals: boolean): Value {
  const body: Value[] = rotates
    ? [
        '@if',
        facingIs(0, 1),
        ...scan(rotated(offsets, 'right'), goals),
        '@end-if',
        '@else-if',
        facingIs(1, 0),
        ...scan(rotated(offsets, 'down'), goals),
        '@end-else-if',
        '@else-if',
        facingIs(0, -1),
        ...scan(rotated(offsets, 'left'), goals),
        '@end-else-if',
        '@else',
        ...scan(offsets, goals),
        '@end-else',
      ]
    : scan(offsets, goals);
  return [[...LOCALS, ...body], 'EndMovement'];
}
