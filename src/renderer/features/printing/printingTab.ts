/**
 * In a browser the panel may be open in two tabs of one machine: both would accept and print the
 * same orders. One tab at a time does this machine's printing: the one holding a Web Lock, which
 * the tabs of one origin share and which is let go when its tab closes or crashes, so another
 * tab takes over by itself. The desktop app has one window (single instance): it takes it at once.
 */
export const PRINTING_LOCK = 'painel-parceiro.impressao';

export interface PrintingTabClaim {
  /** false: another tab of this machine holds the printing right now */
  immediately: boolean;
  /** resolves once this tab holds it (held until the tab goes away) */
  held: Promise<void>;
}

type Locks = Pick<LockManager, 'request'>;

/** Without Web Locks (an old engine, tests) there is no other tab to coordinate with: at once, synchronously. */
export const NO_OTHER_TAB: PrintingTabClaim = { immediately: true, held: Promise.resolve() };

export function claimPrinting(locks: Locks | undefined = globalThis.navigator?.locks): PrintingTabClaim | Promise<PrintingTabClaim> {
  if (!locks) return NO_OTHER_TAB;
  const forever = () => new Promise<never>(() => undefined);
  return new Promise((resolve) => {
    void locks.request(PRINTING_LOCK, { ifAvailable: true }, (lock) => {
      if (lock) {
        resolve({ immediately: true, held: Promise.resolve() });
        return forever();
      }
      let taken: () => void = () => undefined;
      const held = new Promise<void>((r) => (taken = r));
      resolve({ immediately: false, held });
      void locks.request(PRINTING_LOCK, () => {
        taken();
        return forever();
      });
      return undefined;
    });
  });
}
