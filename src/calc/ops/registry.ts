// Fills the one operator table (table.ts) with every family module's OpTable, in a Map so that names
// such as `constructor` or `__proto__` can never reach an object prototype.
import type { OpDef, OpTable } from './types.ts';
import { registerOps } from './table.ts';
import * as numberOps from './number.ts';
import * as compareOps from './compare.ts';
import * as booleanOps from './boolean.ts';
import * as stringOps from './string.ts';
import * as arrayOps from './array.ts';
import * as bigintOps from './bigint.ts';
import * as gaussianOps from './gaussian.ts';
import * as rationalOps from './rational.ts';
import * as diveOps from './dive.ts';
import * as coreOps from './core.ts';

function isOpDef(x: unknown): x is OpDef {
  return (
    typeof x === 'object' && x !== null && 'family' in x && 'pattern' in x && typeof (x as OpDef).apply === 'function'
  );
}

function isOpTable(x: unknown): x is OpTable {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const values = Object.values(x);
  return values.length > 0 && values.every(isOpDef);
}

/** Registers every OpTable a module exports. Later modules win (the core overrides stand-ins). */
function registerModule(mod: Record<string, unknown>): void {
  for (const value of Object.values(mod)) {
    if (!isOpTable(value)) continue;
    registerOps(value);
  }
}

for (const mod of [
  numberOps,
  compareOps,
  booleanOps,
  stringOps,
  arrayOps,
  bigintOps,
  gaussianOps,
  rationalOps,
  diveOps,
  coreOps,
])
  registerModule(mod as Record<string, unknown>);

export { lookupOp, operatorNames } from './table.ts';
