import type { APIRequestContext, Page } from '@playwright/test';
import { PLATFORM_PREFIXES } from '../../src/shared/config';
import { makeBankAccount, makeRegistration } from '../../src/sandbox/test/onlinePayment';

/**
 * End-to-end helpers for online payment: what the platform's team does (enable a registration,
 * through the sandbox's control API), and the setup a test is not about, made through the
 * platform's own calls with the logged-in panel's session.
 */
export class OnlinePaymentPlatform {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly sandboxUrl: string,
  ) {}

  private async authorization(): Promise<string> {
    const hash = await this.page.evaluate(() => (JSON.parse(localStorage.getItem('painel.session') ?? '{}') as { hash?: string }).hash ?? '');
    return `Basic ${hash}`;
  }

  private async legacy(key: string, form: Record<string, string | number>): Promise<Record<string, unknown>> {
    const response = await this.request.post(`${this.sandboxUrl}${PLATFORM_PREFIXES.legacy}${key}`, {
      headers: { Authorization: await this.authorization() },
      form,
    });
    return (await response.json()) as Record<string, unknown>;
  }

  /** The platform's team approves the store's registration (npm run sandbox:registration). */
  async enableRegistration(storeId = 101): Promise<void> {
    const response = await this.request.post(`${this.sandboxUrl}/__sandbox/online-payment/registration`, { data: { storeId, status: 'ENABLED' } });
    if (!response.ok()) throw new Error(`habilitar o cadastro da loja ${storeId}: ${await response.text()}`);
  }

  /**
   * The store as one that has not registered yet (npm run sandbox:registration -- 101 NONE): the
   * seed's 101 is registered and accepts online payment. Call it before login, so the panel reads
   * the cleared store.
   */
  async clearRegistration(storeId = 101): Promise<void> {
    const response = await this.request.post(`${this.sandboxUrl}/__sandbox/online-payment/registration`, { data: { storeId, status: 'NONE' } });
    if (!response.ok()) throw new Error(`apagar o cadastro da loja ${storeId}: ${await response.text()}`);
  }

  /** Store 101's company registration, sent as the panel sends it. */
  async register(): Promise<void> {
    const answer = await this.legacy('pagamentoonline/adicionar', { ...makeRegistration() });
    if (answer.status !== true) throw new Error(`cadastro recusado: ${JSON.stringify(answer)}`);
  }

  /** Store 101's bank account (Itaú), active. */
  async addActiveAccount(): Promise<void> {
    await this.request.post(`${this.sandboxUrl}${PLATFORM_PREFIXES.ws2}bank-accounts/change`, {
      headers: { Authorization: await this.authorization() },
      data: makeBankAccount(),
    });
    const list = await this.legacy('pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: 101 });
    const [account] = list.obj as Record<string, string | number>[];
    if (!account) throw new Error('conta não cadastrada');
    await this.legacy('pagamentoonline/ativarPagOnBanco', account);
  }

  /** What the calendar says is still to receive, reais. */
  async totalToReceive(): Promise<number> {
    const response = await this.request.get(`${this.sandboxUrl}${PLATFORM_PREFIXES.legacy}pagamentoonlinecalendario/listar`, {
      headers: { Authorization: await this.authorization() },
    });
    return ((await response.json()) as { total: number }).total;
  }
}
