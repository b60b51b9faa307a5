// The typed message API between the page (renderer, input, storage, UI) and the engine worker.
// Everything here is plain data (structured-clonable): no classes, no functions. The page never
// sees engine values (tiles as CalcArray values); it gets a render-ready view model instead.

import type { SchemePicture } from '../plugins/picture.ts';
import type { TextRun, TextShadow } from '../calc/text-runs.ts';
import type { MakerAnyDraft, MakerIssue } from '../maker/draft.ts';

// A scheme picture's boxes, for the page to paint (it imports the view model from here only).
export type { PictureBox } from '../plugins/picture.ts';
/** Plugin version order (one rule for the installer, feed update notices and backup merges). */
export { compareVersions, isVersion } from '../plugins/versions.ts';
export type {
  MakerAnyDraft,
  MakerBackground,
  MakerColor,
  MakerColorRule,
  MakerDraft,
  MakerGoal,
  MakerGrowth,
  MakerInfusedDraft,
  MakerIssue,
  MakerMerge,
  MakerRestriction,
  MakerSpawn,
  MakerTileColor,
  MakerTileRef,
} from '../maker/draft.ts';
export { INFUSED_RESPECTS, INFUSED_STEPS, INFUSED_VALUE_NAMES, MAKER_STEPS } from '../maker/draft.ts';

/** Row/column of a cell: v = row (0 at the top), h = column (0 at the left). */
export type CellPos = readonly [v: number, h: number];

/**
 * What a board cell is, for drawing. `void` cells are not part of the board (holes, hexagonal and
 * custom shapes); `hole` is a temporary hole (engine.md §9.6); `blocked` an empty cell where spawns
 * are forbidden (hatched).
 */
export type CellKind = 'empty' | 'void' | 'slippery' | 'hole' | 'blocked';

export interface CellView {
  readonly v: number;
  readonly h: number;
  readonly kind: CellKind;
  /** CSS background (colour or gradient) of an empty/blocked cell; absent = the board default. */
  readonly background?: string;
  /** Turns left on a temporary hole. */
  readonly count?: number;
}

/**
 * Tile text: styled plain-text runs as the shared converter makes them from a text expression's
 * HTML (`textToRuns` in src/calc/text-runs.ts). Run colours there are RGBA tuples (null = the
 * tile's text colour); shadows are lengths in px at the reference tile size.
 */
export type { TextRun, TextShadow };

/** A run with no styling of its own (labels, simple tile texts). */
export function plainRun(text: string, style: Partial<Omit<TextRun, 'text'>> = {}): TextRun {
  return {
    text,
    bold: false,
    italic: false,
    baseline: 0,
    scriptDepth: 0,
    underline: false,
    overline: false,
    lineThrough: false,
    color: null,
    shadow: null,
    ...style,
  };
}

/** Display-rule entries 5 and 6 (engine.md §9.2), already evaluated to numbers; null = absent. */
export interface TextSizeRule {
  readonly min: number | null;
  readonly max: number | null;
}

/** One tile as the renderer draws it. */
export interface TileView {
  /** Stable identity: the same tile keeps its id while it slides; merges create a new id. */
  readonly id: number;
  readonly v: number;
  readonly h: number;
  readonly text: readonly TextRun[];
  readonly size: TextSizeRule;
  /** CSS background: a colour, a gradient, or several comma-separated gradient layers. */
  readonly background: string;
  /** CSS text colour. */
  readonly color: string;
  /** Display entry 4 (text shadow), or null. */
  readonly shadow: TextShadow | null;
  /**
   * A layered picture drawn instead of `background` (its base colour): a special colour scheme's,
   * and/or the display rule's PrimeImage overlays over the background.
   */
  readonly picture?: TilePictureView;
  /** The display rule's Innerscript texts (secondary text at an edge or corner of the tile). */
  readonly inner?: readonly InnerTextView[];
}

