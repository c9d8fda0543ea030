import type { SandboxContext } from '../context';
import { touchOrder } from './orders';

export interface AddressUpdate {
  founded: boolean;
  lat: number;
  lng: number;
  formattedAddress: string;
  selectedAddress: string;
}

/** The store fixed the delivery address on the map: it gets coordinates (and courier requests work). */
export function updateOrderAddress(
  ctx: SandboxContext,
  storeId: number,
  addressId: number,
  orderId: number,
  u: AddressUpdate,
): { founded: boolean; success: boolean } {
  const order = ctx.db.get<{ id: number }>('SELECT id FROM orders WHERE id = ? AND store_id = ? AND address_id = ?', [orderId, storeId, addressId]);
  if (!order) return { founded: false, success: false };
  const validLatLng = Number.isFinite(u.lat) && Number.isFinite(u.lng) && Math.abs(u.lat) <= 90 && Math.abs(u.lng) <= 180;
  if (!u.founded || !validLatLng) return { founded: false, success: false };
  const text = (u.formattedAddress || u.selectedAddress).trim();
  ctx.db.transaction(() => {
    ctx.db.run('UPDATE addresses SET lat = ?, lng = ?, formatted = ? WHERE id = ?', [u.lat, u.lng, text || null, addressId]);
    touchOrder(ctx, orderId);
  });
  return { founded: true, success: true };
}
