import { memo } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { GradeCount, RatingTotals } from '../../../shared/api';
import { formatNumberBR } from '../../../shared/format';
import { ratingMean, toHalfStars } from '../../../shared/reports';

/** A score on stars by halves, named for screen readers ('4,5 de 5 estrelas'). */
export function Stars({ score, size = 'medium' }: { score: number; size?: 'small' | 'medium' | 'large' }) {
  const shown = toHalfStars(score);
  return <Rating value={shown} precision={0.5} readOnly size={size} getLabelText={() => `${formatNumberBR(shown, 1)} de 5 estrelas`} />;
}

/**
 * The stars of a table row, plain text styled once (RowStars's styles): a page of 10 ratings drew
 * 30 MUI Ratings of ten half-star icons each. Read out as MUI's is ('4,5 de 5 estrelas').
 */
export function RowStars({ score }: { score: number }) {
  const shown = toHalfStars(score);
  return (
    <span className="row-stars" role="img" aria-label={`${formatNumberBR(shown, 1)} de 5 estrelas`}>
      <span className="row-stars__filled" style={{ width: `${(shown / 5) * 100}%` }} aria-hidden>
        ★★★★★
      </span>
      <span aria-hidden>★★★★★</span>
    </span>
  );
}

const rowStarStyles = (theme: Theme) => ({
  '.row-stars': { position: 'relative' as const, display: 'inline-block', fontSize: '1.125rem', lineHeight: 1, whiteSpace: 'nowrap' as const, color: theme.palette.action.disabled },
  // MUI Rating's gold
  '.row-stars__filled': { position: 'absolute' as const, top: 0, left: 0, overflow: 'hidden', color: '#faaf00' },
});

/** RowStars's styles, once for the table. */
export const RowStarStyles = memo(function RowStarStyles() {
  return <GlobalStyles styles={rowStarStyles} />;
});

const ASPECTS = [
  { key: 'nota_comida', counts: 'contaComida', label: 'Comida' },
  { key: 'nota_entrega', counts: 'contaEntrega', label: 'Entrega' },
  { key: 'nota_geral', counts: 'contaGeral', label: 'Geral' },
] as const;

export interface RatingsSummaryProps {
  totals: RatingTotals;
  counts: { contaComida: GradeCount[]; contaEntrega: GradeCount[]; contaGeral: GradeCount[] };
}

/**
 * The overall score (the mean of food, delivery and general, spec 02 §9), how many ratings, and
 * each aspect's mean with how many ratings gave each grade.
 */
export function RatingsSummary({ totals, counts }: RatingsSummaryProps) {
  const overall = ratingMean(totals);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 2, mb: 3 }}>
      <Paper variant="outlined" role="group" aria-label="Nota geral" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Nota geral
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 'bold' }}>
          {formatNumberBR(overall, 1)}
        </Typography>
        <Stars score={overall} size="large" />
        <Typography variant="body2" color="text.secondary">
          {totals.total === 1 ? '1 avaliação contabilizada' : `${formatNumberBR(totals.total)} avaliações contabilizadas`}
        </Typography>
      </Paper>
      {ASPECTS.map((aspect) => (
        <AspectCard key={aspect.key} label={aspect.label} mean={totals[aspect.key]} counts={counts[aspect.counts]} />
      ))}
    </Box>
  );
}

function AspectCard({ label, mean, counts }: { label: string; mean: number; counts: GradeCount[] }) {
  const total = counts.reduce((sum, c) => sum + c.qtde, 0);
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 'bold', flex: 1 }}>
          {label}
        </Typography>
        <Typography variant="subtitle1" component="p">
          {formatNumberBR(mean, 1)}
        </Typography>
        <Stars score={mean} size="small" />
      </Box>
      {[5, 4, 3, 2, 1].map((grade) => {
        const qtde = counts.find((c) => c.nota === grade)?.qtde ?? 0;
        return (
          <Box key={grade} sx={{ display: 'grid', gridTemplateColumns: '4.5em 1fr 3em', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption">{grade === 1 ? '1 estrela' : `${grade} estrelas`}</Typography>
            <LinearProgress variant="determinate" value={total > 0 ? (qtde / total) * 100 : 0} aria-label={`${label}: ${qtde} com ${grade} estrela${grade === 1 ? '' : 's'}`} />
            <Typography variant="caption" sx={{ textAlign: 'right' }}>
              {formatNumberBR(qtde)}
            </Typography>
          </Box>
        );
      })}
    </Paper>
  );
}