/** A display rule's Innerscript addon (engine.md §9.3). */
export interface InnerTextView {
  readonly text: readonly TextRun[];
  /** Where on the tile: top / bottom / centre, and left / right / centre. */
  readonly vert: 'top' | 'center' | 'bottom';
  readonly horiz: 'left' | 'center' | 'right';
  readonly size: TextSizeRule;
  /** CSS colour; the tile's text colour when absent. */
  readonly color?: string;
  readonly shadow: TextShadow | null;
}

/** A special colour scheme's picture with the key the renderer caches its texture by. */
export interface TilePictureView {
  /** Scheme name, input and grid shape: equal keys draw equal pictures. */
  readonly key: string;
  readonly picture: SchemePicture;
}

/** A tile outside the grid (next-tile previews, tile-valued stat boxes). Drawn by the DOM. */
export interface MiniTileView {
  readonly text: readonly TextRun[];
  readonly background: string;
  readonly color: string;
  /** A special colour scheme's picture (stat boxes such as Current Goal), drawn under the text. */
  readonly picture?: TilePictureView;
}

export interface DirectionView {
  /** The engine's direction index (what `move` takes). */
  readonly index: number;
  /** Grid vector: (-1, 0) is up, (0, 1) is right. (0, 0) is a stay-still move. */
  readonly vector: CellPos;
  /** Button label (plain text). */
  readonly label: string;
  /** Degrees the label is turned clockwise on its button (direction entry 8: hexagonal and diagonal arrows); absent = 0. */
  readonly rotation?: number;
  /** `KeyboardEvent.code` values that trigger this direction. */
  readonly keys: readonly string[];
  /** False while the mode has made this direction unavailable (engine.md §5.1); absent = true. */
  readonly enabled?: boolean;
}

export interface StatBoxView {
  readonly title: string;
  /** Plain text, or tiles for Tile/TileArray boxes. */
  readonly value: string;
  readonly tiles?: readonly MiniTileView[];
  readonly bottom: boolean;
  readonly clickable: boolean;
}

export interface AnnouncementView {
  readonly text: string;
  /** How long to show it. */
  readonly ms: number;
}

/**
 * `playing`; `won` = a win screen is due (the player may keep going); `continued` = won and kept
 * going; `over` = game over.
 */
export type GameStatus = 'playing' | 'won' | 'continued' | 'over';

/** Page colours (`BoardView.pageBackground`, `textColor`) longer than this are not used. */
export const MAX_PAGE_CSS_LENGTH = 4000;

/** The whole render-ready state of a game. */
export interface BoardView {
  readonly modeId: string;
  readonly modeName: string;
  readonly width: number;
  readonly height: number;
  readonly hexagonal: boolean;
  /** Every cell, row-major (`cells[v * width + h]`). */
  readonly cells: readonly CellView[];
  readonly tiles: readonly TileView[];
  /** CSS colour behind the cells. */
  readonly boardColor: string;
  /** CSS background of empty cells without their own. */
  readonly emptyColor: string;
  /**
   * The mode's page background during play (`gameplayBackground`: a CSS colour or gradient
   * layers), and the colour of its title and rules text on it (`textBackground`). '' = the app's
   * own look (the expression failed or gave nothing). Untrusted: the page checks both before use
   * (src/app/safe-css.ts).
   */
  readonly pageBackground: string;
  readonly textColor: string;
  readonly directions: readonly DirectionView[];
  /** The mode reacts to clicks on tiles. */
  readonly tileClicks: boolean;
  /** Score as displayed, and as a number for best-score bookkeeping (NaN if not numeric). */
  readonly score: string;
  readonly scoreValue: number;
  readonly moves: number;
  readonly statBoxes: readonly StatBoxView[];
  readonly nextTiles: readonly MiniTileView[];
  readonly status: GameStatus;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * When the mode's Interval timer is next due (ms since the epoch, on the clock the page shares
   * with the worker), or null when it is not running: the page sends `tick` then.
   */
  readonly timerDueAt?: number | null;
  /** Stat boxes show live timers: the page asks for them again (`statBoxes`) this often, in ms, while the game is shown. */
  readonly liveStatsMs?: number;
  /** The options and modifiers this game was started with (absent for stand-in engines). */
  readonly setup?: GameSetupView;
  /** Help the game had from the hint and autoplay (absent when none). */
  readonly assisted?: AssistView;
}

