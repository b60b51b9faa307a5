// Number display (spec calcarray.md §3.9): the one function behind `defaultAbbrev*`, computed tile
// texts and stat boxes. Quirks of the original are kept on purpose: the lost carry when a fraction
// rounds to 1, the double-precision mantissa that can start with 0, " NaN " with spaces.
import { CalcArrayError } from './errors.ts';
import { BigRational, GaussianBigInt, bigintText, formatGaussian, type Value } from './values.ts';

const SMALLEST_NORMAL = 2.2250738585072014e-308;

/** Inserts a comma every three digits from the right of a run of digits. */
function groupDigits(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** |x| grouped, then its fraction rounded to `decimals` places without carrying (QUIRK). */
function grouped(a: number, decimals: number): string {
  const whole = Math.trunc(a);
  const scale = 10 ** decimals;
  const frac = Math.round((a - whole) * scale) / scale;
  let s = groupDigits(String(whole));
  if (frac !== 0 && frac < 1) s += String(frac).slice(1);
  return s;
}

function formatNumber(x: number): Value {
  const a = Math.abs(x);
  if (a >= 0.1 && a < 10000) return String(Math.round(x * 1000) / 1000);
  if (a >= 10000 && a < 1e12) return (x < 0 ? '-' : '') + grouped(a, 3);
  if (x !== x) return ' NaN ';
  if (a === 0) return '0';
  if (a === Infinity) return x > 0 ? 'Infinity' : '-Infinity';
  if (a < SMALLEST_NORMAL)
    throw new CalcArrayError('range', 'defaultAbbreviate', `cannot display the subnormal number ${x}`);
  const p = Math.floor(Math.log10(a));
  // Division (not multiplication by 10^-p) reproduces the original's mantissas, e.g. "0" × 10^15.
  const mantissa = grouped(a / 10 ** p, 5);
  return x < 0
    ? ['@TextE', '-', mantissa, ' × 10', ['@Superscript', p]]
    : ['@TextE', mantissa, ' × 10', ['@Superscript', p]];
}

/** Bigint display: plain below 10000 in magnitude, else grouped with commas, never scientific. */
export function formatBigInt(x: bigint): string {
  const abs = x < 0n ? -x : x;
  if (abs < 10000n) return x.toString();
  // bigintText: printing a huge bigint is charged to the running evaluation (values.ts).
  return (x < 0n ? '-' : '') + groupDigits(bigintText(abs));
}

function formatRational(q: BigRational): string {
  // Decided on the double value first: beyond double range a finite rational prints "Infinity"/"0".
  const d = Number(q.num) / Number(q.den);
  if (d !== d) return ' NaN ';
  if (d === 0) return '0';
  if (d === Infinity) return 'Infinity';
  if (d === -Infinity) return '-Infinity';
  const neg = q.num < 0n;
  const n = neg ? -q.num : q.num;
  const whole = n / q.den;
  const rest = n % q.den;
  let s = neg ? '-' : '';
  if (whole !== 0n) s += formatBigInt(whole);
  if (rest !== 0n) s += (whole !== 0n ? ' ' : '') + formatBigInt(rest) + '/' + formatBigInt(q.den);
  return s;
}

/**
 * `defaultAbbreviate` (§3.9): numbers, bigints, Gaussian integers and rationals become display text
 * (or, for scientific notation, a `["@TextE", …]` text expression); anything else is returned as is.
 */
export function defaultAbbreviate(x: Value): Value {
  if (typeof x === 'number') return formatNumber(x);
  if (typeof x === 'bigint') return formatBigInt(x);
  if (x instanceof GaussianBigInt) return formatGaussian(x.re, x.im, formatBigInt);
  if (x instanceof BigRational) return formatRational(x);
  return x;
}
