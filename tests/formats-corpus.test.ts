// Every save code recorded from the original (replays' modeCode/replayCode, community codes):
// imports, round-trips to the same data, and — where the original's exporter wrote it — re-exports
// byte for byte. Also checks the corpus value codec on every CalcArray case.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heDecode } from '../src/formats/entities.ts';
import { sameData } from '../src/formats/equality.ts';
import { decodeCorpusValue, encodeCorpusValue, scParse, scStringify } from '../src/formats/extended-json.ts';
import { exportCode, importCode, type ImportedCode } from '../src/formats/index.ts';

const ROOT = new URL('../../shared/conformance/', import.meta.url);

interface Game {
  seed: number;
  replayCode: string;
  modeCode?: string;
}
interface ReplayFile {
  modeId: string;
  modeCode: string;
  games: Game[];
}
interface Community {
  title: string;
  code: string;
}

const replayFiles: ReplayFile[] = readdirSync(new URL('replays/', ROOT))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(`replays/${f}`, ROOT), 'utf8')) as ReplayFile);
const community = JSON.parse(readFileSync(new URL('community/codes.json', ROOT), 'utf8')) as Community[];

/** Imports, exports, re-imports: returns whether the export reproduced the code byte for byte. */
function roundTrip(code: string, label: string): { data: ImportedCode; exact: boolean } {
  const data = importCode(code);
  const exported = exportCode(data);
  const again = importCode(exported);
  expect(sameData(payload(again), payload(data)), `${label}: identity on data`).toBe(true);
  expect(exportCode(again), `${label}: export is stable`).toBe(exported);
  return { data, exact: exported === code };
}

/** The data of an import, without the version it came from and the notices it raised. */
function payload(d: ImportedCode): unknown {
  const { version: _version, ...rest } = d;
  if ('warnings' in rest) {
    const { warnings: _warnings, ...data } = rest;
    return data;
  }
  return rest;
}

describe('recorded codes of the original', () => {
  it('every replay file: modeCode and replayCode import and re-export byte for byte', () => {
    let modes = 0;
    let modeExact = 0;
    let replays = 0;
    let replayExact = 0;
    for (const file of replayFiles) {
      const mode = roundTrip(file.modeCode, `${file.modeId} modeCode`);
      expect(mode.data.kind).toBe('mode');
      modes++;
      if (mode.exact) modeExact++;
      else expect.fail(`${file.modeId}: modeCode not reproduced`);
      for (const game of file.games) {
        for (const [code, kind] of [
          [game.replayCode, 'replay'],
          [game.modeCode, 'mode'],
        ] as const) {
          if (code === undefined) continue;
          const r = roundTrip(code, `${file.modeId}#${game.seed} ${kind}`);
          expect(r.data.kind).toBe(kind);
          if (kind === 'mode') {
            modes++;
            if (r.exact) modeExact++;
          } else {
            replays++;
            if (r.exact) replayExact++;
          }
          if (!r.exact) expect.fail(`${file.modeId}#${game.seed}: ${kind} code not reproduced`);
        }
      }
    }
    console.info(`formats corpus: Mode ${modeExact}/${modes} byte-exact, Replay ${replayExact}/${replays} byte-exact`);
    expect([modes, replays]).toEqual([120, 360]);
  });

  it('replay codes carry the game: won flag, moves and timestamps agree with the recording', () => {
    for (const file of replayFiles.slice(0, 20)) {
      const data = importCode(file.games[0]!.replayCode);
      if (data.kind !== 'replay') throw new Error('not a replay');
      expect(Array.isArray(data.replay.movesPlayed)).toBe(true);
      const moves = (data.replay.movesPlayed as unknown[]).length; // start entry + all moves but the last
      expect(moves, file.modeId).toBeGreaterThan(0);
      expect([0, 1]).toContain(data.replay.won);
      expect(data.replay.mode.width).toBeGreaterThan(0);
    }
  });
});

describe('community codes', () => {
  it('all import and round-trip; Infused codes re-export byte for byte', () => {
    const counts: Record<string, { n: number; exact: number }> = {};
    for (const { title, code } of community) {
      const r = roundTrip(code, title);
      const c = (counts[r.data.kind] ??= { n: 0, exact: 0 });
      c.n++;
      if (r.exact) c.exact++;
      // v3.0 can only write 3.0 codes; the 2.0 Custom codes differ in header and encoding.
      if (r.data.version === '3.0') expect(r.exact, title).toBe(true);
    }
    console.info(`formats corpus: community ${JSON.stringify(counts)}`);
    expect(counts.custom?.n).toBe(94);
    expect(counts.infused).toEqual({ n: 5, exact: 5 });
  });

  it('SCstringify writes each v2.0 Custom part exactly as the original did', () => {
    let parts = 0;
    for (const { code } of community) {
      const fields = code.split('|');
      if (fields[0] !== '@2048PowCompCustom') continue;
      for (const field of fields.slice(2, 9)) {
        const text = atob(field);
        if (heDecode(text) !== text) continue; // texts with entity references decode differently
        expect(scStringify(scParse(text))).toBe(text);
        parts++;
      }
    }
    expect(parts).toBeGreaterThan(600);
  });
});

describe('corpus value codec on every CalcArray case', () => {
  it('decode ∘ encode is the identity on decoded values', () => {
    let values = 0;
    let textual = 0;
    for (const f of readdirSync(new URL('calcarray/', ROOT))) {
      for (const line of readFileSync(new URL(`calcarray/${f}`, ROOT), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const c = JSON.parse(line) as Record<string, unknown>;
        const found: unknown[] = [];
        if ('expr' in c) found.push(c.expr);
        if ('result' in c) found.push(c.result);
        for (const k of ['context', 'after'] as const)
          if (c[k] && typeof c[k] === 'object') found.push(...Object.values(c[k] as Record<string, unknown>));
        for (const raw of found) {
          if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) continue; // not a value
          const v = decodeCorpusValue(raw);
          const back = encodeCorpusValue(v);
          expect(sameData(decodeCorpusValue(back), v)).toBe(true);
          values++;
          // Text differs only where the corpus writes an unreduced fraction ("@BigRational 6 4").
          if (JSON.stringify(back) === JSON.stringify(raw)) textual++;
          else expect(JSON.stringify(raw)).toMatch(/@BigRational/);
        }
      }
    }
    console.info(`formats corpus: CalcArray values ${textual}/${values} re-encoded to identical text`);
    expect(values).toBeGreaterThan(30_000);
  });
});
