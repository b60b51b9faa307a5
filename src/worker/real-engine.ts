// The real engine behind the worker seam (`GameEngineLike` / `GameSessionLike`): games of the
// registered mode plugins (through `PluginSession`, so their hooks run), classic 2048 when no plugin
// recreates it, and games from save codes. Views, step results and saves are built by the helpers
// beside this file (view-model.ts, display.ts, step-result.ts, game-save.ts).
import type { Value } from '../calc/values.ts';
import type { Announcement, MoveResult, TileEvent } from '../engine/index.ts';
import type { Game } from '../engine/index.ts';
import { rawGameFromGame, rawModeFromMode } from '../engine/index.ts';
import { resumeGame } from '../engine/index.ts';
import { exportGameCode, exportReplayCode, type RawReplay } from '../formats/index.ts';
import { resolveOptions, type PluginRegistry } from '../plugins/registry.ts';
import { PluginSession, type PluginChoice } from '../plugins/session.ts';
import { choicesOfModifiersCode, modifiersCodeOf } from './modifiers-codes.ts';
import { modifierText, settingViews } from './option-text.ts';
import { PluginInstaller } from './plugin-install.ts';
import { ReplayPlayer } from './replay-player.ts';
import { ruleFormulas } from './rule-formulas.ts';
import { playground } from './playground.ts';
import { inspectorView, traceMove } from './rule-inspector.ts';
import { TileDisplay, type LookHook } from './display.ts';
import { boundHistory } from './saved-history-budget.ts';
import { AssistLog } from './assist-log.ts';
import { HISTORY_LIMIT, PositionCodec, SaveFormatError, type Position, type SavedPositions } from './game-save.ts';
import {
  classicDefinition,
  codeError,
  MAX_BOARD_SIDE,
  codeSummary,
  inspect,
  ModeCatalog,
  modeFromCode,
  optionViews,
  type CodeMode,
  type ModeSource,
  type OptionMap,
  type StartPlan,
} from './mode-catalog.ts';
import { customGridFrom, customGridModifier, type CustomGrid } from '../../plugins/modifiers/custom-grid.ts';
import {
  CUSTOM_GRID_MODIFIER,
  SessionError,
  type BoardView,
  type CodeInfo,
  type GameSetupView,
  type InstalledPluginInfo,
  type PluginCheck,
  type ModeSummary,
  type ModeTag,
  type ModifierChoice,
  type ModifierSummary,
  type NewGameRequest,
  type PlaygroundRequest,
  type PlaygroundView,
  type RuleInspectorView,
  type AssistKind,
  type RuleFormulasView,
  type SavedSession,
} from './protocol.ts';
import type { GameEngineLike, GameSessionLike, ReplayLike, StepResult } from './session.ts';
import { emptyStep, stepFromJump, stepFromMove } from './step-result.ts';
import { statusOf, ViewBuilder } from './view-model.ts';

export const REAL_FORMAT = 'real-1';
/** How often the page refreshes live timer boxes (the original redraws every half rounding step; 2 Hz is enough for a phone). */
const LIVE_STATS_MS = 500;

/** Whether a string in `x` (a CalcArray) starts with `prefix`. */
function mentions(x: unknown, prefix: string, depth = 0): boolean {
  if (typeof x === 'string') return x.startsWith(prefix);
  return Array.isArray(x) && depth < 64 && x.some((e) => mentions(e, prefix, depth + 1));
}
/** Interval batches one `tick` runs at most (a page asleep for long does not replay every one). */
const MAX_TIMER_BATCHES = 64;

/** What a saved session carries besides the game itself. */
interface SavedData {
  readonly source: ModeSource;
  readonly seed: number;
  readonly modeName: string;
  readonly game: SavedPositions;
  /** Help from the hint and autoplay (assist-log.ts), when any. */
  readonly assist?: unknown;
  /** Modifiers the game was started with (resolved options), in order. */
  readonly modifiers?: readonly ResolvedModifier[];
  /** The colour-scheme plugin the tiles are drawn with. */
  readonly colorScheme?: string;
}

