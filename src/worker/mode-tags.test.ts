import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { modeTags } from './mode-tags.ts';
import { RealEngine } from './real-engine.ts';
import { eightDirectionMode, hexMode, testClassicMode } from './test-codes.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

describe('mode tags', () => {
  const tags = engine.modeTags();

  it('tags every listed mode', () => {
    expect(Object.keys(tags).sort()).toEqual(
      engine
        .listModes()
        .map((m) => m.id)
        .sort(),
    );
  });

  it('reads built-in modes: classic has none, scripted modes scripts, DIVE its big numbers and clicks', () => {
    expect(tags['2048']).toEqual([]);
    expect(tags['pc.378']).toEqual(['scripts']);
    expect(tags['pc.dive']).toEqual(['BigInt', 'scripts', 'clicks']);
    // Clicks without scripts: 180's stat boxes react to clicks.
    expect(tags['pc.180']).toContain('clicks');
    expect(tags['pc.180']).not.toContain('scripts');
  });

  it('reads the board shape and directions', () => {
    expect(modeTags(hexMode())).toContain('hex');
    expect(modeTags(eightDirectionMode())).toEqual(['8 directions']);
    expect(modeTags(testClassicMode())).toEqual([]);
    expect(modeTags(testClassicMode('Big', { startingGrid: [[2n, '@Empty']] }))).toEqual(['BigInt']);
    expect(modeTags(testClassicMode('Tile clicks', { scripts: [[[], 'TileClick']] }))).toEqual(['scripts', 'clicks']);
  });

  it('answers again from its cache', () => {
    expect(engine.modeTags()['pc.dive']).toBe(tags['pc.dive']);
  });
});

describe('preview boards', () => {
  it('shows the first board of a mode without starting a game', () => {
    const view = engine.previewMode('pc.dive');
    expect(view.modeId).toBe('pc.dive');
    expect(view.tiles.length).toBeGreaterThan(0);
    // Seeded: the same first board each time.
    expect(engine.previewMode('pc.dive').tiles).toEqual(view.tiles);
  });

  it('refuses an unknown mode', () => {
    expect(() => engine.previewMode('no.such.mode')).toThrow(/unknown mode/);
  });
});
