import type { Order } from '../shared/api';
import type { SandboxContext } from './context';
import type { PostedMessage } from './data/chat';
import type { OrderRequest } from './orderFactory';

export interface SimulatorOptions {
  /** mean time between orders; each gap varies 50% to 150% of it */
  intervalMs?: number;
  /** stores that receive orders (only while open and not suspended); default 101 */
  storeIds?: number[];
}

export interface SimulatorState {
  running: boolean;
  intervalMs: number;
  storeIds: number[];
  /** orders placed since the last start */
  pedidosCriados: number;
}

const CUSTOMER_REPLIES = [
  'Obrigado! Fico no aguardo.',
  'Beleza, pode mandar!',
  'Perfeito, muito obrigada 😊',
  'Ok! Só não esqueçam o refrigerante, por favor.',
  'Estou no portão, pode chegar.',
];

/** Places orders now and then, as customers would, and answers the store's chat messages. */
export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  private state: SimulatorState = { running: false, intervalMs: 8000, storeIds: [101], pedidosCriados: 0 };

  constructor(
    private readonly ctx: () => SandboxContext,
    private readonly placeOrder: (request: OrderRequest) => Order,
    private readonly customerMessage: (orderId: number, text: string) => void,
  ) {}

  start(options: SimulatorOptions = {}): SimulatorState {
    this.stop();
    this.state = {
      running: true,
      intervalMs: Math.max(200, options.intervalMs ?? this.state.intervalMs),
      storeIds: options.storeIds?.length ? options.storeIds : this.state.storeIds,
      pedidosCriados: 0,
    };
    this.schedule();
    return this.status();
  }

  stop(): SimulatorState {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.state.running = false;
    return this.status();
  }

  status(): SimulatorState {
    return { ...this.state, storeIds: [...this.state.storeIds] };
  }

  /** While running, the customer answers the store a few seconds later. */
  merchantWrote(posted: PostedMessage): void {
    if (!this.state.running) return;
    const reply = this.ctx().random.pick(CUSTOMER_REPLIES);
    setTimeout(() => {
      if (this.state.running) this.customerMessage(posted.orderId, reply);
    }, 2500).unref();
  }

  private schedule(): void {
    const { random } = this.ctx();
    const delay = Math.round(this.state.intervalMs * (0.5 + random.next()));
    this.timer = setTimeout(() => {
      this.tick();
      if (this.state.running) this.schedule();
    }, delay);
    this.timer.unref();
  }

  private tick(): void {
    const ctx = this.ctx();
    const open = this.state.storeIds.filter(
      (id) => ctx.db.value("SELECT COUNT(*) FROM stores WHERE id = ? AND fechado = 'N' AND loja_bloqueada = 0", [id]) > 0,
    );
    if (open.length === 0) return;
    try {
      this.placeOrder({ storeId: ctx.random.pick(open) });
      this.state.pedidosCriados++;
    } catch (e) {
      console.error('[sandbox] simulador:', e);
    }
  }
}
