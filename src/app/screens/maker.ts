// The Mode maker: a Custom code (custom-modes.md §2) built step by step in forms — tiles and their
// spawns, merges, win and lose, tile colours, page colours, text — with a preview board above the
// form that plays the mode as it stands (swipe it). The worker checks the draft after every change
// (errors and the original's consistency warnings point at the field) and exports the Custom code;
// saving installs that code like an imported one. An Infused code opens in its own form: each of its
// values as the text its author typed (src/maker/infused.ts), its preview the mode at its variables'
// start values.

import { el, fill } from '../dom.ts';
import { attachGestures } from '../../input/swipe.ts';
import { nearestDirection } from '../../input/directions.ts';
import {
  INFUSED_RESPECTS,
  INFUSED_STEPS,
  INFUSED_VALUE_NAMES,
  MAKER_STEPS,
  type BoardView,
  type MakerBackground,
  type MakerCheck,
  type MakerColorRule,
  type MakerDraft,
  type MakerGoal,
  type MakerInfusedDraft,
  type MakerIssue,
  type MakerMerge,
  type MakerRestriction,
  type MakerTileColor,
  type MakerTileRef,
  type PreviewUpdate,
} from '../../worker/protocol.ts';
import { checkField, group, selectField, showIssues, smallButton, textField, type OnChange } from '../maker-fields.ts';
import { infusedControlsForm } from '../infused-controls-form.ts';
import { onScreenClosed, screenFrame } from './frame.ts';
import type { BoardSurface, ScreenApi } from './types.ts';

/** Wait after the last keystroke before the draft is checked (the worker builds the whole mode). */
const CHECK_DELAY_MS = 350;
const PREVIEW_SEED = 1;

const GRADIENTS = [
  ['@linear-gradient', 'Linear gradient'],
  ['@radial-gradient', 'Radial gradient'],
  ['@conic-gradient', 'Conic gradient'],
] as const;
const SYSTEMS = [
  ['@HSLA', 'HSLA (hue, saturation, lightness, alpha)'],
  ['@RGBA', 'RGBA (red, green, blue, alpha)'],
  ['@HSVA', 'HSVA (hue, saturation, value, alpha)'],
] as const;
const BACKGROUND_NAMES = ['Page', 'Mode menu screen', 'Empty cells', 'Grid', 'Text', 'Icon tile'];

function restrictionFields(what: string, field: string, r: MakerRestriction, changed: OnChange): HTMLElement {
  const form = selectField(
    `${what}: applies to`,
    `${field}.form`,
    [
      ['range', 'A range of tiles n'],
      ['list', 'Listed tiles n'],
    ],
    () => r.form,
    (v) => (r.form = v === 'list' ? 'list' : 'range'),
    changed,
    true,
  );
  if (r.form === 'list')
    return el(
      'div',
      { class: 'mk-row' },
      form,
      textField(
        `${what}: tiles n`,
        `${field}.list`,
        () => r.list,
        (v) => (r.list = v),
        changed,
        {
          hint: 'Tile indexes, separated by commas',
        },
      ),
    );
  return el(
    'div',
    { class: 'mk-row' },
    form,
    textField(
      `${what}: lowest n`,
      `${field}.min`,
      () => r.min,
      (v) => (r.min = v),
      changed,
    ),
    textField(
      `${what}: highest n`,
      `${field}.max`,
      () => r.max,
      (v) => (r.max = v),
      changed,
    ),
    textField(
      `${what}: every`,
      `${field}.modulus`,
      () => r.modulus,
      (v) => (r.modulus = v),
      changed,
    ),
    textField(
      `${what}: remainder`,
      `${field}.residue`,
      () => r.residue,
      (v) => (r.residue = v),
      changed,
    ),
  );
}

function refFields(what: string, field: string, ref: MakerTileRef, changed: OnChange): HTMLElement {
  return el(
    'div',
    { class: 'mk-row' },
    selectField(
      `${what}: tile`,
      `${field}.relative`,
      [
        ['rel', 'Tile n + c'],
        ['abs', 'Tile c'],
      ],
      () => (ref.relative ? 'rel' : 'abs'),
      (v) => (ref.relative = v === 'rel'),
      changed,
    ),
    textField(
      `${what}: c`,
      `${field}.c`,
      () => ref.c,
      (v) => (ref.c = v),
      changed,
    ),
  );
}

