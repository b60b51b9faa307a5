// Which modes the app can start and how: every registered mode plugin (the original's pages first,
// in registry order), with `2048` as the id of classic 2048 (the plugin that recreates the
// original's mode 1 if one is registered, else a built-in classic definition), and imported save
// codes (Mode, Game, Custom, Infused) turned into playable definitions.
import { createHost, evaluateText } from '../calc/index.ts';
import { runsText, textToRuns } from '../calc/text-runs.ts';
import { jsString, type Value } from '../calc/values.ts';
import { playableFromImport, type PlayableCode } from '../engine/index.ts';
import { defaultMode, type ModeDefinition } from '../engine/index.ts';
import { Sfc32 } from '../engine/index.ts';
import { importCode, type ImportedCode } from '../formats/index.ts';
import { resolveOptions, type PluginRegistry } from '../plugins/registry.ts';
import { MAX_BOARD_SIDE } from '../formats/board-size.ts';
import type { ModePlugin, OptionSpec, OptionValue } from '../plugins/types.ts';
import { codeRefusal } from './code-words.ts';
import { modeTags } from './mode-tags.ts';
import {
  CODE_MODE_PREFIX,
  SessionError,
  type CodeInfo,
  type ModeOptionView,
  type ModeSummary,
  type ModeTag,
} from './protocol.ts';

/** The first-run default mode (src/app/app.ts `DEFAULT_MODE`). */
export const CLASSIC_ID = '2048';
/** The original's number of classic 2048. */
const CLASSIC_ORIGINAL_ID = '1';
/** The largest board side the app offers or accepts: the one board-size limit (formats/board-size.ts). */
export { MAX_BOARD_SIDE };

export type OptionMap = Record<string, OptionValue>;

/** How to build a game's mode again (kept in saves). */
export type ModeSource =
  | { readonly kind: 'plugin'; readonly id: string; readonly options: OptionMap }
  | { readonly kind: 'classic'; readonly width: number; readonly height: number }
  | { readonly kind: 'code'; readonly code: string };

/** Classic 2048 when no plugin recreates it: the engine defaults plus display rules of our own. */
export function classicDefinition(width = 4, height = 4): ModeDefinition {
  const e = '@This 0';
  return defaultMode({
    width,
    height,
    tileTypes: [
      [
        true,
        [2, '^', e],
        ['@HSLA', [e, '*', 31, '+', 28, 'mod', 360], 72, [88, '-', [e, '*', 4], 'max', 34], 1],
        ['#776e65', '@if', [e, '>=', 3], '2nd', '#f9f6f2', '@end-if'],
      ],
    ],
    gameplayRulesText: [
      ['h1', '2048'],
      ['p', 'Two tiles of the same number merge into their sum. Get to the 2048 tile to win!'],
    ],
  });
}

const CLASSIC_OPTIONS: OptionSpec[] = [
  { id: 'width', label: 'Grid width', type: 'number', default: 4, min: 1, max: MAX_BOARD_SIDE, step: 1 },
  { id: 'height', label: 'Grid height', type: 'number', default: 4, min: 1, max: MAX_BOARD_SIDE, step: 1 },
];

const CLASSIC_SUMMARY: ModeSummary = {
  id: CLASSIC_ID,
  name: '2048',
  category: 'Page 1',
  description: 'Powers of 2: two tiles of the same number merge into their sum.',
  rules: 'Two tiles of the same number merge into their sum.\n\nGet to the 2048 tile to win!',
  page: 1,
  options: CLASSIC_OPTIONS.map((o) => ({ ...o })),
};

/** Declared plugin options as plain protocol data. */
export function optionViews(specs: readonly OptionSpec[] | undefined): ModeOptionView[] {
  return (specs ?? []).map((o): ModeOptionView => {
    switch (o.type) {
      case 'choice':
        return { ...o, choices: o.choices.map((c) => ({ value: c.value, label: c.label })) };
      case 'numbers':
        return { ...o, default: [...o.default] };
      default:
        return { ...o };
    }
  });
}

function pluginSummary(p: ModePlugin, id: string): ModeSummary {
  return {
    id,
    name: p.name,
    category: p.page !== undefined ? `Page ${p.page}` : (p.category ?? 'More modes'),
    description: p.description ?? '',
    rules: p.rules ?? p.description ?? '',
    ...(p.page !== undefined ? { page: p.page } : {}),
    ...(p.look ? { look: { background: p.look.background, text: p.look.text } } : {}),
    options: optionViews(p.options),
  };
}

