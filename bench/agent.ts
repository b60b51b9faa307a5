// The agent (src/agent): `npm run -s bench -- agent [--games N | --seeds A-B] [--effort E] [--hint-effort E]
// [--empty-weight W] [--set name=value ...] [--quick]` (--seeds plays seeds A to B, so that shards can run side by
// side and their per-game lines be joined; --set tunes a leaf or search weight by name (board-value.ts LEAF,
// agent.ts SEARCH; `--set stratify=0`: independent forks; `--set dangerEmpty=0`: no deeper search of boards with few
// empty cells); --quick skips the hint and random-player runs).
// Classic 2048 (our 2048 plugin with the original's spawns: 2 at 90%, 4 at 10%) over N seeded games
// (default 100) at a fixed search effort (simulated moves per decision, default 3000, so results do
// not depend on this machine), each played until the game is over:
//   agent-2048-reached-2048 / -4096 / -8192: % of games     goals ≥ 95% and ≥ 70% (issue 31)
//   agent-2048-median-score: points
//   agent-2048-ms-per-decision: ms                           on this machine, this run
//   anchor-flat-2048: ns per move                            the flat-array yardstick of the same run
//   agent-2048-decision-in-anchor-moves: moves               a decision's time in yardstick moves
//   agent-hint-ms: ms                                         a decision at the app's hint effort
//   random-2048-reached-2048 / random-2048-median-score      the random player over the same seeds
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';
import { HINT_EFFORT, SEARCH } from '../src/agent/agent.ts';
import { LEAF } from '../src/agent/board-value.ts';
import { playGame, type Player } from '../src/agent/play.ts';
import type { Value } from '../src/calc/values.ts';
import type { ModeDefinition } from '../src/engine/mode.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import { AnchorPlayer } from './_anchor-2048.ts';
import { rate, report } from './_measure.ts';

interface Args {
  games: number;
  /** First seed (games are seeds first … first + games − 1). */
  first: number;
  quick: boolean;
  effort: number;
  hintEffort: number;
  maxMoves: number;
  /** AgentOptions.emptyWeight (default the agent's). */
  emptyWeight?: number;
}

function parse(args: string[]): Args {
  const out: Args = { games: 100, first: 1, quick: false, effort: 3000, hintEffort: HINT_EFFORT, maxMoves: 50_000 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const n = Number(args[i + 1]);
    if (a === '--quick') {
      out.quick = true;
      continue;
    }
    if (a === '--games') out.games = n;
    else if (a === '--seeds') {
      const [lo, hi] = args[i + 1]!.split('-').map(Number);
      out.first = lo!;
      out.games = hi! - lo! + 1;
    } else if (a === '--set') {
      const [name, value] = args[i + 1]!.split('=');
      const target: Record<string, number> | undefined =
        name! in LEAF
          ? (LEAF as Record<string, number>)
          : name! in SEARCH
            ? (SEARCH as Record<string, number>)
            : undefined;
      if (!target) throw new Error(`--set: no weight named ${name}`);
      target[name!] = Number(value);
    } else if (a === '--effort') out.effort = n;
    else if (a === '--hint-effort') out.hintEffort = n;
    else if (a === '--max-moves') out.maxMoves = n;
    else if (a === '--empty-weight') out.emptyWeight = n;
    else continue;
    i++;
  }
  return out;
}

export function classic2048(): ModeDefinition {
  const p = BUILTIN_MODES_AS_WRITTEN.find((m) => m.id === 'pc.2048');
  if (!p) throw new Error('no 2048 plugin');
  return p.build(resolveOptions(p.options, { originalSpawns: true }));
}

/** The largest exponent on a board of 2048 tiles ([n] is 2^n). */
function maxExponent(grid: readonly (readonly Value[])[]): number {
  let m = 0;
  for (const row of grid) for (const t of row) if (Array.isArray(t) && typeof t[0] === 'number' && t[0] > m) m = t[0];
  return m;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? 0 : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

interface Summary {
  reached: Map<number, number>;
  scores: number[];
  decisions: number;
  decisionMs: number;
}

function run(mode: ModeDefinition, player: Player, games: number, maxMoves: number, log: boolean, first = 1): Summary {
  const out: Summary = { reached: new Map(), scores: [], decisions: 0, decisionMs: 0 };
  for (let g = first; g < first + games; g++) {
    let best = 0;
    const r = playGame(mode, player, g, maxMoves, (game) => {
      best = Math.max(best, maxExponent(game.state.grid));
    });
    for (let e = 1; e <= best; e++) out.reached.set(e, (out.reached.get(e) ?? 0) + 1);
    out.scores.push(r.score);
    out.decisions += r.decisions;
    out.decisionMs += r.decisionMs;
    if (log)
      console.error(
        `  game ${g}: score ${r.score}, ${r.moves} moves, best tile ${2 ** best}, ${(r.decisionMs / Math.max(1, r.decisions)).toFixed(1)} ms per decision`,
      );
  }
  return out;
}

export async function main(argv: string[] = []): Promise<void> {
  const a = parse(argv);
  const mode = classic2048();
  const pct = (s: Summary, e: number): number => (100 * (s.reached.get(e) ?? 0)) / a.games;
  const anchor = new AnchorPlayer(1);
  const anchorBefore = rate(() => anchor.play(10_000), 10_000, 600);

  const agent = run(
    mode,
    { kind: 'agent', options: { effort: a.effort, emptyWeight: a.emptyWeight } },
    a.games,
    a.maxMoves,
    true,
    a.first,
  );
  const anchorAfter = rate(() => anchor.play(10_000), 10_000, 600);
  // The yardstick's faster reading (the machine is shared: the slower one had company).
  const anchorNs = 1e9 / Math.max(anchorBefore, anchorAfter);
  const perDecision = agent.decisionMs / Math.max(1, agent.decisions);
  console.log(`games: ${a.games} games (seeds ${a.first}–${a.first + a.games - 1})`);
  console.log(`effort: ${a.effort} simulated moves per decision`);
  report('agent-2048-reached-2048', pct(agent, 11), '% of games');
  report('agent-2048-reached-4096', pct(agent, 12), '% of games');
  report('agent-2048-reached-8192', pct(agent, 13), '% of games');
  report('agent-2048-median-score', median(agent.scores), 'points');
  report('agent-2048-ms-per-decision', perDecision, 'ms');
  report('anchor-flat-2048', anchorNs, 'ns per move');
  report('agent-2048-decision-in-anchor-moves', (perDecision * 1e6) / anchorNs, 'moves');

  if (a.quick) return;
  // The app's hint effort, on positions of a few games (a game of 300 moves each).
  const hint = run(mode, { kind: 'agent', options: { effort: a.hintEffort } }, 3, 300, false);
  report('agent-hint-ms', hint.decisionMs / Math.max(1, hint.decisions), `ms (effort ${a.hintEffort})`);

  const random = run(mode, { kind: 'random' }, a.games, a.maxMoves, false, a.first);
  report('random-2048-reached-2048', pct(random, 11), '% of games');
  report('random-2048-reached-512', pct(random, 9), '% of games');
  report('random-2048-median-score', median(random.scores), 'points');
}
