// Turns request messages into response messages against one engine. Pure of any Worker API, so it
// runs in unit tests as it runs in the worker.

import type {
  Api,
  BoardView,
  LookaheadView,
  MoveLookahead,
  MoveResultView,
  RequestMessage,
  RequestType,
  ResponseMessage,
  Update,
  WorkerError,
} from './protocol.ts';
import { MAX_LOOKAHEAD_DIRECTIONS, REQUEST_TYPES, SessionError } from './protocol.ts';
import { playground } from './playground.ts';
import type { GameEngineLike, GameSessionLike, ReplayLike } from './session.ts';
import { codeFromDraft, MakerOpenError, newDraft, openInMaker } from '../maker/model.ts';
import { codeRefusal } from './code-words.ts';
import { InfusedSetup } from './infused-setup.ts';

function startResult(session: GameSessionLike): MoveResultView {
  return {
    kind: 'start',
    moved: true,
    direction: null,
    slides: [],
    merges: [],
    spawned: session.view().tiles.map((t) => t.id),
    vanished: [],
    scoreDelta: 0,
    announcements: [],
  };
}

function toWorkerError(err: unknown): WorkerError {
  if (err instanceof SessionError)
    return err.detail
      ? { kind: err.kind, message: err.message, detail: err.detail }
      : { kind: err.kind, message: err.message };
  // CalcArrayError and anything else the engine lets escape: the game state is unchanged (sessions
  // are transactional), so the page can report it and carry on.
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { kind: 'engine', message };
}

/** What a lookahead and the move played are compared on: all the page draws at once (not clocks or marks it redraws anyway). */
function drawnPart(view: BoardView, result: MoveResultView): string {
  const { statBoxes: _s, timerDueAt: _t, liveStatsMs: _l, assisted: _a, setup: _u, ...board } = view;
  return JSON.stringify([board, result]);
}

/**
 * No move is worked out ahead while the last move took longer than this (ms of the worker's time):
 * two looks would hold up the move played by more than the frame or two they save.
 */
export const SLOW_MOVE_MS = 40;

export class Dispatcher {
  private session: GameSessionLike | null = null;
  /** Counts the game's updates: a lookahead is current while this has not moved on. */
  private version = 0;
  /** The moves last worked out ahead (at `version`), by direction. */
  private looked: { readonly version: number; readonly moves: ReadonlyMap<number, MoveLookahead> } | null = null;
  /** How long the last move took the engine (ms). */
  private lastMoveMs = 0;

  /** `now`: the clock moves are timed by (tests pass their own). */
  constructor(
    private readonly engine: GameEngineLike,
    private readonly now: () => number = () => performance.now(),
  ) {}
  /** A replay being watched: kept apart from the game, which it never touches. */
  private replay: ReplayLike | null = null;
  /** The Mode maker's preview game: kept apart from the game, which it never touches. */
  private preview: GameSessionLike | null = null;
  /** An Infused code's pre-game controls being set. */
  private readonly infused = new InfusedSetup();

  handle(msg: RequestMessage): ResponseMessage {
    try {
      if (typeof msg !== 'object' || msg === null || !REQUEST_TYPES.includes(msg.type))
        throw new SessionError('bad-request', 'unknown request');
      return { id: msg.id, ok: true, result: this.run(msg) };
    } catch (err) {
      return { id: typeof msg?.id === 'number' ? msg.id : -1, ok: false, error: toWorkerError(err) };
    }
  }

