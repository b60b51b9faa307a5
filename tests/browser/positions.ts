// Crafted positions and modes as real save codes (Game and Mode codes of the original's format),
// built from definitions with the formats' own exporter (src/worker/test-codes.ts).

import { registerBuiltins } from '../../plugins/index.ts';
import type { Value } from '../../src/calc/values.ts';
import type { ModeDefinition } from '../../src/engine/index.ts';
import { PluginRegistry } from '../../src/plugins/registry.ts';
import { classicDefinition, codeHash } from '../../src/worker/mode-catalog.ts';
import { eightDirectionMode, gameCode, hexMode, modeCode, testClassicMode } from '../../src/worker/test-codes.ts';

export { eightDirectionMode, gameCode, hexMode, modeCode, testClassicMode };

export const registry = registerBuiltins(new PluginRegistry());

/** Classic 2048 as the app plays it: the built-in plugin's definition (or the fallback). */
export function classic2048(): ModeDefinition {
  return registry.get('mode', 'pc.2048')?.build({}) ?? classicDefinition();
}

/** A Game code of classic 2048 with these tiles (`[v, h, k]` = the tile [k]). */
export function classicPosition(tiles: readonly (readonly [number, number, Value])[]): string {
  return gameCode(classic2048(), tiles);
}

/** The picker key the app gives a mode installed from `code` (src/app/app.ts). */
export function installedKey(code: string): string {
  return `installed:${codeHash(code.trim())}`;
}
