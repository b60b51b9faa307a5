import { describe, expect, it } from 'vitest';
import { composeTextExpression } from './compose-text.ts';
import { SaveCodeError } from './errors.ts';

describe('composeTextExpression', () => {
  it('turns inline markup into effect words', () => {
    expect(composeTextExpression('a<b>bold</b>c', false)).toEqual(['@TextE', 'a', ['@Bold', 'bold'], 'c']);
    expect(composeTextExpression('x<sup>2</sup><sub><i>i</i></sub>', false)).toEqual([
      '@TextE',
      'x',
      ['@Superscript', '2'],
      ['@Subscript', ['@Italic', 'i']],
    ]);
    expect(
      composeTextExpression(
        "<span style='text-decoration:underline'>u</span><span style=\"text-decoration: line-through;\">s</span><span style='text-decoration:overline'>o</span>",
        false,
      ),
    ).toEqual(['@TextE', ['@Underline', 'u'], ['@Strikethrough', 's'], ['@Overline', 'o']]);
    expect(composeTextExpression('', false)).toEqual(['@TextE']);
    expect(composeTextExpression('<b></b>', false)).toEqual(['@TextE', ['@Bold']]);
  });

  it('builds rules-text paragraphs', () => {
    expect(composeTextExpression('<h2>Powers of 2</h2><h1>2048</h1><p>Merge <b>two</b> tiles.</p>', true)).toEqual([
      ['h2', 'Powers of 2'],
      ['h1', '2048'],
      ['p', ['@TextE', 'Merge ', ['@Bold', 'two'], ' tiles.']],
    ]);
    expect(composeTextExpression('Loose text <i>here</i>\n<p>x</p>\n', true)).toEqual([
      ['p', ['@TextE', 'Loose text ', ['@Italic', 'here'], '\n']],
      ['p', 'x'],
    ]);
    expect(composeTextExpression('', true)).toEqual([]);
  });

  it('rejects other tags, unbalanced tags and < inside a tag', () => {
    const bad: [string, boolean][] = [
      ['<div>x</div>', true],
      ['<b>x', false],
      ['x</b>', false],
      ['<b <i>>', false],
      ['<b', false],
      ['<br>', true],
      ['<p>x</p>', false], // blocks only in rules text
      ['<b><p>x</p></b>', true], // blocks only at the top level
    ];
    for (const [text, forRules] of bad)
      expect(() => composeTextExpression(text, forRules), text).toThrow(SaveCodeError);
    expect(() => composeTextExpression('<h1>a<h2>b</h2></h1>', true)).toThrow(SaveCodeError);
  });
});
