// `--plugins` for games recorded with global modifiers (replays-modifiers): the file's `modifiers`
// (the original's array, non-default entries), `directionsSetting` and `autoDirections` become
// choices of our modifier plugins, applied in pipeline order on top of our mode plugin.
import type { Value } from '../calc/values.ts';
import { modifiersFromEntries } from '../engine/global-modifiers.ts';
import type { ModeDefinition } from '../engine/mode.ts';
import { decodeCorpusValue } from '../formats/extended-json.ts';
import { resolveOptions } from '../plugins/registry.ts';
import type { ModifierPlugin, OptionValue } from '../plugins/types.ts';
import { clickedCell, CUSTOM_GRID_ID, customGridModifier, emptyCustomGrid, type CustomGrid } from '../../plugins/modifiers/custom-grid.ts';

export interface ModifierChoice {
  id: string;
  options: Record<string, OptionValue>;
  /** A plugin configured by its own editor (the Custom Grid), used instead of the registry's. */
  plugin?: ModifierPlugin;
}

export interface RecordedModifiers {
  modifiers?: { index: number; value: unknown }[];
  autoDirections?: unknown;
  /** The UI actions that made the setting (the Custom Grid editor's clicks). */
  modifierActions?: unknown[];
}

/** The Custom Grid editor's grid after the recorded actions (it starts as an empty 4×4 square grid). */
export function customGridFromActions(actions: readonly unknown[]): CustomGrid {
  let grid = emptyCustomGrid(4, 4);
  const resize = (w: number, h: number): void => {
    const next = emptyCustomGrid(Math.max(1, w), Math.max(1, h), grid.hexagonal);
    next.cells = next.cells.map((row, r) => row.map((c, k) => grid.cells[r]?.[k] ?? c));
    grid = next;
  };
  for (const a of actions) {
    if (!Array.isArray(a)) continue;
    const [kind, x, y, z] = a as [string, unknown, unknown, unknown];
    if (kind === 'click' && typeof x === 'string' && typeof y === 'number') {
      const m = /^modifiers_customGrid(Width|Height)_(plus|minus)$/.exec(x);
      if (m) for (let i = 0; i < y; i++) resize(grid.width + (m[1] === 'Width' ? (m[2] === 'plus' ? 1 : -1) : 0), grid.height + (m[1] === 'Height' ? (m[2] === 'plus' ? 1 : -1) : 0));
    } else if (kind === 'cell' && typeof x === 'number' && typeof y === 'number' && typeof z === 'number') {
      const row = grid.cells[x];
      if (row && y < row.length) row[y] = clickedCell(row[y]!, z);
    }
  }
  return grid;
}

const num = (x: Value): number => (typeof x === 'number' ? x : Number(x));

/** An automatic-move record `[[v, h, slide, type, strength, chance], timing, condition]` as our options. */
function automaticMoveOptions(rec: Value): Record<string, OptionValue> | null {
  if (!Array.isArray(rec) || !Array.isArray(rec[0])) return null;
  const [v, h, slide, , strength, chance] = rec[0];
  const cond = rec[2];
  // The condition's first two values: turns between moves, first turn.
  const interval = Array.isArray(cond) ? num(cond[0]!) : 1;
  const firstTurn = Array.isArray(cond) ? num(cond[1]!) : 0;
  const flags = Array.isArray(strength) ? strength : [-1, true];
  return {
    vertical: num(v!),
    horizontal: num(h!),
    slide: num(slide!),
    interval,
    firstTurn,
    strength: flags[0] === 0 ? 'separate' : 'part',
    timing: String(rec[1]),
    merges: flags[1] !== false,
    chance: chance === undefined ? 100 : num(chance),
  };
}

