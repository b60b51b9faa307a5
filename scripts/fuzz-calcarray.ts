// Property test of the CalcArray evaluator on random expressions built from the operator table:
// every evaluation returns a value or throws CalcArrayError (nothing else escapes), stays within
// its budgets, and a failing evaluation leaves the host exactly as it was.
//
//   npx tsx scripts/fuzz-calcarray.ts --runs 1000000 --seed 42      (the long run)
//
// Prints `fuzz: N cases, E errors, max M ms per evaluation` and exits non-zero on a violation.
import fc from 'fast-check';
import {
  CalcArrayError,
  createHost,
  evaluate,
  evaluateColor,
  evaluateText,
  type CalcHost,
  type CalcLimits,
  type Value,
} from '../src/calc/index.ts';
import { operatorNames } from '../src/calc/ops/registry.ts';
import { encodeCorpusValue } from '../src/formats/corpus-codec.ts';

const STATEMENTS = [
  '@if',
  '@else',
  '@else-if',
  '@repeat',
  '@end-if',
  '@end-else',
  '@end-else-if',
  '@end-repeat',
  '@end-stack',
  'end-stack',
  '@edit_var',
  '@add_var',
  '@insert_var',
  '@remove_var',
  '@edit_gvar',
  '@add_gvar',
  '@insert_gvar',
  '@remove_gvar',
  '@edit_mvar',
  '@add_mvar',
  '@remove_mvar',
  '@edit_spawn',
  '@add_spawn',
  '@remove_spawn',
  '@add_forced_spawn',
  '@replace_tile',
  '@run_script',
  '@end_vars',
  '@var_retain',
  '@var_copy',
  '@global_var_retain',
  '@global_var_copy',
  '@include_gvars',
  '@Literal',
  '@CalcArray',
];
const SPECIALS = [
  '@This',
  '@This 0',
  '@This 1',
  '@Next',
  '@Next 1 0',
  '@Next 2 0',
  '@Next FL',
  '@Next 1 1 0',
  '@NextNE',
  '@NextNE 1 0',
  '@NextNE -1 0',
  '@NextFull',
  '@NextFull 2',
  '@Relative 1 0 0',
  '@Grid',
  '@Grid 0 0',
  '@GridWidth',
  '@Var',
  '@Var 0',
  '@Var -1',
  '@GVar',
  '@GVar 0',
  '@MVar 0',
  '@MVarIndex 0',
  '@Parent',
  '@Parent -1',
  '@Parent -2',
  '@Parent 0',
  '@Score',
  '@Moves',
  '@DiscTiles',
  '@NextSpawns 0',
  '@Primes',
  '@TileOrder',
  '@InGameStatus',
  '@VCoord',
  '@MLength',
  '@TimeSinceStartGame',
  '@This 0 @FromVCoord 2',
  '@@Score',
  '@Empty',
  '@Sc',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'end-stack',
  'FL',
];

const LIMITS: CalcLimits = {
  maxSteps: 50_000,
  maxDepth: 200,
  maxBigIntBits: 1 << 16,
  maxStringLength: 1 << 16,
  maxArrayLength: 1 << 14,
  maxPrimes: 50_000,
  maxStoredSize: 1 << 14,
};

function args(): Map<string, string> {
  const out = new Map<string, string>();
  const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i += 2) out.set(a[i]!.replace(/^--/, ''), a[i + 1] ?? '');
  return out;
}

const ops = operatorNames();
const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom(0.5, -2.5, 1e21, 1e-7, NaN, Infinity, -Infinity, -0, 2 ** 53, 4294967296),
  fc.double({ noNaN: false }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.constantFrom<Value>(true, false, undefined, null, '', '0x10', '3+4i', '2/3', ' 12 ', 'abc', '1.5', '@@x'),
  fc.constantFrom(...SPECIALS),
  fc.string({ maxLength: 6 }),
);

