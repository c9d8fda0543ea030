import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';

/** Waits for a task of its own: the page can draw and take a key between two slices of work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export type SlicedCheck<T> =
  | { ok: true; items: T[] }
  /** the first item that does not match, and why (paths from the list: [index, ...]) */
  | { ok: false; index: number; issues: Array<{ path: PropertyKey[]; message: string }> };

/**
 * Each item of a long list checked by its schema, in slices of about `sliceMs` of work with the
 * page free between them. zod cannot compile its fast path under the panel's CSP (script-src
 * 'self'), and 5,000 products checked as one array held the main thread 200 to 500 ms in one task.
 * Same result as `z.array(schema)`: the items as the schema gives them, or the first that fails.
 */
export async function checkInSlices<T>(items: readonly unknown[], schema: ZodMiniType<T>, sliceMs = 8): Promise<SlicedCheck<T>> {
  const checked: T[] = new Array<T>(items.length);
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    const result = schema.safeParse(items[i]);
    if (!result.success) {
      return { ok: false, index: i, issues: result.error.issues.map((issue) => ({ path: [i, ...issue.path], message: issue.message })) };
    }
    checked[i] = result.data;
    if (i + 1 < items.length && performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  return { ok: true, items: checked };
}

/** An answer checked: its data as the schema gives it, or why not (the first issues). */
export type CheckedAnswer<T> = { success: true; data: T } | { success: false; issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };

type ObjectSchema = ZodMiniType & { def: { shape: Record<string, ZodMiniType & { def: { element?: ZodMiniType } }> } };

/**
 * An answer checked by its schema with one long list field (`field`, an array) checked item by item
 * in slices (checkInSlices), the rest of the answer at once: the same result as
 * `schema.safeParse(answer)` (the list's own length rules aside: the declarations have none).
 */
export async function parseInSlices<T>(schema: ZodMiniType<T>, answer: unknown, field: string): Promise<CheckedAnswer<T>> {
  const shape = (schema as unknown as ObjectSchema).def.shape;
  const item = shape[field]?.def.element;
  if (!item) throw new Error(`parseInSlices: '${field}' is not a list of the answer's schema`);
  const envelope = z.safeParse(z.extend(schema as unknown as z.ZodMiniObject, { [field]: z.array(z.unknown()) }), answer);
  if (!envelope.success) return { success: false, issues: envelope.error.issues };
  const list = (envelope.data as Record<string, unknown[]>)[field]!;
  const checked = await checkInSlices(list, item);
  if (!checked.ok) {
    return { success: false, issues: checked.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })) };
  }
  return { success: true, data: { ...(envelope.data as object), [field]: checked.items } as T };
}
