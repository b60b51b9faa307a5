// Reading a plugin's resolved option values with the expected type (a fallback otherwise), so a
// build function never trusts a stored value's type.
import type { OptionValues } from '../types.ts';

/** Reads an option value of the expected type, or the fallback. */
export function optBool(o: OptionValues, id: string, fallback: boolean): boolean {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'boolean' ? v : fallback;
}

export function optNumber(o: OptionValues, id: string, fallback: number): number {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'number' && !Number.isNaN(v) ? v : fallback;
}

export function optString(o: OptionValues, id: string, fallback: string): string {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return typeof v === 'string' ? v : fallback;
}

/** Reads a list-of-numbers option (every entry a finite number), or the fallback. */
export function optNumbers(o: OptionValues, id: string, fallback: readonly number[]): readonly number[] {
  const v = Object.hasOwn(o, id) ? o[id] : undefined;
  return Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n)) ? v : fallback;
}
