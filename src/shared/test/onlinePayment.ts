/**
 * Test-only: store 101's company (Pizzaria Bella Napoli) and its bank details as a registration and
 * an account carry them, for the panel's and the sandbox's online-payment tests alike.
 */

/** The company's and its owner's fields of a registration (what the panel sends and the platform answers). */
export const BELLA_NAPOLI_COMPANY = {
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
  pro_cep: '01310-100',
  pro_endereco: 'Avenida Paulista',
  pro_numero: '1000',
  pro_complemento: 'Apto 81',
  pro_bairro: 'Bela Vista',
  pro_cidade: 'São Paulo',
  pro_estado: 'SP',
  dataCriacao: '2010-06-01',
} as const;

/** The company's bank details at Itaú, as the Cadastrar Conta modal sends them and the platform keeps them. */
export const BELLA_NAPOLI_BANK = {
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
} as const;
