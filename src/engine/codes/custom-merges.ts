// The merge part of a Custom code (custom-modes.md §2.2) read into typed form, and the "subset"
// test (§3.4) with its congruence combination (§3.5) that decides which priority clauses a merge
// gets. Pure functions over the parsed merges; the rule templates are in custom-mode.ts.
import type { Value } from '../../calc/values.ts';
import { ModeBuildError } from '../mode-build-error.ts';

/** Which tile indexes n a merge (or colour rule) applies to. */
export type Restriction =
  | { form: 0; list: number[] }
  | { form: 1; min: number; max: number; residue: number; modulus: number };

/** An input or output tile: index `n + c` (relative) or `c` (absolute). */
export interface TileRef {
  relative: boolean;
  c: number;
}

export interface CustomMerge {
  restriction: Restriction;
  /** The inputs besides "Tile n" itself. */
  inputs: TileRef[];
  output: TileRef | null;
  ordered: boolean;
}

/** Caps that keep a hostile code from building rules no game could evaluate. */
export const CUSTOM_LIMITS = { merges: 512, inputs: 64, listLength: 10_000 } as const;

function isNum(x: Value): x is number {
  return typeof x === 'number' && !Number.isNaN(x);
}

function list(x: Value, field: string): Value[] {
  if (!Array.isArray(x)) throw new ModeBuildError('value', field, 'expected a list');
  return x;
}

function num(x: Value, field: string): number {
  if (!isNum(x)) throw new ModeBuildError('value', field, 'expected a number');
  return x;
}

/** Reads `[form, spec]` (indexes 0 and 1 of a merge or colour rule). */
export function readRestriction(form: Value, spec: Value, field: string): Restriction {
  if (form === 0) {
    const values = list(spec, `${field}[1]`);
    if (values.length > CUSTOM_LIMITS.listLength)
      throw new ModeBuildError('limit', `${field}[1]`, 'too many listed indexes');
    return { form: 0, list: values.map((v, i) => num(v, `${field}[1][${i}]`)) };
  }
  if (form === 1) {
    const s = list(spec, `${field}[1]`);
    const [min, max, residue, modulus] = [0, 1, 2, 3].map((i) => num(s[i], `${field}[1][${i}]`)) as [
      number,
      number,
      number,
      number,
    ];
    return { form: 1, min, max, residue, modulus };
  }
  throw new ModeBuildError('value', `${field}[0]`, 'the restriction form must be 0 (list) or 1 (min/max/modulo)');
}

function readRef(x: Value, field: string): TileRef {
  const r = list(x, field);
  // The editor writes booleans; a few community codes have 0/1 here, read by truthiness.
  return { relative: Boolean(r[0]), c: num(r[1], `${field}[1]`) };
}

/** Parses `customMerges` (after the importer's migrations). */
export function readMerges(x: Value): CustomMerge[] {
  const merges = list(x, 'customMerges');
  if (merges.length > CUSTOM_LIMITS.merges)
    throw new ModeBuildError('limit', 'customMerges', `more than ${CUSTOM_LIMITS.merges} merges`);
  return merges.map((m, i) => {
    const field = `customMerges[${i}]`;
    const e = list(m, field);
    const inputs = list(e[2], `${field}[2]`);
    if (inputs.length > CUSTOM_LIMITS.inputs)
      throw new ModeBuildError('limit', `${field}[2]`, `more than ${CUSTOM_LIMITS.inputs} inputs`);
    const outputs = list(e[3], `${field}[3]`);
    return {
      restriction: readRestriction(e[0], e[1], field),
      inputs: inputs.map((r, k) => readRef(r, `${field}[2][${k}]`)),
      output: outputs.length ? readRef(outputs[0], `${field}[3][0]`) : null,
      ordered: Boolean(e[4]),
    };
  });
}

// --- §3.4 / §3.5 ---------------------------------------------------------------------------------

/** Floored modulo, as the CalcArray `mod` the rules use. */
function mod(a: number, m: number): number {
  return m === 0 ? 0 : ((a % m) + m) % m;
}

export function allowed(r: Restriction, n: number): boolean {
  if (r.form === 0) return r.list.includes(n);
  return n >= r.min && n <= r.max && mod(n, r.modulus) === r.residue;
}

/**
 * An allowed value of `residue mod modulus` within [min, max] by the original's preference: the
 * residue itself if unbounded both ways, the largest one ≤ max if only max is finite, else the
 * smallest one ≥ min (none if that exceeds max).
 */
function pickInRange(min: number, max: number, residue: number, modulus: number): number | null {
  if (!(modulus > 0) || !Number.isFinite(modulus)) return null;
  if (min === -Infinity && max === Infinity) return residue;
  if (min === -Infinity) {
    const top = Math.floor(max);
    const v = top - mod(top - residue, modulus);
    return Number.isFinite(v) ? v : null;
  }
  const bottom = Math.ceil(min);
  const v = bottom + mod(residue - bottom, modulus);
  return Number.isFinite(v) && v <= max ? v : null;
}

/** "Pick any allowed n" for a merge; `bounds` replaces its min/max (the QUIRK of §3.4). */
function pickAllowed(r: Restriction, bounds?: Restriction): number | null {
  if (r.form === 0) return r.list.length ? r.list[0]! : null;
  const b = bounds && bounds.form === 1 ? bounds : r;
  return pickInRange(b.min, b.max, mod(r.residue, r.modulus), r.modulus);
}

function bigGcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/**
 * §3.5: the x ≡ a₁ (mod m₁), x ≡ a₂ (mod m₂) solution as `[x mod M, M]` with M = lcm, or null.
 * Integer moduli are solved exactly (the original's search gives the same unique residue); other
 * moduli fall back to the original's bounded search.
 */
export function combineCongruences(a1: number, m1: number, a2: number, m2: number): [number, number] | null {
  if (!(m1 > 0 && m2 > 0)) return null;
  a1 = mod(a1, m1);
  a2 = mod(a2, m2);
  if (Number.isSafeInteger(m1) && Number.isSafeInteger(m2) && Number.isSafeInteger(a1) && Number.isSafeInteger(a2)) {
    const [A1, M1, A2, M2] = [BigInt(a1), BigInt(m1), BigInt(a2), BigInt(m2)];
    const g = bigGcd(M1, M2);
    if ((A1 - A2) % g !== 0n) return null;
    const M = (M1 / g) * M2;
    // x = a2 + m2·t with m2·t ≡ a1 − a2 (mod m1): solve t modulo m1/g by the inverse of m2/g.
    const m = M1 / g;
    const inv = modInverse((M2 / g) % m, m);
    const t = (((A1 - A2) / g) % m) * inv;
    const x = (((A2 + M2 * t) % M) + M) % M;
    if (M > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    return [Number(x), Number(M)];
  }
  const M = lcmApprox(m1, m2);
  for (let v = a2, i = 0; v < M && i < 100_000; v += m2, i++) if (mod(v, m1) === a1) return [mod(v, M), M];
  return null;
}

function modInverse(a: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  let [r0, r1] = [((a % m) + m) % m, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

function lcmApprox(a: number, b: number): number {
  let x = a;
  let y = b;
  for (let i = 0; i < 1000 && y > 1e-9; i++) [x, y] = [y, x % y];
  return (a / x) * b;
}

interface Side {
  r: Restriction;
  refs: TileRef[];
}

/** Both relative: an index v both can denote, as [nS, nL], or null. */
function bothRelative(S: Side, L: Side, s: TileRef, l: TileRef): [number, number] | null {
  if (S.r.form === 0) {
    for (const v of S.r.list) if (allowed(L.r, v - l.c)) return [v - s.c, v - l.c];
    return null;
  }
  if (L.r.form === 0) {
    for (const v of L.r.list) if (allowed(S.r, v - s.c)) return [v - s.c, v - l.c];
    return null;
  }
  const lo = Math.max(S.r.min + s.c, L.r.min + l.c);
  const hi = Math.min(S.r.max + s.c, L.r.max + l.c);
  if (!(lo <= hi)) return null;
  const cong = combineCongruences(S.r.residue + s.c, S.r.modulus, L.r.residue + l.c, L.r.modulus);
  if (!cong) return null;
  const v = pickInRange(lo, hi, cong[0], cong[1]);
  return v === null ? null : [v - s.c, v - l.c];
}

/** Step 3: can S's concrete indexes all be found among Lg's (greedy, from S's last)? */
function coveredBy(sIdx: number[], lIdx: number[]): boolean {
  const rest = lIdx.slice();
  const need = sIdx.slice();
  while (need.length) {
    const k = rest.indexOf(need[need.length - 1]!);
    if (k < 0) return false;
    rest.splice(k, 1);
    need.pop();
  }
  return true;
}

/** §3.4: can merge `small` be part of the longer merge `large`? */
export function isSubset(small: CustomMerge, large: CustomMerge): boolean {
  if (large.inputs.length <= small.inputs.length) return false;
  if (
    (small.restriction.form === 0 && small.restriction.list.length === 0) ||
    (large.restriction.form === 0 && large.restriction.list.length === 0)
  )
    return false;
  const first: TileRef = { relative: true, c: 0 };
  const S: Side = { r: small.restriction, refs: [first, ...small.inputs] };
  const L: Side = { r: large.restriction, refs: [first, ...large.inputs] };
  // 1. Cancel equal absolute inputs.
  for (let i = 0; i < S.refs.length; ) {
    const s = S.refs[i]!;
    const j = s.relative ? -1 : L.refs.findIndex((l) => !l.relative && l.c === s.c);
    if (j < 0) {
      i++;
      continue;
    }
    S.refs.splice(i, 1);
    L.refs.splice(j, 1);
  }
  if (S.refs.length === 0) return true;
  // 2–3. Try to make one input of each denote the same index, then match the rest.
  for (const s of S.refs)
    for (const l of L.refs) {
      let pair: [number, number] | null = null;
      if (!s.relative && !l.relative) continue;
      if (!s.relative) {
        const nL = s.c - l.c;
        if (!allowed(L.r, nL)) continue;
        const nS = pickAllowed(S.r);
        if (nS !== null) pair = [nS, nL];
      } else if (!l.relative) {
        const nS = l.c - s.c;
        if (!allowed(S.r, nS)) continue;
        const nL = pickAllowed(L.r, S.r);
        if (nL !== null) pair = [nS, nL];
      } else pair = bothRelative(S, L, s, l);
      if (!pair) continue;
      const [nS, nL] = pair;
      const sIdx = S.refs.map((x) => (x.relative ? nS + x.c : x.c));
      const lIdx = L.refs.map((x) => (x.relative ? nL + x.c : x.c));
      if (coveredBy(sIdx, lIdx)) return true;
    }
  return false;
}
