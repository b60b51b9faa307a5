// Random unmoving tiles (m[30]) and random unmerging tiles (m[31]), two secret modifiers
// (catalog-modifiers.md page 1, pipeline step 12): a flag slot appended to every tile (1 = free);
// at the end of every turn every flag goes back to 1 and N random tiles get 0 for the next move.
// An unmoving tile slides 0 cells; an unmerging tile may move but takes part in no merge. Each
// gets an overlay drawn over the tile (a frame / a dashed ring).
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { bodyStart, isTileLiteral, withSlotLayer } from './signed-tiles.ts';

export type FrozenKind = 'unmoving' | 'unmerging';

const flagged = (tile: Value, slots: number): Value => (isTileLiteral(tile, slots) ? [...tile, 1] : tile);

function flaggedSpawns(table: readonly Value[], slots: number): Value[] {
  return table.map((e) => {
    if (!Array.isArray(e)) return e;
    if (e[0] === 'Box')
      return ['Box', e[1]!, ...e.slice(2).map((x) => (typeof x === 'number' ? x : flagged(x, slots)))];
    return [flagged(e[0]!, slots), ...e.slice(1)];
  });
}

const cellAt = (pos: Value): Value => ['@Grid', 'arr_elem', [pos, 'arr_elem', 0], 'arr_elem', [pos, 'arr_elem', 1]];

/** End of turn: every tile on the board gets flag 1 again. */
function freeAllScript(slot: number): Value {
  const pos: Value = ['@TileOrder', 'arr_elem', '@Var 0'];
  return [
    [
      '@global_var_retain_inner',
      0,
      '@end_vars',
      0,
      '@repeat',
      ['@TileOrder', 'arr_length', '>', '@Var 0'],
      '@if',
      [cellAt(pos), 'typeof', '=', 'array'],
      '@replace_tile',
      [pos, 'arr_elem', 0],
      [pos, 'arr_elem', 1],
      [cellAt(pos), 'arr_edit_elem', slot, 1],
      '@end-if',
      '@edit_var',
      0,
      ['@Var 0', '+', 1],
      '@end-repeat',
    ],
    'EndTurn',
  ];
}

/** End of turn: `count` random tiles get flag 0 (one random draw each, logged for replays). */
function pickScript(slot: number, count: number): Value {
  const isTile: Value = [
    '@global_var_retain_inner',
    '@Grid',
    'arr_elem',
    ['@Var -1', 'arr_elem', 0],
    'arr_elem',
    ['@Var -1', 'arr_elem', 1],
    'typeof',
    '=',
    'array',
  ];
  const picked: Value = ['@Var 1'];
  return [
    [
      '@global_var_retain_inner',
      ['@TileOrder', 'arr_filter', isTile],
      ['@Literal', -1, -1],
      0,
      0,
      '@end_vars',
      0,
      '@repeat',
      [['@Var -2', '<', count], '&&', ['@Var 0', 'arr_length', '>', 0]],
      '@edit_var',
      3,
      ['@Var 0', 'arr_length', '-', 1, 'rand_int', 0],
      '@edit_var',
      1,
      ['@Var 0', 'arr_elem', '@Var 3'],
      '@replace_tile',
      [...picked, 'arr_elem', 0],
      [...picked, 'arr_elem', 1],
      [cellAt(picked), 'arr_edit_elem', slot, 0],
      '@edit_var',
      0,
      ['@Var 0', 'arr_splice', '@Var 3', 1, ['@Literal']],
      '@edit_var',
      2,
      ['@Var 2', '+', 1],
      '@end-repeat',
    ],
    'EndTurn',
  ];
}

function overlay(kind: FrozenKind, slot: number): Value {
  const frozen: Value = [`@This ${slot}`, '=', 0];
  if (kind === 'unmoving') {
    const shade: Value = ['#0000', '@if', frozen, '2nd', '#000', '@end-if'];
    const frame = (angle: Value[]): Value => [
      '@linear-gradient',
      ...angle,
      '#0008',
      0,
      '#acb97388',
      10,
      '#0000',
      10,
      90,
      '#acb97388',
      90,
      '#0008',
      100,
    ];
    return ['PrimeImage', ['@multi-gradient', frame([]), frame([90])], ['@linear-gradient', shade, shade]];
  }
  return [
    'PrimeImage',
    ['@repeating-conic-gradient', -15, '#0000', 0, 5, '#000', 5, '#acb973', 10, 20, '#000', 25, '#0000', 25, 30],
    ['@radial-gradient', ['#0000', '@if', frozen, '2nd', '#000f', '@end-if'], '#0000', 50],
  ];
}

