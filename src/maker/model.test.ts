import { describe, expect, it } from 'vitest';
import { customModeFromRaw } from '../engine/codes/custom-mode.ts';
import { importCustomCode } from '../formats/custom-code.ts';
import type { MakerDraft } from './draft.ts';
import { codeFromDraft, customFromDraft, defaultMerge, draftFromCode, MakerOpenError, newDraft } from './model.ts';

function errors(d: MakerDraft): { field: string; message: string }[] {
  return customFromDraft(d)
    .issues.filter((i) => i.severity === 'error')
    .map(({ field, message }) => ({ field, message }));
}

describe('the Mode maker model', () => {
  it('a new draft saves as a Custom code that plays as the 2048-style chain it describes', () => {
    const { code, issues } = codeFromDraft(newDraft());
    expect(issues).toEqual([]);
    expect(code).toMatch(/^@2048PowCompCustom\|3\.0\|/);
    const built = customModeFromRaw(importCustomCode(code!).custom);
    expect(built.mode.startTileSpawns).toEqual([
      [[1, 1], 9],
      [[2, 2], 1],
    ]);
    expect(built.mode.mergeRules).toHaveLength(1);
    expect(built.defaultSize).toBe(4);
    expect(draftFromCode(code!)).toEqual(newDraft());
  });

  it('number fields take formulas and CalcArrays, worked out once when saved', () => {
    const d = newDraft();
    d.spawns[1]!.value = '2 ^ 10';
    d.spawns[0]!.weight = '[3, "*", 3]';
    d.wins = { required: '1', indexes: '[5 + 6], 12' };
    const custom = customFromDraft(d).custom!;
    expect(custom.customSpawningTiles).toEqual([false, [1, 9], [1024, 1]]);
    expect(custom.customWins).toEqual([1, 11, 12]);
  });

  it('errors point at the field, in a player’s words', () => {
    const d = newDraft();
    d.spawns = [{ value: '1', weight: '0' }];
    d.merges[0]!.applies.modulus = '0';
    d.merges[0]!.applies.min = '5';
    d.merges[0]!.applies.max = '2';
    d.merges.push({ ...defaultMerge(), output: { relative: true, c: '1.5' } });
    d.size = '1 + (2 * 3)';
    expect(errors(d)).toEqual([
      { field: 'spawns.0.weight', message: 'Give at least one tile a chance above 0.' },
      { field: 'merges.0.applies.modulus', message: 'This must be at least 1.' },
      { field: 'merges.0.applies.min', message: 'The lowest n is above the highest n.' },
      { field: 'merges.1.output.c', message: 'This must be a whole number.' },
      expect.objectContaining({ field: 'size' }),
    ]);
    expect(codeFromDraft(d).code).toBeNull();
  });

  it('box mode needs whole counts; a remainder must be below its modulus', () => {
    const d = newDraft();
    d.box = true;
    d.spawns[0]!.weight = '2.5';
    d.merges[0]!.applies.residue = '3';
    d.merges[0]!.applies.modulus = '2';
    expect(errors(d).map((e) => e.field)).toEqual(['spawns.0.weight', 'merges.0.applies.residue']);
  });

  it('the consistency check warns of the first index that could show two numbers, and saving goes on', () => {
    const d = newDraft();
    // 1 + 1 → index 2 shows 2 (its spawn value), but 1 + 2 → index 2 would show 3.
    d.merges.push({ ...defaultMerge(), inputs: [{ relative: true, c: '1' }], output: { relative: true, c: '1' } });
    const { code, issues } = codeFromDraft(d);
    expect(code).not.toBeNull();
    expect(issues).toEqual([
      {
        field: 'merges.1.output.c',
        message: 'Tile 2 could show both 2 and 3: merge 2 on tile 1 makes 3.',
        severity: 'warning',
      },
    ]);
  });

  it('a mode the engine cannot build is refused on the field that caused it', () => {
    const d = newDraft();
    d.size = '100000';
    expect(errors(d)).toEqual([{ field: 'size', message: expect.stringMatching(/^This mode cannot be built: /) }]);
  });

  it('codes the maker cannot show as forms are refused with a typed error', () => {
    const d = newDraft();
    const { code } = codeFromDraft(d);
    const custom = importCustomCode(code!).custom;
    custom.customMerges = [
      [
        1,
        [1, Infinity, 0, 1],
        [[true, 0]],
        [
          [true, 1],
          [true, 2],
        ],
        false,
      ],
    ];
    expect(() =>
      draftFromCode(
        code!.replace(/^(@2048PowCompCustom\|3\.0\|[^|]*\|)[^|]*/, (_, head: string) => head + btoa('[[1,"x"]]')),
      ),
    ).toThrow(MakerOpenError);
  });
});

