import { describe, expect, it } from 'vitest';
import { installPermissionPolicy } from './permissions';
import { electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

installPermissionPolicy(electron.module.session.defaultSession as never);

function request(permission: string, requestingUrl = 'app://panel/pedidos'): boolean {
  let answer: boolean | undefined;
  electron.permissionState.request!(null, permission, (granted: boolean) => (answer = granted), { requestingUrl });
  return answer!;
}
const check = (permission: string, origin = 'app://panel') => electron.permissionState.check!(null, permission, origin, {});

describe('permission policy', () => {
  it('grants the panel notifications and clipboard writes', () => {
    expect(request('notifications')).toBe(true);
    expect(request('clipboard-sanitized-write')).toBe(true);
    expect(check('notifications')).toBe(true);
  });

  it('denies everything the panel does not use', () => {
    for (const permission of ['media', 'geolocation', 'display-capture', 'clipboard-read', 'midiSysex', 'openExternal', 'hid', 'unknown']) {
      expect(request(permission)).toBe(false);
      expect(check(permission)).toBe(false);
    }
  });

  it('denies every device (HID, USB, serial, Bluetooth) to the page', () => {
    expect(electron.permissionState.device!({ deviceType: 'usb', origin: 'app://panel' })).toBe(false);
    expect(electron.permissionState.device!({ deviceType: 'serial', origin: 'app://panel' })).toBe(false);
    for (const event of ['select-hid-device', 'select-serial-port', 'select-usb-device']) {
      let prevented = false;
      let chosen: string | undefined;
      const pick = (id: string) => (chosen = id);
      const preventable = { preventDefault: () => (prevented = true) };
      const listener = electron.permissionState.sessionEvents.get(event)!;
      if (event === 'select-serial-port') listener(preventable, [], {}, pick);
      else listener(preventable, {}, pick);
      expect([event, prevented, chosen]).toEqual([event, true, '']);
    }
  });

  it('denies even allowed permissions to any other origin', () => {
    expect(request('notifications', 'https://exemplo.com/')).toBe(false);
    expect(check('notifications', 'https://exemplo.com')).toBe(false);
  });
});