/** Our modifier plugins (id and options) for a recorded setting. */
export function modifierChoices(file: RecordedModifiers): ModifierChoice[] {
  const m = modifiersFromEntries((file.modifiers ?? []).map((e) => ({ index: e.index, value: decodeCorpusValue(e.value) as Value })));
  const out: ModifierChoice[] = [];
  const add = (id: string, options: Record<string, OptionValue> = {}): void => {
    out.push({ id, options });
  };
  if (m[0] !== Infinity) add('pc.slide-limit', { cells: num(m[0]!) });
  if (m[1] !== 1) add('pc.spawns-per-move', { count: num(m[1]!) });
  if (m[2] !== 2) add('pc.start-tiles', { count: num(m[2]!) });
  if (m[3] === true) add('pc.multi-merge');
  if (m[4] === 'Edge') add('pc.edge-spawns');
  const shape = typeof m[5] === 'string' ? m[5].toLowerCase() : 'square';
  if (shape === 'custom') out.push({ id: CUSTOM_GRID_ID, options: {}, plugin: customGridModifier(customGridFromActions(file.modifierActions ?? [])) });
  if (['diamond', 'checkerboard', 'hexagon', 'hexatriangle', '4d'].includes(shape))
    add('pc.grid-shape', { shape, size1: num(m[6]!), size2: num(m[7]!), size3: num(m[8]!), size4: num(m[9]!) });
  if (m[10] !== 'Orthogonal' || m[11] === true)
    add('pc.directions', { set: m[10] === 'Both' ? 'both' : m[10] === 'Diagonal' ? 'diagonal' : 'orthogonal', stayStill: m[11] === true });
  if (m[12] !== -1) add('pc.garbage', num(m[12]!) >= 1 ? { garbage: 'holes', lifespan: num(m[12]!) } : { garbage: 'zeros' });
  if (m[13] !== 'None')
    add('pc.negative-tiles', { interaction: m[13] === 'Interacting' ? 'interacting' : 'non-interacting', positiveRatio: num(m[22]!), negativeRatio: num(m[23]!) });
  if (num(m[24]!) >= 2) add('pc.multicolor', { colours: num(m[24]!) });
  if (num(m[14]!) > 0) add('pc.next-tiles', { count: num(m[14]!) });
  if (num(m[17]!) > 0) add('pc.random-holes', { count: num(m[17]!) });
  if (num(m[18]!) > 0) add('pc.block-tiles', { count: num(m[18]!) });
  if (num(m[28]!) > 0) add('pc.slippery-cells', { count: num(m[28]!) });
  if (m[15] === 'Simple' || m[15] === 'Equal') add('pc.spawn-rules', { rule: m[15] === 'Equal' ? 'equal' : 'simple' });
  if (num(m[20]!) !== 0) add('pc.same-direction', num(m[20]!) < 0 ? { rule: 'same' } : { rule: 'cooldown', turns: num(m[20]!) });
  if (num(m[30]!) > 0) add('pc.unmoving-tiles', { count: num(m[30]!) });
  if (num(m[31]!) > 0) add('pc.unmerging-tiles', { count: num(m[31]!) });
  if (num(m[33]!) > 0) add('pc.tile-destroying-clicks', { count: num(m[33]!) });
  if (m[21] === true) add('pc.hidden-text');
  if (m[32] === true) add('pc.hidden-colors');
  if (num(m[25]!) > 0) add('pc.temporary-holes', { perSpawn: num(m[25]!), interval: num(m[26]!), lifespan: num(m[27]!) });
  const autos = decodeCorpusValue(file.autoDirections ?? []) as Value;
  if (Array.isArray(autos))
    for (const a of autos) {
      const o = automaticMoveOptions(a);
      if (o) add('pc.automatic-move', o);
    }
  return out;
}

export interface ApplyReport {
  mode: ModeDefinition;
  /** Chosen modifiers we have no plugin for. */
  missing: string[];
}

/** Applies the choices by ascending pipeline step (ties in the given order). */
export function applyModifierChoices(mode: ModeDefinition, choices: readonly ModifierChoice[], modifiers: readonly ModifierPlugin[]): ApplyReport {
  const missing: string[] = [];
  const found = choices.flatMap((c, i) => {
    const p = c.plugin ?? modifiers.find((x) => x.id === c.id);
    if (!p) missing.push(c.id);
    return p ? [{ p, c, i }] : [];
  });
  found.sort((a, b) => (a.p.step ?? Infinity) - (b.p.step ?? Infinity) || a.i - b.i);
  let out = mode;
  for (const { p, c } of found) out = p.apply(out, resolveOptions(p.options, c.options));
  return { mode: out, missing };
}
