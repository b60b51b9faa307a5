import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../index.ts';
import { PluginRegistry } from '../../src/plugins/registry.ts';
import { RealEngine } from '../../src/worker/real-engine.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

describe("statistics boxes (the original's optional boxes)", () => {
  it('adds the chosen counters and timers after the mode\'s own boxes, "N/A" before their moment', () => {
    const options = {
      moves: true,
      merges: true,
      mergeMoves: true,
      discovered: true,
      sinceStart: '10',
      sinceFirstMove: '100',
      timeToWin: true,
    };
    const s = engine.newGame({
      source: { kind: 'mode', modeId: '2048' },
      seed: 4,
      modifiers: [{ id: 'pc.stat-boxes', options }],
    });
    const boxes = () => Object.fromEntries(s.view().statBoxes.map((b) => [b.title, b.value]));
    const start = boxes();
    expect(Object.keys(start)).toEqual([
      'Score',
      'Discovered Tiles',
      'Moves',
      'Merges',
      'Moves Where A Merge Occurred',
      'Time Since Game Began',
      'Time Since First Move',
      'Time It Took To Win',
    ]);
    expect([start['Moves'], start['Merges'], start['Time Since First Move'], start['Time It Took To Win']]).toEqual([
      '0',
      '0',
      'N/A',
      'N/A',
    ]);
    expect(start['Time Since Game Began']).toMatch(/^\d+(\.\d)?$/);
    let moved = 0;
    for (let d = 0; d < 4 * 10 && moved < 10; d++) if (s.move(d % 4).moved) moved++;
    const after = boxes();
    expect(after['Moves']).toBe(String(moved));
    expect(Number(after['Merges'])).toBeGreaterThanOrEqual(Number(after['Moves Where A Merge Occurred']));
    expect(after['Time Since First Move']).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Number(after['Discovered Tiles'])).toBeGreaterThan(0);
  });

  it('adds nothing the mode already shows', () => {
    const s = engine.newGame({
      source: { kind: 'mode', modeId: '2048' },
      seed: 4,
      modifiers: [
        { id: 'pc.moves-between-spawns', options: { moves: 2 } },
        { id: 'pc.stat-boxes', options: { moves: true } },
      ],
    });
    expect(s.view().statBoxes.filter((b) => b.title === 'Moves')).toHaveLength(1);
  });
});
