// Import and export of save codes (paste, file, copy, share, download) and installing plugin files.

import { el, fill } from '../dom.ts';
import { shareLink } from '../share-link.ts';
import { screenFrame } from './frame.ts';
import { feedsSection } from './feeds.ts';
import { installedSection } from './installed.ts';
import { pluginImportSection } from './plugin-import.ts';
import { infusedControlsForm } from '../infused-controls-form.ts';
import type { ImportOutcome, ScreenApi } from './types.ts';

/** "Play now" for an installed mode (and "Edit in maker" for a Custom or Infused code's); the technical cause of a refusal behind a toggle. */
function outcomeExtras(api: ScreenApi, outcome: ImportOutcome, code: string): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (outcome.playKey) {
    const key = outcome.playKey;
    parts.push(
      el('button', { class: 'btn primary play-now', type: 'button', onclick: () => api.play(key) }, 'Play now'),
    );
    if (code.trim().startsWith('@2048PowCompCustom|') || code.trim().startsWith('@2048PowCompInfused|'))
      parts.push(
        el('button', { class: 'btn', type: 'button', onclick: () => api.openMaker(code.trim()) }, 'Edit in maker'),
      );
    // An Infused code's own variables (its pre-game controls): a variant is baked and installed.
    if (code.trim().startsWith('@2048PowCompInfused|')) parts.push(infusedControlsForm(api, code.trim()));
  }
  if (outcome.detail)
    parts.push(el('details', { class: 'code-detail' }, el('summary', {}, 'Details'), el('code', {}, outcome.detail)));
  return parts;
}

export function codesScreen(api: ScreenApi): HTMLElement {
  const installed = installedSection(api);
  const status = el('p', { class: 'code-status', role: 'status', 'aria-live': 'polite' });
  // Under the status line: the technical cause of a refusal (folded away) or "Play now".
  const after = el('div', { class: 'code-after' });
  const input = el('textarea', {
    class: 'code',
    rows: 5,
    'aria-label': 'Save code to import',
    placeholder: 'Paste a save code here',
    spellcheck: 'false',
  });
  const file = el('input', { type: 'file', accept: '.txt,text/plain', 'aria-label': 'Import a save code from a file' });
  const doImport = async (code: string): Promise<void> => {
    if (!code.trim()) {
      status.textContent = 'Paste a code first.';
      return;
    }
    status.textContent = 'Importing…';
    fill(after);
    const outcome = await api.importCode(code);
    status.textContent = outcome.message;
    fill(after, ...outcomeExtras(api, outcome, code));
  };
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (f.size > 8_000_000) {
      status.textContent = 'That file is too large to be a save code.';
      return;
    }
    input.value = await f.text();
    await doImport(input.value);
  });

  const output = el('textarea', { class: 'code', rows: 5, readonly: true, 'aria-label': 'Save code of this game' });
  const exportStatus = el('p', { role: 'status', 'aria-live': 'polite' });
  const canShare = typeof navigator.share === 'function';
  const getCode = async (): Promise<string> => {
    if (!output.value) output.value = await api.exportCode();
    return output.value;
  };
  const exportBox = el(
    'section',
    {},
    el('h3', {}, 'Export this game'),
    output,
    el(
      'div',
      { class: 'row' },
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            try {
              await navigator.clipboard.writeText(await getCode());
              exportStatus.textContent = 'Copied.';
            } catch {
              output.select();
              exportStatus.textContent = 'Copying is blocked here: the code is selected, copy it by hand.';
            }
          },
        },
        'Copy',
      ),
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            const link = await shareLink(new URL(import.meta.env.BASE_URL, location.href).href, await getCode());
            try {
              await navigator.clipboard.writeText(link);
              exportStatus.textContent =
                'Link copied: it opens this game in the app, also offline once the app is installed.';
            } catch {
              output.value = link;
              output.select();
              exportStatus.textContent = 'Copying is blocked here: the link is selected, copy it by hand.';
            }
          },
        },
        'Copy link',
      ),
      canShare
        ? el(
            'button',
            {
              class: 'btn',
              type: 'button',
              onclick: async () => {
                try {
                  const code = await getCode();
                  await navigator.share({
                    title: '2048 Power Compendium save code',
                    text: code,
                    url: await shareLink(new URL(import.meta.env.BASE_URL, location.href).href, code),
                  });
                } catch {
                  /* the player cancelled */
                }
              },
            },
            'Share',
          )
        : null,
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            const url = URL.createObjectURL(new Blob([await getCode()], { type: 'text/plain' }));
            const a = el('a', { href: url, download: 'save-code.txt' });
            a.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
          },
        },
        'Download',
      ),
    ),
    exportStatus,
  );
  void getCode().catch(() => {
    exportStatus.textContent = 'No game to export.';
  });

  return screenFrame(
    'import',
    'Save codes',
    () => api.close(),
    el(
      'section',
      {},
      el('h3', {}, 'Import'),
      input,
      el(
        'div',
        { class: 'row' },
        el('button', { class: 'btn primary', type: 'button', onclick: () => doImport(input.value) }, 'Import'),
        file,
      ),
      status,
      after,
    ),
    pluginImportSection(api, installed.refresh),
    feedsSection(api, installed.refresh),
    installed.root,
    exportBox,
  );
}
