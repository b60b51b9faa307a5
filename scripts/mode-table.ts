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

/**
 * Catalog variants that no plugin option offers, each with why (what is missing to reproduce it) and
 * the recording that shows it, or that none exists (../replays-variants holds one game per recorded
 * variant control; every one of them replays with our plugins).
 */
const NOT_OFFERED: readonly string[] = [
  '26 2584 — `mv[0]` cross-sign merge rules 1 and 2 (shown only under Negative Tiles): no recording, and the catalog does not say what the cross-sign merge produces or scores; setting 0 is the generic Negative Tiles behaviour, which 2584 gets.',
  '38 180 — `mv[0]` = 4, Arrangement 180 (a secret) is offered as the merge-length setting "Arrangement" with our own rules (plugins/modes/page2/arrangement-180.ts): no recording plays it (38--180_length_button records setting 1 only), so what stays unreproduced is the original\'s preset list and pattern format (`mv[5]`–`mv[7]`), its exact merge order and timing, and merging during the move (`mv[4]`); boards over 1,600 cells are refused.',
  '1 2048 — `mv[1]` is no game variant: it counts presses of the spawn switch (the door to secret 1.5, its own plugin pc.1-512); 1--2048_spawn_button records the switch itself, offered as "Original 2048 spawns".',
  'Random goals: the original rolls the first goal (and any per-game weights) in the page\'s JavaScript with `Math.random` when the mode loads, outside the replay log, so no recording can fix that roll: the *_randomGoals_button recordings hold only its outcome (`start_game_vars`), which our replays start from; our `RestartMode` rolls with our own generator. Each later goal follows the recorded mode codes for the recorded setting (usually "build upon the previous goals"); the other settings ("entirely random", "build upon the previous goal only") have no recording and follow our own rule.',
  '57 2700 — level 3 (a/b/c) and level −1; 68 2205 — level −1: no recording (57--2700_randomGoals_button and 68--2205_randomGoals_button are at the default level), and the catalog lists no merge that makes 2 from the spawned 1s (level 3) nor how the mode generates its negative tiles (level −1).',
  '95 3385 — exponents above 3, "Any" exponent, the product form (`mv[1]`) and the negatives setting (`mv[4]`): 95--3385_exponent_plus records exponent 3 only (goal 2920); the goals and titles of the others are not recorded.',
  '100 Alternate 5040 — mod 27 (variant tile 24, a secret unlocked from the custom base cycle): no recording, and no recorded or community mode code holds it, so its rules are unknown (the catalog gives only its unlock and its colour scheme). The bases other than factorials and integer powers (rational powers, primorials, a custom cycle) and the source modes other than 1762 over integer powers have no recording either (100--Alternate5040_baseFactorials_button records powers of 2 with 1762). The variant-specific switches and numbers (`mv[3]`–`mv[5]`) are recorded only at each variant\'s own default (the variantTile files), which is what we offer: e.g. 3375\'s base (`mv[4]`) at 2 only (100--alternate5040_variantTile_12), so its other bases ("Phi" included) and its sub-variants Easier 2401 and Digitwise 3375 are not offered.',
  '99 Four-Sides 625 — other direction sets (Six-Sides on hexagonal grids, Eight-Sides with diagonals, Zero-Sides): they follow the grid shape and direction modifiers, and no recording plays them; default four directions only.',
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
