/**
 * QZ Tray's request signing (STACK.md): SHA512 with RSA over the text QZ hands the page, with a
 * private key that stays in this process. Plain Node: runs in main and in tests.
 */
import { createSign } from 'node:crypto';

export const QZ_MISSING_PRIVATE = 'QZ: Falta configurar PRIVATE';

/** base64 signature of `toSign`, as QZ Tray's setSignaturePromise expects. */
export function signForQz(toSign: string, privateKeyPem: string): string {
  if (privateKeyPem.trim() === '') throw new Error(QZ_MISSING_PRIVATE);
  const signer = createSign('SHA512');
  signer.update(toSign);
  signer.end();
  return signer.sign(privateKeyPem, 'base64');
}
