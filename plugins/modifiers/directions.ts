// The original's direction-set modifiers on square boards (m[10] Directions and m[11] Stay still;
// catalog-modifiers.md page 3, "Direction sets"; engine.md §5.1, §5.10): Orthogonal, Diagonal or
// Both (8 directions), plus an optional "•" stay-still move bound to Space. Directions are plain
// mode data, so this is a rewrite of `directions`. Hexagonal boards have their own sets (not offered).
// Checkerboard and hexagonal sets belong to grid shapes, which we do not offer.
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { directionsChanged } from './mode-hints.ts';

export const DIRECTIONS_ID = 'pc.directions';

export type DirectionSet = 'orthogonal' | 'diagonal' | 'both';

const U = 1 / 33;

/** A direction entry laid out like the built-in ones (engine.md §5.1); positions in the arrow box. */
function direction(v: number, h: number, slide: Value, text: string, top: number, left: number, keys: string[]): Value {
  return [[v, h, slide, 0, [1, true, true, true]], text, 5 * U, 5 * U, 3 * U, top * U, left * U, keys, 0];
}

/** The four diagonals with slide limit `slide`, in the corners of the arrow box. */
export function diagonalSet(slide: Value): Value[] {
  return [
    direction(-1, -1, slide, '↖', 6, 6, ['KeyQ']),
    direction(-1, 1, slide, '↗', 6, 22, ['KeyE']),
    direction(1, -1, slide, '↙', 22, 6, ['KeyZ']),
    direction(1, 1, slide, '↘', 22, 22, ['KeyC']),
  ];
}

/** The "•" move: no movement (slide 0), Space; it counts as a move whenever a cell is empty. */
export function stayStillDirection(): Value {
  return direction(0, 0, 0, '•', 14, 14, ['Space']);
}

/** The vector of a direction entry, or null. */
function vectorOf(d: Value): [Value, Value] | null {
  return Array.isArray(d) && Array.isArray(d[0]) ? [d[0][0], d[0][1]] : null;
}

/** Whether `directions` are the four orthogonal moves (in any layout): the set this modifier replaces. */
export function isOrthogonalSet(directions: readonly Value[]): boolean {
  const want = ['-1,0', '1,0', '0,-1', '0,1'];
  const got = directions.map((d) => vectorOf(d)?.join(',') ?? '');
  return got.length === 4 && want.every((w) => got.includes(w));
}

/** The slide limit the mode's directions already use (the Maximum-spaces modifier may have set it). */
function currentSlide(mode: ModeDefinition): Value {
  const first = mode.directions[0];
  if (Array.isArray(first) && Array.isArray(first[0]) && first[0][2] !== undefined) return first[0][2];
  return Infinity;
}

/**
 * The chosen set. The mode's own orthogonal entries are kept (with their slide limits); boards
 * whose moves are not the four orthogonal ones (hexagonal, custom sets) keep their moves and only
 * get the stay-still move.
 */
export function applyDirections(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const set = o.set as DirectionSet;
  const still = o.stayStill === true && !mode.directions.some((d) => vectorOf(d)?.join(',') === '0,0');
  let directions = mode.directions;
  if (!mode.hexagonal && isOrthogonalSet(mode.directions)) {
    const slide = currentSlide(mode);
    directions = [...(set === 'diagonal' ? [] : mode.directions), ...(set === 'orthogonal' ? [] : diagonalSet(slide))];
  }
  if (still) directions = [...directions, stayStillDirection()];
  return directions === mode.directions ? mode : directionsChanged({ ...mode, directions });
}

export const directionSets: ModifierPlugin = {
  id: DIRECTIONS_ID,
  version: '1.0.0',
  kind: 'modifier',
  step: 3,
  author: 'Pow2048',
  name: 'Directions',
  description:
    'Which ways tiles can move on boards with the usual four arrows: the four orthogonal ones, the four diagonals (Q E Z C) or all eight; optionally a "•" move (Space) that just lets new tiles spawn.',
  options: [
    {
      id: 'set',
      label: 'Directions',
      type: 'choice',
      default: 'both',
      choices: [
        { value: 'orthogonal', label: 'Orthogonal' },
        { value: 'both', label: 'Both (8 directions)' },
        { value: 'diagonal', label: 'Diagonal' },
      ],
    },
    {
      id: 'stayStill',
      label: 'You may choose not to move and just let new tiles spawn',
      type: 'boolean',
      default: false,
    },
  ],
  apply: applyDirections,
};
