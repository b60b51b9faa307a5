// `--plugins` for games recorded with global modifiers (replays-modifiers): the file's `modifiers`
// (the original's array, non-default entries), `directionsSetting` and `autoDirections` become
// choices of our modifier plugins, applied in pipeline order on top of our mode plugin.
import type { Value } from '../calc/values.ts';
import { modifiersFromEntries } from '../engine/index.ts';
import type { ModeDefinition } from '../engine/index.ts';
import { decodeCorpusValue } from '../formats/extended-json.ts';
import { resolveOptions } from '../plugins/registry.ts';
import type { ModifierPlugin } from '../plugins/types.ts';
import { clickedCell, emptyCustomGrid, type CustomGrid } from '../../plugins/modifiers/custom-grid.ts';
import {
  choicesFromModifiers,
  pluginOfChoice,
  type ModifierChoice,
} from '../../plugins/modifiers/modifier-settings.ts';

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
      if (m)
        for (let i = 0; i < y; i++)
          resize(
            grid.width + (m[1] === 'Width' ? (m[2] === 'plus' ? 1 : -1) : 0),
            grid.height + (m[1] === 'Height' ? (m[2] === 'plus' ? 1 : -1) : 0),
          );
    } else if (kind === 'cell' && typeof x === 'number' && typeof y === 'number' && typeof z === 'number') {
      const row = grid.cells[x];
      if (row && y < row.length) row[y] = clickedCell(row[y]!, z);
    }
  }
  return grid;
}

/** Our modifier plugins (id and options) for a recorded setting. */
export function modifierChoices(file: RecordedModifiers): ModifierChoice[] {
  const m = modifiersFromEntries(
    (file.modifiers ?? []).map((e) => ({ index: e.index, value: decodeCorpusValue(e.value) as Value })),
  );
  // The Custom Grid as its editor left it (the code loses the cells where nothing spawns).
  const grid = m[5] === 'Custom' ? customGridFromActions(file.modifierActions ?? []) : null;
  return choicesFromModifiers(m, decodeCorpusValue(file.autoDirections ?? []) as Value, grid);
}

export interface ApplyReport {
  mode: ModeDefinition;
  /** Chosen modifiers we have no plugin for. */
  missing: string[];
}

/** Applies the choices by ascending pipeline step (ties in the given order). */
export function applyModifierChoices(
  mode: ModeDefinition,
  choices: readonly ModifierChoice[],
  modifiers: readonly ModifierPlugin[],
): ApplyReport {
  const missing: string[] = [];
  const found = choices.flatMap((c, i) => {
    const p = pluginOfChoice(c, modifiers);
    if (!p) missing.push(c.id);
    return p ? [{ p, c, i }] : [];
  });
  found.sort((a, b) => (a.p.step ?? Infinity) - (b.p.step ?? Infinity) || a.i - b.i);
  let out = mode;
  for (const { p, c } of found) out = p.apply(out, resolveOptions(p.options, c.options));
  return { mode: out, missing };
}
