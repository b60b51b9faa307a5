// The checks every group of page 2–4, secret and Waves mode plugins runs against the original's
// recordings (tests only): each recorded tile shows the text the original showed (and colours of
// the forms our palette uses), and each recorded game replays snapshot for snapshot, optionally
// with the stat boxes' texts compared after every move too.
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES } from '../color-schemes/index.ts';
import { evaluateColor } from '../../src/calc/index.ts';
import type { Value } from '../../src/calc/values.ts';
import { runReplayGame } from '../../src/conformance/replay.ts';
import { displayRule } from '../../src/engine/index.ts';
import { decodeCorpusValue } from '../../src/formats/index.ts';
import { PluginRegistry } from '../../src/plugins/registry.ts';
import type { ModePlugin } from '../../src/plugins/types.ts';
import { builtinPlugins } from '../index.ts';
import { define, displayedText, playOn, recorded, replayWithPlugin } from './page2/test-kit.ts';

export interface RecordedChecks {
  /** Forms the background and text colours of every recorded tile must take. */
  readonly colours?: { readonly background: RegExp; readonly text: RegExp; readonly primeImage?: RegExp };
  /** Also compare the stat boxes' texts after every move. */
  readonly statBoxes?: boolean;
  /** Snapshot fields left out of the replay comparison, by the original's mode id. */
  readonly textualOnly?: Readonly<Record<string, string[]>>;
}

/**
 * Registration checks of a group: every plugin is built in, registers through the public
 * registry and builds with its defaults, and takes hostile mode variables as defaults.
 */
export function describeRegistration(plugins: readonly ModePlugin[]): void {
  describe('registration and defaults', () => {
    it('is registered with the built-in plugins', () => {
      for (const p of plugins) expect(builtinPlugins).toContain(p);
    });

    it('registers through the public registry and builds with its defaults', () => {
      const reg = new PluginRegistry();
      for (const p of plugins) reg.register(p);
      for (const p of plugins) {
        const def = reg.buildMode(p.id);
        expect(def.startingGrid, p.name).toHaveLength(def.height);
        expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
        expect(def.gameplayRulesText, p.name).not.toEqual([]);
      }
    });

    it('treats odd mode variables as defaults', () => {
      const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 1e300];
      for (const p of plugins) {
        const options = p.optionsFromModeVars?.(hostile) ?? {};
        const g = playOn(p, [['@Empty', '@Empty']], options);
        expect(g.state.screen, p.name).toBe('Gameplay');
      }
    });
  });
}

export function describeRecordedChecks(plugins: readonly ModePlugin[], checks: RecordedChecks = {}): void {
  describe('tiles the original showed: the same texts with our display rules', () => {
    for (const p of plugins) {
      const id = p.recreates![0]!.modeId;
      const file = recorded(id);
      it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
        const g = playOn(p, [['@Empty']]);
        for (const [json, text] of Object.entries(file!.tileTexts ?? {})) {
          const tile = decodeCorpusValue(JSON.parse(json)) as Value;
          expect(Array.isArray(text) ? text : [text], json).toContain(displayedText(g, tile));
          if (!checks.colours) continue;
          const rule = displayRule(g.core, tile, 'None', 'None', tile)!;
          // Drawn by one of the original's special colour schemes, as the original draws it: ours must draw it.
          if (rule[2] === '@ColorScheme') {
            expect(
              COLOR_SCHEMES.some((s) => s.schemeNames?.includes(String(rule[3]))),
              json,
            ).toBe(true);
            continue;
          }
          const colour = (c: Value): string => String(evaluateColor(c, g.state, 0, 0, [[tile]]));
          expect(colour(rule[2]!), json).toMatch(checks.colours.background);
          expect(colour(rule[3]!), json).toMatch(checks.colours.text);
          const prime = checks.colours.primeImage;
          if (prime)
            for (const addon of rule.slice(7))
              if (Array.isArray(addon) && addon[0] === 'PrimeImage') expect(colour(addon[1]!)).toMatch(prime);
        }
      });
    }
  });

  describe('recorded games of the original replay identically with our definitions', () => {
    for (const p of plugins) {
      const id = p.recreates![0]!.modeId;
      const file = recorded(id);
      it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
        const reports = replayWithPlugin(p, file!, checks.textualOnly?.[id] ?? []);
        for (const r of reports)
          expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
        expect(reports.length).toBe(file!.games.length);
      });
      if (!checks.statBoxes) continue;
      it.skipIf(!file)(`${p.name} (mode ${id}): stat boxes show what the original showed`, () => {
        const def = define(p, p.optionsFromModeVars?.(decodeCorpusValue(file!.modeVars ?? []) as Value[]) ?? {});
        for (const g of file!.games) {
          const r = runReplayGame(file!, g, { modeFor: () => def, statBoxes: true });
          expect(r.passed, `seed ${g.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
        }
      });
    }
  });
}
