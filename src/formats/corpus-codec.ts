// The conformance corpus' value encoding (shared/conformance/README.md "Value encoding"): JSON plus
// tagged strings for values JSON cannot hold. Used by the conformance runner and tests.
import { BigRational, GaussianBigInt, type Value } from '../calc/values.ts';

const TAGS = [
  '@-0',
  '@Infinity',
  '@-Infinity',
  '@NaN',
  '@undefined',
  '@BigInt ',
  '@BigRational ',
  '@GaussianBigInt ',
  '@String ',
];

function startsLikeTag(s: string): boolean {
  return TAGS.some((t) => (t.endsWith(' ') ? s.startsWith(t) : s === t));
}

export function decodeCorpusValue(x: unknown): Value {
  if (Array.isArray(x)) return x.map(decodeCorpusValue);
  if (typeof x !== 'string') return x as Value;
  switch (x) {
    case '@-0':
      return -0;
    case '@Infinity':
      return Infinity;
    case '@-Infinity':
      return -Infinity;
    case '@NaN':
      return NaN;
    case '@undefined':
      return undefined;
  }
  if (x.startsWith('@String ')) return x.slice(8);
  if (x.startsWith('@BigInt ')) return BigInt(x.slice(8));
  if (x.startsWith('@BigRational ')) {
    const [n, d] = x.slice(13).split(' ');
    return BigRational.of(BigInt(n!), BigInt(d!));
  }
  if (x.startsWith('@GaussianBigInt ')) {
    const [re, im] = x.slice(16).split(' ');
    return new GaussianBigInt(BigInt(re!), BigInt(im!));
  }
  return x;
}

export function encodeCorpusValue(x: Value): unknown {
  if (Array.isArray(x)) {
    const out: unknown[] = [];
    for (let i = 0; i < x.length; i++) out.push(encodeCorpusValue(x[i]));
    return out;
  }
  if (typeof x === 'number') {
    if (Object.is(x, -0)) return '@-0';
    if (Number.isNaN(x)) return '@NaN';
    if (x === Infinity) return '@Infinity';
    if (x === -Infinity) return '@-Infinity';
    return x;
  }
  if (x === undefined) return '@undefined';
  if (typeof x === 'bigint') return `@BigInt ${x}`;
  if (x instanceof BigRational) return `@BigRational ${x.num} ${x.den}`;
  if (x instanceof GaussianBigInt) return `@GaussianBigInt ${x.re} ${x.im}`;
  if (typeof x === 'string' && startsLikeTag(x)) return '@String ' + x;
  return x;
}

/** Exact comparison of the corpus: Object.is on numbers, by value for exact types, elementwise arrays. */
export function corpusEqual(a: Value, b: Value, tolerance?: number): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!corpusEqual(a[i], b[i], tolerance)) return false;
    return true;
  }
  if (typeof a === 'number' && typeof b === 'number') {
    if (Object.is(a, b)) return true;
    if (tolerance !== undefined && Number.isFinite(a) && Number.isFinite(b))
      return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));
    return false;
  }
  if (a instanceof BigRational) return b instanceof BigRational && a.num === b.num && a.den === b.den;
  if (a instanceof GaussianBigInt) return b instanceof GaussianBigInt && a.re === b.re && a.im === b.im;
  return a === b;
}
