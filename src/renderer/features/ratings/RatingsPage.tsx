import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Rating } from '../../../shared/api';
import { isAnswered, ratingStatusLabel, RATING_COUNTED } from '../../../shared/reports';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange } from '../../ui/dateRange';
import { RATINGS_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { formatCalendarDay, formatDateTime } from '../../../shared/time';
import { useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { RATINGS_PAGE_SIZE, type RatingsFilter } from './model';
import { RatingDetailDialog } from './RatingDetailDialog';
import { useRatingsQuery } from './ratingsApi';
import { RatingsSummary, RowStars, RowStarStyles } from './RatingsSummary';

/** The search is sent when typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * /avaliacoes (spec 02 §2.13): every rating at first; Filtrar narrows them to a period. The
 * platform answers one page of the list (the search applied) with the whole period's figures, so
 * a year of ratings is never in the page at once (issue 32).
 */
export function RatingsPage() {
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(30, today));
  const [filter, setFilter] = useState<RatingsFilter>(null);
  const [sentSearch, setSentSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Rating | null>(null);
  const ratings = useRatingsQuery({ filter, page, search: sentSearch });
  // a new period or search starts again at page 1
  const [pageOf, setPageOf] = useState({ filter, sentSearch });
  if (pageOf.filter !== filter || pageOf.sentSearch !== sentSearch) {
    setPageOf({ filter, sentSearch });
    setPage(1);
  }
  const submit = (next: NonNullable<RatingsFilter>) => {
    if (filter && next.start === filter.start && next.end === filter.end && next.period === filter.period) void ratings.refetch();
    else setFilter(next);
  };
  // the page on screen stays, under a progress, while the next one loads; a refusal clears it (spec 02 §8)
  const shown = ratings.isError ? undefined : (ratings.currentData ?? (ratings.isFetching ? ratings.data : undefined));
  return (
    <Screen title="Avaliações">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={submit} busy={ratings.isFetching} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {filter ? `Avaliações de ${formatCalendarDay(filter.start)} a ${formatCalendarDay(filter.end)}` : 'Todas as avaliações'}
        </Typography>
        {filter && (
          <Button size="small" onClick={() => setFilter(null)}>
            Ver todas
          </Button>
        )}
      </Box>
      <QueryView result={{ ...ratings, data: shown }} errorTitle={RATINGS_MESSAGES.ratingsLoadFailed}>
        {(data) => (
          <>
            <RatingsSummary totals={data.total[0] ?? { nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: 0 }} counts={data} />
            <RatingsSearch sent={sentSearch} onPause={setSentSearch} />
            <RatingsTable rows={data.avaliacao} found={data.found} page={page} onPageChange={setPage} loading={ratings.isFetching} onOpen={setOpen} />
          </>
        )}
      </QueryView>
      {open && <RatingDetailDialog key={open.id_pedido} rating={open} onClose={() => setOpen(null)} />}
    </Screen>
  );
}

/**
 * 'Buscar avaliação': a key redraws the box alone; the page (the list, its figures, the period's
 * date fields) hears the search once typing pauses, and asks the platform then.
 */
function RatingsSearch({ sent, onPause }: { sent: string; onPause: (search: string) => void }) {
  const [search, setSearch] = useState(sent);
  const paused = useDebouncedValue(search, SEARCH_PAUSE_MS);
  useEffect(() => onPause(paused), [paused, onPause]);
  return (
    <TextField
      label="Buscar avaliação"
      placeholder="Pedido, cliente ou comentário"
      size="small"
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      sx={{ mb: 2, minWidth: 320 }}
    />
  );
}

interface RatingsTableProps {
  /** the page's ratings, newest first (the platform's order) */
  rows: Rating[];
  found: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onOpen: (rating: Rating) => void;
}

function RatingsTable({ rows, found, page, onPageChange, loading, onOpen }: RatingsTableProps) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const columns: Column<Rating>[] = [
    { id: 'pedido', header: 'Pedido', render: (r) => `#${r.hash_pedido}` },
    { id: 'data', header: 'Data', render: (r) => formatDateTime(r.data_criacao, timeZone), whenNarrow: { under: 'pedido' } },
    { id: 'cliente', header: 'Cliente', render: (r) => r.usuario_nome },
    { id: 'comida', header: 'Comida', render: (r) => <RowStars score={r.nota_comida} /> },
    { id: 'entrega', header: 'Entrega', render: (r) => <RowStars score={r.nota_entrega} />, whenNarrow: { under: 'comida', labelled: true } },
    { id: 'geral', header: 'Geral', render: (r) => <RowStars score={r.nota_geral} />, whenNarrow: { under: 'comida', labelled: true } },
    { id: 'comentario', header: 'Comentário', render: (r) => r.comentario_usuario || '—', width: '25%' },
    {
      id: 'status',
      header: 'Situação',
      render: (r) => <Chip size="small" label={ratingStatusLabel(r.status_avaliacao)} color={r.status_avaliacao === RATING_COUNTED ? 'success' : 'default'} />,
    },
    {
      id: 'resposta',
      header: 'Resposta',
      render: (r) => (isAnswered(r) ? 'Respondida' : 'Sem resposta'),
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
    <>
      <RowStarStyles />
      <PaginatedTable
        label="Avaliações"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id_pedido}
        page={page}
        onPageChange={onPageChange}
        total={found}
        pageSize={RATINGS_PAGE_SIZE}
        loading={loading}
        size="small"
        emptyMessage="Nenhuma avaliação encontrada."
      />
    </>
  );
}
