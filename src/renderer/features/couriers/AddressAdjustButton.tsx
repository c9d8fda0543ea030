import Button from '@mui/material/Button';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import type { Order } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AddressAdjustDialog } from './AddressAdjustDialog';
import { addressDialogOpened, selectAddressDialog } from './couriersSlice';

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
      {dialog?.orderId === order.id_pedido && <AddressAdjustDialog dialog={dialog} />}
    </>
  );
}
