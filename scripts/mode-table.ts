// `npx tsx scripts/mode-table.ts [replays-dir]` — the table of the 100 modes of menu pages 1–4 (it
// began as issue 5's, for pages 1 and 2): which variants our plugin offers as options, which of them the original's recorded games
// were played with, and how many of those games our plugin replays snapshot for snapshot (the same
// check as `npm run -s conformance -- replays <dir> --plugins`).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinPlugins } from '../plugins/index.ts';
import type { Value } from '../src/calc/values.ts';
import { pluginFor, replayFiles, spawnTablesEquivalent } from '../src/conformance/replay-cases.ts';
import { runReplayGame, type ReplayFileJson } from '../src/conformance/replay.ts';
import { decodeCorpusValue } from '../src/formats/extended-json.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import type { ModePlugin, OptionSpec, OptionValues } from '../src/plugins/types.ts';

const DIR = process.argv[2] ?? fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
/** Fields whose recorded expressions our plugins may write differently (compared by evaluation). */
const SPAWN_FIELDS = new Set(['tileSpawns', 'forcedSpawns']);
const SIZE_IDS = new Set(['width', 'height']);

interface Recording {
  file: string;
  json: ReplayFileJson & { modeId: string; modeVars?: unknown };
}

interface Row {
  mode: string;
  plugin: string;
  offered: string;
  checked: string;
  passed: number;
  games: number;
}

function describeOption(o: OptionSpec): string {
  if (o.type === 'boolean') return o.label;
  if (o.type === 'choice') return `${o.label}: ${o.choices.map((c) => c.label).join(' / ')}`;
  const range = o.min !== undefined || o.max !== undefined ? ` (${o.min ?? '…'}–${o.max ?? '…'})` : '';
  return `${o.label}${range}`;
}

function offered(p: ModePlugin): string {
  const options = p.options ?? [];
  const parts = options.some((o) => SIZE_IDS.has(o.id)) ? ['grid size'] : [];
  // Per-length switches of one list (XXXX's "Runs of n allowed") are shown as one entry.
  const lists = new Map<string, number>();
  for (const o of options) {
    if (SIZE_IDS.has(o.id)) continue;
    const list = /^(.*) \(list form\)$/.exec(o.label);
    if (list) {
      lists.set('list form: allowed lengths', (lists.get('list form: allowed lengths') ?? 0) + 1);
      continue;
    }
    parts.push(describeOption(o));
  }
  for (const [label, n] of lists) parts.push(`${label} (${n} switches)`);
  return parts.length ? parts.join('; ') : '—';
}

/** The option values a recording was played with, shown as the ones that differ from the defaults. */
function checkedBy(p: ModePlugin, recordings: readonly Recording[]): string {
  if (recordings.length === 0) return 'none recorded';
  const defaults = resolveOptions(p.options, {});
  const seen = recordings.map((r) => {
    const modeVars = decodeCorpusValue(r.json.modeVars ?? []) as Value[];
    const options: OptionValues = resolveOptions(p.options, p.optionsFromModeVars?.(modeVars) ?? {});
    const changed = Object.entries(options)
      .filter(([k, v]) => defaults[k] !== v)
      .map(([k, v]) => `${k}=${String(v)}`);
    const shown = JSON.stringify(r.json.modeVars ?? []);
    const vars = shown === '[]' ? '' : ` (mode_vars ${shown.length > 40 ? `${shown.slice(0, 37)}…` : shown})`;
    return (changed.length ? changed.join(', ') : 'defaults') + vars;
  });
  return [...new Set(seen)].join('; ');
}

function replay(p: ModePlugin, r: Recording): { passed: number; games: number; failures: string[] } {
  const modeVars = decodeCorpusValue(r.json.modeVars ?? []) as Value[];
  const def = p.build(p.optionsFromModeVars?.(modeVars) ?? {});
  let passed = 0;
  const failures: string[] = [];
  for (const game of r.json.games) {
    let ok = false;
    try {
      ok = runReplayGame(r.json, game, {
        modeFor: () => def,
        equivalent: (field, want, got, state) => SPAWN_FIELDS.has(field) && spawnTablesEquivalent(want, got, state),
      }).passed;
    } catch {
      ok = false;
    }
    if (ok) passed++;
    else failures.push(`${basename(r.file)} seed ${game.seed}`);
  }
  return { passed, games: r.json.games.length, failures };
}

