import { useAppSelector } from '../hooks';
import { ScreenOutlet } from '../lazyScreen';
import { selectStoreTimeZone } from '../../features/store/storeSlice';

/**
 * Where the logged-in screens render. A screen's dates are the store's: its 'Hoje' and its first
 * period are taken when it mounts, and a screen opened before the store's detail arrived (a full
 * load by address, its chunk already there) would keep the default zone's day. When the store's
 * zone arrives, or changes, the screen starts again in it, and the screens kept (KeptScreens) are dropped.
 */
export function StoreScreenOutlet() {
  const timeZone = useAppSelector(selectStoreTimeZone);
  return <ScreenOutlet key={timeZone} keep />;
}
