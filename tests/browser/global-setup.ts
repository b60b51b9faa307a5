// Vitest globalSetup for the browser tests: builds the app once (`vite build` into
// test-artifacts/build) and serves it with `vite preview` on a free localhost port. Skipped when
// the run selects no *.browser.test.ts file, so unit-test runs stay fast.

import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAndServe, ROOT } from '../../scripts/serve-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin + base of the served build, e.g. http://127.0.0.1:41234/ ('' when not built). */
    browserBaseUrl: string;
  }
}

export const BUILD_DIR = resolve(ROOT, 'test-artifacts/build');

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // `filenamePattern` holds the CLI file filters (not in Vitest's public types).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  let wanted = true;
  try {
    const { testFiles } = await project.globTestFiles(filters);
    wanted = testFiles.some((f) => f.endsWith('.browser.test.ts'));
  } catch {
    /* unknown: build to be safe */
  }
  if (!wanted) {
    project.provide('browserBaseUrl', '');
    return;
  }
  const { url, server } = await buildAndServe(BUILD_DIR);
  project.provide('browserBaseUrl', url);
  return async () => {
    await server.close();
  };
}
