// The Rule inspector (issue 30): a mode's merge rules expanded over its directions and orders, the
// phases of one turn in the engine's order (src/engine/trace.ts `TURN_PHASES`) with the mode's
// scripts in each, and a move replayed from the position before it with the engine's tracer on, in
// words. The trace is the engine's own report (`ActionOptions.tracer`), never a second model of it.
import { printFormula, printValue } from '../calc/formula/index.ts';
import type { Value } from '../calc/values.ts';
import {
  TraceLog,
  TURN_PHASES,
  type Game,
  type ModeDefinition,
  type SpawnRecord,
  type TraceEvent,
  type TurnPhase,
} from '../engine/index.ts';
import type { PositionCodec, Position } from './game-save.ts';
import type {
  DirectionView,
  InspectedRuleView,
  MoveTraceView,
  RuleInspectorView,
  TraceLineView,
  TurnPhaseView,
} from './protocol.ts';
import { mergeRuleParts } from './rule-formulas.ts';

/** Most rules expanded (a mode with more says how many are left out). */
const MAX_RULES = 100;
/** Most trace events kept for one move. */
export const MAX_TRACE_EVENTS = 3000;
/** Longest text of one formula or tile in the inspector. */
const MAX_TEXT = 300;

const cut = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

function formula(v: Value): string {
  try {
    return cut(printFormula(v));
  } catch {
    return '(too deeply nested to print)';
  }
}

function tile(v: Value): string {
  try {
    return cut(printValue(v));
  } catch {
    return '(a tile too deeply nested to print)';
  }
}

/** A cell as players count: (row, column) from 1 at the top left. */
const cell = (p: readonly number[]): string => `(${p[0]! + 1}, ${p[1]! + 1})`;

function factorial(n: number): number {
  let f = 1;
  for (let k = 2; k <= n; k++) f *= k;
  return f;
}

function orderText(order: Value, length: Value): string {
  if (order === true) return 'as written: the moving tile first, then the tiles ahead of it';
  if (order === false)
    return typeof length === 'number' && Number.isInteger(length) && length >= 1 && length <= 12
      ? `any order: each of the ${factorial(length)} orders of the ${length} tiles is tried`
      : 'any order of the tiles';
  return `decided by ${formula(order)}`;
}

function expanded(length: Value, directions: readonly DirectionView[]): string[] {
  const n = typeof length === 'number' ? length : null;
  const ahead =
    n === null
      ? `the tiles ahead (length ${formula(length)})`
      : n <= 1
        ? 'no tile ahead'
        : `the ${n - 1} tile${n === 2 ? '' : 's'} ahead`;
  return directions
    .filter((d) => d.vector[0] !== 0 || d.vector[1] !== 0)
    .map((d) => `${d.label}: the tile and ${ahead}, toward (${d.vector[0]}, ${d.vector[1]})`);
}

/** The mode's merge rules as the engine tries them. */
export function inspectRules(mode: ModeDefinition, directions: readonly DirectionView[]): InspectedRuleView[] {
  const rules = Array.isArray(mode.mergeRules) ? mode.mergeRules.slice(0, MAX_RULES) : [];
  return rules.map((rule, i) => {
    const parts = mergeRuleParts(rule);
    const part = (label: string): Value => parts.find((p) => p.label === label)?.value;
    const length = part('length');
    return {
      title: `Rule ${i + 1}`,
      length: formula(length),
      order: orderText(part('order'), length),
      condition: formula(part('condition')),
      expanded: expanded(length, directions),
    };
  });
}

