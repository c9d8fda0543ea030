import type { SandboxContext } from './context';
import { advanceDelivery, dueDeliveries } from './data/deliveries';

/**
 * Moves courier requests along on their own: every `stepMs` a request goes one status further
 * (SEARCHING_DELIVERY -> WAITING_COLLECT -> WITH_DELIVERY -> FINISHED). 0 = only by the control API.
 */
export class CourierDispatcher {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: () => SandboxContext,
    private stepMs: number,
  ) {}

  get intervalMs(): number {
    return this.stepMs;
  }

  start(): void {
    this.stop();
    if (this.stepMs <= 0) return;
    this.timer = setInterval(() => this.tick(), Math.min(1000, this.stepMs));
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  setInterval(stepMs: number): void {
    this.stepMs = Math.max(0, stepMs);
    this.start();
  }

  tick(): void {
    const ctx = this.ctx();
    for (const id of dueDeliveries(ctx, this.stepMs)) {
      try {
        advanceDelivery(ctx, id);
      } catch (e) {
        console.error('[sandbox] entregador parceiro:', e);
      }
    }
  }
}
