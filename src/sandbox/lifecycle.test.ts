import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, StoreDetail } from '../shared/api';
import { createSandbox, type Sandbox } from './server';
import { connectSocket, startSandbox, TestClient, waitFor } from './test/harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(sandbox: Sandbox): Promise<string> {
  cleanups.push(() => sandbox.close());
  return sandbox.listen(0);
}

describe('persistence', () => {
  it('writes to the data file and finds everything again after a restart', async () => {
    const dataFile = join(tempDir(), 'nested', 'sandbox.sqlite');
    const first = createSandbox({ dataFile, deliveryStepMs: 0 });
    const url = await first.listen(0);
    const client = new TestClient(url);
    const session = await client.login('pizzaria');
    await client.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'S' });
    const order = await first.placeOrder({ items: 2, customer: { nome: 'Persistência da Silva' } });
    await first.close();
    expect(statSync(dataFile).size).toBeGreaterThan(10_000);

    const second = createSandbox({ dataFile, deliveryStepMs: 0 });
    const url2 = await started(second);
    const again = new TestClient(url2);
    again.hash = session.hash; // the session survived too
    const detail = await again.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(detail.body.estabelecimento.fechado).toBe('S');
    const listed = await again.legacy<{ pedidos: Order[] }>('GET', `pedidos/listar/${order.id_pedido}`);
    expect(listed.body.pedidos[0]).toMatchObject({ usuario_nome: 'Persistência da Silva', hash_pedido: order.hash_pedido });
    // the first sandbox of the process builds the seed's year of history and writes it to the file
  }, 30_000);

  it('writes changes without a close, debounced', async () => {
    const dataFile = join(tempDir(), 'sandbox.sqlite');
    const sandbox = createSandbox({ dataFile, deliveryStepMs: 0 });
    await started(sandbox);
    await sandbox.ready;
    const before = statSync(dataFile).mtimeMs;
    await sandbox.placeOrder({ items: 15 });
    await waitFor(() => statSync(dataFile).mtimeMs > before, 3000, 'gravação do arquivo');
    const copy = createSandbox({ dataFile, deliveryStepMs: 0 });
    await started(copy);
    expect((await copy.listOrders(101)).length).toBe(14);
  });

  it('does not seed when asked not to', async () => {
    const sandbox = createSandbox({ seed: false });
    await started(sandbox);
    expect(await sandbox.listOrders()).toEqual([]);
    await sandbox.reset();
    expect((await sandbox.state()).stores).toEqual([]);
  });
});

describe('suspend and resume', () => {
  it('stops answering, drops sockets, then listens again on the same port with the same data', async () => {
    const { sandbox, url, client } = await startSandbox();
    cleanups.push(() => sandbox.close());
    const session = await client.login('pizzaria');
    const panel = await connectSocket(url, '', { reconnection: true });
    cleanups.push(() => panel.close());
    await panel.join('loja-101', session.hash);
    let disconnects = 0;
    panel.socket.on('disconnect', () => disconnects++);

    await sandbox.suspend();
    expect(sandbox.suspended).toBe(true);
    await waitFor(() => disconnects > 0, 3000, 'desconexão');
    await expect(client.legacy('GET', 'estabelecimento/getLoja')).rejects.toThrow();
    const placedWhileDown = await sandbox.placeOrder({ items: 1 });

    const resumedUrl = await sandbox.resume();
    expect(resumedUrl).toBe(url);
    expect(sandbox.suspended).toBe(false);
    await waitFor(() => panel.socket.connected, 5000, 'reconexão');
    // the panel joins again after reconnecting, as the real one does
    expect(await panel.join('loja-101', session.hash)).toEqual({ status: true, canal: 'loja-101' });
    const listed = await client.legacy<{ pedidos: Order[] }>('GET', 'pedidos/listar');
    expect(listed.body.pedidos[0]?.id_pedido).toBe(placedWhileDown.id_pedido);
    await sandbox.emitStoreEvent(101, 'f5pagina', {});
    await waitFor(() => panel.received.some((r) => r.event === 'f5pagina'));
  });

  it('suspend and resume are idempotent; close works while suspended', async () => {
    const sandbox = createSandbox();
    const url = await sandbox.listen(0);
    await sandbox.suspend();
    await sandbox.suspend();
    expect(await sandbox.resume()).toBe(url);
    expect(await sandbox.resume()).toBe(url);
    await sandbox.suspend();
    await sandbox.close();
    await sandbox.close();
  });

  it('listen twice is an error; publicUrl wins in the session', async () => {
    const sandbox = createSandbox({ publicUrl: 'http://demo.local:9999/' });
    const url = await started(sandbox);
    await expect(sandbox.listen(0)).rejects.toThrow();
    const session = await new TestClient(url).login('pizzaria');
    expect(session.url_socket).toBe('http://demo.local:9999');
  });
});
