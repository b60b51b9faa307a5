// The makers the bigint, Gaussian and rational families declare their operators with: an
// operator is made from its name (its errors and charges name it), and each family charges
// reading its operands by their size before the operator's own work (issue 24).
import type { Value } from '../values.ts';
import { operator, PURE, type Family, type OpDef, type OpRuntime, type OpTable } from './types.ts';

/** An operator made from its name. */
export type Maker = (name: string) => OpDef;

/** A family's table from its makers, each given its own name. */
export function table(defs: Record<string, Maker>): OpTable {
  const out: OpTable = {};
  for (const [name, make] of Object.entries(defs)) out[name] = make(name);
  return out;
}

/**
 * The binary (pattern F: R and A2 of `family`) and unary (pattern U) makers of a family whose
 * operands are charged by `chargeOperands` (the unary's second operand `undefined`).
 */
export function familyMakers<T>(
  family: Family,
  chargeOperands: (a: Value, b: Value, rt: OpRuntime, name: string) => void,
): {
  bin: (fn: (a: T, b: T, rt: OpRuntime, name: string) => Value) => Maker;
  un: (fn: (a: T, rt: OpRuntime, name: string) => Value) => Maker;
} {
  return {
    bin: (fn) => (name) =>
      operator(family, 'F', PURE, (r, args, rt) => {
        chargeOperands(r, args[0], rt, name);
        return fn(r as T, args[0] as T, rt, name);
      }),
    un: (fn) => (name) =>
      operator(family, 'U', PURE, (r, _args, rt) => {
        chargeOperands(r, undefined, rt, name);
        return fn(r as T, rt, name);
      }),
  };
}
