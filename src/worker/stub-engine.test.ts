import { describe, expect, it } from 'vitest';
import { SessionError } from './protocol.ts';
import { encodeStubCode, StubEngine, STUB_MODES, type StubModeSpec } from './stub-engine.ts';

const spec = (id: string): StubModeSpec => STUB_MODES.find((m) => m.id === id)!;

/** A game code with tiles [v, h, exponent]; ids 1, 2, … */
function code(s: StubModeSpec, tiles: [number, number, number][], status = 'playing'): string {
  const ids = new Array<number>(s.width * s.height).fill(0);
  const exps = ids.slice();
  for (let v = 0; v < s.height; v++)
    for (let h = 0; h < s.width; h++) if (s.shape === 'hex' && ((v + h + (s.height - 1) / 2) % 2 !== 0 || Math.abs(v - 2) + Math.abs(h - 4) > 4)) ids[v * s.width + h] = -1;
  tiles.forEach(([v, h, e], i) => {
    ids[v * s.width + h] = i + 1;
    exps[v * s.width + h] = e;
  });
  return encodeStubCode('@StubGame', { spec: s, state: { ids, exps, score: 0, moves: 0, status, nextId: tiles.length + 1, rng: 1 } });
}

const engine = new StubEngine();
const play = (c: string) => engine.newGame({ source: { kind: 'code', code: c } });

describe('stub engine (classic 2048 stand-in)', () => {
  it('starts with two tiles and is reproducible by seed', () => {
    const a = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 5 });
    const b = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 5 });
    expect(a.view().tiles).toHaveLength(2);
    expect(a.view()).toEqual(b.view());
  });

  it('slides and merges once per cell, front tiles first (2 2 2 2 → 4 4)', () => {
    const g = play(code(spec('2048'), [[0, 0, 1], [0, 1, 1], [0, 2, 1], [0, 3, 1]]));
    const r = g.move(2); // left
    expect(r.moved).toBe(true);
    expect(r.merges).toEqual([{ id: 5, from: [1, 2] }, { id: 6, from: [3, 4] }]);
    expect(r.scoreDelta).toBe(8);
    const row = g.view().tiles.filter((t) => t.v === 0).sort((x, y) => x.h - y.h);
    expect(row.map((t) => [t.h, t.text[0]!.text])).toEqual([[0, '4'], [1, '4']]);
    // The spawned tile is reported with its id.
    expect(r.spawned).toHaveLength(1);
  });

  it('reports slides of tiles that keep their id', () => {
    const g = play(code(spec('2048'), [[1, 1, 3]]));
    const r = g.move(3); // right
    expect(r.slides).toEqual([{ id: 1, to: [1, 3] }]);
    expect(g.view().tiles.find((t) => t.id === 1)).toMatchObject({ v: 1, h: 3 });
  });

  it('does nothing for a blocked direction', () => {
    const g = play(code(spec('2048'), [[0, 0, 1]]));
    const r = g.move(0); // up: already at the top
    expect(r.moved).toBe(false);
    expect(g.view().moves).toBe(0);
    expect(() => g.move(9)).toThrow(SessionError);
  });

  it('moves diagonally in the eight-direction mode', () => {
    const g = play(code(spec('2048-8dir'), [[1, 1, 1]]));
    g.move(7); // down-right
    expect(g.view().tiles.find((t) => t.id === 1)).toMatchObject({ v: 3, h: 3 });
  });

  it('moves on hexagonal boards and never enters voids', () => {
    const g = play(code(spec('2048-hex'), [[2, 4, 1]]));
    g.move(3); // (0, +2)
    expect(g.view().tiles.find((t) => t.id === 1)).toMatchObject({ v: 2, h: 8 });
    g.move(0); // (-1, -1): from (2,8) to (1,7), (0,6)
    expect(g.view().tiles.find((t) => t.id === 1)).toMatchObject({ v: 0, h: 6 });
    expect(g.view().cells.filter((c) => c.kind !== 'void')).toHaveLength(19);
  });

  it('wins at 2048 and keeps going on request', () => {
    const g = play(code(spec('2048'), [[0, 0, 10], [0, 1, 10]]));
    const r = g.move(2);
    expect(g.view().status).toBe('won');
    expect(r.announcements.length).toBe(1);
    expect(g.move(1).moved).toBe(false); // the win screen blocks moves
    g.keepGoing();
    expect(g.view().status).toBe('continued');
  });

  it('detects game over', () => {
    const tiles: [number, number, number][] = [];
    // Fifteen different tiles (8 … 2^17) and one hole; spawns are 2 or 4, so nothing can merge.
    for (let i = 0; i < 15; i++) tiles.push([Math.floor(i / 4), i % 4, 3 + i]);
    const g = play(code(spec('2048'), tiles));
    g.move(3); // the last row slides right and the spawn fills the hole; nothing can move
    expect(g.view().status).toBe('over');
  });

  it('undoes and redoes exactly, and saves its history', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 9 });
    const states = [g.view()];
    for (const d of [2, 1, 3, 0, 2]) if (g.move(d).moved) states.push(g.view());
    const restored = engine.restore(structuredClone(g.save()));
    expect(restored.view()).toEqual(states.at(-1));
    for (let i = states.length - 2; i >= 0; i--) {
      const r = restored.undo();
      expect(r.kind).toBe('undo');
      expect(restored.view().tiles).toEqual(states[i]!.tiles);
    }
    expect(restored.view().canUndo).toBe(false);
    restored.redo();
    expect(restored.view().tiles).toEqual(states[1]!.tiles);
  });

  it('exports a code that resumes the same position', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048-8dir' }, seed: 3 });
    g.move(4);
    const again = play(g.exportCode());
    expect(again.view().tiles).toEqual(g.view().tiles);
    expect(engine.inspectCode(g.exportCode())).toEqual({ kind: 'game', modeId: '2048-8dir', modeName: '2048 (eight directions)' });
  });

  it('rejects foreign, damaged and hostile codes cleanly', () => {
    const kind = (c: string) => {
      try {
        engine.inspectCode(c);
        return 'ok';
      } catch (e) {
        return e instanceof SessionError ? e.kind : 'crash';
      }
    };
    expect(kind('@2048PowCompMode|3.0|W10=|')).toBe('unsupported');
    expect(kind('hello')).toBe('bad-code');
    expect(kind('@StubGame|1|!!!|')).toBe('bad-code');
    expect(kind(encodeStubCode('@StubMode', { __proto__: { shape: 'square' }, id: 'x', name: 'x', dirs: 4, width: 4, height: 4, win: 11 }))).toBe('bad-code');
    expect(kind(encodeStubCode('@StubMode', { ...spec('2048'), width: 1e9 }))).toBe('bad-code');
    expect(kind(encodeStubCode('@StubMode', { ...spec('2048'), id: 'mine', name: 'Mine' }))).toBe('ok');
    const dupIds = code(spec('2048'), [[0, 0, 1], [0, 1, 1]]).replace(/\|([^|]+)\|$/, (_m, b64: string) => {
      const o = JSON.parse(atob(b64)) as { state: { ids: number[] } };
      o.state.ids[1] = 1;
      return `|${btoa(JSON.stringify(o))}|`;
    });
    expect(kind(dupIds)).toBe('bad-code');
    expect(() => engine.restore({ format: 'other', modeId: '2048', data: {} })).toThrow(SessionError);
  });
});
