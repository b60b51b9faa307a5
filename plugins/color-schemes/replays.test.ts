// The recorded games of modes that draw their tiles with special colour schemes, shown through the
// replay player (what the app's Replays screen runs in the worker): after 30 actions every tile
// carries its scheme's picture, none falls back to a flat colour. (The recorded 180 games colour
// their tiles with the mode's own colour expressions, and Wildcard 2048 shows some plain tiles.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../src/plugins/registry.ts';
import { ReplayPlayer } from '../../src/worker/replay-player.ts';
import { registerBuiltins } from '../index.ts';

const DIR = fileURLToPath(new URL('../../../shared/conformance/replays', import.meta.url));
const firstCode = (f: string): string =>
  (JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as { games: { replayCode: string }[] }).games[0]!.replayCode;

describe('recorded games of scheme modes', () => {
  registerBuiltins(plugins);
  for (const [file, scheme] of [
    ['50.json', 'DIVE'],
    ['43.json', '1321'],
    ['102.json', 'RACUTE'],
    ['74.json', 'Turatin'],
    ['61.json', '3069'],
    ['96.json', 'LOCEF'],
    ['86.json', 'Bitwise 2048'],
    ['73.json', 'SQUART'],
    ['92.json', 'SCAPRIM'],
    ['95.json', '3385'],
    ['44.json', 'mod 27'],
    ['91.json', '1845'],
    ['50.1.json', 'Gaussian DIVE'],
  ] as const) {
    it(`${file}: tiles after 30 actions are drawn by the ${scheme} scheme`, () => {
      const player = new ReplayPlayer(firstCode(file));
      const frame = player.seek(30);
      expect(frame.stoppedAt).toBeNull();
      const tiles = frame.view.tiles;
      expect(tiles.length).toBeGreaterThan(0);
      for (const t of tiles) {
        expect(t.picture?.key.startsWith(`${scheme}|`), `${file}: tile ${t.id}`).toBe(true);
        expect(t.background).not.toMatch(/^hsla/);
      }
    });
  }
});
