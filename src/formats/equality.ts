// Exact structural equality of imported data (records of values): numbers with Object.is (NaN
// equals NaN, −0 differs from 0), number classes by value, arrays and records field by field.
import { BigRational, GaussianBigInt } from '../calc/values.ts';

export function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof GaussianBigInt) return b instanceof GaussianBigInt && a.re === b.re && a.im === b.im;
  if (a instanceof BigRational) return b instanceof BigRational && a.num === b.num && a.den === b.den;
  if (b instanceof GaussianBigInt || b instanceof BigRational) return false;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      if (!Object.hasOwn(b, k)) return false;
      if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    }
    return true;
  }
  return Object.is(a, b);
}