describe('stat boxes and scripts (beyond a Custom code)', () => {
  it('go into the plugin file and the preview, not the Custom code', async () => {
    const { parseDataPlugin } = await import('../plugins/data-plugin.ts');
    const { importModeCode } = await import('../formats/mode-code.ts');
    const d = newDraft();
    const plain = codeFromDraft(d);
    d.statBoxes = '[["Score", "@Score"], ["Moves", "@Moves"]]';
    d.scripts = '[]';
    const out = codeFromDraft(d);
    expect(out.issues).toEqual([]);
    expect(out.code).toBe(plain.code);
    expect(out.preview).toMatch(/^@2048PowCompMode\|/);
    expect(importModeCode(out.preview!).mode.statBoxes).toEqual([
      ['Score', '@Score'],
      ['Moves', '@Moves'],
    ]);
    const plugin = parseDataPlugin(out.plugin!);
    if (plugin.kind !== 'mode') throw new Error('not a mode plugin');
    expect(plugin.build({}).statBoxes).toEqual([
      ['Score', '@Score'],
      ['Moves', '@Moves'],
    ]);
    expect(plugin.id).not.toBe((parseDataPlugin(plain.plugin!) as { id: string }).id);
  });

  it('must be lists', () => {
    const d = newDraft();
    d.statBoxes = '5';
    d.scripts = '1 + (2 * 3)';
    expect(errors(d).map((e) => e.field)).toEqual(['statBoxes', 'scripts']);
  });
});

describe('hostile drafts', () => {
  it('lists past the converter’s limits are refused before any field is read', () => {
    const d = newDraft();
    d.merges = Array.from({ length: 600 }, () => defaultMerge());
    expect(errors(d)).toEqual([{ field: 'merges', message: 'A mode can have at most 512 merges.' }]);
  });

  it('formula fields are bounded per field and per draft', () => {
    const d = newDraft();
    d.spawns[0]!.value = '0 @repeat [true] @edit_var 0 1 @end-repeat';
    expect(errors(d).map((e) => e.field)).toEqual(['spawns.0.value']);
    const many = newDraft();
    many.spawns = Array.from({ length: 210 }, () => ({ value: '1 + 1', weight: '1' }));
    expect(errors(many)[0]).toEqual({
      field: 'spawns.200.value',
      message: expect.stringMatching(/more than 200 fields are formulas/),
    });
  });

  it('random text in every field never throws: issues or a code', () => {
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const bits = [
      '1',
      '-',
      '∞',
      '[',
      ']',
      '{',
      '}',
      '"',
      '@This 0',
      ',',
      ' ',
      '^',
      'e',
      '.',
      '0',
      'NaN',
      'mod',
      '(',
      ')',
      '@repeat',
    ];
    for (let run = 0; run < 300; run++) {
      const d = newDraft() as unknown as Record<string, unknown>;
      // Every string leaf of the draft is a field; a few are replaced with random text.
      const leaves: [Record<string, unknown> | unknown[], string | number][] = [];
      const walk = (x: unknown): void => {
        if (Array.isArray(x)) x.forEach((v, i) => (typeof v === 'string' ? leaves.push([x, i]) : walk(v)));
        else if (x && typeof x === 'object')
          for (const [k, v] of Object.entries(x))
            typeof v === 'string' ? leaves.push([x as Record<string, unknown>, k]) : walk(v);
      };
      walk(d);
      for (let k = 0; k < 4; k++) {
        const [owner, key] = leaves[rand(leaves.length)]!;
        const text = Array.from({ length: rand(6) }, () => bits[rand(bits.length)]).join('');
        (owner as Record<string | number, unknown>)[key] = text;
      }
      const out = codeFromDraft(d as unknown as MakerDraft);
      expect(out.code === null ? out.issues.some((i) => i.severity === 'error') : true).toBe(true);
    }
  });
});
