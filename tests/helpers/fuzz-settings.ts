// The run count, seed and replay path of a fuzz test, from `<PREFIX>_FUZZ_RUNS`, `_SEED` and `_PATH`
// (fixed defaults in CI; longer hunts set them, README). Passed to fc.assert as they are.
export interface FuzzSettings {
  numRuns: number;
  seed: number;
  path: string | undefined;
}

export function fuzzSettings(prefix: string, numRuns: number, seed: number): FuzzSettings {
  const env = process.env;
  return {
    numRuns: Number(env[`${prefix}_FUZZ_RUNS`] ?? numRuns),
    seed: Number(env[`${prefix}_FUZZ_SEED`] ?? seed),
    path: env[`${prefix}_FUZZ_PATH`],
  };
}
