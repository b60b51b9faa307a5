// Multicolor Tiles (m[24] = K ≥ 2; catalog-modifiers.md page 4, pipeline step 8): a colour slot
// (0…K−1) appended to every tile, drawn as a coloured ring. Spawns are split evenly over the
// colours (each entry becomes a box of its K coloured tiles). A merge happens only if the inputs'
// colours, read along the merge, pass the language's `multicolor` check (complete cycles through
// all K colours plus at most one partial run); its results take the next colours of the cycle.
// Win conditions accept any colour.
import type { Value, ModeDefinition, ModifierPlugin, OptionValues } from '../../src/plugins/kit.ts';
import { bodyStart, isTileLiteral, withSlotLayer } from './signed-tiles.ts';
import { requireInRule } from './modifier-vars.ts';

/** The inputs' colours as the rule reads them: the last input's cell first, then `@This`, `@Next 1` … */
function coloursRead(length: number, slot: number): Value {
  const last: Value = [
    '@CalcArray',
    '@Grid',
    'arr_elem',
    ['@VCoord', '+', ['@VDir', '*', [length, '-', 1]]],
    'arr_elem',
    ['@HCoord', '+', ['@HDir', '*', [length, '-', 1]]],
    'arr_elem',
    slot,
  ];
  const inputs: Value[] = [['@CalcArray', `@This ${slot}`]];
  for (let k = 1; k < length; k++) inputs.push(['@CalcArray', `@Next ${k} ${slot}`]);
  return ['@Literal', last, ...inputs];
}

function colouredRule(rule: Value, colours: number, slot: number): Value {
  if (!Array.isArray(rule)) return rule;
  const at = bodyStart(rule);
  const length = rule[at];
  if (typeof length !== 'number' || length < 1) return rule;
  const read = coloursRead(length, slot);
  const guarded = requireInRule([...rule.slice(at)], [read, 'multicolor', colours, '>', -1]) as Value[];
  const outputs = guarded[3];
  if (Array.isArray(outputs) && outputs[0] !== '@CalcArray') {
    let j = 0;
    let afterFill = false;
    guarded[3] = outputs.map((o) => {
      if (o === 'fill') afterFill = true;
      if (afterFill || !Array.isArray(o)) return o;
      return [...o, [[read, 'multicolor', colours], '+', j++, '%', colours]];
    });
  }
  return [...rule.slice(0, at), ...guarded];
}

function colouredSpawns(table: readonly Value[], colours: number, slots: number): Value[] {
  const each = (t: Value): Value[] => Array.from({ length: colours }, (_, c) => [...(t as Value[]), c]);
  return table.map((e) => {
    if (!Array.isArray(e)) return e;
    if (e[0] === 'Box') {
      const out: Value[] = ['Box', e[1]!];
      for (let i = 2; i < e.length; i++) {
        const t = e[i]!;
        const n = typeof e[i + 1] === 'number' ? (e[i + 1] as number) : 1;
        if (typeof e[i + 1] === 'number') i++;
        if (isTileLiteral(t, slots)) for (const ct of each(t)) out.push(ct, n);
        else out.push(t, n);
      }
      return out;
    }
    if (!isTileLiteral(e[0]!, slots)) return e;
    return ['Box', e[1]!, ...each(e[0]!).flatMap((t) => [t, 1])];
  });
}

function ring(colours: number, slot: number): Value {
  const hue: Value = [`@This ${slot}`, '*', 360 / colours];
  return [
    'PrimeImage',
    [
      '@radial-gradient',
      '#0000',
      0,
      37.5,
      ['@HSLA', hue, 100, 37.5, 0.5],
      ['@HSLA', hue, 100, 50, 0.5],
      ['@HSLA', hue, 100, 37.5, 0.5],
      '#0000',
      62.5,
      100,
    ],
  ];
}

export function withMulticolor(mode: ModeDefinition, colours: number): ModeDefinition {
  if (colours < 2) return mode;
  const slots = mode.tileNumAmount;
  const slot = slots;
  const wins: Value[] = mode.winConditions.flatMap((w): Value[] =>
    isTileLiteral(w, slots) ? [w, ...Array.from({ length: colours }, (_, c): Value => [...w, c])] : [w],
  );
  return {
    ...mode,
    tileNumAmount: slots + 1,
    tileTypes: mode.tileTypes.map((r) => withSlotLayer(r, slots, ring(colours, slot))),
    mergeRules: mode.mergeRules.map((r) => colouredRule(r, colours, slot)),
    startTileSpawns: colouredSpawns(mode.startTileSpawns, colours, slots),
    winConditions: wins,
    startingGrid: mode.startingGrid.map((row) => row.map((c): Value => (isTileLiteral(c, slots) ? [...c, 0] : c))),
  };
}

export const multicolorTiles: ModifierPlugin = {
  id: 'pc.multicolor',
  version: '1.0.0',
  kind: 'modifier',
  step: 8,
  author: 'Pow2048',
  name: 'Multicolor tiles',
  description:
    'Every tile also has one of several colours; tiles merge only when their colours run through the whole cycle.',
  options: [{ id: 'colours', label: 'Amount of colours', type: 'number', default: 2, min: 2, max: 360, step: 1 }],
  apply: (mode: ModeDefinition, o: OptionValues) => withMulticolor(mode, o.colours as number),
};
