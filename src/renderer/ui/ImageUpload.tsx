import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { acceptAttribute, checkImageFile, type ImageRule } from './imageFile';

export interface ImageUploadProps {
  /** what the image is ('Identificação', 'Logo', 'Foto do produto'): names the group and the preview */
  label: string;
  /** accepted formats and size limit, e.g. IMAGE_RULES.stockImage */
  rule: ImageRule;
  /** an accepted file (a refused one sends nothing) */
  onFile: (file: File) => void;
  /** the image already saved, shown until a file is chosen */
  currentUrl?: string | null;
  /** a hint under the button, e.g. '500x500 recomendado' */
  recommendation?: string;
  /** upload progress 0–100, shown while given */
  progress?: number;
  /** the upload is on its way: the button waits */
  busy?: boolean;
  /** no choosing (e.g. the product is not saved yet) */
  disabled?: boolean;
  /** the button's text (default 'Escolher imagem') */
  buttonLabel?: string;
}

/**
 * An image chooser with preview: a button opening the file dialog (limited to the rule's
 * formats), the chosen file or the saved image as preview, the reason a file is refused beside
 * it (role=alert), and the upload's progress. `onFile` gets only accepted files; the screen
 * sends them. A new `currentUrl` (the server's copy after an upload) replaces the local preview.
 */
export function ImageUpload({
  label,
  rule,
  onFile,
  currentUrl,
  recommendation,
  progress,
  busy = false,
  disabled = false,
  buttonLabel = 'Escolher imagem',
}: ImageUploadProps) {
  const groupId = useId();
  // the chosen file's object URL, revoked when another is chosen, the preview goes or on unmount
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!chosenUrl) return;
    return () => URL.revokeObjectURL(chosenUrl);
  }, [chosenUrl]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedUrl, setSavedUrl] = useState(currentUrl);
  if (currentUrl !== savedUrl) {
    setSavedUrl(currentUrl);
    setChosenUrl(null);
  }
  const preview = chosenUrl ?? currentUrl ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    const reason = checkImageFile(file, rule);
    setRefusal(reason);
    if (reason) return;
    setChosenUrl(URL.createObjectURL(file));
    onFile(file);
  };

  return (
    <Box role="group" aria-labelledby={groupId} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 120,
          height: 120,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          flexShrink: 0,
        }}
      >
        {preview ? (
          <Box component="img" src={preview} alt={`Pré-visualização: ${label}`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <PhotoCameraOutlined color="disabled" fontSize="large" aria-label="Sem imagem" />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 200, flex: 1 }}>
        <Typography id={groupId} variant="subtitle2" component="p">
          {label}
        </Typography>
        <Box>
          <Button variant="outlined" component="label" disabled={disabled || busy}>
            {buttonLabel}
            <input type="file" hidden accept={acceptAttribute(rule)} onChange={choose} disabled={disabled || busy} />
          </Button>
        </Box>
        {recommendation && (
          <Typography variant="caption" color="text.secondary">
            {recommendation}
          </Typography>
        )}
        {progress !== undefined ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress variant="determinate" value={clampPercent(progress)} aria-label={`Enviando ${label}`} sx={{ flex: 1 }} />
            <Typography variant="caption">{clampPercent(progress)}%</Typography>
          </Box>
        ) : (
          busy && <LinearProgress aria-label={`Enviando ${label}`} />
        )}
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
}

