// The Mode maker's worker messages: open a draft, check it into a Custom (or Infused) code, and play
// that code on a preview board that never touches the game in progress.
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { Dispatcher } from './dispatch.ts';
import { freshInfused } from '../engine/codes/infused-mode.ts';
import { exportInfusedCode } from '../formats/infused-code.ts';
import type { Api, MakerCheck, MakerDraft, MakerInfusedDraft, PreviewUpdate, RequestType, Update } from './protocol.ts';
import { RealEngine } from './real-engine.ts';

const registry = registerBuiltins(new PluginRegistry());

function call<K extends RequestType>(x: Dispatcher, type: K, payload: Api[K]['req']): Api[K]['res'] {
  const res = x.handle({ id: 1, type, payload } as never);
  if (!res.ok) throw new Error(`${res.error.kind}: ${res.error.message}`);
  return res.result as Api[K]['res'];
}

describe('maker messages', () => {
  it('a new draft checks into a Custom code that previews and moves, the game in progress untouched', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const game = call(x, 'newGame', { source: { kind: 'mode', modeId: '2048' }, seed: 3 }) as Update;
    const draft = call(x, 'makerOpen', {}) as MakerDraft;
    const check = call(x, 'makerCheck', { draft }) as MakerCheck;
    expect(check.issues).toEqual([]);
    const start = call(x, 'previewStart', { code: check.code!, seed: 5 }) as PreviewUpdate;
    expect(start.view.tiles.length).toBeGreaterThan(0);
    expect(structuredClone(start)).toEqual(start);
    let moved = false;
    for (let d = 0; d < 4 && !moved; d++)
      moved = (call(x, 'previewMove', { direction: d }) as PreviewUpdate).result.moved;
    expect(moved).toBe(true);
    expect((call(x, 'snapshot', {}) as Update).view).toEqual(game.view);
    // The draft of the code it saved is the draft.
    expect(call(x, 'makerOpen', { code: check.code! })).toEqual(draft);
  });

  it('other kinds of code, bad codes and malformed drafts are refused as data', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const res = x.handle({ id: 2, type: 'makerOpen', payload: { code: '@2048PowCompMode|3.0|abc' } });
    expect(res).toMatchObject({
      ok: false,
      error: { kind: 'unsupported', message: expect.stringMatching(/Mode code/) },
    });
    expect(x.handle({ id: 2, type: 'makerOpen', payload: { code: '@2048PowCompInfused|3.0|abc' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-code' },
    });
    expect(x.handle({ id: 3, type: 'makerOpen', payload: { code: '@2048PowCompCustom|3.0|!!' } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-code' },
    });
    expect(x.handle({ id: 4, type: 'makerCheck', payload: { draft: {} as MakerDraft } })).toMatchObject({
      ok: false,
      error: { kind: 'bad-request' },
    });
    expect(x.handle({ id: 5, type: 'previewMove', payload: { direction: 0 } })).toMatchObject({
      ok: false,
      error: { kind: 'no-game' },
    });
  });

  it('an Infused code opens in its form, checks back into the same code, and previews', () => {
    const x = new Dispatcher(new RealEngine(registry));
    const code = exportInfusedCode(freshInfused());
    const draft = call(x, 'makerOpen', { code }) as MakerInfusedDraft;
    expect(draft.kind).toBe('infused');
    expect(draft.values).toHaveLength(43);
    const check = call(x, 'makerCheck', { draft }) as MakerCheck;
    expect(check.issues).toEqual([]);
    expect(check.code).toBe(code);
    expect(check.preview).toBe(code);
    const start = call(x, 'previewStart', { code: check.preview!, seed: 5 }) as PreviewUpdate;
    expect(start.view.tiles.length).toBeGreaterThan(0);
    // Its plugin file (the mode at the variables' start values) installs through the plugin path.
    expect(call(x, 'installPlugin', { text: check.plugin! })).toMatchObject({ kind: 'mode' });
    // A value that reads as neither JSON nor a formula is an error at its field, not a refused request.
    draft.values[2] = '[[';
    const bad = call(x, 'makerCheck', { draft }) as MakerCheck;
    expect(bad.code).toBeNull();
    expect(bad.issues.map((i) => i.field)).toEqual(['infused.2']);
  });
});