interface ResolvedModifier {
  readonly id: string;
  readonly options: OptionMap;
  /** The Custom Grid's grid (checked: `customGridFrom`). */
  readonly grid?: CustomGrid;
}

/** The game plus the plugin session around it, if any (which must see every action). */
interface Driver {
  readonly game: Game;
  start(): MoveResult;
  move(d: number): MoveResult;
  clickTile(v: number, h: number): MoveResult;
  readonly look: LookHook | null;
  /** False for a game resumed from a Game code: its earlier moves were never recorded. */
  readonly replayable: boolean;
}

/** Every game runs through a plugin session, so modifier hooks run whatever the mode's source. */
function sessionDriver(ps: PluginSession, replayable: boolean): Driver {
  const look: LookHook | null = ps.changesTileLooks ? (tile: Value, base) => ps.tileLook(tile, base) : null;
  return {
    game: ps.game,
    start: () => ps.start(),
    move: (d) => ps.move(d),
    clickTile: (v, h) => ps.clickTile(v, h),
    look,
    replayable,
  };
}

function choices(mods: readonly ResolvedModifier[]): PluginChoice[] {
  return mods.map((m) => ({ id: m.id, options: m.options, ...(m.grid ? { plugin: customGridModifier(m.grid) } : {}) }));
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! | 0;
}

function tileIds(game: Game): Set<number> {
  const out = new Set<number>();
  for (const row of game.state.ids) for (const id of row) if (id) out.add(id);
  return out;
}

class RealSession implements GameSessionLike {
  private readonly display: TileDisplay;
  private readonly builder: ViewBuilder;
  private readonly codec = new PositionCodec();
  private cached: BoardView | null = null;
  private readsClock: boolean | undefined;
  private statBoxIndex: readonly number[] = [];
  /** The current position, and the undo/redo steps (see game-save.ts). */
  private now: Position;
  private past: Position[] = [];
  private future: Position[] = [];
  private readonly assist = new AssistLog();
  /** The last move and the positions around it (the Rule inspector traces it while `after` is the position shown). */
  private lastMove: { direction: number; label: string; before: Position; after: Position } | null = null;

  constructor(
    readonly modeId: string,
    private readonly modeName: string,
    private readonly source: ModeSource,
    private readonly seed: number,
    private readonly driver: Driver,
    private readonly modifiers: readonly ResolvedModifier[],
    private readonly setup: GameSetupView,
    private readonly colorScheme: string,
  ) {
    const game = driver.game;
    this.display = new TileDisplay(game.core, driver.look);
    this.builder = new ViewBuilder({ modeId, modeName, game, display: this.display });
    this.now = this.codec.encode(game);
    try {
      // A game that could not be saved and restored is not started (a Game code's imported state, a plugin's start).
      this.codec.check(this.now);
    } catch (e) {
      throw new SessionError(
        source.kind === 'code' ? 'bad-code' : 'engine',
        `This game could not be saved, so it is not started: ${message(e)}`,
      );
    }
  }

  private get game(): Game {
    return this.driver.game;
  }

  view(): BoardView {
    if (!this.cached) {
      const built = this.compose(this.past.length > 0, this.future.length > 0);
      this.cached = built.view;
      this.statBoxIndex = built.statBoxIndex;
    }
    return this.cached;
  }

  private compose(canUndo: boolean, canRedo: boolean): { view: BoardView; statBoxIndex: readonly number[] } {
    const built = this.builder.build(canUndo, canRedo);
    const assisted = this.assist.view();
    const view: BoardView = {
      ...built.view,
      setup: this.setup,
      timerDueAt: this.game.timerDueAt(),
      ...(assisted ? { assisted } : {}),
      ...(this.liveStats ? { liveStatsMs: LIVE_STATS_MS } : {}),
    };
    return { view, statBoxIndex: built.statBoxIndex };
  }

