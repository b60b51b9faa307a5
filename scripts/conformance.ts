// `npm run -s conformance -- <calcarray|replays|codes> <path> [--plugins] [--display] [--formula]`
// (--formula: calcarray cases run with each expression printed as a formula and parsed back.)
// Prints one line per failing case and ends with `N passed, N failed`.
import { checkCase, formulaRoundTrip, loadCalcCases } from '../src/conformance/calcarray-cases.ts';

type Runner = (path: string, flags: Set<string>) => Promise<{ passed: number; failed: number }>;

const runCalcArray: Runner = async (path, flags) => {
  let passed = 0;
  let failed = 0;
  for (const c of loadCalcCases(path)) {
    let problem: string | null;
    try {
      problem = checkCase(flags.has('--formula') ? formulaRoundTrip(c) : c);
    } catch (e) {
      problem = `formula round trip: ${(e as Error).message}`;
    }
    if (problem === null) passed++;
    else {
      failed++;
      console.log(`FAIL ${c.id}: ${problem}`);
    }
  }
  return { passed, failed };
};

const RUNNERS: Record<string, Runner> = {
  calcarray: runCalcArray,
  replays: async (path, flags) => (await import('../src/conformance/replay-cases.ts')).runReplayCorpus(path, flags),
  codes: async (path, flags) => (await import('../src/conformance/code-cases.ts')).runCodeCorpus(path, flags),
};

async function main(): Promise<void> {
  const [kind, path, ...rest] = process.argv.slice(2);
  const runner = kind !== undefined && Object.hasOwn(RUNNERS, kind) ? RUNNERS[kind] : undefined;
  if (!runner || !path) {
    console.error('usage: npm run -s conformance -- <calcarray|replays|codes> <path> [--plugins] [--formula]');
    process.exit(2);
  }
  const { passed, failed } = await runner(path, new Set(rest));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
