// The examples of docs/plugins.md, kept working.
import { describe, expect, it } from 'vitest';
import { defaultMode } from '../engine/index.ts';
import { parseDataPlugin } from './data-plugin.ts';
import { PluginRegistry } from './registry.ts';
import { PluginSession } from './session.ts';
import type { ModePlugin } from './types.ts';

const powersOfThree: ModePlugin = {
  id: 'alice.threes',
  version: '1.0.0',
  kind: 'mode',
  name: 'Threes, plainly',
  category: 'Powers',
  rules: 'Merge three equal tiles into the next power of 3. Make 729.',
  options: [{ id: 'size', label: 'Board size', type: 'number', default: 5, min: 3, max: 8 }],
  build: (o) =>
    defaultMode({
      width: o.size as number,
      height: o.size as number,
      mergeRules: [
        [
          3,
          [['@Next 1 0', '=', '@This 0'], '&&', ['@Next 2 0', '=', '@This 0']],
          true,
          [[['@This 0', '+', 1]]],
          [3, '^', ['@This 0', '+', 1]],
          [false, true],
        ],
      ],
      startTileSpawns: [
        [[0], 90],
        [[1], 10],
      ],
      winConditions: [[6]],
      // The original's merge-result cache changes which merges happen; multi-tile rules want it off.
      mergeResultKnownLevel: 0,
    }),
};

describe('docs/plugins.md examples', () => {
  it('the code plugin plays: three equal tiles merge, two do not', () => {
    const r = new PluginRegistry();
    r.register(powersOfThree);
    const s = new PluginSession(r, { mode: { id: 'alice.threes' }, seed: 3 });
    expect(s.start().error).toBeUndefined();
    expect(s.game.state.width).toBe(5);
    let merges = 0;
    for (let i = 0; i < 300; i++) {
      const res = s.move(i % 4);
      expect(res.error).toBeUndefined();
      for (const e of res.events)
        if (e.type === 'merge') {
          merges++;
          expect(e.consumed).toHaveLength(3);
        }
      if (s.game.state.screen === 'Game Over') break;
    }
    expect(merges).toBeGreaterThan(0);
  });

  it('the data plugin installs', () => {
    const json = `{
      "format": "pow2048-plugin/1", "kind": "mode", "id": "alice.big-2048", "version": "1.0.0",
      "name": "2048 on a big board",
      "options": [{ "id": "huge", "label": "Huge board", "type": "boolean", "default": false }],
      "definition": { "width": 6, "height": 6, "winConditions": [[11]] },
      "variants": [{ "when": { "huge": true }, "set": { "width": 9, "height": 9 } }]
    }`;
    const r = new PluginRegistry();
    r.register(parseDataPlugin(json));
    expect(r.buildMode('alice.big-2048', { huge: true }).width).toBe(9);
    const s = new PluginSession(r, { mode: { id: 'alice.big-2048' }, seed: 1 });
    expect(s.start().error).toBeUndefined();
  });
});
