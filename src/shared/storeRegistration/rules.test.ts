import { describe, expect, it } from 'vitest';
import { BELLA_NAPOLI_EDIT } from '../test/storeRegistration';
import { registrationProblems } from './rules';

describe('the registration rules', () => {
  it('takes a complete registration', () => {
    expect(registrationProblems(BELLA_NAPOLI_EDIT)).toEqual({});
    expect(registrationProblems({ ...BELLA_NAPOLI_EDIT, endereco_cep: '01327000', contato: '11987654321' })).toEqual({});
  });

  it('says what each field misses', () => {
    expect(registrationProblems({ ...BELLA_NAPOLI_EDIT, nome: ' ', email: 'x@y', endereco_cep: '0132', contato: '3285-4412', endereco_numero: '' })).toEqual({
      nome: 'Informe o nome do estabelecimento.',
      email: 'E-mail inválido: confira o endereço digitado.',
      endereco_cep: 'CEP incompleto: informe os 8 dígitos.',
      contato: 'Telefone incompleto: informe o DDD e o número.',
      endereco_numero: 'Informe o número.',
    });
  });

  it('limits the lengths, the approval texts included', () => {
    expect(registrationProblems({ ...BELLA_NAPOLI_EDIT, nome: 'x'.repeat(81), frase_promocional: 'y'.repeat(101), texto_app: 'z'.repeat(500) })).toEqual({
      nome: 'Use no máximo 80 caracteres.',
      frase_promocional: 'Use no máximo 100 caracteres.',
    });
  });
});