/** How a move was helped: played by autoplay, or the direction a hint suggested. */
export type AssistKind = 'hint' | 'auto';

export interface AssistView {
  /** Hints shown. */
  readonly hints: number;
  /** Moves played in a hinted direction, and by autoplay. */
  readonly hintedMoves: number;
  readonly autoMoves: number;
}

/** One chosen option, as text for the game and rules screens. */
export interface SettingView {
  readonly label: string;
  readonly value: string;
  /** The value differs from the option's default. */
  readonly changed: boolean;
}

export interface GameSetupView {
  readonly options: readonly SettingView[];
  /** Active modifiers, each as a short phrase (e.g. "Grid size 5×5"). */
  readonly modifiers: readonly string[];
}

/** One labelled part of a rule, printed as a formula (docs/formulas.md), e.g. `condition`: `@Next(1, 0) = @This(0)`. */
export interface FormulaPartView {
  readonly label: string;
  readonly formula: string;
}

/** One rule or condition of the mode, in parts. */
export interface RuleFormulaView {
  readonly title: string;
  readonly parts: readonly FormulaPartView[];
}

/** A group of rules (merge rules, winning, losing, spawns); `more` counts entries left out of a long list. */
export interface FormulaGroupView {
  readonly title: string;
  readonly rules: readonly RuleFormulaView[];
  readonly more: number;
}

/** The rules of the game in progress as formulas, for the Rules screen. */
export interface RuleFormulasView {
  readonly groups: readonly FormulaGroupView[];
}

/** What the Playground asks: formula text or a JSON CalcArray, evaluated at tile (v, h) moving along (vdir, hdir). */
export interface PlaygroundRequest {
  readonly source: string;
  /** `game`: the game in progress (the sample board when none is running); `sample`: the sample board. */
  readonly board: 'game' | 'sample';
  readonly v?: number;
  readonly h?: number;
  readonly vdir?: number;
  readonly hdir?: number;
}

/** One part of a Playground expression and its value on its own (or the error it gave). */
export interface PlaygroundStepView {
  /** Nesting level: 0 is the whole expression. */
  readonly depth: number;
  readonly formula: string;
  /** Where the part starts in `PlaygroundView.formula` (1-based; 0 when it cannot be placed). */
  readonly column: number;
  readonly value?: string;
  readonly type?: string;
  readonly error?: string;
}

/** The Playground's answer (src/calc/formula/explain.ts, which `npm run calc` prints too). */
export interface PlaygroundView {
  /** The board it was evaluated on. */
  readonly board: 'game' | 'sample';
  /** The expression as formula text ('' when the text could not be read). */
  readonly formula: string;
  readonly value?: string;
  readonly type?: string;
  readonly steps: number;
  /** What went wrong; `column` is in `formula`, or in the typed text when it could not be read (`formula` ''). */
  readonly error?: { readonly message: string; readonly column: number };
  readonly trace: readonly PlaygroundStepView[];
  /** Parts not shown (a long expression's trace is cut; parts are skipped once the budget is spent). */
  readonly omitted: number;
}

/** One merge rule as the engine applies it: its length, orders and the directions it is tried in. */
export interface InspectedRuleView {
  readonly title: string;
  /** Formula of the length (a number for most modes). */
  readonly length: string;
  /** How the tiles may be ordered, in words ("as written", "any of the 2 orders"). */
  readonly order: string;
  readonly condition: string;
  /** Each direction the rule is tried in, as "label: the tile and the 1 tile ahead toward (row step, column step)". */
  readonly expanded: readonly string[];
}

