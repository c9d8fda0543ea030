import { describe, expect, it } from 'vitest';
import { makeRegistrationAnswer } from '../../test/onlinePayment';
import { emptyRegistrationForm, formFromRegistration, registrationBadge, saveBodyFromForm, withAddress } from './registrationModel';

describe('the registration badge (spec 02 §4)', () => {
  it('PENDING is pending; ENABLED and ACTIVATED are active', () => {
    expect(registrationBadge('PENDING')).toEqual({ label: 'Pagamento Online - Pendente', tone: 'warning' });
    expect(registrationBadge('ENABLED')).toEqual({ label: 'Ativo', tone: 'success' });
    expect(registrationBadge('ACTIVATED')).toEqual({ label: 'Ativo', tone: 'success' });
  });

  it('says when there is no registration yet, and shows an unknown status as it comes', () => {
    expect(registrationBadge(null).label).toBe('Pagamento Online - Não cadastrado');
    expect(registrationBadge('DENIED').label).toBe('Pagamento Online - DENIED');
  });
});

/** Store 101's registration saved as a person's (F): the owner's name stands as the razão social. */
const SAVED = makeRegistrationAnswer({
  tipo: 'F',
  est_razao_social: 'Giuseppe Conceição Romano',
  pro_nascimento: 258692400,
  data_cadastro: '2026-11-01T12:00:00.000Z',
});

describe('the form and what is sent', () => {
  it('reads the birth date from epoch seconds and the opening date from yyyy-mm-dd', () => {
    const form = formFromRegistration(SAVED);
    expect(form).toMatchObject({ tipo: 'F', pro_nascimento: '14/03/1978', dataCriacao: '01/06/2010', pro_cpf: '111.444.777-35' });
    expect(formFromRegistration(null)).toEqual(emptyRegistrationForm());
    expect(formFromRegistration({ ...SAVED, pro_nascimento: null }).pro_nascimento).toBe('');
  });

  it('sends the dates as dates (yyyy-mm-dd) and the store id', () => {
    const body = saveBodyFromForm({ ...formFromRegistration(SAVED), tipo: 'J', est_cnpj: '12.345.678/0001-95', est_estado: 'sp' }, 101);
    expect(body).toMatchObject({ id_estabelecimento: 101, tipo: 'J', pro_nascimento: '1978-03-14', dataCriacao: '2010-06-01', est_cnpj: '12.345.678/0001-95', est_estado: 'SP' });
  });

  it('a person (F) sends no CNPJ, even one typed before switching', () => {
    const body = saveBodyFromForm({ ...formFromRegistration(SAVED), est_cnpj: '12.345.678/0001-95' }, 101);
    expect(body.est_cnpj).toBe('');
  });

  it('a CEP fills street, neighbourhood, city and state; an unknown one clears them', () => {
    const form = { ...emptyRegistrationForm(), est_numero: '1000', est_endereco: 'Rua Antiga' };
    const found = withAddress(form, 'est', { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
    expect(found).toMatchObject({ est_endereco: 'Avenida Paulista', est_bairro: 'Bela Vista', est_cidade: 'São Paulo', est_estado: 'SP', est_numero: '1000' });
    expect(withAddress(found, 'est', null)).toMatchObject({ est_endereco: '', est_bairro: '', est_cidade: '', est_estado: '', est_numero: '1000' });
    expect(withAddress(found, 'pro', null).est_endereco).toBe('Avenida Paulista');
  });
});
