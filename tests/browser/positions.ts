// Crafted positions for the stand-in engine's `@StubGame` codes (see src/worker/stub-engine.ts).

import { encodeStubCode, STUB_MODES, type StubModeSpec } from '../../src/worker/stub-engine.ts';

export function stubSpec(id: string): StubModeSpec {
  const s = STUB_MODES.find((m) => m.id === id);
  if (!s) throw new Error(`no stub mode ${id}`);
  return s;
}

/** A game code with the given tiles ([v, h, exponent], ids 1, 2, … in order). */
export function stubGameCode(spec: StubModeSpec, tiles: readonly (readonly [number, number, number])[], seed = 7): string {
  const size = spec.width * spec.height;
  const ids = new Array<number>(size).fill(0);
  const exps = new Array<number>(size).fill(0);
  tiles.forEach(([v, h, e], i) => {
    ids[v * spec.width + h] = i + 1;
    exps[v * spec.width + h] = e;
  });
  return encodeStubCode('@StubGame', {
    spec,
    state: { ids, exps, score: 0, moves: 0, status: 'playing', nextId: tiles.length + 1, rng: seed },
  });
}

export function stubModeCode(spec: StubModeSpec): string {
  return encodeStubCode('@StubMode', spec);
}
