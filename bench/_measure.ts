// Timing helpers for benchmarks: run a body repeatedly for a fixed wall time, report the best rate.

/** Calls `body` (which does `opsPerCall` operations) for about `ms` milliseconds; returns ops/s. */
export function rate(body: () => void, opsPerCall: number, ms = 1000): number {
  // Warm up so the JIT has settled before measuring.
  const warmEnd = performance.now() + Math.min(300, ms / 3);
  while (performance.now() < warmEnd) body();
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let calls = 0;
    const start = performance.now();
    const end = start + ms / 3;
    let now = start;
    while (now < end) {
      body();
      calls++;
      now = performance.now();
    }
    best = Math.max(best, (calls * opsPerCall) / ((now - start) / 1000));
  }
  return best;
}

export function report(figure: string, value: number, unit: string): void {
  const shown = value >= 100 ? Math.round(value).toString() : value.toPrecision(3);
  console.log(`${figure}: ${shown} ${unit}`);
}
