// The app's persistent state: a game in progress per mode (saved after every move with its undo
// history; the last one saved is the one shown at start-up), best scores and stats per mode,
// settings, and installed (imported) modes.

import type {
  GameSource,
  GameStatus,
  InstalledPluginInfo,
  ModeOptionValue,
  ModeSummary,
  ModifierChoice,
  SavedSession,
} from '../worker/protocol.ts';
import { KvStore, type StorageErrorReporter } from './kv.ts';

export interface SavedGameRecord {
  /** Increases with every save, so tests and the UI can tell a save has landed. */
  readonly seq: number;
  /** The mode as the picker knows it (built-in id or installed id): key of best scores. */
  readonly modeKey: string;
  readonly savedAt: number;
  /** How to start this mode again (New game). */
  readonly source: GameSource;
  readonly session: SavedSession;
  /** The game's status at this save (absent in records written by older versions). */
  readonly status?: GameStatus;
  /** The mode's name as the game showed it (absent in records written by older versions). */
  readonly title?: string;
}

/** What the index knows of one mode's saved game, without reading the game itself. */
export interface SavedGameEntry {
  readonly modeKey: string;
  readonly seq: number;
  readonly savedAt: number;
  readonly status?: GameStatus;
  /** Kept in the index so the picker can name imported games without reading each one. */
  readonly title?: string;
}

/** The 'game' store's list of saved games, oldest save first: the last one is the current game. */
interface GameIndex {
  readonly version: 1;
  readonly entries: readonly SavedGameEntry[];
}

type GameStoreValue = SavedGameRecord | GameIndex;

export interface ModeStats {
  readonly best: number;
  /** The best score as the mode's Score box showed it (absent in records of older versions). */
  readonly bestText?: string;
  readonly games: number;
  readonly wins: number;
}

export type AnimationSpeed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  readonly speed: AnimationSpeed;
  readonly theme: 'system' | 'light' | 'dark';
  readonly reducedMotion: 'system' | 'on' | 'off';
  readonly directionButtons: 'auto' | 'always';
  /** Global modifiers for the next new game, in order (switched on in the Modifiers screen). */
  readonly modifiers: readonly ModifierChoice[];
  /** The options last chosen per mode key (only values that differ from the defaults). */
  readonly modeOptions: Readonly<Record<string, Readonly<Record<string, ModeOptionValue>>>>;
  /** Id of the installed colour-scheme plugin tiles are drawn with ('' = each mode's own colours). */
  readonly colorScheme: string;
  /** Tile numbers below WCAG AA contrast drawn in a dark or light colour instead (src/app/readable-text.ts). */
  readonly readableNumbers: 'off' | 'on';
  /** The game screen's New game button: starts at once, or first ends the game as a game over (the original's Restart setting). */
  readonly restart: 'new' | 'gameOver';
  /** Milliseconds between a replay's moves at 1× speed (the original's "Time Between Moves in Replays"). */
  readonly replayDelay: number;
}

/** The replay delays the Settings screen offers (ms); the original's default is the first. */
export const REPLAY_DELAYS = [100, 300, 600, 1000] as const;

export const DEFAULT_SETTINGS: Settings = {
  speed: 'normal',
  theme: 'system',
  reducedMotion: 'system',
  directionButtons: 'auto',
  modifiers: [],
  modeOptions: {},
  colorScheme: '',
  readableNumbers: 'off',
  restart: 'new',
  replayDelay: 600,
};

export interface InstalledMode {
  readonly summary: ModeSummary;
  readonly code: string;
  readonly installedAt: number;
  /** How it came: a pasted or opened code, a share link, the Mode maker (absent in older records: a code). */
  readonly origin?: 'code' | 'link' | 'maker' | 'backup';
}

/** Where an installed plugin file came from (absent in records of older versions: a file). */
export type PluginSource =
  | { readonly kind: 'file' | 'link' | 'maker' | 'backup' }
  | { readonly kind: 'feed'; readonly feed: string };

