// The optional statistics boxes of the original's Settings (catalog-modifiers.md "Settings", page 1:
// s[2]–s[6] and s[11]–s[16]; pipeline step 15: appended after the mode's own boxes, each only when
// the mode does not already show the same value). Counters read the engine's special strings; the
// timers show seconds cut to their rounding step, and "N/A" until their moment has come.
import type { ModeDefinition, ModifierPlugin, OptionSpec, OptionValues, Value } from '../../src/plugins/kit.ts';

const COUNTERS: readonly { id: string; title: string; value: Value }[] = [
  { id: 'discovered', title: 'Discovered Tiles', value: ['@DiscTiles', 'arr_length'] },
  { id: 'moves', title: 'Moves', value: '@Moves' },
  { id: 'merges', title: 'Merges', value: '@Merges' },
  { id: 'mergesBefore', title: 'Merges Before This Move', value: '@MergesBefore' },
  { id: 'mergeMoves', title: 'Moves Where A Merge Occurred', value: '@MergeMoves' },
];

const TIMERS: readonly { id: string; title: string; value: string }[] = [
  { id: 'sinceStart', title: 'Time Since Game Began', value: '@TimeSinceStartGame' },
  { id: 'sinceFirstMove', title: 'Time Since First Move', value: '@TimeSinceFirstMove' },
  { id: 'sinceMoveStart', title: 'Time Since Previous Move Start', value: '@TimeSinceMoveStart' },
  { id: 'sinceMoveEnd', title: 'Time Since Previous Move End', value: '@TimeSinceMoveEnd' },
];

const ENDS: readonly { id: string; title: string; value: string }[] = [
  { id: 'timeToWin', title: 'Time It Took To Win', value: '@TimestampVictory' },
  { id: 'timeToGameOver', title: 'Time It Took To Game Over', value: '@TimestampGameOver' },
];

/** Seconds cut to 1/`per` s (in whole steps, so no 0.30000000000000004) as plain text (not abbreviated), "N/A" while negative. */
export function secondsBox(title: string, special: string, per: number): Value {
  return [
    title,
    [special, '*', per, 'floor', 1, '/', per, 'String', '@if', [special, '<', 0], '2nd', 'N/A', '@end-if'],
  ];
}

function shows(mode: ModeDefinition, value: Value): boolean {
  const key = JSON.stringify(value);
  return mode.statBoxes.some((b) => Array.isArray(b) && JSON.stringify(b[1]) === key);
}

export function applyStatBoxes(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const boxes: Value[] = [];
  for (const c of COUNTERS) if (o[c.id] === true && !shows(mode, c.value)) boxes.push([c.title, c.value]);
  for (const t of TIMERS) {
    const per = Number(o[t.id]);
    if (per > 0) boxes.push(secondsBox(t.title, t.value, per));
  }
  for (const e of ENDS) if (o[e.id] === true) boxes.push(secondsBox(e.title, e.value, 100));
  return boxes.length ? { ...mode, statBoxes: [...mode.statBoxes, ...boxes] } : mode;
}

const ROUNDING = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'On, 1 s' },
  { value: '10', label: 'On, 0.1 s' },
  { value: '100', label: 'On, 0.01 s' },
];

const options: OptionSpec[] = [
  ...COUNTERS.map((c): OptionSpec => ({ id: c.id, label: c.title, type: 'boolean', default: false })),
  ...TIMERS.map((t): OptionSpec => ({ id: t.id, label: t.title, type: 'choice', default: '0', choices: ROUNDING })),
  ...ENDS.map((e): OptionSpec => ({ id: e.id, label: e.title, type: 'boolean', default: false })),
];

export const statBoxes: ModifierPlugin = {
  id: 'pc.stat-boxes',
  version: '1.0.0',
  kind: 'modifier',
  step: 15,
  author: 'Pow2048',
  name: 'Statistics boxes',
  description:
    'Extra boxes beside the score: discovered tiles, moves, merges, timers, and how long it took to win or to lose.',
  options,
  apply: applyStatBoxes,
};
