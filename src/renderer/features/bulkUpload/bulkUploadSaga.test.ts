// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductFileEntry, ProductFileStatus } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { createTestStore, type Answers } from '../../test/testStore';
import { loggedOut } from '../session/sessionSlice';
import { bulkUploadSaga, POLL_MS } from './bulkUploadSaga';
import {
  bulkUploadCancelRequested,
  bulkUploadPageOpened,
  bulkUploadStarted,
  bulkUploadStartFailed,
  bulkUploadSubmitted,
  uploadJob,
} from './bulkUploadSlice';

const entry = (id: number, status: ProductFileStatus, processed: number, total = 100, finishedAt: string | null = null): ProductFileEntry => ({
  product_file: {
    id,
    status,
    file_name: 'produtos.csv',
    added_products: processed,
    updated_products: 0,
    rejected_products: 0,
    total_products: total,
    processed_products: processed,
    should_update: false,
    created_at: '2026-05-20T18:00:00.000Z',
    finished_at: finishedAt,
  },
  progress: { percentage: status === 'finished' ? 100 : Math.floor((processed * 100) / total) },
});

const detail = (e: ProductFileEntry) => ({ ...e, problems: [] });

function setup(upload: Answers) {
  const t = createTestStore({ saga: bulkUploadSaga, upload });
  const state = () => t.store.getState().bulkUpload;
  const calls = (key: string) => t.calls.upload.mock.calls.filter(([k]) => k === key);
  return { ...t, state, calls };
}

