import { Suspense } from 'react';
import Button from '@mui/material/Button';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import type { Order } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { addressDialogOpened, selectAddressDialog, selectLookupFailed } from './couriersSlice';
import { courierNeedsAddress } from './model';

const AddressAdjustDialog = lazyNamed(() => import('./AddressAdjustDialog'), 'AddressAdjustDialog');

/**
 * 'Ajustar endereço' on a delivery order's card, with the map dialog it opens. It sits in the
 * delivery block ('delivery'), or beside the courier buttons ('courier') while they wait for the
 * address to get coordinates: one button on the card, where it is needed.
 */
export function AddressAdjustButton({ order, placement = 'delivery' }: { order: Order; placement?: 'delivery' | 'courier' }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectAddressDialog);
  const lookupFailed = useAppSelector(selectLookupFailed(order.id_pedido));
  if (order.pedidoObj.retirada_local || order.pedidoObj.endereco_id === null || order.status === 'PC') return null;
  if (courierNeedsAddress(order, lookupFailed) !== (placement === 'courier')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EditLocationAltIcon />} onClick={() => dispatch(addressDialogOpened(order))}>
        Ajustar endereço
      </Button>
      {dialog?.orderId === order.id_pedido && (
        <Suspense fallback={null}>
          <AddressAdjustDialog dialog={dialog} />
        </Suspense>
      )}
    </>
  );
}
