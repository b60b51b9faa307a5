// The expression after a `@CalcArray` / `@STCalcArray` tag (a merge result entry, a spawn-table
// entry), one array per entry: the evaluator compiles and remembers an expression by its array,
// so a fresh slice per evaluation was compiled anew every time. Entries are immutable mode data.
import type { Value } from '../../calc/values.ts';

const bodies = new WeakMap<Value[], Value[]>();

export function calcArrayBody(entry: Value[]): Value[] {
  let body = bodies.get(entry);
  if (body === undefined) bodies.set(entry, (body = entry.slice(1)));
  return body;
}
