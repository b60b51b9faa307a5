// Waves modes, group W2 as a whole: declared through the public plugin API, showing the tile texts
// the original showed, and identical to the original on its recorded games (stat boxes included).
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { runReplayGame } from '../../../src/engine/replay.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { builtinPlugins } from '../../index.ts';
import { define, displayedText, playOn, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { wavesGroupW2 } from './group-w2.ts';

describe('waves modes, group W2', () => {
  it('has no menu page, the Waves category and complete metadata', () => {
    expect(new Set(wavesGroupW2.map((p) => p.id)).size).toBe(wavesGroupW2.length);
    for (const p of wavesGroupW2) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBeUndefined();
      expect(p.category).toBe('Waves');
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
      expect(p.recreates?.[0]?.modeId).toBeTruthy();
    }
  });

  it('is registered with the built-in plugins and builds through the registry', () => {
    const reg = new PluginRegistry();
    for (const p of wavesGroupW2) {
      expect(builtinPlugins).toContain(p);
      reg.register(p);
    }
    for (const p of wavesGroupW2) {
      const def = reg.buildMode(p.id);
      expect(def.winRequirement, p.name).toBe(false);
      expect(def.gameplayRulesText, p.name).not.toEqual([]);
    }
  });
});

describe('tile texts match what the original showed', () => {
  for (const p of wavesGroupW2) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const g = playOn(p, [['@Empty']]);
      for (const [json, text] of Object.entries(file!.tileTexts ?? {})) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        const texts = Array.isArray(text) ? text : [text];
        expect(texts, json).toContain(displayedText(g, tile));
      }
    });
  }
});

describe('recorded games of the original replay identically with our definitions', () => {
  for (const p of wavesGroupW2) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const reports = replayWithPlugin(p, file!);
      for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
      expect(reports.length).toBe(file!.games.length);
    });
    it.skipIf(!file)(`${p.name} (mode ${id}): stat boxes show what the original showed`, () => {
      const def = define(p, p.optionsFromModeVars?.(decodeCorpusValue(file!.modeVars ?? []) as Value[]) ?? {});
      for (const g of file!.games) {
        const r = runReplayGame(file!, g, { modeFor: () => def, statBoxes: true });
        expect(r.passed, `seed ${g.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
      }
    });
  }
});