/** "Tile n + Tile n+1 → Tile n+2" for a merge card's heading. */
function mergeSummary(m: MakerMerge): string {
  const ref = (r: MakerTileRef): string => (r.relative ? (r.c.trim() === '0' ? 'n' : `n+${r.c}`) : r.c);
  const ins = ['n', ...m.inputs.map(ref)].join(' + ');
  return `${ins} → ${m.output ? ref(m.output) : 'nothing'}`;
}

function fixedColor(l: string): MakerTileColor {
  const still = { exponential: false, a: '0', r: '0' };
  return {
    system: '@HSLA',
    base: ['0', '0', l, '1'],
    start: '1',
    growth: [{ ...still }, { ...still }, { ...still }, { ...still }],
  };
}

/** A colour rule for every tile: grey with black text. */
function greyRule(): MakerColorRule {
  return {
    applies: { form: 'range', list: '1', min: '1', max: '∞', residue: '0', modulus: '1' },
    stops: [{ color: fixedColor('80'), position: '0' }],
    gradient: '@linear-gradient',
    angle: '180',
    text: fixedColor('0'),
  };
}

/** The names of a colour system's four components. */
function componentNames(system: string): string[] {
  if (system === '@RGBA') return ['red', 'green', 'blue', 'alpha'];
  if (system === '@HSVA') return ['hue', 'saturation', 'value', 'alpha'];
  return ['hue', 'saturation', 'lightness', 'alpha'];
}

function tileColorFields(what: string, field: string, c: MakerTileColor, changed: OnChange): HTMLElement {
  const names = componentNames(c.system);
  return el(
    'details',
    { class: 'mk-color' },
    el('summary', {}, what),
    selectField(
      `${what}: colour system`,
      `${field}.system`,
      SYSTEMS,
      () => c.system,
      (v) => (c.system = v),
      changed,
      true,
    ),
    textField(
      `${what}: at tile`,
      `${field}.start`,
      () => c.start,
      (v) => (c.start = v),
      changed,
    ),
    ...names.map((name, k) =>
      el(
        'div',
        { class: 'mk-row' },
        textField(
          `${what}: ${name}`,
          `${field}.base.${k}`,
          () => c.base[k]!,
          (v) => (c.base[k] = v),
          changed,
        ),
        checkField(
          `${what}: ${name} changes exponentially`,
          `${field}.growth.${k}.exponential`,
          () => c.growth[k]!.exponential,
          (v) => (c.growth[k]!.exponential = v),
          changed,
          true,
        ),
        textField(
          c.growth[k]!.exponential ? `${what}: ${name} tends to` : `${what}: ${name} change per tile`,
          `${field}.growth.${k}.a`,
          () => c.growth[k]!.a,
          (v) => (c.growth[k]!.a = v),
          changed,
        ),
        c.growth[k]!.exponential
          ? textField(
              `${what}: ${name} ratio per tile`,
              `${field}.growth.${k}.r`,
              () => c.growth[k]!.r,
              (v) => (c.growth[k]!.r = v),
              changed,
            )
          : null,
      ),
    ),
  );
}

function goalFields(what: string, field: 'wins' | 'losses', g: MakerGoal, changed: OnChange): HTMLElement {
  return group(
    what,
    field,
    textField(
      `${what}: tiles`,
      `${field}.indexes`,
      () => g.indexes,
      (v) => (g.indexes = v),
      changed,
      {
        hint: 'Tile indexes, separated by commas',
        wide: true,
      },
    ),
    textField(
      `${what}: how many of them`,
      `${field}.required`,
      () => g.required,
      (v) => (g.required = v),
      changed,
      {
        hint: '0 = not used',
      },
    ),
  );
}

