import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Rating } from '../../../shared/api';
import { formatDateBR } from '../../../shared/format';
import { isAnswered, ratingStatusLabel, RATING_COUNTED } from '../../../shared/reports';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange } from '../../ui/dateRange';
import { MESSAGES } from '../../ui/messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { formatDateTime } from '../../../shared/time';
import { useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { ratingMatches, type RatingsFilter } from './model';
import { RatingDetailDialog } from './RatingDetailDialog';
import { useRatingsQuery } from './ratingsApi';
import { RatingsSummary, Stars } from './RatingsSummary';

/** /avaliacoes (spec 02 §2.13): every rating at first; Filtrar narrows them to a period. */
export function RatingsPage() {
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(30, today));
  const [filter, setFilter] = useState<RatingsFilter>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Rating | null>(null);
  const ratings = useRatingsQuery(filter);
  const submit = (next: NonNullable<RatingsFilter>) => {
    if (filter && next.start === filter.start && next.end === filter.end && next.period === filter.period) void ratings.refetch();
    else setFilter(next);
  };
  return (
    <Screen title="Avaliações">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={submit} busy={ratings.isFetching} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {filter ? `Avaliações de ${formatDateBR(filter.start)} a ${formatDateBR(filter.end)}` : 'Todas as avaliações'}
        </Typography>
        {filter && (
          <Button size="small" onClick={() => setFilter(null)}>
            Ver todas
          </Button>
        )}
      </Box>
      {/* currentData: a refused filter clears the list (spec 02 §8) */}
      <QueryView result={{ ...ratings, data: ratings.currentData }} errorTitle={MESSAGES.ratingsLoadFailed}>
        {(data) => (
          <>
            <RatingsSummary totals={data.total[0] ?? { nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: 0 }} counts={data} />
            <TextField
              label="Buscar avaliação"
              placeholder="Pedido, cliente ou comentário"
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ mb: 2, minWidth: 320 }}
            />
            <RatingsTable
              key={`${filter?.start ?? ''}:${filter?.end ?? ''}:${search}`}
              rows={data.avaliacao.filter((r) => ratingMatches(r, search))}
              onOpen={setOpen}
            />
          </>
        )}
      </QueryView>
      {open && <RatingDetailDialog key={open.id_pedido} rating={open} onClose={() => setOpen(null)} />}
    </Screen>
  );
}

function RatingsTable({ rows, onOpen }: { rows: Rating[]; onOpen: (rating: Rating) => void }) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const columns: Column<Rating>[] = [
    { id: 'pedido', header: 'Pedido', render: (r) => `#${r.hash_pedido}`, sortValue: (r) => r.hash_pedido },
    { id: 'data', header: 'Data', render: (r) => formatDateTime(r.data_criacao, timeZone), sortValue: (r) => r.data_criacao, whenNarrow: { under: 'pedido' } },
    { id: 'cliente', header: 'Cliente', render: (r) => r.usuario_nome, sortValue: (r) => r.usuario_nome },
    { id: 'comida', header: 'Comida', render: (r) => <Stars score={r.nota_comida} size="small" />, sortValue: (r) => r.nota_comida },
    { id: 'entrega', header: 'Entrega', render: (r) => <Stars score={r.nota_entrega} size="small" />, sortValue: (r) => r.nota_entrega, whenNarrow: { under: 'comida', labelled: true } },
    { id: 'geral', header: 'Geral', render: (r) => <Stars score={r.nota_geral} size="small" />, sortValue: (r) => r.nota_geral, whenNarrow: { under: 'comida', labelled: true } },
    { id: 'comentario', header: 'Comentário', render: (r) => r.comentario_usuario || '—', width: '25%' },
    {
      id: 'status',
      header: 'Situação',
      render: (r) => <Chip size="small" label={ratingStatusLabel(r.status_avaliacao)} color={r.status_avaliacao === RATING_COUNTED ? 'success' : 'default'} />,
      sortValue: (r) => ratingStatusLabel(r.status_avaliacao),
    },
    {
      id: 'resposta',
      header: 'Resposta',
      render: (r) => (isAnswered(r) ? 'Respondida' : 'Sem resposta'),
      sortValue: (r) => (isAnswered(r) ? 1 : 0),
      whenNarrow: { under: 'status' },
    },
    {
      id: 'acoes',
      header: 'Ações',
      render: (r) => (
        <Button size="small" onClick={() => onOpen(r)} aria-label={`Detalhes da avaliação do pedido #${r.hash_pedido}`}>
          Detalhes
        </Button>
      ),
    },
  ];
  return (
    <PaginatedTable
      label="Avaliações"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id_pedido}
      pageSize={10}
      size="small"
      defaultSort={{ columnId: 'data', direction: 'desc' }}
      emptyMessage="Nenhuma avaliação encontrada."
    />
  );
}
