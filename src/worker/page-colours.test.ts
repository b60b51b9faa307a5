// The page's colours in the view: each mode's page background during play (`gameplayBackground`)
// and its title/rules text colour (`textBackground`), evaluated like the board's colours.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { MAX_PAGE_CSS_LENGTH } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { gameCode, modeCode, testClassicMode } from './test-codes.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

function recordedModeCode(id: string): string {
  const file = fileURLToPath(new URL(`../../../shared/conformance/replays/${id}.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { modeCode: string }).modeCode;
}

describe('view model: page colours', () => {
  it('carries a recorded mode’s page background and text colour, kept by moves and undo', () => {
    const g = engine.newGame({ source: { kind: 'code', code: recordedModeCode('70') }, seed: 2 });
    const first = g.view();
    expect(first.pageBackground).toBe('radial-gradient(#ffd752 0% 60%, #ff6b6b)');
    expect(first.textColor).toBe('#7f3018');
    const dirs = first.directions.length;
    for (let d = 0; d < dirs && g.view().moves === 0; d++) g.move(d);
    expect(g.view().moves).toBe(1);
    g.undo();
    expect([g.view().pageBackground, g.view().textColor]).toEqual([first.pageBackground, first.textColor]);
  });

  it('gives classic 2048 the original’s default colours', () => {
    const v = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1 }).view();
    expect([v.pageBackground, v.textColor]).toEqual(['#fff5da', '#524c46']);
  });

  it('evaluates colour expressions that follow the game: VS The Void Tiler’s spots stay within the limit', () => {
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const g = engine.newGame({ source: { kind: 'mode', modeId: 'pc.void-tiler' }, seed: 4 });
      expect(g.view().pageBackground).toMatch(/linear-gradient\(/);
      expect(g.view().textColor).toMatch(/^hsla\(0, 0%, 100%, 1\)$/);
      const dirs = g.view().directions.length;
      for (let d = 0; d < dirs && g.view().moves === 0; d++) g.move(d);
      let longest = 0;
      let spots = 0;
      for (let t = 0; t < 100 && g.view().status === 'playing'; t++) {
        now += 100;
        g.tick();
        const bg = g.view().pageBackground;
        longest = Math.max(longest, bg.length);
        spots = Math.max(spots, bg.split('radial-gradient(').length - 1);
      }
      expect(spots).toBeGreaterThan(0);
      expect(longest).toBeGreaterThan(0);
      expect(longest).toBeLessThanOrEqual(MAX_PAGE_CSS_LENGTH);
    } finally {
      clock.mockRestore();
    }
  });

  it('falls back to the app’s own look (empty) when an expression fails, is empty or is too long', () => {
    const boom = ['@BigInt 1', '/B', '@BigInt 0'];
    const failing = engine.newGame({
      source: {
        kind: 'code',
        code: gameCode(
          testClassicMode('Faulty', { gameplayBackground: ['@HSLA', boom, 1, 1, 1], textBackground: '' }),
          [[0, 0, 1]],
        ),
      },
      seed: 1,
    });
    expect([failing.view().pageBackground, failing.view().textColor]).toEqual(['', '']);
    const long = `linear-gradient(${Array.from({ length: 600 }, () => '#123456').join(', ')})`;
    const huge = engine.newGame({
      source: {
        kind: 'code',
        code: modeCode(testClassicMode('Huge', { gameplayBackground: long, textBackground: '#010203' })),
      },
      seed: 1,
    });
    expect([huge.view().pageBackground, huge.view().textColor]).toEqual(['', '#010203']);
  });
});
