// Modifier variables (`@MVar k`): a modifier that keeps memory appends a start value and the index
// of its `modifiers` slot (start_mvar_indices), and refers to it by its position.
import type { Value, ModeDefinition } from '../../src/plugins/kit.ts';

/** Appends a modifier variable; returns the mode and the variable's `@MVar` index. */
export function addModifierVar(mode: ModeDefinition, start: Value, slot: number): { mode: ModeDefinition; k: number } {
  const k = mode.startModifierVars.length;
  return {
    mode: {
      ...mode,
      startModifierVars: [...mode.startModifierVars, start],
      startMvarIndices: [...mode.startMvarIndices, slot],
    },
    k,
  };
}

/** A merge rule with `extra` also required (appended to its condition with `&&`). */
export function requireInRule(rule: Value, extra: Value): Value {
  if (!Array.isArray(rule) || rule.length < 2) return rule;
  const cond = rule[1];
  const both: Value = Array.isArray(cond) && cond[0] !== '@var_retain' ? [...cond, '&&', extra] : [cond, '&&', extra];
  return [rule[0], both, ...rule.slice(2)];
}
