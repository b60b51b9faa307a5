// Screening tool (not part of `bench`): `npx tsx bench/_agent-regret.ts [--effort E] [--agent-seeds N] [--set name=value ...]`.
// Classic 2048 positions from a few seeded games of the default agent at effort 800 (seeds 201–203,
// every 7th move); an oracle (the agent with independent forks at effort 20000, cached in /tmp)
// values each direction. A variant's regret is the oracle's value of its best direction less that
// of the variant's choice: far less noisy than game outcomes, so ideas screen in minutes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, SEARCH } from '../src/agent/agent.ts';
import { LEAF } from '../src/agent/board-value.ts';
import { playGame } from '../src/agent/play.ts';
import type { GamePosition } from '../src/engine/index.ts';
import { classic2048 } from './agent.ts';

const argv = process.argv.slice(2);
let effort = 800;
let agentSeeds = 3;
let tag = '';
const sets: [string, number][] = [];
for (let i = 0; i < argv.length; i += 2) {
  if (argv[i] === '--effort') effort = Number(argv[i + 1]);
  else if (argv[i] === '--agent-seeds') agentSeeds = Number(argv[i + 1]);
  else if (argv[i] === '--tag') tag = argv[i + 1]!;
  else if (argv[i] === '--set') {
    const [k, v] = argv[i + 1]!.split('=');
    sets.push([k!, Number(v)]);
  }
}
const mode = classic2048();
const positions: GamePosition[] = [];
const saved = { ...SEARCH };
SEARCH.stratify = 0;
for (const seed of [201, 202, 203]) {
  let n = 0;
  playGame(mode, { kind: 'agent', options: { effort: 800 } }, seed, 50_000, (g) => {
    if (++n % 7 === 0) positions.push(g.position());
  });
}
const cache = '/tmp/strat/oracle.json';
let oracle: (number | null)[][];
if (existsSync(cache)) oracle = JSON.parse(readFileSync(cache, 'utf8'));
else {
  const o = new Agent(mode, { effort: 20_000, seed: 'oracle', stratify: false });
  oracle = positions.map((p) => o.suggest(p).values as (number | null)[]);
  writeFileSync(cache, JSON.stringify(oracle));
}
Object.assign(SEARCH, saved);
for (const [k, v] of sets) {
  if (k in LEAF) (LEAF as Record<string, number>)[k] = v;
  else (SEARCH as Record<string, number>)[k] = v;
}
let regret = 0;
let agree = 0;
let n = 0;
const per: number[] = positions.map(() => 0);
const t0 = performance.now();
for (let s = 0; s < agentSeeds; s++) {
  const a = new Agent(mode, { effort, seed: `variant:${s}` });
  positions.forEach((p, i) => {
    const d = a.suggest(p).direction;
    const v = oracle[i]!;
    const best = Math.max(...v.map((x) => x ?? -Infinity));
    if (d === null || v[d] == null) return;
    regret += best - v[d]!;
    per[i]! += (best - v[d]!) / agentSeeds;
    if (v[d] === best) agree++;
    n++;
  });
}
if (tag) writeFileSync(`/tmp/strat/per-${tag}.json`, JSON.stringify(per));
console.log(
  `positions ${positions.length}, effort ${effort}, ${sets.map((s) => s.join('=')).join(' ')}: regret ${(regret / n).toFixed(3)}, agree ${((100 * agree) / n).toFixed(1)}%, ${((performance.now() - t0) / n).toFixed(1)} ms/decision`,
);
