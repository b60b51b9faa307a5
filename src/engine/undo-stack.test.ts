import { describe, expect, it } from 'vitest';
import { BoundedStack } from './undo-stack.ts';

/** The same operations on a plain array trimmed from the front. */
function model(limit: number, ops: (number | 'pop')[]): { popped: (number | undefined)[]; left: number[] } {
  const a: number[] = [];
  const popped: (number | undefined)[] = [];
  for (const op of ops) {
    if (op === 'pop') popped.push(a.pop());
    else if (limit > 0) {
      a.push(op);
      if (a.length > limit) a.shift();
    }
  }
  return { popped, left: a };
}

describe('BoundedStack', () => {
  it('behaves like an array that drops its oldest entries beyond the limit', () => {
    let seed = 7;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (const limit of [0, 1, 2, 3, 5, 100, Infinity]) {
      for (let run = 0; run < 20; run++) {
        const ops: (number | 'pop')[] = [];
        for (let k = 0; k < 300; k++) ops.push(rand() < 0.35 ? 'pop' : k);
        const stack = new BoundedStack<number>(limit);
        const popped: (number | undefined)[] = [];
        for (const op of ops) op === 'pop' ? popped.push(stack.pop()) : stack.push(op);
        const want = model(limit, ops);
        expect(popped).toEqual(want.popped);
        expect(stack.size).toBe(want.left.length);
        const rest: number[] = [];
        for (let x = stack.pop(); x !== undefined; x = stack.pop()) rest.unshift(x);
        expect(rest).toEqual(want.left);
      }
    }
  });

  it('forgets everything on clear', () => {
    const s = new BoundedStack<number>(3);
    [1, 2, 3, 4].forEach((x) => s.push(x));
    s.clear();
    expect(s.size).toBe(0);
    expect(s.pop()).toBeUndefined();
    s.push(5);
    expect(s.pop()).toBe(5);
  });
});
