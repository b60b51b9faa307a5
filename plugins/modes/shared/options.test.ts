// Every option value a player can pick on Pages 1 and 2 builds a mode that starts and plays: each
// option changed on its own, and every combination of 180's variants (the mode with the most).
import { describe, expect, it } from 'vitest';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';
import type { ModePlugin, OptionSpec, OptionValue } from '../../../src/plugins/types.ts';
import { builtinPlugins } from '../../index.ts';

const modes = builtinPlugins.filter((p): p is ModePlugin => p.kind === 'mode');

/** The values a player can pick other than the default (numbers: the ends of the range, small grids). */
function alternatives(o: OptionSpec): OptionValue[] {
  if (o.type === 'boolean') return [!o.default];
  if (o.type === 'choice') return o.choices.map((c) => c.value).filter((v) => v !== o.default);
  if (o.type === 'numbers') return [[o.min ?? 1], [o.min ?? 1, o.max ?? 12]];
  if (o.id === 'width' || o.id === 'height') return [1, 3, 8];
  return [o.min ?? 0, o.default + (o.step ?? 1), Math.min(o.max ?? 12, 12)].filter(
    (v) => v !== o.default && (o.min === undefined || v >= o.min),
  );
}

/** Starts a game and plays `moves` moves round the four directions; returns the first error. */
function playSome(p: ModePlugin, given: Record<string, unknown>, moves: number): string | null {
  const def = p.build(resolveOptions(p.options, given));
  const g = new Game(def, { evaluator: calcEvaluator, seed: 7, clock: () => 0 });
  const start = g.start();
  if (start.error) return `start: ${start.error}`;
  if (g.state.grid.length !== def.height || g.state.grid[0]?.length !== def.width)
    return 'grid size differs from the definition';
  for (let i = 0; i < moves && g.state.screen === 'Gameplay'; i++) {
    const r = g.move(i % 4);
    if (r.error) return `move ${i + 1}: ${r.error}`;
  }
  return null;
}

describe('every option value of the Page 1 and 2 modes', () => {
  it('declares unique ids and defaults that fit', () => {
    for (const p of modes) {
      const ids = (p.options ?? []).map((o) => o.id);
      expect(new Set(ids).size, p.id).toBe(ids.length);
      expect(resolveOptions(p.options, {}), p.id).toEqual(
        Object.fromEntries((p.options ?? []).map((o) => [o.id, o.default])),
      );
      for (const o of p.options ?? []) expect(o.label.length, `${p.id} ${o.id}`).toBeGreaterThan(0);
    }
  });

  it('builds a mode that starts and plays, one option changed at a time', () => {
    const problems: string[] = [];
    for (const p of modes) {
      for (const o of p.options ?? []) {
        for (const v of alternatives(o)) {
          const problem = playSome(p, { [o.id]: v }, 12);
          if (problem) problems.push(`${p.id} ${o.id}=${String(v)}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  /** 180's length lists (lengths, tiles left per length): plain, growing fractions, overflow. */
  const LENGTH_LISTS: [number[], number[]][] = [
    [[5, 3, 2], []],
    [[2, 3, 5, 7], []],
    [[3], []],
    [
      [5, 3, 2],
      [4, 2, 1],
    ],
    [
      [3, 2],
      [4, 1],
    ],
    [
      [5, 2],
      [1, 3],
    ],
  ];

  it('180: every combination of lengths, partial absorb, overflow and random goals plays', () => {
    const p = modes.find((m) => m.id === 'pc.180')!;
    const choices = (id: string): string[] => {
      const o = p.options!.find((x) => x.id === id)!;
      return o.type === 'choice' ? o.choices.map((c) => c.value) : [];
    };
    const problems: string[] = [];
    for (const lengths of choices('lengths'))
      for (const [lengthList, lengthInto] of lengths === 'list' ? LENGTH_LISTS : [[[5, 3, 2], []]])
        for (const partialAbsorb of [false, true])
          for (const overflowMerges of lengths === 'list' ? [false, true] : [false])
            for (const randomGoals of choices('randomGoals')) {
              const given = { lengths, lengthList, lengthInto, partialAbsorb, overflowMerges, randomGoals };
              const problem = playSome(p, given, 6);
              if (problem) problems.push(`${JSON.stringify(given)}: ${problem}`);
            }
    expect(problems).toEqual([]);
  });
});
