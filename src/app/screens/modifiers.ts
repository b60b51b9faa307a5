// Global modifiers: each modifier the engine implements (a modifier plugin) can be switched on with
// its options. The choice is saved with the settings and applies to the next new game; the game
// screen lists the ones its game was started with.

import {
  CUSTOM_GRID_MODIFIER,
  type CustomGridView,
  type ModifierChoice,
  type ModifierSummary,
} from '../../worker/protocol.ts';
import { customGridEditor } from '../custom-grid-editor.ts';
import { blankGrid } from '../custom-grid-edits.ts';
import { el, fill } from '../dom.ts';
import { optionForm, type OptionForm } from '../option-form.ts';
import { optionFormList, type OptionFormList } from '../option-form-list.ts';
import { availableModifiers, REPEATABLE_MODIFIERS, setModifierEntries, toggleModifier } from '../option-values.ts';
import { shareLink } from '../share-link.ts';
import { screenFrame } from './frame.ts';
import type { ScreenApi } from './types.ts';

const GRID_SHAPE = 'pc.grid-shape';

export function modifiersScreen(api: ScreenApi): HTMLElement {
  const list = el('div', { class: 'modifier-list' }, el('p', {}, 'Loading modifiers…'));
  const status = el('p', { class: 'opt-status', role: 'status', 'aria-live': 'polite' });
  // A repeatable modifier (automatic moves) has a list of forms instead of one.
  const forms = new Map<string, { box: HTMLInputElement; form: OptionForm | OptionFormList }>();
  let known: readonly ModifierSummary[] = [];
  // The Custom Grid: its own editor (not a list of options), and a board instead of the Grid shape.
  let customBox: HTMLInputElement | null = null;
  let customGrid: CustomGridView | undefined;

  const chosen = (): readonly ModifierChoice[] => api.settings().modifiers;

  /** Saves what the controls say; invalid number fields keep the previous value until fixed. */
  const save = (): void => {
    let next = availableModifiers(chosen(), new Set([...known.map((m) => m.id), CUSTOM_GRID_MODIFIER]));
    for (const m of known) {
      const f = forms.get(m.id)!;
      const values = f.form.values();
      if (Array.isArray(values)) {
        const prevs = next.filter((c) => c.id === m.id);
        const entries = values.map((v, i) => v ?? prevs[i]?.options ?? {});
        next = setModifierEntries(next, m.id, f.box.checked ? entries : []);
        continue;
      }
      const prev = next.find((c) => c.id === m.id);
      next = toggleModifier(next, m.id, f.box.checked, values ?? prev?.options ?? {});
    }
    next = next.filter((c) => c.id !== CUSTOM_GRID_MODIFIER);
    if (customBox?.checked && customGrid) next = [{ id: CUSTOM_GRID_MODIFIER, options: {}, grid: customGrid }, ...next];
    api.updateSettings({ modifiers: next });
    status.textContent = next.length
      ? `${next.length} modifier${next.length > 1 ? 's' : ''} on. They apply to your next new game.`
      : 'No modifiers: new games use each mode’s own rules.';
  };

  const item = (m: ModifierSummary): HTMLElement => {
    const current = chosen().find((c) => c.id === m.id);
    const id = `modifier-${m.id.replace(/[^a-z0-9-]/gi, '-')}`;
    const box = el('input', {
      type: 'checkbox',
      id,
      checked: current !== undefined,
      'aria-describedby': `${id}-desc`,
      'data-modifier': m.id,
      onchange: () => {
        optionsBox.hidden = !box.checked;
        if (box.checked && m.id === GRID_SHAPE && customBox?.checked) customBox.click();
        save();
      },
    });
    const form = REPEATABLE_MODIFIERS.has(m.id)
      ? optionFormList(
          m.options,
          chosen()
            .filter((c) => c.id === m.id)
            .map((c) => c.options),
          m.name,
          save,
        )
      : optionForm(m.options, current?.options, save);
    forms.set(m.id, { box, form });
    const optionsBox = el(
      'div',
      { class: 'modifier-options', hidden: current === undefined || m.options.length === 0 },
      form.root,
    );
    if (m.options.length === 0) optionsBox.hidden = true;
    return el(
      'li',
      { class: 'modifier' },
      el('label', { for: id, class: 'modifier-name' }, box, ` ${m.name}`),
      el('p', { class: 'opt-hint', id: `${id}-desc` }, m.description),
      m.options.length ? optionsBox : null,
    );
  };

  /** The Custom Grid's entry: a switch and, while it is on, the editor. */
  const customItem = (): HTMLElement => {
    const current = chosen().find((c) => c.id === CUSTOM_GRID_MODIFIER);
    customGrid = current?.grid;
    const id = 'modifier-custom-grid';
    const editorBox = el('div', { class: 'modifier-options', hidden: current === undefined });
    const box = el('input', {
      type: 'checkbox',
      id,
      checked: current !== undefined,
      'aria-describedby': `${id}-desc`,
      'data-modifier': CUSTOM_GRID_MODIFIER,
      onchange: () => {
        editorBox.hidden = !box.checked;
        if (box.checked && !editorBox.firstChild) fill(editorBox, editor());
        const shape = forms.get(GRID_SHAPE)?.box;
        if (box.checked && shape?.checked) shape.click();
        save();
      },
    });
    customBox = box;
    const editor = (): HTMLElement =>
      customGridEditor(customGrid, (g) => {
        customGrid = g;
        save();
      });
    if (current) fill(editorBox, editor());
    else customGrid = undefined;
    // A grid is there as soon as the editor is (its first state counts).
    customGrid ??= blankGrid(4, 4);
    return el(
      'li',
      { class: 'modifier' },
      el('label', { for: id, class: 'modifier-name' }, box, ' Custom grid'),
      el(
        'p',
        { class: 'opt-hint', id: `${id}-desc` },
        'Plays on a board you draw cell by cell: holes, block tiles, slippery cells and cells where nothing spawns. Replaces the grid shape.',
      ),
      editorBox,
    );
  };

  const render = (): void => {
    forms.clear();
    if (known.length === 0) return fill(list, el('p', {}, 'No modifiers are available.'));
    fill(list, el('ul', {}, customItem(), ...known.map(item)));
  };

  const resetAll = (): void => {
    api.updateSettings({ modifiers: [] });
    render();
    status.textContent = 'All modifiers are off. New games use each mode’s own rules.';
  };

  void api.modifiers().then(
    (m) => {
      known = m;
      render();
    },
    (err: unknown) =>
      fill(
        list,
        el(
          'p',
          { role: 'alert' },
          `The modifiers could not be loaded (${err instanceof Error ? err.message : String(err)}). Close this screen and try again.`,
        ),
      ),
  );

  // Modifiers codes (the original's format): the choices written as one, or a pasted one taken up.
  const codeBox = el('textarea', {
    id: 'modifiers-code',
    rows: 3,
    spellcheck: 'false',
    autocomplete: 'off',
    placeholder: '@2048PowCompModifiers|3.0|…',
  });
  const codeStatus = el('p', { class: 'code-status', 'aria-live': 'polite' });
  const writeCode = async (): Promise<void> => {
    try {
      codeBox.value = await api.exportModifiers();
      codeStatus.textContent = 'The code of the modifiers switched on now is in the box.';
    } catch (err) {
      codeStatus.textContent = `No code could be written: ${err instanceof Error ? err.message : String(err)}`;
    }
  };
  const copyCode = async (): Promise<void> => {
    if (!codeBox.value) await writeCode();
    try {
      await navigator.clipboard.writeText(codeBox.value);
      codeStatus.textContent = 'Copied the Modifiers code.';
    } catch {
      codeBox.select();
      codeStatus.textContent = 'Copying is blocked here: the code is selected, copy it by hand.';
    }
  };
  const useCode = async (): Promise<void> => {
    const text = codeBox.value.trim();
    if (!text.startsWith('@2048PowCompModifiers')) {
      codeStatus.textContent = 'Paste a Modifiers code (it starts with @2048PowCompModifiers) in the box first.';
      return;
    }
    const out = await api.importCode(text);
    codeStatus.textContent = out.message;
    render();
  };
  // A link that opens the app with these modifiers offered, as a shared mode is (the code rides in
  // the fragment, so nothing reaches a server).
  const linkOut = el('input', { type: 'text', readonly: true, hidden: true, 'aria-label': 'Link to these modifiers' });
  const linkOf = async (): Promise<string> => {
    if (!codeBox.value.trim().startsWith('@2048PowCompModifiers')) await writeCode();
    return shareLink(new URL(import.meta.env.BASE_URL, location.href).href, codeBox.value.trim());
  };
  const copyLink = async (): Promise<void> => {
    const link = await linkOf();
    try {
      await navigator.clipboard.writeText(link);
      linkOut.hidden = true;
      codeStatus.textContent =
        'Link copied: it opens the app with these modifiers offered, also offline once installed.';
    } catch {
      linkOut.value = link;
      linkOut.hidden = false;
      linkOut.select();
      codeStatus.textContent = 'Copying is blocked here: the link is selected below, copy it by hand.';
    }
  };
  const shareButton =
    typeof navigator.share === 'function'
      ? el(
          'button',
          {
            class: 'btn',
            type: 'button',
            onclick: async () => {
              try {
                await navigator.share({ title: '2048 Power Compendium modifiers', url: await linkOf() });
              } catch {
                /* the player cancelled */
              }
            },
          },
          'Share',
        )
      : null;
  const codeSection = el(
    'details',
    { class: 'modifiers-code' },
    el('summary', {}, 'Modifiers code: share or load these settings'),
    el('label', { for: 'modifiers-code' }, 'Modifiers code'),
    codeBox,
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn', type: 'button', onclick: () => void writeCode() }, 'Write the code'),
      el('button', { class: 'btn', type: 'button', onclick: () => void copyCode() }, 'Copy the code'),
      el('button', { class: 'btn', type: 'button', onclick: () => void useCode() }, 'Use the pasted code'),
      el('button', { class: 'btn', type: 'button', onclick: () => void copyLink() }, 'Copy link'),
      shareButton,
    ),
    linkOut,
    codeStatus,
  );

  return screenFrame(
    'modifiers',
    'Modifiers',
    () => api.close(),
    el(
      'p',
      { class: 'notice', role: 'note' },
      'Modifiers change the rules of every mode. They apply to your next new game; the game in progress keeps the rules it started with. A game loaded from a Game code keeps its own.',
    ),
    list,
    codeSection,
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn', type: 'button', onclick: resetAll }, 'Reset all modifiers'),
      el('button', { class: 'btn primary', type: 'button', onclick: () => api.newGame() }, 'Start a new game now'),
    ),
    status,
  );
}
