import type { Session, StoreDetail } from '../../../shared/api';
import type { RootState } from '../../app/store';
import { type Answers, createTestStore } from '../../test/testStore';

/** Test-only: the shell's store (test/testStore) with a saga and a scripted platform. */
export { TEST_SESSION, type Answers } from '../../test/testStore';

export const TEST_STORE: StoreDetail = {
  id_estabelecimento: 101,
  nome: 'Pizzaria Bella Napoli',
  logotipo: '',
  fechado: 'S',
  pedeai_id: null,
  upload_em_massa: false,
  loja_bloqueada: false,
  texto_bloqueada: '',
  entrega_minimo: 40,
  entrega_maximo: 60,
  aviso: false,
};

export function createShellTestStore(opts: {
  saga: () => Generator;
  answers?: Answers;
  jsonAnswers?: Answers;
  session?: Session | null;
  preloaded?: Partial<RootState>;
}) {
  const t = createTestStore({ saga: opts.saga, legacy: opts.answers, json: opts.jsonAnswers, session: opts.session, preloaded: opts.preloaded });
  return { ...t, legacy: t.calls.legacy, json: t.calls.json, settle: () => t.settle(1) };
}
