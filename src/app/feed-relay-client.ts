// The page's end of the feed relay (src/app/feed-relay.ts): a FetchLike that asks the service
// worker to fetch, over a MessageChannel to the active worker (which answers even before it
// controls the page). Without a service worker (`npm run dev`, a browser without one) feeds cannot
// be fetched: the page itself may connect to its own origin only.

import { type FeedFetchReply, FEED_FETCH, FEED_FETCH_TIMEOUT_MS, type FeedFetchRequest } from './feed-relay.ts';
import { FeedFetchError, type FetchLike } from './feeds.ts';

/** How long a first visit waits for the worker to finish installing. */
const INSTALL_WAIT_MS = 20_000;

const after = (ms: number): Promise<null> => new Promise((ok) => setTimeout(() => ok(null), ms));

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg) return null;
    if (reg.active) return reg.active;
    // First visit: the worker is still installing (caching the app); it answers once active.
    return (await Promise.race([navigator.serviceWorker.ready, after(INSTALL_WAIT_MS)]))?.active ?? null;
  } catch {
    return null;
  }
}

function ask(worker: ServiceWorker, request: FeedFetchRequest): Promise<FeedFetchReply | null> {
  const channel = new MessageChannel();
  const reply = new Promise<FeedFetchReply>((ok) => {
    channel.port1.onmessage = (e: MessageEvent<FeedFetchReply>) => ok(e.data);
  });
  worker.postMessage(request, [channel.port2]);
  // A worker of an older version knows no such message: it never answers.
  return Promise.race([reply, after(FEED_FETCH_TIMEOUT_MS + 5000)]).finally(() => channel.port1.close());
}

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([204, 205, 304]);

export const fetchThroughServiceWorker: FetchLike = async (url) => {
  const worker = await activeWorker();
  if (!worker) throw new FeedFetchError('no-worker');
  const reply = await ask(worker, { type: FEED_FETCH, url });
  if (!reply) throw new FeedFetchError('no-answer');
  if (!reply.ok) throw new FeedFetchError(reply.reason);
  return new Response(NO_BODY.has(reply.status) ? null : reply.body, { status: reply.status });
};
