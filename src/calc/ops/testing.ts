// Test support for operator unit tests: a stand-alone OpRuntime (no evaluator) and a helper that
// calls an operator's `apply` with already-converted operands, as the evaluator would.
import { DEFAULT_LIMITS, limitError, type CalcLimits } from '../errors.ts';
import { createHost, type CalcHost } from '../host.ts';
import { ensurePrimeCount, ensurePrimesUpTo } from '../numeric/primes.ts';
import type { Value } from '../values.ts';
import type { OpRuntime, OpTable } from './types.ts';

export interface FakeRuntime extends OpRuntime {
  readonly steps: number;
}

/** A runtime over `host`; `random` scripts the uniform draws (in order). */
export function fakeRuntime(
  hostOverrides: Partial<CalcHost> = {},
  options: { limits?: Partial<CalcLimits>; random?: number[] } = {},
): FakeRuntime {
  const draws = options.random ? options.random.slice() : null;
  const host = createHost({
    ...(draws ? { random: () => draws.shift() ?? 0 } : {}),
    ...hostOverrides,
  });
  const limits: CalcLimits = { ...DEFAULT_LIMITS, ...options.limits };
  let steps = 0;
  const rt: FakeRuntime = {
    host,
    limits,
    get steps() {
      return steps;
    },
    charge(n, where) {
      steps += n;
      if (steps > limits.maxSteps) throw limitError(where, 'step budget exceeded');
    },
    checkBig(b, where) {
      if ((b < 0n ? -b : b) >> BigInt(limits.maxBigIntBits) !== 0n) throw limitError(where, 'bigint too large');
      return b;
    },
    callback() {
      throw new Error('no callbacks in operator unit tests');
    },
    evaluateFresh() {
      throw new Error('no evaluation in operator unit tests');
    },
    randomEvent(draw) {
      if (host.isPlayingReplay) return host.otherRandomEvents[host.rngIndex++];
      const v = draw();
      host.otherRandomEvents[host.rngIndex++] = v;
      return v;
    },
    ensurePrimeCount(count, where) {
      ensurePrimeCount(rt, count, where);
    },
    ensurePrimesUpTo(bound, where) {
      ensurePrimesUpTo(rt, bound, where);
    },
  };
  return rt;
}

/** Applies operator `name` of `table` to `r` and the (already converted) operands. */
export function applyOp(
  table: OpTable,
  name: string,
  r: Value,
  args: Value[] = [],
  rt: OpRuntime = fakeRuntime(),
): Value {
  const def = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!def) throw new Error(`no operator ${name}`);
  return def.apply(r, args, rt);
}
