import { describe, expect, it } from 'vitest';
import { freshInfused } from '../engine/codes/infused-mode.ts';
import { exportInfusedCode, importInfusedCode } from '../formats/infused-code.ts';
import type { MakerInfusedDraft } from './draft.ts';
import { buildInfused, draftFromInfused, draftFromInfusedCode, infusedFromDraft } from './infused.ts';
import { codeFromDraft, MakerOpenError, openInMaker } from './model.ts';

const fresh = (): MakerInfusedDraft => draftFromInfused(freshInfused());
const fields = (d: MakerInfusedDraft): string[] =>
  infusedFromDraft(d)
    .issues.filter((i) => i.severity === 'error')
    .map((i) => i.field);

describe('the maker’s Infused form', () => {
  it('a fresh infusion (the 2048 mode) opens with its 43 values and saves as the same code', () => {
    const code = exportInfusedCode(freshInfused());
    const d = openInMaker(code) as MakerInfusedDraft;
    expect(d.kind).toBe('infused');
    expect(d.values).toHaveLength(43);
    expect(d.respects).toEqual([true, true, true, true, true]);
    expect(codeFromDraft(d)).toMatchObject({ code, preview: code, issues: [] });
  });

  it('a value typed as a formula is saved as the CalcArray it writes; other values stay as typed', () => {
    const d = fresh();
    d.values[40] = '1 + [2 * 3]';
    d.values[0] = ' 16 ';
    const before = d.values[2];
    const { infused, build } = infusedFromDraft(d);
    expect(infused!.values[40]).toBe('[1,"+",[2,"*",3]]');
    expect(infused!.values[0]).toBe(' 16 ');
    expect(infused!.values[2]).toBe(before);
    expect(build!.mode.directionBlocked).toEqual([1, '+', [2, '*', 3]]);
    expect(build!.mode.tileNumAmount).toBe(16);
  });

  it('value 34’s flags are saved as they are ticked', () => {
    const d = fresh();
    d.respects[0] = false;
    const code = codeFromDraft(d).code!;
    expect(importInfusedCode(code).infused.values[34]).toEqual([false, true, true, true, true]);
    expect(buildInfused(importInfusedCode(code).infused).respected.negativeTiles).toBe(false);
  });

  it('errors point at the value, in a player’s words', () => {
    const d = fresh();
    d.values[3] = '';
    d.values[7] = '[1, 2';
    expect(fields(d)).toEqual(['infused.3', 'infused.7']);
    const bad = fresh();
    bad.values[0] = '0';
    expect(infusedFromDraft(bad).issues).toEqual([
      {
        field: 'infused.0',
        message: 'This mode cannot be built: TileNumAmount must be an integer from 1 to 1024.',
        severity: 'error',
      },
    ]);
    const size = fresh();
    size.values[23] = '"big"';
    expect(fields(size)).toEqual(['infused.23']);
    expect(codeFromDraft(size).code).toBeNull();
  });

  it('a code whose values the form cannot show is refused with a MakerOpenError', () => {
    const raw = freshInfused();
    raw.values[5] = [['Score', '@Score']];
    expect(() => draftFromInfusedCode(exportInfusedCode(raw))).toThrow(MakerOpenError);
    const short = { values: freshInfused().values.concat(['1']) };
    expect(() => draftFromInfused(short)).toThrow(MakerOpenError);
  });

  it('a malformed draft or random text in its values never throws: issues or a code', () => {
    expect(fields({ kind: 'infused', values: ['1'], respects: [true, true, true, true, true] })).toEqual(['infused']);
    let seed = 11;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const bits = ['1', '[', ']', '"', '@InfusedCalcArray', '"@Var 0"', ',', '-', 'true', '{', '}', '∞', '@This 0'];
    for (let run = 0; run < 150; run++) {
      const d = fresh();
      for (let k = 0; k < 3; k++) {
        const i = rand(43);
        d.values[i] = Array.from({ length: rand(5) }, () => bits[rand(bits.length)]).join('');
      }
      const out = codeFromDraft(d);
      expect(out.code === null ? out.issues.some((x) => x.severity === 'error') : true).toBe(true);
    }
  });
});
