import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BigRational } from '../../calc/values.ts';
import { exportInfusedCode, importCode, importInfusedCode, SaveCodeError } from '../../formats/index.ts';
import type { RawInfused } from '../../formats/types.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Game } from '../game.ts';
import { freshInfused, infusedFromMode, infusedModeFromRaw, InfusedMode } from './infused-mode.ts';
import { ModeBuildError } from '../mode-build-error.ts';
import { defaultMode } from '../mode.ts';

const codes = JSON.parse(
  readFileSync(new URL('../../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { title: string; code: string }[];

function infused(title: string): RawInfused {
  const imp = importCode(codes.find((c) => c.title === title)!.code);
  if (imp.kind !== 'infused') throw new Error('not an infused code');
  return imp.infused;
}

/** A fresh infusion (the 2048 mode) with some values replaced (given as values, stored as JSON). */
function edited(values: Record<number, string>): RawInfused {
  const raw = freshInfused();
  const out = raw.values.slice();
  for (const [i, v] of Object.entries(values)) out[Number(i)] = v;
  return { values: out };
}

describe('Infused codes from the community', () => {
  it('3087: controls as typed data with start values and visibility', () => {
    const m = new InfusedMode(infused('3087'), { random: () => 0.5 });
    expect(m.modeVars).toEqual([0, 0, 0, 0, 0, '9']);
    const c = m.controls();
    expect(c.map((x) => x.type)).toEqual(['options', 'options', 'options', 'options', 'options', 'input']);
    expect(c[0]).toMatchObject({
      type: 'options',
      value: 0,
      visible: true,
      options: [{ label: '13s are disabled.' }, { label: '13s are enabled.' }],
    });
    // Options 2 and 3 only show once 13s or 17s are enabled; the input only with random goals.
    expect(c.map((x) => x.visible)).toEqual([true, true, false, false, true, false]);
    expect(m.defaultSize()).toBe(5);
  });

  it('3087: a click cycles an option, changes visibility and the computed values', () => {
    const m = new InfusedMode(infused('3087'), { random: () => 0.5 });
    expect(m.build().mode.winConditions).toEqual([[2, 3, 0, 0]]);
    expect(m.act(0, { type: 'click' })).toBe(true);
    expect(m.modeVars[0]).toBe(1);
    expect(m.controls()[2]!.visible).toBe(true);
    const b = m.build();
    expect(b.mode.winConditions).toEqual([[1, 1, 2, 0]]);
    expect(JSON.stringify(b.mode.gameplayRulesText)).toContain('3549');
    m.act(0, { type: 'click' });
    expect(m.modeVars[0]).toBe(0);
  });

  it('3087: an input is validated, with the fallback for rejected text', () => {
    const m = new InfusedMode(infused('3087'), { random: () => 0.5 });
    m.act(5, { type: 'input', text: '12' });
    expect(m.modeVars[5]).toBe('12');
    m.act(5, { type: 'input', text: '5' });
    expect(m.modeVars[5]).toBe('9');
    expect(() => m.act(5, { type: 'click' })).toThrow(ModeBuildError);
  });

  it('MultDover: the input value reaches the start game variables and the rules text', () => {
    const b = infusedModeFromRaw(infused('MultDover'), { modeVars: ['0.7', 1] });
    expect(b.mode.startGameVars).toEqual([0.7]);
    expect(JSON.stringify(b.mode.gameplayRulesText)).toContain('70% (rounded down)');
    expect(b.respected.negativeTiles).toBe(false);
    // Without Negative Tiles the `@if` (unterminated: it runs to the end) is skipped.
    expect(b.mode.winRequirement).toBe(20);
  });

  it('every community infused code starts and plays', () => {
    for (const title of ['Ratio-Fill 4096', '3087', '1575', 'INTARE', 'MultDover']) {
      const b = infusedModeFromRaw(infused(title), { env: { random: () => 0.25 } });
      const game = new Game(b.mode, { evaluator: calcEvaluator, seed: 7, clock: () => 0 });
      expect(game.start().error, title).toBeUndefined();
      for (let i = 0; i < 12; i++) expect(game.move(i % 4).error, title).toBeUndefined();
    }
  });
});

describe('Infused values', () => {
  it('a fresh infusion is the 2048 mode', () => {
    const b = infusedModeFromRaw(freshInfused());
    const base = defaultMode();
    for (const k of [
      'tileNumAmount',
      'mergeRules',
      'startTileSpawns',
      'winConditions',
      'statBoxes',
      'tileValueFunction',
      'directions',
    ] as const)
      expect(b.mode[k], k).toEqual(base[k]);
    expect(b.defaultSize).toBe(4);
    expect(b.mode.spawnTileBlocked).toEqual(['@var_retain', false, '||', false]);
    expect(b.presentation.iconText).toBe(false);
  });

  it('infusing from a mode survives an Infused code', () => {
    const raw = infusedFromMode(defaultMode({ width: 5, height: 5, winRequirement: 2 }), { iconText: '2048' });
    const back = importInfusedCode(exportInfusedCode(raw)).infused;
    const b = infusedModeFromRaw(back);
    expect(b.defaultSize).toBe(5);
    expect(b.mode.winRequirement).toBe(2);
    expect(b.presentation.iconText).toBe('2048');
  });

  it('a simple counter with a computed grid size; buttons stop at min/max', () => {
    const m = new InfusedMode(
      edited({
        28: '[["CounterSimple", "Size", "#fff", 4, 1, 3, 6, [], true, true]]',
        23: '["@var_retain", "@Var 0", "arr_elem", 0]',
      }),
    );
    expect(m.defaultSize()).toBe(4);
    expect(m.controls()[0]).toMatchObject({
      type: 'counterSimple',
      value: 4,
      canDecrease: true,
      canIncrease: true,
      reloadSize: true,
    });
    m.act(0, { type: 'plus' });
    m.act(0, { type: 'plus' });
    expect(m.modeVars).toEqual([6]);
    expect(m.controls()[0]).toMatchObject({ canIncrease: false });
    expect(m.act(0, { type: 'plus' })).toBe(false);
    expect(m.build().mode.width).toBe(6);
  });

  it('a counter over BigRationals adds exactly', () => {
    const m = new InfusedMode(
      edited({ 28: '[["CounterSimple", "x", "#fff", "@BigRational 1 2", "@BigRational 1 3", 0, 2, [], true, false]]' }),
    );
    m.act(0, { type: 'plus' });
    const v = m.modeVars[0] as BigRational;
    expect(v).toBeInstanceOf(BigRational);
    expect([v.num, v.den]).toEqual([5n, 6n]);
  });

  it('a control script edits mode_vars; the pre-game script (35) runs after every change', () => {
    const m = new InfusedMode(
      edited({
        28: '[["Options", [["a", "#000"], ["b", "#fff"]], ["@var_retain", 0, "@edit_var", 0, ["@Literal", 7, 7]], true, false], ["Hidden", 3]]',
        35: '["@var_retain", "@Var 0", "arr_push", "x"]',
      }),
    );
    expect(m.modeVars).toEqual([0, 3, 'x']);
    expect(m.controls()[1]).toMatchObject({ type: 'hidden', value: 3, visible: false });
    m.act(0, { type: 'click' });
    expect(m.modeVars).toEqual([7, 7, 'x']);
  });

  it('modifier overrides: when opened and at game start; grid modifiers are refused', () => {
    const b = infusedModeFromRaw(
      edited({ 37: '[[1, 3, false], [5, "Hexagon", false], [2, 4, true], [14, ["@Literal", 1, "+", 1], true]]' }),
    );
    expect(b.modifiers[1]).toBe(3);
    expect(b.modifiers[5]).toBe('Square');
    expect(b.mode.randomTileAmount).toBe(3);
    expect(b.mode.startTileAmount).toBe(4);
    expect(b.modifiers[14]).toEqual([1, '+', 1]);
  });

  it('rules text `true` means "same as the pre-game rules text"', () => {
    const b = infusedModeFromRaw(edited({ 22: 'true', 30: '[["h1", "Hi"]]' }));
    expect(b.mode.gameplayRulesText).toEqual([['h1', 'Hi']]);
  });
});

describe('malformed and hostile infused codes', () => {
  const throwsKind = (f: () => unknown, type: new (...a: never[]) => Error): void => {
    expect(f).toThrow(type);
  };
  it('gives typed errors', () => {
    throwsKind(() => infusedModeFromRaw(edited({ 1: '[1, 2' })), SaveCodeError);
    throwsKind(() => infusedModeFromRaw(edited({ 0: '"abc"' })), ModeBuildError);
    throwsKind(() => infusedModeFromRaw(edited({ 2: '5' })), ModeBuildError);
    throwsKind(() => infusedModeFromRaw(edited({ 23: '1000000000' })), ModeBuildError);
    throwsKind(() => infusedModeFromRaw(edited({ 28: '5' })), ModeBuildError);
    throwsKind(
      () =>
        new InfusedMode(
          edited({ 28: '[["Options", [["a", 1]], ["@var_retain", 0, "@edit_var", 0, 5], true, false]]' }),
        ).act(0, { type: 'click' }),
      ModeBuildError,
    );
    // An endless computed value stops with the language's resource limit.
    throwsKind(
      () =>
        infusedModeFromRaw(edited({ 6: '["@InfusedCalcArray", 0, "@repeat", "@Infinity", "+", 1, "@end-repeat"]' })),
      Error,
    );
  });
  it('names like __proto__ and constructor are inert', () => {
    const b = infusedModeFromRaw(
      edited({
        37: '[["__proto__", 1, false], ["constructor", 2, true]]',
        28: '[["__proto__", 1], ["constructor", 2]]',
      }),
    );
    expect(b.modeVars).toEqual([1, 2]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
