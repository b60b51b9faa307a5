import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { runsText } from '../calc/text-runs.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import type { ModePlugin } from '../plugins/types.ts';
import type { BoardView, TileView } from './protocol.ts';
import { NEUTRAL_BACKGROUND } from './display.ts';
import { REAL_FORMAT, RealEngine } from './real-engine.ts';
import type { GameSessionLike } from './session.ts';
import { eightDirectionMode, gameCode, hexMode, modeCode, TEST_COLOURS, testClassicMode } from './test-codes.ts';
import { errorKind } from './session-error-kind.ts';

const COMMUNITY_CODES = fileURLToPath(new URL('../../../shared/conformance/community/codes.json', import.meta.url));

const registry = registerBuiltins(new PluginRegistry());
const engine = new RealEngine(registry);
const play = (code: string): GameSessionLike => engine.newGame({ source: { kind: 'code', code }, seed: 1 });
const text = (t: TileView): string => runsText(t.text);
const at = (v: BoardView, r: number, c: number): TileView | undefined => v.tiles.find((t) => t.v === r && t.h === c);

describe('real engine: modes', () => {
  it('lists every registered mode plugin, classic 2048 first under the id 2048', () => {
    const modes = engine.listModes();
    expect(modes[0]).toMatchObject({ id: '2048', name: '2048', page: 1, category: 'Page 1' });
    const plugins = registry.list('mode');
    expect(modes).toHaveLength(plugins.length);
    for (const p of plugins.filter((p) => p.id !== 'pc.2048'))
      expect(modes.some((m) => m.id === p.id && m.name === p.name)).toBe(true);
    // Options with their defaults cross the worker boundary as plain data.
    expect(modes[0]!.options?.find((o) => o.id === 'width')).toMatchObject({ type: 'number', default: 4 });
    expect(structuredClone(modes)).toEqual(modes);
    const pages = modes.map((m) => m.page ?? 99);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });

  it('falls back to a built-in classic 2048 when no plugin recreates it', () => {
    const bare = new RealEngine(new PluginRegistry());
    expect(bare.listModes().map((m) => m.id)).toEqual(['2048']);
    const g = bare.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 3, size: { width: 5, height: 6 } });
    const v = g.view();
    expect([v.width, v.height, v.tiles.length]).toEqual([5, 6, 2]);
    expect(v.tiles.every((t) => ['1', '2', '4'].includes(text(t)))).toBe(true);
  });

  it('starts classic 2048 reproducibly by seed, with options and a size', () => {
    const a = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 5 });
    const b = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 5 });
    expect(a.view()).toEqual(b.view());
    expect(a.view().tiles).toHaveLength(2);
    expect(a.modeId).toBe('2048');
    const big = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 5, size: { width: 8, height: 8 } });
    expect([big.view().width, big.view().height]).toEqual([8, 8]);
    // originalSpawns: 2 and 4 only.
    const orig = engine.newGame({
      source: { kind: 'mode', modeId: '2048' },
      seed: 5,
      options: { originalSpawns: true },
    });
    expect(orig.view().tiles.every((t) => ['2', '4'].includes(text(t)))).toBe(true);
  });

  it('refuses unknown and hostile mode ids and ignores hostile options', () => {
    for (const id of ['nope', '__proto__', 'constructor', 'toString'])
      expect(errorKind(() => engine.newGame({ source: { kind: 'mode', modeId: id } }))).toBe('bad-request');
    const opts = JSON.parse('{"__proto__": {"width": 3}, "width": "x", "constructor": 1}') as Record<string, number>;
    expect(engine.newGame({ source: { kind: 'mode', modeId: '2048' }, options: opts, seed: 1 }).view().width).toBe(4);
    expect(
      errorKind(() => engine.newGame({ source: { kind: 'mode', modeId: '2048' }, size: { width: 1e9, height: 4 } })),
    ).toBe('bad-request');
  });
});

