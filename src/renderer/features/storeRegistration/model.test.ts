import { describe, expect, it } from 'vitest';
import type { PendingChange } from '../../../shared/api';
import { pendingFields, pendingValue, registrationValues, requestDate, saveBody } from './model';

const change = (over: Partial<PendingChange>): PendingChange => ({
  id_pendencias: 1,
  tabela: 'estabelecimentos',
  nome_campo: 'banner',
  status: 'Pendente',
  valor_ant: 'a',
  valor_post: 'b',
  data_inclusao: '2026-05-20T18:30:00.000Z',
  data_status: '',
  ...over,
});

describe('the registration model', () => {
  it('dates a request by its inclusion while pending, by the decision after', () => {
    expect(requestDate(change({}))).toBe('2026-05-20T18:30:00.000Z');
    expect(requestDate(change({ status: 'Aprovado', data_status: '2026-05-22T10:00:00.000Z' }))).toBe('2026-05-22T10:00:00.000Z');
  });

  it('locks only the fields with a change still pending', () => {
    const pending = [change({}), change({ nome_campo: 'texto_app', status: 'Rejeitado' }), change({ nome_campo: 'logotipo', valor_post: 'http://x/logo.png' })];
    expect([...pendingFields(pending)].sort()).toEqual(['banner', 'logotipo']);
    expect(pendingValue(pending, 'logotipo')).toBe('http://x/logo.png');
    expect(pendingValue(pending, 'texto_app')).toBeNull();
  });

  it('shows CEP and phone masked, and sends the fields trimmed', () => {
    const values = registrationValues({
      id_estabelecimento: 1,
      cnpj_cpf: '1',
      razao_social: 'R',
      nome: ' Loja ',
      email: 'a@b.co',
      endereco_rua: 'Rua A',
      endereco_numero: '1',
      endereco_bairro: 'Centro',
      endereco_cep: '01310100',
      contato: '11987654321',
      logotipo: '',
      banner: '',
      texto_app: 'Texto ',
      frase_promocional: 'Frase',
    });
    expect(values).toMatchObject({ endereco_cep: '01310-100', contato: '(11)98765-4321' });
    expect(saveBody(values)).toEqual({
      estabelecimento: { nome: 'Loja', email: 'a@b.co', endereco_rua: 'Rua A', endereco_numero: '1', endereco_bairro: 'Centro', endereco_cep: '01310-100', contato: '(11)98765-4321' },
      texto_app: 'Texto',
      frase_promocional: 'Frase',
    });
  });
});