export interface StartPlan {
  readonly source: ModeSource;
  /** The id views and saves report. */
  readonly modeId: string;
  readonly modeName: string;
}

export class ModeCatalog {
  /** Tags of each mode plugin with its default options (an installed plugin replaced is a new object). */
  private readonly tagCache = new WeakMap<ModePlugin, readonly ModeTag[]>();

  constructor(private readonly registry: PluginRegistry) {}

  /** Tags of every listed mode by id, from its definition with default options. */
  tags(): Record<string, readonly ModeTag[]> {
    const classic = this.classicPlugin();
    const out: Record<string, readonly ModeTag[]> = {
      [CLASSIC_ID]: classic ? this.tagsOf(classic) : modeTags(classicDefinition()),
    };
    for (const p of this.registry.list('mode')) if (p !== classic) out[p.id] = this.tagsOf(p);
    return out;
  }

  private tagsOf(p: ModePlugin): readonly ModeTag[] {
    let tags = this.tagCache.get(p);
    if (!tags) {
      try {
        tags = modeTags(this.registry.buildMode(p.id));
      } catch {
        tags = []; // a mode that cannot be built shows no tags; starting it reports why
      }
      this.tagCache.set(p, tags);
    }
    return tags;
  }

  /** The plugin recreating classic 2048, if registered. */
  private classicPlugin(): ModePlugin | undefined {
    return (
      this.registry.get('mode', 'pc.2048') ??
      this.registry.list('mode').find((p) => p.recreates?.some((r) => r.modeId === CLASSIC_ORIGINAL_ID))
    );
  }

  list(): ModeSummary[] {
    const classic = this.classicPlugin();
    const rest = this.registry
      .list('mode')
      .filter((p) => p !== classic)
      .map((p) => ({ p, page: p.page ?? Infinity }))
      // Stable: pages in order, registry order within a page, community modes last.
      .sort((a, b) => a.page - b.page)
      .map(({ p }) => pluginSummary(p, p.id));
    return [classic ? pluginSummary(classic, CLASSIC_ID) : CLASSIC_SUMMARY, ...rest];
  }

  /** What to start for a mode id (+ options and a size override). Unknown ids are refused. */
  plan(
    modeId: string,
    options: Readonly<Record<string, unknown>> = {},
    size?: { width: number; height: number },
  ): StartPlan {
    const isClassic = modeId === CLASSIC_ID;
    const plugin = isClassic ? this.classicPlugin() : this.registry.get('mode', modeId);
    const given: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(options))
      if (typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string' || Array.isArray(v)) given[k] = v;
    if (size) {
      given['width'] = checkSide(size.width, 'width');
      given['height'] = checkSide(size.height, 'height');
    }
    if (!plugin) {
      if (!isClassic) throw new SessionError('bad-request', `unknown mode ${modeId}`);
      const o = resolveOptions(CLASSIC_OPTIONS, given);
      return {
        source: { kind: 'classic', width: o['width'] as number, height: o['height'] as number },
        modeId: CLASSIC_ID,
        modeName: '2048',
      };
    }
    const resolved: OptionMap = { ...resolveOptions(plugin.options, given) };
    return {
      source: { kind: 'plugin', id: plugin.id, options: resolved },
      modeId: isClassic ? CLASSIC_ID : plugin.id,
      modeName: plugin.name,
    };
  }

  /** The declared options of a source and their values (nothing for codes). */
  setupOptions(src: ModeSource): { specs: ModeOptionView[]; values: OptionMap } {
    if (src.kind === 'classic')
      return { specs: optionViews(CLASSIC_OPTIONS), values: { width: src.width, height: src.height } };
    if (src.kind === 'plugin')
      return { specs: optionViews(this.registry.get('mode', src.id)?.options), values: src.options };
    return { specs: [], values: {} };
  }

  /** The plugin of a source (null for classic and codes). */
  plugin(src: ModeSource): ModePlugin | null {
    if (src.kind !== 'plugin') return null;
    const p = this.registry.get('mode', src.id);
    if (!p) throw new SessionError('bad-code', `the mode ${src.id} is not installed`);
    return p;
  }
}

function checkSide(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_BOARD_SIDE)
    throw new SessionError('bad-request', `${what} must be an integer from 1 to ${MAX_BOARD_SIDE}`);
  return n;
}

