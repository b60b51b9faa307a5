// Diagnose the agent on a few modes: per game, its length, score and how the search went
// (simulated moves per decision, ms per simulated move), and the board at game over.
//   npx tsx scripts/agent-diag.ts --modes id,id [--games N] [--effort E] [--decision-ms B] [--agent k=v,...]
//       [--leaf k=v,...] [--show]
//       [--search k=v,...]
// --leaf and --search set weights of board-value.ts LEAF (e.g. snakeMerges=0) and agent.ts SEARCH for this run.
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';
import { type AgentOptions, SEARCH } from '../src/agent/agent.ts';
import { LEAF } from '../src/agent/board-value.ts';
import { playGame } from '../src/agent/play.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import { tileKey } from '../src/engine/index.ts';

const args = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const extra: Record<string, number | boolean> = {};
for (const kv of flag('--agent', '').split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  extra[k!] = v === 'true' ? true : v === 'false' ? false : Number(v);
}
for (const [name, table] of [
  ['--leaf', LEAF],
  ['--search', SEARCH],
] as const)
  for (const kv of flag(name, '').split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    if (!(k! in table)) throw new Error(`no ${name} setting ${k}`);
    (table as Record<string, number>)[k!] = Number(v);
  }
const decisionMs = Number(flag('--decision-ms', '3'));
const opts: AgentOptions = {
  effort: Number(flag('--effort', '100')),
  ...(decisionMs > 0 ? { timeBudgetMs: decisionMs, now: cpuMs } : {}),
  ...(extra as Partial<AgentOptions>),
};
const games = Number(flag('--games', '3'));
const first = Number(flag('--seed', '1'));
const kinds = flag('--kinds', 'agent,random').split(',');
for (const id of flag('--modes', '').split(',').filter(Boolean)) {
  const p = BUILTIN_MODES_AS_WRITTEN.find((m) => m.id === id);
  if (!p) throw new Error(`no mode ${id}`);
  const mode = p.build(resolveOptions(p.options, {}));
  const rows: string[] = [];
  for (const kind of kinds)
    for (let g = first; g < first + games; g++) {
      const t0 = cpuMs();
      const r = playGame(
        mode,
        kind === 'agent' ? { kind: 'agent', options: opts } : { kind: 'random' },
        g,
        300,
        undefined,
        cpuMs() + 30000,
        cpuMs,
      );
      const ms = cpuMs() - t0;
      const s = r.game.state;
      const per = r.decisions ? (r.simulated / r.decisions).toFixed(1) : '-';
      rows.push(
        `${kind} g${g}: score ${s.score} moves ${r.moves} screen ${s.screen} sim/dec ${per} ms/sim ${r.simulated ? (ms / r.simulated).toFixed(3) : '-'}${r.cut ? ' CUT' : ''}`,
      );
      if (args.includes('--show'))
        rows.push(
          s.grid
            .map((row) => row.map((t) => (typeof t === 'string' ? t.slice(0, 6) : tileKey(t))).join(' | '))
            .join('\n'),
        );
    }
  console.log(`== ${id}\n${rows.join('\n')}`);
}
