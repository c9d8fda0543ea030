import type { BankAccountSaveBody, RegistrationSaveBody } from '../../shared/api';
import type { TestClient } from './harness';

/** A complete company registration of store 101 (Pizzaria Bella Napoli), as the panel sends it. */
export function makeRegistration(overrides: Partial<RegistrationSaveBody> = {}): RegistrationSaveBody {
  return {
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
    pro_nascimento: '1969-11-02',
    pro_cep: '01310-100',
    pro_endereco: 'Avenida Paulista',
    pro_numero: '1000',
    pro_complemento: 'Apto 81',
    pro_bairro: 'Bela Vista',
    pro_cidade: 'São Paulo',
    pro_estado: 'SP',
    dataCriacao: '2010-06-01',
    ...overrides,
  };
}

/** Bank details of store 101's company (Itaú), as the Cadastrar Conta modal sends them. */
export function makeBankAccount(overrides: Partial<BankAccountSaveBody> = {}): BankAccountSaveBody {
  return {
    tipo_pagamento: 'MANUAL',
    chave: '',
    tipo_chave: '',
    tipo_conta: 'CC',
    banco: '341',
    nome: 'Itaú Unibanco S.A.',
    agencia: '1234',
    agencia_dig: '',
    conta: '56789-0',
    nome_titular: 'Bella Napoli Pizzaria e Restaurante Ltda.',
    cnpj_cpf: '12.345.678/0001-95',
    id_estabelecimento: 101,
    ...overrides,
  };
}

/** A tiny but real PNG (1x1), for uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The seed's 101 is registered and accepts online payment; tests about a store that has not
 * registered yet start from here (the control's registration NONE: no registration, documents or
 * accounts, online payment off).
 */
export async function clearRegistration(client: TestClient, storeId = 101): Promise<void> {
  const reply = await client.control('POST', 'online-payment/registration', { storeId, status: 'NONE' });
  if (reply.status !== 200) throw new Error(`apagar o cadastro da loja ${storeId}: ${JSON.stringify(reply.body)}`);
}
