// The app's persistent state: the game in progress (saved after every move with its undo
// history), best scores and stats per mode, settings, and installed (imported) modes.

import type { GameSource, InstalledPluginInfo, ModeOptionValue, ModeSummary, ModifierChoice, SavedSession } from '../worker/protocol.ts';
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
}

export interface ModeStats {
  readonly best: number;
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

const CURRENT = 'current';
const SETTINGS = 'settings';

export const EMPTY_STATS: ModeStats = { best: 0, games: 0, wins: 0 };

export class AppStorage {
  private readonly game: KvStore<SavedGameRecord>;
  private readonly stats: KvStore<ModeStats>;
  private readonly settings: KvStore<Settings>;
  private readonly modes: KvStore<InstalledMode>;
  private readonly pluginFiles: KvStore<InstalledPlugin>;
  private pending: SavedGameRecord | null = null;
  private writing: Promise<void> | null = null;
  private seq = 0;
  /** seq of the last game record known to be committed. */
  savedSeq = 0;

  constructor(report: StorageErrorReporter) {
    this.game = new KvStore('game', report);
    this.stats = new KvStore('stats', report);
    this.settings = new KvStore('settings', report);
    this.modes = new KvStore('modes', report);
    this.pluginFiles = new KvStore('plugins', report);
  }

  get degraded(): boolean {
    return [this.game, this.stats, this.settings, this.modes, this.pluginFiles].some((s) => s.degraded);
  }

  async loadGame(): Promise<SavedGameRecord | null> {
    const rec = (await this.game.get(CURRENT)) ?? null;
    if (rec) this.seq = this.savedSeq = rec.seq;
    return rec;
  }

  /**
   * Saves the game in progress. Writes are coalesced: while one is in flight only the newest
   * record waits, so fast play never queues stale saves. Resolves when `rec` (or a newer one) is
   * committed or failed.
   */
  saveGame(modeKey: string, source: GameSource, session: SavedSession): Promise<void> {
    this.pending = { seq: ++this.seq, modeKey, savedAt: Date.now(), source, session };
    this.writing ??= this.flush();
    return this.writing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending) {
        const rec = this.pending;
        this.pending = null;
        if (await this.game.set(CURRENT, rec)) this.savedSeq = Math.max(this.savedSeq, rec.seq);
      }
    } finally {
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