/** Lets the saga's 2 s wait pass and the answers come back. */
async function nextPoll() {
  await vi.advanceTimersByTimeAsync(POLL_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bulkUploadSaga', () => {
  it('resumes a job still processing when the page opens, follows it every 2 s and ends it at 100%', async () => {
    const progress = [entry(7, 'processing', 40), entry(7, 'processing', 80), entry(7, 'finished', 100, 100, '2026-05-20T18:30:00.000Z')];
    let step = 0;
    const t = setup({
      'product-files': () => ({ product_files: step >= 2 ? [progress[2]] : [entry(7, 'processing', 10), entry(6, 'canceled', 30, 100, '2026-05-19T12:00:00.000Z')] }),
      'product-files/:id': () => detail(progress[step++]!),
    });
    t.store.dispatch(bulkUploadPageOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state()).toMatchObject({ phase: 'uploading', job: { id: 7, percentage: 10 }, last: { id: 6, status: 'canceled' } });

    await nextPoll();
    expect(t.state()).toMatchObject({ phase: 'uploading', job: { percentage: 40 } });
    expect(t.calls('product-files/:id')[0]?.[1]).toMatchObject({ params: { id: 7 } });
    await nextPoll();
    expect(t.state().job?.percentage).toBe(80);
    await nextPoll();
    expect(t.state()).toMatchObject({ phase: 'finished', job: { percentage: 100 }, finishedCount: 1, last: { id: 7, finishedAt: '2026-05-20T18:30:00.000Z' } });
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Upload concluído: 100 produtos enviados ao cardápio.', severity: 'success', durationMs: 5000 })]);
    // the menu's screens read their products again
    expect(t.actions).toContainEqual(expect.objectContaining({ type: 'platformApi/invalidateTags', payload: ['MenuCategories', 'MenuProducts'] }));
    await nextPoll();
    expect(t.calls('product-files/:id')).toHaveLength(3);
  });

  it('opens idle with the last finished or cancelled job for Último upload', async () => {
    const t = setup({ 'product-files': { product_files: [entry(5, 'finished', 30, 30, '2026-05-18T10:00:00.000Z')] } });
    t.store.dispatch(bulkUploadPageOpened());
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(t.state()).toMatchObject({ phase: 'idle', job: null, last: { id: 5 } });
    expect(t.calls('product-files/:id')).toHaveLength(0);
  });

  it('a failure to load the earlier jobs returns to idle', async () => {
    const t = createTestStore({ saga: bulkUploadSaga, upload: {}, preloaded: { bulkUpload: { phase: 'error', job: null, last: null, canceling: false, finishedCount: 0, refusal: null } } });
    t.store.dispatch(bulkUploadPageOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.store.getState().bulkUpload.phase).toBe('idle');
    expect(t.toasts()).toEqual([]);
  });

  it('does not read the jobs again when the page opens while following one (leave and come back)', async () => {
    const t = setup({ 'product-files': { product_files: [entry(7, 'processing', 10)] }, 'product-files/:id': detail(entry(7, 'processing', 50)) });
    t.store.dispatch(bulkUploadPageOpened());
    await vi.advanceTimersByTimeAsync(0);
    await nextPoll();
    t.store.dispatch(bulkUploadPageOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls('product-files')).toHaveLength(1);
    expect(t.state()).toMatchObject({ phase: 'uploading', job: { percentage: 50 } });
  });

  it('follows a job the screen started', async () => {
    const t = setup({ 'product-files/:id': detail(entry(9, 'processing', 25)) });
    t.store.dispatch(bulkUploadSubmitted());
    expect(t.state().phase).toBe('loading');
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0))));
    await nextPoll();
    expect(t.state()).toMatchObject({ phase: 'uploading', job: { id: 9, percentage: 25 } });
  });

  it("says a failed start with the spec's toast (4 s)", async () => {
    const t = setup({});
    t.store.dispatch(bulkUploadSubmitted());
    t.store.dispatch(bulkUploadStartFailed(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state().phase).toBe('error');
    expect(t.toasts()).toEqual([
      expect.objectContaining({ message: 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!', severity: 'error', durationMs: 4000 }),
    ]);
  });

  it("says a refused file with the service's reason, not 'tente novamente mais tarde'", async () => {
    const t = setup({});
    t.store.dispatch(bulkUploadSubmitted());
    t.store.dispatch(bulkUploadStartFailed('O arquivo não tem nenhuma linha de produto.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state()).toMatchObject({ phase: 'error', refusal: 'O arquivo não tem nenhuma linha de produto.' });
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'O arquivo não tem nenhuma linha de produto.', severity: 'error', durationMs: 4000 })]);
  });

  it('keeps the reasons of the refused rows from the detail, and says them in the end toast', async () => {
    const finished = entry(9, 'finished', 3, 3, '2026-05-20T18:30:00.000Z');
    finished.product_file.added_products = 0;
    finished.product_file.rejected_products = 3;
    const problems = [1, 2, 3].map((line) => ({ line, message: 'Código de barras precisa ter 13 dígitos.' }));
    const t = setup({ 'product-files/:id': { ...finished, problems }, 'product-files': { product_files: [finished] } });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0, 3))));
    await nextPoll();
    expect(t.state()).toMatchObject({ phase: 'finished', job: { rejected: 3, problems } });
    expect(t.toasts()).toEqual([
      expect.objectContaining({
        message: 'Upload concluído: 0 produtos enviados ao cardápio; 3 linhas recusadas. Veja os motivos no painel do upload.',
        severity: 'warning',
      }),
    ]);
  });

  it('says a failed poll once and keeps following the job', async () => {
    let fail = true;
    const t = setup({
      'product-files/:id': () => {
        if (fail) throw new ApiError('network', 'sem rede');
        return detail(entry(9, 'processing', 60));
      },
    });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 20))));
    await nextPoll();
    await nextPoll();
    expect(t.toasts()).toHaveLength(1);
    expect(t.toasts()[0]).toMatchObject({ message: 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!', durationMs: 4000 });
    fail = false;
    await nextPoll();
    expect(t.state()).toMatchObject({ phase: 'uploading', job: { percentage: 60 } });
  });

  it("cancels: stops following, says 'Upload cancelado!' and keeps the job's counts", async () => {
    const t = setup({
      'product-files/:id': detail(entry(9, 'processing', 30)),
      'product-files/:id/cancel': { product_file: entry(9, 'canceled', 35, 100, '2026-05-20T18:10:00.000Z').product_file },
      'product-files': { product_files: [entry(9, 'canceled', 35, 100, '2026-05-20T18:10:00.000Z')] },
    });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0))));
    await nextPoll();
    t.store.dispatch(bulkUploadCancelRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls('product-files/:id/cancel')[0]?.[1]).toMatchObject({ params: { id: 9 } });
    expect(t.state()).toMatchObject({ phase: 'canceled', canceling: false, job: { percentage: 35, added: 35 }, last: { id: 9 } });
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Upload cancelado!', severity: 'success', durationMs: 5000 })]);
    await nextPoll();
    expect(t.calls('product-files/:id')).toHaveLength(1);
  });

  it('a failed cancel goes to error with its toast', async () => {
    const t = setup({
      'product-files/:id/cancel': () => {
        throw new ApiError('http', 'Ops!', 500);
      },
    });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0))));
    t.store.dispatch(bulkUploadCancelRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state()).toMatchObject({ phase: 'error', canceling: false });
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Ops! algo deu errado com o cancelamento do upload!', severity: 'error', durationMs: 4000 })]);
  });

  it('a job cancelled elsewhere ends as cancelled', async () => {
    const t = setup({ 'product-files/:id': detail(entry(9, 'canceled', 40)), 'product-files': { product_files: [] } });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0))));
    await nextPoll();
    expect(t.state().phase).toBe('canceled');
  });

  it('stops following when the session ends', async () => {
    const t = setup({ 'product-files/:id': detail(entry(9, 'processing', 40)) });
    t.store.dispatch(bulkUploadStarted(uploadJob(entry(9, 'processing', 0))));
    t.store.dispatch(loggedOut());
    await nextPoll();
    await nextPoll();
    expect(t.calls('product-files/:id')).toHaveLength(0);
    expect(t.state().phase).toBe('idle');
  });
});
