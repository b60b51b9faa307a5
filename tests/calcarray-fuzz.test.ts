// 20,000 random CalcArrays per run (scripts/fuzz-calcarray.ts): nothing but CalcArrayError
// escapes, every evaluation ends within its budget, and failures leave the host untouched. It runs
// in a child process with a time limit, so that a hang fails the test instead of stalling the run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

it('survives 20,000 random expressions', () => {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/fuzz-calcarray.ts', '--runs', '20000', '--seed', String(seed)],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  console.log(
    output
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('fuzz:'))
      .join('\n'),
  );
  expect(run.error, `the fuzz run did not finish (seed ${seed})`).toBeUndefined();
  expect(run.status, output.slice(-4000)).toBe(0);
  expect(output).toMatch(/fuzz: 20000 cases/);
}, 300_000);
