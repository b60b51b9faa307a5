// `npm run -s bench -- <name> [args…] --against <git-ref>`: the same bench on this build and on the
// build at <git-ref>, alternately, in the same minutes (the machine is shared, so only figures taken
// side by side compare). The ref is unpacked (git archive) into a temporary folder beside a link to
// this tree's node_modules and ../shared; each round runs both builds once, in turns; the figures
// printed are each build's best round and their ratio (this build / the other). The best, as in the
// benches themselves: on a shared machine other work only ever slows a round down.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = 5;

/** `<figure>: <number> <unit>` lines of a bench's output. */
function figures(out: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const line of out.split('\n')) {
    const f = /^([\w.-]+): ([\d.e+-]+) /.exec(line.trim());
    if (f) m.set(f[1]!, Number(f[2]));
  }
  return m;
}

function runBench(root: string, args: string[]): Map<string, number> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'run.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`bench in ${root} failed:\n${r.stderr}`);
  return figures(r.stdout);
}

export function runAgainst(root: string, ref: string, args: string[], rounds = ROUNDS): void {
  const base = mkdtempSync(join(tmpdir(), 'bench-against-'));
  const other = join(base, 'repo');
  try {
    mkdirSync(other);
    const tar = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', other], { input: tar });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(other, 'node_modules'));
    // The benches read recorded games from ../shared beside the repo.
    symlinkSync(realpathSync(join(root, '..', 'shared')), join(base, 'shared'));
    const ours = new Map<string, number[]>();
    const theirs = new Map<string, number[]>();
    const add = (to: Map<string, number[]>, got: Map<string, number>): void => {
      for (const [k, v] of got) to.set(k, [...(to.get(k) ?? []), v]);
    };
    for (let r = 0; r < rounds; r++) {
      // Alternate which build goes first, so neither always runs on a warmer or cooler machine.
      const order: [string, Map<string, number[]>][] =
        r % 2 === 0
          ? [
              [root, ours],
              [other, theirs],
            ]
          : [
              [other, theirs],
              [root, ours],
            ];
      for (const [dir, to] of order) {
        const got = runBench(dir, args);
        add(to, got);
        const figs = [...got].map(([k, v]) => `${k} ${v.toPrecision(4)}`).join(', ');
        console.log(`round ${r + 1}/${rounds} ${dir === root ? 'this build' : ref}: ${figs}`);
      }
    }
    for (const [k, ys] of theirs)
      if (!ours.has(k)) console.log(`${k}: ${Math.max(...ys).toPrecision(4)} (only ${ref})`);
    for (const [k, xs] of ours) {
      const ys = theirs.get(k);
      if (!ys) {
        console.log(`${k}: ${Math.max(...xs).toPrecision(4)} (only this build)`);
        continue;
      }
      const a = Math.max(...xs);
      const b = Math.max(...ys);
      console.log(`${k}: ${a.toPrecision(4)} vs ${b.toPrecision(4)} (${ref}) ratio ${(a / b).toFixed(3)}`);
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
