/**
 * Test-only: the online payment screens rendered at their route with a scripted platform, and
 * sample answers of the platform (registration, accounts, calendar).
 */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BankAccount, OnlinePaymentRegistration, Session } from '../../shared/api';
import { createTestStore, renderWithStore, type Answers } from './testStore';

/** Renders `element` at `path` (other paths render their name, to see where a link leads). */
export function renderOnlinePaymentScreen(element: ReactElement, opts: { path: string; legacy?: Answers; ws2?: Answers; session?: Session }) {
  const t = createTestStore({ legacy: opts.legacy, ws2: opts.ws2, session: opts.session });
  const router = createMemoryRouter(
    [
      { path: opts.path, element },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { initialEntries: [opts.path] },
  );
  renderWithStore(<RouterProvider router={router} />, t.store);
  return { ...t, router, user: userEvent.setup({ delay: null }) };
}

/** A saved company registration of store 101, PENDING. */
export function makeRegistrationAnswer(overrides: Partial<OnlinePaymentRegistration> = {}): OnlinePaymentRegistration {
  return {
    id_pagon_cadastro: 9,
    id_estabelecimento: 101,
    tipo: 'J',
    est_cnpj: '12.345.678/0001-95',
    est_razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
    est_nome_fantasia: 'Pizzaria Bella Napoli',
    est_cat_negocio: '5812',
    est_email: 'contato@bellanapoli.com.br',
    est_telefone: '(11)3285-4412',
    est_cep: '01327-000',
    est_endereco: 'Rua Treze de Maio',
    est_numero: '1000',
    est_complemento: '',
    est_bairro: 'Bela Vista',
    est_cidade: 'São Paulo',
    est_estado: 'SP',
    est_site: '',
    est_facebook: '',
    est_twitter: '',
    pro_cpf: '111.444.777-35',
    pro_nome: 'Giuseppe Conceição Romano',
    pro_email: 'giuseppe.romano@bellanapoli.com.br',
    pro_telefone: '(11)98765-4321',
    // 02/11/1969 at midnight in São Paulo
    pro_nascimento: Date.UTC(1969, 10, 2, 3) / 1000,
    pro_cep: '01310-100',
    pro_endereco: 'Avenida Paulista',
    pro_numero: '1000',
    pro_complemento: 'Apto 81',
    pro_bairro: 'Bela Vista',
    pro_cidade: 'São Paulo',
    pro_estado: 'SP',
    dataCriacao: '2010-06-01',
    data_cadastro: '2026-11-20T12:00:00.000Z',
    zoop_status: 'PENDING',
    id_pagon_planos_taxas: 1,
    aceita_pgto_online: '0',
    est_imgIdentificacao: '',
    est_imgResidencia: '',
    est_imgAtividade: '',
    ...overrides,
  };
}

export const BUSINESS_CATEGORIES_ANSWER = {
  status: true,
  obj: [
    { code: '5812', category: 'Alimentação', description: 'Restaurantes' },
    { code: '5814', category: 'Alimentação', description: 'Lanchonetes e fast food' },
  ],
};

export const HOLDER_ANSWER = {
  status: true,
  data: { id_estabelecimento: 101, cnpj_cpf: '12.345.678/0001-95', razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.' },
};

/** A receiving account of store 101 (bank details at Itaú, inactive). */
export function makeAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id_pagon_banco: 1,
    tipo_pagamento: 'MANUAL',
    chave: '',
    tipo_chave: '',
    tipo_conta: 'CC',
    banco: '341',
    nome: 'Itaú Unibanco S.A.',
    agencia: '1234',
    agencia_dig: '',
    conta: '56789-0',
    nome_titular: HOLDER_ANSWER.data.razao_social,
    cnpj_cpf: HOLDER_ANSWER.data.cnpj_cpf,
    status: 'N',
    id_estabelecimento: 101,
    ...overrides,
  };
}

export const BANKS_ANSWER = {
  status: true,
  obj: [
    { cod: '001', banco: 'Banco do Brasil S.A.', ispb: '00000000' },
    { cod: '341', banco: 'Itaú Unibanco S.A.', ispb: '60701190' },
  ],
};