const { expr } = fc.letrec<{ expr: Value[]; operand: Value }>((tie) => ({
  operand: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    scalar,
    tie('expr'),
    fc.array(scalar, { maxLength: 4 }).map((a) => ['@Literal', ...a]),
  ),
  expr: fc
    .tuple(
      tie('operand'),
      fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...ops), fc.constantFrom(...ops), fc.constantFrom(...STATEMENTS)),
          fc.array(tie('operand'), { maxLength: 3 }),
        ),
        {
          maxLength: 4,
        },
      ),
    )
    .map(([first, rest]) => [first, ...rest.flatMap(([op, operands]) => [op, ...operands])] as Value[]),
}));

function makeHost(): CalcHost {
  return createHost({
    grid: [
      [[1], [1], '@Empty', [2]],
      ['@Empty', [3], '@Slippery', [3]],
      [[5], '@Void', [5], '@TemporaryHole 2'],
      [[2], [4], [2], [4]],
    ],
    gameVars: [5, 'x', [1, 2]],
    modifierVars: [true, 3],
    mvarIndices: [4, 9],
    scripts: [[['@add_gvar', 1], 'Start']],
    screen: 'Gameplay',
    random: (() => {
      let s = 1;
      return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
    })(),
  });
}

/** The host's observable state, as text, to check that a failing evaluation changed nothing. */
function snapshot(h: CalcHost): string {
  return JSON.stringify(
    encodeCorpusValue([
      h.grid,
      h.gameVars,
      h.modifierVars,
      h.mvarIndices,
      h.tileSpawns,
      h.forcedSpawns,
      h.score,
      h.scriptSignals,
      h.rngIndex,
    ] as Value),
  );
}

/** The slowest evaluation of the last run (for finding work the budgets do not bound well). */
export let slowest = '';

export function runFuzz(runs: number, seed: number): { cases: number; errors: number; maxMs: number } {
  let errors = 0;
  let cases = 0;
  let maxMs = 0;
  slowest = '';
  fc.assert(
    fc.property(
      expr,
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom(-1, 0, 1),
      fc.integer({ min: 0, max: 2 }),
      (e, v, h, d, kind) => {
        const host = makeHost();
        const before = snapshot(host);
        const start = performance.now();
        try {
          if (kind === 0)
            evaluate(
              e,
              host,
              { v, h, vdir: d, hdir: d === 0 ? 1 : 0, addInfo: [2, Infinity, 0, 1] },
              { limits: LIMITS },
            );
          else if (kind === 1) evaluateColor(e, host, v, h, undefined, { limits: LIMITS });
          else evaluateText(e, host, v, h, { limits: LIMITS });
        } catch (err) {
          if (!(err instanceof CalcArrayError))
            throw new Error(
              `escaped ${(err as Error)?.name}: ${(err as Error)?.message} for ${JSON.stringify(encodeCorpusValue(e))}`,
            );
          errors++;
          if (snapshot(host) !== before)
            throw new Error(`a failed evaluation changed the host: ${JSON.stringify(encodeCorpusValue(e))}`);
        }
        const ms = performance.now() - start;
        if (ms > maxMs) {
          maxMs = ms;
          slowest = `${['evaluate', 'evaluateColor', 'evaluateText'][kind]} ${JSON.stringify(encodeCorpusValue(e)).slice(0, 600)}`;
        }
        cases++;
      },
    ),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return { cases, errors, maxMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const a = args();
  const runs = Number(a.get('runs') ?? 20000);
  const seed = Number(a.get('seed') ?? Date.now() % 2147483647);
  console.log(`fuzz: seed ${seed}, ${runs} runs`);
  const started = performance.now();
  const { cases, errors, maxMs } = runFuzz(runs, seed);
  console.log(
    `fuzz: ${cases} cases, ${errors} errors, max ${maxMs.toFixed(1)} ms per evaluation, ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  if (a.has('slowest')) console.log(`fuzz: slowest ${slowest}`);
}
