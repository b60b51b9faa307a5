import { describe, expect, it } from 'vitest';
import { LEFT, RIGHT, gameOn, show } from '../conformance/testing.ts';
import { TraceLog, type TraceEvent } from './trace.ts';

const of = <K extends TraceEvent['kind']>(log: TraceLog, kind: K): Extract<TraceEvent, { kind: K }>[] =>
  log.events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);

describe('move tracer', () => {
  it("reports classic 2048's merges (rule, cells) and why the blocked tiles did not merge", () => {
    const traced = gameOn(['1 1 2 _', '3 2 _ _']);
    const plain = gameOn(['1 1 2 _', '3 2 _ _']);
    const log = new TraceLog();
    const r = traced.move(LEFT, { tracer: log });
    const p = plain.move(LEFT);
    // The same move as without the tracer.
    expect(show(traced.state.grid)).toEqual(show(plain.state.grid));
    expect(r.scoreDelta).toBe(p.scoreDelta);
    expect(show(traced.state.grid)).toEqual(['2 2 _ _', '3 2 _ _']);
    const merges = of(log, 'merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({
      rule: 0,
      cells: [
        [0, 1],
        [0, 0],
      ],
      results: [[2]],
      into: [[0, 0]],
      score: 4,
    });
    // 2 behind 3 cannot merge; the merged 2 may not merge again this move.
    const why = of(log, 'noMerge');
    const at = (v: number, h: number) => why.filter((e) => e.at[0] === v && e.at[1] === h).map((e) => e.reasons);
    expect(at(1, 1)).toEqual([['rule 1: cannot match these tiles (ruled out before evaluating)']]);
    expect(at(0, 1)).toEqual([['rule 1: a tile it needs has already merged this move']]);
    // Phases come in the engine's order.
    const phases = of(log, 'phase').map((e) => e.phase);
    expect(phases).toEqual(['before', 'slide', 'movement', 'zeroMerges', 'spawns', 'endTurn', 'checks']);
    expect(of(log, 'checks')).toEqual([{ kind: 'checks', win: 0, allOut: false }]);
    expect(of(log, 'pass').length).toBeGreaterThan(0);
    expect(of(log, 'slide')).toContainEqual({ kind: 'slide', from: [0, 2], to: [0, 1] });
  });

  it('a move with no tracer is the fast move; a refused direction reports that nothing moved', () => {
    const g = gameOn(['_ _ 1 2']);
    const log = new TraceLog();
    g.move(RIGHT, { tracer: log });
    expect(of(log, 'moved')).toEqual([{ kind: 'moved', moved: false }]);
    expect(of(log, 'phase').map((e) => e.phase)).not.toContain('spawns');
  });

  it("gives the condition's verdict where the rule is evaluated (a rule the pre-filter cannot read)", () => {
    // A condition of an expression the pre-filter does not analyse: evaluated, and false here.
    const rule = [
      2,
      [['@Next 1 0', '=', '@This 0'], '&&', ['@Score', '>=', 0]],
      true,
      [[['@This 0', '+', 1]]],
      0,
      [false, true],
    ];
    const g = gameOn(['1 2'], { mergeRules: [rule] });
    const log = new TraceLog();
    g.move(LEFT, { tracer: log });
    const reasons = of(log, 'noMerge').flatMap((e) => e.reasons);
    expect(reasons).toContain('rule 1: its condition is false');
  });

  it('keeps the first events of a long trace and counts the rest', () => {
    const log = new TraceLog(3);
    gameOn(['1 1 1 1', '2 2 2 2']).move(LEFT, { tracer: log });
    expect(log.events).toHaveLength(3);
    expect(log.dropped).toBeGreaterThan(0);
  });
});
