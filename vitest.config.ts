import { defineConfig } from 'vitest/config';

// Unit, conformance and property tests run in Node; browser tests live in tests/browser and
// drive Debian's Chromium themselves (see tests/browser/README.md).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Browser tests poll the page for what a click or a move did: on a loaded 2-core CI machine a
    // worker round trip can take longer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    // Builds and serves the app once when a *.browser.test.ts file is selected.
    globalSetup: ['tests/browser/global-setup.ts'],
  },
});
