import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIGITAL_MENU_ORIGIN, type Order } from '../../../shared/api';
import { isPending, sectionOf, statusLabel } from '../../../shared/orders/statusRules';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../../shared/time';
import { selectStoreTimeZone } from '../store/storeSlice';
import { changeLine, formatBRL } from './model';
import { orderCode } from '../../../shared/orders/naming';
import { OrderActions } from './OrderActions';
import { PendingCountdown } from './PendingCountdown';
import { selectReceivedAt } from './ordersSlice';
import { AddressAdjustButton, CourierActions } from '../couriers';
import { selectOrderPrintedOnBackup } from '../printing/printingSlice';
import { MESSAGES } from '../../ui/messages';

/** Where the order's tickets printed when a stopped printer's backup took them. */
function PrintedOnBackup({ orderId }: { orderId: number }) {
  const printed = useAppSelector((s) => selectOrderPrintedOnBackup(s, orderId));
  if (printed.length === 0) return null;
  return (
    <Box>
      {printed.map((r, i) => (
        <Typography key={i} variant="body2" sx={{ fontWeight: 600 }}>
          {MESSAGES.printedOnBackup(r.station, r.printedOn, r.cause)}
        </Typography>
      ))}
    </Box>
  );
}

/** The selected order, with everything the store needs to prepare and hand it over. */
export function OrderCard({ order }: { order: Order }) {
  const receivedAt = useAppSelector((s) => selectReceivedAt(s, order.id_pedido));
  const timeZone = useAppSelector(selectStoreTimeZone);
  const body = order.pedidoObj;
  const pending = sectionOf(order.status) === 'pending';
  return (
    <Paper component="article" aria-label={`Pedido ${orderCode(order)}`} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mr: 1 }}>
          Pedido {orderCode(order)}
        </Typography>
        <Chip label={statusLabel(order)} color={pending ? 'warning' : 'default'} size="small" />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(order.data_criacao, timeZone)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {isPending(order) && receivedAt !== undefined && <PendingCountdown segundos={order.segundos} receivedAt={receivedAt} />}
      </Box>

      <OrderActions order={order} />
      <PrintedOnBackup orderId={order.id_pedido} />
      <CourierActions order={order} />

      <Divider />
      <CustomerBlock order={order} />
      <Block title="Entrega">
        {body.retirada_local ? (
          <Typography sx={{ fontWeight: 700 }}>Retirada no local</Typography>
        ) : (
          <Typography>{body.endereco_completo || 'Endereço não informado'}</Typography>
        )}
        <AddressAdjustButton order={order} />
      </Block>
      <ItemsBlock order={order} />
      {body.observacoes && (
        <Block title="Observações">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{body.observacoes}</Typography>
        </Block>
      )}
      <PaymentBlock order={order} />
      <TotalsBlock order={order} />
      {body.andamentos.length > 0 && (
        <Block title="Histórico">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {body.andamentos.map((a, i) => (
              <li key={i}>
                <Typography variant="body2">
                  {a.label}: {a.value}
                </Typography>
              </li>
            ))}
          </Box>
        </Block>
      )}
    </Paper>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CustomerBlock({ order }: { order: Order }) {
  const phone = order.usuario_telefone_formatado || order.pedidoObj.usuario_telefone_formatado;
  return (
    <Block title="Cliente">
      <Typography sx={{ fontWeight: 700 }}>{order.usuario_nome || order.pedidoObj.usuario_nome}</Typography>
      {phone && <Typography variant="body2">{phone}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {order.usuario_compras === 1 ? '1 pedido no app' : `${order.usuario_compras} pedidos no app`}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {Boolean(order.compraGlobal) && <Chip size="small" color="info" label="Novo no app" />}
        {Boolean(order.compraEst) && <Chip size="small" color="info" variant="outlined" label="Novo na loja" />}
        {order.app_origin === DIGITAL_MENU_ORIGIN && <Chip size="small" color="secondary" label="Cardápio digital" />}
      </Stack>
    </Block>
  );
}

function ItemsBlock({ order }: { order: Order }) {
  return (
    <Block title="Itens">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {order.pedidoObj.itens.map((item, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>
                {item.quantidade}x {item.nome}
              </Typography>
              {item.linhas.map((line, j) => (
                <Typography key={j} variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
              {item.observacao && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  Obs.: {item.observacao}
                </Typography>
              )}
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatBRL(item.valor_total)}</Typography>
          </Box>
        ))}
      </Box>
    </Block>
  );
}

function PaymentBlock({ order }: { order: Order }) {
  const body = order.pedidoObj;
  const change = changeLine(body);
  return (
    <Block title="Pagamento">
      {body.dados_pagamento.length > 0
        ? body.dados_pagamento.map((d, i) => (
            <Typography key={i} variant="body2">
              {d.label}: {d.value}
            </Typography>
          ))
        : body.forma_pagamento && <Typography variant="body2">{body.forma_pagamento}</Typography>}
      {change && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {change}
        </Typography>
      )}
    </Block>
  );
}

function TotalsBlock({ order }: { order: Order }) {
  const body = order.pedidoObj;
  const rows: Array<[string, string]> = [
    ['Subtotal', formatBRL(body.subtotal)],
    ['Taxa de entrega', formatBRL(body.taxa_entrega)],
    ['Desconto', body.desconto > 0 ? `- ${formatBRL(body.desconto)}` : formatBRL(0)],
  ];
  return (
    <Block title="Totais">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
        <Row label="Total" value={formatBRL(order.valor_total)} strong />
      </Box>
    </Block>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: weight, textAlign: 'right' }}>
        {value}
      </Typography>
    </>
  );
}