/** The flag of a merge output: unmoving keeps the lowest of the inputs' flags; unmerging frees it. */
function outputFlag(kind: FrozenKind, slot: number): Value {
  return kind === 'unmerging'
    ? 1
    : ['@Next', 'arr_reduce', 1, ['min', ['@var_retain', '@Var -1', 'arr_elem', slot]], 'min', `@This ${slot}`];
}

function flaggedRule(rule: Value, kind: FrozenKind, slot: number): Value {
  if (!Array.isArray(rule)) return rule;
  const at = bodyStart(rule);
  const [length, cond, ordered, outputs, ...rest] = rule.slice(at);
  let outs = outputs;
  if (Array.isArray(outputs) && outputs[0] !== '@CalcArray') {
    let afterFill = false;
    outs = outputs.map((o) => {
      if (o === 'fill') afterFill = true;
      if (afterFill || !Array.isArray(o)) return o;
      return [...o, outputFlag(kind, slot)];
    });
  }
  let c = cond;
  if (kind === 'unmerging' && typeof length === 'number' && length >= 1) {
    const free: Value[] = [];
    for (let k = 0; k < length; k++) free.push('&&', [k === 0 ? `@This ${slot}` : `@Next ${k} ${slot}`, '!=', 0]);
    c = Array.isArray(cond) && cond[0] !== '@var_retain' ? [...cond, ...free] : [cond!, ...free];
  }
  return [...rule.slice(0, at), length!, c!, ordered!, outs!, ...rest];
}

export function withFrozenTiles(mode: ModeDefinition, kind: FrozenKind, count: number): ModeDefinition {
  const slots = mode.tileNumAmount;
  const slot = slots;
  const look = overlay(kind, slot);
  const mp = mode.movementParameters.slice();
  if (kind === 'unmoving')
    mp[2] = [
      mp[2] ?? '@SlideAmount',
      '*',
      `@This ${slot}`,
      '@if',
      ['@Parent -2', '!=', '@Parent -2'],
      '2nd',
      0,
      '@end-if',
    ];
  return {
    ...mode,
    tileNumAmount: slots + 1,
    tileTypes: mode.tileTypes.map((r) => withSlotLayer(r, slots, look)),
    mergeRules: mode.mergeRules.map((r) => flaggedRule(r, kind, slot)),
    startTileSpawns: flaggedSpawns(mode.startTileSpawns, slots),
    winConditions: mode.winConditions.map((w) => flagged(w, slots)),
    startingGrid: mode.startingGrid.map((row) =>
      row.map((c) => (Array.isArray(c) && c[0] !== 'BlackBox' ? flagged(c, slots) : c)),
    ),
    movementParameters: mp,
    // A tile is discovered (and counts for wins) whatever its flag: read with flag 1.
    discoveredTilesFilter: [...mode.discoveredTilesFilter, 'arr_edit_elem', slot, 1],
    // Merge results depend on the flags, which the merge-result cache does not see.
    mergeResultKnownLevel: kind === 'unmerging' ? 0 : mode.mergeResultKnownLevel,
    scripts: [...mode.scripts, freeAllScript(slot), pickScript(slot, count)],
  };
}

const base = { version: '1.0.0', kind: 'modifier', author: 'Pow2048', step: 12 } as const;
const countOption = [
  { id: 'count', label: 'Tiles each turn', type: 'number', default: 1, min: 1, max: 9999, step: 1 },
] as const;

export const unmovingTiles: ModifierPlugin = {
  ...base,
  id: 'pc.unmoving-tiles',
  name: 'Random unmoving tiles each turn',
  description: 'Each turn this many random tiles are frozen in place for the next move.',
  options: countOption,
  apply: (mode: ModeDefinition, o: OptionValues) => withFrozenTiles(mode, 'unmoving', o.count as number),
};

export const unmergingTiles: ModifierPlugin = {
  ...base,
  id: 'pc.unmerging-tiles',
  name: 'Random unmerging tiles each turn',
  description: 'Each turn this many random tiles may move but cannot merge on the next move.',
  options: countOption,
  apply: (mode: ModeDefinition, o: OptionValues) => withFrozenTiles(mode, 'unmerging', o.count as number),
};