/** How many of the mode's scripts run on each timing. */
function scriptCounts(mode: ModeDefinition): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sc of Array.isArray(mode.scripts) ? mode.scripts : []) {
    if (!Array.isArray(sc)) continue;
    const timings = Array.isArray(sc[1]) ? sc[1] : [sc[1]];
    for (const t of timings) if (typeof t === 'string') counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

/** The phases of a turn, each with the mode's scripts that run in it. */
export function turnPhases(mode: ModeDefinition): TurnPhaseView[] {
  const counts = scriptCounts(mode);
  const autos = Array.isArray(mode.autoDirections) ? mode.autoDirections.length : 0;
  return TURN_PHASES.filter((p) => autos > 0 || !p.id.startsWith('auto')).map((p) => ({
    title: p.title,
    scripts: p.timings
      .filter((t) => (counts.get(t) ?? 0) > 0)
      .map((t) => `${t}: ${counts.get(t)} script${counts.get(t) === 1 ? '' : 's'}`),
  }));
}

const PHASE_TITLES = new Map<TurnPhase, string>(TURN_PHASES.map((p) => [p.id, p.title]));

function winText(w: number): string {
  if (w === 1) return 'won';
  if (w === -1) return 'lost (a losing condition holds)';
  if (w === 2) return 'both a winning and a losing condition hold';
  return 'neither won nor lost';
}

/** One trace event in words. */
function line(e: TraceEvent): TraceLineView {
  switch (e.kind) {
    case 'phase':
      return { depth: 0, kind: 'phase', text: PHASE_TITLES.get(e.phase) ?? e.phase };
    case 'pass':
      return { depth: 1, kind: 'pass', text: `Pass ${e.pass}` };
    case 'slide':
      return { depth: 2, kind: 'slide', text: `${cell(e.from)} slid to ${cell(e.to)}` };
    case 'merge': {
      const [moving, ...rest] = e.cells;
      const what = `Rule ${e.rule + 1} merged ${cell(moving!)}${rest.length ? ` with ${rest.map(cell).join(', ')}` : ''}`;
      const into = e.results.map((r, j) => `${tile(r)} at ${e.into[j] ? cell(e.into[j]!) : '?'}`).join(', ');
      const score = e.score !== 0 ? `, ${e.score > 0 ? '+' : ''}${e.score} points` : '';
      return {
        depth: 2,
        kind: 'merge',
        text: `${what} → ${into || 'nothing'}${score}${e.cached ? ' (answer remembered by the merge cache)' : ''}`,
      };
    }
    case 'noMerge':
      return { depth: 2, kind: 'noMerge', text: `${cell(e.at)} did not merge: ${e.reasons.join('; ')}` };
    case 'scripts':
      return { depth: 1, kind: 'scripts', text: `${e.timing}: ${e.ran} script${e.ran === 1 ? '' : 's'} ran` };
    case 'spawn':
      return {
        depth: 1,
        kind: 'spawn',
        text: `${e.forced ? 'Forced spawn' : 'Spawned'} ${tile(e.tile)} at ${cell(e.at)}`,
      };
    case 'checks':
      return {
        depth: 1,
        kind: 'checks',
        text: `Win check: ${winText(e.win)}; ${e.allOut ? 'no direction is available (game over unless a script saves it)' : 'a direction is still available'}`,
      };
    case 'moved':
      return {
        depth: 1,
        kind: 'moved',
        text: e.moved
          ? 'Something moved: the turn goes on'
          : 'Nothing moved: this direction is unavailable until something moves',
      };
  }
}

/** Where the move was when it stopped: the last phase and pass reported (also past the kept events). */
function stopPlace(log: TraceLog): string {
  if (log.phase === null) return 'before the move began';
  const phase = (PHASE_TITLES.get(log.phase) ?? log.phase).split(' (')[0]!;
  return log.pass > 0 ? `in ${phase}, pass ${log.pass}` : `in ${phase}`;
}

/**
 * Replays `direction` on `game` from `before` with a tracer on, then loads `after` back (the game
 * ends where it was). `spawns`: the recorded spawns of a replay's move.
 */
export function traceMove(
  game: Game,
  codec: PositionCodec,
  before: Position,
  after: Position,
  direction: number,
  title: string,
  spawns?: SpawnRecord[],
): MoveTraceView {
  const log = new TraceLog(MAX_TRACE_EVENTS);
  let error: string | null = null;
  let refused = false;
  codec.load(game, before);
  try {
    const r = game.move(direction, spawns ? { spawns, tracer: log } : { tracer: log });
    if (r.error) error = r.error;
    else refused = !r.accepted;
  } finally {
    codec.load(game, after);
  }
  if (refused) {
    const text = 'This direction was not available (marked after a move that moved nothing), so nothing was tried.';
    return { title, lines: [{ depth: 0, kind: 'moved', text }], dropped: 0, stopped: null };
  }
  const lines = log.events.map(line);
  const stopped = error === null ? null : `The move stopped ${stopPlace(log)}: ${error}. It was undone.`;
  if (stopped !== null) lines.push({ depth: 0, kind: 'stopped', text: stopped });
  return { title, lines, dropped: log.dropped, stopped };
}

/** The whole inspector view. */
export function inspectorView(
  mode: ModeDefinition,
  directions: readonly DirectionView[],
  lastMove: MoveTraceView | null,
): RuleInspectorView {
  const total = Array.isArray(mode.mergeRules) ? mode.mergeRules.length : 0;
  return {
    rules: inspectRules(mode, directions),
    moreRules: Math.max(0, total - MAX_RULES),
    phases: turnPhases(mode),
    lastMove,
  };
}
