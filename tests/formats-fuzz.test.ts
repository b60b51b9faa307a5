// Mutates real codes (characters in the base64, truncation, part swaps, version/header changes,
// hostile part contents) and checks that every import either returns data that round-trips
// exactly, or throws a SaveCodeError — never another exception, never a long run.
//
// Deterministic by default (fixed seed, 10,000 codes). For a longer hunt:
//   FORMATS_FUZZ_RUNS=200000 FORMATS_FUZZ_SEED=7 npx vitest run tests/formats-fuzz.test.ts
// (a failure prints the seed and path to replay it: FORMATS_FUZZ_SEED=… FORMATS_FUZZ_PATH=…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeText } from '../src/formats/envelope.ts';
import { sameData } from '../src/formats/equality.ts';
import {
  HEADERS,
  VERSIONS,
  SaveCodeError,
  exportCode,
  exportGameCode,
  importCode,
  importModeCode,
  type ImportedCode,
  type RawGameState,
} from '../src/formats/index.ts';
import { MODE_2048, REPLAY_2048, communityCodes, replayFile } from './helpers/formats-fixtures.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';

const FUZZ = fuzzSettings('FORMATS', 10_000, 20_480);
const RUNS = FUZZ.numRuns;

const E = '@Empty';
const game: RawGameState = {
  Grid: [
    [[1], E],
    [E, [2n]],
  ],
  score: 12,
  won: 0,
  directionsAvailable: [true, true, true, true],
  TileSpawns: [[[0], 1]],
  SpawnBoxes: [[]],
  spawnConveyor: [E],
  discoveredTiles: [[1]],
  discoveredWinning: [],
  discoveredLosing: [],
  moves_so_far: 3,
  manual_moves_so_far: 3,
  merges_so_far: 1,
  moves_where_merged: 1,
  merges_before_now: 1,
  game_vars: [],
  modifier_vars: [],
  possibleOverChecked: false,
  movesPlayed: [[-1, [[0], 0, 0]]],
  currentMovePlayed: [1],
  otherRandomEvents: [0],
  rngIndex: 0,
  replayOtherSpawns: [],
  forcedSpawns: [],
  elapsedSinceStart: 1000,
  firstMoveOffset: 10,
  moveStartOffset: 900,
  moveEndOffset: 950,
  victoryOffset: false,
  gameOverOffset: false,
  scriptRunOffsets: [],
  replayTimestamps: [-1, 10],
  mvar_indices: [],
};

const community = communityCodes();
const SEEDS: string[] = [
  MODE_2048,
  REPLAY_2048,
  replayFile('50.1').modeCode, // Gaussian DIVE: bigints and Gaussian integers
  replayFile('96.50118').modeCode,
  replayFile('0.0001').modeCode,
  exportGameCode(importModeCode(MODE_2048).mode, game),
  '@2048PowCompModifiers|3.0|WyYjeDIyO0BJbmZpbml0eSYjeDIyOywxLDIsZmFsc2UsJiN4MjI7QWxsJiN4MjI7LCYjeDIyO1NxdWFyZSYjeDIyOywwLDAsMCwwLCYjeDIyO09ydGhvZ29uYWwmI3gyMjssZmFsc2UsLTEsJiN4MjI7Tm9uZSYjeDIyOywwLCYjeDIyO1JlZ3VsYXImI3gyMjssMCwwLDEsMCxmYWxzZSwxLDEsMSwwLDEsMSwwLDEwMCwwLDAsZmFsc2UsMF0=|W10=|',
  community[0]!.code,
  community[13]!.code,
  community.find((c) => c.code.startsWith(HEADERS.infused))!.code,
];

const ALL_VERSIONS = [...new Set(Object.values(VERSIONS).flat()), '', '3', '3.0.0', 'undefined', '__proto__'];
const ALL_HEADERS = [...Object.values(HEADERS), '@2048PowComp', 'constructor', ''];
const JUNK_CHARS = 'AZaz09+/=| -_é\n\u0000'.split('');
/** Texts that reach the deeper decoding paths when written into a part. */
const HOSTILE_TEXTS = [
  '',
  '[',
  '{"a":1}',
  '{"__proto__":{"x":1}}',
  '-0',
  '1e400',
  'NaN',
  'Infinity',
  'null',
  '"@undefined"',
  '["@BigInt x"]',
  '["@BigInt ' + '9'.repeat(500) + '"]',
  '["@GaussianBigInt 1"]',
  '["@BigRational 1 0","@BigRational 0 0","@BigRational 6 -4"]',
  '[' + '['.repeat(2000) + ']'.repeat(2000) + ']',
  '"<h1>x</h1><b>y"',
  '["&amp;","&#x22;","&#xD800;","&ampx","\\ud800"]',
  't',
  'f',
  '0',
  '2.5',
  'Custom',
  '[1,2,3]',
  '"\u0085\u00e9"',
];

