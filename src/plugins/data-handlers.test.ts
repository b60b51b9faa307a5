import { describe, expect, it } from 'vitest';
import { LEFT, gameOn, show } from '../conformance/testing.ts';
import { TraceLog } from '../engine/trace.ts';
import { parseDataPlugin } from './data-plugin.ts';
import type { ModePlugin, ModifierPlugin } from './types.ts';
import { defaultMode } from '../engine/index.ts';

const modeFile = (hooks: unknown) =>
  JSON.stringify({
    format: 'pow2048-plugin/1',
    kind: 'mode',
    id: 'alice.hooks',
    version: '1.0.0',
    name: 'Hooks',
    definition: { width: 4, height: 1 },
    hooks,
  });

describe('per-tile hooks in data plugins', () => {
  it('run as the engine scripts of their phase: spawn, merge (formula text), move (a CalcArray)', () => {
    const plugin = parseDataPlugin(
      modeFile({ spawn: ['0 @add_score 1'], merge: ['0 @add_score [10 * 10]'], move: [[0, '@add_score', 1000]] }),
    ) as ModePlugin;
    const mode = plugin.build({});
    expect(mode.scripts).toEqual([
      [[0, '@add_score', 1], 'TileSpawn'],
      [[0, '@add_score', [10, '*', 10]], 'Merge'],
      [[0, '@add_score', 1000], 'TileMove'],
    ]);
    const g = gameOn(['_ 1 1 _'], { scripts: mode.scripts, randomTileAmount: 1 }, { spawns: true });
    const log = new TraceLog();
    const r = g.move(LEFT, { tracer: log });
    expect(show(g.state.grid)[0]!.startsWith('2')).toBe(true);
    // The engine ran each handler at its phase: one slide per cell moved, one merge, one spawn.
    const ran = log.events.filter((e) => e.kind === 'scripts').map((e) => (e.kind === 'scripts' ? e.timing : ''));
    const slides = log.events.filter((e) => e.kind === 'slide').length;
    expect(ran.filter((t) => t === 'TileMove')).toHaveLength(slides);
    expect(ran.filter((t) => t === 'Merge')).toHaveLength(1);
    expect(ran.filter((t) => t === 'TileSpawn')).toHaveLength(1);
    expect(slides).toBeGreaterThan(0);
    // 4 for the merge by the rule, +100 by the merge handler, +1 per spawn, +1000 per slide.
    expect(r.scoreDelta).toBe(4 + 100 + 1 + 1000 * slides);
  });

  it('a modifier adds its hooks to any mode', () => {
    const mod = parseDataPlugin(
      JSON.stringify({
        format: 'pow2048-plugin/1',
        kind: 'modifier',
        id: 'alice.spawn-bonus',
        version: '1.0.0',
        name: 'Spawn bonus',
        hooks: { spawn: ['0 @add_score 7'] },
      }),
    ) as ModifierPlugin;
    const mode = mod.apply(defaultMode(), {});
    expect(mode.scripts.at(-1)).toEqual([[0, '@add_score', 7], 'TileSpawn']);
    const g = gameOn(['_ 1 2 _'], { scripts: mode.scripts, randomTileAmount: 1 }, { spawns: true });
    expect(g.move(LEFT).scoreDelta).toBe(7);
  });

  it('a hook that does not parse, or an unknown one, is refused naming it (and the column)', () => {
    expect(() => parseDataPlugin(modeFile({ spawn: ['1 + [2'] }))).toThrow(/hooks\.spawn\[0\]: column \d+: /);
    expect(() => parseDataPlugin(modeFile({ onTurn: ['1'] }))).toThrow(/hooks/);
    expect(() => parseDataPlugin(modeFile([]))).toThrow(/hooks/);
  });
});
