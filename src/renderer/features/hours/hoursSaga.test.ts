import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import type { OpeningDay } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import { hoursLoadRequested, hoursReducer, hoursSaveRequested } from './hoursSlice';
import { hoursSaga } from './hoursSaga';
import { WEEK, type OpeningHours } from './model';

const DAYS: OpeningDay[] = WEEK.map(({ key }) => ({
  abreviacao: key,
  checked: key !== 'dom',
  abertura: key !== 'dom' ? '18:00' : '',
  fechamento: key !== 'dom' ? '23:00' : '',
  abertura2: '',
  fechamento2: '',
}));

/** A store with the hours slice, its saga and a platform answered by `platform(key, args)`. */
function setup(platform: (key: string, args?: unknown) => unknown) {
  const call = vi.fn((key: string, args?: unknown) => Promise.resolve().then(() => platform(key, args)));
  const services = { api: { legacy: { call } } } as unknown as Services;
  const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, hours: hoursReducer }),
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(hoursSaga);
  return { store, call };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

const listar = (over: Partial<OpeningHours> = {}) => ({ status: true, auto_abrir: false, auto_fechar: false, obj: DAYS, ...over });

describe('hoursSaga', () => {
  it('loads the week from listarHorarios', async () => {
    const { store, call } = setup(() => listar({ auto_abrir: true }));
    store.dispatch(hoursLoadRequested());
    await settle();
    expect(call).toHaveBeenCalledWith('software_app/listarHorarios', { silent: true });
    expect(store.getState().hours.load.status).toBe('ready');
    expect(store.getState().hours.saved?.auto_abrir).toBe(true);
    expect(store.getState().hours.saved?.dias[1]?.abertura).toBe('18:00');
  });

  it('on success shows the server message as a 2 s toast and reads the hours back', async () => {
    const stored = { ...listar(), auto_fechar: true };
    const { store, call } = setup((key) =>
      key === 'software_app/alteraHorarios2' ? { status: true, mensagem: 'Horários alterados com sucesso!' } : stored,
    );
    const edited: OpeningHours = { auto_abrir: false, auto_fechar: true, dias: DAYS };
    store.dispatch(hoursSaveRequested(edited));
    await settle();
    expect(call).toHaveBeenCalledWith('software_app/alteraHorarios2', {
      body: { horarios: JSON.stringify(DAYS), auto_abrir: false, auto_fechar: true },
    });
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ message: 'Horários alterados com sucesso!', severity: 'success', durationMs: 2000 }),
    ]);
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(call).toHaveBeenLastCalledWith('software_app/listarHorarios', { silent: true });
    expect(store.getState().hours.saved?.auto_fechar).toBe(true);
    expect(store.getState().hours.saving).toBe(false);
  });

  it('on status false shows "Atenção!" with the server mensagem and keeps the saved hours', async () => {
    const { store, call } = setup((key) =>
      key === 'software_app/alteraHorarios2' ? { status: false, mensagem: 'Horário de fechamento inválido.' } : listar(),
    );
    store.dispatch(hoursLoadRequested());
    await settle();
    const before = store.getState().hours.saved;
    store.dispatch(hoursSaveRequested({ auto_abrir: true, auto_fechar: true, dias: DAYS }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Horário de fechamento inválido.' }),
    ]);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().hours.saved).toBe(before);
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.getState().hours.saving).toBe(false);
  });

  it('says so when the platform cannot be reached while saving', async () => {
    const { store } = setup(() => {
      throw new ApiError('network', 'Não foi possível conectar ao servidor.');
    });
    store.dispatch(hoursSaveRequested({ auto_abrir: true, auto_fechar: true, dias: DAYS }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Não foi possível conectar ao servidor.' }),
    ]);
  });

  it('leaves HTTP failures of the save to the generic dialog', async () => {
    const { store } = setup(() => {
      throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500);
    });
    store.dispatch(hoursSaveRequested({ auto_abrir: true, auto_fechar: true, dias: DAYS }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().hours.saving).toBe(false);
  });

  it('reports a load failure to the screen (no blank page)', async () => {
    const { store } = setup(() => ({ status: true }));
    store.dispatch(hoursLoadRequested());
    await settle();
    expect(store.getState().hours.load).toEqual({
      status: 'failed',
      error: 'Não foi possível carregar o horário de funcionamento.',
    });
  });
});
