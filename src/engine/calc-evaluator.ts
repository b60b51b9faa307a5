// The real CalcArray evaluator behind the engine seam. Expressions that can adopt the caller's
// variable list (element 0 `@var_retain`, `@var_copy`, `@global_var_retain`, `@global_var_copy`)
// need the list passed in; everything else goes through the public `evaluate`.
import type { TileContext } from '../calc/evaluate.ts';
import type { CalcHost } from '../calc/host.ts';
import type { RuleTileContext } from './rules/merge-rules.ts';
import { evaluate, evaluateText } from '../calc/index.ts';
import type { Value } from '../calc/values.ts';
import { DEFAULT_ADD_INFO, type EngineEvaluator, type EvalContext } from './evaluator.ts';

const ADOPTERS = new Set<Value>(['@var_retain', '@var_copy', '@global_var_retain', '@global_var_copy']);

function tileOf(ctx: EvalContext, host: CalcHost): TileContext {
  const a = ctx.addInfo ?? (DEFAULT_ADD_INFO as Value[]);
  return {
    v: ctx.v ?? 0,
    h: ctx.h ?? 0,
    vdir: ctx.vdir ?? 0,
    hdir: ctx.hdir ?? 0,
    addInfo: a.length >= 4 ? a : [...a, ...DEFAULT_ADD_INFO.slice(a.length)],
    container: ctx.container === undefined ? host.grid : ctx.container,
  };
}

/** Plain text of the HTML the text evaluator produces (what a DOM's textContent would show). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

export const calcEvaluator: EngineEvaluator = {
  evaluate(expr: Value, host: CalcHost, ctx: EvalContext): Value {
    // The context as a partial tile: `evaluate` completes it as tileOf does, and uses a complete
    // one (merge results pass the rule's) as it is, without a new object per evaluation.
    const tile: Partial<TileContext> = ctx;
    // Only an expression that adopts the caller's list can see it.
    if (ctx.vars && Array.isArray(expr) && ADOPTERS.has(expr[0])) return evaluate(expr, host, tile, { vars: ctx.vars });
    return evaluate(expr, host, tile);
  },
  evaluateAt(expr: Value, host: CalcHost, tile: RuleTileContext, vars: Value[] | null): Value {
    // A complete context (addInfo of 4+) is what tileOf would build from it anyway.
    const t: TileContext = tile.addInfo.length >= 4 && tile.container !== undefined ? tile : tileOf(tile, host);
    if (vars && Array.isArray(expr) && ADOPTERS.has(expr[0])) return evaluate(expr, host, t, { vars });
    return evaluate(expr, host, t);
  },
  text(x: Value, host: CalcHost, v: number | 'None', h: number | 'None', container?: Value): string {
    const r = evaluateText(x, host, v as number, h as number, { container });
    return typeof r === 'string' ? htmlToText(r) : String(r);
  },
};
