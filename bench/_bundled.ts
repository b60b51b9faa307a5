// Runs a bench workload from an esbuild bundle under plain node, as a production bundle would run:
// tsx's loader adds overhead that is not the code under test (engine and calc benches use it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Bundles `workload` (a module under bench/), calls its export `entry` with `options` (JSON) in a
 * child node process whose output goes to ours, and sets the exit code on failure.
 */
export function runBundled(workload: string, entry: string, options: unknown): void {
  runBundledEach(workload, entry, [options]);
}

/**
 * `runBundled` once per entry of `optionsList`, each in a fresh node process (its own JIT feedback
 * and heap), from one bundle.
 */
export function runBundledEach(workload: string, entry: string, optionsList: readonly unknown[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const out = join(dir, 'bench.mjs');
    const esbuild = join(here, '..', 'node_modules', '.bin', 'esbuild');
    const code = `import { ${entry} } from ${JSON.stringify(join(here, workload))};\n${entry}(JSON.parse(process.argv[2]));\n`;
    // esbuild reads the entry from stdin and resolves its imports from bench/.
    const built = spawnSync(
      esbuild,
      ['--bundle', '--platform=node', '--format=esm', '--target=node20', `--outfile=${out}`, '--log-level=warning'],
      {
        input: code,
        encoding: 'utf8',
        cwd: here,
      },
    );
    if (built.status !== 0) {
      process.stderr.write(built.stderr);
      process.exitCode = 1;
      return;
    }
    for (const options of optionsList) {
      const run = spawnSync(process.execPath, [out, JSON.stringify(options)], { stdio: 'inherit' });
      if (run.status !== 0) process.exitCode = run.status ?? 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
