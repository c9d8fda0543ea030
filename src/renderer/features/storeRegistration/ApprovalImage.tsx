import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoreRegistration } from '../../../shared/api';
import { useAppSelector } from '../../app/hooks';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { IMAGE_RULES } from '../../ui/imageFile';
import { ImageUpload } from '../../ui/ImageUpload';
import { PendingLock } from './PendingLock';
import { imageProgressKey, useUploadStoreImageMutation } from './storeRegistrationApi';

const LABELS = { logotipo: 'Logo', banner: 'Banner' } as const;

/**
 * The logo or the banner (.png, .jpg, .jpeg): the approved image, a new one sent as soon as it is
 * chosen, and while it waits for approval its preview under 'Enviado para Aprovação' with the
 * field locked.
 */
export function ApprovalImage({ field, store, pendingUrl }: { field: 'logotipo' | 'banner'; store: StoreRegistration; pendingUrl: string | null }) {
  const [upload, uploading] = useUploadStoreImageMutation();
  const progress = useAppSelector((s) => selectUploadProgress(s, imageProgressKey(field)));
  // each answer starts the chooser again, showing the approved image (the sent one shows below)
  const [attempt, setAttempt] = useState(0);
  const label = LABELS[field];
  const locked = pendingUrl !== null;

  const send = async (file: File) => {
    await upload({ field, file, storeId: store.id_estabelecimento });
    setAttempt((n) => n + 1);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <PendingLock locked={locked}>
        <ImageUpload
          key={attempt}
          label={label}
          rule={IMAGE_RULES.logoBanner}
          currentUrl={store[field] || null}
          onFile={(file) => void send(file)}
          busy={uploading.isLoading}
          progress={progress ?? undefined}
          disabled={locked}
          buttonLabel={`Enviar novo ${label.toLowerCase()}`}
          recommendation="PNG, JPG ou JPEG"
        />
      </PendingLock>
      {pendingUrl && (
        <Box aria-label={`${label} enviado para aprovação`} role="group">
          <Typography variant="caption" color="text.secondary" component="p">
            Enviado para Aprovação
          </Typography>
          <Box
            component="img"
            src={pendingUrl}
            alt={`${label} enviado para aprovação`}
            sx={{ width: field === 'banner' ? 240 : 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        </Box>
      )}
    </Box>
  );
}
