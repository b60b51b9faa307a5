// The same-direction rule (m[20], catalog-modifiers.md page 2, pipeline step 4). −1: a merge needs
// the same direction twice in a row (the last direction is a modifier variable, reset after a
// move in the same direction, so each merge move needs a repeat). N ≥ 1: after a move its
// direction is on cooldown for the next N turns (the last N directions are kept; the mode's
// `directionBlocked` refuses them).
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { addModifierVar, requireInRule } from './modifier-vars.ts';

/** The original's `start_mvar_indices` entry for this modifier's variable. */
const SLOT = 21;
/** A direction no move has: the start value of the memory. */
const NO_DIRECTION: Value = [0.5, 0.5, 0.5];
const THIS_DIRECTION: Value = ['@VDir', 'arr_push', '@HDir', 'arr_push', '@SlideAmount'];

function sameDirection(mode0: ModeDefinition): ModeDefinition {
  const { mode, k } = addModifierVar(mode0, NO_DIRECTION, SLOT);
  const mv = `@MVar ${k}`;
  const remember: Value = [
    [
      THIS_DIRECTION,
      '@end_vars',
      0,
      '@edit_mvar',
      k,
      ['@var_retain', '@Var 0', '@if', ['@var_retain', '@Var 0', '=', mv], '2nd', ['@Literal', 0, 0, 0], '@end-if'],
    ],
    'EndTurn',
  ];
  return {
    ...mode,
    mergeRules: mode.mergeRules.map((r) => requireInRule(r, [THIS_DIRECTION, '=', mv])),
    scripts: [...mode.scripts, remember],
    // The merge-result cache ignores direction and variables: the rule would get stale answers.
    mergeResultKnownLevel: 0,
  };
}

function cooldown(mode0: ModeDefinition, turns: number): ModeDefinition {
  const { mode, k } = addModifierVar(
    mode0,
    Array.from({ length: turns }, () => NO_DIRECTION),
    SLOT,
  );
  const mv = `@MVar ${k}`;
  const remember: Value = [[0, '@edit_mvar', k, [mv, 'arr_shift', 'arr_push', THIS_DIRECTION]], 'EndTurn'];
  return {
    ...mode,
    scripts: [...mode.scripts, remember],
    directionBlocked: ['@var_retain', mode.directionBlocked, '||', [mv, 'arr_indexOf', THIS_DIRECTION, '!=', -1]],
  };
}

export function applySameDirection(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  return o.rule === 'cooldown' ? cooldown(mode, o.turns as number) : sameDirection(mode);
}

export const sameDirectionRule: ModifierPlugin = {
  id: 'pc.same-direction',
  version: '1.0.0',
  kind: 'modifier',
  step: 4,
  author: 'Pow2048',
  name: 'Same-direction rule',
  description:
    'Either merges need the same direction twice in a row, or each direction you move in goes on cooldown for some turns.',
  options: [
    {
      id: 'rule',
      label: 'Rule',
      type: 'choice',
      default: 'same',
      choices: [
        { value: 'same', label: 'To merge tiles, you must move in the same direction twice in a row' },
        { value: 'cooldown', label: 'When you move in a direction, that direction goes on cooldown' },
      ],
    },
    { id: 'turns', label: 'Direction cooldown (turns)', type: 'number', default: 1, min: 1, max: 9999, step: 1 },
  ],
  apply: applySameDirection,
};
