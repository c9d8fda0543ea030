/**
 * Test-only: the online payment screens rendered at their route with a scripted platform, and
 * sample answers of the platform (registration, accounts, calendar).
 */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BankAccount, OnlinePaymentRegistration, Session } from '../../shared/api';
import { createTestStore, renderWithStore, type Answers } from './testStore';
import { BELLA_NAPOLI_BANK, BELLA_NAPOLI_COMPANY } from '../../shared/test/onlinePayment';

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
    ...BELLA_NAPOLI_COMPANY,
    // 02/11/1969 at midnight in São Paulo
    pro_nascimento: Date.UTC(1969, 10, 2, 3) / 1000,
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
    ...BELLA_NAPOLI_BANK,
    status: 'N',
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
