import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, TestClient, type Started } from './test/harness';

let s: Started;
let pizzaria: TestClient;
let lanchonete: TestClient;

beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.sandbox.close());
beforeEach(async () => {
  await s.sandbox.reset();
  pizzaria = new TestClient(s.url);
  lanchonete = new TestClient(s.url);
  await Promise.all([pizzaria.login('pizzaria'), lanchonete.login('lanchonete')]);
});

describe('pagamentoonline/setAcceptanceStatus', () => {
  it('turns acceptance on and off, and getAcceptanceStatus reads it back', async () => {
    const on = await pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(on.body).toEqual({ status: true, accepts: true, mensagem: 'Pagamento Online ativado.', erros: '' });
    expect((await pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: true });

    const off = await pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: false });
    expect(off.body).toMatchObject({ status: true, accepts: false });
    expect((await pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: false });
  });

  it('a suspended store is refused, with erros and the value that holds', async () => {
    const refused = await lanchonete.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(refused.body).toMatchObject({ status: false, accepts: false });
    expect(refused.body.erros).toContain('suspensa');
    expect((await lanchonete.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: false });
  });

  it('needs a session and the accepts field', async () => {
    const anonymous = new TestClient(s.url);
    expect((await anonymous.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true })).status).toBe(401);
    expect((await pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', {})).status).toBe(400);
  });
});
