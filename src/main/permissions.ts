import type { Session } from 'electron';
import log from './log';
import { isAppUrl } from './origin';

/**
 * What the panel uses: desktop notifications, copying a code to the clipboard, and requests
 * to addresses on this machine or network (the local print agent, a LAN or local platform),
 * which Chromium's local network access rules put behind a permission.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  'notifications',
  'clipboard-sanitized-write',
  'local-network-access',
  'loopback-network',
  'local-network',
]);

export function isPermissionAllowed(permission: string, requestingUrl: string | undefined): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl);
}

export function installPermissionPolicy(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const allowed = isPermissionAllowed(permission, details.requestingUrl);
    if (!allowed) log.warn(`Permissão '${permission}' negada para ${details.requestingUrl}.`);
    callback(allowed);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin),
  );
  // WebHID, WebUSB, Web Serial, Web Bluetooth: printers are reached by main, never by the page.
  session.setDevicePermissionHandler((details) => {
    log.warn(`Acesso ao dispositivo '${details.deviceType}' negado para ${details.origin}.`);
    return false;
  });
  const refuse = (kind: string, event: { preventDefault(): void }, callback: (id: string) => void): void => {
    event.preventDefault();
    log.warn(`Seleção de dispositivo ${kind} negada.`);
    callback('');
  };
  session.on('select-hid-device', (event, _details, callback) => refuse('HID', event, callback));
  session.on('select-serial-port', (event, _ports, _contents, callback) => refuse('serial', event, callback));
  session.on('select-usb-device', (event, _details, callback) => refuse('USB', event, callback));
}
