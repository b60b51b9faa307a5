// The original's "Garbage Tile" modifier (m[12], catalog-modifiers.md page 4, step 9): every merge
// leaves garbage in the cells its inputs vacated, through the merge outputs' "fill" token
// (engine.md §4.2 step 5). Garbage is either 0 tiles — which take part in no normal merge, and two
// of which merge into one 0 — or temporary holes of a chosen lifespan.
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { colorsHidden, HIDDEN_BACKGROUND, HIDDEN_TEXT } from './hidden-colors.ts';
import { allOf, bodyStart, nextRef, thisRef } from './signed-tiles.ts';
import { temporaryHole } from './temporary-holes.ts';

export const GARBAGE_ID = 'pc.garbage';

/** Slot 0 of a 0 tile, as the original writes it (a word, like the block tile's "BlackBox"). */
export const ZERO_MARK = 'Zero';

/** The 0 tile of a mode with `slots` entries per tile (the rest 0, as block tiles are padded). */
export const zeroTile = (slots: number): Value[] => [ZERO_MARK, ...new Array<Value>(Math.max(0, slots - 1)).fill(0)];

const isZero = (ref: string): Value[] => [ref, '=', ZERO_MARK];
const notZero = (ref: string): Value[] => [ref, '!=', ZERO_MARK];

/** No 0 tile among the first `length` tiles of a merge (`@This`, `@Next 1` …). */
export function noZeroGuard(length: number): Value {
  const parts: Value[] = [notZero(thisRef(0))];
  for (let i = 1; i < length; i++) parts.push(notZero(nextRef(i, 0)));
  return allOf(parts);
}

/** The same guard when the length is an expression: no 0 tile among `@This` and `@Next`. */
export function runtimeNoZeroGuard(): Value {
  // Flat on purpose: a nested sub-expression would not see the callback's variables.
  const zero: Value = ['@Var -1', 'arr_elem', 0, '=', ZERO_MARK];
  return allOf([notZero(thisRef(0)), [['@Next', 'arr_filter', zero], 'arr_length', '=', 0]]);
}

/** Outputs that leave `garbage` in every vacated cell (a computed list or an existing fill is kept). */
export function garbageOutputs(outputs: Value, garbage: Value): Value {
  if (!Array.isArray(outputs) || outputs[0] === '@CalcArray' || outputs.includes('fill')) return outputs;
  return [...outputs, 'fill', garbage];
}

/** A rule of the mode rewritten: garbage fill; with 0s also the no-0 guard and 0s left by deleting length-0 rules. */
export function garbageRule(rule: Value, garbage: Value, zeros: boolean): Value {
  if (!Array.isArray(rule)) return rule;
  const at = bodyStart(rule);
  const body = rule.slice(at);
  const [length, cond, ordered, outputs, ...rest] = body;
  if (length === 0) {
    if (!zeros) return rule;
    const left = Array.isArray(outputs) && outputs.length === 0 ? [garbage] : outputs;
    return [...rule.slice(0, at), length, allOf([notZero(thisRef(0)), cond]), ordered, left, ...rest];
  }
  let guarded: Value = cond;
  if (zeros) {
    // A 10-entry rule stands for several lengths; its condition is written for the base length.
    const base = body.length > 9 && typeof body[6] === 'number' ? body[6] : length;
    guarded = allOf([typeof base === 'number' ? noZeroGuard(base) : runtimeNoZeroGuard(), cond]);
  }
  // The garbage left in a vacated cell is used up for the rest of the move (it cannot merge again
  // then), as the original marks every position of such a rule.
  const flagged =
    zeros && typeof length === 'number' && length >= 1
      ? [rest[0] ?? 0, new Array<Value>(length).fill(false), ...rest.slice(2)]
      : rest;
  return [...rule.slice(0, at), length, guarded, ordered, garbageOutputs(outputs, garbage), ...flagged];
}

// The original's look of a garbage 0 (its mode codes' tile type for "Zero").
const ZERO_BACKGROUND = '#444444';
const ZERO_TEXT = '#888888';

export function applyGarbage(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const zeros = o.garbage !== 'holes';
  const garbage: Value = zeros ? zeroTile(mode.tileNumAmount) : ['@STCalcArray', temporaryHole(o.lifespan as number)];
  const mergeRules = mode.mergeRules.map((r) => garbageRule(r, garbage, zeros));
  if (!zeros) return { ...mode, mergeRules };
  const hidden = colorsHidden(mode);
  // A matcher written as a condition (not a tile literal), so a later rewrite never mistakes it for a number tile.
  const zeroLook: Value = [
    isZero(thisRef(0)),
    '0',
    hidden ? HIDDEN_BACKGROUND : ZERO_BACKGROUND,
    hidden ? HIDDEN_TEXT : ZERO_TEXT,
  ];
  // Two 0s give a 0 that may merge again in the same move.
  const zeroMerge: Value = [2, allOf([isZero(thisRef(0)), isZero(nextRef(1, 0))]), true, [garbage], 0, [true, true]];
  return { ...mode, mergeRules: [zeroMerge, ...mergeRules], tileTypes: [zeroLook, ...mode.tileTypes] };
}

export const garbageTiles: ModifierPlugin = {
  id: GARBAGE_ID,
  version: '1.0.0',
  kind: 'modifier',
  step: 9,
  author: 'Pow2048',
  name: 'Garbage tiles',
  description:
    'Every merge leaves garbage where its tiles were: 0 tiles (which only merge with each other) or temporary holes.',
  options: [
    {
      id: 'garbage',
      label: 'Garbage',
      type: 'choice',
      default: 'zeros',
      choices: [
        { value: 'zeros', label: '0s' },
        { value: 'holes', label: 'Temporary holes' },
      ],
      help: '0s: grey 0 tiles that take part in no merge except 0 + 0 → 0. Temporary holes: block tiles like walls for their lifespan.',
    },
    {
      id: 'lifespan',
      label: 'Garbage temporary hole lifespan (turns)',
      type: 'number',
      default: 1,
      min: 1,
      max: 999,
      step: 1,
    },
  ],
  apply: applyGarbage,
};
