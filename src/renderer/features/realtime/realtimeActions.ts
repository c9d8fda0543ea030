import { createAction } from '@reduxjs/toolkit';
import type { StoreSocketEvents } from '../../../shared/api';
import { pipelineAction } from '../../app/pipelineNotifications';

/**
 * What the store socket saga tells the rest of the panel. Payloads are already validated:
 * a malformed event never gets this far (it is logged and reported once, see realtimeSaga).
 */
export const socketConnected = createAction('realtime/connected');
/** every (re)connection after the first: features reload what may have changed meanwhile */
export const socketReconnected = createAction('realtime/reconnected');
export const socketDisconnected = createAction<{ reason: string }>('realtime/disconnected');

export const lojaReceived = createAction<StoreSocketEvents['loja']>('realtime/loja');
export const novoReceived = createAction('realtime/novo', pipelineAction<StoreSocketEvents['novo']>);
export const atualizaReceived = createAction('realtime/atualiza', pipelineAction<StoreSocketEvents['atualiza']>);
export const f5paginaReceived = createAction('realtime/f5pagina');
export const mensagemReceived = createAction<StoreSocketEvents['mensagem']>('realtime/mensagem');