  private run(msg: RequestMessage): Api[RequestType]['res'] {
    switch (msg.type) {
      case 'listModes':
        return this.engine.listModes();
      case 'modeTags':
        return this.engine.modeTags();
      case 'previewMode':
        if (typeof msg.payload.modeId !== 'string') throw new SessionError('bad-request', 'mode id must be text');
        return this.engine.previewMode(msg.payload.modeId);
      case 'newGame':
        this.session = this.engine.newGame(msg.payload);
        return this.update(startResult(this.session));
      case 'restore':
        this.session = this.engine.restore(
          msg.payload.saved,
          typeof msg.payload.colorScheme === 'string' ? msg.payload.colorScheme : undefined,
        );
        return this.update(startResult(this.session));
      case 'move': {
        const d = msg.payload.direction;
        if (!Number.isInteger(d)) throw new SessionError('bad-request', 'direction must be an integer');
        const assist = msg.payload.assist;
        if (assist !== undefined && assist !== 'hint' && assist !== 'auto')
          throw new SessionError('bad-request', 'assist must be hint or auto');
        const ahead = msg.payload.lookahead;
        if (ahead !== undefined && !Number.isInteger(ahead))
          throw new SessionError('bad-request', 'lookahead must be an integer');
        const looked = this.looked;
        const shown = looked && looked.version === ahead && ahead === this.version ? looked.moves.get(d) : undefined;
        const started = this.now();
        const u = this.update(this.current().move(d, assist));
        this.lastMoveMs = this.now() - started;
        if (ahead === undefined) return u;
        if (!shown) return { ...u, lookahead: 'stale' };
        const same = drawnPart(shown.view, shown.result) === drawnPart(u.view, u.result);
        return { ...u, lookahead: same ? 'same' : 'differs' };
      }
      case 'lookahead':
        return this.lookahead(msg.payload.directions);
      case 'noteHint': {
        const s = this.current();
        return this.update(s.noteHint ? s.noteHint() : { ...startResult(s), kind: 'start' });
      }
      case 'click': {
        const { v, h } = msg.payload;
        if (!Number.isInteger(v) || !Number.isInteger(h))
          throw new SessionError('bad-request', 'cell must be integers');
        return this.update(this.current().click(v, h));
      }
      case 'statBoxClick': {
        const { index } = msg.payload;
        if (!Number.isInteger(index) || index < 0)
          throw new SessionError('bad-request', 'stat box index must be a natural number');
        return this.update(this.current().clickStatBox(index));
      }
      case 'undo':
        return this.update(this.current().undo());
      case 'redo':
        return this.update(this.current().redo());
      case 'keepGoing':
        return this.update(this.current().keepGoing());
      case 'tick':
        return this.update(this.current().tick());
      case 'snapshot':
        return this.update({ ...startResult(this.current()), kind: 'start' });
      case 'resign': {
        const g = this.current();
        if (!g.resign) throw new SessionError('unsupported', 'This game cannot be ended early.');
        return this.update(g.resign());
      }
      case 'statBoxes': {
        const g = this.current();
        return g.statBoxes ? g.statBoxes() : g.view().statBoxes;
      }
      case 'exportCode':
        return { code: this.current().exportCode() };
      case 'inspectCode':
        if (typeof msg.payload.code !== 'string') throw new SessionError('bad-request', 'code must be text');
        return this.engine.inspectCode(msg.payload.code);
      case 'listModifiers':
        return this.engine.listModifiers();
      case 'exportModifiers':
        return { code: this.engine.exportModifiers(msg.payload.modifiers) };
      case 'exportReplay': {
        const s = this.current();
        const note = s.assistNote?.() ?? null;
        return note === null ? { code: s.exportReplay() } : { code: s.exportReplay(), assisted: note };
      }
      case 'openReplay': {
        if (typeof msg.payload.code !== 'string') throw new SessionError('bad-request', 'code must be text');
        const replay = this.engine.openReplay(msg.payload.code);
        const frame = replay.seek(0);
        this.replay = replay;
        return frame;
      }
      case 'replaySeek': {
        if (!this.replay) throw new SessionError('no-game', 'no replay is open');
        const { index } = msg.payload;
        if (!Number.isInteger(index)) throw new SessionError('bad-request', 'replay position must be an integer');
        return this.replay.seek(index);
      }
      case 'installPlugin':
        return this.engine.installPlugin(msg.payload.text, { update: msg.payload.update === true });
      case 'checkPlugin':
        return this.engine.checkPlugin(msg.payload.text);
      case 'loadPlugins': {
        const texts = msg.payload.texts;
        if (!Array.isArray(texts)) throw new SessionError('bad-request', 'texts must be a list');
        return texts.map((text: unknown) => {
          try {
            // A fresh worker: the stored files go in as they are (an updated one replaces its older self).
            return { ok: true as const, plugin: this.engine.installPlugin(text as string, { update: true }) };
          } catch (e) {
            return { ok: false as const, message: toWorkerError(e).message };
          }
        });
      }
      case 'removePlugin':
        return { removed: this.engine.removePlugin(msg.payload.id) };
      case 'ruleFormulas': {
        const s = this.current();
        if (!s.ruleFormulas) throw new SessionError('unsupported', 'This game cannot show its rules as formulas.');
        return s.ruleFormulas();
      }
      case 'playground': {
        const req = msg.payload;
        if (typeof req !== 'object' || req === null || typeof req.source !== 'string')
          throw new SessionError('bad-request', 'the playground needs text');
        const s = this.session;
        return req.board === 'game' && s?.playground
          ? s.playground(req)
          : playground({ ...req, board: 'sample' }, null);
      }
      case 'inspectRules': {
        if (msg.payload?.replay === true) {
          if (!this.replay) throw new SessionError('no-game', 'no replay is open');
          if (!this.replay.inspect) throw new SessionError('unsupported', 'This replay cannot be inspected.');
          return this.replay.inspect();
        }
        const s = this.current();
        if (!s.inspect) throw new SessionError('unsupported', 'This game cannot be inspected.');
        return s.inspect();
      }
      case 'makerOpen': {
        const code = msg.payload.code;
        if (code === undefined) return newDraft();
        if (typeof code !== 'string') throw new SessionError('bad-request', 'code must be text');
        try {
          return openInMaker(code);
        } catch (e) {
          if (e instanceof MakerOpenError) throw new SessionError('unsupported', e.message);
          const { message, detail } = codeRefusal(e);
          throw new SessionError('bad-code', message, detail);
        }
      }
      case 'makerCheck':
        try {
          return codeFromDraft(msg.payload.draft);
        } catch (e) {
          // A draft is page data: a malformed one is a bad request, not an engine fault.
          throw new SessionError('bad-request', 'the maker draft is malformed', e instanceof Error ? e.message : '');
        }
      case 'previewStart': {
        const { code, seed } = msg.payload;
        if (typeof code !== 'string') throw new SessionError('bad-request', 'code must be text');
        const session = this.engine.newGame({
          source: { kind: 'code', code },
          ...(Number.isInteger(seed) ? { seed: seed as number } : {}),
        });
        this.preview = session;
        return { view: session.view(), result: startResult(session) };
      }
      case 'previewMove': {
        const d = msg.payload.direction;
        if (!this.preview) throw new SessionError('no-game', 'no preview is running');
        if (!Number.isInteger(d)) throw new SessionError('bad-request', 'direction must be an integer');
        const result = this.preview.move(d);
        return { view: this.preview.view(), result };
      }
      case 'infusedOpen':
        if (typeof msg.payload.code !== 'string') throw new SessionError('bad-request', 'code must be text');
        return this.infused.start(msg.payload.code.trim());
      case 'infusedAct':
        return this.infused.act(msg.payload.index, msg.payload.action);
      case 'infusedBake':
        return { code: this.infused.bake() };
      case 'closeReplay': {
        const closed = this.replay !== null;
        this.replay = null;
        return { closed };
      }
    }
  }

