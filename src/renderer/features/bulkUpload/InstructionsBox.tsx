import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BULK_UPLOAD_MESSAGES } from './messages';

/** How many instructions the box shows before 'Ver todas as instruções'. */
const SHOWN = 3;

/** The instructions box and its modal with every instruction of spec 02 §5. */
export function InstructionsBox() {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="instrucoes-upload" sx={{ p: 2.5, bgcolor: 'grey.50' }}>
      <Typography id="instrucoes-upload" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Instruções
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 1 }}>
        {BULK_UPLOAD_MESSAGES.bulkUploadInstructions.slice(0, SHOWN).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Typography>
      <Button size="small" onClick={() => setOpen(true)}>
        Ver todas as instruções
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="todas-instrucoes" maxWidth="sm" fullWidth>
        <DialogTitle id="todas-instrucoes">{BULK_UPLOAD_MESSAGES.bulkUploadInstructionsTitle}</DialogTitle>
        <DialogContent>
          <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {BULK_UPLOAD_MESSAGES.bulkUploadInstructions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
