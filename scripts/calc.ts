// `npm run calc -- "<formula or JSON CalcArray>" [--at v,h] [--dir vdir,hdir]`
// Evaluates an expression on the sample 4×4 board (docs/formulas.md) and prints its formula form,
// the value, its type, the steps charged and each part's value (src/calc/formula/explain.ts, which
// the app's Playground uses too). --at sets the tile (@This), --dir the move direction.
import { BigRational, CalcArrayError, GaussianBigInt, type Value } from '../src/calc/index.ts';
import {
  explain,
  FormulaError,
  printValue,
  readExpression,
  sampleHost,
  type Explanation,
} from '../src/calc/formula/index.ts';

const BUDGET = 10_000_000;

function pair(text: string | undefined, what: string): [number, number] {
  const parts = (text ?? '').split(',').map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isInteger(n)))
    throw new Error(`${what} takes two whole numbers, like 0,1`);
  return [parts[0]!, parts[1]!];
}

/** JSON of the CalcArray, with bigint, Gaussian and rational values written as formula literals. */
function showArray(expr: Value): string {
  const marks: string[] = [];
  const json = JSON.stringify(expr, (_k, v: unknown) => {
    if (typeof v === 'bigint' || v instanceof GaussianBigInt || v instanceof BigRational || v === undefined) {
      marks.push(printValue(v as Value));
      return `\u0000${marks.length - 1}`;
    }
    return typeof v === 'number' && !Number.isFinite(v) ? `\u0000${marks.push(String(v)) - 1}` : v;
  });
  return (json ?? 'undefined').replace(/"\\u0000(\d+)"/g, (_m, i: string) => marks[Number(i)]!);
}

function main(): void {
  const args = process.argv.slice(2);
  let source: string | undefined;
  let at: [number, number] = [0, 0];
  let dir: [number, number] = [0, 0];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--at') at = pair(args[++i], '--at');
    else if (args[i] === '--dir') dir = pair(args[++i], '--dir');
    else source = args[i];
  }
  if (source === undefined) {
    console.error('usage: npm run calc -- "<formula or JSON CalcArray>" [--at v,h] [--dir vdir,hdir]');
    process.exit(2);
  }
  const expr = readExpression(source);
  const report = explain(expr, sampleHost, { v: at[0], h: at[1], vdir: dir[0], hdir: dir[1] }, BUDGET);
  console.log(`array:   ${showArray(expr)}`);
  printReport(report);
  if (report.error) process.exit(1);
}

/** The explanation as the playground shows it: formula, value, type, steps, then each part indented by depth. */
function printReport(r: Explanation): void {
  console.log(`formula: ${r.formula}`);
  if (r.error) {
    console.log(`         ${' '.repeat(Math.max(0, r.error.column - 1))}^`);
    console.log(`error:   ${r.error.message} (column ${r.error.column})`);
  } else {
    console.log(`value:   ${r.value}`);
    console.log(`type:    ${r.type}`);
  }
  // Each evaluation also costs EVALUATION_STEPS for setting it up; constants and plain special
  // strings are answered without a metered evaluation (0).
  console.log(`steps:   ${r.steps}`);
  console.log('parts, in evaluation order:');
  for (const t of r.trace)
    console.log(
      `  ${'  '.repeat(t.depth)}${t.formula}  →  ${t.error ? `error: ${t.error}` : `${t.value} (${t.type})`}`,
    );
  if (r.omitted > 0) console.log(`  …${r.omitted} more parts not shown`);
}

try {
  main();
} catch (e) {
  if (e instanceof FormulaError || e instanceof CalcArrayError || e instanceof SyntaxError) {
    console.error(e.message);
    process.exit(1);
  }
  if (e instanceof Error) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