/** A phase of one turn and the mode's scripts that run in it ("BeginTurn: 2 scripts"). */
export interface TurnPhaseView {
  readonly title: string;
  readonly scripts: readonly string[];
}

/** One line of a move's trace: `depth` 0 is a phase, 1 what happened in it, 2 a detail. */
export interface TraceLineView {
  readonly depth: number;
  readonly kind:
    | 'phase'
    | 'pass'
    | 'slide'
    | 'merge'
    | 'noMerge'
    | 'scripts'
    | 'spawn'
    | 'checks'
    | 'moved'
    | 'stopped';
  readonly text: string;
}

/** The trace of one move, replayed by the engine from the position before it with a tracer on. */
export interface MoveTraceView {
  readonly title: string;
  readonly lines: readonly TraceLineView[];
  /** Lines left out (a long trace is cut). */
  readonly dropped: number;
  /** Where and why a loop or step limit stopped the move (the move was undone), or null. */
  readonly stopped: string | null;
}

/** The Rule inspector: the mode's merge rules expanded, the phases of a turn, and the last move traced. */
export interface RuleInspectorView {
  readonly rules: readonly InspectedRuleView[];
  /** Merge rules left out of `rules`. */
  readonly moreRules: number;
  readonly phases: readonly TurnPhaseView[];
  /** Null when no move has been made yet (or the last action was not a move). */
  readonly lastMove: MoveTraceView | null;
}

/** A tile that slid (possibly into a merge, after which it is gone from the view). */
export interface SlideView {
  readonly id: number;
  readonly to: CellPos;
}

/** A tile created by merging the `from` tiles. */
export interface MergeView {
  readonly id: number;
  readonly from: readonly number[];
}

/** What happened in one step, for animation. Tiles not mentioned keep or diff their position. */
export interface MoveResultView {
  /** `timer`: the mode's Interval scripts ran (real-time modes; see `BoardView.timerDueAt`). */
  readonly kind: 'move' | 'click' | 'undo' | 'redo' | 'start' | 'timer';
  /** False when the input changed nothing (the direction is blocked). */
  readonly moved: boolean;
  readonly direction: number | null;
  readonly slides: readonly SlideView[];
  readonly merges: readonly MergeView[];
  readonly spawned: readonly number[];
  /** Removed without merging (e.g. annihilation, undo of a spawn). */
  readonly vanished: readonly number[];
  readonly scoreDelta: number;
  readonly announcements: readonly AnnouncementView[];
}

/** An engine-specific, structured-clonable saved game including its undo history. */
export interface SavedSession {
  /** Which engine wrote it (e.g. `real-1`); restoring another engine's format fails cleanly. */
  readonly format: string;
  readonly modeId: string;
  readonly data: unknown;
}

/** A player-facing option of a mode, with its default (plain data, as the plugin declares it). */
export type ModeOptionView =
  | {
      readonly id: string;
      readonly label: string;
      readonly type: 'boolean';
      readonly default: boolean;
      readonly help?: string;
    }
  | {
      readonly id: string;
      readonly label: string;
      readonly type: 'number';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
      readonly step?: number;
      /** ∞ is a value too (the original's "or ∞" counters). */
      readonly infinite?: boolean;
      readonly help?: string;
    }
  | {
      readonly id: string;
      readonly label: string;
      readonly type: 'choice';
      readonly default: string;
      readonly choices: readonly { readonly value: string; readonly label: string }[];
      readonly help?: string;
    }
  | {
      readonly id: string;
      readonly label: string;
      /** A list of numbers, shown as "2, 3, 5". */
      readonly type: 'numbers';
      readonly default: readonly number[];
      readonly min?: number;
      readonly max?: number;
      readonly integer?: boolean;
      readonly minCount?: number;
      readonly maxCount?: number;
      readonly help?: string;
    };

export type ModeOptionValue = boolean | number | string | readonly number[];