  private current(): GameSessionLike {
    if (!this.session) throw new SessionError('no-game', 'no game is running');
    return this.session;
  }

  private update(result: MoveResultView): Update {
    const s = this.current();
    // Any action may have changed the game: moves worked out before it no longer apply.
    this.version++;
    this.looked = null;
    return { view: s.view(), result, saved: s.save() };
  }

  private lookahead(directions: readonly number[]): LookaheadView {
    if (!Array.isArray(directions) || directions.length > MAX_LOOKAHEAD_DIRECTIONS)
      throw new SessionError('bad-request', `at most ${MAX_LOOKAHEAD_DIRECTIONS} directions are worked out ahead`);
    const s = this.current();
    const moves = new Map<number, MoveLookahead>();
    for (const d of this.lastMoveMs > SLOW_MOVE_MS ? [] : directions) {
      if (!Number.isInteger(d) || moves.has(d)) continue;
      let got: ReturnType<NonNullable<GameSessionLike['lookahead']>> = null;
      try {
        got = s.lookahead?.(d) ?? null;
      } catch {
        // The move fails when played too, and says why then.
      }
      if (got) moves.set(d, { direction: d, view: got.view, result: got.result });
    }
    // Only the latest look is kept: the page asks again when the drag turns towards other directions.
    this.looked = { version: this.version, moves };
    return { version: this.version, moves: [...moves.values()] };
  }
}
