// Issue 24: `npm run sim` ends hostile codes with a typed error within the budget. Each Mode code
// below (exported with the formats' own exporter) runs work that once cost ~3 steps whatever its
// size on every move; `runSim` must come back with an engine error (the action's step budget) or
// a code error (the import budget), never run on for minutes.
import { describe, expect, it } from 'vitest';
import { runSim } from '../scripts/sim.ts';
import type { Value } from '../src/calc/values.ts';
import { modeCode, testClassicMode } from '../src/worker/test-codes.ts';

/** A classic mode whose script runs `body` at the end of every turn. */
function hostile(name: string, body: Value): string {
  return modeCode(testClassicMode(name, { scripts: [[[0, '@repeat', 1000, body], 'EndTurn']] }));
}

const BIG: Value = [2n, '**B', 1_000_000n]; // a bigint of a million bits, built in the script
const TWOS: Value = [[2n, '**B', 65_536n], 'primeFactorizeB', 2]; // 65,536 elements, each 2n

const CODES: [string, string][] = [
  ['square roots of a million-bit number', hostile('roots', [BIG, 'rootB', 2n])],
  ['perfect-power tests', hostile('powers', [[BIG, '+B', 1n], 'perfectPowerFormB', 1000n])],
  ['base conversions', hostile('bases', [[BIG, '+B', 1n], 'baseConvertB', 3n])],
  ['decimal printing', hostile('printing', [BIG, 'String'])],
  ['gaussian primes', hostile('gaussian', [200_000n, 'gaussian_prime', 0n])],
  ['rearrangement tests of long arrays', hostile('rearrange', [TWOS, 'arr_eqRearrange', TWOS])],
];

describe('npm run sim under hostile codes', () => {
  for (const [what, code] of CODES) {
    it(`ends ${what} with a typed error`, async () => {
      const lines: string[] = [];
      const outcome = await runSim(['--code', code, '--moves', '3', '--seed', '1'], (l) => lines.push(l));
      expect(outcome.exitCode, lines.join('\n')).toBe(1);
      expect(outcome.error?.kind).toBe('engine');
      expect(outcome.error?.message).toMatch(/step budget|larger than|limit|too many|more than/);
    }, 60_000);
  }

  it('reports a refused code as a code error', async () => {
    const outcome = await runSim(['--code', '@2048PowCompMode|x|y'], () => {});
    expect(outcome.exitCode).toBe(2);
    expect(outcome.error?.kind).toBe('code');
  });
});