/** A mode the player can start. */
export interface ModeSummary {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly description: string;
  /** Rules text shown on the rules screen (plain text, paragraphs separated by blank lines). */
  readonly rules: string;
  /** The original's menu page (built-in modes). */
  readonly page?: number;
  /** Options the mode offers before a game (`NewGameRequest.options`). */
  readonly options?: readonly ModeOptionView[];
  /** Set for a mode the player installed from a plugin file. */
  readonly installed?: { readonly version: string; readonly author?: string };
  /** The mode's menu colours (untrusted CSS: the page checks them, src/app/safe-css.ts). */
  readonly look?: { readonly background: string; readonly text: string };
}

/** Tags the mode picker filters by (worker/mode-tags.ts reads them from a mode's definition), in display order. */
export const MODE_TAGS = ['BigInt', 'hex', 'scripts', 'clicks', '8 directions'] as const;
export type ModeTag = (typeof MODE_TAGS)[number];

/** A plugin the player installed from a data-plugin file. */
export interface InstalledPluginInfo {
  readonly id: string;
  readonly kind: 'mode' | 'modifier' | 'colorScheme';
  readonly name: string;
  readonly version: string;
  readonly author?: string;
  readonly description?: string;
}

/** What installing a plugin file would do (`checkPlugin`): its declaration and plan, in a player's words. */
export interface PluginCheck {
  readonly info: InstalledPluginInfo;
  /** `new`; `update` (a higher version of an installed id: ask first); `same` or `older` (refused). */
  readonly plan: 'new' | 'update' | 'same' | 'older';
  /** The installed version, for an update or an older file. */
  readonly from?: string;
  /** The verdict, then the changes (name, options, rule fields…), one per line. */
  readonly lines: readonly string[];
}

/** What happened to each file of a `loadPlugins` request (same order). */
export type PluginLoadResult =
  | { readonly ok: true; readonly plugin: InstalledPluginInfo }
  | { readonly ok: false; readonly message: string };

export type GameSource =
  | { readonly kind: 'mode'; readonly modeId: string; readonly options?: Readonly<Record<string, ModeOptionValue>> }
  | { readonly kind: 'code'; readonly code: string };

/** A global modifier the player can switch on (a modifier plugin), with its options. */
export interface ModifierSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly options: readonly ModeOptionView[];
}

/** A switched-on modifier and its option values (missing or unfitting values take the default). */
export interface ModifierChoice {
  readonly id: string;
  readonly options: Readonly<Record<string, ModeOptionValue>>;
  /** The Custom Grid (`CUSTOM_GRID_MODIFIER`): the grid drawn in its editor. */
  readonly grid?: CustomGridView;
}

/** The Custom Grid's modifier id (not in `listModifiers`: the Modifiers screen has its editor). */
export const CUSTOM_GRID_MODIFIER = 'pc.custom-grid';

/** A Custom Grid editor cell: in the board, a hole, a block tile, slippery, no spawns here, or a block tile with no spawns. */
export type CustomCellKind = 'empty' | 'hole' | 'block' | 'slippery' | 'noSpawn' | 'blockNoSpawn';

/** The Custom Grid editor's grid (square cells; at most 64 per side). */
export interface CustomGridView {
  readonly width: number;
  readonly height: number;
  readonly hexagonal: boolean;
  /** `[height][width]` cell states. */
  readonly cells: readonly (readonly CustomCellKind[])[];
  /** Directions from a Modifiers code's grid (direction entries as a mode holds them); absent = the shape's own. */
  readonly directions?: readonly unknown[];
}

/** One position of a replay being watched. */
export interface ReplayFrameView {
  readonly modeName: string;
  readonly view: BoardView;
  readonly result: MoveResultView;
  /** Actions played so far (0 = the start position). */
  readonly index: number;
  /** Recorded actions in the replay. */
  readonly total: number;
  /** Set when an action could not be replayed: the replay ends at `stoppedAt`. */
  readonly stoppedAt: number | null;
  readonly stopReason: string | null;
}

