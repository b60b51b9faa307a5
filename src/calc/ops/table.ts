// The operator table the interpreter and its shortcuts look names up in. ops/registry.ts fills it
// with every operator family when it loads (calc/index.ts loads it); kept apart so that the
// operators that evaluate expressions (core.ts) may import the evaluator without a cycle.
import type { OpDef, OpTable } from './types.ts';

const OPS = new Map<string, OpDef>();

/** Adds a table's operators; a later table wins over an earlier one. */
export function registerOps(table: OpTable): void {
  for (const [name, def] of Object.entries(table)) OPS.set(name, def);
}

export function lookupOp(name: string): OpDef | undefined {
  return OPS.get(name);
}

export function operatorNames(): string[] {
  return [...OPS.keys()];
}
