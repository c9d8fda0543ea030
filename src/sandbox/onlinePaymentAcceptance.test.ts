import { describe, expect, it } from 'vitest';
import { TestClient, useSandbox } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', lanchonete: 'lanchonete' });

describe('pagamentoonline/setAcceptanceStatus', () => {
  it('turns acceptance on and off, and getAcceptanceStatus reads it back', async () => {
    const on = await t.pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(on.body).toEqual({ status: true, accepts: true, mensagem: 'Pagamento Online ativado.', erros: '' });
    expect((await t.pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: true });

    const off = await t.pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: false });
    expect(off.body).toMatchObject({ status: true, accepts: false });
    expect((await t.pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: false });
  });

  it('a suspended store is refused, with erros and the value that holds', async () => {
    const refused = await t.lanchonete.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(refused.body).toMatchObject({ status: false, accepts: false });
    expect(refused.body.erros).toContain('suspensa');
    expect((await t.lanchonete.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: false });
  });

  it('needs a session and the accepts field', async () => {
    const anonymous = new TestClient(t.url);
    expect((await anonymous.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true })).status).toBe(401);
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', {})).status).toBe(400);
  });
});
