// The engine's tile events (src/engine/events.ts) as the protocol's animation summary: where each
// tile slid to, which tiles merged into which, what appeared and what vanished, by stable id.
import type { MoveResult, TileEvent } from '../engine/index.ts';
import type { AnnouncementView, CellPos, MergeView, MoveResultView, SlideView } from './protocol.ts';

export function emptyStep(kind: MoveResultView['kind'], direction: number | null = null): MoveResultView {
  return {
    kind,
    moved: false,
    direction,
    slides: [],
    merges: [],
    spawned: [],
    vanished: [],
    scoreDelta: 0,
    announcements: [],
  };
}

/** Announcements and `output` texts of an action, for the page's toasts. */
export function announcementsOf(r: MoveResult): AnnouncementView[] {
  const out: AnnouncementView[] = r.announcements.map((a) => ({
    text: String(a.text),
    ms: Number.isFinite(a.ms) && a.ms > 0 ? Math.min(a.ms, 60_000) : 2000,
  }));
  for (const o of r.outputs) out.push({ text: o, ms: 4000 });
  return out;
}

/** Folds a list of tile events into final slides, merges, spawns and vanishings. */
export function summarizeEvents(
  events: readonly TileEvent[],
): Pick<MoveResultView, 'slides' | 'merges' | 'spawned' | 'vanished'> {
  const slideTo = new Map<number, CellPos>();
  const merges: MergeView[] = [];
  const spawned: number[] = [];
  const vanished: number[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'slide':
        slideTo.set(e.id, [e.to[0], e.to[1]]);
        break;
      case 'merge': {
        const at = e.results[0]?.at ?? e.consumed[0]?.at;
        // Consumed tiles travel to where the result appears, then are gone.
        if (at) for (const c of e.consumed) slideTo.set(c.id, [at[0], at[1]]);
        e.results.forEach((r, i) => merges.push({ id: r.id, from: i === 0 ? e.consumed.map((c) => c.id) : [] }));
        break;
      }
      case 'spawn':
      case 'change':
        spawned.push(e.id);
        break;
      case 'vanish':
        vanished.push(e.id);
        break;
    }
  }
  const slides: SlideView[] = [...slideTo].map(([id, to]) => ({ id, to }));
  return { slides, merges, spawned, vanished };
}

export function stepFromMove(
  kind: 'move' | 'click' | 'timer',
  direction: number | null,
  r: MoveResult,
): MoveResultView {
  return {
    kind,
    moved: r.moved || r.events.length > 0,
    direction,
    ...summarizeEvents(r.events),
    scoreDelta: r.scoreDelta,
    announcements: announcementsOf(r),
  };
}

/** Undo/redo jump between positions: tiles that are new appear, tiles that are gone vanish. */
export function stepFromJump(
  kind: 'undo' | 'redo',
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
  scoreDelta: number,
): MoveResultView {
  return {
    ...emptyStep(kind),
    moved: true,
    spawned: [...after].filter((id) => !before.has(id)),
    vanished: [...before].filter((id) => !after.has(id)),
    scoreDelta,
  };
}
