// Installing our own data-plugin files (format pow2048-plugin/1): paste or choose a file; the worker
// validates and tries it out, the page only shows the answer. A higher version of an installed
// plugin is offered as an update (what changes, keep or replace the saved game of the mode); the
// same or a lower version is refused. Installed plugins are listed with their kind, version and
// author, and can be removed (after a confirmation).

import type { InstalledPluginInfo, PluginCheck } from '../../worker/protocol.ts';
import { confirmButton } from '../confirm-button.ts';
import { el, fill } from '../dom.ts';
import type { ScreenApi } from './types.ts';

const KIND_NAMES: Record<InstalledPluginInfo['kind'], string> = {
  mode: 'Mode',
  modifier: 'Modifier',
  colorScheme: 'Colour scheme',
};
/** Checked before reading the file at all (the worker's own limit is 2 MB of text). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** `changed`: told after an install or removal (other lists on the screen follow). */
export function pluginImportSection(api: ScreenApi, changed: () => void = () => undefined): HTMLElement {
  const status = el('p', { class: 'plugin-status', role: 'status', 'aria-live': 'polite' });
  const input = el('textarea', {
    class: 'code',
    rows: 5,
    'aria-label': 'Plugin file to install',
    placeholder: 'Paste a plugin file (JSON) here',
    spellcheck: 'false',
  });
  const file = el('input', {
    type: 'file',
    accept: '.json,application/json,text/plain',
    'aria-label': 'Install a plugin from a file',
  });
  const list = el('ul', { class: 'plugin-list', 'aria-label': 'Installed plugins' });
  const update = el('div', { class: 'plugin-update', role: 'group', 'aria-label': 'Plugin update', hidden: true });

  const render = (): void => {
    const items = api.installedPlugins();
    if (items.length === 0) return fill(list, el('li', {}, 'No plugins installed.'));
    fill(
      list,
      ...items.map((p) =>
        el(
          'li',
          { class: 'plugin', 'data-plugin': p.id },
          el('span', { class: 'plugin-name' }, `${p.name} `),
          el(
            'span',
            { class: 'opt-hint' },
            `${KIND_NAMES[p.kind]} · v${p.version}${p.author ? ` · by ${p.author}` : ''} `,
          ),
          confirmButton(`Remove ${p.name}`, `Remove “${p.name}”?`, async () => {
            await api.removePlugin(p.id);
            status.textContent = `Removed “${p.name}”.`;
            render();
            changed();
          }),
        ),
      ),
    );
  };

  const finish = async (text: string, savedGames?: 'keep' | 'replace'): Promise<void> => {
    update.hidden = true;
    fill(update);
    if (savedGames) status.textContent = 'Installing the update…';
    status.textContent = await api.installPlugin(text, savedGames);
    render();
    changed();
  };
  /** The update offer: what changes, then keep or replace the saved game (modes), or cancel. */
  const offerUpdate = (check: PluginCheck, text: string): void => {
    const [head, ...changes] = check.lines;
    const mode = check.info.kind === 'mode';
    const button = (label: string, run: () => void, primary = false): HTMLElement =>
      el('button', { class: primary ? 'btn primary' : 'btn', type: 'button', onclick: run }, label);
    fill(
      update,
      el('p', {}, head ?? ''),
      el('ul', { class: 'plugin-changes', 'aria-label': 'What changes' }, ...changes.map((c) => el('li', {}, c))),
      mode && el('p', { class: 'opt-hint' }, 'Your saved game of this mode:'),
      el(
        'div',
        { class: 'row' },
        button(mode ? 'Update and keep the saved game' : 'Update', () => void finish(text, 'keep'), true),
        mode && button('Update and start over', () => void finish(text, 'replace')),
        button('Cancel', () => {
          update.hidden = true;
          fill(update);
          status.textContent = 'The update was cancelled; nothing changed.';
        }),
      ),
    );
    update.hidden = false;
    status.textContent = head ?? '';
  };
  const install = async (text: string): Promise<void> => {
    update.hidden = true;
    status.textContent = 'Checking the plugin…';
    const check = await api.checkPlugin(text);
    if (typeof check === 'string') status.textContent = check;
    else if (check.plan === 'update') offerUpdate(check, text);
    else if (check.plan === 'new') await finish(text);
    else status.textContent = check.lines[0] ?? '';
  };
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (f.size > MAX_FILE_BYTES) {
      status.textContent = 'That file is too large to be a plugin (the limit is 2 MB).';
      return;
    }
    input.value = await f.text();
    await install(input.value);
  });
  render();

  return el(
    'section',
    { class: 'plugin-import' },
    el('h3', {}, 'Plugin files'),
    el(
      'p',
      { class: 'opt-hint' },
      'A plugin file adds a mode, a modifier or a colour scheme. It is checked before it is installed; nothing in it runs as a program.',
    ),
    input,
    el(
      'div',
      { class: 'row' },
      el('button', { class: 'btn primary', type: 'button', onclick: () => install(input.value) }, 'Install plugin'),
      file,
    ),
    status,
    update,
    el('h4', {}, 'Installed plugins'),
    list,
  );
}
