import { describe, expect, it } from 'vitest';
import { shownError } from './formErrors';

type Values = { nome: string; email: string };
const errors = { nome: 'Informe o nome.', email: 'E-mail inválido: confira o endereço digitado.' };

describe('shownError', () => {
  it('says nothing before the field is left or the form submitted', () => {
    expect(shownError<Values>({ errors, touched: {}, submitCount: 0 }, 'nome')).toBeUndefined();
  });

  it("shows a left field's error, and only that field's", () => {
    const form = { errors, touched: { email: true }, submitCount: 0 };
    expect(shownError<Values>(form, 'email')).toBe('E-mail inválido: confira o endereço digitado.');
    expect(shownError<Values>(form, 'nome')).toBeUndefined();
  });

  it('shows every error once the form was submitted, and none where the field is right', () => {
    expect(shownError<Values>({ errors, touched: {}, submitCount: 1 }, 'nome')).toBe('Informe o nome.');
    expect(shownError<Values>({ errors: {}, touched: { nome: true }, submitCount: 1 }, 'nome')).toBeUndefined();
  });
});