  /**
   * The move worked out on the live game and taken back at once (the position codec restores every
   * field, the random generator included, as undo does): the engine is deterministic, so the same
   * move played next gives the same board. The undo history, the view cache and the last move are
   * not touched.
   */
  lookahead(direction: number): { readonly view: BoardView; readonly result: StepResult } | null {
    const n = this.game.mode.directions.length;
    if (!Number.isInteger(direction) || direction < 0 || direction >= n) return null;
    const before = this.now;
    try {
      const screen = this.game.state.screen;
      const r = this.driver.move(direction);
      if (r.error) return null;
      const undoable = r.accepted && (r.moved || r.screen !== screen);
      // A display failure found here is announced with the next action (the move, when played).
      const { view } = this.compose(this.past.length > 0 || undoable, undoable ? false : this.future.length > 0);
      return { view, result: stepFromMove('move', direction, r) };
    } finally {
      this.codec.load(this.game, before);
    }
  }

  statBoxes(): BoardView['statBoxes'] {
    this.cached = null;
    return this.view().statBoxes;
  }

  /** Whether a stat box reads a clock (the Statistics boxes' timers, or a mode's own). */
  private get liveStats(): boolean {
    this.readsClock ??= mentions(this.game.mode.statBoxes, '@TimeSince');
    return this.readsClock;
  }

  /**
   * After an action: a changed position becomes an undo step; the view is rebuilt now so a display
   * failure can be announced with it. A position that could not be restored (a limit of the save,
   * game-save.ts) is never saved: the action is undone and reported, the previous position stays.
   */
  private finish(step: StepResult, undoable: boolean): StepResult {
    const before = this.now;
    let now: Position;
    try {
      now = this.codec.encode(this.game, before);
      this.codec.check(now);
    } catch (e) {
      this.codec.load(this.game, before);
      this.cached = null;
      throw new SessionError(
        'engine',
        `This action was undone: the game would no longer fit in a save (${message(e)}).`,
      );
    }
    this.now = now;
    if (undoable && this.now.some((t, i) => t !== before[i])) {
      this.past.push(before);
      if (this.past.length > HISTORY_LIMIT) this.past.shift();
      this.future = [];
    }
    return this.redraw(step);
  }

  private redraw(step: StepResult): StepResult {
    this.cached = null;
    this.view();
    const issue = this.display.takeIssue();
    if (issue === null) return step;
    return {
      ...step,
      announcements: [...step.announcements, { text: `Some of this mode could not be drawn (${issue}).`, ms: 6000 }],
    };
  }

  private checked(r: MoveResult): MoveResult {
    // The engine rolled the state back; the page reports the failure and the game goes on.
    if (r.error) throw new SessionError('engine', `The mode failed on this action: ${r.error}`);
    return r;
  }

  /** An action becomes an undo step when the engine would make it one: it moved or changed screens. */
  private act(kind: 'move' | 'click', direction: number | null, run: () => MoveResult): StepResult {
    const screen = this.game.state.screen;
    const r = this.checked(run());
    return this.finish(stepFromMove(kind, direction, r), r.accepted && (r.moved || r.screen !== screen));
  }

  move(direction: number, assist?: AssistKind): StepResult {
    const n = this.game.mode.directions.length;
    if (!Number.isInteger(direction) || direction < 0 || direction >= n)
      throw new SessionError('bad-request', `no direction ${direction} in this mode`);
    const before = this.now;
    const step = this.act('move', direction, () => this.driver.move(direction));
    const label = this.view().directions[direction]?.label ?? `direction ${direction + 1}`;
    this.lastMove = { direction, label, before, after: this.now };
    if (assist && step.moved) {
      this.assist.moved(this.game.state.moves, assist);
      this.cached = null;
    }
    return step;
  }

  noteHint(): StepResult {
    this.assist.hintShown();
    this.cached = null;
    // A click-kind step: the page saves it (the mark must survive a reload) and moves no tile.
    return emptyStep('click');
  }

  assistNote(): string | null {
    return this.assist.note();
  }

  /** The engine's game (the hint worker searches from its position). */
  get playing(): Game {
    return this.driver.game;
  }

