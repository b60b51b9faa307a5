import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { parseFormula } from '../calc/formula/index.ts';
import type { Game } from '../engine/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import type { RuleFormulasView } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { MAX_FORMULA_CHARS, mergeRuleParts, ruleFormulas, ruleGroups } from './rule-formulas.ts';
import { defaultMode } from '../engine/index.ts';
import type { GameSessionLike } from './session.ts';

const registry = registerBuiltins(new PluginRegistry());
const engine = new RealEngine(registry);

/** The session's game (tests only: the seam exposes views, not the engine). */
function gameOf(s: GameSessionLike): Game {
  return (s as unknown as { driver: { game: Game } }).driver.game;
}

describe('rules as formulas', () => {
  it("show classic 2048's merge rule in labelled parts, through the worker's request", () => {
    const d = new Dispatcher(engine);
    expect(
      d.handle({ id: 1, type: 'newGame', payload: { source: { kind: 'mode', modeId: '2048' }, seed: 1 } }).ok,
    ).toBe(true);
    const res = d.handle({ id: 2, type: 'ruleFormulas', payload: {} });
    if (!res.ok) throw new Error(res.error.message);
    const view = res.result as RuleFormulasView;
    expect(structuredClone(view)).toEqual(view);
    const merges = view.groups.find((g) => g.title === 'Merge rules')!;
    expect(merges.rules).toHaveLength(1);
    expect(merges.rules[0]!.parts).toEqual([
      { label: 'length', formula: '2' },
      { label: 'condition', formula: '@Next(1, 0) = @This(0)' },
      { label: 'order', formula: 'true' },
      { label: 'result 1', formula: '@This(0) + 1' },
      { label: 'score', formula: '2 ^ [@This(0) + 1]' },
    ]);
    const win = view.groups.find((g) => g.title === 'Winning')!;
    expect(win.rules.map((r) => r.parts[0]!.formula)).toEqual(['[11]', '1']);
    const spawns = view.groups.find((g) => g.title === 'Spawns')!;
    expect(spawns.rules.map((r) => r.parts.map((p) => p.formula).join(' / '))).toEqual([
      '[0] / 85',
      '[1] / 12',
      '[2] / 3',
    ]);
  });

  it('split rules with variables and merge modifiers, and show other shapes whole', () => {
    const rule = [
      '@include_gvars',
      ['@This 0', '*', 2],
      '@end_vars',
      3,
      true,
      false,
      ['@MergeReverseStart', [1, 2], [5]],
      0,
    ];
    expect(mergeRuleParts(rule).map((p) => p.label)).toEqual([
      'variables',
      'variable 0',
      'length',
      'condition',
      'order',
      'merge modifier',
      'result 1, value 1',
      'result 1, value 2',
      'result 2',
      'score',
    ]);
    expect(mergeRuleParts([2, true])).toEqual([{ label: 'rule', value: [2, true] }]);
    expect(mergeRuleParts('@Empty')).toEqual([{ label: 'rule', value: '@Empty' }]);
  });

  it('name what cannot be printed and cut what is too long, without failing the rest', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const long = ['@Literal', ...Array.from({ length: 3000 }, (_, i) => i)];
    const mode = defaultMode({
      mergeRules: [
        [2, deep, true, [[1]], 0],
        [2, long, true, [[1]], 0],
      ] as never,
    });
    const [first, second] = ruleFormulas(mode).groups[0]!.rules;
    expect(first!.parts[1]).toEqual({ label: 'condition', formula: '(too deeply nested to print)' });
    expect(first!.parts[0]).toEqual({ label: 'length', formula: '2' });
    const cut = second!.parts[1]!.formula;
    expect(cut.length).toBeLessThan(MAX_FORMULA_CHARS + 40);
    expect(cut).toMatch(/^\{0, 1, 2, .* … \(\d+ more characters\)$/);
  });

  it("show scripts (and data plugins' hooks, which are scripts) with their timing", () => {
    const mode = defaultMode({
      scripts: [
        [[0, '@add_score', [10, '*', 10]], 'Merge'],
        [['@This 0'], 'Interval', 500],
      ],
    });
    const scripts = ruleFormulas(mode).groups.find((g) => g.title === 'Scripts')!;
    expect(scripts.rules).toEqual([
      {
        title: 'Script 1',
        parts: [
          { label: 'script', formula: '0 @add_score [10 * 10]' },
          { label: 'runs on', formula: '"Merge"' },
        ],
      },
      {
        title: 'Script 2',
        parts: [
          { label: 'script', formula: '[@This(0)]' },
          { label: 'runs on', formula: '"Interval"' },
          { label: 'every (ms)', formula: '500' },
        ],
      },
    ]);
  });

  it('for every built-in mode, print each part so that it parses back to the same value', () => {
    let modes = 0;
    let parts = 0;
    for (const m of engine.listModes()) {
      const s = engine.newGame({ source: { kind: 'mode', modeId: m.id }, seed: 1 });
      const groups = ruleGroups(gameOf(s).mode);
      const view = s.ruleFormulas!();
      expect(groups[0]!.rules.length + groups[0]!.more, m.id).toBeGreaterThan(0);
      groups.forEach((g, gi) =>
        g.rules.forEach((r, ri) =>
          r.parts.forEach((p, pi) => {
            const formula = view.groups[gi]!.rules[ri]!.parts[pi]!.formula;
            expect(parseFormula(formula), `${m.id} ${g.title} ${r.title} ${p.label}: ${formula}`).toEqual(p.value);
            parts++;
          }),
        ),
      );
      modes++;
    }
    expect(modes).toBeGreaterThan(100);
    console.log(`rule formulas: ${modes} built-in modes, ${parts} parts round-tripped`);
  });
});
