import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../ui/BusyButton';
import type { Rating } from '../../../shared/api';
import { canReply, hasCustomerComment, isAnswered } from '../../../shared/reports';
import { RATINGS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { SafeHtml } from '../../ui/SafeHtml';
import { formatDateTime } from '../../../shared/time';
import { useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { useRatedOrderQuery, useReplyRatingMutation } from './ratingsApi';
import { Stars } from './RatingsSummary';

/**
 * A rating in detail (spec 02 §2.13): the grades, the comments, the order as the platform renders
 * it (sanitised), and a reply box only when the customer commented and nobody has replied yet.
 * A saved reply closes the dialog (the list reloads by itself).
 */
export function RatingDetailDialog({ rating, onClose }: { rating: Rating; onClose: () => void }) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const titleId = useId();
  const order = useRatedOrderQuery(rating.id_pedido);
  const [reply, replying] = useReplyRatingMutation();
  const [text, setText] = useState('');

  const send = async () => {
    const result = await reply({ orderId: rating.id_pedido, resposta: text.trim() });
    if ('data' in result) onClose();
  };

  return (
    <Dialog open onClose={replying.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Avaliação do pedido #{rating.hash_pedido}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {rating.usuario_nome} · avaliado em {formatDateTime(rating.data_criacao, timeZone)} · pedido de {formatDateTime(rating.pedido_data_criacao, timeZone)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          {(
            [
              ['Comida', rating.nota_comida],
              ['Entrega', rating.nota_entrega],
              ['Geral', rating.nota_geral],
            ] as const
          ).map(([label, grade]) => (
            <Box key={label} role="group" aria-label={`Nota ${label}`}>
              <Typography variant="body2">{label}</Typography>
              <Stars score={grade} size="small" />
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2">Comentário do cliente</Typography>
        <Typography sx={{ mb: 2 }}>{hasCustomerComment(rating) ? rating.comentario_usuario : 'O cliente não deixou comentário.'}</Typography>
        {isAnswered(rating) && (
          <>
            <Typography variant="subtitle2">Resposta do estabelecimento</Typography>
            <Typography sx={{ mb: 2 }}>{rating.comentario_estabelecimento}</Typography>
          </>
        )}
        {canReply(rating) && (
          <TextField
            label="Sua resposta"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            disabled={replying.isLoading}
            sx={{ mb: 2 }}
          />
        )}
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Pedido
        </Typography>
        <Box component="section" aria-label="Pedido avaliado" sx={{ '& table': { borderCollapse: 'collapse' }, '& td, & th': { pr: 2 } }}>
          <QueryView result={order} errorTitle={RATINGS_MESSAGES.ratedOrderLoadFailed}>
            {(html) => <SafeHtml html={html} />}
          </QueryView>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={replying.isLoading}>
          Fechar
        </Button>
        {canReply(rating) && (
          <BusyButton onClick={() => void send()} busy={replying.isLoading} disabled={text.trim() === ''}>
            Responder
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
