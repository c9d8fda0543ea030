// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/testStore';
import { paymentMethodsEndpoints } from '../paymentMethods/paymentMethodsApi';
import { documentProgressKey, registrationEndpoints as api } from './registrationApi';

describe('the Pagamento Online switch of the finance menu', () => {
  it('reads listarStatusPagOn for the store', async () => {
    const t = createTestStore({ legacy: { 'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '1' } } } });
    const { data } = await t.store.dispatch(api.onlinePaymentStatus.initiate(101));
    expect(data).toBe(true);
    expect(t.calls.legacy).toHaveBeenCalledWith('estabelecimento/listarStatusPagOn', expect.objectContaining({ body: { id_estabelecimento: 101 } }));
  });

  it("a refused mudarStatus says 'Atenção!' with mensagem and the switch reads back what holds", async () => {
    const t = createTestStore({
      legacy: {
        'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '0' } },
        'pagamentoonline/mudarStatus': { status: false, mensagem: 'Seu cadastro do Pagamento Online está em análise.' },
      },
    });
    const sub = t.store.dispatch(api.onlinePaymentStatus.initiate(101));
    await sub;
    const result = await t.store.dispatch(api.changeOnlinePaymentStatus.initiate({ storeId: 101, accepts: true }));
    expect(result.error).toMatchObject({ kind: 'refused' });
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Seu cadastro do Pagamento Online está em análise.' })]);
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/mudarStatus', expect.objectContaining({ body: { id_estabelecimento: 101, aceita_pgto_online: 1 } }));
    await t.settle();
    expect(api.onlinePaymentStatus.select(101)(t.store.getState()).data).toBe(false);
    expect(t.calls.legacy.mock.calls.filter(([key]) => key === 'estabelecimento/listarStatusPagOn')).toHaveLength(2);
    sub.unsubscribe();
  });

  it('a change on either switch is read again by the other (one cache tag)', async () => {
    const t = createTestStore({
      legacy: {
        'estabelecimento/listarStatusPagOn': { status: true, obj: { aceita_pgto_online: '0' } },
        'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false },
        'pagamentoonline/setAcceptanceStatus': { status: true, accepts: true, mensagem: 'Pagamento Online ativado.', erros: '' },
        'pagamentoonline/mudarStatus': { status: true, mensagem: 'Pagamento Online ativado.' },
      },
    });
    const status = t.store.dispatch(api.onlinePaymentStatus.initiate(101));
    const acceptance = t.store.dispatch(paymentMethodsEndpoints.onlinePaymentAcceptance.initiate());
    await Promise.all([status, acceptance]);
    const count = (key: string) => t.calls.legacy.mock.calls.filter(([k]) => k === key).length;
    await t.store.dispatch(paymentMethodsEndpoints.setOnlinePaymentAcceptance.initiate(true));
    await t.settle();
    expect(count('estabelecimento/listarStatusPagOn')).toBe(2);
    await t.store.dispatch(api.changeOnlinePaymentStatus.initiate({ storeId: 101, accepts: true }));
    await t.settle();
    expect(count('pagamentoonline/getAcceptanceStatus')).toBe(2);
    status.unsubscribe();
    acceptance.unsubscribe();
  });
});

describe('the registration', () => {
  it('reads null before the first save', async () => {
    const t = createTestStore({ legacy: { 'pagamentoonline/listarPagOnCadastro': { status: true, obj: null } } });
    expect((await t.store.dispatch(api.registration.initiate(101))).data).toBeNull();
  });

  it("a refused save says 'Erro!' with erros, one per line; a success toasts the mensagem", async () => {
    const refused = createTestStore({
      legacy: { 'pagamentoonline/adicionar': { status: false, mensagem: '', erros: 'Informe o CNPJ do estabelecimento.\nE-mail do estabelecimento inválido.' } },
    });
    await refused.store.dispatch(api.saveRegistration.initiate({} as never));
    expect(refused.dialogs()).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Informe o CNPJ do estabelecimento.\nE-mail do estabelecimento inválido.' }),
    ]);
    const saved = createTestStore({ legacy: { 'pagamentoonline/adicionar': { status: true, mensagem: 'Cadastro enviado com sucesso!' } } });
    await saved.store.dispatch(api.saveRegistration.initiate({} as never));
    expect(saved.toasts()).toEqual([expect.objectContaining({ message: 'Cadastro enviado com sucesso!', durationMs: 2000 })]);
  });

  it("an unknown CEP says 'Erro!' with 'CEP não encontado.' and gives null; a known one its address", async () => {
    const t = createTestStore({
      legacy: {
        'estabelecimento/consultaCep/:cep': ({ params }: { params: { cep: string } }) =>
          params.cep === '01310100' ? { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' } : { erro: true },
      },
    });
    const found = await t.store.dispatch(api.lookupCep.initiate('01310100'));
    expect(found).toMatchObject({ data: { logradouro: 'Avenida Paulista', uf: 'SP' } });
    expect(t.dialogs()).toEqual([]);
    const unknown = await t.store.dispatch(api.lookupCep.initiate('99999999'));
    expect(unknown).toEqual({ data: null });
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'CEP não encontado.' })]);
    expect(t.toasts()).toEqual([]);
  });

  it("uploads a document as multipart with its progress: a 5 s toast, or 'Atenção!' with erros", async () => {
    const file = new File(['png'], 'rg.png', { type: 'image/png' });
    const t = createTestStore({
      legacy: {
        'pagamentoonline/imgidentificacao': { status: true, mensagem: 'Imagem enviada com sucesso!', url_imagem: 'http://x/a.png', erros: '' },
        'pagamentoonline/imgresidencia': { status: false, mensagem: '', url_imagem: '', erros: 'Formato de imagem não aceito.' },
      },
    });
    await t.store.dispatch(api.uploadDocument.initiate({ kind: 'identificacao', file, storeId: 101 }));
    expect(t.calls.legacy).toHaveBeenCalledWith(
      'pagamentoonline/imgidentificacao',
      expect.objectContaining({ multipart: true, body: { arquivo: file, id_estabelecimento: 101 } }),
    );
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Imagem enviada com sucesso!', durationMs: 5000 })]);
    await t.store.dispatch(api.uploadDocument.initiate({ kind: 'residencia', file, storeId: 101 }));
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Formato de imagem não aceito.' })]);
    expect(documentProgressKey('residencia')).toBe('pagon-documento-residencia');
  });

  it("a refused plan activation says 'Erro!' with erros", async () => {
    const t = createTestStore({ legacy: { 'pagamentoonline/ativarPagOnPlano': { status: false, mensagem: '', erros: 'Plano de taxas inválido.' } } });
    await t.store.dispatch(api.activateFeePlan.initiate({ registrationId: 9, planId: 3 }));
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/ativarPagOnPlano', expect.objectContaining({ body: { id_pagon_cadastro: 9, id_pagon_planos_taxas: 3 } }));
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', message: 'Plano de taxas inválido.' })]);
  });
});
