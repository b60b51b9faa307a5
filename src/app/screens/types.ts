// What menu screens may ask of the app.

import type {
  BoardView,
  InfusedAction,
  InfusedSetupView,
  MakerCheck,
  MakerAnyDraft,
  PreviewUpdate,
  InstalledPluginInfo,
  PluginCheck,
  ModeOptionValue,
  ModeSummary,
  ModeTag,
  ModifierSummary,
  MoveResultView,
  ReplayFrameView,
  RuleFormulasView,
  PlaygroundRequest,
  PlaygroundView,
  RuleInspectorView,
} from '../../worker/protocol.ts';
import type { DamagedRecord, FeedRecord, ModeStats, Settings } from '../../storage/storage.ts';
import type { Checked, Feed, FeedEntry } from '../feeds.ts';
import type { GameCodeInfo } from '../imported-rules.ts';

export interface PickerEntry {
  /** Key used to start it and to file its best score (built-in id, `installed:…` or `code:…`). */
  readonly key: string;
  readonly summary: ModeSummary;
  readonly installed: boolean;
  /** A game imported from a Game code: listed (under Imported) while it has a saved game. */
  readonly imported?: boolean;
}

export interface ScreenApi {
  /** The modes to choose from, and the imported games with a saved game (most recently played first). */
  modes(): Promise<PickerEntry[]>;
  stats(): Promise<Map<string, ModeStats>>;
  /** Each built-in or installed mode's tags by mode id (computed in the worker on first demand). */
  modeTags(): Promise<Readonly<Record<string, readonly ModeTag[]>>>;
  /** The first board of a new game of a mode (by `ModeSummary.id`), the game being played untouched. */
  previewMode(modeId: string): Promise<BoardView>;
  /** Keys of the modes with a saved game still going (choosing one resumes it). */
  savedModes(): Promise<ReadonlySet<string>>;
  /** Starts a mode; with `options`, remembers them for that mode (else its remembered ones apply). */
  play(key: string, options?: Readonly<Record<string, ModeOptionValue>>): void;
  /** The options last chosen for a mode (only values that differ from the defaults). */
  modeOptions(key: string): Readonly<Record<string, ModeOptionValue>>;
  /** The game being shown (its setup: options and modifiers it was started with). */
  currentView(): BoardView | null;
  /** Closes the screen and starts a new game of the current mode (same options, current modifiers). */
  newGame(): void;
  /** The global modifiers a new game can use. */
  modifiers(): Promise<readonly ModifierSummary[]>;
  /** The Modifiers code of the modifiers switched on now. */
  exportModifiers(): Promise<string>;
  /** A Replay code of the game in progress. */
  /** The Replay code of the game in progress, and which of its moves the hint or autoplay helped with (a sentence), if any. */
  exportReplay(): Promise<{ code: string; assisted?: string }>;
  openReplay(code: string): Promise<ReplayFrameView>;
  replaySeek(index: number): Promise<ReplayFrameView>;
  closeReplay(): void;
  /** The Mode maker's draft of a Custom or Infused code (a new mode's without one); refused for other codes. */
  makerOpen(code?: string): Promise<MakerAnyDraft>;
  /** Checks a draft: its issues, and its code when nothing stops saving. */
  makerCheck(draft: MakerAnyDraft): Promise<MakerCheck>;
  /** Starts the maker's preview game of a code (the game being played untouched). */
  previewStart(code: string, seed?: number): Promise<PreviewUpdate>;
  previewMove(direction: number): Promise<PreviewUpdate>;
  /** Opens the Mode maker, on a Custom or Infused code ("Edit in maker") or a new mode. */
  openMaker(code?: string): void;
  /** An Infused code's mode-variable controls, acting on them, and the chosen variant as a Mode code. */
  infusedOpen(code: string): Promise<InfusedSetupView>;
  infusedAct(index: number, action: InfusedAction): Promise<InfusedSetupView>;
  infusedBake(): Promise<{ readonly code: string }>;
  /** The Custom or Infused code an installed mode came from (the maker edits those), or null. */
  makerCodeOf(key: string): string | null;
  /** The code `openMaker` handed over (once), or null. */
  takePendingMakerCode(): string | null;
  /** A Replay code handed over by the Codes screen (once), or null. */
  takePendingReplay(): string | null;
  /** A board drawn by the game's renderer, in `host` (null where the board cannot be drawn). */
  createBoard(host: HTMLElement): Promise<BoardSurface | null>;
  /** The mode of the game shown (an imported game's as the picker lists it), or null. */
  currentMode(): PickerEntry | null;
  /** What the Game code of the game shown tells of its mode; null when it is not from a Game code (or that cannot be read). */
  currentCode(): Promise<GameCodeInfo | null>;
  /** The rules of the game shown as formulas (docs/formulas.md); null when the worker cannot give them. */
  ruleFormulas(): Promise<RuleFormulasView | null>;
  /** Evaluates a Playground expression in the worker (on a copy of the game shown, or the sample board). */
  playground(req: PlaygroundRequest): Promise<PlaygroundView>;
  /** The Rule inspector for the game shown, or (`replay`) for the open replay's move that led to its position. */
  inspectRules(replay: boolean): Promise<RuleInspectorView | null>;
  settings(): Settings;
  updateSettings(change: Partial<Settings>): void;
  exportCode(): Promise<string>;
  /** Imports a pasted code; says what happened in the player's words. */
  importCode(code: string): Promise<ImportOutcome>;
  /** Stored records that cannot be used (saved games set aside, damaged installed modes). */
  damaged(): Promise<DamagedRecord[]>;
  removeDamaged(id: string): Promise<void>;
  /** Removes an installed mode, or forgets an imported game's saved game. */
  removeMode(key: string): Promise<void>;
  /** What installing a plugin file would do (new, an update and its changes, refused), or why it cannot be used. */
  checkPlugin(text: string): Promise<PluginCheck | string>;
  /**
   * Installs a data-plugin file (validated and tried out in the worker); returns a message for the
   * player. `savedGames` confirms an update: keep or replace the saved game of the updated mode.
   */
  installPlugin(text: string, savedGames?: 'keep' | 'replace'): Promise<string>;
  /** The plugin files installed now. */
  installedPlugins(): readonly InstalledPluginInfo[];
  /** Removes an installed plugin file and its saved game. */
  removePlugin(id: string): Promise<void>;
  /** Installed modes and plugin files, oldest first. */
  installedList(): Promise<InstalledItem[]>;
  /** The catalog feeds the player added. */
  feeds(): Promise<readonly FeedRecord[]>;
  /** Fetches a feed (the player's action) and, if it is one, keeps its address. */
  addFeed(url: string): Promise<Checked<Feed>>;
  /** Fetches a feed again (the player's action). */
  openFeed(url: string): Promise<Checked<Feed>>;
  removeFeed(url: string): Promise<void>;
  /** Downloads a feed's plugin file (SHA-256 checked) and installs it; returns a message for the player. */
  installFromFeed(entry: FeedEntry, feedUrl: string): Promise<string>;
  /** A share link that installs an installed mode or plugin file on another device (null when there is none). */
  shareLinkOf(key: string): Promise<string | null>;
  /** Everything the player has, as one backup file's text. */
  exportBackup(): Promise<string>;
  /** Merges a backup file into this device's data; returns a message for the player. */
  importBackup(text: string): Promise<string>;
  close(): void;
}

/** What a screen may do with a board of its own. */
export interface BoardSurface {
  show(view: BoardView, result: MoveResultView | null): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

/** An installed mode or plugin file as the Installed list shows it. */
export interface InstalledItem {
  readonly key: string;
  readonly name: string;
  readonly kind: 'mode' | 'modifier' | 'colorScheme';
  /** Where it came from. */
  readonly source: 'code' | 'link' | 'maker' | 'backup' | 'file' | 'feed';
  /** The feed's address, for one installed from a feed. */
  readonly feed?: string;
  /** '' for a mode installed from a code (codes have no version). */
  readonly version: string;
  /** Characters of its code or file. */
  readonly size: number;
  readonly installedAt: number;
  /** When its game was last saved, if it has one. */
  readonly lastPlayed?: number;
  /** Whether it has a game in progress (removing it removes that game). */
  readonly hasGame: boolean;
}

/** What importing a code did. */
export interface ImportOutcome {
  readonly message: string;
  /** The technical cause of a refusal, shown behind a "Details" toggle. */
  readonly detail?: string | undefined;
  /** The key of a mode the code installed, which the player may start at once. */
  readonly playKey?: string;
}
