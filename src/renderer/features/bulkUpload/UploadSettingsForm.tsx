import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStoreDetail } from '../store/storeSlice';
import { useStartBulkUploadMutation } from './bulkUploadApi';
import { bulkUploadStarted, bulkUploadStartFailed, bulkUploadSubmitted, selectBulkUpload, selectUploadRunning, uploadJob } from './bulkUploadSlice';
import { ColumnMapping } from './ColumnMapping';
import { CsvPreview } from './CsvPreview';
import type { ProductFileText } from '../../../shared/bulkUpload/csv';
import { EMPTY_UPLOAD_FORM, filePreview, fileSizeText, formProblems, hasProblems, readProductFile, uploadRequest, type UploadForm } from './model';

/** The CSV settings, cleared when an upload finishes (spec 02 §4). */
export function UploadSettingsForm() {
  const { finishedCount } = useAppSelector(selectBulkUpload);
  return <SettingsForm key={finishedCount} />;
}

function SettingsForm() {
  const dispatch = useAppDispatch();
  const storeId = useAppSelector((s) => selectStoreDetail(s)?.id_estabelecimento ?? s.session.session?.id_estabelecimento ?? 0);
  const running = useAppSelector(selectUploadRunning);
  const [start] = useStartBulkUploadMutation();
  const [form, setForm] = useState<UploadForm>(EMPTY_UPLOAD_FORM);
  const [tried, setTried] = useState(false);
  const [read, setRead] = useState<ProductFileText | null>(null);
  const problems = formProblems(form);
  const file = form.file;
  const columnsOk = Object.keys(problems.columns).length === 0;

  // the chosen file read as the service reads it, for the preview
  useEffect(() => {
    if (!file || formProblems({ ...EMPTY_UPLOAD_FORM, file }).file) return;
    let current = true;
    void readProductFile(file).then((result) => current && setRead(result));
    return () => {
      current = false;
    };
  }, [file]);

  const preview = useMemo(() => (read?.text != null && columnsOk ? filePreview(read.text, form.columns) : null), [read, columnsOk, form.columns]);
  const readable = file !== null && !problems.file;
  // a file still being read, not text, or without a product row is not sent
  const unsendable = readable && (read === null || read.problem !== null || preview?.empty === true);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // the same file chosen again is a new choice
    setRead(null);
    setForm((f) => ({ ...f, file: chosen }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (running || unsendable || hasProblems(problems) || !form.file) return;
    dispatch(bulkUploadSubmitted());
    const result = await start(uploadRequest({ ...form, file: form.file }, storeId));
    if (result.data) dispatch(bulkUploadStarted(uploadJob({ product_file: result.data, progress: { percentage: 0 } })));
    else dispatch(bulkUploadStartFailed('kind' in result.error && result.error.kind === 'refused' ? result.error.message : null));
  };

  // the file's problem shows as soon as a file is chosen; 'Selecione um arquivo CSV.' on sending
  const fileProblem = file || tried ? (problems.file ?? (readable ? (read?.problem ?? null) : null)) : null;

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="configuracoes-csv" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography id="configuracoes-csv" variant="h6" component="h2">
        Configurações do arquivo CSV
      </Typography>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileOutlined />} disabled={running}>
          Escolher arquivo CSV
          <input type="file" hidden accept=".csv,text/csv" onChange={choose} disabled={running} aria-label="Arquivo CSV" />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? `${file.name} (${fileSizeText(file.size)})` : 'Nenhum arquivo escolhido'}
        </Typography>
      </Box>
      {fileProblem && (
        <Alert severity={file ? 'error' : 'warning'} role="alert">
          {fileProblem}
        </Alert>
      )}

      <ColumnMapping columns={form.columns} problems={problems.columns} disabled={running} onChange={(columns) => setForm((f) => ({ ...f, columns }))} />

      <FormControlLabel
        control={<Checkbox checked={form.shouldUpdate} onChange={(e) => setForm((f) => ({ ...f, shouldUpdate: e.target.checked }))} disabled={running} />}
        label="Atualizar os produtos que já estão no cardápio (mesmo código de barras)"
      />

      {readable && read?.text != null && <CsvPreview preview={preview} columns={form.columns} />}

      <Box>
        <Button type="submit" variant="contained" disabled={running || unsendable}>
          Enviar arquivo
        </Button>
      </Box>
    </Paper>
  );
}
