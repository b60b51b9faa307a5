// The app: wires the engine worker, storage, renderer, input and screens together. The page never
// runs game logic; it sends inputs to the worker and shows what comes back.

import { buildKeyMap, candidateDirections, clearDirection, nearestDirection } from '../input/directions.ts';
import { Lookaheads } from './lookahead.ts';
import { attachGestures } from '../input/swipe.ts';
import { attachKeyboard } from '../input/keyboard.ts';
import type { BoardRenderer, RenderStats } from '../render/board-renderer.ts';
import {
  AppStorage,
  DEFAULT_SETTINGS,
  EMPTY_STATS,
  MAX_SAVED_GAMES,
  type InstalledMode,
  type InstalledPlugin,
  type ModeStats,
  type PluginSource,
  type SavedGameRecord,
  type Settings,
} from '../storage/storage.ts';
import { EngineClient, EngineClientError } from '../worker/client.ts';
import { paintBoard, rememberBoard, rememberedBoard } from './first-paint.ts';
import { MAX_SHARED_CODE, pluginShareLink, shareLink, type SharedCode } from './share-link.ts';
import { offerBar, sharedFile, sharedOnOpen } from './shared-offer.ts';
import { BACKUP_FORMAT, backupText, mergeBackups, parseBackup } from './backup.ts';
import { fetchThroughServiceWorker } from './feed-relay-client.ts';
import {
  type Checked,
  checkFeedUrl,
  downloadEntry,
  type Feed,
  type FeedEntry,
  type FetchLike,
  fetchFeed,
} from './feeds.ts';
import { pluginHead } from './plugin-versions.ts';
import type {
  Api,
  AssistKind,
  BoardView,
  GameSource,
  InstalledPluginInfo,
  ModeOptionValue,
  PluginCheck,
  ModeSummary,
  ModifierSummary,
  ReplayFrameView,
  SavedSession,
  Update,
} from '../worker/protocol.ts';
import { CUSTOM_GRID_MODIFIER } from '../worker/protocol.ts';
import { el } from './dom.ts';
import { restartMessage, setAsideMessage, storageMessage, tooManyGamesMessage } from './engine-messages.ts';
import { AssistBar } from './assist.ts';
import { directionName, GameScreen } from './game-screen.ts';
import { motionFactor, systemPrefersReducedMotion } from './motion.ts';
import { registerServiceWorker } from './pwa.ts';
import { Router, type Route } from './router.ts';
import type { GameCodeInfo } from './imported-rules.ts';
import {
  importedEntry,
  importedGames,
  importUndo,
  inProgress,
  isImportedKey,
  resumes,
  type Replaced,
} from './saved-games.ts';
import { codesScreen } from './screens/codes.ts';
import { makerScreen } from './screens/maker.ts';
import { modesScreen } from './screens/modes.ts';
import { screenClosed } from './screens/frame.ts';
import { modifiersScreen } from './screens/modifiers.ts';
import { replaysScreen } from './screens/replays.ts';
import { rulesScreen } from './screens/rules.ts';
import { settingsScreen } from './screens/settings.ts';
import type { ImportOutcome, InstalledItem, PickerEntry, ScreenApi } from './screens/types.ts';
import { readableView } from './readable-text.ts';
import { isDarkTheme, rememberTheme } from './theme-color.ts';
import { Toaster, type ToastHandle } from './toast.ts';

export const DEFAULT_MODE = '2048';
const MAX_MOVES_IN_FLIGHT = 2;
/** The Interval timer is run at most this often (the original redraws as often as a mode asks). */
const MIN_TICK_MS = 50;
const INSTALLED = 'installed:';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Plugin files larger than this are refused before they reach the worker (its own limit is 2 MB). */
const MAX_PLUGIN_TEXT = 2 * 1024 * 1024;
/** How long the "New game started" toast offers to bring the replaced game back. */
const UNDO_NEW_GAME_MS = 8000;
/**
 * The watchdog's time for resuming a saved game: a heavy mode draws every tile face at once, which
 * may take longer than a move. Past it the game is set aside (kept for export), never replaced.
 */
const RESTORE_TIMEOUT_MS = 60_000;
/** A resume taking longer than this shows that it is under way. */
const RESTORE_PROGRESS_MS = 1000;

type ScreenName = 'modes' | 'rules' | 'settings' | 'import' | 'replays' | 'modifiers' | 'maker';

