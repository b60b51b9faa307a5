// Builds the app with Vite into a directory and serves it with `vite preview` on a free localhost
// port. Shared by the browser tests' globalSetup and the render benchmark.

import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? ok(addr.port) : fail(new Error('no free port'))));
    });
  });
}

/** Builds the app into `outDir` (as for production) and serves it; returns its URL and server. */
export async function buildAndServe(outDir: string): Promise<{ url: string; server: PreviewServer }> {
  const configFile = resolve(ROOT, 'vite.config.ts');
  // Test runners set NODE_ENV=test; the app and Workbox must be built exactly as for production.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ root: ROOT, configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (env === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = env;
  }
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`, server };
}
