import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalcArrayError } from './errors.ts';
import { EvalRuntime, freshEnv, type EvalEnv } from './env.ts';
import './index.ts'; // loads the interpreter's parts and operators
import { createHost, type CalcHost } from './host.ts';
import { composeLegacyMarkup, evaluateTextExpr, htmlEncode } from './text.ts';
import type { Value } from './values.ts';

function env(host: CalcHost = createHost(), over: Partial<EvalEnv> = {}): EvalEnv {
  return { ...freshEnv(new EvalRuntime(host)), ...over };
}

const text = (
  x: Value,
  opts: { host?: CalcHost; encode?: boolean; abbreviate?: boolean; env?: Partial<EvalEnv> } = {},
): Value => evaluateTextExpr(x, env(opts.host, opts.env), opts.encode ?? true, opts.abbreviate ?? true);

describe('htmlEncode (the he library defaults)', () => {
  it('uses upper-case hexadecimal references for the HTML specials and non-ASCII', () => {
    expect(htmlEncode('a<b>&"c\'`')).toBe('a&#x3C;b&#x3E;&#x26;&#x22;c&#x27;&#x60;');
    expect(htmlEncode('×é')).toBe('&#xD7;&#xE9;');
    expect(htmlEncode('😀')).toBe('&#x1F600;');
  });

  it('keeps printable ASCII, newlines and carriage returns; escapes tabs and other controls', () => {
    expect(htmlEncode('plain text 123 {}[]')).toBe('plain text 123 {}[]');
    expect(htmlEncode('a\nb\rc')).toBe('a\nb\rc');
    expect(htmlEncode('a\tb\x01\x7f')).toBe('a&#x9;b&#x1;&#x7F;');
    // C1 controls that browsers remap (0x80 …) are left as they are, the others escaped.
    expect(htmlEncode('\x80\x81')).toBe('\x80&#x81;');
  });
});

describe('strings and non-arrays (§9 steps 2–3)', () => {
  it('resolves, abbreviates, unescapes and encodes strings', () => {
    const host = createHost({ score: 98765 });
    expect(text('@Score', { host })).toBe('98,765');
    expect(text('@@Score')).toBe('@Score');
    expect(text('<b>')).toBe('&#x3C;b&#x3E;');
    expect(text('@TextE')).toBe('@TextE');
  });

  it('returns other non-arrays unchanged (no abbreviation of direct numbers)', () => {
    expect(text(12345)).toBe(12345);
    expect(text(true)).toBe(true);
    expect(text(5n)).toBe(5n);
  });

  it('resolves a direct "@Var n" only under a global retain/copy mode', () => {
    expect(text('@Var 0', { env: { vars: [7] } })).toBe('@Var 0');
    expect(text('@Var 0', { env: { vars: [7], gvs: 1 } })).toBe('7');
    expect(text(['@var_retain', '@Var 0'], { env: { vars: [7] } })).toBe('7');
    expect(text(['@var_retain', '@TextE', '@Var 0'], { env: { vars: [7] } })).toBe('@Var 0');
  });
});

describe('computed values (§9 steps 4–5)', () => {
  it('evaluates the array, abbreviates and encodes', () => {
    expect(text([12345, '+', 1])).toBe('12,346');
    expect(text([12345, '+', 1], { abbreviate: false })).toBe('12346');
    expect(text([1e15, '+', 1])).toBe('1 &#xD7; 10<sup>15</sup>');
    expect(text([0, '/', 0])).toBe(' NaN ');
    expect(text([])).toBe('undefined');
    expect(text(['x&', 'str_concat', 10000], { encode: false })).toBe('x&10000');
  });

  it('evaluates the original array, declarations included', () => {
    expect(text([5, '@end_vars', '@Var 0', '*', 1000])).toBe('5000');
    expect(text([5, '@end_vars', '@TextE', '@Var 0', '+'])).toBe('@Var 0+');
  });

  it('handles @CalcArray: strings resolved again, other non-arrays returned as they are', () => {
    expect(text(['@CalcArray', 5, '*', 5])).toBe(25);
    expect(text(['@CalcArray', 'str', 'str_concat', '<i>'])).toBe('str&#x3C;i&#x3E;');
    expect(text(['@CalcArray', '@TextE', '@Bold', 'cb'])).toBe('@TextE');
    expect(text(['@CalcArray', '@Literal', '@TextE', '@Bold', 'x'])).toBe('<b>x</b>');
    const host = createHost({ score: 42 });
    expect(text(['@CalcArray', '@@Score'], { host })).toBe('42'); // unescaped by the evaluation, then resolved
  });

  it('renders computed @TextE arrays', () => {
    expect(text([['@Literal', '@TextE', '@Italic', 'lit']])).toBe('<i>lit</i>');
  });
});

