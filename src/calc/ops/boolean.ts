// Boolean-family operators (spec calcarray.md §3.3). `R` and operands arrive as booleans. `&&` and
// `||` short-circuit in the evaluator itself (pattern SC: it never reads the skipped operand);
// their `apply` only runs when the operand was evaluated.
import type { Value } from '../values.ts';
import { PURE, type OpDef, type OpTable } from './types.ts';

/** The operands are booleans already; JS truthiness keeps direct callers safe. */
function bool(x: Value): boolean {
  return typeof x === 'boolean' ? x : Boolean(x);
}

function binary(pattern: 'SC' | 'F', f: (a: boolean, b: boolean) => boolean): OpDef {
  return { family: 'boolean', pattern, effects: PURE, apply: (r, args) => f(bool(r), bool(args[0])) };
}

export const booleanOps: OpTable = {
  '&&': binary('SC', (a, b) => a && b),
  '||': binary('SC', (a, b) => a || b),
  '&&nsc': binary('F', (a, b) => a && b),
  '||nsc': binary('F', (a, b) => a || b),
  '!': { family: 'boolean', pattern: 'U', effects: PURE, apply: (r) => !bool(r) },
};
