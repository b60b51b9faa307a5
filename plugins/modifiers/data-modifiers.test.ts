// Every built-in mode with each modifier that rewrites mode data: builds, starts and plays 20
// moves without an engine error; the catalog order of application; registration.
import { describe, expect, it } from 'vitest';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import type { ModeDefinition } from '../../src/engine/index.ts';
import { PluginRegistry } from '../../src/plugins/registry.ts';
import { PluginSession } from '../../src/plugins/session.ts';
import type { ModePlugin, ModifierPlugin } from '../../src/plugins/types.ts';
import { builtinPlugins, DATA_MODIFIERS, registerBuiltins } from '../index.ts';
import { automaticMove } from './automatic-moves.ts';
import { directionSets } from './directions.ts';
import { garbageTiles, ZERO_MARK } from './garbage.ts';
import { hiddenColors } from './hidden-colors.ts';
import { negativeTiles } from './negative-tiles.ts';
import { temporaryHoles } from './temporary-holes.ts';
import { built, playsWithoutError, withModifier } from './test-kit.ts';

const modes = builtinPlugins.filter((p): p is ModePlugin => p.kind === 'mode');

const hasHole = (g: Game): boolean =>
  g.state.grid.flat().some((c) => typeof c === 'string' && c.startsWith('@TemporaryHole'));
const hasZero = (g: Game): boolean => g.state.grid.flat().some((c) => Array.isArray(c) && c[0] === ZERO_MARK);

/** Modifier, options, and what most modes' boards show after 20 moves with it (if anything). */
const CASES: [ModifierPlugin, Record<string, unknown>, ((g: Game) => boolean)?][] = [
  [hiddenColors, {}],
  [temporaryHoles, { perSpawn: 2, interval: 2, lifespan: 3 }, hasHole],
  [garbageTiles, { garbage: 'zeros' }, hasZero],
  [garbageTiles, { garbage: 'holes', lifespan: 3 }],
  [directionSets, { set: 'both', stayStill: true }],
  [directionSets, { set: 'diagonal' }],
  [automaticMove, {}],
  [
    automaticMove,
    {
      vertical: 0,
      horizontal: -1,
      slide: 1,
      interval: 2,
      firstTurn: 3,
      strength: 'separate',
      timing: 'After',
      merges: false,
      chance: 50,
    },
  ],
  [automaticMove, { timing: 'Before', strength: 'separate' }],
];

describe('every built-in mode with each data modifier', () => {
  it.each(CASES.map(([m, o, shows]) => [`${m.id} ${JSON.stringify(o)}`, m, o, shows] as const))(
    '%s: builds, starts and plays 20 moves',
    (_, modifier, options, shows) => {
      const problems: string[] = [];
      let showing = 0;
      for (const p of modes) {
        let def: ModeDefinition;
        try {
          def = withModifier(built(p), modifier, options);
        } catch (e) {
          problems.push(`${p.id}: apply: ${String(e)}`);
          continue;
        }
        const g = new Game(def, { evaluator: calcEvaluator, seed: 7, clock: () => 0 });
        const problem = playsWithoutError(g, 20, def.directions.length);
        if (problem) problems.push(`${p.id}: ${problem}`);
        if (shows?.(g)) showing++;
      }
      expect(problems).toEqual([]);
      if (shows) expect(showing).toBeGreaterThan(modes.length / 2);
    },
  );

  it('all together with Negative Tiles, in catalog order, through PluginSession', () => {
    const registry = registerBuiltins(new PluginRegistry());
    // Deliberately out of order: the session applies them by their declared pipeline step.
    const chosen = [
      { id: temporaryHoles.id, options: { perSpawn: 1, interval: 3, lifespan: 2 } },
      { id: hiddenColors.id, options: {} },
      { id: garbageTiles.id, options: { garbage: 'zeros' } },
      { id: negativeTiles.id, options: { interaction: 'interacting' } },
      { id: directionSets.id, options: { set: 'both', stayStill: true } },
      { id: automaticMove.id, options: { vertical: 1, horizontal: 1, interval: 2 } },
    ];
    const problems: string[] = [];
    for (const p of modes) {
      const s = new PluginSession(registry, { mode: { id: p.id }, modifiers: chosen, seed: 5 });
      const start = s.start();
      if (start.error) {
        problems.push(`${p.id}: start: ${start.error}`);
        continue;
      }
      for (let i = 0; i < 20 && s.game.state.screen === 'Gameplay'; i++) {
        const r = s.move(i % s.definition.directions.length);
        if (r.error) {
          problems.push(`${p.id}: move ${i + 1}: ${r.error}`);
          break;
        }
      }
      expect(s.hookFailures).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});

describe('catalog order of application', () => {
  const registry = registerBuiltins(new PluginRegistry());
  const step = (id: string): number | undefined => registry.get('modifier', id)?.step;

  it('sorts choices by catalog step, keeping unknown ids last in their order', () => {
    const ids = [
      'x.community',
      temporaryHoles.id,
      hiddenColors.id,
      'pc.slide-limit',
      garbageTiles.id,
      negativeTiles.id,
      'y.other',
      automaticMove.id,
      directionSets.id,
      'pc.grid-size',
    ];
    expect(registry.inPipelineOrder(ids.map((id) => ({ id }))).map((c) => c.id)).toEqual([
      'pc.grid-size',
      directionSets.id,
      automaticMove.id,
      'pc.slide-limit',
      negativeTiles.id,
      garbageTiles.id,
      hiddenColors.id,
      temporaryHoles.id,
      'x.community',
      'y.other',
    ]);
  });

  it('knows every built-in modifier', () => {
    for (const p of builtinPlugins) if (p.kind === 'modifier') expect(step(p.id), p.id).toBeTypeOf('number');
  });

  it('registers the data modifiers next to the others, in catalog order', () => {
    for (const m of DATA_MODIFIERS) expect(registry.get('modifier', m.id)).toBe(m);
    expect(DATA_MODIFIERS.map((m) => step(m.id))).toEqual(DATA_MODIFIERS.map((m) => step(m.id)!).sort((a, b) => a - b));
  });
});
