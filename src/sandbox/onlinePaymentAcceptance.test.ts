import { describe, expect, it } from 'vitest';
import { TestClient, useSandbox } from './test/harness';
import { clearRegistration } from './test/onlinePayment';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro', lanchonete: 'lanchonete' });

describe('pagamentoonline/setAcceptanceStatus', () => {
  it('turns acceptance off and on for a store ready for it, and getAcceptanceStatus reads it back', async () => {
    const off = await t.sabor.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: false });
    expect(off.body).toEqual({ status: true, accepts: false, mensagem: 'Pagamento Online desativado.', erros: '' });
    expect((await t.sabor.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: false });

    const on = await t.sabor.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(on.body).toMatchObject({ status: true, accepts: true });
    expect((await t.sabor.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: true });
  });

  it('a store without an enabled registration is refused, with erros and the value that holds', async () => {
    await clearRegistration(t.client);
    const refused = await t.pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(refused.body).toMatchObject({ status: false, accepts: false, mensagem: '' });
    expect(refused.body.erros).toContain('Dados Cadastrais');
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