/** A data-plugin file the player installed (its own store: records of installed codes are untouched). */
export interface InstalledPlugin {
  readonly info: InstalledPluginInfo;
  /** The file as installed: the worker parses and validates it again at every start. */
  readonly text: string;
  readonly installedAt: number;
  readonly source?: PluginSource;
}

/** A catalog feed the player added (src/app/feeds.ts). */
export interface FeedRecord {
  readonly url: string;
  readonly name: string;
  readonly addedAt: number;
}

/** Everything the player has, as one value (src/app/backup.ts writes it as a file and merges two). */
export interface StoredEverything {
  /** Saved games, least recently saved first (the last is the current game). */
  readonly games: readonly SavedGameRecord[];
  readonly stats: Readonly<Record<string, ModeStats>>;
  readonly modes: readonly InstalledMode[];
  readonly plugins: readonly InstalledPlugin[];
  /** Absent when this device never saved settings (its defaults are no choice to keep). */
  readonly settings?: Settings;
  readonly feeds: readonly FeedRecord[];
}

/** Where versions before per-mode saves kept the one game in progress (migrated on first load). */
const LEGACY_CURRENT = 'current';
const INDEX = 'index';
const SETTINGS = 'settings';
/**
 * Saved games beyond which the app offers to remove the one saved least recently (nothing is
 * dropped without the player's say).
 */
export const MAX_SAVED_GAMES = 24;

const RECORD_PREFIX = 'mode:';
const recordKey = (modeKey: string): string => `${RECORD_PREFIX}${modeKey}`;
/** Where a saved game that cannot be resumed is kept (for export), out of its mode's way. */
const DAMAGED_PREFIX = 'damaged:';

/** A game record that could not be resumed, kept as it was so the player can export it. */
export interface DamagedGameRecord {
  readonly modeKey: string;
  readonly reason: string;
  readonly at: number;
  /** The record as it was stored (any structured-clonable value). */
  readonly raw: unknown;
}

/** A stored record the app cannot use, as the picker lists it (export, remove). */
export interface DamagedRecord {
  /** Which store and key hold it (what `removeDamaged` takes). */
  readonly id: string;
  readonly what: string;
  readonly reason: string;
  /** The record as text, as stored (for export). */
  readonly text: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function isRecord(v: unknown): v is SavedGameRecord {
  return (
    isObject(v) &&
    typeof v['modeKey'] === 'string' &&
    typeof v['seq'] === 'number' &&
    isObject(v['source']) &&
    isObject(v['session'])
  );
}

function isEntry(v: unknown): v is SavedGameEntry {
  return isObject(v) && typeof v['modeKey'] === 'string' && typeof v['seq'] === 'number';
}

function isInstalledMode(v: unknown): v is InstalledMode {
  const s = isObject(v) ? v['summary'] : null;
  return (
    isObject(v) &&
    typeof v['code'] === 'string' &&
    isObject(s) &&
    typeof s['id'] === 'string' &&
    typeof s['name'] === 'string'
  );
}

function entryOf(r: SavedGameRecord): SavedGameEntry {
  return {
    modeKey: r.modeKey,
    seq: r.seq,
    savedAt: r.savedAt,
    ...(r.status ? { status: r.status } : {}),
    ...(r.title ? { title: r.title } : {}),
  };
}

/** The usable entries of a stored index (none when it is missing or damaged). */
function entriesOf(raw: unknown): SavedGameEntry[] {
  return isObject(raw) && Array.isArray(raw['entries']) ? raw['entries'].filter(isEntry) : [];
}

/**
 * The index as stored with one mode's entry moved to the end (`entry`) or removed (null). Applied
 * inside the write's transaction to what is on disk, so another tab's games stay listed.
 */
export function indexWith(raw: unknown, modeKey: string, entry: SavedGameEntry | null): GameIndex {
  const entries = entriesOf(raw).filter((e) => e.modeKey !== modeKey);
  if (entry) entries.push(entry);
  return { version: 1, entries };
}

/** A stored value as text for export: JSON where it can be (bigints as strings), else its description. */
export function recordText(raw: unknown): string {
  try {
    return JSON.stringify(raw, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 1) ?? String(raw);
  } catch {
    return String(raw);
  }
}

/** Opens a named store; tests pass one that outlives an AppStorage (a reload). */
export type StoreOpener = <T>(name: string) => KvStore<T>;

export const EMPTY_STATS: ModeStats = { best: 0, games: 0, wins: 0 };

export class AppStorage {
  private readonly game: KvStore<GameStoreValue>;
  private readonly stats: KvStore<ModeStats>;
  private readonly settings: KvStore<Settings>;
  private readonly modes: KvStore<InstalledMode>;
  private readonly pluginFiles: KvStore<InstalledPlugin>;
  private readonly feedList: KvStore<FeedRecord>;
  /** The newest unwritten record per mode key, in the order of their last request. */
  private readonly pending = new Map<string, SavedGameRecord>();
  /** The record being written now. */
  private inFlight: SavedGameRecord | null = null;
  private writing: Promise<void> | null = null;
  private seq = 0;
  /** seq of the last game record known to be committed. */
  savedSeq = 0;