  click(v: number, h: number): StepResult {
    const s = this.game.state;
    if (!Number.isInteger(v) || !Number.isInteger(h) || v < 0 || h < 0 || v >= s.height || h >= s.width)
      throw new SessionError('bad-request', `no cell (${v}, ${h}) on this board`);
    if (!this.view().tileClicks) return emptyStep('click');
    return this.act('click', null, () => this.driver.clickTile(v, h));
  }

  clickStatBox(index: number): StepResult {
    this.view();
    const i = this.statBoxIndex[index];
    if (i === undefined) throw new SessionError('bad-request', `no stat box ${index}`);
    return this.act('click', null, () => this.game.clickStatBox(i));
  }

  private jump(kind: 'undo' | 'redo'): StepResult {
    const [from, to] = kind === 'undo' ? [this.past, this.future] : [this.future, this.past];
    const target = from[from.length - 1];
    if (target === undefined) return emptyStep(kind);
    const before = tileIds(this.game);
    const score = this.game.state.score;
    this.codec.load(this.game, target);
    from.pop();
    to.push(this.now);
    this.now = this.codec.encode(this.game, target);
    return this.redraw(stepFromJump(kind, before, tileIds(this.game), this.game.state.score - score));
  }

  undo(): StepResult {
    return this.jump('undo');
  }

  redo(): StepResult {
    return this.jump('redo');
  }

  tick(): StepResult {
    const g = this.game;
    const now = g.core.clock();
    const events: TileEvent[] = [];
    const announcements: Announcement[] = [];
    const outputs: string[] = [];
    const score = g.state.score;
    let last: MoveResult | null = null;
    // A page that was asleep catches up a bounded number of batches (each re-arms from now).
    for (
      let n = 0, due = g.timerDueAt();
      due !== null && due <= now && n < MAX_TIMER_BATCHES;
      n++, due = g.timerDueAt()
    ) {
      last = this.checked(g.fireTimer());
      events.push(...last.events);
      announcements.push(...last.announcements);
      outputs.push(...last.outputs);
    }
    if (last === null) return emptyStep('timer');
    const step = stepFromMove('timer', null, {
      ...last,
      events,
      announcements,
      outputs,
      scoreDelta: g.state.score - score,
    });
    // A position of its own, as the worker's save, but not an undo step: time is not undone.
    return this.finish(step, false);
  }

  keepGoing(): StepResult {
    if (statusOf(this.game) !== 'won') return emptyStep('move');
    const r = this.checked(this.game.continuePlaying());
    return this.finish({ ...emptyStep('move'), moved: r.accepted }, r.accepted);
  }

  resign(): StepResult {
    const st = statusOf(this.game);
    if (st !== 'playing' && st !== 'continued') return emptyStep('move');
    const r = this.checked(this.game.resign());
    return this.finish({ ...emptyStep('move'), moved: r.accepted }, r.accepted);
  }

  /** The game as a Game code, or an error that says why it cannot be one (never a Mode code instead). */
  exportCode(): string {
    try {
      return exportGameCode(rawModeFromMode(this.game.mode), rawGameFromGame(this.game));
    } catch (e) {
      throw new SessionError('engine', `This game cannot be written as a Game code: ${message(e)}`);
    }
  }

  /** The rules of this game (its mode as built, modifiers applied) as formulas. */
  ruleFormulas(): RuleFormulasView {
    return ruleFormulas(this.game.mode);
  }

  /** The Rule inspector; the last move is replayed from the position before it with the engine's tracer on. */
  inspect(): RuleInspectorView {
    const last = this.lastMove;
    const trace =
      last !== null && last.after === this.now
        ? traceMove(this.game, this.codec, last.before, this.now, last.direction, `Your last move (${last.label})`)
        : null;
    if (trace !== null) this.cached = null;
    return inspectorView(this.game.mode, this.view().directions, trace);
  }

  /** A Playground request on a copy of this game's board (the game is not touched). */
  playground(req: PlaygroundRequest): PlaygroundView {
    return playground(req, this.game.state);
  }

