// The agent against the random player on every built-in mode (default options): median score over
// N seeded games of at most M moves, and their ratio (issue 31, docs/agent.md).
//
//   npx tsx scripts/agent-table.ts --json docs/agent-table/a.json [--from I] [--to J] [--shard k/n] [--modes id,id]
//       [--effort E] [--decision-ms B] [--game-ms G] [--games N] [--moves M] [--agent key=value,...]
//   (--agent: AgentOptions, or leaf.NAME / search.NAME for a weight of LEAF / SEARCH)
//   npx tsx scripts/agent-table.ts --merge docs/agent-table/a.json docs/agent-table/b.json [--out docs/agent.md]
//
// A run measures the modes from index I to J (exclusive) of the built-in list (with --shard, every
// n-th of them from the k-th), or those named, and
// saves each game's result to its JSON file as soon as it is played: run it again with the same
// file and settings to resume. Shards run side by side (one process each) and `--merge` writes the
// table from their files; a run also writes the table of its own file when `--out` is given.
// The per-decision budget (--decision-ms) and the per-game cut (--game-ms) are CPU time of the process.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';
import { type AgentOptions, SEARCH } from '../src/agent/agent.ts';
import { LEAF } from '../src/agent/board-value.ts';
import { playGame } from '../src/agent/play.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import {
  type GameResult,
  type ModeResult,
  mergeShards,
  renderTable,
  type ShardFile,
  sameSettings,
  type TableSettings,
} from './agent-table-lib.ts';

const args = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};
const order = BUILTIN_MODES_AS_WRITTEN.map((p) => ({ id: p.id, name: p.name }));

function readShard(path: string): ShardFile {
  return JSON.parse(readFileSync(path, 'utf8')) as ShardFile;
}

function writeTable(shards: ShardFile[], out: string): void {
  const { settings, modes } = mergeShards(shards);
  writeFileSync(out, renderTable(settings, modes, order));
  console.log(`wrote ${out}`);
}

if (args.includes('--merge')) {
  const files = args
    .slice(args.indexOf('--merge') + 1)
    .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--out');
  writeTable(files.map(readShard), flag('--out', 'docs/agent.md'));
} else {
  const json = flag('--json', '');
  if (!json) throw new Error('--json FILE is required (where results are saved and resumed from)');
  const agentExtra: Record<string, number | boolean> = {};
  for (const kv of flag('--agent', '').split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    agentExtra[k!] = v === 'true' ? true : v === 'false' ? false : Number(v);
    // `leaf.NAME=v` and `search.NAME=v` set a weight of board-value.ts LEAF or agent.ts SEARCH.
    const [table, name] = k!.split('.') as [string, string | undefined];
    const weights = table === 'leaf' ? LEAF : table === 'search' ? SEARCH : null;
    if (weights && name !== undefined) {
      if (!(name in weights)) throw new Error(`no ${table} weight ${name}`);
      (weights as Record<string, number>)[name] = Number(v);
    }
  }
  const settings: TableSettings = {
    effort: Number(flag('--effort', '100')),
    games: Number(flag('--games', '10')),
    moves: Number(flag('--moves', '300')),
    decisionMs: Number(flag('--decision-ms', '0')),
    gameMs: Number(flag('--game-ms', '120000')),
    agent: agentExtra,
  };
  const shard: ShardFile = existsSync(json) ? readShard(json) : { settings, modes: {} };
  if (!sameSettings(shard.settings, settings))
    throw new Error(`${json} was measured with other settings: ${JSON.stringify(shard.settings)}`);
  const named = flag('--modes', '').split(',').filter(Boolean);
  const from = Number(flag('--from', '0'));
  const to = Number(flag('--to', String(order.length)));
  // `--shard k/n`: every n-th mode from the k-th, so that shards share the heavy modes alike.
  const [k, n] = flag('--shard', '0/1').split('/').map(Number) as [number, number];
  const todo = BUILTIN_MODES_AS_WRITTEN.filter((p, i) =>
    named.length ? named.includes(p.id) : i >= from && i < to && i % n === k,
  );
  const save = (): void => {
    mkdirSync(dirname(json), { recursive: true });
    // One mode a line: small diffs when a shard file is committed.
    const modes = Object.values(shard.modes).map((m) => `  ${JSON.stringify(m.id)}: ${JSON.stringify(m)}`);
    writeFileSync(json, `{"settings": ${JSON.stringify(shard.settings)},\n"modes": {\n${modes.join(',\n')}\n}}\n`);
  };
  // Time limits are read on this process's CPU time, not the wall clock: on a machine shared with
  // other jobs a game then gets the same search whatever the load.
  const cpuMs = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const agentOptions: AgentOptions = {
    effort: settings.effort,
    ...(settings.decisionMs > 0 ? { timeBudgetMs: settings.decisionMs, now: cpuMs } : {}),
    ...(agentExtra as Partial<AgentOptions>),
  };
  for (const p of todo) {
    const m: ModeResult = (shard.modes[p.id] ??= { id: p.id, name: p.name, agent: [], random: [] });
    if (m.agent.length >= settings.games && m.random.length >= settings.games) continue;
    const t0 = performance.now();
    let mode: ReturnType<typeof p.build> | null = null;
    let buildError = '';
    try {
      mode = p.build(resolveOptions(p.options, {}));
    } catch (e) {
      buildError = e instanceof Error ? e.message : String(e);
    }
    for (const kind of ['agent', 'random'] as const) {
      for (let g = m[kind].length + 1; g <= settings.games; g++) {
        let r: GameResult;
        if (!mode) r = { score: 0, moves: 0, error: buildError };
        else
          try {
            const played = playGame(
              mode,
              kind === 'agent' ? { kind, options: agentOptions } : { kind },
              g,
              settings.moves,
              undefined,
              cpuMs() + settings.gameMs,
              cpuMs,
            );
            r = { score: played.score, moves: played.moves };
            if (played.cut) r.cut = true;
            if (kind === 'agent') {
              r.decisions = played.decisions;
              r.decisionMs = Math.round(played.decisionMs);
            }
          } catch (e) {
            r = { score: 0, moves: 0, error: (e instanceof Error ? e.message : String(e)).slice(0, 200) };
          }
        m[kind].push(r);
        save();
      }
    }
    const s = (k: 'agent' | 'random') => m[k].map((r) => r.score).join(' ');
    console.log(`${p.id} ${Math.round(performance.now() - t0)} ms | agent ${s('agent')} | random ${s('random')}`);
  }
  save();
  if (args.includes('--out')) writeTable([shard], flag('--out', 'docs/agent.md'));
}