/** Catalog variants of these pages that no plugin option offers (or offers in a reduced form). */
const NOT_OFFERED: readonly string[] = [
  '26 2584 — `mv[0]` merge rule across signs, settings 1 and 2 (shown under Negative Tiles): the catalog does not say what the cross-sign merge produces or scores; setting 0 is the generic Negative Tiles behaviour, which 2584 gets.',
  '38 180 — `mv[0]` = 4, Arrangement 180 (secret; scripts rewriting the grid): not implemented.',
  '38 180 — the editable length list is offered as preset lists (options have no free-text type).',
  '25 XXXX — the editable list of run lengths is offered as switches for lengths 2–9.',
  '1 2048 — `mv[1]` only counts presses of the spawn switch (the door to secret 1.5, which is its own plugin, pc.1-512).',
  // Pages 3 and 4, checked against ../replays-variants (one recorded game per variant control).
  'Random goals: the first goal (and any per-game weights) the original rolls in the page\'s JavaScript with `Math.random` when the mode loads, outside the replay log; the mode code holds only the outcome (`start_game_vars`), so our `RestartMode` rolls are our own generators (the replays start from the recorded roll); how each later goal is built follows the recorded mode codes. Only one setting per mode is recorded (usually "build upon the previous goals"): the others ("entirely random", "build upon the previous goal only") follow our own rule where its code is not recorded.',
  '57 2700 — level 3 (a/b/c): the catalog lists no merge that makes 2 from the spawned 1s, which its merges and starters need; levels −1 of 57 2700 and 68 2205: the catalog does not say how the mode generates its negative tiles. 80 1429 — its special Negative Tiles handling.',
  '89 2496, 97 Pro-Add-Uct — the merge-length range (min/max "+" controls) is not offered yet: the recordings (89--2496_mlengthMin_plus, 97--ProAddUct_mlengthMax_plus) show runs of 2–3 tiles and a changed goal (31 × 81 for lengths 3–3). 79 3240 — Homogenous (79--3240_homogenous_button: whole-number tiles instead of exponent lists): not offered.',
  '95 3385 — exponents above 3 (the original raises the goal with the exponent: 3385 for squares, 2920 for cubes, 95--3385_exponent_plus; the goals of higher exponents are not recorded); 41 X^Y — its Negative Tiles handling; 36 Partial Absorb 270 — the split tier "+" (goal 252 at tier 3: the rule for other tiers is not recorded), its submode and three-tile merge; 34, 35, 37, 62, 98 — their submodes (each a different mode: 62--PA361_PA378_button is Partial Absorb 378): not offered yet.',
  '67 1762 — harder; 70 16+16i — the Eisenstein type (70--16+16i_complexType_button: powers of 2 + ω): not offered yet.',
  '50.1 Gaussian DIVE — the spawn weights of the four units (`mv[3]`, a list): not offered (no option type for a list of numbers yet).',
  '100 Alternate 5040 — the source modes of variant tiles without a recording (100--alternate5040_variantTile_* lists the ones offered) are not offered yet.',
  '99 Four-Sides 625 (four directions only): default variant only.',
];

function main(): void {
  const modes = builtinPlugins.filter((p): p is ModePlugin => p.kind === 'mode');
  const recordings: Recording[] = replayFiles(DIR).map((file) => ({
    file,
    json: JSON.parse(readFileSync(file, 'utf8')) as Recording['json'],
  }));
  const byPlugin = new Map<ModePlugin, Recording[]>();
  for (const r of recordings) {
    const p = pluginFor(modes, r.json.modeId);
    if (p) byPlugin.set(p, [...(byPlugin.get(p) ?? []), r]);
  }
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const page of [1, 2, 3, 4]) {
    for (const p of modes.filter((m) => m.page === page)) {
      const recs = byPlugin.get(p) ?? [];
      let passed = 0;
      let games = 0;
      for (const r of recs) {
        const res = replay(p, r);
        passed += res.passed;
        games += res.games;
        failures.push(...res.failures);
      }
      rows.push({
        mode: `${p.recreates?.[0]?.modeId ?? '?'} — ${p.name}`,
        plugin: p.id,
        offered: offered(p),
        checked: checkedBy(p, recs),
        passed,
        games,
      });
    }
  }
  const cell = (s: string): string => s.replace(/\|/g, '\\|');
  console.log('| mode | plugin id | variants offered | variants checked by recordings | games passed |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${cell(r.mode)} | ${r.plugin} | ${cell(r.offered)} | ${cell(r.checked)} | ${r.passed}/${r.games} |`);
  const passed = rows.reduce((s, r) => s + r.passed, 0);
  const games = rows.reduce((s, r) => s + r.games, 0);
  console.log(`\n${rows.length} modes; ${passed}/${games} recorded games replayed with our plugins.`);
  console.log('\nCatalog variants not offered as options:');
  for (const n of NOT_OFFERED) console.log(`- ${n}`);
  for (const f of failures) console.log(`FAIL ${f}`);
  if (failures.length) process.exitCode = 1;
}

main();
