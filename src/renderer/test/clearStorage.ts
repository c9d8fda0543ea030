import { afterEach } from 'vitest';

// Each test starts with empty local storage (the session, the print ledger and the settings live
// there), in the files that have it: every screen test, and the logic tests that ask for jsdom.
afterEach(() => {
  globalThis.localStorage?.clear();
});
