// Simulated-move cost of the agent, `node --import tsx bench/_agent-profile.ts [effort] [rounds]` (add
// --cpu-prof to profile): positions of a classic 2048 game, each searched at a fixed effort, timed in
// rounds alternating with the flat-array yardstick and plain random play of the engine; the best round
// of each gives the ratios (the machine is shared).
import { Agent } from '../src/agent/agent.ts';
import { playGame } from '../src/agent/play.ts';
import type { GamePosition } from '../src/engine/index.ts';
import { AnchorPlayer } from './_anchor-2048.ts';
import { RandomPlayer } from './_engine-workload.ts';
import { classic2048 } from './agent.ts';

const effort = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 5);
const mode = classic2048();
const positions: GamePosition[] = [];
playGame(mode, { kind: 'agent', options: { effort: 200 } }, 1, 400, (g) => {
  if (g.state.moves % 4 === 0) positions.push(g.position());
});
const agent = new Agent(mode, { effort, seed: 1 });
const anchor = new AnchorPlayer(1);
let bestSim = Infinity;
let bestAnchor = Infinity;
let simulated = 0;
let bestPlain = Infinity;
const plain = new RandomPlayer(mode, 1);
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  plain.play(50_000);
  bestPlain = Math.min(bestPlain, ((performance.now() - t0) * 1e6) / 50_000);
  let t = performance.now();
  anchor.play(300_000);
  bestAnchor = Math.min(bestAnchor, ((performance.now() - t) * 1e6) / 300_000);
  t = performance.now();
  simulated = 0;
  for (const p of positions) simulated += agent.suggest(p).simulated;
  bestSim = Math.min(bestSim, ((performance.now() - t) * 1e6) / simulated);
}
console.log(
  `${positions.length} positions, effort ${effort}: ${(bestSim / 1000).toFixed(2)} µs per simulated move, ` +
    `yardstick ${bestAnchor.toFixed(0)} ns per move, ratio ${(bestSim / bestAnchor).toFixed(1)} (best of ${rounds} rounds); ` +
    `a plain move of the engine (random play) ${(bestPlain / 1000).toFixed(2)} µs, ratio ${(bestPlain / bestAnchor).toFixed(1)}`,
);
