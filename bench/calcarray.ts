// CalcArray evaluation speed: `npm run -s bench -- calcarray [--tsx]`.
// Anchors (the original, same kind of machine): merge condition ≈61,000/s, display text ≈75,000/s,
// display colour ≈14,300/s, whole corpus ≈10,400/s. Goal: 100× each.
//
// The workload runs from an esbuild bundle under plain node, as the app ships the evaluator
// (tsx's loader adds overhead that is not the evaluator's); `--tsx` runs it in this process instead.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundled } from './_bundled.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, '..', '..', 'shared', 'conformance', 'calcarray');

export async function main(args: string[] = []): Promise<void> {
  if (args.includes('--tsx')) {
    const { runCalcArrayBench } = await import('./_calcarray-workload.ts');
    runCalcArrayBench({ corpus });
    return;
  }
  runBundled('_calcarray-workload.ts', 'runCalcArrayBench', { corpus });
}