  constructor(report: StorageErrorReporter, open: StoreOpener = (name) => new KvStore(name, report)) {
    this.game = open('game');
    this.stats = open('stats');
    this.settings = open('settings');
    this.modes = open('modes');
    this.pluginFiles = open('plugins');
    this.feedList = open('feeds');
  }

  get degraded(): boolean {
    return [this.game, this.stats, this.settings, this.modes, this.pluginFiles, this.feedList].some((s) => s.degraded);
  }

  /** The current game: the one saved last (the mode shown then), or null. */
  async loadGame(): Promise<SavedGameRecord | null> {
    const keys = [...(await this.loadIndex()).keys()];
    const last = this.pendingLast() ?? keys[keys.length - 1];
    return last === undefined ? null : this.loadGameFor(last);
  }

  /**
   * The saved game of one mode (the newest requested, even if not yet written), or null. A
   * damaged record is moved aside (kept for export, listed by `damagedRecords`) and `onDamaged`
   * told, so a new game of the mode cannot overwrite it.
   */
  async loadGameFor(modeKey: string): Promise<SavedGameRecord | null> {
    const waiting = this.pending.get(modeKey) ?? (this.inFlight?.modeKey === modeKey ? this.inFlight : undefined);
    if (waiting) return waiting;
    const rec = await this.game.get(recordKey(modeKey));
    if (rec === undefined) return null;
    if (isRecord(rec) && rec.modeKey === modeKey) return rec;
    await this.setAside(modeKey, rec, 'the saved record is damaged');
    return null;
  }

  /**
   * Keeps a mode's saved game that cannot be resumed (damaged, refused by the engine, too slow to
   * restore) under its own key for export, and takes it out of the mode's place, in one
   * transaction. `raw`: what was stored (read again when not given).
   */
  async setAside(modeKey: string, raw: unknown, reason: string): Promise<void> {
    this.pending.delete(modeKey);
    const stored = raw ?? (await this.game.get(recordKey(modeKey)));
    if (stored === undefined) return;
    const kept: DamagedGameRecord = { modeKey, reason, at: Date.now(), raw: stored };
    await this.game.batch(
      [[`${DAMAGED_PREFIX}${kept.at}:${modeKey}`, kept as unknown as GameStoreValue]],
      [recordKey(modeKey)],
      [[INDEX, (old) => indexWith(old, modeKey, null)]],
    );
    this.onDamaged?.(modeKey, reason);
  }

  /** Told when a saved game was found damaged and set aside (the app says so). */
  onDamaged: ((modeKey: string, reason: string) => void) | null = null;

  /** Stored records the app cannot use: games set aside, damaged installed modes. */
  async damagedRecords(): Promise<DamagedRecord[]> {
    const out: DamagedRecord[] = [];
    for (const key of await this.game.keys()) {
      if (!key.startsWith(DAMAGED_PREFIX)) continue;
      const d = (await this.game.get(key)) as unknown;
      const rec = isObject(d) ? d : {};
      const mode = typeof rec['modeKey'] === 'string' ? rec['modeKey'] : 'unknown mode';
      out.push({
        id: `game/${key}`,
        what: `Saved game of ${mode}`,
        reason: typeof rec['reason'] === 'string' ? rec['reason'] : 'damaged',
        text: recordText(rec['raw'] ?? d),
      });
    }
    for (const [key, m] of await this.modes.all()) {
      if (!isInstalledMode(m))
        out.push({
          id: `modes/${key}`,
          what: `Installed mode ${key}`,
          reason: 'the installed record is damaged',
          text: recordText(m),
        });
    }
    return out;
  }

