import { describe, expect, it, vi } from 'vitest';

const io = vi.fn(() => ({}));
vi.mock('socket.io-client', () => ({ io }));

describe('openStoreSocket', () => {
  it('reconnects without limit, waiting 1 s to 5 s (spec 01 §4, §9)', async () => {
    const { openStoreSocket } = await import('./storeSocket');
    openStoreSocket('http://socket.example');
    expect(io).toHaveBeenCalledWith(
      'http://socket.example',
      expect.objectContaining({ reconnection: true, reconnectionAttempts: Infinity, reconnectionDelay: 1000, reconnectionDelayMax: 5000 }),
    );
  });
});