describe('effect words (§9 step 6)', () => {
  it('wraps parts, first word outermost', () => {
    expect(text(['@TextE', 'a', ['@Bold', '@Italic', 'b', 'c'], 5])).toBe('a<b><i>bc</i></b>5');
    expect(text(['@Italic', '@Bold', 'z'])).toBe('<i><b>z</b></i>');
    expect(text(['@UnBold', 'n'])).toBe("<span style='font-weight: normal;'>n</span>");
    expect(text(['@NoLine', 'n'])).toBe("<span style='text-decoration: none;'>n</span>");
    expect(text(['@Superscript', 2])).toBe('<sup>2</sup>');
    expect(text(['@TextE', ['@Literal', 1, 2]])).toBe('1,2');
    expect(text(['@TextE', [2, '+', 3], 'x'])).toBe('5x');
    expect(text(['@TextE', 12345])).toBe('12345');
    expect(text(['@TextE', [2, '^', 14], ' pts'])).toBe('16,384 pts');
  });

  it('evaluates colours and shadows', () => {
    expect(text(['@TextColor', '#f00', 'red'])).toBe("<span style='color: #f00;'>red</span>");
    expect(text(['@TextColor', ['@HSLA', 120, 100, 25, 1], 'green', ['@Bold', '!']])).toBe(
      "<span style='color: hsla(120, 100%, 25%, 1);'>green<b>!</b></span>",
    );
    expect(text(['@TextShadow', [1, '+', 1], 'x', true, ['@RGBA', 0, 0, 0, 0.5], 'sh'])).toBe(
      "<span style='text-shadow: 2px NaNpx 1px rgba(0, 0, 0, 0.5);'>sh</span>",
    );
  });

  it('pushes the text so far as a parent level', () => {
    expect(text(['@TextE', '@Parent -1', 'x', '@Parent -1'])).toBe('xx');
    expect(text(['@TextE', 'ab', ['@Parent -2', 'str_concat', '!']])).toBe('abab!');
  });

  it('encodes parts (or not)', () => {
    expect(text(['@TextE', 'a<', ['@Superscript', '&']])).toBe('a&#x3C;<sup>&#x26;</sup>');
    expect(text(['@TextE', 'a<b', 12345.678], { encode: false })).toBe('a<b12345.678');
  });

  it('reads tiles in the given context', () => {
    const host = createHost({ grid: [[[8]]], width: 1, height: 1 });
    expect(
      text(['@TextE', '@This 0', ' of ', '@GridWidth'], {
        host,
        env: { tile: { v: 0, h: 0, vdir: 0, hdir: 0, addInfo: [], container: host.grid } },
      }),
    ).toBe('8 of 1');
  });

  it('turns a self-referencing parent into a CalcArrayError', () => {
    expect(() => text(['@TextE', ['@Parent -1']])).toThrow(CalcArrayError);
  });
});

describe('@ComposeTE and the legacy markup', () => {
  it('converts the old HTML subset into effect words', () => {
    expect(text(['@ComposeTE', 'x<b>y</b>z'])).toBe('x<b>y</b>z');
    expect(text(['@ComposeTE', '<i>it</i><sup>2</sup>'])).toBe('<i>it</i><sup>2</sup>');
    expect(text(['@ComposeTE', "<span style='text-decoration:underline'>u</span>"])).toBe(
      "<span style='text-decoration: underline;'>u</span>",
    );
    expect(text(['@ComposeTE', 12345])).toBe('12,345');
    expect(text(['@var_retain', '@ComposeTE', 2, '^', 3])).toBe('8');
  });

  it('shows invalid markup as plain encoded text', () => {
    expect(text(['@ComposeTE', 'a<u>b</u>'])).toBe('a&#x3C;u&#x3E;b&#x3C;/u&#x3E;');
    expect(text(['@ComposeTE', 'a<b>unclosed'])).toBe('a&#x3C;b&#x3E;unclosed');
    expect(text(['@ComposeTE', 'plain & simple'])).toBe('plain &#x26; simple');
  });

  it('composeLegacyMarkup builds nested arrays and drops empty runs', () => {
    expect(composeLegacyMarkup('a<b><i>x</i></b>c')).toEqual(['@TextE', 'a', ['@Bold', ['@Italic', 'x']], 'c']);
    expect(composeLegacyMarkup('<b></b>')).toEqual(['@TextE', ['@Bold']]);
    expect(composeLegacyMarkup('</b>')).toBeNull();
    expect(composeLegacyMarkup('a<b')).toBeNull();
    expect(composeLegacyMarkup('a<b<i>>')).toBeNull();
  });
});

describe('robustness', () => {
  const atoms = fc.oneof(
    fc.constantFrom<Value>(
      '@TextE',
      '@Bold',
      '@TextColor',
      '@TextShadow',
      '@ComposeTE',
      '@CalcArray',
      '@Superscript',
      '@Parent -1',
      '@Parent -2',
    ),
    fc.constantFrom<Value>(
      '@var_retain',
      '@global_var_retain',
      '@end_vars',
      '@Var 0',
      '<b>x</b>',
      '<i>',
      '#fff',
      '+',
      'str_concat',
      5n,
      null,
    ),
    fc.double(),
    fc.string({ maxLength: 6 }),
  );
  const values = fc.letrec<{ v: Value }>((tie) => ({
    v: fc.oneof({ depthSize: 'small' }, atoms, fc.array(tie('v'), { maxLength: 6 })),
  })).v;

  it('lets only CalcArrayErrors escape', () => {
    fc.assert(
      fc.property(values, fc.boolean(), fc.boolean(), (x, encode, abbreviate) => {
        try {
          text(x, { encode, abbreviate });
        } catch (e) {
          if (!(e instanceof CalcArrayError)) throw e;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('stops deeply nested legacy markup with a limit error', () => {
    expect(() => text(['@ComposeTE', '<b>'.repeat(5000) + 'x' + '</b>'.repeat(5000)])).toThrow(CalcArrayError);
  });
});