describe('real engine: play', () => {
  it('slides and merges once per cell, front tiles first (2 2 2 2 → 4 4), by stable ids', () => {
    const g = play(
      gameCode(testClassicMode(), [
        [0, 0, 1],
        [0, 1, 1],
        [0, 2, 1],
        [0, 3, 1],
      ]),
    );
    const ids = [0, 1, 2, 3].map((h) => at(g.view(), 0, h)!.id);
    const r = g.move(2); // left
    expect(r.moved).toBe(true);
    expect(r.scoreDelta).toBe(8);
    expect(r.merges.map((m) => [...m.from].sort())).toEqual([[ids[0], ids[1]].sort(), [ids[2], ids[3]].sort()]);
    const v = g.view();
    expect([0, 1].map((h) => [at(v, 0, h)?.id, text(at(v, 0, h)!)])).toEqual(r.merges.map((m) => [m.id, '4']));
    expect(r.spawned).toHaveLength(1);
    expect(v.tiles.some((t) => t.id === r.spawned[0])).toBe(true);
    // The consumed tiles travel to where their merge appears.
    expect(r.slides.find((s) => s.id === ids[3])?.to).toEqual([0, 1]);
  });

  it('keeps a sliding tile’s id and reports where it went', () => {
    const g = play(gameCode(testClassicMode(), [[1, 1, 3]]));
    const id = at(g.view(), 1, 1)!.id;
    const r = g.move(3); // right
    expect(r.slides).toContainEqual({ id, to: [1, 3] });
    expect(g.view().tiles.find((t) => t.id === id)).toMatchObject({ v: 1, h: 3 });
    expect(text(at(g.view(), 1, 3)!)).toBe('8');
  });

  it('does nothing for a blocked direction and refuses a direction the mode lacks', () => {
    const g = play(gameCode(testClassicMode(), [[0, 0, 1]]));
    const r = g.move(0);
    expect(r.moved).toBe(false);
    expect(g.view().moves).toBe(0);
    expect(g.view().canUndo).toBe(false);
    expect(errorKind(() => g.move(4))).toBe('bad-request');
    expect(errorKind(() => g.move(-1))).toBe('bad-request');
  });

  it('moves diagonally in an eight-direction mode', () => {
    const g = play(gameCode(eightDirectionMode(), [[1, 1, 1]]));
    expect(g.view().directions.map((d) => d.vector)).toEqual([
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ]);
    expect(g.view().directions[7]).toMatchObject({ label: '↘', keys: ['KeyC'], enabled: true });
    const id = at(g.view(), 1, 1)!.id;
    g.move(7);
    expect(g.view().tiles.find((t) => t.id === id)).toMatchObject({ v: 3, h: 3 });
  });

  it('moves on a hexagonal board and never enters voids', () => {
    const g = play(gameCode(hexMode(), [[2, 4, 1]]));
    const v0 = g.view();
    expect(v0.hexagonal).toBe(true);
    expect(v0.cells.filter((c) => c.kind !== 'void')).toHaveLength(19);
    const id = at(v0, 2, 4)!.id;
    g.move(3); // (0, +2)
    expect(g.view().tiles.find((t) => t.id === id)).toMatchObject({ v: 2, h: 8 });
    g.move(0); // (-1, -1)
    expect(g.view().tiles.find((t) => t.id === id)).toMatchObject({ v: 0, h: 6 });
  });

  it('wins at 2048, blocks moves on the win screen, and keeps going on request', () => {
    const g = play(
      gameCode(testClassicMode(), [
        [0, 0, 10],
        [0, 1, 10],
      ]),
    );
    g.move(2);
    expect(g.view().status).toBe('won');
    expect(g.move(1).moved).toBe(false);
    g.keepGoing();
    expect(g.view().status).toBe('continued');
    expect(g.view().canUndo).toBe(true);
  });

  it('detects game over', () => {
    const tiles: [number, number, number][] = [];
    // Fifteen different tiles past the winning one and a hole: after the spawn nothing can merge.
    for (let i = 0; i < 15; i++) tiles.push([Math.floor(i / 4), i % 4, 12 + i]);
    const g = play(gameCode(testClassicMode(), tiles));
    g.move(3);
    // No look-ahead (engine.md §5.9): the game ends once every direction was tried in vain.
    expect(g.view().status).toBe('playing');
    for (const d of [0, 1, 2]) g.move(d);
    expect(g.view().directions.map((d) => d.enabled)).toEqual([false, false, false, true]);
    g.move(3);
    expect(g.view().status).toBe('over');
    expect(g.view().canUndo).toBe(true);
  });

  it('turns a failing expression into an engine error and leaves the game as it was', () => {
    const broken = testClassicMode('Broken', {
      scripts: [[['@Score', '+', 1, 'no_such_op_that_throws', [1, '/', 'x', 'arr_elem', 5]], 'EndTurn']],
    });
    const g = play(gameCode(broken, [[0, 0, 1]]));
    const before = g.view();
    const kind = errorKind(() => g.move(3));
    expect(['ok', 'engine']).toContain(kind);
    if (kind === 'engine') expect(g.view()).toEqual(before);
  });
});

