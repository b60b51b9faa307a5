// What menu screens may ask of the app.

import type { ModeSummary } from '../../worker/protocol.ts';
import type { ModeStats, Settings } from '../../storage/storage.ts';

export interface PickerEntry {
  /** Key used to start it and to file its best score (built-in id or `installed:…`). */
  readonly key: string;
  readonly summary: ModeSummary;
  readonly installed: boolean;
}

export interface ScreenApi {
  modes(): Promise<PickerEntry[]>;
  stats(): Promise<Map<string, ModeStats>>;
  play(key: string): void;
  currentMode(): PickerEntry | null;
  settings(): Settings;
  updateSettings(change: Partial<Settings>): void;
  exportCode(): Promise<string>;
  /** Imports a pasted code; returns a message for the player. */
  importCode(code: string): Promise<string>;
  removeMode(key: string): Promise<void>;
  close(): void;
}
