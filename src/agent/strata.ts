// Stratified generator states for the agent's chance nodes. A chance node's k samples each run the
// mode's own spawn code with a forked generator; drawn independently, k forks land unevenly (two
// samples on the same spawn, a dangerous spawn missed). Here fork i's first two draws are point i
// of a base-2 low-discrepancy sequence (the first two Sobol dimensions, digitally shifted per
// level): every prefix of 2^m forks has one first draw in each of 2^m equal strata, likewise the
// second draw, and the pairs one in each elementary box. The later draws stay pseudo-random. The
// engine is not changed: only the state words are chosen, as sfc32 lets any 128-bit state be.
import { type RngState, splitmix32 } from '../engine/index.ts';

/** 9⁻¹ mod 2³²: sfc32's second output is linear in the third word times 9. */
const INV9 = 954437177;

/**
 * An sfc32 state whose first two outputs are the 32-bit words t1 and t2 (as unsigned draws t/2³²),
 * its other freedom taken from `mix`.
 */
export function stateWithOutputs(t1: number, t2: number, mix: () => number): RngState {
  // sfc32: out = a + b + d; then a ← b ^ (b >>> 9), b ← 9c, c ← rotl(c, 21) + out, d ← d + 1.
  // So out₂ = (b ^ (b >>> 9)) + 9c + d + 1: pick b and d, solve for c, then a for out₁.
  const b = mix() | 0;
  const d = mix() | 0;
  const c = Math.imul((t2 - (b ^ (b >>> 9)) - d - 1) | 0, INV9) | 0;
  const a = (t1 - b - d) | 0;
  return [a, b, c, d];
}

/** Point i of the first two Sobol dimensions, as 32-bit words (van der Corput; then x+1's numbers). */
export function sobol2(i: number): [number, number] {
  let x = 0;
  let y = 0;
  let v = 0x80000000 | 0;
  for (let n = i >>> 0, j = 0; n !== 0 && j < 32; n >>>= 1, j++) {
    if (n & 1) {
      x ^= 0x80000000 >>> j;
      y ^= v;
    }
    v ^= v >>> 1;
  }
  return [x >>> 0, y >>> 0];
}

/**
 * The forked generator state of sample i at a level of a decision whose forks come from `base`:
 * its first two draws are Sobol point i, digitally shifted by words drawn from (base, level).
 */
export function stratifiedFork(base: number, level: number, i: number): RngState {
  const shift = splitmix32((base ^ Math.imul(level + 1, 0x9e3779b1)) >>> 0);
  const s1 = shift();
  const s2 = shift();
  const [x, y] = sobol2(i);
  const mix = splitmix32((base ^ (level * 7919 + i * 104729 + 1)) >>> 0);
  return stateWithOutputs((x ^ s1) >>> 0, (y ^ s2) >>> 0, mix);
}