describe('real engine: display', () => {
  it('draws tiles with their display rule: text, solid colours, gradients, text colour', () => {
    const g = play(
      gameCode(testClassicMode(), [
        [0, 0, 1],
        [0, 1, 3],
        [3, 3, 12],
      ]),
    );
    const v = g.view();
    expect(at(v, 0, 0)).toMatchObject({ background: TEST_COLOURS[0], color: '#776e65' });
    expect(text(at(v, 0, 0)!)).toBe('2');
    expect(at(v, 0, 1)).toMatchObject({ background: TEST_COLOURS[2], color: '#f9f6f2' });
    expect(text(at(v, 3, 3)!)).toBe('4096');
    expect(at(v, 3, 3)!.background).toMatch(/^linear-gradient\(135deg, #3c3a32, #8f7a66\)$/);
    expect(v.boardColor).toBe('#c7bea7');
    expect(v.emptyColor).toBe('#ece0c2');
    expect(v.statBoxes).toEqual([{ title: 'Score', value: '0', bottom: false, clickable: false }]);
  });

  it('uses the built-in 2048 plugin’s display rules', () => {
    const plugin = registry.get('mode', 'pc.2048') as ModePlugin;
    const types = plugin.build({}).tileTypes;
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 8 });
    for (const t of g.view().tiles) {
      const rule = types.find(
        (r) =>
          Array.isArray(r) &&
          Array.isArray(r[0]) &&
          String(r[0]) === String(Number(text(t)) === 1 ? [0] : [Math.log2(Number(text(t)))]),
      );
      expect(rule, `rule for ${text(t)}`).toBeDefined();
      expect(t.background).toBe((rule as string[])[2]);
    }
  });

  it('hides tile text when the mode says so, and sizes text from entries 5 and 6', () => {
    const hidden = play(gameCode(testClassicMode('Hidden', { hiddenTileText: true }), [[0, 0, 1]]));
    expect(hidden.view().tiles[0]!.text).toEqual([]);
    const sized = play(
      gameCode(testClassicMode('Sized', { tileTypes: [[true, 'abc', '#123456', '#fff', '', 3, [1, '+', 1]]] }), [
        [0, 0, 1],
      ]),
    );
    expect(sized.view().tiles[0]).toMatchObject({ size: { min: 3, max: 2 }, background: '#123456', shadow: null });
    const shadow = play(
      gameCode(testClassicMode('Shadow', { tileTypes: [[true, 'x', '#000', '#fff', '1px 2px 3px #ff0000']] }), [
        [0, 0, 1],
      ]),
    );
    expect(shadow.view().tiles[0]!.shadow).toEqual({ dx: 1, dy: 2, blur: 3, color: [255, 0, 0, 1] });
  });

  it('follows game state in display rules that read it (no stale cache)', () => {
    const mode = testClassicMode('Scored', { tileTypes: [[true, ['@Score'], '#000', '#fff']] });
    const g = play(
      gameCode(mode, [
        [0, 0, 1],
        [0, 1, 1],
      ]),
    );
    expect(text(g.view().tiles[0]!)).toBe('0');
    g.move(2);
    expect(g.view().tiles.every((t) => text(t) === '4')).toBe(true);
  });

  it('falls back to a neutral look for failing colours and texts, and reports it once', () => {
    // 1n / 0n throws (a RangeError in the original): "@BigInt" strings become bigints in codes.
    const boom = ['@BigInt 1', '/B', '@BigInt 0'];
    const mode = testClassicMode('Faulty', {
      tileTypes: [[true, ['@TextE', 'ok', ['@CalcArray', boom]], ['@HSLA', boom, 1, 1, 1], '#fff']],
    });
    const g = play(
      gameCode(mode, [
        [0, 0, 1],
        [2, 2, 2],
      ]),
    );
    const v = g.view();
    expect(v.tiles).toHaveLength(2);
    expect(v.tiles.map((t) => [text(t), t.background, t.color])).toEqual([
      ['?', NEUTRAL_BACKGROUND, '#fff'],
      ['?', NEUTRAL_BACKGROUND, '#fff'],
    ]);
    const reports = [g.move(3), g.move(1), g.move(2)]
      .flatMap((r) => r.announcements)
      .filter((a) => a.text.includes('could not be drawn'));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.text).toMatch(/tile text/);
  });

  it('shows next tiles and clickable, hideable stat boxes', () => {
    const mode = testClassicMode('Boxes', {
      nextTiles: 2,
      startGameVars: [0],
      statBoxes: [
        ['Score', '@Score'],
        ['Clicks', '@GVar 0', true, false, undefined, undefined, undefined, [0, '@edit_gvar', 0, ['@GVar 0', '+', 1]]],
        ['Hidden', 'no', false, false, undefined, undefined, false],
        ['Best tile', ['@Literal', 5], false, false, 'Tile', 'Self'],
      ],
    });
    const g = engine.newGame({ source: { kind: 'code', code: modeCode(mode) }, seed: 4 });
    const v = g.view();
    expect(v.nextTiles).toHaveLength(2);
    expect(v.nextTiles.every((t) => ['1', '2', '4'].includes(runsText(t.text)))).toBe(true);
    expect(v.statBoxes.map((b) => b.title)).toEqual(['Score', 'Clicks', 'Best tile']);
    expect(v.statBoxes[1]).toMatchObject({ value: '0', bottom: true, clickable: true });
    expect(v.statBoxes[2]!.tiles?.map((t) => [runsText(t.text), t.background])).toEqual([['32', TEST_COLOURS[4]]]);
    g.clickStatBox(1);
    expect(g.view().statBoxes[1]!.value).toBe('1');
    expect(errorKind(() => g.clickStatBox(7))).toBe('bad-request');
  });
});

