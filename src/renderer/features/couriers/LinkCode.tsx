import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useAppDispatch } from '../../app/hooks';
import { linkCodeCopyRequested } from './couriersSlice';

/** A courier link code (A-XXXXX) with its copy button. */
export function LinkCode({ code, size = 'large' }: { code: string; size?: 'large' | 'small' }) {
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography
        component="span"
        aria-label="Código de vínculo"
        sx={{
          fontFamily: 'monospace',
          fontWeight: 700,
          letterSpacing: 2,
          fontSize: size === 'large' ? 28 : 16,
          userSelect: 'all',
        }}
      >
        {code}
      </Typography>
      <Tooltip title="Copiar código">
        <IconButton aria-label="Copiar código" onClick={() => dispatch(linkCodeCopyRequested(code))} size={size === 'large' ? 'medium' : 'small'}>
          <ContentCopyIcon fontSize={size === 'large' ? 'medium' : 'small'} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
