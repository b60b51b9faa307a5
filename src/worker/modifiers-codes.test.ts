// Modifiers codes through the worker's engine: each recorded code is read into choices of our
// modifier plugins (what the Modifiers screen switches on) and written back to the same code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import type { CodeInfo } from './protocol.ts';
import { RealEngine } from './real-engine.ts';

const DIR = '../shared/conformance/replays-modifiers';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json');
const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

describe('Modifiers codes in the app', () => {
  it.each(files)('%s: read into choices, a game starts with them, written back to the same code', (f) => {
    const code = (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { modifiersCode: string }).modifiersCode;
    const info = engine.inspectCode(code) as Extract<CodeInfo, { kind: 'modifiers' }>;
    expect(info.kind).toBe('modifiers');
    // Through the page and storage: plain data.
    const choices = structuredClone(info.choices);
    expect(engine.exportModifiers(choices)).toBe(code);
    expect(() =>
      engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1, modifiers: choices }),
    ).not.toThrow();
  });

  it('writes ∞ where the original allows it, and refuses unknown modifiers', () => {
    const code = engine.exportModifiers([{ id: 'pc.spawns-per-move', options: { count: Infinity } }]);
    const info = engine.inspectCode(code) as Extract<CodeInfo, { kind: 'modifiers' }>;
    expect(info.choices).toEqual([{ id: 'pc.spawns-per-move', options: { count: Infinity } }]);
    expect(() => engine.exportModifiers([{ id: 'nope', options: {} }])).toThrow(/unknown modifier/);
  });
});
