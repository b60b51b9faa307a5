// The next random goal of 1845 (the original's rule, from its recorded mode code): a random divisor
// d of the goal g is drawn, then g / d × (2d ± 1), the sign drawn too, or g / d × 2 when d = 1 (the
// sign is drawn all the same, so replays stay in step). Both are tiles 1845's merges can make.
import type { Value } from '../../../src/plugins/kit.ts';

/** `draw`: the goal variable's new value, parking [g, d]; `apply`: from that pair, the next goal. */
export function factorStep(goal: string, part: 'draw' | 'apply'): Value {
  if (part === 'draw') {
    const divisors: Value = [goal, 'factorListB'];
    return [
      '@Literal',
      ['@CalcArray', goal],
      ['@CalcArray', divisors, 'arr_elem', [0, 'rand_int', [divisors, 'arr_length', '-', 1]]],
    ];
  }
  const [g, d]: Value[] = [
    [goal, 'arr_elem', 0],
    [goal, 'arr_elem', 1],
  ];
  return [
    g,
    '/B',
    d,
    '*B',
    [d, '*B', 2n, '+B', [0n, 'rand_bigint', 1n, '*B', 2n, '-B', 1n], '@if', [d, '=', 1n], '2nd', 2n, '@end-if'],
  ];
}
