import { useAppSelector } from '../../app/hooks';

/** The logged-in store's id (id_estabelecimento), which several online payment calls name. */
export function useStoreId(): number {
  return useAppSelector((s) => s.session.session?.id_estabelecimento ?? 0);
}