type Mutation =
  | { t: 'flip'; part: number; pos: number; ch: string }
  | { t: 'insert'; part: number; pos: number; ch: string }
  | { t: 'delete'; part: number; pos: number }
  | { t: 'truncate'; at: number }
  | { t: 'swap'; a: number; b: number }
  | { t: 'drop'; part: number }
  | { t: 'version'; v: string }
  | { t: 'header'; h: string }
  | { t: 'text'; part: number; text: string };

const nat = fc.nat({ max: 100_000 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ t: fc.constant('flip' as const), part: nat, pos: nat, ch: fc.constantFrom(...JUNK_CHARS) }),
  fc.record({ t: fc.constant('insert' as const), part: nat, pos: nat, ch: fc.constantFrom(...JUNK_CHARS) }),
  fc.record({ t: fc.constant('delete' as const), part: nat, pos: nat }),
  fc.record({ t: fc.constant('truncate' as const), at: nat }),
  fc.record({ t: fc.constant('swap' as const), a: nat, b: nat }),
  fc.record({ t: fc.constant('drop' as const), part: nat }),
  fc.record({ t: fc.constant('version' as const), v: fc.constantFrom(...ALL_VERSIONS) }),
  fc.record({ t: fc.constant('header' as const), h: fc.constantFrom(...ALL_HEADERS) }),
  fc.record({
    t: fc.constant('text' as const),
    part: nat,
    text: fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ maxLength: 30 })),
  }),
);

function apply(code: string, m: Mutation): string {
  const f = code.split('|');
  const pick = (n: number): number => (f.length > 2 ? 2 + (n % (f.length - 2)) : Math.min(n, f.length - 1));
  switch (m.t) {
    case 'flip':
    case 'insert':
    case 'delete': {
      const i = pick(m.part);
      const s = f[i]!;
      const pos = s.length === 0 ? 0 : m.pos % s.length;
      f[i] =
        m.t === 'flip'
          ? s.slice(0, pos) + m.ch + s.slice(pos + 1)
          : m.t === 'insert'
            ? s.slice(0, pos) + m.ch + s.slice(pos)
            : s.slice(0, pos) + s.slice(pos + 1);
      return f.join('|');
    }
    case 'truncate':
      return code.slice(0, m.at % (code.length + 1));
    case 'swap': {
      const a = pick(m.a);
      const b = pick(m.b);
      [f[a], f[b]] = [f[b]!, f[a]!];
      return f.join('|');
    }
    case 'drop':
      f.splice(pick(m.part), 1);
      return f.join('|');
    case 'version':
      f[1] = m.v;
      return f.join('|');
    case 'header':
      f[0] = m.h;
      return f.join('|');
    case 'text': {
      const text = m.text;
      f[pick(m.part)] = /^[tf]$/.test(text) ? text : encodeText(text);
      return f.join('|');
    }
  }
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

describe('save-code import under mutation', () => {
  // A few ms a code on average; long hunts get the time they need.
  it(`returns data that round-trips, or throws SaveCodeError (${RUNS} mutated codes, seed ${FUZZ.seed})`, {
    timeout: Math.max(120_000, RUNS * 20),
  }, () => {
    const outcomes = { ok: 0, rejected: 0 };
    fc.assert(
      fc.property(
        fc.nat({ max: SEEDS.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (seed, mutations) => {
          const code = mutations.reduce(apply, SEEDS[seed]!);
          const started = performance.now();
          let data: ReturnType<typeof importCode> | undefined;
          try {
            data = importCode(code);
          } catch (e) {
            expect(e).toBeInstanceOf(SaveCodeError);
            expect((e as SaveCodeError).kind, (e as SaveCodeError).message).not.toBe('internal');
            outcomes.rejected++;
            return;
          } finally {
            expect(performance.now() - started).toBeLessThan(2000);
          }
          outcomes.ok++;
          const again = importCode(exportCode(data));
          expect(sameData(payload(again), payload(data))).toBe(true);
        },
      ),
      FUZZ,
    );
    console.info(
      `formats fuzz: ${outcomes.ok} imported and round-tripped, ${outcomes.rejected} rejected with SaveCodeError`,
    );
    // About a tenth of the codes survive their mutations (checked on the default 10,000).
    expect(outcomes.ok).toBeGreaterThan(RUNS / 20);
  });

  it('oversized inputs are refused quickly', () => {
    const big = MODE_2048 + 'A'.repeat(9 * 1024 * 1024);
    const t = performance.now();
    expect(() => importCode(big)).toThrow(SaveCodeError);
    expect(() => importCode('@2048PowCompMode|3.0|' + '|'.repeat(100_000))).toThrow(/more than 256 parts/);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