export interface NewGameRequest {
  readonly source: GameSource;
  /** Grid size override (the size modifier). */
  readonly size?: { readonly width: number; readonly height: number };
  /** Random seed, for reproducible games (tests). */
  readonly seed?: number;
  /** Mode options by id (see `ModeSummary.options`); missing or unfitting values take the default. */
  readonly options?: Readonly<Record<string, ModeOptionValue>>;
  /** Global modifiers to apply, in order (not to Game codes: a saved game keeps its own). */
  readonly modifiers?: readonly ModifierChoice[];
  /** Id of a colour-scheme plugin to draw the tiles with (an unknown id draws the mode's own colours). */
  readonly colorScheme?: string;
}

/**
 * The mode key of a game imported from a Game code: this prefix and a hash of the code. Each code
 * keeps its own saved game under it (the app lists them in the picker under Imported).
 */
export const CODE_MODE_PREFIX = 'code:';

/** What a pasted save code is. */
export type CodeInfo =
  | { readonly kind: 'mode'; readonly mode: ModeSummary }
  | {
      readonly kind: 'game';
      readonly modeId: string;
      readonly modeName: string;
      /** The board, as a code mode's summary gives it (e.g. "4×4 board, 4 directions"). */
      readonly description: string;
      /** The code's own rules text (`ModeSummary.rules` paragraphs); '' when it has none. */
      readonly rules: string;
    }
  | { readonly kind: 'replay' | 'custom' | 'infused'; readonly note: string }
  /** The modifier plugins the code's settings stand for (what the Modifiers screen switches on). */
  | { readonly kind: 'modifiers'; readonly note: string; readonly choices: readonly ModifierChoice[] };

/** The answer to every state-changing request. */
export interface Update {
  readonly view: BoardView;
  readonly result: MoveResultView;
  /** The game to persist right now (atomically) so a reload resumes exactly here. */
  readonly saved: SavedSession;
  /**
   * For a `move` that named a lookahead (`Api.move`'s `lookahead`): whether the move played drew the
   * board and result worked out ahead ('same'), or not ('differs'), or the game had changed since
   * ('stale'). Either way this update is the game as it now is.
   */
  readonly lookahead?: 'same' | 'differs' | 'stale';
}

/** A move worked out ahead of time, not played: the view and result `move` would answer. */
export interface MoveLookahead {
  readonly direction: number;
  readonly view: BoardView;
  readonly result: MoveResultView;
}

/** Moves worked out ahead on the game as it was at `version` (see `Api.lookahead`). */
export interface LookaheadView {
  readonly version: number;
  /** One per direction asked for that the engine could work out (a move that fails is left out). */
  readonly moves: readonly MoveLookahead[];
}

/** At most this many directions are worked out ahead per request (the two a near-diagonal drag lies between). */
export const MAX_LOOKAHEAD_DIRECTIONS = 2;

/** A preview game's state (the Mode maker's board): never saved, never the game being played. */
export interface PreviewUpdate {
  readonly view: BoardView;
  readonly result: MoveResultView;
}

/** What the Mode maker's save check answers: the Custom (or Infused) code and plugin file (null while an error stands) and every issue. */
export interface MakerCheck {
  readonly code: string | null;
  /** The same mode as our data-plugin file (installed through `installPlugin`), with the stat boxes and scripts. */
  readonly plugin: string | null;
  /** The code the preview plays (the Custom or Infused code, or a Mode code when stat boxes or scripts are set). */
  readonly preview: string | null;
  readonly issues: readonly MakerIssue[];
}

/** One mode-variable control of an Infused code's pre-game screen (visible ones only). */
export interface InfusedControlView {
  /** The control's position (its `mode_vars` entry): what `infusedAct` names. */
  readonly index: number;
  readonly type: 'options' | 'counterSimple' | 'counterAdvanced' | 'input' | 'list';
  /** Options: the label of the option chosen now; others: the control's title. */
  readonly title: string;
  /** The control's value as text. */
  readonly value: string;
  readonly options?: readonly string[];
  readonly canDecrease?: boolean;
  readonly canIncrease?: boolean;
}

