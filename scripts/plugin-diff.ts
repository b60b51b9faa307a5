// `npm run -s plugin-diff -- <replays folder or file> [--seeds 4..13] [--moves 200] [--no-stat-boxes]
//   [--display | --display-text] [--self-check]
//   [--same-start-roll] [--only id,id] [--list] [--player random|agent] [--effort 200] [--clicks 0.2]
//   [--from-recorded end,0.5,40 [--recorded-games 1]]`
// (`--list`: a line for every game that passed too; `--player agent`: the agent plays the recorded
// definition's games at a fixed effort, seeded from the game seed, so they reach wins and the late game).
// For each file, plays seeded games (random by default) with the recorded mode code and replays them with our
// mode plugin (src/conformance/plugin-diff.ts). `--clicks P`: in modes with tile clicks or clickable stat
// boxes, a click (tile or stat box) instead of a move with chance P per turn. `--from-recorded CUTS`: games start
// late, from each recorded game of the file replayed up to each cut (`end`, a share like 0.5, or a move number),
// and play --moves more from there, once per seed (`--recorded-games N`: from the first N recorded games only). Prints one line per diverging (file, seed), then
// `N passed, N failed`.
import { runPluginDiff, type PluginDiffOptions, type RecordedCut } from '../src/conformance/plugin-diff.ts';
import { registeredPlugins } from '../src/conformance/replay-cases.ts';
import { agentChooser } from '../src/agent/play.ts';

function seedsFrom(text: string): number[] {
  const m = /^(\d+)\.\.(\d+)$/.exec(text);
  if (m) {
    const out: number[] = [];
    for (let s = Number(m[1]); s <= Number(m[2]); s++) out.push(s);
    return out;
  }
  return text.split(',').map(Number).filter(Number.isInteger);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valued = [
    '--seeds',
    '--moves',
    '--only',
    '--player',
    '--effort',
    '--clicks',
    '--from-recorded',
    '--recorded-games',
  ];
  const path = args.find((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1] ?? ''));
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!path) {
    console.error(
      'usage: npm run -s plugin-diff -- <replays folder or file> [--seeds 4..13] [--moves 200] [--no-stat-boxes] [--display|--display-text] [--self-check] [--same-start-roll] [--only id,id] [--list] [--player random|agent] [--effort 200] [--clicks 0.2] [--from-recorded end,0.5,40 [--recorded-games 1]]',
    );
    process.exit(2);
  }
  const opts: PluginDiffOptions = {
    seeds: seedsFrom(value('--seeds') ?? '4..13'),
    moves: Number(value('--moves') ?? 200),
    statBoxes: !args.includes('--no-stat-boxes'),
    display: args.includes('--display-text') ? 'text' : args.includes('--display') ? 'all' : false,
    selfCheck: args.includes('--self-check'),
    sameStartRoll: args.includes('--same-start-roll'),
  };
  const cuts = value('--from-recorded');
  if (cuts !== undefined) {
    const parsed: RecordedCut[] = cuts.split(',').map((c) => (c === 'end' ? 'end' : Number(c)));
    if (parsed.some((c) => c !== 'end' && !(Number.isFinite(c) && c >= 0))) {
      console.error(`--from-recorded takes cuts like end,0.5,40 (got "${cuts}")`);
      process.exit(2);
    }
    opts.fromRecorded = parsed;
    const games = value('--recorded-games');
    if (games !== undefined) opts.recordedGames = Number(games);
  }
  const clicks = value('--clicks');
  if (clicks !== undefined) opts.clicks = Number(clicks);
  const player = value('--player') ?? 'random';
  if (player !== 'random' && player !== 'agent') {
    console.error(`unknown player "${player}" (random or agent)`);
    process.exit(2);
  }
  if (player === 'agent') opts.player = agentChooser({ effort: Number(value('--effort') ?? 200) });
  const only = value('--only')?.split(',');
  if (only) opts.only = (name) => only.includes(name);
  const list = args.includes('--list');
  const plugins = await registeredPlugins();
  const from = (r: { from?: { seed: number; atMove: number } }): string =>
    r.from ? ` from recorded game ${r.from.seed} at move ${r.from.atMove}` : '';
  const t0 = performance.now();
  const { passed, failed, skipped, results } = runPluginDiff(path, plugins, opts, (r) => {
    if (r.problem !== null)
      console.log(`FAIL ${r.file} (mode ${r.modeId}) seed ${r.seed}${from(r)} (${r.moves} moves): ${r.problem}`);
    else if (list)
      console.log(
        `ok ${r.file} seed ${r.seed}${from(r)}: ${r.moves} moves, ${r.end}${r.continued ? `, played on after a win at move ${r.wonAt}` : ''}${r.clicks ? `, ${r.clicks} clicks` : ''}`,
      );
  });
  if (skipped) console.log(`(${skipped} files have no plugin of ours)`);
  // What the games covered: a check of short games says little about late-game rules.
  const count = (f: (r: (typeof results)[number]) => boolean): number => results.filter(f).length;
  const longest = results.reduce((m, r) => Math.max(m, r.moves), 0);
  console.log(
    `(games: ${count((r) => r.end === 'gameover')} game over, ${count((r) => r.end === 'cap')} at the move cap, ` +
      `${count((r) => r.end === 'won')} won, ${count((r) => r.continued === true)} played on after a win; ` +
      `${count((r) => r.moves >= 400)} of 400+ moves, longest ${longest}; ` +
      `${results.reduce((n, r) => n + (r.clicks ?? 0), 0)} clicks)`,
  );
  console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
