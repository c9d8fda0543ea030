import { createClock, type Clock } from '../clock';
import type { PlatformEvents, SandboxContext } from '../context';
import { SandboxDb } from '../db';
import { createRandom } from '../random';
import { seedDatabase } from '../seed';

export interface TestContext extends SandboxContext {
  clock: Clock;
  /** every store event the rules emitted, in order */
  emitted: { storeId: number; event: string; payload: unknown }[];
}

/**
 * The sandbox's rules without a server: a seeded database in memory and a context for the
 * data/* functions, with the clock at `now` (default: the real time) and events recorded.
 */
export async function seededContext(now = Date.now()): Promise<TestContext> {
  const { db } = await SandboxDb.open();
  seedDatabase(db, now);
  const emitted: TestContext['emitted'] = [];
  const record = (storeId: number, event: string, payload: unknown): void => void emitted.push({ storeId, event, payload });
  const events: PlatformEvents = { toStore: record, toStoreRaw: record, toChat: () => undefined };
  return {
    db,
    clock: createClock(() => now),
    random: createRandom(7),
    events,
    publicUrl: () => 'http://sandbox.test',
    emitted,
  };
}
