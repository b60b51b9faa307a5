// A canonical string for a value, so that deep-equal tiles (§1.2: arrays element by element, G
// and Q by value, the rest by ===) get equal keys. Used for sets of discovered tiles and the
// merge-result cache.
import { BigRational, GaussianBigInt, type Value } from '../../calc/values.ts';

let nanCount = 0;

export function tileKey(x: Value): string {
  if (Array.isArray(x)) {
    let s = '[';
    for (let i = 0; i < x.length; i++) s += (i ? ',' : '') + tileKey(x[i]);
    return s + ']';
  }
  switch (typeof x) {
    case 'number':
      // NaN never equals itself: give every NaN a unique key.
      return x !== x ? `nNaN${nanCount++}` : Object.is(x, -0) ? 'n0' : `n${x}`;
    case 'string':
      return JSON.stringify(x);
    case 'bigint':
      return `b${x}`;
    case 'boolean':
      return x ? 't' : 'f';
    case 'undefined':
      return 'u';
  }
  if (x === null) return 'z';
  if (x instanceof GaussianBigInt) return `g${x.re},${x.im}`;
  if (x instanceof BigRational) return x.isNaN() ? `qNaN${nanCount++}` : `q${x.num}/${x.den}`;
  return '?';
}
