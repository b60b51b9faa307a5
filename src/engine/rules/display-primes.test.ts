import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { defaultMode } from '../mode.ts';
import { displayPrimeCount } from './display-primes.ts';

const schemeRule = (name: string, input: Value[]): Value => [true, '@This 0', '@ColorScheme', name, input];

describe('the prime table as the first drawing leaves it', () => {
  it('counts the primes a scheme draws with: its parameter, else its default', () => {
    expect(displayPrimeCount([schemeRule('180', ['@This 0'])])).toBe(48);
    expect(displayPrimeCount([schemeRule('180', ['@This 0', 10])])).toBe(10);
    expect(displayPrimeCount([schemeRule('Turatin', ['@This 0'])])).toBe(40);
    expect(displayPrimeCount([schemeRule('1321', ['@This 0'])])).toBe(0);
    expect(displayPrimeCount([[true, '@This 0', '#fff']])).toBe(0);
  });

  it('a game drawn with the 180 scheme starts with 48 primes or more (by doubling sieves)', () => {
    const mode = { ...defaultMode(), tileTypes: [schemeRule('180', ['@This 0'])] };
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 1 });
    game.start();
    expect(game.state.primes.length).toBe(66); // doubling sieves from 5: every prime ≤ 2 × 163
    expect(game.state.primes).toContain(7n);
    const plain = new Game(defaultMode(), { evaluator: calcEvaluator, seed: 1 });
    plain.start();
    expect(plain.state.primes).toEqual([2n, 3n, 5n]);
  });
});
