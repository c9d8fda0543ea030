/**
 * Test-only: store 101's (Pizzaria Bella Napoli) registration as the store edits it, for the panel's,
 * the sandbox's and the registration rules' tests alike.
 */
import type { StoreRegistrationEdit } from '../api';

/** The fields the store edits at once (postEstabelecimento's 'estabelecimento'), all valid by the rules. */
export const BELLA_NAPOLI_EDIT: StoreRegistrationEdit = {
  nome: 'Pizzaria Bella Napoli',
  email: 'contato@bellanapoli.com.br',
  endereco_rua: 'Rua Treze de Maio',
  endereco_numero: '1000',
  endereco_bairro: 'Bela Vista',
  endereco_cep: '01327-000',
  contato: '(11)3285-4412',
};
