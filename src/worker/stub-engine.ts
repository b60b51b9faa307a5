// TEMPORARY STAND-IN for the real engine (src/engine), so the app shell can be built and tested
// first. It plays classic 2048 on square or hexagonal boards with 4, 6 or 8 directions, behind the
// `GameEngineLike` / `GameSessionLike` seam. Its codes (`@StubGame`, `@StubMode`) are its own
// format, not the original's. Delete this file once the real engine has an adapter.

import type {
  BoardView,
  CellView,
  CodeInfo,
  DirectionView,
  ModeSummary,
  MoveResultView,
  NewGameRequest,
  SavedSession,
  TextRun,
  TileView,
} from './protocol.ts';
import { plainRun, SessionError } from './protocol.ts';
import type { GameEngineLike, GameSessionLike, StepResult } from './session.ts';

export const STUB_FORMAT = 'stub-1';
const HISTORY_LIMIT = 100;
const MAX_SIDE = 16;

type Shape = 'square' | 'hex';
type DirSet = 4 | 6 | 8;

/** A stub mode: everything needed to play it (also what a `@StubMode` code carries). */
export interface StubModeSpec {
  readonly id: string;
  readonly name: string;
  readonly shape: Shape;
  readonly dirs: DirSet;
  readonly width: number;
  readonly height: number;
  /** Exponent of the winning tile (11 = 2048). */
  readonly win: number;
}

/** A position: per cell a tile id (0 empty, -1 void) and exponent (2^exp). */
export interface StubState {
  readonly ids: number[];
  readonly exps: number[];
  score: number;
  moves: number;
  status: BoardView['status'];
  nextId: number;
  rng: number;
}

interface StubSave {
  readonly spec: StubModeSpec;
  readonly state: StubState;
  readonly past: StubState[];
  readonly future: StubState[];
}

export const STUB_MODES: readonly StubModeSpec[] = [
  { id: '2048', name: '2048', shape: 'square', dirs: 4, width: 4, height: 4, win: 11 },
  { id: '2048-8dir', name: '2048 (eight directions)', shape: 'square', dirs: 8, width: 4, height: 4, win: 11 },
  { id: '2048-hex', name: '2048 (hexagon)', shape: 'hex', dirs: 6, width: 9, height: 5, win: 11 },
];

const DIRS: Record<DirSet, readonly DirectionView[]> = {
  4: [
    { index: 0, vector: [-1, 0], label: '↑', keys: ['ArrowUp', 'KeyW'] },
    { index: 1, vector: [1, 0], label: '↓', keys: ['ArrowDown', 'KeyS', 'KeyX'] },
    { index: 2, vector: [0, -1], label: '←', keys: ['ArrowLeft', 'KeyA'] },
    { index: 3, vector: [0, 1], label: '→', keys: ['ArrowRight', 'KeyD'] },
  ],
  8: [
    { index: 0, vector: [-1, 0], label: '↑', keys: ['ArrowUp', 'KeyW'] },
    { index: 1, vector: [1, 0], label: '↓', keys: ['ArrowDown', 'KeyS', 'KeyX'] },
    { index: 2, vector: [0, -1], label: '←', keys: ['ArrowLeft', 'KeyA'] },
    { index: 3, vector: [0, 1], label: '→', keys: ['ArrowRight', 'KeyD'] },
    { index: 4, vector: [-1, -1], label: '↖', keys: ['KeyQ'] },
    { index: 5, vector: [-1, 1], label: '↗', keys: ['KeyE'] },
    { index: 6, vector: [1, -1], label: '↙', keys: ['KeyZ'] },
    { index: 7, vector: [1, 1], label: '↘', keys: ['KeyC'] },
  ],
  6: [
    { index: 0, vector: [-1, -1], label: '↖', keys: ['KeyQ'] },
    { index: 1, vector: [-1, 1], label: '↗', keys: ['KeyE'] },
    { index: 2, vector: [0, -2], label: '←', keys: ['ArrowLeft', 'KeyA'] },
    { index: 3, vector: [0, 2], label: '→', keys: ['ArrowRight', 'KeyD'] },
    { index: 4, vector: [1, -1], label: '↙', keys: ['KeyZ'] },
    { index: 5, vector: [1, 1], label: '↘', keys: ['KeyC'] },
  ],
};

