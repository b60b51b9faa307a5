import { describe, expect, it } from 'vitest';
import {
  finished,
  type GameResult,
  median,
  mergeShards,
  type ModeResult,
  ratio,
  renderTable,
  rowOf,
  type ShardFile,
  shortfall,
  type TableSettings,
} from '../scripts/agent-table-lib.ts';

const settings: TableSettings = { effort: 100, games: 3, moves: 300, decisionMs: 10, gameMs: 60000, agent: {} };
const games = (...scores: number[]): GameResult[] => scores.map((score) => ({ score, moves: 300 }));
const mode = (id: string, agent: GameResult[], random: GameResult[]): ModeResult => ({ id, name: id, agent, random });

describe('agent table', () => {
  it('takes medians and ratios', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(5, 0)).toBe(Infinity);
    expect(ratio(0, 0)).toBeNaN();
  });

  it('merges shards of the same settings, keeping the fuller result of a mode measured twice', () => {
    const a: ShardFile = { settings, modes: { x: mode('x', games(1, 2), games(1, 1, 1)) } };
    const b: ShardFile = {
      settings: { ...settings, agent: {} },
      modes: { x: mode('x', games(5, 6, 7), games(1, 1, 1)), y: mode('y', games(1), []) },
    };
    const { modes } = mergeShards([a, b]);
    expect(modes.get('x')!.agent.map((g) => g.score)).toEqual([5, 6, 7]);
    expect(finished(modes.get('x'), 3)).toBe(true);
    expect(finished(modes.get('y'), 3)).toBe(false);
    expect(() => mergeShards([a, { settings: { ...settings, effort: 50 }, modes: {} }])).toThrow(/different settings/);
    expect(() => mergeShards([a, { settings: { ...settings, agent: { scoreWeight: 2 } }, modes: {} }])).toThrow();
  });

  it('notes cut, short and failed games and leaves errors out of the median', () => {
    const r = rowOf(
      mode(
        'x',
        [{ score: 90, moves: 120, cut: true }, ...games(100, 110)],
        [{ score: 0, moves: 0, error: 'boom' }, { score: 40, moves: 80 }, ...games(50)],
      ),
      3,
      300,
    );
    expect(r.agent).toBe(100);
    expect(r.random).toBe(45);
    expect(r.note).toBe('agent: 1 cut by time; random: 1 ended before 300 moves, error: boom');
    expect([r.agentMoves, r.randomMoves]).toEqual([300, 190]);
    expect(shortfall(r, 300)).toBe('other');
    expect(shortfall({ ...r, agentMoves: 299 }, 300)).toBe('agent ends early');
    expect(shortfall({ ...r, randomMoves: 240 }, 300)).toBe('random plays most moves');
  });

  it('writes the table with its settings, the count at 2× or more, and the modes not measured', () => {
    const modes = new Map([
      ['a', mode('a', games(10, 10, 10), games(4, 5, 6))],
      ['b', mode('b', games(3, 3, 3), games(3, 3, 3))],
    ]);
    const md = renderTable({ ...settings, agent: { scoreWeight: 2 } }, modes, [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B|b' },
      { id: 'c', name: 'C' },
    ]);
    expect(md).toContain('effort 100 simulated moves per decision, each decision cut at 10 ms of CPU time');
    expect(md).toContain('agent options: scoreWeight 2');
    expect(md).toContain('**1 of 2 modes measured have a ratio of 2 or more** (goal: 100 of 3)');
    expect(md).toContain('Not measured (1): c.');
    expect(md).toContain('| a | a | 10 | 5 | 2 | 300 | 300 |  |');
    expect(md).toContain('| b | b | 3 | 3 | 1 | 300 | 300 |  |');
    expect(md).toContain(
      "the random player's game lasts 80% of them or more (the ratio is then one of score per move) in 1;",
    );
    expect(md).toContain('docs/agent-ceiling.md');
  });
});
