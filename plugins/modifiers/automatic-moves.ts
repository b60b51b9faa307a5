// The original's automatic moves (catalog-modifiers.md page 6; engine.md §5.11) as a modifier: one
// automatic move appended to the mode's `autoDirections`, which the engine plays around every
// manual move (appended after any the mode has). The original keeps a list of them: each is its own
// choice of this plugin, in order (the Modifiers screen shows a form per entry).
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';

export const AUTOMATIC_MOVE_ID = 'pc.automatic-move';

export type AutoTiming = 'Before' | 'Between' | 'After';

export interface AutomaticMove {
  readonly vertical: number;
  readonly horizontal: number;
  /** Maximum spaces per move (Infinity: no limit). */
  readonly slide: number;
  /** Turns between each move (≥ 1). */
  readonly interval: number;
  /** The move counter from which it is active. */
  readonly firstTurn: number;
  /** Counts as its own move (kind 0) or as part of the manual move that triggers it (kind −1). */
  readonly separate: boolean;
  readonly timing: AutoTiming;
  readonly merges: boolean;
  /** Chance of occurring, in percent. */
  readonly chance: number;
}

/**
 * The `auto_directions` entry `[moveData, timing, condition]`, as the original writes it. Strength
 * is `[kind, mergesAllowed, zeroMergesAllowed, turnScripts]`: a separate move runs everything a
 * move does; a move that is part of the manual move leaves counters, spawns, end-of-turn effects
 * and turn scripts to that manual move (engine.md §5.11's verified kind −1 example has no turn
 * scripts). The chance is always rolled (and logged for replays), even at 100 %. The condition's
 * first two values are the turns between moves and the first turn (∞ turns: only on the first).
 */
export function automaticMoveEntry(a: AutomaticMove): Value[] {
  const strength = [a.separate ? 0 : -1, a.merges, a.separate, a.separate];
  const moveData: Value[] = [a.vertical, a.horizontal, a.slide, -1, strength, a.chance];
  const condition: Value = [
    a.interval,
    a.firstTurn,
    '@end_vars',
    ['@var_retain', '@Moves', '-', '@Var 1', '%', '@Var 0', '=', 0],
    '&&',
    ['@var_retain', '@Moves', '>=', '@Var 1'],
  ];
  return [moveData, a.timing, condition];
}

/** The options of a recorded `auto_directions` entry (null when it is not one). */
export function automaticMoveOptions(rec: Value): Record<string, number | string | boolean> | null {
  if (!Array.isArray(rec) || !Array.isArray(rec[0])) return null;
  const [v, h, slide, , strength, chance] = rec[0];
  const cond = rec[2];
  const num = (x: Value, d: number): number => (typeof x === 'number' ? x : d);
  const flags = Array.isArray(strength) ? strength : [-1, true];
  return {
    vertical: num(v, 1),
    horizontal: num(h, 0),
    slide: num(slide, Infinity),
    interval: Array.isArray(cond) ? num(cond[0], 1) : 1,
    firstTurn: Array.isArray(cond) ? num(cond[1], 0) : 0,
    strength: flags[0] === 0 ? 'separate' : 'part',
    timing: rec[1] === 'Before' || rec[1] === 'After' ? rec[1] : 'Between',
    merges: flags[1] !== false,
    chance: num(chance, 100),
  };
}

export function automaticMoveOf(o: OptionValues): AutomaticMove {
  const slide = o.slide as number;
  return {
    vertical: o.vertical as number,
    horizontal: o.horizontal as number,
    slide: slide === 0 ? Infinity : slide,
    interval: o.interval as number,
    firstTurn: o.firstTurn as number,
    separate: o.strength === 'separate',
    timing: o.timing as AutoTiming,
    merges: o.merges === true,
    chance: o.chance as number,
  };
}

export function applyAutomaticMove(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const a = automaticMoveOf(o);
  // A move of (0, 0) or one that can never happen would be a control that does nothing. On
  // hexagonal boards the magnitudes are along hex axes, a mapping the catalog does not give.
  if (mode.hexagonal || (a.vertical === 0 && a.horizontal === 0) || a.chance <= 0) return mode;
  return { ...mode, autoDirections: [...mode.autoDirections, automaticMoveEntry(a)] };
}

export const automaticMove: ModifierPlugin = {
  id: AUTOMATIC_MOVE_ID,
  version: '1.0.0',
  kind: 'modifier',
  // Not in the catalog's list: the original keeps automatic moves beside the directions (step 3).
  step: 3.2,
  author: 'Pow2048',
  name: 'Automatic move',
  description:
    'An extra move the game makes by itself around your moves (by default: everything falls down after each move, like gravity). Square boards only.',
  options: [
    {
      id: 'vertical',
      label: 'Vertical movement magnitude (down is positive)',
      type: 'number',
      default: 1,
      min: -99,
      max: 99,
      step: 1,
    },
    {
      id: 'horizontal',
      label: 'Horizontal movement magnitude (right is positive)',
      type: 'number',
      default: 0,
      min: -99,
      max: 99,
      step: 1,
    },
    // 0 stands for ∞ in the form (the app's number fields hold finite numbers); ∞ itself fits too.
    {
      id: 'slide',
      label: 'Maximum spaces per move (0 = no limit)',
      type: 'number',
      default: 0,
      min: 0,
      max: 9999,
      step: 1,
      infinite: true,
    },
    {
      id: 'interval',
      label: 'Turns between each move',
      type: 'number',
      default: 1,
      min: 1,
      max: 9999,
      step: 1,
      infinite: true,
    },
    {
      id: 'firstTurn',
      label: 'This move becomes active on turn #',
      type: 'number',
      default: 0,
      min: 0,
      max: 9999,
      step: 1,
    },
    {
      id: 'strength',
      label: 'The automatic move…',
      type: 'choice',
      default: 'part',
      choices: [
        { value: 'part', label: 'counts as part of the manual move that it triggers during' },
        { value: 'separate', label: 'counts as its own separate move' },
      ],
    },
    {
      id: 'timing',
      label: 'It occurs…',
      type: 'choice',
      default: 'Between',
      choices: [
        { value: 'Before', label: 'before the manual move begins' },
        { value: 'Between', label: 'after the manual move finishes, but before new tiles spawn' },
        { value: 'After', label: 'after the manual move finishes and new tiles have spawned' },
      ],
    },
    { id: 'merges', label: 'Tiles can be merged during this move', type: 'boolean', default: true },
    { id: 'chance', label: 'Chance of occurring (%)', type: 'number', default: 100, min: 0, max: 100, step: 1 },
  ],
  apply: applyAutomaticMove,
};