  exportReplay(): string {
    if (!this.driver.replayable)
      throw new SessionError(
        'unsupported',
        'This game was loaded from a Game code, whose earlier moves were not recorded: it has no replay.',
      );
    const g = this.game;
    const s = g.state;
    const start = s.startGameTime === false ? 0 : s.startGameTime;
    const replay: RawReplay = {
      mode: rawModeFromMode(g.mode),
      forcedSpawns: s.forcedSpawns.slice(),
      movesPlayed: s.movesPlayed.slice(),
      currentMovePlayed: s.currentMovePlayed.slice(),
      otherRandomEvents: s.otherRandomEvents.slice(),
      won: s.won === 0 ? 0 : 1,
      replayOtherSpawns: s.replayOtherSpawns.slice(),
      // The original appends the export time as the last timestamp (formats.md §6).
      replayTimestamps: [...s.replayTimestamps, Math.max(0, g.core.clock() - start)],
    };
    try {
      return exportReplayCode(replay);
    } catch (e) {
      throw new SessionError('engine', `This game cannot be written as a Replay code: ${message(e)}`);
    }
  }

  /** Replaces the started position and undo history with a saved one (throws SaveFormatError). */
  load(data: unknown): void {
    const saved = PositionCodec.read(data);
    this.codec.load(this.game, saved.current);
    this.now = this.codec.encode(this.game, saved.current);
    this.past = saved.history.slice(-HISTORY_LIMIT);
    this.future = saved.future.slice(-HISTORY_LIMIT);
    this.cached = null;
  }

  loadAssist(x: unknown): void {
    this.assist.load(x);
    this.cached = null;
  }

  save(): SavedSession {
    const data: SavedData = {
      source: this.source,
      seed: this.seed,
      modeName: this.modeName,
      // Bounded: the app posts and writes this after every move (saved-history-budget.ts).
      game: boundHistory(this.codec.save(this.now, this.past, this.future)),
      ...(this.modifiers.length ? { modifiers: this.modifiers } : {}),
      ...(this.colorScheme ? { colorScheme: this.colorScheme } : {}),
      ...(this.assist.touched ? { assist: this.assist.save() } : {}),
    };
    return { format: REAL_FORMAT, modeId: this.modeId, data };
  }
}

/** The seed of preview boards: the same first board each time the picker shows a mode. */
const PREVIEW_SEED = 1;

export class RealEngine implements GameEngineLike {
  private readonly catalog: ModeCatalog;
  private readonly plugins: PluginInstaller;

  constructor(private readonly registry: PluginRegistry) {
    this.catalog = new ModeCatalog(registry);
    this.plugins = new PluginInstaller(registry);
  }

  installPlugin(text: string, opts: { readonly update?: boolean } = {}): InstalledPluginInfo {
    return this.plugins.install(text, opts);
  }

  checkPlugin(text: string): PluginCheck {
    return this.plugins.check(text);
  }

  removePlugin(id: string): boolean {
    return this.plugins.remove(id);
  }

  listModifiers(): readonly ModifierSummary[] {
    return this.registry
      .list('modifier')
      .map((m) => ({ id: m.id, name: m.name, description: m.description ?? '', options: optionViews(m.options) }));
  }

  exportModifiers(choices: readonly ModifierChoice[]): string {
    return modifiersCodeOf(
      this.resolveModifiers(choices).map((m) => ({
        id: m.id,
        options: { ...m.options },
        ...(m.grid ? { grid: m.grid } : {}),
      })),
    );
  }

  openReplay(code: string): ReplayLike {
    return new ReplayPlayer(code);
  }

  /** Checks chosen modifiers against the registry and resolves their options. */
  private resolveModifiers(choices: readonly ModifierChoice[] | undefined): ResolvedModifier[] {
    if (choices === undefined) return [];
    if (!Array.isArray(choices)) throw new SessionError('bad-request', 'modifiers must be a list');
    return choices.map((c): ResolvedModifier => {
      const id = typeof c?.id === 'string' ? c.id : '';
      if (id === CUSTOM_GRID_MODIFIER) {
        const grid = customGridFrom(c.grid);
        if (!grid)
          throw new SessionError('bad-request', 'The custom grid is damaged: draw it again in the Modifiers screen.');
        return { id, options: {}, grid };
      }
      const plugin = this.registry.get('modifier', id);
      if (!plugin) throw new SessionError('bad-request', `unknown modifier ${id || '(no id)'}`);
      const given = typeof c.options === 'object' && c.options !== null ? c.options : {};
      return { id, options: { ...resolveOptions(plugin.options, given) } };
    });
  }

