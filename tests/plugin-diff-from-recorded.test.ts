// plugin-diff's `fromRecorded`: games that start late, from a recorded game of the original replayed
// up to a cut, and play on with fresh spawns; our plugin must replay the whole game, the part past
// the recording included.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cutMove, diffFile, recordOwnGame, recordedPrefix } from '../src/conformance/plugin-diff.ts';
import { pluginReplayOptions, registeredPlugins, type PluginFileJson } from '../src/conformance/replay-cases.ts';
import { runReplayGame } from '../src/conformance/replay.ts';

const replays = fileURLToPath(new URL('../../shared/conformance/replays', import.meta.url));
const plugins = await registeredPlugins();
const read = (f: string): PluginFileJson => JSON.parse(readFileSync(f, 'utf8')) as PluginFileJson;
// 3645 (mode 56): its recordings reach the 150-move cap.
const file = read(`${replays}/56.json`);
const recording = file.games[0]!;

describe('plugin-diff from a recorded position', () => {
  it('cuts a recording at its end, at a share of its moves, or at a move', () => {
    expect(recording.end).toBe('cap');
    expect(cutMove(recording, 'end')).toBe(150);
    expect(cutMove(recording, 0.5)).toBe(75);
    expect(cutMove(recording, 40)).toBe(40);
    expect(cutMove(recording, 500)).toBeNull();
    const head = recordedPrefix(recording, 40);
    expect(head.steps.at(-1)?.i).toBe(40);
    expect(head.final).toBeUndefined();
    expect(head.steps.some((st) => 'statBoxes' in st)).toBe(false);
  });

  it('plays on past the recorded end; the recorded definition replays the whole game', () => {
    const { game, error } = recordOwnGame(file, 9, { moves: 60 }, undefined, { game: recording, atMove: 150 });
    expect(error).toBeUndefined();
    expect(game.moves).toBeGreaterThan(150);
    // The head is the recording's own (but for the stat-box texts the original drew).
    const { statBoxes: _b, ...head } = recording.steps[149]!;
    expect(game.steps[149]).toEqual(head);
    expect(game.steps[150]?.i).toBe(151);
    expect(game.steps.some((st) => (st.i ?? 0) > 150 && st.dir !== undefined)).toBe(true);
    expect(runReplayGame(file, game, { statBoxes: true })).toMatchObject({ passed: true });
  });

  it('compares our plugin past the recorded end (a changed snapshot there fails it there)', () => {
    const { game } = recordOwnGame(file, 9, { moves: 60 }, undefined, { game: recording, atMove: 150 });
    const optionsFor = pluginReplayOptions(file, plugins)!;
    expect(runReplayGame(file, game, { ...optionsFor(game), statBoxes: true })).toMatchObject({ passed: true });
    const late = game.steps.findIndex((st) => st.i === 170 && st.dir !== undefined);
    expect(late).toBeGreaterThan(0);
    const tampered = { ...game, steps: game.steps.map((st, k) => (k === late ? { ...st, score: -1 } : st)) };
    const r = runReplayGame(file, tampered, { ...optionsFor(tampered), statBoxes: true });
    expect(r.passed).toBe(false);
    expect(r.mismatch).toMatchObject({ move: 170, field: 'score' });
  });

  it('diffs every recorded game at every cut with every seed', () => {
    const results = diffFile('56.json', file, plugins, { seeds: [3, 4], moves: 30, fromRecorded: ['end', 0.5] })!;
    expect(results.length).toBe(file.games.length * 2 * 2);
    expect(results.every((r) => r.problem === null)).toBe(true);
    const ends = results.filter((r) => r.from?.atMove === 150);
    expect(ends.length).toBe(file.games.length * 2);
    expect(ends.every((r) => r.moves === 180)).toBe(true);
    // Different seeds play on differently from the same position.
    const a = recordOwnGame(file, 3, { moves: 30 }, undefined, { game: recording, atMove: 75 }).game;
    const b = recordOwnGame(file, 4, { moves: 30 }, undefined, { game: recording, atMove: 75 }).game;
    expect(a.final).not.toEqual(b.final);
  });
});
