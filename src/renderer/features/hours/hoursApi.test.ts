// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { OpeningDay } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { createTestStore } from '../../test/testStore';
import { hoursEndpoints } from './hoursApi';
import { WEEK, type OpeningHours } from './model';

const DAYS: OpeningDay[] = WEEK.map(({ key }) => ({
  abreviacao: key,
  checked: key !== 'dom',
  abertura: key !== 'dom' ? '18:00' : '',
  fechamento: key !== 'dom' ? '23:00' : '',
  abertura2: '',
  fechamento2: '',
}));

const listar = (over: Partial<OpeningHours> = {}) => ({ status: true, auto_abrir: false, auto_fechar: false, obj: DAYS, ...over });
const edited: OpeningHours = { auto_abrir: false, auto_fechar: true, dias: DAYS };

describe('hours on the data layer', () => {
  it('loads the week from listarHorarios, reading the spellings the platform uses', async () => {
    const t = createTestStore({
      legacy: {
        'software_app/listarHorarios': {
          status: true,
          auto_abrir: '1',
          auto_fechar: 0,
          obj: [{ abreviacao: 'SEG', checked: 'S', abertura: '18:00:00', fechamento: '23:30', abertura2: null, fechamento2: '' }],
        },
      },
    });
    const { data } = await t.store.dispatch(hoursEndpoints.openingHours.initiate());
    expect(data?.auto_abrir).toBe(true);
    expect(data?.auto_fechar).toBe(false);
    expect(data?.dias.map((d) => d.abreviacao)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
    expect(data?.dias[1]).toEqual({ abreviacao: 'seg', checked: true, abertura: '18:00', fechamento: '23:30', abertura2: '', fechamento2: '' });
    expect(data?.dias[0]).toMatchObject({ checked: false, abertura: '' });
  });

  it('on success shows the server message as a 2 s toast and reads the hours back', async () => {
    let stored = listar();
    const t = createTestStore({
      legacy: {
        'software_app/listarHorarios': () => stored,
        'software_app/alteraHorarios2': () => {
          stored = listar({ auto_fechar: true });
          return { status: true, mensagem: 'Horários alterados com sucesso!' };
        },
      },
    });
    const subscription = t.store.dispatch(hoursEndpoints.openingHours.initiate());
    await subscription;
    await t.store.dispatch(hoursEndpoints.saveOpeningHours.initiate(edited));
    expect(t.calls.legacy).toHaveBeenCalledWith('software_app/alteraHorarios2', expect.objectContaining({
      body: { horarios: JSON.stringify(DAYS), auto_abrir: false, auto_fechar: true },
    }));
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Horários alterados com sucesso!', severity: 'success', durationMs: 2000 })]);
    expect(t.dialogs()).toEqual([]);
    await t.settle();
    expect(hoursEndpoints.openingHours.select()(t.store.getState()).data?.auto_fechar).toBe(true);
    subscription.unsubscribe();
  });

  it('on status false shows "Atenção!" with the server mensagem and keeps the saved hours', async () => {
    const t = createTestStore({
      legacy: {
        'software_app/listarHorarios': listar(),
        'software_app/alteraHorarios2': { status: false, mensagem: 'Horário de fechamento inválido.' },
      },
    });
    const subscription = t.store.dispatch(hoursEndpoints.openingHours.initiate());
    await subscription;
    const before = hoursEndpoints.openingHours.select()(t.store.getState()).data;
    await t.store.dispatch(hoursEndpoints.saveOpeningHours.initiate({ ...edited, auto_abrir: true }));
    await t.settle();
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Horário de fechamento inválido.' })]);
    expect(t.toasts()).toEqual([]);
    expect(hoursEndpoints.openingHours.select()(t.store.getState()).data).toBe(before);
    expect(t.calls.legacy.mock.calls.filter(([key]) => key === 'software_app/listarHorarios')).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('says so when the platform cannot be reached while saving', async () => {
    const t = createTestStore({
      legacy: {
        'software_app/alteraHorarios2': () => {
          throw new ApiError('network', 'Não foi possível conectar ao servidor.');
        },
      },
    });
    await t.store.dispatch(hoursEndpoints.saveOpeningHours.initiate(edited));
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', message: 'Não foi possível conectar ao servidor.' })]);
  });

  it('leaves HTTP failures of the save to the generic dialog (shown by the platform client)', async () => {
    const t = createTestStore({
      legacy: {
        'software_app/alteraHorarios2': () => {
          throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
        },
      },
    });
    const result = await t.store.dispatch(hoursEndpoints.saveOpeningHours.initiate(edited));
    expect(result.error).toMatchObject({ kind: 'http', status: 500 });
    expect(t.dialogs()).toEqual([]);
  });

  it('reports a malformed answer to the screen instead of failing on it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTestStore({ legacy: { 'software_app/listarHorarios': { status: true } } });
    const result = await t.store.dispatch(hoursEndpoints.openingHours.initiate());
    expect(result.error).toMatchObject({ kind: 'malformed' });
    expect(t.dialogs()).toEqual([]);
  });
});