/** The form of one step. */
function stepForm(step: string, d: MakerDraft, changed: OnChange): HTMLElement[] {
  const redraw = (): void => changed(true);
  switch (step) {
    case 'tiles':
      return [
        el(
          'p',
          { class: 'mk-intro' },
          'Each tile index has a number it shows. These are the tiles that can appear. Number fields take formulas too (2 ^ 10).',
        ),
        checkField(
          'Spawn from a box (chances are counts)',
          'box',
          () => d.box,
          (v) => (d.box = v),
          changed,
        ),
        ...d.spawns.map((s, i) =>
          group(
            `Tile ${i + 1}`,
            `spawns.${i}`,
            el(
              'div',
              { class: 'mk-row' },
              textField(
                `Tile ${i + 1} number`,
                `spawns.${i}.value`,
                () => s.value,
                (v) => (s.value = v),
                changed,
              ),
              textField(
                `Tile ${i + 1} ${d.box ? 'count' : 'chance'}`,
                `spawns.${i}.weight`,
                () => s.weight,
                (v) => (s.weight = v),
                changed,
              ),
              d.spawns.length > 1
                ? smallButton(
                    'Remove',
                    () => {
                      d.spawns.splice(i, 1);
                      redraw();
                    },
                    `Remove tile ${i + 1}`,
                  )
                : null,
            ),
          ),
        ),
        el('div', { 'data-field': 'spawns' }, el('p', { class: 'field-error', hidden: true })),
        smallButton('Add a tile', () => {
          d.spawns.push({ value: String(2 ** d.spawns.length), weight: '1' });
          redraw();
        }),
      ];
    case 'merges':
      return [
        el('p', { class: 'mk-intro' }, 'A merge joins Tile n with the other tiles it lists; their numbers are added.'),
        ...d.merges.map((m, i) => {
          const what = `Merge ${i + 1}`;
          return group(
            `${what}: ${mergeSummary(m)}`,
            `merges.${i}`,
            el('p', { class: 'field-error', hidden: true }),
            restrictionFields(what, `merges.${i}.applies`, m.applies, changed),
            ...m.inputs.map((r, j) =>
              el(
                'div',
                { class: 'mk-row' },
                refFields(`${what} input ${j + 2}`, `merges.${i}.inputs.${j}`, r, changed),
                smallButton(
                  'Remove',
                  () => {
                    m.inputs.splice(j, 1);
                    redraw();
                  },
                  `Remove input ${j + 2} of merge ${i + 1}`,
                ),
              ),
            ),
            smallButton(
              'Add an input',
              () => {
                m.inputs.push({ relative: true, c: '0' });
                redraw();
              },
              `Add an input to merge ${i + 1}`,
            ),
            checkField(
              `${what} makes a tile`,
              `merges.${i}.output`,
              () => m.output !== null,
              (v) => (m.output = v ? { relative: true, c: '1' } : null),
              changed,
              true,
            ),
            m.output ? refFields(`${what} output`, `merges.${i}.output`, m.output, changed) : null,
            checkField(
              `${what}: inputs in this order only`,
              `merges.${i}.ordered`,
              () => m.ordered,
              (v) => (m.ordered = v),
              changed,
            ),
            smallButton(
              'Remove merge',
              () => {
                d.merges.splice(i, 1);
                redraw();
              },
              `Remove merge ${i + 1}`,
            ),
          );
        }),
        smallButton('Add a merge', () => {
          d.merges.push({
            applies: { form: 'range', list: '1', min: '1', max: '∞', residue: '0', modulus: '1' },
            inputs: [{ relative: true, c: '0' }],
            output: { relative: true, c: '1' },
            ordered: false,
          });
          redraw();
        }),
      ];
    case 'goals':
      return [
        el('p', { class: 'mk-intro' }, 'Win when enough of the winning tiles have appeared; lose likewise.'),
        goalFields('Win', 'wins', d.wins, changed),
        goalFields('Lose', 'losses', d.losses, changed),
      ];
    case 'colors':
      return [
        el('p', { class: 'mk-intro' }, 'The first rule that applies to a tile colours it.'),
        ...d.colors.map((c, i) => colorRuleFields(c, i, d, changed)),
        smallButton('Add a colour rule', () => {
          // A copy of the last rule (as the original's editor does), or a plain grey one for a mode without any.
          const last = d.colors[d.colors.length - 1];
          d.colors.push(last ? structuredClone(last) : greyRule());
          redraw();
        }),
      ];
    case 'page':
      return d.backgrounds.map((b, i) => backgroundFields(b, i, changed));
    case 'extras':
      return [
        el(
          'p',
          { class: 'mk-intro' },
          'Mode fields as formulas or JSON CalcArrays. A Custom code cannot hold them: they go into the plugin file (and the preview), not the exported code. Empty = a Score box, no scripts.',
        ),
        textField(
          'Stat boxes',
          'statBoxes',
          () => d.statBoxes,
          (v) => (d.statBoxes = v),
          changed,
          {
            multiline: true,
            hint: 'e.g. [["Score", "@Score"], ["Moves", "@Moves"]]',
          },
        ),
        textField(
          'Scripts',
          'scripts',
          () => d.scripts,
          (v) => (d.scripts = v),
          changed,
          { multiline: true },
        ),
      ];
    default:
      return [
        textField(
          'Title',
          'title',
          () => d.title,
          (v) => (d.title = v),
          changed,
          { wide: true },
        ),
        textField(
          'Heading',
          'heading',
          () => d.heading,
          (v) => (d.heading = v),
          changed,
          { wide: true },
        ),
        textField(
          'Description',
          'description',
          () => d.description,
          (v) => (d.description = v),
          changed,
          { multiline: true },
        ),
        textField(
          'Grid size',
          'size',
          () => d.size,
          (v) => (d.size = v),
          changed,
          { hint: '0 = automatic' },
        ),
        textField(
          'Icon text',
          'iconText',
          () => d.iconText,
          (v) => (d.iconText = v),
          changed,
        ),
      ];
  }
}