export interface InfusedSetupView {
  readonly controls: readonly InfusedControlView[];
}

/** What the player did to a control: click cycles options, minus/plus step counters, input/list set text. */
export type InfusedAction =
  | { readonly type: 'click' | 'minus' | 'plus' }
  | { readonly type: 'input'; readonly text: string }
  | { readonly type: 'list'; readonly texts: readonly string[] };

type Empty = Record<string, never>;

/** Request payload and result type per request name. */
export interface Api {
  listModes: { req: Empty; res: readonly ModeSummary[] };
  /** Each listed mode's tags by mode id (built once per mode, on the picker's demand: building every mode takes a while). */
  modeTags: { req: Empty; res: Readonly<Record<string, readonly ModeTag[]>> };
  /** The first board of a new seeded game of a mode, without touching the game being played. */
  previewMode: { req: { readonly modeId: string }; res: BoardView };
  newGame: { req: NewGameRequest; res: Update };
  /** `colorScheme` replaces the saved game's scheme ('' = the mode's own colours). */
  restore: { req: { readonly saved: SavedSession; readonly colorScheme?: string }; res: Update };
  /**
   * `lookahead`: the version of a `lookahead` answer whose move in this direction the page is
   * already showing; the worker plays the move as usual and says whether it came out the same.
   */
  move: {
    req: { readonly direction: number; readonly assist?: AssistKind; readonly lookahead?: number };
    res: Update;
  };
  /**
   * Works out the moves in these directions (at most MAX_LOOKAHEAD_DIRECTIONS) without playing
   * them: the game is left exactly as it was. The page asks while a drag's direction is undecided,
   * so the tiles can start the moment the finger lifts.
   */
  lookahead: { req: { readonly directions: readonly number[] }; res: LookaheadView };
  /** A hint was shown for the game in progress: the game is marked as assisted. */
  noteHint: { req: Empty; res: Update };
  click: { req: { readonly v: number; readonly h: number }; res: Update };
  /** A click on stat box `index` (index into `view.statBoxes`; only for clickable boxes). */
  statBoxClick: { req: { readonly index: number }; res: Update };
  undo: { req: Empty; res: Update };
  redo: { req: Empty; res: Update };
  keepGoing: { req: Empty; res: Update };
  /** Ends the game in progress as a game over (the "restart causes a game over" setting). */
  resign: { req: Empty; res: Update };
  /** Runs the Interval timer's batches that are due (real-time modes). */
  tick: { req: Empty; res: Update };
  snapshot: { req: Empty; res: Update };
  /** The stat boxes as of now (live timers; see `BoardView.liveStatsMs`); not an action, nothing is saved. */
  statBoxes: { req: Empty; res: readonly StatBoxView[] };
  exportCode: { req: Empty; res: { readonly code: string } };
  inspectCode: { req: { readonly code: string }; res: CodeInfo };
  listModifiers: { req: Empty; res: readonly ModifierSummary[] };
  /** The Modifiers code of these choices (the original's format). */
  exportModifiers: { req: { readonly modifiers: readonly ModifierChoice[] }; res: { readonly code: string } };
  /** A Replay code of the game in progress (its recorded moves, spawns and random draws). */
  exportReplay: { req: Empty; res: { readonly code: string; readonly assisted?: string } };
  /** Loads a Replay code to watch (the game in progress is untouched); answers its start position. */
  openReplay: { req: { readonly code: string }; res: ReplayFrameView };
  /** Moves the open replay to position `index` (clamped). */
  replaySeek: { req: { readonly index: number }; res: ReplayFrameView };
  closeReplay: { req: Empty; res: { readonly closed: boolean } };
  /** Validates, tries out and registers a data-plugin file; refused with a 'bad-code' error naming the problem. */
  /** With `update`, a higher version of an installed plugin replaces it (the player confirmed `checkPlugin`'s plan). */
  installPlugin: { req: { readonly text: string; readonly update?: boolean }; res: InstalledPluginInfo };
  /** Validates and tries out a plugin file without installing it: what installing it would do. */
  checkPlugin: { req: { readonly text: string }; res: PluginCheck };
  /** Registers the stored plugin files (at start-up and in a replaced worker); one result per file. */
  loadPlugins: { req: { readonly texts: readonly string[] }; res: readonly PluginLoadResult[] };
  removePlugin: { req: { readonly id: string }; res: { readonly removed: boolean } };
  /** The rules of the game in progress as formulas (the Rules screen). */
  ruleFormulas: { req: Empty; res: RuleFormulasView };
  /** Evaluates an expression step by step against the game in progress or the sample board (the Playground). */
  playground: { req: PlaygroundRequest; res: PlaygroundView };
  /** The Rule inspector for the game in progress, or (`replay`) for the open replay's move that led to the position shown. */
  inspectRules: { req: { readonly replay?: boolean }; res: RuleInspectorView };
  /** The Mode maker's draft of a Custom or Infused code (a new mode's without `code`); other codes are refused as unsupported. */
  makerOpen: { req: { readonly code?: string }; res: MakerAnyDraft };
  /** Checks a draft and, without errors, exports its Custom (or Infused) code. */
  makerCheck: { req: { readonly draft: MakerAnyDraft }; res: MakerCheck };
  /** Starts the preview game of a code (the game in progress is untouched). */
  previewStart: { req: { readonly code: string; readonly seed?: number }; res: PreviewUpdate };
  /** A move in the preview game. */
  previewMove: { req: { readonly direction: number }; res: PreviewUpdate };
  /** Opens an Infused code's mode-variable controls (custom-modes.md §6.3). */
  infusedOpen: { req: { readonly code: string }; res: InfusedSetupView };
  infusedAct: { req: { readonly index: number; readonly action: InfusedAction }; res: InfusedSetupView };
  /** The open Infused code with the variables chosen now, as a Mode code (the variant baked in). */
  infusedBake: { req: Empty; res: { readonly code: string } };
}

