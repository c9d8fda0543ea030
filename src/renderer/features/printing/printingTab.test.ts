import { describe, expect, it } from 'vitest';
import { PRINTING_LOCK, claimPrinting } from './printingTab';

type Callback = (lock: { name: string } | null) => unknown;

/** Web Locks as the tabs of one origin share them: one holder, the others wait in turn. */
function lockHub() {
  let holder: string | null = null;
  const waiting: { tab: string; grant: () => void }[] = [];
  const names: string[] = [];
  const tab = (id: string) => ({
    request(name: string, ...args: unknown[]): Promise<unknown> {
      names.push(name);
      const callback = args.at(-1) as Callback;
      const ifAvailable = args.length > 1 && (args[0] as { ifAvailable?: boolean }).ifAvailable === true;
      if (holder === null) {
        holder = id;
        return Promise.resolve(callback({ name }));
      }
      if (ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve) =>
        waiting.push({
          tab: id,
          grant: () => {
            holder = id;
            resolve(callback({ name }));
          },
        }),
      );
    },
    /** the tab closes: what it held goes to the next one waiting */
    close() {
      if (holder !== id) return;
      holder = null;
      waiting.shift()?.grant();
    },
  });
  return { tab, names };
}

describe('claimPrinting', () => {
  it('the first tab prints at once; a second waits and takes over when the first closes', async () => {
    const hub = lockHub();
    const first = hub.tab('A');
    const second = hub.tab('B');
    const a = await claimPrinting(first);
    expect(a.immediately).toBe(true);
    const b = await claimPrinting(second);
    expect(b.immediately).toBe(false);
    let bHolds = false;
    void b.held.then(() => (bHolds = true));
    await Promise.resolve();
    expect(bHolds).toBe(false);
    first.close();
    await b.held;
    expect(bHolds).toBe(true);
    expect(new Set(hub.names)).toEqual(new Set([PRINTING_LOCK]));
  });

  it('without Web Locks (the desktop app has one window anyway) prints at once', async () => {
    const claim = claimPrinting(undefined);
    expect(claim).not.toBeInstanceOf(Promise);
    expect(await claim).toMatchObject({ immediately: true });
  });
});