  /** Forgets a damaged record (`id` from `damagedRecords`). */
  async removeDamaged(id: string): Promise<void> {
    const slash = id.indexOf('/');
    const [store, key] = [id.slice(0, slash), id.slice(slash + 1)];
    if (store === 'game' && key.startsWith(DAMAGED_PREFIX)) await this.game.delete(key);
    else if (store === 'modes') await this.modes.delete(key);
  }

  /** The saved games, least recently saved first (the last one is the current game); saves not yet written count. */
  async savedGames(): Promise<readonly SavedGameEntry[]> {
    const games = new Map(await this.loadIndex());
    for (const r of [this.inFlight, ...this.pending.values()]) {
      if (!r) continue;
      games.delete(r.modeKey);
      games.set(r.modeKey, entryOf(r));
    }
    return [...games.values()];
  }

  /**
   * Saves a mode's game in progress. Writes are coalesced per mode: while one is in flight only
   * the newest record of each mode waits, so fast play never queues stale saves. Resolves when
   * `rec` (or a newer one) is committed or failed.
   */
  saveGame(
    modeKey: string,
    source: GameSource,
    session: SavedSession,
    status?: GameStatus,
    title?: string,
  ): Promise<void> {
    const rec: SavedGameRecord = {
      seq: ++this.seq,
      modeKey,
      savedAt: Date.now(),
      source,
      session,
      ...(status ? { status } : {}),
      ...(title ? { title } : {}),
    };
    // Re-inserted at the end: the mode saved last is written last, and is the current game.
    this.pending.delete(modeKey);
    this.pending.set(modeKey, rec);
    this.writing ??= this.flush();
    return this.writing;
  }

  /**
   * Forgets a mode's saved game; a save of it still waiting is dropped. One being written cannot
   * bring it back: its transaction was opened first, so the removal lands after it. The other
   * games keep their order.
   */
  async removeGame(modeKey: string): Promise<void> {
    this.pending.delete(modeKey);
    const index = await this.loadIndex();
    // Saved again meanwhile: the newer save is the player's (not ours to drop).
    if (this.pending.has(modeKey) || (!index.has(modeKey) && this.inFlight?.modeKey !== modeKey)) return;
    await this.game.batch([], [recordKey(modeKey)], [[INDEX, (old) => indexWith(old, modeKey, null)]]);
  }

  private pendingLast(): string | undefined {
    let last: string | undefined;
    for (const key of this.pending.keys()) last = key;
    return last ?? this.inFlight?.modeKey;
  }

  /**
   * The saved games by mode key, in index order, read from disk each time (another tab may have
   * saved). Records the index does not list (a damaged index, an older version's two-tab race)
   * are listed again; the index is rebuilt from them.
   */
  private async loadIndex(): Promise<Map<string, SavedGameEntry>> {
    const raw = await this.game.get(INDEX);
    let entries = entriesOf(raw);
    if (raw === undefined) {
      // An older version's single game: it becomes its mode's saved game (and the current one).
      const legacy = await this.game.get(LEGACY_CURRENT);
      if (isRecord(legacy)) {
        entries = [entryOf(legacy)];
        await this.game.batch(
          [
            [recordKey(legacy.modeKey), legacy],
            [INDEX, { version: 1, entries }],
          ],
          [LEGACY_CURRENT],
        );
      }
    }
    const listed = new Set(entries.map((e) => e.modeKey));
    const found: SavedGameEntry[] = [];
    for (const key of await this.game.keys()) {
      if (!key.startsWith(RECORD_PREFIX) || listed.has(key.slice(RECORD_PREFIX.length))) continue;
      const modeKey = key.slice(RECORD_PREFIX.length);
      const rec = await this.game.get(key);
      if (isRecord(rec) && rec.modeKey === modeKey) found.push(entryOf(rec));
      else if (rec !== undefined) await this.setAside(modeKey, rec, 'the saved record is damaged');
    }
    if (found.length > 0) {
      // Put back in the order they were saved, among the listed ones.
      entries = [...entries, ...found].sort((x, y) => x.savedAt - y.savedAt);
      const add = found.map((e) => e.modeKey);
      await this.game.batch(
        [],
        [],
        [
          [
            INDEX,
            (old) => {
              const keep = entriesOf(old).filter((e) => !add.includes(e.modeKey));
              return { version: 1, entries: [...keep, ...found].sort((x, y) => x.savedAt - y.savedAt) };
            },
          ],
        ],
      );
    }
    const top = entries.reduce((m, e) => Math.max(m, e.seq), 0);
    this.seq = Math.max(this.seq, top);
    this.savedSeq = Math.max(this.savedSeq, top);
    return new Map(entries.map((e) => [e.modeKey, e]));
  }

