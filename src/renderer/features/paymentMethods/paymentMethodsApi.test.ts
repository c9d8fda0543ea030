// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { createTestStore } from '../../test/testStore';
import { paymentMethodsEndpoints as api } from './paymentMethodsApi';

const METHODS = [
  { chave: 'dinheiro', nome: 'Dinheiro', selected: true },
  { chave: 'pix', nome: 'Pix', selected: false },
];

const acceptanceNow = (t: ReturnType<typeof createTestStore>) => api.onlinePaymentAcceptance.select()(t.store.getState()).data;
const methodsNow = (t: ReturnType<typeof createTestStore>) => api.paymentMethods.select()(t.store.getState()).data;

describe('payment methods on the data layer', () => {
  it('loads the list from listarpagamentos/, dropping entries without chave or nome', async () => {
    const t = createTestStore({
      legacy: { 'software_app/listarpagamentos/': { status: true, obj: [...METHODS, { chave: '', nome: 'x', selected: 1 }, { chave: 7, nome: 'Vale', selected: '1' }] } },
    });
    const { data } = await t.store.dispatch(api.paymentMethods.initiate());
    expect(data).toEqual([...METHODS, { chave: '7', nome: 'Vale', selected: true }]);
  });

  it('saves the selected chaves, shows a 5 s toast and reads the list back', async () => {
    let stored = METHODS;
    const t = createTestStore({
      legacy: {
        'software_app/listarpagamentos/': () => ({ status: true, obj: stored }),
        'software_app/alteraPagamentos': ({ body }: { body: { formas: string[] } }) => {
          stored = METHODS.map((m) => ({ ...m, selected: body.formas.includes(m.chave) }));
          return { status: true, mensagem: 'Formas de pagamento alteradas com sucesso!' };
        },
      },
    });
    const list = t.store.dispatch(api.paymentMethods.initiate());
    await list;
    await t.store.dispatch(api.savePaymentMethods.initiate(['dinheiro', 'pix']));
    expect(t.calls.legacy).toHaveBeenCalledWith('software_app/alteraPagamentos', expect.objectContaining({ body: { formas: ['dinheiro', 'pix'] } }));
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Formas de pagamento salvas com sucesso!', durationMs: 5000, severity: 'success' })]);
    expect(methodsNow(t)?.every((m) => m.selected)).toBe(true);
    await t.settle();
    expect(t.calls.legacy.mock.calls.filter(([key]) => key === 'software_app/listarpagamentos/')).toHaveLength(2);
    list.unsubscribe();
  });

  it('does not claim success when the platform refuses the save', async () => {
    const t = createTestStore({ legacy: { 'software_app/alteraPagamentos': { status: false, mensagem: 'Selecione ao menos uma forma.' } } });
    await t.store.dispatch(api.savePaymentMethods.initiate([]));
    expect(t.toasts()).toEqual([]);
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Selecione ao menos uma forma.' })]);
  });

  it('accepts a save answer that says nothing (the original screen never read it)', async () => {
    const t = createTestStore({ legacy: { 'software_app/alteraPagamentos': {} } });
    const result = await t.store.dispatch(api.savePaymentMethods.initiate(['pix']));
    expect('data' in result).toBe(true);
    expect(t.toasts()).toHaveLength(1);
  });
});

describe('Pagamento Online switch on the data layer', () => {
  const platform = (setAnswer: (accepts: boolean) => unknown, accepts = false) => ({
    'pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: accepts },
    'pagamentoonline/setAcceptanceStatus': ({ body }: { body: { accepts: boolean } }) => setAnswer(body.accepts),
  });

  it('shows the asked value while the platform answers, then follows the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const t = createTestStore({ legacy: platform(() => new Promise((resolve) => (answer = resolve))) });
    const sub = t.store.dispatch(api.onlinePaymentAcceptance.initiate());
    await sub;
    expect(acceptanceNow(t)).toBe(false);
    const change = t.store.dispatch(api.setOnlinePaymentAcceptance.initiate(true));
    await t.settle();
    expect(acceptanceNow(t)).toBe(true);
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/setAcceptanceStatus', expect.objectContaining({ body: { accepts: true } }));
    answer({ status: true, accepts: true, mensagem: '', erros: '' });
    await change;
    expect(acceptanceNow(t)).toBe(true);
    expect(t.dialogs()).toEqual([]);
    sub.unsubscribe();
  });

  it('a refused enabling shows "Erro!" with erros and the switch follows the returned value', async () => {
    const t = createTestStore({
      legacy: platform(() => ({ status: false, accepts: false, mensagem: '', erros: 'Cadastre uma conta de recebimento antes de ativar.' })),
    });
    const sub = t.store.dispatch(api.onlinePaymentAcceptance.initiate());
    await sub;
    const result = await t.store.dispatch(api.setOnlinePaymentAcceptance.initiate(true));
    expect(result.error).toMatchObject({ kind: 'refused' });
    expect(acceptanceNow(t)).toBe(false);
    expect(t.dialogs()).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Cadastre uma conta de recebimento antes de ativar.' }),
    ]);
    sub.unsubscribe();
  });

  it('a refused disabling keeps the switch on', async () => {
    const t = createTestStore({ legacy: platform(() => ({ status: false, accepts: true, mensagem: '', erros: 'Há pedidos online em andamento.' }), true) });
    const sub = t.store.dispatch(api.onlinePaymentAcceptance.initiate());
    await sub;
    await t.store.dispatch(api.setOnlinePaymentAcceptance.initiate(false));
    expect(acceptanceNow(t)).toBe(true);
    expect(t.dialogs()).toEqual([expect.objectContaining({ title: 'Erro!', message: 'Há pedidos online em andamento.' })]);
    sub.unsubscribe();
  });

  it('goes back to the previous value when the platform cannot be reached', async () => {
    const t = createTestStore({
      legacy: platform(() => {
        throw new ApiError('network', 'Sem conexão.');
      }),
    });
    const sub = t.store.dispatch(api.onlinePaymentAcceptance.initiate());
    await sub;
    await t.store.dispatch(api.setOnlinePaymentAcceptance.initiate(true));
    expect(acceptanceNow(t)).toBe(false);
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', message: 'Sem conexão.' })]);
    sub.unsubscribe();
  });
});
