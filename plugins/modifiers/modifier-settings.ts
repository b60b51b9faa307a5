// The original's modifier settings (its `modifiers` array, automatic moves and Custom Grid, as a
// Modifiers code holds them; formats.md §8) ↔ choices of our modifier plugins. Import turns every
// non-default entry into a plugin with options; export turns the choices back into the array, so
// a code read and written again is the same code.
import {
  type Value,
  DEFAULT_MODIFIERS,
  type RawCustomGrid,
  type RawModifiers,
  withoutIndex16,
  type ModifierPlugin,
  type OptionValue,
} from '../../src/plugins/kit.ts';
import { automaticMoveEntry, automaticMoveOf, automaticMoveOptions, AUTOMATIC_MOVE_ID } from './automatic-moves.ts';
import { CUSTOM_GRID_ID, customGridModifier, type CustomCell, type CustomGrid } from './custom-grid.ts';

export interface ModifierChoice {
  id: string;
  options: Record<string, OptionValue>;
  /** The Custom Grid: its editor's grid (the plugin is made from it, see `customGridModifier`). */
  grid?: CustomGrid;
}

const SHAPES: Record<string, string> = {
  Diamond: 'diamond',
  Checkerboard: 'checkerboard',
  Hexagon: 'hexagon',
  HexaTriangle: 'hexatriangle',
  '4D': '4d',
};
const SHAPE_NAMES = Object.fromEntries(Object.entries(SHAPES).map(([k, v]) => [v, k]));

const num = (x: Value, d = 0): number => (typeof x === 'number' ? x : d);

/** A Custom Grid from a code's grid parts (cells where nothing spawns were already written as empty). */
export function customGridFromRaw(raw: RawCustomGrid): CustomGrid {
  const rows = Array.isArray(raw.startingGrid) ? raw.startingGrid : [];
  const cell = (x: Value): CustomCell =>
    x === '@Void'
      ? 'hole'
      : x === '@Slippery'
        ? 'slippery'
        : Array.isArray(x) && x[0] === 'BlackBox'
          ? 'block'
          : 'empty';
  return {
    width: num(raw.width, 4),
    height: num(raw.height, 4),
    hexagonal: raw.hexagonal === true,
    cells: rows.map((r) => (Array.isArray(r) ? r.map(cell) : [])),
    ...(Array.isArray(raw.directions) ? { directions: raw.directions } : {}),
  };
}

export function rawFromCustomGrid(g: CustomGrid, defaultDirections: () => Value[]): RawCustomGrid {
  const value = (c: CustomCell): Value =>
    c === 'hole'
      ? '@Void'
      : c === 'slippery'
        ? '@Slippery'
        : c === 'block' || c === 'blockNoSpawn'
          ? ['BlackBox']
          : '@Empty';
  return {
    width: g.width,
    height: g.height,
    hexagonal: g.hexagonal,
    startingGrid: g.cells.map((r) => r.map(value)),
    directions: g.directions ?? defaultDirections(),
  };
}

/** Our modifier plugins for the original's full `modifiers` array (34 entries), automatic moves and Custom Grid. */
export function choicesFromModifiers(
  m: readonly Value[],
  autos: Value = [],
  customGrid: CustomGrid | null = null,
): ModifierChoice[] {
  const at = (i: number): Value => (i < m.length ? m[i] : DEFAULT_MODIFIERS[i]);
  const out: ModifierChoice[] = [];
  const add = (id: string, options: Record<string, OptionValue> = {}): void => {
    out.push({ id, options });
  };
  const shape = at(5);
  if (typeof shape === 'string' && Object.hasOwn(SHAPES, shape))
    add('pc.grid-shape', {
      shape: SHAPES[shape]!,
      size1: num(at(6)),
      size2: num(at(7)),
      size3: num(at(8)),
      size4: num(at(9)),
    });
  if (shape === 'Custom' && customGrid) out.push({ id: CUSTOM_GRID_ID, options: {}, grid: customGrid });
  if (at(10) !== 'Orthogonal' || at(11) === true)
    add('pc.directions', {
      set: at(10) === 'Both' ? 'both' : at(10) === 'Diagonal' ? 'diagonal' : 'orthogonal',
      stayStill: at(11) === true,
    });
  if (at(0) !== Infinity) add('pc.slide-limit', { cells: num(at(0), Infinity) });
  if (at(1) !== 1) add('pc.spawns-per-move', { count: num(at(1), 1) });
  if (at(2) !== 2) add('pc.start-tiles', { count: num(at(2), 2) });
  if (at(3) === true) add('pc.multi-merge');
  if (at(4) === 'Edge') add('pc.edge-spawns');
  if (at(15) === 'Simple' || at(15) === 'Equal')
    add('pc.spawn-rules', { rule: at(15) === 'Equal' ? 'equal' : 'simple' });
  if (num(at(19), 1) > 1) add('pc.moves-between-spawns', { moves: num(at(19)) });
  if (num(at(20)) !== 0)
    add('pc.same-direction', num(at(20)) < 0 ? { rule: 'same' } : { rule: 'cooldown', turns: num(at(20)) });
  if (num(at(12), -1) !== -1)
    add('pc.garbage', num(at(12)) >= 1 ? { garbage: 'holes', lifespan: num(at(12)) } : { garbage: 'zeros' });
  if (at(13) !== 'None')
    add('pc.negative-tiles', {
      interaction: at(13) === 'Interacting' ? 'interacting' : 'non-interacting',
      positiveRatio: num(at(22), 1),
      negativeRatio: num(at(23), 1),
    });
  if (num(at(24), 1) >= 2) add('pc.multicolor', { colours: num(at(24)) });
  if (num(at(14)) > 0) add('pc.next-tiles', { count: num(at(14)) });
  if (num(at(17)) > 0) add('pc.random-holes', { count: num(at(17)) });
  if (num(at(18)) > 0) add('pc.block-tiles', { count: num(at(18)) });
  if (num(at(28)) > 0) add('pc.slippery-cells', { count: num(at(28)) });
  if (num(at(30)) > 0) add('pc.unmoving-tiles', { count: num(at(30)) });
  if (num(at(31)) > 0) add('pc.unmerging-tiles', { count: num(at(31)) });
  if (num(at(33)) > 0) add('pc.tile-destroying-clicks', { count: num(at(33)) });
  if (at(21) === true) add('pc.hidden-text');
  if (at(32) === true) add('pc.hidden-colors');
  if (num(at(25)) > 0)
    add('pc.temporary-holes', { perSpawn: num(at(25)), interval: num(at(26), 1), lifespan: num(at(27), 1) });
  if (Array.isArray(autos))
    for (const a of autos) {
      const o = automaticMoveOptions(a);
      if (o) add(AUTOMATIC_MOVE_ID, o);
    }
  return out;
}