function colorRuleFields(c: MakerColorRule, i: number, d: MakerDraft, changed: OnChange): HTMLElement {
  const what = `Colour rule ${i + 1}`;
  return group(
    what,
    `colors.${i}`,
    el('p', { class: 'field-error', hidden: true }),
    restrictionFields(what, `colors.${i}.applies`, c.applies, changed),
    el(
      'div',
      { class: 'mk-row' },
      selectField(
        `${what}: gradient`,
        `colors.${i}.gradient`,
        GRADIENTS,
        () => c.gradient,
        (v) => (c.gradient = v),
        changed,
      ),
      textField(
        `${what}: angle`,
        `colors.${i}.angle`,
        () => c.angle,
        (v) => (c.angle = v),
        changed,
      ),
    ),
    ...c.stops.map((s, j) =>
      el(
        'div',
        { class: 'mk-stop' },
        tileColorFields(`${what} colour ${j + 1}`, `colors.${i}.stops.${j}.color`, s.color, changed),
        textField(
          `${what} colour ${j + 1}: position`,
          `colors.${i}.stops.${j}.position`,
          () => s.position,
          (v) => (s.position = v),
          changed,
        ),
      ),
    ),
    smallButton(
      'Add a colour stop',
      () => {
        const last = c.stops[c.stops.length - 1];
        if (last) c.stops.push(structuredClone(last));
        changed(true);
      },
      `Add a colour stop to colour rule ${i + 1}`,
    ),
    tileColorFields(`${what} text colour`, `colors.${i}.text`, c.text, changed),
    d.colors.length > 1
      ? smallButton(
          'Remove rule',
          () => {
            d.colors.splice(i, 1);
            changed(true);
          },
          `Remove colour rule ${i + 1}`,
        )
      : null,
  );
}

function backgroundFields(b: MakerBackground, i: number, changed: OnChange): HTMLElement {
  const what = BACKGROUND_NAMES[i] ?? `Background ${i + 1}`;
  return group(
    what,
    `backgrounds.${i}`,
    el('p', { class: 'field-error', hidden: true }),
    el(
      'div',
      { class: 'mk-row' },
      selectField(
        `${what}: gradient`,
        `backgrounds.${i}.gradient`,
        GRADIENTS,
        () => b.gradient,
        (v) => (b.gradient = v),
        changed,
      ),
      textField(
        `${what}: angle`,
        `backgrounds.${i}.angle`,
        () => b.angle,
        (v) => (b.angle = v),
        changed,
      ),
    ),
    ...b.stops.map((s, j) =>
      el(
        'div',
        { class: 'mk-row' },
        selectField(
          `${what} colour ${j + 1}: system`,
          `backgrounds.${i}.stops.${j}.color.system`,
          SYSTEMS,
          () => s.color.system,
          (v) => (s.color.system = v),
          changed,
          true,
        ),
        ...s.color.parts.map((_, k) =>
          textField(
            `${what} colour ${j + 1}: ${componentNames(s.color.system)[k]}`,
            `backgrounds.${i}.stops.${j}.color.parts.${k}`,
            () => s.color.parts[k]!,
            (v) => (s.color.parts[k] = v),
            changed,
          ),
        ),
        textField(
          `${what} colour ${j + 1}: position`,
          `backgrounds.${i}.stops.${j}.position`,
          () => s.position,
          (v) => (s.position = v),
          changed,
        ),
        smallButton(
          'Remove',
          () => {
            b.stops.splice(j, 1);
            changed(true);
          },
          `Remove ${what.toLowerCase()} colour ${j + 1}`,
        ),
      ),
    ),
    smallButton(
      'Add a colour',
      () => {
        b.stops.push(
          structuredClone(b.stops[b.stops.length - 1]) ?? {
            color: { system: '@HSLA', parts: ['0', '0', '50', '1'] },
            position: '0',
          },
        );
        changed(true);
      },
      `Add a colour to ${what.toLowerCase()}`,
    ),
  );
}

