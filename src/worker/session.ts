// The seam between the worker and an engine: real-engine.ts implements it over src/engine and the
// plugins; engine-worker.ts picks the engine, tests may plug in another one.

import type {
  AssistKind,
  BoardView,
  CodeInfo,
  InstalledPluginInfo,
  PluginCheck,
  ModeSummary,
  ModeTag,
  ModifierChoice,
  ModifierSummary,
  MoveResultView,
  NewGameRequest,
  PlaygroundRequest,
  PlaygroundView,
  ReplayFrameView,
  RuleInspectorView,
  RuleFormulasView,
  SavedSession,
} from './protocol.ts';

/** The outcome of one input, before the worker adds the view and the saved game. */
export type StepResult = MoveResultView;

/** One running game. Every method either succeeds or throws `SessionError` leaving state unchanged. */
export interface GameSessionLike {
  readonly modeId: string;
  /** The render-ready state right now. */
  view(): BoardView;
  /** A move in direction index `direction` (an index into `view().directions`). */
  /** `assist`: the move was played by autoplay or is the direction a hint suggested (marked in stats and saves). */
  move(direction: number, assist?: AssistKind): StepResult;
  /**
   * The move in `direction` worked out without playing it: the view and result `move` would give
   * now, the game left exactly as it was; null when it cannot be worked out (the move fails, no such
   * direction). Optional: the page then waits for the real move.
   */
  lookahead?(direction: number): { readonly view: BoardView; readonly result: StepResult } | null;
  /** Records that a hint was shown for this game (optional: stand-in engines may not track it). */
  noteHint?(): StepResult;
  /** Which moves were assisted, as a sentence for the replay export (null when none were). */
  assistNote?(): string | null;
  /** A click on the tile or cell at (v, h) (only for modes with `view().tileClicks`). */
  click(v: number, h: number): StepResult;
  /** A click on stat box `index` (engine.md §10.3). */
  clickStatBox(index: number): StepResult;
  undo(): StepResult;
  redo(): StepResult;
  /** Dismiss the win screen and keep playing. */
  keepGoing(): StepResult;
  /** Runs the Interval timer's batches due by now (real-time modes); not an undo step. */
  tick(): StepResult;
  /** Ends the game as a game over (the restart-ends-the-game setting); an undo step. */
  resign?(): StepResult;
  /** The stat boxes as of now (live timers), without an action. */
  statBoxes?(): BoardView['statBoxes'];
  /** A save code of the game in progress. */
  exportCode(): string;
  /** A Replay code of the game so far. */
  exportReplay(): string;
  /** Everything needed to resume, undo history included. Must be structured-clonable. */
  save(): SavedSession;
  /** The game's rules as formulas (absent in stand-in engines). */
  ruleFormulas?(): RuleFormulasView;
  /** A Playground request against this game (absent in stand-in engines: they answer on the sample board). */
  playground?(req: PlaygroundRequest): PlaygroundView;
  /** The Rule inspector, with the last move traced (absent in stand-in engines). */
  inspect?(): RuleInspectorView;
}

/** Creates sessions. */
export interface GameEngineLike {
  listModes(): readonly ModeSummary[];
  /** Tags of every listed mode by id (see `Api.modeTags`). */
  modeTags(): Readonly<Record<string, readonly ModeTag[]>>;
  /** The first board of a new game of a built-in or installed mode, with a fixed seed. */
  previewMode(modeId: string): BoardView;
  /** Starts a game; throws `SessionError('bad-code' | 'unsupported', …)` for codes it cannot play. */
  newGame(req: NewGameRequest): GameSessionLike;
  /** Resumes a saved game (`colorScheme` replaces its scheme); throws `SessionError('bad-code', …)` if the format is foreign or damaged. */
  restore(saved: SavedSession, colorScheme?: string): GameSessionLike;
  inspectCode(code: string): CodeInfo;
  /** The global modifiers a new game can be started with. */
  listModifiers(): readonly ModifierSummary[];
  /** The Modifiers code of chosen modifiers; throws `SessionError('bad-request', …)` for unknown ones. */
  exportModifiers(choices: readonly ModifierChoice[]): string;
  /** Loads a Replay code for watching; throws `SessionError('bad-code', …)` for a bad code. */
  openReplay(code: string): ReplayLike;
  /** Installs a data-plugin file; throws `SessionError('bad-code', …)` naming the problem. */
  installPlugin(text: string, opts?: { readonly update?: boolean }): InstalledPluginInfo;
  /** What installing a data-plugin file would do; throws `SessionError('bad-code', …)` naming the problem. */
  checkPlugin(text: string): PluginCheck;
  removePlugin(id: string): boolean;
}

/** A replay being watched. */
export interface ReplayLike {
  seek(index: number): ReplayFrameView;
  /** The Rule inspector, with the move that led to the position shown traced. */
  inspect?(): RuleInspectorView;
}
