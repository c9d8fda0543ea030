import type { BankAccountSaveBody, RegistrationSaveBody } from '../../shared/api';
import type { TestClient } from './harness';
import { BELLA_NAPOLI_BANK, BELLA_NAPOLI_COMPANY } from '../../shared/test/onlinePayment';

/** A complete company registration of store 101 (Pizzaria Bella Napoli), as the panel sends it. */
export function makeRegistration(overrides: Partial<RegistrationSaveBody> = {}): RegistrationSaveBody {
  return {
    ...BELLA_NAPOLI_COMPANY,
    pro_nascimento: '1969-11-02',
    ...overrides,
  };
}

/** Bank details of store 101's company (Itaú), as the Cadastrar Conta modal sends them. */
export function makeBankAccount(overrides: Partial<BankAccountSaveBody> = {}): BankAccountSaveBody {
  return {
    ...BELLA_NAPOLI_BANK,
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