describe('real engine: undo, saves and codes', () => {
  it('undoes and redoes exactly, and a save resumes with the whole history', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 9 });
    const states = [g.view()];
    for (const d of [2, 1, 3, 0, 2, 1, 3]) if (g.move(d).moved) states.push(g.view());
    const saved = structuredClone(g.save());
    expect(saved.format).toBe(REAL_FORMAT);
    const restored = engine.restore(saved);
    expect(restored.view()).toEqual(states.at(-1));
    for (let i = states.length - 2; i >= 0; i--) {
      const r = restored.undo();
      expect(r.kind).toBe('undo');
      expect(restored.view().tiles).toEqual(states[i]!.tiles);
      expect(restored.view().score).toBe(states[i]!.score);
    }
    expect(restored.view().canUndo).toBe(false);
    expect(restored.undo().moved).toBe(false);
    restored.redo();
    expect(restored.view().tiles).toEqual(states[1]!.tiles);
    // Play continues identically after a restore (the random generator is saved too).
    const again = engine.restore(saved);
    g.move(0);
    again.move(0);
    expect(again.view().tiles).toEqual(g.view().tiles);
  });

  it('undo reports what appeared and vanished; a new move clears redo', () => {
    const g = play(
      gameCode(testClassicMode(), [
        [0, 0, 1],
        [0, 1, 1],
      ]),
    );
    const before = new Set(g.view().tiles.map((t) => t.id));
    const m = g.move(2);
    const u = g.undo();
    expect(new Set(u.spawned)).toEqual(before);
    expect(new Set(u.vanished)).toEqual(new Set([m.merges[0]!.id, ...m.spawned]));
    expect(g.view().canRedo).toBe(true);
    g.move(1);
    expect(g.view().canRedo).toBe(false);
  });

  it('keeps saves small and bounded over long games', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 2 });
    for (let i = 0; i < 400 && g.view().status === 'playing'; i++) g.move([2, 1, 3, 1][i % 4]!);
    const json = JSON.stringify(g.save());
    expect(json.length).toBeLessThan(250_000);
    // A save must survive the structured clone that carries it to the page and to IndexedDB.
    expect(structuredClone(g.save())).toEqual(g.save());
  });

  it('rejects saves of other engines and damaged saves cleanly', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1 });
    g.move(2);
    const saved = g.save();
    expect(errorKind(() => engine.restore({ format: 'stub-1', modeId: '2048', data: {} }))).toBe('bad-code');
    expect(errorKind(() => engine.restore({ ...saved, data: null }))).toBe('bad-code');
    const data = structuredClone(saved.data) as { game: { pool: string[]; current: number[] } };
    const grid = structuredClone(data);
    grid.game.pool[grid.game.current[4]!] = '[[1,2]]';
    expect(errorKind(() => engine.restore({ ...saved, data: grid }))).toBe('bad-code');
    const junk = structuredClone(data);
    junk.game.pool[junk.game.current[0]!] = '{"__proto__": 1}';
    expect(errorKind(() => engine.restore({ ...saved, data: junk }))).toBe('bad-code');
    const source = {
      ...(structuredClone(saved.data) as object),
      source: { kind: 'plugin', id: '__proto__', options: {} },
    };
    expect(errorKind(() => engine.restore({ ...saved, data: source }))).toBe('bad-code');
  });

  it('exports a Game code that resumes the same position', () => {
    const g = engine.newGame({ source: { kind: 'mode', modeId: 'pc.2187' }, seed: 3 });
    for (const d of [2, 1, 3]) g.move(d);
    const code = g.exportCode();
    expect(code).toMatch(/^@2048PowCompGame\|3\.0\|/);
    const again = play(code);
    const cells = (v: BoardView) => v.tiles.map((t) => [t.v, t.h, text(t), t.background]).sort();
    expect(cells(again.view())).toEqual(cells(g.view()));
    expect(again.view().score).toBe(g.view().score);
    // The code carries its mode, rules text included (the mode's own, as listed), and importing it
    // appends the original's note (formats.md §4.3): the Rules screen of the imported game shows them.
    const NOTE = 'This game was resumed from a save code.';
    const rules = engine.listModes().find((m) => m.id === 'pc.2187')!.rules;
    expect(rules).toMatch(/Get to the 2187 tile to win/);
    expect(engine.inspectCode(code)).toEqual({
      kind: 'game',
      modeId: expect.stringMatching(/^code:/),
      modeName: '2187',
      description: '4×4 board, 4 directions',
      rules: `${rules}\n\n${NOTE}`,
    });
    // The imported game exported again carries the note once, and importing that does not repeat it.
    expect(engine.inspectCode(again.exportCode())).toMatchObject({ kind: 'game', rules: `${rules}\n\n${NOTE}` });
    // A code whose mode has no rules text gets the note alone (no stand-in text).
    const bare = gameCode(testClassicMode('Bare', { gameplayRulesText: [] }), [[0, 0, [1]]]);
    expect(engine.inspectCode(bare)).toMatchObject({
      kind: 'game',
      description: '4×4 board, 4 directions',
      rules: NOTE,
    });
    expect(engine.inspectCode(gameCode(hexMode('Hexa'), []))).toMatchObject({
      kind: 'game',
      modeName: 'Hexa',
      description: '9×5 hexagonal board, 6 directions',
      rules: `Hexa\n\nTwo equal tiles merge into their sum.\n\n${NOTE}`,
    });
  });

  it('inspects codes: modes (Mode, Custom, Infused) install, others explain themselves', () => {
    expect(engine.inspectCode(modeCode(eightDirectionMode('Eight Ways')))).toMatchObject({
      kind: 'mode',
      mode: { name: 'Eight Ways', category: 'Installed' },
    });
    const community = JSON.parse(readFileSync(COMMUNITY_CODES, 'utf8')) as { title: string; code: string }[];
    const custom = community.find((c) => c.code.startsWith('@2048PowCompCustom'))!;
    expect(engine.inspectCode(custom.code)).toMatchObject({ kind: 'mode' });
    expect(errorKind(() => engine.inspectCode('hello'))).toBe('bad-code');
    expect(errorKind(() => engine.inspectCode('@2048PowCompGame|3.0|'))).toBe('bad-code');
    expect(errorKind(() => engine.inspectCode(''))).toBe('bad-code');
  });

  it('plays the community Custom and Infused codes', () => {
    const community = JSON.parse(readFileSync(COMMUNITY_CODES, 'utf8')) as { title: string; code: string }[];
    const failures: string[] = [];
    for (const c of community) {
      try {
        const g = play(c.code);
        for (let i = 0; i < 5; i++) g.move(i % g.view().directions.length);
        const v = g.view();
        if (v.tiles.length === 0) failures.push(`${c.title}: no tiles`);
        expect(structuredClone(v)).toEqual(v);
        engine.restore(structuredClone(g.save()));
      } catch (e) {
        failures.push(`${c.title}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    // Codes whose modes the engine refuses must fail as clean session errors (listed above).
    expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(Math.floor(community.length / 10));
  });
});

describe('real engine: every built-in mode', () => {
  it('starts, plays 20 moves, draws every tile with text, saves and resumes', () => {
    // Real-time modes (VS The Void Tiler) show the clock in a stat box: hold the wall clock still
    // so the resumed view is comparable.
    const frozen = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(frozen);
    try {
      sweepBuiltinModes();
    } finally {
      clock.mockRestore();
    }
  });
});

function sweepBuiltinModes(): void {
  for (const m of engine.listModes()) {
    const g = engine.newGame({ source: { kind: 'mode', modeId: m.id }, seed: 11 });
    const dirs = g.view().directions.length;
    for (let i = 0; i < 20 && g.view().status === 'playing'; i++) g.move([2, 1, 3, 0][i % 4]! % dirs);
    const v = g.view();
    expect(v.tiles.length, m.id).toBeGreaterThan(0);
    for (const t of v.tiles) {
      expect(text(t).length, `${m.id} tile ${t.id}`).toBeGreaterThan(0);
      expect(t.background, m.id).not.toBe('');
    }
    expect(engine.restore(structuredClone(g.save())).view(), m.id).toEqual(v);
  }
}

describe('real engine: the Interval timer', () => {
  it('tells when it is due and runs on tick: VS The Void Tiler attacks in real time', () => {
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const g = engine.newGame({ source: { kind: 'mode', modeId: 'pc.void-tiler' }, seed: 4 });
      const box = (title: string): string => String(g.view().statBoxes.find((b) => b.title === title)?.value);
      expect(g.view().timerDueAt).toBe(now + 30);
      // Not due yet: nothing runs.
      expect(g.tick()).toMatchObject({ kind: 'timer', moved: false });
      const dirs = g.view().directions.length;
      for (let d = 0; d < dirs && g.view().moves === 0; d++) g.move(d);
      expect(g.view().moves).toBe(1);
      expect(box('Time Until Next Attack')).toBe('5 s');
      expect(box('Attacks Until Void Deepens')).toBe('16');
      // Six seconds without input, ticking every 100 ms: the countdown runs and an attack comes.
      for (let t = 0; t < 60; t++) {
        now += 100;
        expect(g.tick().kind).toBe('timer');
        expect(g.view().timerDueAt).toBeGreaterThan(now);
        if (t === 9) expect(box('Time Until Next Attack')).toBe('4 s');
      }
      expect(box('Attacks Until Void Deepens')).toBe('15');
      // Time is not undone: the ticks left no undo steps.
      expect(g.view().canUndo).toBe(true);
      g.undo();
      expect(g.view().canUndo).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });
});
