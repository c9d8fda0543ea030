import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkInSlices, parseInSlices } from './checkInSlices';

const item = z.object({ id: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)), nome: z.string() });

describe('checking a long list in slices', () => {
  it('gives every item as the schema reads it, in the list order', async () => {
    const result = await checkInSlices([{ id: '3', nome: 'a' }, { id: 1, nome: 'b' }], item);
    expect(result).toEqual({ ok: true, items: [{ id: 3, nome: 'a' }, { id: 1, nome: 'b' }] });
  });

  it('lets other tasks run between its slices', async () => {
    const list = Array.from({ length: 50 }, (_, i) => ({ id: i, nome: `p${i}` }));
    const order: string[] = [];
    setTimeout(() => order.push('outra tarefa'), 0);
    // a slice of 0 ms: a task of its own after each item
    const checking = checkInSlices(list, item, 0).then((r) => order.push(r.ok ? `checados ${r.items.length}` : 'falhou'));
    await checking;
    expect(order).toEqual(['outra tarefa', 'checados 50']);
  });

  it('stops at the first item that does not match, saying which and why', async () => {
    const result = await checkInSlices([{ id: 1, nome: 'a' }, { id: 2 }, { id: 3 }], item);
    expect(result).toMatchObject({ ok: false, index: 1, issues: [{ path: [1, 'nome'] }] });
  });
});

describe('an answer with its long list checked in slices', () => {
  const answerSchema = z.object({ status: z.boolean(), cardapio: z.array(item) });

  it('gives what the schema gives for the whole answer', async () => {
    const answer = { status: true, extra: 'x', cardapio: [{ id: '3', nome: 'a' }, { id: 1, nome: 'b' }] };
    const result = await parseInSlices(answerSchema, answer, 'cardapio');
    expect(result).toEqual({ success: true, data: answerSchema.parse(answer) });
  });

  it("refuses a bad item with its path in the answer, and a bad envelope", async () => {
    expect(await parseInSlices(answerSchema, { status: true, cardapio: [{ id: 1, nome: 'a' }, { id: 2 }] }, 'cardapio')).toMatchObject({
      success: false,
      issues: [{ path: ['cardapio', 1, 'nome'] }],
    });
    expect(await parseInSlices(answerSchema, { status: 'sim', cardapio: [] }, 'cardapio')).toMatchObject({ success: false, issues: [{ path: ['status'] }] });
  });
});
