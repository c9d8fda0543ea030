import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DocumentKindKey, OnlinePaymentRegistration } from '../../../shared/api';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { useAppSelector } from '../../app/hooks';
import { IMAGE_RULES } from '../../ui/imageFile';
import { ImageUpload } from '../../ui/ImageUpload';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { ONLINE_PAYMENT_PATHS, OnlinePaymentNav } from './OnlinePaymentNav';
import { documentProgressKey, useRegistrationQuery, useUploadDocumentMutation } from './registrationApi';
import { SupportPhone } from './SupportPhone';
import { useStoreId } from './useStoreId';

const DOCUMENTS: { kind: DocumentKindKey; label: string; field: keyof OnlinePaymentRegistration; hint: string }[] = [
  { kind: 'identificacao', label: 'Identificação', field: 'est_imgIdentificacao', hint: 'RG ou CNH do proprietário, frente e verso legíveis.' },
  { kind: 'residencia', label: 'Residência', field: 'est_imgResidencia', hint: 'Comprovante de endereço dos últimos 3 meses.' },
  { kind: 'atividade', label: 'Atividade', field: 'est_imgAtividade', hint: 'Comprovante da atividade: alvará, cartão CNPJ ou contrato social.' },
];

/**
 * /financeiro/cadastro/documentos: the three document images (png, jpg, jpeg) with preview; each
 * goes as soon as it is chosen (a 5 s toast; 'Atenção!' with the platform's erros). They belong
 * to the registration: until it is sent the uploads wait, saying so.
 */
export function DocumentsPage() {
  const storeId = useStoreId();
  const registration = useRegistrationQuery(storeId);
  return (
    <Screen title="Documentos" maxWidth={1000}>
      <OnlinePaymentNav />
      <QueryView result={registration} errorTitle={ONLINE_PAYMENT_MESSAGES.registrationLoadFailed}>
        {(saved) => (
          <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Typography variant="body2" color="text.secondary">
              Envie fotos nítidas dos documentos, em PNG, JPG ou JPEG. A equipe do Pagamento Online usa estes documentos para analisar o seu cadastro.
            </Typography>
            {!saved && (
              <Alert severity="info">
                Envie primeiro os seus{' '}
                <Link component={RouterLink} to={ONLINE_PAYMENT_PATHS.registration}>
                  Dados Cadastrais
                </Link>
                : os documentos fazem parte do cadastro.
              </Alert>
            )}
            {DOCUMENTS.map((d) => (
              <DocumentUpload
                key={d.kind}
                kind={d.kind}
                label={d.label}
                hint={d.hint}
                currentUrl={saved ? String(saved[d.field] ?? '') : ''}
                disabled={!saved}
                storeId={storeId}
              />
            ))}
          </Paper>
        )}
      </QueryView>
      <SupportPhone />
    </Screen>
  );
}

function DocumentUpload(props: { kind: DocumentKindKey; label: string; hint: string; currentUrl: string; disabled: boolean; storeId: number }) {
  const { kind, label, hint, currentUrl, disabled, storeId } = props;
  const [upload, uploading] = useUploadDocumentMutation({ fixedCacheKey: `documento-${kind}` });
  const progress = useAppSelector((s) => selectUploadProgress(s, documentProgressKey(kind)));
  return (
    <ImageUpload
      label={label}
      rule={IMAGE_RULES.document}
      recommendation={hint}
      currentUrl={currentUrl || null}
      busy={uploading.isLoading}
      disabled={disabled}
      progress={progress ?? undefined}
      buttonLabel="Enviar imagem"
      onFile={(file) => void upload({ kind, file, storeId })}
    />
  );
}