  private async flush(): Promise<void> {
    try {
      // Saves asked for in the same task are coalesced before the first write.
      await Promise.resolve();
      for (let next = this.pending.entries().next(); !next.done; next = this.pending.entries().next()) {
        const [key, rec] = next.value;
        this.pending.delete(key);
        this.inFlight = rec;
        // One writer per record (this mode's game); the index is changed, not replaced, in the same
        // transaction, so games another tab saved meanwhile stay listed.
        const ok = await this.game.batch(
          [[recordKey(key), rec]],
          [],
          [[INDEX, (old) => indexWith(old, key, entryOf(rec))]],
        );
        if (ok) this.savedSeq = Math.max(this.savedSeq, rec.seq);
        this.inFlight = null;
      }
    } finally {
      this.inFlight = null;
      this.writing = null;
    }
  }

  /** Resolves once every requested save has been attempted. */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
  }

  get lastSeq(): number {
    return this.seq;
  }

  async allStats(): Promise<Map<string, ModeStats>> {
    return this.stats.all();
  }

  /**
   * Changes a mode's stats in one transaction (read, change, write): another tab's update made
   * meanwhile is what `change` sees, never overwritten by a copy read before it.
   */
  async updateStats(modeId: string, change: (s: ModeStats) => ModeStats): Promise<ModeStats> {
    let next = EMPTY_STATS;
    await this.stats.batch([], [], [[modeId, (old) => (next = change(old ?? EMPTY_STATS))]]);
    return next;
  }

  /** True when the stored settings were damaged (unusable values were reset to their defaults). */
  settingsRepaired = false;

  async loadSettings(): Promise<Settings> {
    const raw: unknown = await this.settings.get(SETTINGS);
    const s: Partial<Record<keyof Settings, unknown>> = isObject(raw) ? raw : {};
    const pick = <K extends keyof Settings>(k: K, ok: (v: unknown) => boolean): Settings[K] => {
      if (s[k] === undefined || ok(s[k])) return (s[k] ?? DEFAULT_SETTINGS[k]) as Settings[K];
      this.settingsRepaired = true;
      return DEFAULT_SETTINGS[k];
    };
    if (raw !== undefined && !isObject(raw)) this.settingsRepaired = true;
    const oneOf =
      (...xs: string[]) =>
      (v: unknown) =>
        typeof v === 'string' && xs.includes(v);
    // Settings written by an older version (or damaged) must not break the screens that read them.
    return {
      speed: pick('speed', oneOf('off', 'fast', 'normal', 'slow')),
      theme: pick('theme', oneOf('system', 'light', 'dark')),
      reducedMotion: pick('reducedMotion', oneOf('system', 'on', 'off')),
      directionButtons: pick('directionButtons', oneOf('auto', 'always')),
      modifiers: pick(
        'modifiers',
        (v) => Array.isArray(v) && v.every((m) => isObject(m) && typeof m['id'] === 'string'),
      ),
      modeOptions: pick('modeOptions', (v) => isObject(v) && !Array.isArray(v)),
      colorScheme: pick('colorScheme', (v) => typeof v === 'string'),
      readableNumbers: pick('readableNumbers', oneOf('off', 'on')),
      restart: pick('restart', oneOf('new', 'gameOver')),
      replayDelay: pick('replayDelay', (v) => typeof v === 'number' && v >= 0 && v <= 10_000),
    };
  }

