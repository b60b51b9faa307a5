// `npm run -s bench -- <name>` runs bench/<name>.ts, which prints `<figure>: <number> <unit>` lines;
// `... <name> [args] --against <git-ref>` runs it beside the build at <git-ref> (_against.ts).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .map((f) => f.slice(0, -3));
if (!name || !available.includes(name)) {
  console.error(`usage: npm run -s bench -- <${available.join('|')}>`);
  process.exit(2);
}
const file = join(here, `${name}.ts`);
if (!existsSync(file)) process.exit(2);
const args = process.argv.slice(3);
const against = args.indexOf('--against');
if (against >= 0) {
  const ref = args[against + 1];
  if (!ref) {
    console.error('usage: npm run -s bench -- <name> [args] --against <git-ref>');
    process.exit(2);
  }
  const { runAgainst } = await import('./_against.ts');
  runAgainst(join(here, '..'), ref, [name, ...args.filter((_, i) => i !== against && i !== against + 1)]);
  process.exit(process.exitCode ?? 0);
}
const mod = (await import(pathToFileURL(file).href)) as { main?: (args: string[]) => Promise<void> | void };
if (mod.main) await mod.main(args);
