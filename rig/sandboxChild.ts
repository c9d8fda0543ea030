/**
 * The pipeline benchmark's sandbox, in a process of its own so that its CPU time is its own
 * (rig/orderPath.ts, startBenchRig): each store event it emits goes to the parent as
 * { emitted: { event, orderId, at } }, once it listens { url }.
 */
import { createSandbox } from '../src/sandbox/server';

const send = (message: unknown) => process.send?.(message);
const sandbox = createSandbox({
  deliveryStepMs: 0,
  randomSeed: Number(process.env.BENCH_SANDBOX_SEED ?? 2026),
  onEmit: (e) => {
    const id = (e.payload as { id_pedido?: unknown } | null)?.id_pedido;
    send({ emitted: { event: e.event, orderId: typeof id === 'number' ? id : null, at: e.at } });
  },
});
send({ url: await sandbox.listen(0) });
process.on('disconnect', () => void sandbox.close().finally(() => process.exit(0)));
