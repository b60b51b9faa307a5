import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import type { Api, RequestType, RuleInspectorView } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { LEFT, gameOn, show } from '../conformance/testing.ts';
import { PositionCodec } from './game-save.ts';
import { traceMove } from './rule-inspector.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

/** The first recorded game of a mode file of the conformance corpus. */
function recorded(file: string): { replayCode: string; steps: { i?: number; dir?: number; merges?: number }[] } {
  const url = new URL(`../../../shared/conformance/replays/${file}`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { games: ReturnType<typeof recorded>[] }).games[0]!;
}

function call<K extends RequestType>(d: Dispatcher, type: K, payload: Api[K]['req']): Api[K]['res'] {
  const res = d.handle({ id: 1, type, payload } as Parameters<Dispatcher['handle']>[0]);
  if (!res.ok) throw new Error(res.error.message);
  return res.result as Api[K]['res'];
}

describe('rule inspector', () => {
  it("expands classic 2048's rule over its four directions and traces the last move", () => {
    const d = new Dispatcher(engine);
    call(d, 'newGame', { source: { kind: 'mode', modeId: '2048' }, seed: 2 });
    const before = call(d, 'inspectRules', {});
    expect(before.lastMove).toBeNull();
    expect(before.rules).toHaveLength(1);
    expect(before.rules[0]).toMatchObject({ title: 'Rule 1', length: '2', condition: '@Next(1, 0) = @This(0)' });
    expect(before.rules[0]!.order).toMatch(/^as written/);
    expect(before.rules[0]!.expanded).toHaveLength(4);
    expect(before.rules[0]!.expanded.join('\n')).toMatch(/the tile and the 1 tile ahead, toward \(0, -1\)/);
    expect(before.phases.map((p) => p.title)[0]).toBe('Before the move');
    expect(before.phases.at(-1)!.title).toMatch(/win and lose checks/);
    // Play until a move merges, then inspect it.
    let view: RuleInspectorView | null = null;
    for (let k = 0; k < 40 && view === null; k++) {
      const u = call(d, 'move', { direction: k % 4 });
      if (u.result.merges.length > 0) view = call(d, 'inspectRules', {});
    }
    expect(view).not.toBeNull();
    const texts = view!.lastMove!.lines.map((l) => l.text);
    expect(
      texts.some((t) => /^Rule 1 merged \(\d, \d\) with \(\d, \d\) → \[\d+\] at \(\d, \d\), \+\d+ points$/.test(t)),
    ).toBe(true);
    expect(texts.some((t) => /^Spawned \[\d\] at/.test(t))).toBe(true);
    expect(view!.lastMove!.stopped).toBeNull();
    // Inspecting does not change the game: the same answer again, and the board as it was.
    const board = JSON.stringify(call(d, 'snapshot', {}).view.tiles);
    expect(call(d, 'inspectRules', {})).toEqual(view);
    expect(JSON.stringify(call(d, 'snapshot', {}).view.tiles)).toBe(board);
  });

  it('explains a recorded move of 180: which rule merged which cells', () => {
    const game = recorded('38.json');
    const d = new Dispatcher(engine);
    call(d, 'openReplay', { code: game.replayCode });
    // The first recorded move whose merge count went up.
    let merged = -1;
    let last = 0;
    let count = 0;
    for (const s of game.steps) {
      if (typeof s.merges === 'number' && s.merges > last && s.i !== undefined) {
        merged = s.i;
        count = s.merges - last;
        break;
      }
      if (typeof s.merges === 'number') last = s.merges;
    }
    expect(merged).toBeGreaterThan(0);
    const frame = call(d, 'replaySeek', { index: merged });
    const view = call(d, 'inspectRules', { replay: true });
    expect(view.rules.length).toBeGreaterThan(0);
    const trace = view.lastMove!;
    expect(trace.title).toMatch(new RegExp(`^Recorded move ${merged} of `));
    const merges = trace.lines.filter((l) => l.kind === 'merge').map((l) => l.text);
    expect(merges.length).toBe(count);
    for (const m of merges) expect(m).toMatch(/^Rule \d+ merged \(\d, \d\) with \(\d, \d\)/);
    expect(trace.lines.some((l) => l.kind === 'noMerge' && /did not merge: rule/.test(l.text))).toBe(true);
    // Inspecting left the replay where it was.
    expect(call(d, 'replaySeek', { index: merged }).view).toEqual(frame.view);
  });

  it('a loop that runs out of steps: the trace says in which phase and pass the move stopped, and the game is as before', () => {
    const forever = [0, '@repeat', Infinity, '+', 1, '@end-repeat'];
    const g = gameOn(['1 1 _ _'], { scripts: [[forever, 'MoveIteration']] });
    const codec = new PositionCodec();
    const at = codec.encode(g);
    const trace = traceMove(g, codec, at, at, LEFT, 'test');
    expect(trace.stopped).toMatch(
      /^The move stopped in Slide passes, pass 1: .*step budget of \d+ .*exceeded.*It was undone\.$/,
    );
    expect(trace.lines.at(-1)).toEqual({ depth: 0, kind: 'stopped', text: trace.stopped });
    expect(trace.lines.some((l) => l.kind === 'merge')).toBe(true);
    expect(show(g.state.grid)).toEqual(['1 1 _ _']);
  });

  it('a slide loop that never settles: stopped at its pass cap, with the pass named past the kept events', () => {
    // Two tiles that swap places on every merge, with merges unlimited: the loop never ends.
    const swap = [2, true, true, [['@Next 1 0'], ['@This 0']], 0, [true, true]];
    const g = gameOn(['1 2'], { multiMerge: true, mergeRules: [swap] });
    const codec = new PositionCodec();
    const at = codec.encode(g);
    const trace = traceMove(g, codec, at, at, LEFT, 'test');
    expect(trace.dropped).toBeGreaterThan(0);
    expect(trace.stopped).toMatch(
      /^The move stopped in Slide passes, pass 100000: move: the slide loop never settles\./,
    );
    expect(trace.lines.find((l) => l.kind === 'merge')?.text).toBe(
      'Rule 1 merged (1, 2) with (1, 1) → [1] at (1, 1), [2] at (1, 2)',
    );
    expect(show(g.state.grid)).toEqual(['1 2']);
  });
});
