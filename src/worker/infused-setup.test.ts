// Infused codes' mode-variable controls through the worker: a community code's options cycle, its
// variables change the mode, and the chosen variant bakes into a Mode code that plays that mode.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { loadCodes } from '../conformance/code-cases.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import type { Api, RequestType } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import { importModeCode } from '../formats/index.ts';
import { sameData } from '../formats/equality.ts';

const corpus = fileURLToPath(new URL('../../../shared/conformance/community', import.meta.url));
const infused = loadCodes(corpus).filter((c) => c.code.startsWith('@2048PowCompInfused|'));
const registry = registerBuiltins(new PluginRegistry());

function call<K extends RequestType>(x: Dispatcher, type: K, payload: Api[K]['req']): Api[K]['res'] {
  const res = x.handle({ id: 1, type, payload } as never);
  if (!res.ok) throw new Error(`${res.error.kind}: ${res.error.message}`);
  return res.result as Api[K]['res'];
}

describe('Infused mode-variable controls', () => {
  it('every community Infused code opens; 4 of the 5 have visible controls', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const counts = infused.map((c) => call(x, 'infusedOpen', { code: c.code }).controls.length);
    expect(counts.filter((n) => n > 0)).toHaveLength(4);
  });

  it('an option cycles, and the baked Mode code is the variant chosen', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const code = infused.find((c) => c.title === '3087')!.code;
    const first = call(x, 'infusedOpen', { code });
    const option = first.controls[0]!;
    expect(option).toMatchObject({ type: 'options', title: '13s are disabled.', value: '0' });
    const plain = call(x, 'infusedBake', {}).code;
    const next = call(x, 'infusedAct', { index: option.index, action: { type: 'click' } });
    expect(next.controls[0]).toMatchObject({ title: '13s are enabled.', value: '1' });
    const baked = call(x, 'infusedBake', {}).code;
    expect(baked).toMatch(/^@2048PowCompMode\|/);
    expect(sameData(importModeCode(baked).mode as never, importModeCode(plain).mode as never)).toBe(false);
    // The baked code plays (a Mode code the app installs like any other).
    expect(call(x, 'inspectCode', { code: baked }).kind).toBe('mode');
    const game = call(x, 'newGame', { source: { kind: 'code', code: baked }, seed: 2 });
    expect(game.view.tiles.length).toBeGreaterThan(0);
  });

  it('wrong actions and other codes are refused as data', () => {
    const x = new Dispatcher(new RealEngine(registry));
    expect(x.handle({ id: 1, type: 'infusedBake', payload: {} })).toMatchObject({
      ok: false,
      error: { kind: 'no-game' },
    });
    const code = infused.find((c) => c.title === '3087')!.code;
    call(x, 'infusedOpen', { code });
    expect(x.handle({ id: 2, type: 'infusedAct', payload: { index: 0, action: { type: 'plus' } } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-code' },
    });
    expect(
      x.handle({ id: 3, type: 'infusedAct', payload: { index: 0, action: { type: 'nope' } as never } }),
    ).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
    expect(x.handle({ id: 4, type: 'infusedOpen', payload: { code: '@2048PowCompCustom|3.0|' } })).toMatchObject({
      ok: false,
    });
  });
});