const PALETTE = ['#eee4da', '#eee4da', '#ede0c8', '#f2b179', '#f59563', '#f67c5f', '#f65e3b', '#edcf72', '#edcc61', '#edc850', '#edc53f', '#edc22e'];

function tileBackground(exp: number): string {
  if (exp < PALETTE.length) return PALETTE[exp]!;
  const hue = (exp * 37) % 360;
  // Large tiles get a gradient so the renderer's gradient path is exercised by ordinary play.
  return `linear-gradient(135deg, hsla(${hue}, 70%, 45%, 1), hsla(${(hue + 40) % 360}, 70%, 35%, 1))`;
}

function tileText(exp: number): TextRun[] {
  const n = 2 ** exp;
  if (n < 10000) return [plainRun(String(n))];
  if (n < 1e12) return [plainRun(n.toLocaleString('en-US'))];
  return [plainRun('2'), plainRun(String(exp), { baseline: 1, scriptDepth: 1 })];
}

/** Deterministic PRNG (mulberry32); its whole state is one 32-bit number, so saves stay exact. */
function nextRandom(state: StubState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function isVoid(spec: StubModeSpec, v: number, h: number): boolean {
  if (spec.shape === 'square') return false;
  // Hexagonal boards (engine.md §9.4): cells exist where v + h + (height-1)/2 is even, inside the hexagon.
  const n = (spec.height - 1) / 2;
  if ((v + h + n) % 2 !== 0) return true;
  return Math.abs(v - n) + Math.abs(h - 2 * n) > 2 * n;
}

function clone(s: StubState): StubState {
  return { ...s, ids: s.ids.slice(), exps: s.exps.slice() };
}

function freshState(spec: StubModeSpec, seed: number): StubState {
  const size = spec.width * spec.height;
  const ids: number[] = new Array<number>(size).fill(0);
  for (let v = 0; v < spec.height; v++) for (let h = 0; h < spec.width; h++) if (isVoid(spec, v, h)) ids[v * spec.width + h] = -1;
  return { ids, exps: new Array<number>(size).fill(0), score: 0, moves: 0, status: 'playing', nextId: 1, rng: seed | 0 };
}

function spawn(state: StubState): number | null {
  const empty: number[] = [];
  state.ids.forEach((id, i) => id === 0 && empty.push(i));
  if (empty.length === 0) return null;
  const cell = empty[Math.floor(nextRandom(state) * empty.length)]!;
  const id = state.nextId++;
  state.ids[cell] = id;
  state.exps[cell] = nextRandom(state) < 0.9 ? 1 : 2;
  return id;
}

interface SlideOutcome {
  moved: boolean;
  slides: { id: number; to: readonly [number, number] }[];
  merges: { id: number; from: number[] }[];
  scoreDelta: number;
  maxExp: number;
}

/** Classic 2048 slide in any grid direction: front tiles first, one merge per cell per move. */
function slide(spec: StubModeSpec, s: StubState, dv: number, dh: number): SlideOutcome {
  const { width, height } = spec;
  const order: number[] = [];
  for (let i = 0; i < s.ids.length; i++) if (s.ids[i]! > 0) order.push(i);
  const front = (i: number): number => Math.floor(i / width) * dv + (i % width) * dh;
  order.sort((a, b) => front(b) - front(a));
  const mergedAt = new Set<number>();
  const out: SlideOutcome = { moved: false, slides: [], merges: [], scoreDelta: 0, maxExp: 0 };
  for (const start of order) {
    const id = s.ids[start]!;
    let p = start;
    for (;;) {
      const v = Math.floor(p / width) + dv;
      const h = (p % width) + dh;
      if (v < 0 || v >= height || h < 0 || h >= width) break;
      const q = v * width + h;
      const there = s.ids[q]!;
      if (there === -1) break;
      if (there === 0) {
        s.ids[q] = id;
        s.exps[q] = s.exps[p]!;
        s.ids[p] = 0;
        p = q;
        continue;
      }
      if (s.exps[q] === s.exps[p] && !mergedAt.has(q)) {
        const newId = s.nextId++;
        const exp = s.exps[q]! + 1;
        out.merges.push({ id: newId, from: [there, id] });
        out.slides.push({ id, to: [v, h] });
        s.ids[q] = newId;
        s.exps[q] = exp;
        s.ids[p] = 0;
        mergedAt.add(q);
        out.scoreDelta += 2 ** exp;
        out.maxExp = Math.max(out.maxExp, exp);
        p = -1;
      }
      break;
    }
    if (p !== start) {
      out.moved = true;
      if (p >= 0) out.slides.push({ id, to: [Math.floor(p / width), p % width] });
    }
  }
  return out;
}

function canMove(spec: StubModeSpec, s: StubState): boolean {
  return DIRS[spec.dirs].some((d) => slide(spec, clone(s), d.vector[0], d.vector[1]).moved);
}

function idsOf(s: StubState): Set<number> {
  return new Set(s.ids.filter((id) => id > 0));
}

function emptyResult(kind: MoveResultView['kind']): MoveResultView {
  return { kind, moved: false, direction: null, slides: [], merges: [], spawned: [], vanished: [], scoreDelta: 0, announcements: [] };
}

class StubSession implements GameSessionLike {
  private past: StubState[];
  private future: StubState[];
  constructor(
    private readonly spec: StubModeSpec,
    private state: StubState,
    past: StubState[] = [],
    future: StubState[] = [],
  ) {
    this.past = past;
    this.future = future;
  }

  get modeId(): string {
    return this.spec.id;
  }

  view(): BoardView {
    const { spec, state } = this;
    const cells: CellView[] = [];
    const tiles: TileView[] = [];
    for (let i = 0; i < state.ids.length; i++) {
      const v = Math.floor(i / spec.width);
      const h = i % spec.width;
      const id = state.ids[i]!;
      cells.push({ v, h, kind: id === -1 ? 'void' : 'empty' });
      if (id > 0) {
        const exp = state.exps[i]!;
        tiles.push({
          id,
          v,
          h,
          text: tileText(exp),
          size: { min: null, max: null },
          background: tileBackground(exp),
          color: exp <= 2 ? '#776e65' : '#f9f6f2',
          shadow: null,
        });
      }
    }
    return {
      modeId: spec.id,
      modeName: spec.name,
      width: spec.width,
      height: spec.height,
      hexagonal: spec.shape === 'hex',
      cells,
      tiles,
      boardColor: '#bbada0',
      emptyColor: 'rgba(238, 228, 218, 0.35)',
      directions: DIRS[spec.dirs],
      tileClicks: false,
      score: String(state.score),
      scoreValue: state.score,
      moves: state.moves,
      statBoxes: [
        { title: 'Score', value: String(state.score), bottom: false, clickable: false },
        { title: 'Moves', value: String(state.moves), bottom: true, clickable: false },
      ],
      nextTiles: [],
      status: state.status,
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
    };
  }

  move(direction: number): StepResult {
    const dir = DIRS[this.spec.dirs][direction];
    if (!dir) throw new SessionError('bad-request', `no direction ${direction} in this mode`);
    if (this.state.status === 'won' || this.state.status === 'over') return { ...emptyResult('move'), direction };
    const next = clone(this.state);
    const out = slide(this.spec, next, dir.vector[0], dir.vector[1]);
    if (!out.moved) return { ...emptyResult('move'), direction };
    next.score += out.scoreDelta;
    next.moves += 1;
    const spawned = spawn(next);
    const announcements = [];
    if (out.maxExp >= this.spec.win && next.status === 'playing') {
      next.status = 'won';
      announcements.push({ text: `You made ${2 ** this.spec.win}!`, ms: 2000 });
    } else if (!canMove(this.spec, next)) {
      next.status = 'over';
    }
    this.commit(next);
    return {
      kind: 'move',
      moved: true,
      direction,
      slides: out.slides,
      merges: out.merges,
      spawned: spawned === null ? [] : [spawned],
      vanished: [],
      scoreDelta: out.scoreDelta,
      announcements,
    };
  }

  click(): StepResult {
    return emptyResult('click');
  }

  clickStatBox(): StepResult {
    return emptyResult('click');
  }

  undo(): StepResult {
    const prev = this.past.pop();
    if (!prev) return emptyResult('undo');
    this.future.push(this.state);
    return this.jump(prev, 'undo');
  }

  redo(): StepResult {
    const next = this.future.pop();
    if (!next) return emptyResult('redo');
    this.past.push(this.state);
    return this.jump(next, 'redo');
  }

  keepGoing(): StepResult {
    if (this.state.status === 'won') this.state = { ...clone(this.state), status: 'continued' };
    return emptyResult('move');
  }

  exportCode(): string {
    return encodeStubCode('@StubGame', { spec: this.spec, state: this.state });
  }

  save(): SavedSession {
    const data: StubSave = { spec: this.spec, state: clone(this.state), past: this.past.map(clone), future: this.future.map(clone) };
    return { format: STUB_FORMAT, modeId: this.spec.id, data };
  }

  private commit(next: StubState): void {
    this.past.push(this.state);
    if (this.past.length > HISTORY_LIMIT) this.past.shift();
    this.future = [];
    this.state = next;
  }

  private jump(to: StubState, kind: 'undo' | 'redo'): StepResult {
    const before = idsOf(this.state);
    const after = idsOf(to);
    this.state = to;
    return {
      ...emptyResult(kind),
      moved: true,
      spawned: [...after].filter((id) => !before.has(id)),
      vanished: [...before].filter((id) => !after.has(id)),
    };
  }
}

// ---- codes and validation (untrusted input) ----

function toBase64(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(b64: string): string {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeStubCode(header: '@StubGame' | '@StubMode', payload: unknown): string {
  return `${header}|1|${toBase64(JSON.stringify(payload))}|`;
}

function bad(reason: string): never {
  throw new SessionError('bad-code', reason);
}

function int(x: unknown, lo: number, hi: number, what: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi) bad(`${what} must be an integer from ${lo} to ${hi}`);
  return x;
}

function checkSpec(x: unknown): StubModeSpec {
  if (typeof x !== 'object' || x === null) bad('mode missing');
  const o = x as Record<string, unknown>;
  const shape = o['shape'] === 'hex' ? 'hex' : o['shape'] === 'square' ? 'square' : bad('shape must be square or hex');
  const dirs = o['dirs'] === 4 || o['dirs'] === 6 || o['dirs'] === 8 ? o['dirs'] : bad('dirs must be 4, 6 or 8');
  if ((shape === 'hex') !== (dirs === 6)) bad('hexagonal boards have 6 directions');
  const name = typeof o['name'] === 'string' && o['name'].length <= 80 ? o['name'] : bad('name missing');
  const id = typeof o['id'] === 'string' && /^[\w:.-]{1,80}$/.test(o['id']) ? o['id'] : bad('id missing');
  const width = int(o['width'], 1, MAX_SIDE, 'width');
  const height = int(o['height'], 1, MAX_SIDE, 'height');
  if (shape === 'hex' && (height % 2 !== 1 || width !== 2 * height - 1)) bad('hexagon boards are (2n-1)×n with n odd');
  return { id, name, shape, dirs, width, height, win: int(o['win'], 1, 60, 'win') };
}

function checkState(spec: StubModeSpec, x: unknown): StubState {
  if (typeof x !== 'object' || x === null) bad('state missing');
  const o = x as Record<string, unknown>;
  const size = spec.width * spec.height;
  const ids = o['ids'];
  const exps = o['exps'];
  if (!Array.isArray(ids) || !Array.isArray(exps) || ids.length !== size || exps.length !== size) bad('grid has the wrong size');
  const seen = new Set<number>();
  let maxId = 0;
  const cleanIds = ids.map((id, i) => {
    const n = int(id, -1, 2 ** 31 - 1, 'tile id');
    if ((n === -1) !== isVoid(spec, Math.floor(i / spec.width), i % spec.width)) bad('holes do not match the board shape');
    if (n > 0) {
      if (seen.has(n)) bad('tile ids must be unique');
      seen.add(n);
      maxId = Math.max(maxId, n);
    }
    return n;
  });
  const cleanExps = exps.map((e) => int(e, 0, 60, 'tile exponent'));
  const status = o['status'];
  if (status !== 'playing' && status !== 'won' && status !== 'continued' && status !== 'over') bad('bad status');
  const score = typeof o['score'] === 'number' && Number.isFinite(o['score']) ? o['score'] : bad('bad score');
  return {
    ids: cleanIds,
    exps: cleanExps,
    score,
    moves: int(o['moves'], 0, 2 ** 40, 'moves'),
    status,
    nextId: Math.max(maxId + 1, int(o['nextId'], 1, 2 ** 31 - 1, 'next id')),
    rng: int(o['rng'], -(2 ** 31), 2 ** 31 - 1, 'rng'),
  };
}

function parseStubCode(code: string): { header: string; payload: unknown } {
  const parts = code.trim().split('|');
  const header = parts[0] ?? '';
  if (header.startsWith('@2048PowComp'))
    throw new SessionError('unsupported', 'Save codes of the original game need the real engine, which is not ready yet.');
  if (header !== '@StubGame' && header !== '@StubMode') bad('Not a save code.');
  if (parts[1] !== '1') bad('Unknown code version.');
  try {
    return { header, payload: JSON.parse(fromBase64(parts[2] ?? '')) as unknown };
  } catch {
    bad('The code is damaged.');
  }
}

function summary(spec: StubModeSpec, category: string): ModeSummary {
  const dirs = spec.dirs === 4 ? 'four' : spec.dirs === 6 ? 'six' : 'eight';
  return {
    id: spec.id,
    name: spec.name,
    category,
    description: `${spec.width}×${spec.height} ${spec.shape === 'hex' ? 'hexagonal ' : ''}board, ${dirs} directions`,
    rules:
      `Slide the tiles in one of ${dirs} directions. Two equal tiles that collide merge into their sum.\n\n` +
      `Make a ${2 ** spec.win} tile to win; the game ends when no move is possible.`,
  };
}

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! | 0;
}

export class StubEngine implements GameEngineLike {
  listModes(): readonly ModeSummary[] {
    return STUB_MODES.map((m) => summary(m, 'Powers of 2'));
  }

  newGame(req: NewGameRequest): GameSessionLike {
    const seed = req.seed ?? randomSeed();
    if (req.source.kind === 'mode') {
      const modeId = req.source.modeId;
      let spec = STUB_MODES.find((m) => m.id === modeId);
      if (!spec) throw new SessionError('bad-request', `unknown mode ${modeId}`);
      if (req.size && spec.shape === 'square')
        spec = { ...spec, width: int(req.size.width, 2, MAX_SIDE, 'width'), height: int(req.size.height, 2, MAX_SIDE, 'height') };
      return this.start(spec, seed);
    }
    const { header, payload } = parseStubCode(req.source.code);
    if (header === '@StubMode') return this.start(checkSpec(payload), seed);
    const o = (typeof payload === 'object' && payload !== null ? payload : bad('code is empty')) as Record<string, unknown>;
    const spec = checkSpec(o['spec']);
    return new StubSession(spec, checkState(spec, o['state']));
  }

  restore(saved: SavedSession): GameSessionLike {
    if (saved.format !== STUB_FORMAT) bad(`saved game has format ${saved.format}, this engine reads ${STUB_FORMAT}`);
    const o = (typeof saved.data === 'object' && saved.data !== null ? saved.data : bad('saved game is empty')) as Record<string, unknown>;
    const spec = checkSpec(o['spec']);
    const list = (x: unknown): StubState[] => (Array.isArray(x) ? x.slice(-HISTORY_LIMIT).map((s) => checkState(spec, s)) : bad('history missing'));
    return new StubSession(spec, checkState(spec, o['state']), list(o['past']), list(o['future']));
  }

  inspectCode(code: string): CodeInfo {
    const { header, payload } = parseStubCode(code);
    if (header === '@StubMode') return { kind: 'mode', mode: summary(checkSpec(payload), 'Installed') };
    const o = (typeof payload === 'object' && payload !== null ? payload : bad('code is empty')) as Record<string, unknown>;
    const spec = checkSpec(o['spec']);
    checkState(spec, o['state']);
    return { kind: 'game', modeId: spec.id, modeName: spec.name };
  }

  private start(spec: StubModeSpec, seed: number): GameSessionLike {
    const state = freshState(spec, seed);
    spawn(state);
    spawn(state);
    return new StubSession(spec, state);
  }
}
