// The app's persistent state: a game in progress per mode (saved after every move with its undo
// history; the last one saved is the one shown at start-up), best scores and stats per mode,
// settings, and installed (imported) modes.

import type { GameSource, GameStatus, InstalledPluginInfo, ModeOptionValue, ModeSummary, ModifierChoice, SavedSession } from '../worker/protocol.ts';
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
}

export const DEFAULT_SETTINGS: Settings = { speed: 'normal', theme: 'system', reducedMotion: 'system', directionButtons: 'auto', modifiers: [], modeOptions: {}, colorScheme: '' };

export interface InstalledMode {
  readonly summary: ModeSummary;
  readonly code: string;
  readonly installedAt: number;
}

/** A data-plugin file the player installed (its own store: records of installed codes are untouched). */
export interface InstalledPlugin {
  readonly info: InstalledPluginInfo;
  /** The file as installed: the worker parses and validates it again at every start. */
  readonly text: string;
  readonly installedAt: number;
}

/** Where versions before per-mode saves kept the one game in progress (migrated on first load). */
const LEGACY_CURRENT = 'current';
const INDEX = 'index';
const SETTINGS = 'settings';
/** Saved games kept: the modes saved least recently beyond this are dropped. */
export const MAX_SAVED_GAMES = 24;

const recordKey = (modeKey: string): string => `mode:${modeKey}`;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function isRecord(v: unknown): v is SavedGameRecord {
  return isObject(v) && typeof v['modeKey'] === 'string' && typeof v['seq'] === 'number' && isObject(v['source']) && isObject(v['session']);
}

function isEntry(v: unknown): v is SavedGameEntry {
  return isObject(v) && typeof v['modeKey'] === 'string' && typeof v['seq'] === 'number';
}

function entryOf(r: SavedGameRecord): SavedGameEntry {
  return { modeKey: r.modeKey, seq: r.seq, savedAt: r.savedAt, ...(r.status ? { status: r.status } : {}), ...(r.title ? { title: r.title } : {}) };
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
  /** The newest unwritten record per mode key, in the order of their last request. */
  private readonly pending = new Map<string, SavedGameRecord>();
  /** The record being written now. */
  private inFlight: SavedGameRecord | null = null;
  private writing: Promise<void> | null = null;
  /** The saved games by mode key, in index order (read once, then kept here authoritatively). */
  private index: Promise<Map<string, SavedGameEntry>> | null = null;
  private seq = 0;
  /** seq of the last game record known to be committed. */
  savedSeq = 0;

  constructor(report: StorageErrorReporter, open: StoreOpener = (name) => new KvStore(name, report)) {
    this.game = open('game');
    this.stats = open('stats');
    this.settings = open('settings');
    this.modes = open('modes');
    this.pluginFiles = open('plugins');
  }

  get degraded(): boolean {
    return [this.game, this.stats, this.settings, this.modes, this.pluginFiles].some((s) => s.degraded);
  }

  /** The current game: the one saved last (the mode shown then), or null. */
  async loadGame(): Promise<SavedGameRecord | null> {
    const keys = [...(await this.loadIndex()).keys()];
    const last = this.pendingLast() ?? keys[keys.length - 1];
    return last === undefined ? null : this.loadGameFor(last);
  }

  /** The saved game of one mode (the newest requested, even if not yet written), or null. */
  async loadGameFor(modeKey: string): Promise<SavedGameRecord | null> {
    const index = await this.loadIndex();
    const waiting = this.pending.get(modeKey) ?? (this.inFlight?.modeKey === modeKey ? this.inFlight : undefined);
    if (waiting) return waiting;
    if (!index.has(modeKey)) return null;
    const rec = await this.game.get(recordKey(modeKey));
    return isRecord(rec) && rec.modeKey === modeKey ? rec : null;
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
  saveGame(modeKey: string, source: GameSource, session: SavedSession, status?: GameStatus, title?: string): Promise<void> {
    const rec: SavedGameRecord = { seq: ++this.seq, modeKey, savedAt: Date.now(), source, session, ...(status ? { status } : {}), ...(title ? { title } : {}) };
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
    if (this.pending.has(modeKey) || !index.delete(modeKey)) return;
    await this.game.batch([[INDEX, { version: 1, entries: [...index.values()] }]], [recordKey(modeKey)]);
  }

  private pendingLast(): string | undefined {
    let last: string | undefined;
    for (const key of this.pending.keys()) last = key;
    return last ?? this.inFlight?.modeKey;
  }

  private loadIndex(): Promise<Map<string, SavedGameEntry>> {
    return (this.index ??= this.readIndex());
  }

  private async readIndex(): Promise<Map<string, SavedGameEntry>> {
    const raw = await this.game.get(INDEX);
    let entries: SavedGameEntry[] = [];
    if (isObject(raw) && Array.isArray(raw['entries'])) entries = raw['entries'].filter(isEntry);
    else {
      // An older version's single game: it becomes its mode's saved game (and the current one).
      const legacy = await this.game.get(LEGACY_CURRENT);
      if (isRecord(legacy)) {
        entries = [entryOf(legacy)];
        await this.game.batch([[recordKey(legacy.modeKey), legacy], [INDEX, { version: 1, entries }]], [LEGACY_CURRENT]);
      }
    }
    const top = entries.reduce((m, e) => Math.max(m, e.seq), 0);
    this.seq = Math.max(this.seq, top);
    this.savedSeq = Math.max(this.savedSeq, top);
    return new Map(entries.map((e) => [e.modeKey, e]));
  }

  private async flush(): Promise<void> {
    try {
      const index = await this.loadIndex();
      for (let next = this.pending.entries().next(); !next.done; next = this.pending.entries().next()) {
        const [key, rec] = next.value;
        this.pending.delete(key);
        this.inFlight = rec;
        index.delete(key);
        index.set(key, entryOf(rec));
        const dropped: string[] = [];
        for (const old of index.keys()) {
          if (index.size <= MAX_SAVED_GAMES) break;
          index.delete(old);
          dropped.push(recordKey(old));
        }
        const ok = await this.game.batch([[recordKey(key), rec], [INDEX, { version: 1, entries: [...index.values()] }]], dropped);
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

  async updateStats(modeId: string, change: (s: ModeStats) => ModeStats): Promise<ModeStats> {
    const next = change((await this.stats.get(modeId)) ?? EMPTY_STATS);
    await this.stats.set(modeId, next);
    return next;
  }

  async loadSettings(): Promise<Settings> {
    const s = await this.settings.get(SETTINGS);
    const merged: Settings = { ...DEFAULT_SETTINGS, ...(s ?? {}) };
    // Settings written by an older version (or damaged) must not break the screens that read them.
    return {
      ...merged,
      modifiers: Array.isArray(merged.modifiers) ? merged.modifiers : [],
      modeOptions: typeof merged.modeOptions === 'object' && merged.modeOptions !== null ? merged.modeOptions : {},
      colorScheme: typeof merged.colorScheme === 'string' ? merged.colorScheme : '',
    };
  }

  async saveSettings(s: Settings): Promise<void> {
    await this.settings.set(SETTINGS, s);
  }

  async installedModes(): Promise<InstalledMode[]> {
    return [...(await this.modes.all()).values()].sort((a, b) => a.installedAt - b.installedAt);
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
