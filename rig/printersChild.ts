/**
 * The benchmarks' virtual printers, in a process of their own (rig/orderPath.ts,
 * startBenchRig). A printer answers status (DLE EOT, GS ( H) from its own hardware; in the
 * benchmark's process its answers waited for that process's event loop (placing orders, driving
 * the tab, checking paper), so the print agent's wait for them measured the rig, not the panel.
 * Messages: to the parent { ready: { name: url } } once listening, then { ticket: { printer,
 * ticket } } for each ticket cut (its times are Date.now(), comparable with the parent's) and
 * { refused: id } when a { refuse: { id, printer, on } } was done; it stops on disconnect.
 */
import { type VirtualPrinter, startVirtualPrinter } from './virtualPrinter';

const send = (message: unknown) => process.send?.(message);
const names = (process.env.BENCH_PRINTERS ?? '').split(',').filter(Boolean);
const printers = new Map<string, VirtualPrinter>();
for (const name of names) {
  const printer = await startVirtualPrinter({ name });
  printer.on('ticket', (ticket) => send({ ticket: { printer: name, ticket } }));
  printers.set(name, printer);
}
process.on('message', (message: { refuse?: { id: number; printer: string; on: boolean } }) => {
  const refuse = message.refuse;
  if (refuse) void printers.get(refuse.printer)?.refuseConnections(refuse.on).then(() => send({ refused: refuse.id }));
});
process.on('disconnect', () => void Promise.all([...printers.values()].map((p) => p.close())).finally(() => process.exit(0)));
send({ ready: Object.fromEntries([...printers].map(([name, p]) => [name, p.url])) });
