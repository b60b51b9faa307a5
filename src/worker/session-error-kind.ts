// For tests: what a session call did, as a SessionError kind, 'ok', or 'crash: …' for anything a
// session must never throw (a bare TypeError, say).
import { SessionError } from './protocol.ts';

export function errorKind(f: () => unknown): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    return e instanceof SessionError ? e.kind : `crash: ${String(e)}`;
  }
}