  async saveSettings(s: Settings): Promise<void> {
    await this.settings.set(SETTINGS, s);
  }

  /** Installed modes, oldest first; damaged records are skipped (`damagedRecords` lists them). */
  async installedModes(): Promise<InstalledMode[]> {
    return [...(await this.modes.all()).values()]
      .filter(isInstalledMode)
      .sort((a, b) => (a.installedAt || 0) - (b.installedAt || 0));
  }

  async installMode(m: InstalledMode): Promise<void> {
    await this.modes.set(m.summary.id, m);
  }

  async removeMode(id: string): Promise<void> {
    await this.modes.delete(id);
  }

  /** Installed plugin files, oldest first (damaged records are skipped). */
  async installedPlugins(): Promise<InstalledPlugin[]> {
    return [...(await this.pluginFiles.all()).values()]
      .filter((p) => typeof p?.text === 'string' && typeof p.info?.id === 'string')
      .sort((a, b) => a.installedAt - b.installedAt);
  }

  async installPlugin(p: InstalledPlugin): Promise<void> {
    await this.pluginFiles.set(p.info.id, p);
  }

  async removePlugin(id: string): Promise<void> {
    await this.pluginFiles.delete(id);
  }

  /** The feeds the player added, oldest first. */
  async feeds(): Promise<FeedRecord[]> {
    return [...(await this.feedList.all()).values()]
      .filter((f) => typeof f?.url === 'string')
      .sort((a, b) => a.addedAt - b.addedAt);
  }

  async addFeed(f: FeedRecord): Promise<void> {
    await this.feedList.set(f.url, f);
  }

  async removeFeed(url: string): Promise<void> {
    await this.feedList.delete(url);
  }

  /** Everything stored, for a backup (saves still waiting are written first). */
  async exportEverything(): Promise<StoredEverything> {
    await this.drain();
    const games: SavedGameRecord[] = [];
    for (const e of (await this.loadIndex()).values()) {
      const rec = await this.game.get(recordKey(e.modeKey));
      if (isRecord(rec)) games.push(rec);
    }
    const settings: unknown = await this.settings.get(SETTINGS);
    return {
      games,
      stats: Object.fromEntries(await this.stats.all()),
      modes: await this.installedModes(),
      plugins: await this.installedPlugins(),
      ...(settings !== undefined ? { settings: await this.loadSettings() } : {}),
      feeds: await this.feeds(),
    };
  }

  /**
   * Writes a merged backup (src/app/backup.ts `mergeBackups` of what `exportEverything` gave and
   * a file): every game and the index in one transaction, then the other stores. Nothing stored
   * is deleted: the merge already holds everything this device had.
   */
  async restoreEverything(all: StoredEverything): Promise<void> {
    await this.drain();
    const entries = all.games.map(entryOf);
    await this.game.batch([
      ...all.games.map((g): [string, GameStoreValue] => [recordKey(g.modeKey), g]),
      [INDEX, { version: 1, entries }],
    ]);
    const top = entries.reduce((m, e) => Math.max(m, e.seq), 0);
    this.seq = Math.max(this.seq, top);
    await this.stats.batch(Object.entries(all.stats));
    await this.modes.batch(all.modes.map((m): [string, InstalledMode] => [m.summary.id, m]));
    await this.pluginFiles.batch(all.plugins.map((p): [string, InstalledPlugin] => [p.info.id, p]));
    await this.feedList.batch(all.feeds.map((f): [string, FeedRecord] => [f.url, f]));
    if (all.settings) await this.settings.set(SETTINGS, all.settings);
  }

  /** Asks the browser not to evict our data under storage pressure. */
  static async requestPersistence(): Promise<boolean> {
    try {
      if (!navigator.storage?.persist) return false;
      if (await navigator.storage.persisted()) return true;
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  }
}