/** The full `modifiers` array, automatic moves and Custom Grid that the choices stand for. */
export function modifiersFromChoices(
  choices: readonly ModifierChoice[],
  defaultDirections: () => Value[],
): { modifiers: Value[]; autoDirections: Value[]; customGrid: CustomGrid | null; raw: RawModifiers } {
  const m = DEFAULT_MODIFIERS.slice();
  const autos: Value[] = [];
  let grid: CustomGrid | null = null;
  for (const c of choices) {
    const o = c.options;
    switch (c.id) {
      case 'pc.grid-shape': {
        const shape = String(o.shape);
        m[5] = SHAPE_NAMES[shape] ?? 'Square';
        m[6] = num(o.size1 as number);
        if (shape === '4d')
          [m[7], m[8], m[9]] = [num(o.size2 as number), num(o.size3 as number), num(o.size4 as number)];
        if (shape === 'checkerboard') m[6] = 0;
        break;
      }
      case CUSTOM_GRID_ID:
        m[5] = 'Custom';
        grid = c.grid ?? null;
        break;
      case 'pc.directions':
        m[10] = o.set === 'both' ? 'Both' : o.set === 'diagonal' ? 'Diagonal' : 'Orthogonal';
        m[11] = o.stayStill === true;
        break;
      case 'pc.slide-limit':
        m[0] = o.cells as number;
        break;
      case 'pc.spawns-per-move':
        m[1] = o.count as number;
        break;
      case 'pc.start-tiles':
        m[2] = o.count as number;
        break;
      case 'pc.multi-merge':
        m[3] = true;
        break;
      case 'pc.edge-spawns':
        m[4] = 'Edge';
        break;
      case 'pc.spawn-rules':
        m[15] = o.rule === 'equal' ? 'Equal' : 'Simple';
        break;
      case 'pc.moves-between-spawns':
        m[19] = o.moves as number;
        break;
      case 'pc.same-direction':
        m[20] = o.rule === 'cooldown' ? (o.turns as number) : -1;
        break;
      case 'pc.garbage':
        m[12] = o.garbage === 'holes' ? (o.lifespan as number) : 0;
        break;
      case 'pc.negative-tiles':
        m[13] = o.interaction === 'interacting' ? 'Interacting' : 'Non-Interacting';
        [m[22], m[23]] = [o.positiveRatio as number, o.negativeRatio as number];
        break;
      case 'pc.multicolor':
        m[24] = o.colours as number;
        break;
      case 'pc.next-tiles':
        m[14] = o.count as number;
        break;
      case 'pc.random-holes':
        m[17] = o.count as number;
        break;
      case 'pc.block-tiles':
        m[18] = o.count as number;
        break;
      case 'pc.slippery-cells':
        m[28] = o.count as number;
        break;
      case 'pc.unmoving-tiles':
        m[30] = o.count as number;
        break;
      case 'pc.unmerging-tiles':
        m[31] = o.count as number;
        break;
      case 'pc.tile-destroying-clicks':
        m[33] = o.count as number;
        break;
      case 'pc.hidden-text':
        m[21] = true;
        break;
      case 'pc.hidden-colors':
        m[32] = true;
        break;
      case 'pc.temporary-holes':
        [m[25], m[26], m[27]] = [o.perSpawn as number, o.interval as number, o.lifespan as number];
        break;
      case AUTOMATIC_MOVE_ID:
        autos.push(automaticMoveEntry(automaticMoveOf(o)));
        break;
    }
  }
  const raw: RawModifiers = {
    modifiers: withoutIndex16(m),
    auto_directions: autos,
    customGrid: grid && m[5] === 'Custom' ? rawFromCustomGrid(grid, defaultDirections) : null,
  };
  return { modifiers: m, autoDirections: autos, customGrid: grid, raw };
}

/** The plugin a choice stands for: the registry's, or the Custom Grid made from its grid. */
export function pluginOfChoice(c: ModifierChoice, registered: readonly ModifierPlugin[]): ModifierPlugin | undefined {
  if (c.id === CUSTOM_GRID_ID && c.grid) return customGridModifier(c.grid);
  return registered.find((p) => p.id === c.id);
}
