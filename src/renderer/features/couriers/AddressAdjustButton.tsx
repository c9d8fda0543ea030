import { Suspense } from 'react';
import Button from '@mui/material/Button';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import type { Order } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { addressDialogOpened, selectAddressDialog } from './couriersSlice';

const AddressAdjustDialog = lazyNamed(() => import('./AddressAdjustDialog'), 'AddressAdjustDialog');

/** 'Ajustar endereço' on a delivery order's card, with the map dialog it opens. */
export function AddressAdjustButton({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectAddressDialog);
  if (order.pedidoObj.retirada_local || order.pedidoObj.endereco_id === null || order.status === 'PC') return null;
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
