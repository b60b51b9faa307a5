// The engine's own work, outside CalcArray evaluations, drawn from the action's step meter
// (Game arms `state.stepMeter` for every action; see ACTION_STEP_BUDGET). A hostile mode's
// *structure* (a huge board, thousands of automatic moves, spawn retries, rule expansions…) could
// otherwise keep one move busy for minutes with every evaluation cheap. Charged per pass, per
// attempt or per scan, never per cell in a hot loop. A step of evaluation is roughly 100 ns; the
// rates (a move pass over n cells ≈ n/4 steps, a discovery scan ≈ n/2, a board copy ≈ n/4, a list
// splice ≈ n/64) were measured so that a budget's worth of this work takes about as long as a
// budget of evaluation (~1 s): only boards far beyond the 256-side global-modifier cap reach it.
export { chargeMeter as chargeWork } from '../calc/host.ts';
