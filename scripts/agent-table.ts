// `npx tsx scripts/agent-table.ts [--effort E] [--games N] [--moves M] [--only id,id] [--out docs/agent.md]`:
// the agent against the random player on every built-in mode (default options): median score over
// N seeded games (default 10) of at most M moves (default 300), and their ratio. Results are kept
// per mode in a JSON file beside the table (`--cache`, default /tmp/agent-table.json), so a run can
// be split or resumed; the table is written from it after each mode.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BUILTIN_MODES_AS_WRITTEN } from '../plugins/index.ts';
import { playGame } from '../src/agent/play.ts';
import { resolveOptions } from '../src/plugins/registry.ts';

interface Row {
  id: string;
  name: string;
  agent: number;
  random: number;
  /** Games cut short by the per-mode time limit, or an error. */
  note: string;
  ms: number;
}

const args = process.argv.slice(2);
const flag = (name: string, dflt: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : dflt;
};
const effort = Number(flag('--effort', '100'));
const games = Number(flag('--games', '10'));
const moves = Number(flag('--moves', '300'));
const only = flag('--only', '').split(',').filter(Boolean);
const out = flag('--out', 'docs/agent.md');
const cache = flag('--cache', '/tmp/agent-table.json');
const modeMs = Number(flag('--mode-ms', '240000'));
const emptyWeight = args.includes('--empty-weight') ? Number(flag('--empty-weight', '0')) : undefined;

const rows: Record<string, Row> = existsSync(cache)
  ? (JSON.parse(readFileSync(cache, 'utf8')) as Record<string, Row>)
  : {};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

function ratio(r: Row): number {
  if (r.random > 0) return r.agent / r.random;
  return r.agent > 0 ? Infinity : NaN;
}

function write(): void {
  const list = BUILTIN_MODES_AS_WRITTEN.map((p) => rows[p.id]).filter((r): r is Row => r !== undefined);
  const good = list.filter((r) => ratio(r) >= 2).length;
  const fmt = (x: number): string =>
    Number.isFinite(x)
      ? Math.abs(x) >= 100
        ? Math.round(x).toString()
        : x.toFixed(2).replace(/\.?0+$/, '')
      : x > 0
        ? '∞'
        : '—';
  const lines = [
    '# The agent on every built-in mode',
    '',
    'Written by `npx tsx scripts/agent-table.ts` (issue 31). For each built-in mode with its default options:',
    `the median score of ${games} seeded games of at most ${moves} moves, played by the agent (src/agent: sampled`,
    `expectimax at ${effort} simulated moves per decision) and by the random player (a uniform pick among the`,
    'directions the game accepts), and their ratio. Same seeds for both; a game ends at its game over.',
    `A mode is given ${Math.round(modeMs / 1000)} s per player: the game under way then is cut and counted with its`,
    'score so far, and no more games are played (noted): such medians are of fewer, partly shorter games,',
    'which counts against the agent (the random player rarely needs the time). The last full run shared a',
    'loaded 2-core machine, so most modes were cut: a longer `--mode-ms` and a higher `--effort` give fairer figures.',
    '',
    `**${good} of ${list.length} modes measured have a ratio of 2 or more** (goal: 100 of 120).`,
    '',
    '| mode | name | agent median | random median | ratio | note |',
    '|---|---|---:|---:|---:|---|',
    ...list.map(
      (r) =>
        `| ${r.id} | ${r.name.replace(/\|/g, '\\|')} | ${fmt(r.agent)} | ${fmt(r.random)} | ${fmt(ratio(r))} | ${r.note} |`,
    ),
    '',
  ];
  writeFileSync(out, lines.join('\n'));
}

for (const p of BUILTIN_MODES_AS_WRITTEN) {
  if (only.length ? !only.includes(p.id) : rows[p.id] !== undefined) continue;
  const t0 = performance.now();
  const notes: string[] = [];
  let agent = NaN;
  let random = NaN;
  try {
    const mode = p.build(resolveOptions(p.options, {}));
    const scores = (kind: 'agent' | 'random'): number[] => {
      const deadline = performance.now() + modeMs;
      const s: number[] = [];
      let cut = 0;
      for (let g = 1; g <= games && performance.now() < deadline; g++) {
        const r = playGame(
          mode,
          kind === 'agent' ? { kind, options: { effort, emptyWeight } } : { kind },
          g,
          moves,
          undefined,
          deadline,
        );
        if (r.cut) cut++;
        s.push(r.score);
      }
      if (cut || s.length < games) notes.push(`${kind}: ${s.length} games, ${cut} cut by time`);
      return s;
    };
    agent = median(scores('agent'));
    random = median(scores('random'));
  } catch (e) {
    notes.push(`error: ${e instanceof Error ? e.message : String(e)}`.slice(0, 120));
  }
  const row: Row = { id: p.id, name: p.name, agent, random, note: notes.join('; '), ms: performance.now() - t0 };
  rows[p.id] = row;
  writeFileSync(cache, JSON.stringify(rows));
  write();
  console.log(
    `${p.id} agent ${agent} random ${random} ratio ${(agent / random).toFixed(2)} ${Math.round(row.ms)} ms ${row.note}`,
  );
}
write();