/** The form of one step of an Infused draft: its values as text, and on the Variables step the flags of value 34. */
function infusedStepForm(step: string, d: MakerInfusedDraft, changed: OnChange): HTMLElement[] {
  const values = INFUSED_STEPS.find((s) => s.id === step)?.values ?? [];
  return [
    el(
      'p',
      { class: 'mk-intro' },
      'An Infused mode: each value is JSON text, as in the original’s Infused editor (a formula works too: it is saved as the CalcArray it writes). A list that starts with "@InfusedCalcArray" is computed from the mode variables.',
    ),
    el('div', { 'data-field': 'infused' }, el('p', { class: 'field-error', hidden: true })),
    ...values.map((i) =>
      textField(
        `${INFUSED_VALUE_NAMES[i]} (value ${i})`,
        `infused.${i}`,
        () => d.values[i] ?? '',
        (v) => (d.values[i] = v),
        changed,
        { multiline: true },
      ),
    ),
    step === 'variables'
      ? group(
          'Global modifiers this mode respects (value 34)',
          'respects',
          el('p', { class: 'field-error', hidden: true }),
          ...INFUSED_RESPECTS.map((name, k) =>
            checkField(
              name,
              `respects.${k}`,
              () => d.respects[k]!,
              (v) => (d.respects[k] = v),
              changed,
            ),
          ),
        )
      : null,
  ].filter((x): x is HTMLElement => x !== null);
}

/** Which step an issue's field belongs to (of a Custom draft, or of an Infused one). */
function stepOf(field: string, infused: boolean): string {
  const head = field.split('.', 1)[0]!;
  if (infused) {
    if (head === 'respects') return 'variables';
    const i = Number(field.split('.')[1]);
    return INFUSED_STEPS.find((s) => (s.values as readonly number[]).includes(i))?.id ?? 'variables';
  }
  return MAKER_STEPS.find((s) => (s.fields as readonly string[]).includes(head))?.id ?? 'text';
}