// ---- save codes ----

/** FNV-1a, for short stable ids of code-defined modes. */
export function codeHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Any failure to read or build a code, as the session error the app shows. */
export function codeError(e: unknown): SessionError {
  if (e instanceof SessionError) return e;
  const { message, detail } = codeRefusal(e);
  return new SessionError('bad-code', message, detail);
}

export function readCode(code: string): ImportedCode {
  if (typeof code !== 'string' || code.trim() === '') throw new SessionError('bad-code', 'Paste a save code first.');
  try {
    return importCode(code.trim());
  } catch (e) {
    throw codeError(e);
  }
}

export interface CodeMode {
  readonly imported: ImportedCode;
  readonly playable: PlayableCode;
  readonly name: string;
}

/** Builds the playable mode of a code; Replay and Modifiers codes are refused as unsupported. */
export function modeFromCode(code: string, seed: number): CodeMode {
  const imported = readCode(code);
  if (imported.kind === 'replay')
    throw new SessionError('unsupported', 'This is a Replay code: watch it on the Replays screen.');
  if (imported.kind === 'modifiers')
    throw new SessionError(
      'unsupported',
      'A Modifiers code changes the settings of other modes and cannot be played; choose modifiers on the Modifiers screen.',
    );
  let playable: PlayableCode | null;
  try {
    // Infused values computed at random draw from the game's seed, so a resumed game rebuilds the same mode.
    const rng = new Sfc32(seed);
    playable = playableFromImport(imported, { infused: { random: () => rng.next() } });
  } catch (e) {
    throw codeError(e);
  }
  if (!playable) throw new SessionError('unsupported', 'This code describes no mode.');
  return { imported, playable, name: codeModeName(playable) };
}

/** Plain text of a text value (titles in codes), without game state. */
function plainText(x: Value): string {
  try {
    const r = evaluateText(x, createHost(), 0, 0);
    return (typeof r === 'string' ? runsText(textToRuns(r)) : jsString(r)).trim();
  } catch {
    return '';
  }
}

/** A code mode's title: its custom title, or the first heading of its rules text. */
export function codeModeName(p: PlayableCode): string {
  const title = p.custom ? plainText(p.custom.presentation.title) : '';
  if (title) return title.slice(0, 80);
  const rules = p.mode.gameplayRulesText;
  if (Array.isArray(rules))
    for (const tag of ['h1', 'h2'])
      for (const entry of rules)
        if (Array.isArray(entry) && entry[0] === tag) {
          const t = plainText(entry[1]);
          if (t) return t.slice(0, 80);
        }
  return 'Imported mode';
}

/** Rules text of a code mode as plain paragraphs. */
function codeRules(m: ModeDefinition): string {
  const rules = Array.isArray(m.gameplayRulesText) ? m.gameplayRulesText : [];
  return rules
    .map((e) => (Array.isArray(e) ? plainText(e[1]) : ''))
    .filter((t) => t !== '')
    .join('\n\n');
}

export function codeSummary(code: string, c: CodeMode): ModeSummary {
  const m = c.playable.mode;
  const dirs = Array.isArray(m.directions) ? m.directions.length : 0;
  return {
    id: `${CODE_MODE_PREFIX}${codeHash(code.trim())}`,
    name: c.name,
    category: 'Installed',
    description: `${m.width}×${m.height}${m.hexagonal ? ' hexagonal' : ''} board, ${dirs} directions`,
    rules: codeRules(m) || 'A mode from a save code.',
  };
}

/** What a pasted code is, without starting it. */
export function inspect(code: string): CodeInfo {
  const imported = readCode(code);
  switch (imported.kind) {
    case 'replay':
      return { kind: 'replay', note: 'This is a Replay code: open the Replays screen to watch it.' };
    case 'modifiers':
      return {
        kind: 'modifiers',
        note: 'This is a Modifiers code: it sets the modifiers of your next new games.',
        choices: [],
      };
  }
  const c = modeFromCode(code, 1);
  const summary = codeSummary(code, c);
  // A Game code's mode comes with the game (for its Rules screen): no fallback text stands in for rules it lacks.
  if (imported.kind === 'game')
    return {
      kind: 'game',
      modeId: summary.id,
      modeName: summary.name,
      description: summary.description,
      rules: codeRules(c.playable.mode),
    };
  // Mode, Custom and Infused codes all describe a mode the player can install and start.
  return { kind: 'mode', mode: summary };
}
