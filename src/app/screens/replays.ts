// Replays: import a Replay code (paste or file) and watch it on a board drawn by the game's
// renderer — play/pause, step, jump, speed, move counter — with the stepping done in the worker;
// and get the Replay code of the game in progress.

import type { ReplayFrameView } from '../../worker/protocol.ts';
import { boardRows } from '../board-table.ts';
import { el, fill } from '../dom.ts';
import { onScreenClosed, screenFrame } from './frame.ts';
import { inspectorSection } from './inspector.ts';
import type { BoardSurface, ScreenApi } from './types.ts';

/** Longest forward jump asked of the worker at once (a long jump in one request could trip its watchdog). */
const CHUNK = 500;
const SPEEDS: readonly [number, string][] = [
  [0.25, '¼×'],
  [0.5, '½×'],
  [1, '1×'],
  [2, '2×'],
  [4, '4×'],
  [16, '16×'],
];

export function replaysScreen(api: ScreenApi): HTMLElement {
  // ---- import ----
  const input = el('textarea', {
    class: 'code',
    rows: 4,
    'aria-label': 'Replay code to watch',
    placeholder: 'Paste a Replay code here',
    spellcheck: 'false',
  });
  const file = el('input', { type: 'file', accept: '.txt,text/plain', 'aria-label': 'Load a Replay code from a file' });
  const loadStatus = el('p', { class: 'code-status', role: 'status', 'aria-live': 'polite' });

  // ---- player ----
  const boardHost = el('div', { class: 'board replay-board', 'aria-hidden': 'true' });
  const srBoard = el('table', { class: 'sr-only', 'aria-label': 'Replay board' });
  const title = el('h3', { class: 'replay-title' });
  const counter = el('p', { class: 'replay-counter', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const score = el('span', { class: 'replay-score' });
  const stopNote = el('p', { class: 'notice', role: 'note', hidden: true });
  const seekBar = el('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Replay position' });
  const btn = (label: string, text: string, f: () => void): HTMLButtonElement =>
    el('button', { class: 'btn', type: 'button', 'aria-label': label, title: label, onclick: f }, text);
  const first = btn('Go to the start', '|◀', () => void go(0));
  const back = btn('Step back', '◀', () => void go((frame?.index ?? 0) - 1));
  const playBtn = el(
    'button',
    { class: 'btn primary', type: 'button', 'aria-label': 'Play', onclick: () => (playing ? pause() : play()) },
    '▶ Play',
  );
  const fwd = btn('Step forward', '▶', () => void go((frame?.index ?? 0) + 1));
  const last = btn('Go to the end', '▶|', () => void go(frame ? (frame.stoppedAt ?? frame.total) : 0));
  const speed = el(
    'select',
    { 'aria-label': 'Replay speed' },
    ...SPEEDS.map(([v, label]) => el('option', { value: String(v), selected: v === 1 }, label)),
  );
  // Explains the recorded move that led to the position shown (loaded again when opened).
  const inspector = inspectorSection(() => api.inspectRules(true), 'Explain this move');
  /** Delay before the next action: the Settings' delay between moves, divided by the speed. */
  const delay = (): number => api.settings().replayDelay / Number(speed.value);
  const player = el(
    'section',
    { class: 'replay-player', hidden: true, 'aria-label': 'Replay player' },
    title,
    el('div', { class: 'replay-wrap' }, boardHost),
    srBoard,
    el('div', { class: 'row replay-info' }, counter, score),
    seekBar,
    el(
      'div',
      { class: 'row replay-controls', role: 'group', 'aria-label': 'Replay controls' },
      first,
      back,
      playBtn,
      fwd,
      last,
      el('label', {}, 'Speed ', speed),
    ),
    stopNote,
    inspector,
  );

  let frame: ReplayFrameView | null = null;
  let board: BoardSurface | null = null;
  let boardPending: Promise<BoardSurface | null> | null = null;
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  let closed = false;
  const resizer = new ResizeObserver((entries) => {
    const r = entries[0]?.contentRect;
    if (r) board?.resize(r.width, r.height);
  });

  const end = (): number => (frame ? (frame.stoppedAt ?? frame.total) : 0);

  const show = (f: ReplayFrameView): void => {
    frame = f;
    board?.show(f.view, f.result);
    title.textContent = f.modeName;
    counter.textContent = `Move ${f.index} of ${f.total}`;
    score.textContent = `Score ${f.view.score}`;
    seekBar.max = String(end());
    seekBar.value = String(f.index);
    fill(srBoard, ...boardRows(f.view));
    first.disabled = back.disabled = f.index === 0;
    fwd.disabled = last.disabled = f.index >= end();
    stopNote.hidden = f.stopReason === null;
    stopNote.textContent = f.stopReason ?? '';
    if (f.index >= end()) pause();
    // An open "Explain this move" follows the position (not while playing: each step would replay twice).
    if (inspector.open && !playing) inspector.dispatchEvent(new Event('toggle'));
  };

  async function go(index: number): Promise<void> {
    if (!frame || busy || closed) return;
    busy = true;
    try {
      const target = Math.max(0, Math.min(index, end()));
      // Far jumps forward go in chunks, showing progress; positions already played are instant.
      while (frame.stoppedAt === null && target > frame.index + CHUNK && !closed)
        show(await api.replaySeek(frame.index + CHUNK));
      show(await api.replaySeek(Math.min(target, end())));
    } catch (err) {
      pause();
      loadStatus.textContent = `The replay cannot go on: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      busy = false;
    }
  }

  const tick = (): void => {
    timer = null;
    if (!playing || !frame) return;
    void go(frame.index + 1).then(() => {
      if (playing) timer = setTimeout(tick, delay());
    });
  };

  function play(): void {
    if (!frame) return;
    if (frame.index >= end()) void go(0);
    playing = true;
    playBtn.textContent = '⏸ Pause';
    playBtn.setAttribute('aria-label', 'Pause');
    timer ??= setTimeout(tick, delay());
  }

  function pause(): void {
    playing = false;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    playBtn.textContent = '▶ Play';
    playBtn.setAttribute('aria-label', 'Play');
  }

  seekBar.addEventListener('input', () => void go(Number(seekBar.value)));

  const load = async (code: string): Promise<void> => {
    if (!code.trim()) {
      loadStatus.textContent = 'Paste a Replay code first.';
      return;
    }
    pause();
    loadStatus.textContent = 'Loading the replay…';
    try {
      const f = await api.openReplay(code.trim());
      if (closed) return;
      player.hidden = false;
      if (!board) {
        boardPending ??= api.createBoard(boardHost);
        board = await boardPending;
        if (closed) {
          board?.destroy();
          return;
        }
        resizer.observe(boardHost);
      }
      const r = boardHost.getBoundingClientRect();
      board?.resize(r.width, r.height);
      show(f);
      loadStatus.textContent = `Loaded a replay of ${f.modeName}: ${f.total} moves.${board ? '' : ' The board cannot be drawn on this device; the moves are listed for screen readers.'}`;
      playBtn.focus();
    } catch (err) {
      loadStatus.textContent = `This Replay code cannot be watched: ${err instanceof Error ? err.message : String(err)}`;
      loadStatus.setAttribute('role', 'alert');
      return;
    }
    loadStatus.setAttribute('role', 'status');
  };

  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (f.size > 8_000_000) {
      loadStatus.textContent = 'That file is too large to be a Replay code.';
      return;
    }
    input.value = await f.text();
    await load(input.value);
  });

  // ---- export ----
  const output = el('textarea', {
    class: 'code',
    rows: 4,
    readonly: true,
    'aria-label': 'Replay code of this game',
    hidden: true,
  });
  const exportStatus = el('p', { role: 'status', 'aria-live': 'polite' });
  const assistedLine = el('p', { class: 'assisted-note', hidden: true });
  const getCode = async (): Promise<string | null> => {
    try {
      if (!output.value) {
        const r = await api.exportReplay();
        output.value = r.code;
        // The code is the original's format: the help a game had is said beside it.
        if (r.assisted) assistedLine.textContent = r.assisted;
        assistedLine.hidden = !r.assisted;
      }
      output.hidden = false;
      return output.value;
    } catch (err) {
      exportStatus.textContent = err instanceof Error ? err.message : String(err);
      return null;
    }
  };
  const exportBox = el(
    'section',
    {},
    el('h3', {}, 'Replay of this game'),
    el(
      'p',
      { class: 'opt-hint' },
      'Every move of the game in progress so far, with its spawns: share it, or watch it here.',
    ),
    el(
      'div',
      { class: 'row' },
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            const code = await getCode();
            if (code) exportStatus.textContent = 'The Replay code of this game is below.';
          },
        },
        'Get the Replay code',
      ),
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            const code = await getCode();
            if (!code) return;
            try {
              await navigator.clipboard.writeText(code);
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
            const code = await getCode();
            if (!code) return;
            const url = URL.createObjectURL(new Blob([code], { type: 'text/plain' }));
            el('a', { href: url, download: 'replay-code.txt' }).click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
          },
        },
        'Download',
      ),
      el(
        'button',
        {
          class: 'btn',
          type: 'button',
          onclick: async () => {
            const code = await getCode();
            if (!code) return;
            input.value = code;
            await load(code);
          },
        },
        'Watch this game',
      ),
    ),
    output,
    exportStatus,
    assistedLine,
  );

  const root = screenFrame(
    'replays',
    'Replays',
    () => api.close(),
    el(
      'section',
      {},
      el('h3', {}, 'Watch a replay'),
      input,
      el(
        'div',
        { class: 'row' },
        el('button', { class: 'btn primary', type: 'button', onclick: () => void load(input.value) }, 'Watch'),
        file,
      ),
      loadStatus,
    ),
    player,
    exportBox,
  );
  // Arrow keys step, Space plays/pauses, when no text field has the focus.
  root.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    if (!frame || t.closest('textarea, input, select')) return;
    if (e.key === 'ArrowRight') void go(frame.index + 1);
    else if (e.key === 'ArrowLeft') void go(frame.index - 1);
    else if (e.key === ' ' && t.tagName !== 'BUTTON') (playing ? pause : play)();
    else return;
    e.preventDefault();
  });
  const handed = api.takePendingReplay();
  if (handed) {
    input.value = handed;
    void load(handed);
  }
  onScreenClosed(root, () => {
    closed = true;
    pause();
    resizer.disconnect();
    board?.destroy();
    void boardPending?.then((b) => b !== board && b?.destroy());
    api.closeReplay();
  });
  return root;
}
