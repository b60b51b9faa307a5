// Issue 24 "every cost is metered": operations whose cost grows with their operands' size are
// charged by that size (safe integer arithmetic), so a hostile mode runs out of steps instead of
// running for seconds. Each test here failed before its fix.
import { describe, expect, it } from 'vitest';
import { CalcArrayError } from './errors.ts';
import { arrayOps } from './ops/array.ts';
import { applyOp, fakeRuntime } from './ops/testing.ts';

function limitOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof CalcArrayError) return e.kind;
    throw e;
  }
  return 'none';
}

describe('finding 5: charges of large products do not overflow', () => {
  it('arr_eqRearrange of two 65,536-element arrays is charged (a·b/16 steps), not 0', () => {
    const a = Array.from({ length: 65_536 }, (_, i) => i);
    const b = [-1, ...a.slice(1)]; // fails at its first element: cheap if the charge lets it run
    const rt = fakeRuntime({}, { limits: { maxSteps: Number.MAX_SAFE_INTEGER } });
    applyOp(arrayOps, 'arr_eqRearrange', a, [b], rt);
    expect(rt.steps).toBeGreaterThanOrEqual((65_536 * 65_536) / 16 - 1);
    expect(limitOf(() => applyOp(arrayOps, 'arr_eqRearrange', a, [a.slice()]))).toBe('limit');
  });
});