  private setupOf(source: ModeSource, mods: readonly ResolvedModifier[]): GameSetupView {
    const { specs, values } = this.catalog.setupOptions(source);
    return {
      options: settingViews(specs, values),
      modifiers: mods.map((m) => {
        if (m.grid) return `Custom grid ${m.grid.width}×${m.grid.height}`;
        const p = this.registry.get('modifier', m.id);
        return p ? modifierText(p.name, optionViews(p.options), m.options) : m.id;
      }),
    };
  }

  listModes(): readonly ModeSummary[] {
    return this.catalog.list().map((m) => {
      const p = this.plugins.info(m.id);
      if (!p) return m;
      return {
        ...m,
        category: 'Installed',
        installed: { version: p.version, ...(p.author !== undefined ? { author: p.author } : {}) },
      };
    });
  }

  modeTags(): Readonly<Record<string, readonly ModeTag[]>> {
    return this.catalog.tags();
  }

  previewMode(modeId: string): BoardView {
    // A session of its own, dropped after its first view: the game being played is not touched.
    return this.newGame({ source: { kind: 'mode', modeId }, seed: PREVIEW_SEED }).view();
  }

  newGame(req: NewGameRequest): GameSessionLike {
    const seed = req.seed !== undefined && Number.isFinite(req.seed) ? Math.floor(req.seed) | 0 : randomSeed();
    if (req.source.kind === 'mode') {
      const plan = this.catalog.plan(req.source.modeId, req.options ?? {}, req.size);
      return this.open(plan, seed, false, this.resolveModifiers(req.modifiers), schemeOf(req.colorScheme));
    }
    const code = req.source.code;
    const c = modeFromCode(code, seed);
    const summary = codeSummary(code, c);
    // A saved game keeps the modifiers it was played with (catalog-modifiers.md).
    const mods = c.imported.kind === 'game' ? [] : this.resolveModifiers(req.modifiers);
    return this.open(
      { source: { kind: 'code', code: code.trim() }, modeId: summary.id, modeName: summary.name },
      seed,
      false,
      mods,
      schemeOf(req.colorScheme),
      c,
    );
  }

  /** The game of a saved session, restored (the hint worker searches from its position). */
  restoreGame(saved: SavedSession): Game {
    return (this.restore(saved) as RealSession).playing;
  }

  restore(saved: SavedSession, colorScheme?: string): GameSessionLike {
    if (typeof saved !== 'object' || saved === null || saved.format !== REAL_FORMAT)
      throw new SessionError(
        'bad-code',
        `saved game has format ${String(saved?.format)}, this engine reads ${REAL_FORMAT}`,
      );
    const d = saved.data as Partial<SavedData> | null;
    if (
      typeof d !== 'object' ||
      d === null ||
      typeof d.seed !== 'number' ||
      typeof d.modeName !== 'string' ||
      !validSource(d.source)
    )
      throw new SessionError('bad-code', 'saved game is damaged');
    try {
      const mods = this.resolveModifiers(d.modifiers);
      const scheme = colorScheme !== undefined ? schemeOf(colorScheme) : schemeOf(d.colorScheme);
      const session = this.open(
        { source: d.source, modeId: String(saved.modeId), modeName: d.modeName },
        d.seed,
        true,
        mods,
        scheme,
      );
      session.load(d.game);
      session.loadAssist(d.assist);
      return session;
    } catch (e) {
      if (e instanceof SaveFormatError) throw new SessionError('bad-code', e.message);
      if (e instanceof SessionError)
        throw new SessionError('bad-code', `The saved game cannot be resumed: ${e.message}`);
      throw e;
    }
  }