export function makerScreen(api: ScreenApi): HTMLElement {
  let draft: MakerDraft | null = null;
  let infused: MakerInfusedDraft | null = null;
  /** The steps of the draft open (a Custom draft's until an Infused code opens). */
  let steps: readonly { id: string; title: string }[] = MAKER_STEPS;
  let step: string = MAKER_STEPS[0].id;
  let issues: readonly MakerIssue[] = [];
  let code: string | null = null;
  let plugin: string | null = null;
  let previewed: string | null = null;
  let previewView: BoardView | null = null;
  let board: BoardSurface | null = null;
  let boardPending: Promise<BoardSurface | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let checks = 0;
  let closed = false;

  const boardHost = el('div', {
    class: 'mk-board',
    role: 'img',
    'aria-label': 'Preview board: swipe it to try the mode',
  });
  const boardStatus = el('p', { class: 'mk-status', role: 'status', 'aria-live': 'polite' }, 'Loading the maker…');
  const tabs = el('div', { class: 'mk-tabs', role: 'tablist', 'aria-label': 'Steps' });
  const form = el('div', { class: 'mk-form', role: 'tabpanel', id: 'mk-panel' });
  const summary = el('p', { class: 'mk-summary', role: 'status', 'aria-live': 'polite' });
  const saveStatus = el('p', { class: 'code-status', role: 'status', 'aria-live': 'polite' });
  const saveAfter = el('div', { class: 'code-after' });
  const codeOut = el('textarea', {
    class: 'code',
    rows: 4,
    readonly: true,
    'aria-label': 'Custom code of this mode',
    hidden: true,
  });

  const showBoard = async (u: PreviewUpdate, fresh: boolean): Promise<void> => {
    previewView = u.view;
    if (!board) {
      boardPending ??= api.createBoard(boardHost);
      board = await boardPending;
      if (closed) {
        board?.destroy();
        return;
      }
      resizer.observe(boardHost);
      const r = boardHost.getBoundingClientRect();
      board?.resize(r.width, r.height);
    }
    board?.show(u.view, fresh ? null : u.result);
    // What the board shows, for assistive tech and tests: the tile numbers and the moves so far.
    const numbers = u.view.tiles.map((t) => t.text.map((r) => r.text).join(''));
    boardHost.setAttribute('aria-label', `Preview board: ${numbers.join(', ') || 'empty'}. Swipe it to try the mode.`);
    boardHost.dataset['tiles'] = numbers.join(',');
    boardHost.dataset['moves'] = String(u.view.moves);
  };
  const resizer = new ResizeObserver(() => {
    const r = boardHost.getBoundingClientRect();
    if (r.width && r.height) board?.resize(r.width, r.height);
  });

  // The tab buttons are made once and updated in place (a tap must not land on a replaced button).
  const tabButtonsOf = (): HTMLButtonElement[] =>
    steps.map((s) =>
      el(
        'button',
        {
          class: 'btn small mk-tab',
          type: 'button',
          role: 'tab',
          'aria-controls': 'mk-panel',
          'data-step': s.id,
          onclick: () => {
            step = s.id;
            renderTabs();
            renderForm();
          },
        },
        s.title,
      ),
    );
  let tabButtons = tabButtonsOf();
  fill(tabs, ...tabButtons);
  const isInfused = (): boolean => infused !== null;
  /** The issues a step shows (an Infused draft's general issues show on every step). */
  const issuesOf = (id: string): MakerIssue[] =>
    issues.filter((i) => stepOf(i.field, isInfused()) === id || (isInfused() && i.field === 'infused'));
  const renderTabs = (): void => {
    steps.forEach((s, i) => {
      const b = tabButtons[i]!;
      const errors = issuesOf(s.id).filter((x) => x.severity === 'error').length;
      const label = errors ? `${s.title} (${errors} to fix)` : s.title;
      if (b.textContent !== label) b.textContent = label;
      b.classList.toggle('primary', s.id === step);
      b.setAttribute('aria-selected', String(s.id === step));
    });
  };

  const renderSummary = (): void => {
    const errors = issues.filter((i) => i.severity === 'error');
    const warnings = issues.length - errors.length;
    summary.textContent = errors.length
      ? `${errors.length} thing${errors.length > 1 ? 's' : ''} to fix before saving${errors.length && stepOf(errors[0]!.field, isInfused()) !== step ? ` (see ${steps.find((s) => s.id === stepOf(errors[0]!.field, isInfused()))?.title})` : ''}.`
      : warnings
        ? `Ready to save. Check: ${issues.find((i) => i.severity === 'warning')?.message}`
        : 'Ready to save.';
  };

  const renderForm = (): void => {
    if (infused) fill(form, ...infusedStepForm(step, infused, changed));
    else if (draft) fill(form, ...stepForm(step, draft, changed));
    else return;
    showIssues(form, issuesOf(step));
  };

  const check = async (): Promise<void> => {
    const open = infused ?? draft;
    if (!open) return;
    const mine = ++checks;
    let result: MakerCheck;
    try {
      result = await api.makerCheck(structuredClone(open));
    } catch (err) {
      summary.textContent = `The draft could not be checked: ${err instanceof Error ? err.message : String(err)}`;
      return;
    }
    if (mine !== checks || closed) return; // a later check is on its way
    issues = result.issues;
    code = result.code;
    plugin = result.plugin;
    renderTabs();
    renderSummary();
    showIssues(form, issuesOf(step));
    codeOut.hidden = true;
    if (!code) {
      boardStatus.textContent = 'Fix the errors to update the preview.';
      return;
    }
    const preview = result.preview ?? code;
    if (preview === previewed) return;
    previewed = preview;
    try {
      await showBoard(await api.previewStart(preview, PREVIEW_SEED), true);
      boardStatus.textContent = 'Swipe the board to try your mode.';
    } catch (err) {
      boardStatus.textContent = `The preview cannot start: ${err instanceof Error ? err.message : String(err)}`;
    }
  };

  function changed(structural: boolean): void {
    if (structural) renderForm();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void check(), structural ? 0 : CHECK_DELAY_MS);
  }

  attachGestures(boardHost, {
    onSwipe: (dx, dy) => {
      const v = previewView;
      if (!v) return;
      const dir = nearestDirection(dx, dy, v.directions, (dv, dh) => ({ x: dh, y: dv }));
      if (dir === null) return;
      void api.previewMove(dir).then(
        (u) => void showBoard(u, false),
        () => undefined,
      );
    },
    onTap: () => undefined,
  });

  const restart = smallButton('Restart preview', () => {
    if (!code) return;
    previewed = null;
    void check();
  });

  const save = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    await check();
    fill(saveAfter);
    if (!code) {
      saveStatus.textContent = 'Fix the errors first (the steps say where).';
      return;
    }
    const outcome = await api.importCode(code);
    saveStatus.textContent = outcome.message;
    if (outcome.playKey) {
      const key = outcome.playKey;
      fill(
        saveAfter,
        el('button', { class: 'btn primary play-now', type: 'button', onclick: () => api.play(key) }, 'Play now'),
        // An Infused mode's variables, set as on the Codes screen: a variant is baked and played.
        infused ? infusedControlsForm(api, code) : null,
      );
    }
  };
  const installAsPlugin = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    await check();
    fill(saveAfter);
    if (!plugin) {
      saveStatus.textContent = 'Fix the errors first (the steps say where).';
      return;
    }
    saveStatus.textContent = await api.installPlugin(plugin);
  };
  const codeKind = (): string => (infused ? 'Infused' : 'Custom');
  const exportCode = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    await check();
    if (!code) {
      saveStatus.textContent = 'Fix the errors first (the steps say where).';
      return;
    }
    codeOut.value = code;
    codeOut.hidden = false;
    codeOut.select();
    try {
      await navigator.clipboard.writeText(code);
      saveStatus.textContent = `The ${codeKind()} code is below and copied.`;
    } catch {
      saveStatus.textContent = `The ${codeKind()} code is below: copy it from there.`;
    }
  };

  const start = api.takePendingMakerCode();
  void api.makerOpen(start ?? undefined).then(
    (d) => {
      if ('kind' in d && d.kind === 'infused') {
        infused = d;
        steps = INFUSED_STEPS;
        step = INFUSED_STEPS[0].id;
        tabButtons = tabButtonsOf();
        fill(tabs, ...tabButtons);
        codeOut.setAttribute('aria-label', 'Infused code of this mode');
      } else draft = d as MakerDraft;
      renderTabs();
      renderForm();
      void check();
    },
    (err) => {
      boardStatus.textContent = `The maker cannot open this code: ${err instanceof Error ? err.message : String(err)}`;
      boardStatus.setAttribute('role', 'alert');
    },
  );

  const root = screenFrame(
    'maker',
    start ? 'Edit in maker' : 'Make a mode',
    () => api.close(),
    el('div', { class: 'mk-preview' }, boardHost, el('div', { class: 'row' }, boardStatus, restart)),
    tabs,
    summary,
    form,
    el(
      'div',
      { class: 'mk-actions' },
      el(
        'div',
        { class: 'row' },
        el('button', { class: 'btn primary', type: 'button', onclick: () => void save() }, 'Save and install'),
        el('button', { class: 'btn', type: 'button', onclick: () => void exportCode() }, 'Export code'),
        el('button', { class: 'btn', type: 'button', onclick: () => void installAsPlugin() }, 'Install as plugin file'),
      ),
      saveStatus,
      saveAfter,
      codeOut,
    ),
  );
  onScreenClosed(root, () => {
    closed = true;
    if (timer) clearTimeout(timer);
    resizer.disconnect();
    board?.destroy();
  });
  return root;
}