export type RequestType = keyof Api;

export type RequestMessage = {
  [K in RequestType]: { readonly id: number; readonly type: K; readonly payload: Api[K]['req'] };
}[RequestType];

export type WorkerErrorKind = 'no-game' | 'bad-code' | 'unsupported' | 'engine' | 'bad-request';

export interface WorkerError {
  readonly kind: WorkerErrorKind;
  /** In a player's words. */
  readonly message: string;
  /** The technical cause, for a "details" toggle ('' or absent when the message says it all). */
  readonly detail?: string;
}

export type ResponseMessage =
  | { readonly id: number; readonly ok: true; readonly result: Api[RequestType]['res'] }
  | { readonly id: number; readonly ok: false; readonly error: WorkerError };

/** Sent once by the worker when its module has loaded. */
export interface ReadyMessage {
  readonly id: 0;
  readonly ready: true;
}

/** An error the engine side raises on purpose (mapped to a `WorkerError`). */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  constructor(
    readonly kind: WorkerErrorKind,
    message: string,
    /** The technical cause behind a message in a player's words. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const REQUEST_TYPES: readonly RequestType[] = [
  'listModes',
  'modeTags',
  'previewMode',
  'newGame',
  'restore',
  'move',
  'lookahead',
  'noteHint',
  'click',
  'statBoxClick',
  'undo',
  'redo',
  'keepGoing',
  'resign',
  'tick',
  'snapshot',
  'statBoxes',
  'exportCode',
  'inspectCode',
  'listModifiers',
  'exportModifiers',
  'exportReplay',
  'openReplay',
  'replaySeek',
  'closeReplay',
  'installPlugin',
  'checkPlugin',
  'loadPlugins',
  'removePlugin',
  'ruleFormulas',
  'playground',
  'inspectRules',
  'makerOpen',
  'makerCheck',
  'previewStart',
  'previewMove',
  'infusedOpen',
  'infusedAct',
  'infusedBake',
];