  inspectCode(code: string): CodeInfo {
    const info = inspect(code);
    if (info.kind !== 'modifiers') return info;
    let choices: ModifierChoice[];
    try {
      choices = choicesOfModifiersCode(code);
    } catch (e) {
      if (e instanceof SessionError) throw e;
      throw new SessionError('bad-code', `This Modifiers code could not be read: ${message(e)}`);
    }
    // Only modifiers this app has (a code's automatic moves and grid included).
    this.resolveModifiers(choices);
    return { kind: 'modifiers', note: info.note, choices };
  }

  /** Builds the mode, starts it (a Game code then resumes its position unless a save follows). */
  private open(
    plan: StartPlan,
    seed: number,
    restoring: boolean,
    mods: readonly ResolvedModifier[],
    scheme: string,
    built?: CodeMode,
  ): RealSession {
    const { source } = plan;
    // A scheme that is not installed (any more) leaves the mode's own colours.
    const colorScheme = scheme && this.registry.get('colorScheme', scheme) ? scheme : '';
    let driver: Driver;
    try {
      driver = this.driver(source, seed, restoring, mods, colorScheme, built);
    } catch (e) {
      if (e instanceof SessionError) throw e;
      if (source.kind === 'code') throw codeError(e);
      throw new SessionError('engine', `The mode could not be started: ${message(e)}`);
    }
    return new RealSession(
      plan.modeId,
      plan.modeName,
      source,
      seed,
      driver,
      mods,
      this.setupOf(source, mods),
      colorScheme,
    );
  }

  private driver(
    source: ModeSource,
    seed: number,
    restoring: boolean,
    mods: readonly ResolvedModifier[],
    scheme: string,
    built?: CodeMode,
  ): Driver {
    let driver: Driver;
    let resume: (() => void) | null = null;
    const colorScheme = scheme ? { colorScheme: { id: scheme } } : {};
    // The app undoes with its own positions (HISTORY_LIMIT): the engine keeps none.
    switch (source.kind) {
      case 'plugin': {
        const plugin = this.catalog.plugin(source)!;
        driver = sessionDriver(
          new PluginSession(this.registry, {
            mode: { id: plugin.id, options: source.options },
            modifiers: choices(mods),
            seed,
            ...colorScheme,
          }),
          true,
        );
        break;
      }
      case 'classic': {
        if (Math.max(source.width, source.height) > MAX_BOARD_SIDE || Math.min(source.width, source.height) < 1)
          throw new SessionError('bad-code', 'bad board size');
        const definition = classicDefinition(source.width, source.height);
        driver = sessionDriver(
          new PluginSession(this.registry, { mode: { definition }, modifiers: choices(mods), seed, ...colorScheme }),
          true,
        );
        break;
      }
      case 'code': {
        const c = built ?? modeFromCode(source.code, seed);
        const ps = new PluginSession(this.registry, {
          mode: { definition: c.playable.mode },
          modifiers: choices(mods),
          seed,
          ...colorScheme,
          ...(c.playable.maxMergeResultKnownLevel !== undefined
            ? { maxMergeResultKnownLevel: c.playable.maxMergeResultKnownLevel }
            : {}),
        });
        const imported = c.imported;
        driver = sessionDriver(ps, imported.kind !== 'game');
        if (imported.kind === 'game' && !restoring) resume = () => resumeGame(ps.game, imported.game);
        break;
      }
    }
    const r = driver.start();
    if (r.error)
      throw new SessionError(
        source.kind === 'code' ? 'bad-code' : 'engine',
        `The mode could not be started: ${r.error}`,
      );
    resume?.();
    return driver;
  }
}

/** A requested colour-scheme id, or '' for none. */
function schemeOf(x: unknown): string {
  return typeof x === 'string' ? x : '';
}

function validSource(x: unknown): x is ModeSource {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  switch (s['kind']) {
    case 'plugin':
      return typeof s['id'] === 'string' && typeof s['options'] === 'object' && s['options'] !== null;
    case 'classic':
      return Number.isInteger(s['width']) && Number.isInteger(s['height']);
    case 'code':
      return typeof s['code'] === 'string';
    default:
      return false;
  }
}
