import { describe, expect, it } from 'vitest';
import { booleanOps } from './boolean.ts';
import { applyOp } from './testing.ts';

describe('boolean family', () => {
  it('declares && and || as short-circuit (SC), the nsc forms as F, ! as U', () => {
    expect(booleanOps['&&']).toMatchObject({ family: 'boolean', pattern: 'SC' });
    expect(booleanOps['||']).toMatchObject({ family: 'boolean', pattern: 'SC' });
    expect(booleanOps['&&nsc']).toMatchObject({ family: 'boolean', pattern: 'F' });
    expect(booleanOps['||nsc']).toMatchObject({ family: 'boolean', pattern: 'F' });
    expect(booleanOps['!']).toMatchObject({ family: 'boolean', pattern: 'U' });
  });

  it('computes the truth tables', () => {
    for (const a of [true, false])
      for (const b of [true, false]) {
        expect(applyOp(booleanOps, '&&', a, [b])).toBe(a && b);
        expect(applyOp(booleanOps, '&&nsc', a, [b])).toBe(a && b);
        expect(applyOp(booleanOps, '||', a, [b])).toBe(a || b);
        expect(applyOp(booleanOps, '||nsc', a, [b])).toBe(a || b);
      }
    expect(applyOp(booleanOps, '!', true)).toBe(false);
    expect(applyOp(booleanOps, '!', false)).toBe(true);
  });
});