/** FNV-1a, for short stable ids of installed codes. */
function hashId(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class App {
  readonly engine = new EngineClient();
  readonly storage: AppStorage;
  private readonly toaster = new Toaster();
  private readonly game: GameScreen;
  private readonly screensHost = el('div', { class: 'screens' });
  private readonly router: Router;
  renderer: BoardRenderer | null = null;
  view: BoardView | null = null;
  /** Whether the board last drew the view with readable tile numbers. */
  private drawnReadable = false;
  private modeKey = DEFAULT_MODE;
  private source: GameSource = { kind: 'mode', modeId: DEFAULT_MODE };
  /** `currentCode`'s answer for the last code asked about. */
  private codeInfo: { readonly code: string; readonly info: Promise<GameCodeInfo | null> } | null = null;
  private lastSaved: SavedSession | null = null;
  /** Hint and Autoplay (assist.ts). */
  private readonly assist: AssistBar;
  /** The "New game started" toast whose Undo brings back the game it replaced. */
  private undoNewGame: ToastHandle | null = null;
  private settings: Settings = DEFAULT_SETTINGS;
  private systemReduced = systemPrefersReducedMotion();
  private builtins: readonly ModeSummary[] = [];
  private installed: InstalledMode[] = [];
  /** Plugin files the player installed (listed, and removable, even when they failed to load). */
  private plugins: InstalledPlugin[] = [];
  /** Ids of installed plugins the worker refused at start-up: never sent to a replacement worker. */
  private readonly unloaded = new Set<string>();
  private stats = new Map<string, ModeStats>();
  private keyMap: ReadonlyMap<string, number> = new Map();
  private screen: { name: ScreenName; el: HTMLElement; pushed: boolean } | null = null;
  private movesInFlight = 0;
  /** Moves worked out ahead while a drag is undecided (lookahead.ts). */
  private readonly lookaheads = new Lookaheads((directions) => this.engine.call('lookahead', { directions }));
  /** The pending run of the mode's Interval timer (real-time modes), if any. */
  private tickTimer: ReturnType<typeof setTimeout> | null = null;
  private statsTimer: ReturnType<typeof setTimeout> | null = null;
  private modifierList: Promise<readonly ModifierSummary[]> | null = null;
  /** The replay position last shown on the Replays screen (tests read it). */
  replayFrame: ReplayFrameView | null = null;
  /** A Replay code imported on the Codes screen, for the Replays screen to load. */
  private pendingReplay: string | null = null;
  /** A Custom code the maker opens next ("Edit in maker"), once. */
  private pendingMakerCode: string | null = null;
  /** The first paint's board (the last visit's), and the moves made on it before the engine was ready. */
  private early: {
    readonly modeKey: string;
    readonly view: BoardView;
    readonly board: HTMLElement;
    readonly moves: number[];
  } | null = null;
  /** Counts switches to another game (start-up, a mode chosen or addressed, an import): the latest wins. */
  private switchSeq = 0;
  /** The mode a switch still under way is bringing ('' while start-up has not read which), else null. */
  private switchingTo: string | null = null;
  /** Installed modes removed in this session (an address of one, met going back, names the game shown instead). */
  private readonly removedKeys = new Set<string>();
  /** Modes whose saved game was found damaged and set aside (start-up starts the last one anew). */
  private readonly damaged = new Set<string>();
  /** True while the app itself sets a game aside (it tells the player in its own words). */
  private quietSetAside = false;
  /** Tells other tabs of this origin which mode's game this one saved (they show it too, so one game per mode). */
  private readonly tabs: BroadcastChannel | null =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel('pow2048-games') : null;
  private readonly tabId = Math.random().toString(36).slice(2);
  private readyResolve!: () => void;
  readonly ready = new Promise<void>((r) => (this.readyResolve = r));

  constructor() {
    this.storage = new AppStorage((store, err) => this.toaster.show(storageMessage(store, err), 10000, 'warn'));
    this.storage.onDamaged = (key, reason) => {
      this.damaged.add(key);
      if (!this.quietSetAside) this.toaster.show(setAsideMessage(key, reason), 12000, 'warn');
    };
    this.game = new GameScreen({
      onDirection: (d) => void this.move(d),
      onStatBox: (i) => this.clickStatBox(i),
      onUndo: () => this.step('undo'),
      onRedo: () => this.step('redo'),
      onNewGame: () => this.restartPressed(),
      onKeepGoing: () => this.step('keepGoing'),
      onOpen: (s) => this.openScreen(s, true),
    });
    this.assist = new AssistBar({
      saved: () => this.lastSaved,
      plugins: () => Promise.resolve(this.plugins.filter((p) => !this.unloaded.has(p.info.id)).map((p) => p.text)),
      directions: () => this.view?.directions ?? [],
      play: (d, assist) => this.move(d, assist),
      noteHint: () =>
        void this.engine.call('noteHint', {}).then(
          (u) => this.apply(u, false),
          (err) => this.fail(err),
        ),
      canPlay: () =>
        this.view !== null &&
        this.screen === null &&
        (this.view.status === 'playing' || this.view.status === 'continued'),
      directionName,
    });
    this.game.attachAssist(this.assist.root, this.assist.overlay);
    this.router = new Router(import.meta.env.BASE_URL, (r) => void this.onRoute(r));
    this.engine.onRestart = (kind) => void this.recover(kind);
    this.tabs?.addEventListener('message', (e: MessageEvent<{ modeKey?: unknown; tab?: unknown }>) => {
      if (typeof e.data?.modeKey === 'string' && e.data.tab !== this.tabId) void this.followOtherTab(e.data.modeKey);
    });
    this.engine.onPreambleDropped = () => {
      for (const p of this.plugins) this.unloaded.add(p.info.id);
      this.toaster.show(
        'Installed plugins made the engine stop responding, so they are switched off until the next start.',
        8000,
        'warn',
      );
    };
  }

  async start(): Promise<void> {
    document.body.append(this.game.root, this.screensHost, this.toaster.root);
    const route = this.router.current();
    this.paintRemembered(route);
    this.settings = await this.storage.loadSettings();
    if (this.storage.settingsRepaired)
      this.toaster.show('Some of your settings were damaged and were reset to their defaults.', 8000, 'warn');
    this.applySettings();
    matchMedia?.('(prefers-reduced-motion: reduce)').addEventListener?.(
      'change',
      (e) => (this.systemReduced = e.matches),
    );
    // The theme colour follows a system theme change when Settings follow the system (styles.css does the rest).
    matchMedia?.(DARK_QUERY).addEventListener?.('change', () => this.applySettings());
    this.attachInput();
    const rendererReady = this.loadRenderer();
    await this.loadPlugins();
    const [builtins, installed, stats] = await Promise.all([
      this.engine.call('listModes', {}).catch(() => [] as readonly ModeSummary[]),
      this.storage.installedModes(),
      this.storage.allStats(),
    ]);
    this.builtins = builtins;
    this.installed = installed;
    this.stats = stats;
    await this.resume(route);
    await rendererReady;
    this.endFirstPaint();
    performance.mark('board-ready');
    document.documentElement.dataset['board'] = 'ready';
    this.readyResolve();
    if (route.name !== 'game' && route.name !== 'play') this.openScreen(route.name, false);
    void this.tellDamagedRecords();
    void AppStorage.requestPersistence();
    registerServiceWorker((apply) => this.promptUpdate(apply));
    void this.openShared();
  }

  // ---- codes from outside: share links, shared text, opened files ----

  /** Offers what the page was opened with (a share link, shared text, a file opened with the app). */
  private async openShared(): Promise<void> {
    const shared = await sharedOnOpen(location);
    if (shared) {
      // Answered once: a reload must not ask again.
      history.replaceState(history.state, '', location.pathname);
      if ('plugin' in shared) this.offerPlugin(shared.plugin, 'Shared with you', { kind: 'link' });
      else await this.offerCode(shared);
    }
    const queue = (
      globalThis as {
        launchQueue?: { setConsumer(f: (p: { files?: readonly { getFile(): Promise<File> }[] }) => void): void };
      }
    ).launchQueue;
    queue?.setConsumer(async (params) => {
      const file = await params.files?.[0]?.getFile();
      if (!file) return;
      if (file.size > MAX_SHARED_CODE)
        return void this.toaster.show('That file is too large to be a save code or a plugin file.', 8000, 'warn');
      const text = await file.text();
      // A backup file opened with the app: restored (merged) if the player agrees.
      if (text.startsWith(`{"format":"${BACKUP_FORMAT}"`))
        return void document.body.append(
          offerBar(
            `Opened “${file.name}”: a backup of this app (${Math.max(1, Math.round(text.length / 1024))} KB).`,
            'Restore',
            async () => this.toaster.show(await this.importBackup(text), 10000),
          ),
        );
      const got = await sharedFile(text);
      if (got && 'plugin' in got) this.offerPlugin(got.plugin, `Opened “${file.name}”`, { kind: 'file' });
      else if (got) await this.offerCode(got);
      else this.toaster.show(`“${file.name}” holds no save code.`, 8000, 'warn');
    });
  }

  /**
   * Says what a plugin file that came from outside is (kind, name, version, author, size) and
   * installs it, then plays it if it is a mode, when the player agrees. The worker checks it then.
   */
  private offerPlugin(text: string, lead: string, source: PluginSource): void {
    const head = pluginHead(text);
    const size = `${Math.max(1, Math.round(text.length / 1024))} KB`;
    const kind = { mode: 'mode', modifier: 'modifier', colorScheme: 'colour scheme' }[head?.kind ?? ''] ?? '';
    const what = head
      ? `the ${kind ? `${kind} ` : ''}plugin “${head.name}” v${head.version}${head.author ? ` by ${head.author}` : ''}`
      : 'a plugin file';
    const play = head?.kind === 'mode';
    document.body.append(
      offerBar(`${lead}: ${what} (${size}).`, play ? 'Install and play' : 'Install', async () => {
        const message = await this.installPlugin(text, this.updateChoice(head?.id), source);
        const done = head && this.plugins.some((p) => p.info.id === head.id && p.info.version === head.version);
        this.toaster.show(message, 8000, done ? 'info' : 'warn');
        if (done && play) this.screenApi().play(head.id);
      }),
    );
  }

  /** Says what a shared code is (kind, name, author, size) and imports it, then plays it, if the player agrees. */
  private async offerCode(shared: SharedCode): Promise<void> {
    if (!shared.ok) return void this.toaster.show(shared.message, 8000, 'warn');
    let info: Api['inspectCode']['res'];
    try {
      info = await this.engine.call('inspectCode', { code: shared.code });
    } catch (err) {
      return void this.toaster.show(`A shared code could not be used. ${describe(err)}`, 8000, 'warn');
    }
    const by = shared.author ? ` by ${shared.author}` : '';
    const what =
      info.kind === 'mode'
        ? `the mode “${info.mode.name}”${by}`
        : info.kind === 'game'
          ? `a game of ${info.modeName}${by}`
          : info.kind === 'replay'
            ? `a replay${by}`
            : `a ${info.kind} code${by}`;
    const size = `${Math.max(1, Math.round(shared.code.length / 1024))} KB`;
    document.body.append(
      offerBar(`Shared with you: ${what} (${size}).`, info.kind === 'mode' ? 'Install and play' : 'Open', async () => {
        const outcome = await this.importCode(shared.code, 'link');
        if (outcome.playKey) this.screenApi().play(outcome.playKey);
        else this.toaster.show(outcome.message, 5000);
      }),
    );
  }

  // ---- the first paint ----

  /** Draws the last board of the game a start resumes, before the engine and renderer are ready. */
  private paintRemembered(route: Route): void {
    const r = rememberedBoard();
    if (!r || (route.name === 'play' && route.modeId !== r.modeKey)) return;
    try {
      this.game.update(r.view, null);
      this.early = { modeKey: r.modeKey, view: r.view, board: paintBoard(this.game.boardHost, r.view), moves: [] };
      this.keyMap = buildKeyMap(r.view.directions, this.toScreen);
      performance.mark('first-board');
      document.documentElement.dataset['firstBoard'] = 'shown';
    } catch {
      // A stored board this version cannot draw: the start simply waits for the engine.
      this.early?.board.remove();
      this.early = null;
    }
  }

  /** The real board is up: drop the painted one, and play the moves made on it if it was this position. */
  private endFirstPaint(): void {
    const early = this.early;
    if (!early) return;
    this.early = null;
    // Two frames: the renderer's first frame is on screen before the stand-in goes.
    requestAnimationFrame(() => requestAnimationFrame(() => early.board.remove()));
    const same =
      this.view &&
      this.modeKey === early.modeKey &&
      this.view.moves === early.view.moves &&
      this.view.tiles.length === early.view.tiles.length;
    if (same) for (const d of early.moves) void this.move(d);
  }

  // ---- installed plugin files ----

  /** Registers the stored plugin files in the worker (and in every replacement worker). */
  private async loadPlugins(): Promise<void> {
    const stored = await this.storage.installedPlugins();
    if (stored.length === 0) return;
    this.plugins = stored;
    try {
      const results = await this.engine.call('loadPlugins', { texts: stored.map((p) => p.text) });
      results.forEach((r, i) => {
        if (r.ok) return;
        this.unloaded.add(stored[i]!.info.id);
        this.toaster.show(
          `The installed plugin “${stored[i]!.info.name}” could not be loaded: ${r.message}`,
          8000,
          'warn',
        );
      });
      this.refreshPreamble();
    } catch (err) {
      for (const p of stored) this.unloaded.add(p.info.id);
      this.toaster.show(
        `Installed plugins could not be loaded (${describe(err)}). You can remove them on the Codes screen.`,
        8000,
        'warn',
      );
    }
    // Modifiers switched on that are not available any more would refuse every new game.
    const known = new Set(
      (await this.engine.call('listModifiers', {}).catch(() => [] as readonly ModifierSummary[])).map((m) => m.id),
    );
    if (known.size > 0) known.add(CUSTOM_GRID_MODIFIER);
    if (known.size > 0 && this.settings.modifiers.some((m) => !known.has(m.id))) {
      this.settings = { ...this.settings, modifiers: this.settings.modifiers.filter((m) => known.has(m.id)) };
      void this.storage.saveSettings(this.settings);
    }
  }

  private refreshPreamble(): void {
    this.engine.setPreamble('loadPlugins', {
      texts: this.plugins.filter((p) => !this.unloaded.has(p.info.id)).map((p) => p.text),
    });
  }

  private async refreshModes(): Promise<void> {
    this.modifierList = null;
    this.builtins = await this.engine.call('listModes', {}).catch(() => this.builtins);
  }

  /** What installing a plugin file would do (checked in the worker), or why it cannot be installed. */
  async checkPlugin(text: string): Promise<PluginCheck | string> {
    if (!text.trim()) return 'Paste a plugin file or choose one first.';
    if (text.length > MAX_PLUGIN_TEXT) return 'That file is too large to be a plugin (the limit is 2 MB).';
    try {
      return await this.engine.call('checkPlugin', { text });
    } catch (err) {
      if (err instanceof EngineClientError && err.kind === 'timeout')
        return 'This plugin made the engine stop responding, so it was not installed.';
      return describe(err);
    }
  }

  /**
   * Validates and installs a data-plugin file (in the worker); returns a message for the player.
   * `savedGames` confirms an update of an installed plugin (its `checkPlugin` plan): `keep` leaves
   * the saved game of an updated mode for the new version, `replace` removes it (a new game of the
   * new version starts when it is the game on screen). Without it the same id is refused.
   */
  async installPlugin(
    text: string,
    savedGames?: 'keep' | 'replace',
    source: PluginSource = { kind: 'file' },
  ): Promise<string> {
    if (!text.trim()) return 'Paste a plugin file or choose one first.';
    if (text.length > MAX_PLUGIN_TEXT) return 'That file is too large to be a plugin (the limit is 2 MB).';
    let info: InstalledPluginInfo;
    try {
      info = await this.engine.call('installPlugin', { text, update: savedGames !== undefined });
    } catch (err) {
      if (err instanceof EngineClientError && err.kind === 'timeout')
        return 'This plugin made the engine stop responding, so it was not installed.';
      return describe(err);
    }
    const before = this.plugins.find((p) => p.info.id === info.id);
    const record: InstalledPlugin = { info, text, installedAt: Date.now(), source };
    this.removedKeys.delete(info.id);
    this.unloaded.delete(info.id);
    this.plugins = [...this.plugins.filter((p) => p.info.id !== info.id), record];
    this.refreshPreamble();
    await this.storage.installPlugin(record);
    await this.refreshModes();
    if (before && savedGames) {
      let games = '';
      if (info.kind === 'mode' && savedGames === 'replace') {
        await this.storage.removeGame(info.id);
        if (this.modeKey === info.id) await this.startFrom(info.id, this.source);
        games = ' Its saved game was removed.';
      } else if (info.kind === 'mode') games = ' Its saved game was kept.';
      return `Updated “${info.name}” from v${before.info.version} to v${info.version}.${games}`;
    }
    const by = `v${info.version}${info.author ? `, by ${info.author}` : ''}`;
    const where = {
      mode: 'It is in the mode list under Installed.',
      modifier: 'Switch it on in the Modifiers screen.',
      colorScheme: 'Choose it in Settings.',
    }[info.kind];
    return `Installed “${info.name}” (${by}). ${where}`;
  }

  installedPlugins(): readonly InstalledPluginInfo[] {
    return this.plugins.map((p) => p.info);
  }

  /** Removes an installed plugin file; games and settings that used it are told or reset. */
  async removePlugin(id: string): Promise<void> {
    const p = this.plugins.find((x) => x.info.id === id);
    if (!p) return;
    this.plugins = this.plugins.filter((x) => x !== p);
    this.unloaded.delete(id);
    this.refreshPreamble();
    await this.storage.removePlugin(id);
    await this.engine.call('removePlugin', { id }).catch(() => undefined);
    await this.refreshModes();
    if (this.settings.modifiers.some((m) => m.id === id))
      this.updateSettings({ modifiers: this.settings.modifiers.filter((m) => m.id !== id) });
    if (this.settings.colorScheme === id) this.updateSettings({ colorScheme: '' });
    if (p.info.kind === 'mode' && this.modeKey === id)
      this.toaster.show(
        `“${p.info.name}” was removed. You can finish this game, but it cannot be resumed after a reload.`,
        7000,
        'warn',
      );
  }

  private updateSettings(change: Partial<Settings>): void {
    const schemeBefore = this.settings.colorScheme;
    this.settings = { ...this.settings, ...change };
    this.applySettings();
    void this.storage.saveSettings(this.settings);
    if (this.settings.colorScheme !== schemeBefore) void this.applyColorScheme();
  }

  /** Redraws the game in progress with the chosen colour scheme (the worker resumes it with the scheme). */
  private async applyColorScheme(): Promise<void> {
    if (!this.lastSaved) return;
    try {
      this.apply(
        await this.engine.call('restore', { saved: this.lastSaved, colorScheme: this.settings.colorScheme }),
        false,
      );
    } catch (err) {
      this.fail(err);
    }
  }

  // ---- game flow ----

  /**
   * Begins a switch to another game (`target`: its mode, '' when not known yet). The returned
   * check turns false once a later switch begins: an earlier one still reading storage then gives
   * way instead of showing its game over the later one (a mode chosen, or an address, while
   * start-up or another switch loads).
   */
  private beginSwitch(target: string): { latest: () => boolean; end: () => void } {
    const seq = ++this.switchSeq;
    this.switchingTo = target;
    const latest = (): boolean => seq === this.switchSeq;
    return { latest, end: () => void (latest() && (this.switchingTo = null)) };
  }

  private async resume(route: Route): Promise<void> {
    const sw = this.beginSwitch('');
    try {
      const saved = await this.storage.loadGame();
      if (!sw.latest()) return;
      // Another mode's address: that mode's own saved game, if it has one (else a new game).
      if (route.name === 'play' && (!saved || saved.modeKey !== route.modeId)) return await this.playMode(route.modeId);
      if ((saved && (await this.restore(saved))) || !sw.latest()) return;
      // Not resumed (set aside, kept for export): a new game of its mode (an imported game's from its code, which no list has).
      const key = saved?.modeKey ?? [...this.damaged].pop() ?? DEFAULT_MODE;
      const source = this.sourceFor(key, undefined, saved);
      await (source ? this.startFrom(key, source) : this.startMode(DEFAULT_MODE));
    } finally {
      sw.end();
    }
  }

  /**
   * Resumes a saved game (a long resume shows that it is under way). One that cannot be resumed
   * (refused, or past RESTORE_TIMEOUT_MS) is set aside in storage, kept for export, before the
   * caller starts a new game in its place: a saved game is never replaced by a new one.
   */
  private async restore(saved: SavedGameRecord): Promise<boolean> {
    const name = saved.title || saved.modeKey;
    let progress: ToastHandle | null = null;
    const slow = setTimeout(
      () =>
        (progress = this.toaster.show(
          `Resuming your game of “${name}”… (this mode takes a while to draw)`,
          RESTORE_TIMEOUT_MS,
          'info',
        )),
      RESTORE_PROGRESS_MS,
    );
    try {
      // Another game than the one shown (if any): its win is not counted again.
      this.apply(
        await this.engine.call(
          'restore',
          { saved: saved.session, colorScheme: this.settings.colorScheme },
          RESTORE_TIMEOUT_MS,
        ),
        false,
        saved,
      );
      return true;
    } catch (err) {
      const reason =
        err instanceof EngineClientError && err.kind === 'timeout'
          ? `it took more than ${RESTORE_TIMEOUT_MS / 1000} seconds`
          : describe(err);
      this.quietSetAside = true;
      await this.storage.setAside(saved.modeKey, saved, reason).finally(() => (this.quietSetAside = false));
      this.toaster.show(setAsideMessage(name, reason), 12000, 'warn');
      return false;
    } finally {
      clearTimeout(slow);
      (progress as ToastHandle | null)?.dismiss();
    }
  }

  /** Says at start-up which installed modes are damaged (damaged saved games are told when found). */
  private async tellDamagedRecords(): Promise<void> {
    const modes = (await this.storage.damagedRecords()).filter((d) => d.id.startsWith('modes/'));
    if (modes.length)
      this.toaster.show(
        `${modes.length === 1 ? 'An installed mode is' : `${modes.length} installed modes are`} damaged and cannot be played. Export or remove ${modes.length === 1 ? 'it' : 'them'} under Modes → Damaged saved games.`,
        12000,
        'warn',
      );
  }

  /** Past MAX_SAVED_GAMES, asks whether to remove the game saved least recently (nothing is dropped unasked). */
  private async offerTrim(): Promise<void> {
    const games = await this.storage.savedGames();
    const oldest = games[0];
    if (games.length <= MAX_SAVED_GAMES || !oldest || oldest.modeKey === this.modeKey) return;
    const name = oldest.title || this.entries().find((e) => e.key === oldest.modeKey)?.summary.name || oldest.modeKey;
    this.toaster.show(tooManyGamesMessage(games.length, name), 10000, 'info', {
      label: 'Remove it',
      name: `Remove the saved game of ${name}`,
      run: () =>
        void this.storage
          .removeGame(oldest.modeKey)
          .then(() => this.toaster.show(`The saved game of “${name}” was removed.`, 4000)),
    });
  }

  /** A new game of the current mode with the same options (and the modifiers chosen now); the player may take it back. */
  /** The game screen's New game: with the Restart setting on "game over", a game still going ends first. */
  private async restartPressed(): Promise<void> {
    const status = this.view?.status;
    if (this.settings.restart !== 'gameOver' || (status !== 'playing' && status !== 'continued')) return this.newGame();
    try {
      this.apply(await this.engine.call('resign', {}), false);
    } catch (err) {
      this.fail(err);
    }
  }

  async newGame(): Promise<void> {
    const key = this.modeKey;
    const game = this.lastSaved && { modeKey: key, source: this.source, session: this.lastSaved };
    if ((await this.startFrom(key, this.source)) && game) this.offerUndo({ game, counted: key });
  }

  /** Shows "New game started" with an Undo that puts `replaced` back (for a few seconds). */
  private offerUndo(replaced: Replaced): void {
    this.undoNewGame?.dismiss();
    const toast = this.toaster.show('New game started', UNDO_NEW_GAME_MS, 'info', {
      label: 'Undo',
      name: 'Undo new game',
      run: () => {
        if (this.undoNewGame === toast) this.undoNewGame = null;
        void this.bringBack(replaced);
      },
    });
    this.undoNewGame = toast;
  }

  private async bringBack(replaced: Replaced): Promise<void> {
    const { game, stored, counted } = replaced;
    let u: Update;
    try {
      u = await this.engine.call('restore', { saved: game.session, colorScheme: this.settings.colorScheme });
    } catch (err) {
      this.toaster.show(`The previous game could not be brought back (${describe(err)}).`, 6000, 'warn');
      return;
    }
    // Written before the game shown is saved (by apply), so the shown one stays the current game.
    if (stored) void this.storage.saveGame(stored.modeKey, stored.source, stored.session, stored.status, stored.title);
    this.apply(u, false, game);
    // The new game is dropped: it no longer counts as a game played (the one back was counted when it began).
    void this.bumpStats(counted, (s) => ({ ...s, games: Math.max(0, s.games - 1) }));
    // The address follows when the game brought back is another mode's.
    if (this.router.current().name === 'play') this.router.record({ name: 'play', modeId: game.modeKey }, 'replace');
  }

  /**
   * The source that starts mode `key` (`options` if given, else the ones last chosen); null (told)
   * when there is no such mode. `saved`: the mode's saved game, if read.
   */
  private sourceFor(
    key: string,
    options?: Readonly<Record<string, ModeOptionValue>>,
    saved?: SavedGameRecord | null,
  ): GameSource | null {
    if (isImportedKey(key)) {
      // An imported game's mode is in no list: its code comes with its saved game (or the game shown).
      const known = saved?.modeKey === key ? saved.source : key === this.modeKey ? this.source : undefined;
      // (A game kept from a backup next to its mode's own has that mode's source.)
      if (known) return known;
      this.toaster.show('That imported game is no longer here; starting 2048 instead.', 5000, 'warn');
      return null;
    }
    if (key.startsWith(INSTALLED)) {
      const inst = this.installed.find((m) => m.summary.id === key);
      if (inst) return { kind: 'code', code: inst.code };
      this.toaster.show('That installed mode is no longer here; starting 2048 instead.', 5000, 'warn');
      return null;
    }
    if (this.builtins.length > 0 && !this.builtins.some((m) => m.id === key)) {
      this.toaster.show(`There is no mode “${key}”; starting 2048 instead.`, 5000, 'warn');
      return null;
    }
    const chosen = options ?? this.settings.modeOptions[key];
    return chosen && Object.keys(chosen).length
      ? { kind: 'mode', modeId: key, options: chosen }
      : { kind: 'mode', modeId: key };
  }

  /** Starts a new game of a mode: `options` if given, else the options last chosen for it. */
  async startMode(
    key: string,
    seed?: number,
    size?: { width: number; height: number },
    options?: Readonly<Record<string, ModeOptionValue>>,
  ): Promise<void> {
    const source = this.sourceFor(key, options);
    if (!source) return this.startMode(DEFAULT_MODE);
    await this.startFrom(key, source, seed, size);
  }

  /**
   * The player chose a mode (picker, address): its saved game comes back when it is still going
   * and was started the same way (same options), else a new game starts. A game that other
   * options replace can be brought back from the toast.
   */
  async playMode(key: string, options?: Readonly<Record<string, ModeOptionValue>>): Promise<void> {
    const sw = this.beginSwitch(key);
    try {
      const saved = await this.storage.loadGameFor(key);
      // A later switch began meanwhile: its game is the one to show.
      if (!sw.latest()) return;
      const source = this.sourceFor(key, options, saved);
      if (!source) return await this.playMode(DEFAULT_MODE);
      if (saved && resumes(saved, source)) {
        if (!(await this.restore(saved)) && sw.latest()) await this.startFrom(key, source);
        return;
      }
      if ((await this.startFrom(key, source)) && saved && inProgress(saved))
        this.offerUndo({ game: saved, counted: key });
    } finally {
      sw.end();
    }
  }

  /** Starts a game from `source`; false (told) when the engine refused it. */
  async startFrom(
    key: string,
    source: GameSource,
    seed?: number,
    size?: { width: number; height: number },
  ): Promise<boolean> {
    try {
      const mods = this.settings.modifiers;
      const u = await this.engine.call('newGame', {
        source,
        ...(seed === undefined ? {} : { seed }),
        ...(size ? { size } : {}),
        ...(source.kind === 'mode' && source.options ? { options: source.options } : {}),
        ...(mods.length ? { modifiers: mods } : {}),
        ...(this.settings.colorScheme ? { colorScheme: this.settings.colorScheme } : {}),
      });
      this.apply(u, true, { modeKey: key, source });
      void this.bumpStats(key, (s) => ({ ...s, games: s.games + 1 }));
      void this.offerTrim();
      return true;
    } catch (err) {
      this.toaster.show(`Could not start the game: ${describe(err)}`, 6000, 'warn');
      if (!this.view && key !== DEFAULT_MODE) await this.startMode(DEFAULT_MODE);
      return false;
    }
  }

  /** Sends a move; resolves once its result is shown (or it was dropped). */
  move(direction: number, assist?: AssistKind): Promise<boolean> {
    // Moves on the first paint's board wait for the engine (as many as may be in flight).
    if (!this.view && this.early && !this.screen && this.early.moves.length < MAX_MOVES_IN_FLIGHT)
      this.early.moves.push(direction);
    // Input beyond two pending moves is dropped so fast swiping never builds a backlog.
    if (!this.view || this.screen || this.movesInFlight >= MAX_MOVES_IN_FLIGHT) return Promise.resolve(false);
    // Worked out ahead on the board shown, with nothing on its way that would change it: drawn now,
    // and the worker plays it (the page keeps drawing its answer when it came out otherwise).
    const ahead = this.movesInFlight === 0 ? this.lookaheads.take(this.view, direction) : null;
    this.lookaheads.drop();
    if (ahead) this.renderer?.show(this.drawn(ahead.move.view), ahead.move.result);
    this.movesInFlight++;
    // A move by hand in the direction a hint shows is marked as helped.
    const helped = assist ?? this.assist.assistOf(direction);
    return this.engine
      .call('move', {
        direction,
        ...(helped ? { assist: helped } : {}),
        ...(ahead ? { lookahead: ahead.version } : {}),
      })
      .then((u) => {
        this.apply(u, false, undefined, ahead ? (u.lookahead === 'same' ? 'same' : 'other') : undefined);
        return u.result.moved;
      })
      .catch((err) => {
        // The board drawn ahead was not played: back to the game as it is.
        if (ahead && this.view) this.renderer?.show(this.drawn(this.view), null);
        this.fail(err);
        return false;
      })
      .finally(() => this.movesInFlight--);
  }

  private click(v: number, h: number): void {
    if (!this.view?.tileClicks || this.screen) return;
    void this.engine.call('click', { v, h }).then(
      (u) => this.apply(u, false),
      (err) => this.fail(err),
    );
  }

  private clickStatBox(index: number): void {
    if (!this.view || this.screen) return;
    void this.engine.call('statBoxClick', { index }).then(
      (u) => this.apply(u, false),
      (err) => this.fail(err),
    );
  }

  /** Runs the mode's Interval timer when the view says it is due. */
  private scheduleTick(view: BoardView): void {
    if (this.tickTimer !== null) clearTimeout(this.tickTimer);
    this.tickTimer = null;
    const due = view.timerDueAt;
    if (due === undefined || due === null) return;
    this.tickTimer = setTimeout(() => this.tick(), Math.max(MIN_TICK_MS, due - Date.now()));
  }

  private tick(): void {
    this.tickTimer = null;
    if (!this.view) return;
    // A move on its way brings a fresh view, and the next tick with it.
    if (this.movesInFlight > 0) return this.scheduleTick(this.view);
    void this.engine.call('tick', {}).then(
      (u) => this.apply(u, false),
      (err) => this.fail(err),
    );
  }

  /** Live timer boxes: asks for the stat boxes again while this view is the one shown. */
  private scheduleStats(view: BoardView): void {
    if (this.statsTimer !== null) clearTimeout(this.statsTimer);
    this.statsTimer = null;
    const ms = view.liveStatsMs;
    if (!ms || !(ms > 0)) return;
    this.statsTimer = setTimeout(
      () => {
        this.statsTimer = null;
        if (this.view !== view) return; // the newer view scheduled its own
        if (document.hidden) {
          this.scheduleStats(view);
          return;
        }
        void this.engine.call('statBoxes', {}).then(
          (boxes) => {
            if (this.view !== view) return;
            this.game.showStatBoxes(boxes);
            this.scheduleStats(view);
          },
          () => undefined,
        );
      },
      Math.max(100, ms),
    );
  }

  private step(kind: 'undo' | 'redo' | 'keepGoing'): void {
    if (!this.view) return;
    void this.engine.call(kind, {}).then(
      (u) => this.apply(u, false),
      (err) => this.fail(err),
    );
  }

  /**
   * Shows an update; `game` when it is another game than the one shown (its mode and source).
   * `drawnAhead`: a move worked out ahead is on the board already, the same as this update ('same':
   * not drawn again) or not ('other': the board jumps to this update).
   */
  private apply(
    u: Update,
    fresh: boolean,
    game?: { readonly modeKey: string; readonly source: GameSource },
    drawnAhead?: 'same' | 'other',
  ): void {
    // Another game's update: the shown game's status must not count as this one's "before".
    const prev = game ? null : this.view;
    if (game) {
      this.modeKey = game.modeKey;
      this.source = game.source;
    }
    this.view = u.view;
    const drawn = this.drawn(u.view);
    rememberBoard(this.modeKey, drawn);
    if (drawnAhead !== 'same') this.renderer?.show(drawn, drawnAhead === 'other' ? null : u.result);
    this.game.setBest(this.stats.get(this.modeKey) ?? EMPTY_STATS);
    this.game.update(u.view, u.result);
    // Another game, or the board changed: an old hint no longer applies.
    if (game) this.assist.stop();
    this.assist.refresh(game !== undefined || u.result.moved || u.result.kind === 'undo' || u.result.kind === 'redo');
    this.rebuildKeyMap(); // cheap, and directions may change with the state
    this.scheduleTick(u.view);
    this.scheduleStats(u.view);
    // A timer run that changed no tile is not worth a save (real-time modes tick many times a second).
    if (
      u.result.moved ||
      fresh ||
      (u.result.kind !== 'move' && u.result.kind !== 'timer') ||
      prev?.status !== u.view.status
    ) {
      this.lastSaved = u.saved;
      const key = this.modeKey;
      const saving = this.storage.saveGame(key, this.source, u.saved, u.view.status, u.view.modeName);
      // A game played on (not just resumed): another tab showing this mode takes it up, so each
      // mode's record has one writer at a time.
      if (u.result.kind !== 'start' || fresh)
        void saving.then(() => this.tabs?.postMessage({ modeKey: key, tab: this.tabId }));
    }
    for (const a of u.result.announcements) this.toaster.show(a.text, a.ms);
    const best = this.stats.get(this.modeKey)?.best ?? 0;
    if (Number.isFinite(u.view.scoreValue) && u.view.scoreValue > best)
      void this.bumpStats(this.modeKey, (s) => ({ ...s, best: u.view.scoreValue, bestText: u.view.score }));
    if (prev && prev.status === 'playing' && u.view.status === 'won')
      void this.bumpStats(this.modeKey, (s) => ({ ...s, wins: s.wins + 1 }));
  }

  private async bumpStats(key: string, change: (s: ModeStats) => ModeStats): Promise<void> {
    // Keep the in-memory copy authoritative so rapid updates do not race each other.
    const next = change(this.stats.get(key) ?? { best: 0, games: 0, wins: 0 });
    this.stats.set(key, next);
    await this.storage.updateStats(key, () => next);
  }

  private fail(err: unknown): void {
    if (err instanceof EngineClientError && (err.kind === 'timeout' || err.kind === 'crashed')) return; // recover() handles it
    this.toaster.show(describe(err), 5000, 'warn');
  }

  /**
   * Another tab saved a move of `modeKey`. When this tab shows that mode, it shows the other tab's
   * position (its own was saved before, and the other tab's is newer): playing on here then
   * continues that game instead of overwriting it.
   */
  private async followOtherTab(modeKey: string): Promise<void> {
    if (modeKey !== this.modeKey || this.switchingTo !== null) return;
    const saved = await this.storage.loadGameFor(modeKey);
    if (!saved || modeKey !== this.modeKey || this.switchingTo !== null || this.movesInFlight > 0) return;
    try {
      const u = await this.engine.call(
        'restore',
        { saved: saved.session, colorScheme: this.settings.colorScheme },
        RESTORE_TIMEOUT_MS,
      );
      if (modeKey !== this.modeKey || this.switchingTo !== null) return;
      this.apply(u, false, saved);
      this.toaster.show('This game was played on in another tab: its latest move is shown here.', 4000);
    } catch {
      /* the next save from either tab tries again */
    }
  }

  /** The worker was replaced (stuck mode or crash): resume from the last saved state. */
  private async recover(kind: 'timeout' | 'crashed' | string): Promise<void> {
    this.movesInFlight = 0;
    // A switch under way (start-up, a mode chosen) handles its own failed call: its saved game is
    // set aside, not replaced by a new game started here.
    if (this.switchingTo !== null) return;
    this.toaster.show(restartMessage(kind, this.view?.modeName ?? '', this.engine.timeoutMs / 1000), 12000, 'warn');
    if (this.lastSaved) {
      const record: SavedGameRecord = {
        seq: 0,
        modeKey: this.modeKey,
        savedAt: Date.now(),
        source: this.source,
        session: this.lastSaved,
        ...(this.view ? { title: this.view.modeName } : {}),
      };
      if (await this.restore(record)) return;
    }
    await this.startMode(this.modeKey);
  }

  // ---- renderer and input ----

  private async loadRenderer(): Promise<void> {
    const host = this.game.boardHost;
    try {
      const { BoardRenderer } = await import('../render/board-renderer.ts');
      this.renderer = await BoardRenderer.create(host, {
        motion: () => motionFactor(this.settings, this.systemReduced),
      });
      new ResizeObserver((entries) => {
        const r = entries[0]?.contentRect;
        if (r) this.renderer?.resize(r.width, r.height);
      }).observe(host);
      if (this.view) this.renderer.show(this.drawn(this.view), null);
    } catch (err) {
      host.appendChild(el('p', { class: 'notice' }, `The board cannot be drawn on this device (${describe(err)}).`));
    }
  }

  private toScreen = (dv: number, dh: number): { x: number; y: number } =>
    this.renderer
      ? this.renderer.screenVector(dv, dh)
      : this.view?.hexagonal
        ? { x: dh / 2, y: (dv * Math.sqrt(3)) / 2 }
        : { x: dh, y: dv };

  private rebuildKeyMap(): void {
    this.keyMap = this.view ? buildKeyMap(this.view.directions, this.toScreen) : new Map();
  }

  private attachInput(): void {
    attachKeyboard(window, {
      keyMap: () => this.keyMap,
      active: () => !this.screen,
      onDirection: (d) => void this.move(d),
      onUndo: () => this.step('undo'),
      onRedo: () => this.step('redo'),
    });
    attachGestures(this.game.boardHost, {
      onSwipe: (dx, dy) => {
        const view = this.view ?? this.early?.view;
        if (!view) return;
        const d = nearestDirection(dx, dy, view.directions, this.toScreen);
        if (d !== null) void this.move(d);
      },
      isClear: (dx, dy, share) => {
        const view = this.view ?? this.early?.view;
        return !!view && clearDirection(dx, dy, view.directions, this.toScreen, share) !== null;
      },
      onUndecided: (dx, dy) => {
        // Only on a settled board: a move on its way would change the board the look is made on.
        const view = this.view;
        if (
          !view ||
          this.screen ||
          this.movesInFlight > 0 ||
          (view.status !== 'playing' && view.status !== 'continued')
        )
          return;
        const pair = candidateDirections(dx, dy, view.directions, this.toScreen);
        if (pair.length > 0) this.lookaheads.want(view, pair);
      },
      onRelease: () => this.lookaheads.drop(),
      onTap: (x, y) => {
        const cell = this.renderer?.hitTest(x, y);
        if (cell) this.click(cell[0], cell[1]);
      },
    });
  }

  // ---- settings, screens, routes ----

  private applySettings(): void {
    const root = document.documentElement;
    if (this.settings.theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = this.settings.theme;
    rememberTheme(this.settings.theme);
    this.game.setDarkTheme(isDarkTheme(this.settings.theme, matchMedia?.(DARK_QUERY).matches ?? false));
    this.game.setButtonsMode(this.settings.directionButtons);
    if (this.view && this.drawnReadable !== (this.settings.readableNumbers === 'on'))
      this.renderer?.show(this.drawn(this.view), null);
  }

  /** What the board draws of a view: with "readable tile numbers" on, faint numbers recoloured. */
  private drawn(view: BoardView): BoardView {
    this.drawnReadable = this.settings.readableNumbers === 'on';
    return this.drawnReadable ? readableView(view) : view;
  }

  private async onRoute(r: Route): Promise<void> {
    if (r.name === 'game') return this.closeScreen(false);
    if (r.name === 'play') {
      this.closeScreen(false);
      // Back to the address of a mode just removed (the entry under the screen): the game shown now is named instead.
      if (this.removedKeys.has(r.modeId)) return this.router.record({ name: 'play', modeId: this.modeKey }, 'replace');
      // Compared with the game on its way, if any: the one shown may be about to be replaced.
      if (r.modeId !== (this.switchingTo ?? this.modeKey)) await this.playMode(r.modeId);
      return;
    }
    this.openScreen(r.name, false);
  }

  openScreen(name: ScreenName, push: boolean): void {
    if (this.screen?.name === name) return;
    this.assist.stop();
    this.closeScreen(false);
    const api = this.screenApi();
    const make = {
      modes: modesScreen,
      rules: rulesScreen,
      settings: settingsScreen,
      import: codesScreen,
      replays: replaysScreen,
      modifiers: modifiersScreen,
      maker: makerScreen,
    }[name];
    const node = make(api);
    this.screen = { name, el: node, pushed: push };
    this.game.root.inert = true;
    this.game.showModeLook(false);
    this.screensHost.appendChild(node);
    if (push) this.router.record({ name }, 'push');
  }

  private closeScreen(viaUi: boolean): void {
    const s = this.screen;
    if (!s) return;
    this.screen = null;
    screenClosed(s.el);
    s.el.remove();
    this.game.root.inert = false;
    this.game.showModeLook(true);
    this.game.boardHost.focus({ preventScroll: true });
    if (viaUi) {
      if (s.pushed) history.back();
      else this.router.record({ name: 'game' }, 'replace');
    }
  }

  private entries(): PickerEntry[] {
    return [
      ...this.builtins.map((m) => ({ key: m.id, summary: m, installed: m.installed !== undefined })),
      ...this.installed.map((m) => ({ key: m.summary.id, summary: m.summary, installed: true })),
    ];
  }

  /** The games imported from Game codes that have a saved game: their mode is in no other list. */
  private async importedEntries(): Promise<PickerEntry[]> {
    const games = importedGames(await this.storage.savedGames());
    return Promise.all(games.map(async (g) => importedEntry(g.key, g.title || (await this.importedTitle(g.key)))));
  }

  /** What the Game code of the game shown tells of its mode (read again by the worker, once per code). */
  private currentCode(): Promise<GameCodeInfo | null> {
    const source = this.source;
    if (source.kind !== 'code') return Promise.resolve(null);
    if (this.codeInfo?.code !== source.code) {
      const info = this.engine.call('inspectCode', { code: source.code }).then(
        (i) => (i.kind === 'game' ? i : null),
        () => null,
      );
      this.codeInfo = { code: source.code, info };
    }
    return this.codeInfo.info;
  }

  /** The title of an imported game saved before saves kept titles: read from its code. */
  private async importedTitle(key: string): Promise<string> {
    const saved = await this.storage.loadGameFor(key);
    if (saved?.source.kind !== 'code') return 'Imported game';
    const info = await this.engine.call('inspectCode', { code: saved.source.code }).catch(() => null);
    return info?.kind === 'game' ? info.modeName : 'Imported game';
  }

  private screenApi(): ScreenApi {
    return {
      modes: async () => [...this.entries(), ...(await this.importedEntries())],
      stats: async () => this.stats,
      modeTags: () => this.engine.call('modeTags', {}),
      previewMode: (modeId) => this.engine.call('previewMode', { modeId }),
      savedModes: async () => new Set((await this.storage.savedGames()).filter(inProgress).map((e) => e.modeKey)),
      play: (key, options) => {
        this.closeScreen(false);
        this.router.record({ name: 'play', modeId: key }, 'replace');
        if (options) this.rememberOptions(key, options);
        void this.playMode(key, options);
      },
      modeOptions: (key) => this.settings.modeOptions[key] ?? {},
      currentView: () => this.view,
      newGame: () => {
        this.closeScreen(true);
        void this.newGame();
      },
      modifiers: () =>
        (this.modifierList ??= this.engine.call('listModifiers', {}).catch((err) => {
          this.modifierList = null;
          throw err;
        })),
      exportModifiers: async () =>
        (await this.engine.call('exportModifiers', { modifiers: this.settings.modifiers })).code,
      exportReplay: () => this.engine.call('exportReplay', {}),
      openReplay: async (code) => (this.replayFrame = await this.engine.call('openReplay', { code })),
      replaySeek: async (index) => (this.replayFrame = await this.engine.call('replaySeek', { index })),
      makerOpen: (code) => this.engine.call('makerOpen', code === undefined ? {} : { code }),
      makerCheck: (draft) => this.engine.call('makerCheck', { draft }),
      previewStart: (code, seed) => this.engine.call('previewStart', seed === undefined ? { code } : { code, seed }),
      previewMove: (direction) => this.engine.call('previewMove', { direction }),
      openMaker: (code) => {
        this.pendingMakerCode = code ?? null;
        // The maker takes the calling screen's place (Close goes back to the game).
        this.closeScreen(false);
        this.openScreen('maker', false);
        this.router.record({ name: 'maker' }, 'replace');
      },
      infusedOpen: (code) => this.engine.call('infusedOpen', { code }),
      infusedAct: (index, action) => this.engine.call('infusedAct', { index, action }),
      infusedBake: () => this.engine.call('infusedBake', {}),
      makerCodeOf: (key) => {
        const code = this.installed.find((m) => m.summary.id === key)?.code ?? null;
        return code?.startsWith('@2048PowCompCustom|') || code?.startsWith('@2048PowCompInfused|') ? code : null;
      },
      takePendingMakerCode: () => {
        const code = this.pendingMakerCode;
        this.pendingMakerCode = null;
        return code;
      },
      takePendingReplay: () => {
        const code = this.pendingReplay;
        this.pendingReplay = null;
        return code;
      },
      closeReplay: () => {
        this.replayFrame = null;
        void this.engine.call('closeReplay', {}).catch(() => undefined);
      },
      createBoard: async (host) => {
        try {
          const { BoardRenderer } = await import('../render/board-renderer.ts');
          return await BoardRenderer.create(host, { motion: () => motionFactor(this.settings, this.systemReduced) });
        } catch {
          return null;
        }
      },
      currentMode: () =>
        this.entries().find((e) => e.key === this.modeKey) ??
        (isImportedKey(this.modeKey) && this.view ? importedEntry(this.modeKey, this.view.modeName) : null),
      currentCode: () => this.currentCode(),
      ruleFormulas: () => this.engine.call('ruleFormulas', {}).catch(() => null),
      playground: (req) => this.engine.call('playground', req),
      inspectRules: (replay) => this.engine.call('inspectRules', replay ? { replay: true } : {}),
      settings: () => this.settings,
      updateSettings: (change) => this.updateSettings(change),
      exportCode: async () => (await this.engine.call('exportCode', {})).code,
      importCode: (code) => this.importCode(code),
      damaged: () => this.storage.damagedRecords(),
      removeDamaged: (id) => this.storage.removeDamaged(id),
      removeMode: (key) => this.removeInstalled(key),
      checkPlugin: (text) => this.checkPlugin(text),
      installPlugin: (text, savedGames) => this.installPlugin(text, savedGames),
      installedPlugins: () => this.installedPlugins(),
      removePlugin: (id) => this.removeInstalled(id),
      installedList: () => this.installedList(),
      feeds: () => this.storage.feeds(),
      addFeed: (url) => this.addFeed(url),
      openFeed: (url) => fetchFeed(this.fetchFeedFile, url),
      removeFeed: (url) => this.storage.removeFeed(url),
      installFromFeed: (entry, feed) => this.installFromFeed(entry, feed),
      shareLinkOf: async (key) => {
        const base = new URL(import.meta.env.BASE_URL, location.href).href;
        const p = this.plugins.find((x) => x.info.id === key);
        if (p) return pluginShareLink(base, p.text);
        const m = this.installed.find((x) => x.summary.id === key);
        return m ? shareLink(base, m.code) : null;
      },
      exportBackup: () => this.exportBackup(),
      importBackup: (text) => this.importBackup(text),
      close: () => this.closeScreen(true),
    };
  }

  private rememberOptions(key: string, options: Readonly<Record<string, ModeOptionValue>>): void {
    const modeOptions = { ...this.settings.modeOptions };
    if (Object.keys(options).length) modeOptions[key] = options;
    else delete modeOptions[key];
    this.settings = { ...this.settings, modeOptions };
    void this.storage.saveSettings(this.settings);
  }

  async importCode(raw: string, origin: InstalledMode['origin'] = 'code'): Promise<ImportOutcome> {
    const code = raw.trim();
    let info: Api['inspectCode']['res'];
    try {
      info = await this.engine.call('inspectCode', { code });
    } catch (err) {
      return { message: describe(err), detail: err instanceof EngineClientError ? err.detail : undefined };
    }
    if (info.kind === 'mode') {
      const key = `${INSTALLED}${hashId(code)}`;
      const summary: ModeSummary = { ...info.mode, id: key, category: 'Installed' };
      const mode: InstalledMode = { summary, code, installedAt: Date.now(), origin };
      this.removedKeys.delete(key);
      this.installed = [...this.installed.filter((m) => m.summary.id !== key), mode];
      await this.storage.installMode(mode);
      return { message: `Installed “${summary.name}”. It is in the mode list under Installed.`, playKey: key };
    }
    if (info.kind === 'game') {
      // Not back in history: the entry under the Codes screen may name another mode, whose route
      // would replace the imported game (or stay as an address a reload resumes the wrong game at).
      this.closeScreen(false);
      const sw = this.beginSwitch(info.modeId);
      try {
        // What the import replaces, read before it starts: the game shown, and the code's own saved
        // game (a Game code's mode is keyed by the code, so that is an earlier import of the same code).
        // Undo reverts both (importUndo says why the latter cannot simply be kept).
        const shown = this.lastSaved &&
          this.view && {
            modeKey: this.modeKey,
            source: this.source,
            session: this.lastSaved,
            status: this.view.status,
          };
        const replaced = importUndo(shown, await this.storage.loadGameFor(info.modeId), info.modeId);
        const started = await this.startFrom(info.modeId, { kind: 'code', code });
        // The address names the game shown, in the Codes screen's place (as choosing a mode does).
        this.router.record(started ? { name: 'play', modeId: info.modeId } : { name: 'game' }, 'replace');
        if (started && replaced) this.offerUndo(replaced);
      } finally {
        sw.end();
      }
      return { message: `Loaded a game of ${info.modeName}.` };
    }
    if (info.kind === 'replay') {
      // Straight to the player, with the code loaded.
      this.pendingReplay = code;
      // The Replays screen takes the Codes screen's place (and its history entry).
      const pushed = this.screen?.pushed ?? false;
      this.closeScreen(false);
      this.openScreen('replays', false);
      if (this.screen) this.screen.pushed = pushed;
      this.router.record({ name: 'replays' }, 'replace');
      return { message: 'Opened the replay on the Replays screen.' };
    }
    if (info.kind === 'modifiers') {
      this.updateSettings({ modifiers: info.choices });
      // A Modifiers screen open under the Codes screen shows the new choices when it is opened again.
      const n = info.choices.length;
      return {
        message: n
          ? `Switched on ${n} modifier${n > 1 ? 's' : ''} from the code (see the Modifiers screen). They apply to your next new game.`
          : 'The code has every modifier off: new games use each mode’s own rules.',
      };
    }
    return { message: info.note };
  }

  // ---- installed modes, feeds, backups ----

  /**
   * The only fetches modes cause: a feed and its files, on the player's action, from the address
   * entered. The service worker fetches them (the page's CSP allows its own origin only), and only
   * for feeds in the player's list (src/app/feed-relay.ts).
   */
  private readonly fetchFeedFile: FetchLike = fetchThroughServiceWorker;

  /** Adding a feed puts it in the list (the service worker fetches only listed feeds), then fetches it; kept only if it is a feed. */
  private async addFeed(text: string): Promise<Checked<Feed>> {
    const checked = checkFeedUrl(text);
    if (!checked.ok) return checked;
    const url = checked.value.href;
    const listed = (await this.storage.feeds()).some((f) => f.url === url);
    if (!listed) await this.storage.addFeed({ url, name: checked.value.host, addedAt: Date.now() });
    const r = await fetchFeed(this.fetchFeedFile, url);
    if (r.ok) await this.storage.addFeed({ url: r.value.url, name: r.value.name, addedAt: Date.now() });
    else if (!listed) await this.storage.removeFeed(url);
    return r;
  }

  /** Files from a link or a feed update an installed plugin of the same id keeping its saved game (older ones are refused). */
  private updateChoice(id: string | undefined): 'keep' | undefined {
    return id !== undefined && this.plugins.some((p) => p.info.id === id) ? 'keep' : undefined;
  }

  /** Downloads a feed entry's file (its SHA-256 checked) and installs it as coming from `feed`. */
  private async installFromFeed(entry: FeedEntry, feed: string): Promise<string> {
    const got = await downloadEntry(this.fetchFeedFile, entry);
    if (!got.ok) return got.message;
    const head = pluginHead(got.value);
    if (head?.id !== entry.id || head.version !== entry.version)
      return `The file of “${entry.name}” is not the plugin the feed lists (its id or version differs), so it was not installed.`;
    return this.installPlugin(got.value, this.updateChoice(head.id), { kind: 'feed', feed });
  }

  /** Installed modes and plugin files with where they came from, version, size and when last played. */
  private async installedList(): Promise<InstalledItem[]> {
    const played = new Map((await this.storage.savedGames()).map((e) => [e.modeKey, e]));
    const item = (key: string): Pick<InstalledItem, 'lastPlayed' | 'hasGame'> => {
      const g = played.get(key);
      return g ? { lastPlayed: g.savedAt, hasGame: inProgress(g) } : { hasGame: false };
    };
    return [
      ...this.installed.map(
        (m): InstalledItem => ({
          key: m.summary.id,
          name: m.summary.name,
          kind: 'mode',
          source: m.origin ?? 'code',
          version: '',
          size: m.code.length,
          installedAt: m.installedAt,
          ...item(m.summary.id),
        }),
      ),
      ...this.plugins.map(
        (p): InstalledItem => ({
          key: p.info.id,
          name: p.info.name,
          kind: p.info.kind,
          source: p.source?.kind ?? 'file',
          ...(p.source?.kind === 'feed' ? { feed: p.source.feed } : {}),
          version: p.info.version,
          size: p.text.length,
          installedAt: p.installedAt,
          ...item(p.info.id),
        }),
      ),
    ].sort((a, b) => a.installedAt - b.installedAt);
  }

  /**
   * Removes an installed mode or plugin file and its saved game (the player was told which), or
   * forgets an imported game. A game of it on screen gives way to 2048 first: its next move would
   * save it again.
   */
  private async removeInstalled(key: string): Promise<void> {
    if (isImportedKey(key)) return this.storage.removeGame(key);
    const name =
      this.plugins.find((p) => p.info.id === key)?.info.name ??
      this.installed.find((m) => m.summary.id === key)?.summary.name;
    if (name === undefined) return;
    const hadGame = (await this.storage.savedGames()).some((e) => e.modeKey === key);
    this.removedKeys.add(key);
    if (this.modeKey === key) await this.playMode(DEFAULT_MODE);
    if (this.plugins.some((p) => p.info.id === key)) await this.removePlugin(key);
    else {
      this.installed = this.installed.filter((m) => m.summary.id !== key);
      await this.storage.removeMode(key);
    }
    await this.storage.removeGame(key);
    this.toaster.show(`“${name}” was removed${hadGame ? ', and its saved game with it' : ''}.`, 5000);
  }

  /** Everything (games, scores, installed modes and plugins, settings, feeds) as one backup file's text. */
  private async exportBackup(): Promise<string> {
    return backupText({ format: BACKUP_FORMAT, exportedAt: Date.now(), ...(await this.storage.exportEverything()) });
  }

  /**
   * Merges a backup file into what this device has (backup.ts: nothing of either side is lost),
   * then shows the result without a reload. Plugin files from the file are checked by the engine
   * like any other; one it refuses is left out (and counted).
   */
  private async importBackup(text: string): Promise<string> {
    const parsed = parseBackup(text);
    if (!parsed.ok) return parsed.message;
    const local = { format: BACKUP_FORMAT, exportedAt: 0, ...(await this.storage.exportEverything()) } as const;
    // A first board with no move made (a fresh device) is no game to keep next to the file's.
    const untouched = this.view?.moves === 0 && !this.view.canUndo ? this.modeKey : undefined;
    const { merged, report } = mergeBackups(local, parsed.backup, untouched);
    let refused = parsed.skipped;
    // Installed codes from the file are read again here: their summary (and key) is ours, not the file's.
    const modes: InstalledMode[] = [];
    for (const m of merged.modes) {
      if (local.modes.includes(m)) {
        modes.push(m);
        continue;
      }
      const info = await this.engine.call('inspectCode', { code: m.code }).catch(() => null);
      const key = `${INSTALLED}${hashId(m.code.trim())}`;
      if (info?.kind !== 'mode' || local.modes.some((x) => x.summary.id === key)) {
        refused += info?.kind === 'mode' ? 0 : 1;
        continue;
      }
      modes.push({
        summary: { ...info.mode, id: key, category: 'Installed' },
        code: m.code.trim(),
        installedAt: Number(m.installedAt) || Date.now(),
        origin: m.origin && ['code', 'link', 'maker'].includes(m.origin) ? m.origin : 'backup',
      });
    }
    const plugins: InstalledPlugin[] = [];
    for (const p of merged.plugins) {
      if (local.plugins.includes(p)) {
        plugins.push(p);
        continue;
      }
      try {
        const info = await this.engine.call('installPlugin', { text: p.text });
        plugins.push({ ...p, info });
      } catch {
        refused++;
      }
    }
    await this.storage.restoreEverything({ ...merged, modes, plugins });
    // Shown as stored now: settings, plugin files, installed modes, scores, and this mode's game.
    this.settings = await this.storage.loadSettings();
    this.applySettings();
    this.plugins = await this.storage.installedPlugins();
    this.unloaded.clear();
    this.refreshPreamble();
    this.installed = await this.storage.installedModes();
    this.stats = await this.storage.allStats();
    await this.refreshModes();
    const mine = local.games.find((g) => g.modeKey === this.modeKey);
    const now = merged.games.find((g) => g.modeKey === this.modeKey);
    // The file's newer game of the mode on screen took its place (this one is kept aside): show it.
    if (now && now !== mine) await this.restore(now);
    const n = (x: number, one: string, many = `${one}s`): string => `${x} ${x === 1 ? one : many}`;
    return [
      `Restored from the backup: ${n(report.gamesAdded, 'game')} added`,
      report.gamesKeptBoth
        ? `, ${n(report.gamesKeptBoth, 'game')} kept next to this device’s own (under Imported)`
        : '',
      `, ${n(report.modesAdded + report.pluginsAdded, 'mode or plugin', 'modes or plugins')} added`,
      report.pluginsUpdated ? `, ${n(report.pluginsUpdated, 'plugin')} updated` : '',
      refused ? `; ${n(refused, 'record')} could not be used and ${refused === 1 ? 'was' : 'were'} left out` : '',
      '.',
    ].join('');
  }

  private promptUpdate(apply: () => void): void {
    const bar = el(
      'div',
      { class: 'update-bar', role: 'alert' },
      'A new version is ready.',
      el('button', { class: 'btn primary', type: 'button', onclick: () => apply() }, 'Update now'),
      el('button', { class: 'btn', type: 'button', onclick: () => bar.remove() }, 'Later'),
    );
    document.body.appendChild(bar);
  }

  // ---- test and benchmark hooks ----

  renderStats(): RenderStats | null {
    return this.renderer?.stats() ?? null;
  }
}
