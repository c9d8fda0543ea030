import { useAppSelector } from '../hooks';
import { ScreenOutlet } from '../lazyScreen';
import { selectStoreTimeZone } from '../../features/store/storeSlice';
import { selectSessionStoreId } from '../../features/session/sessionSlice';
import { MAIN_ID } from './SkipLink';

/** The Shell's <main>, where every screen scrolls. */
const main = () => document.getElementById(MAIN_ID);

/**
 * Where the logged-in screens render. A screen's dates are the store's: its 'Hoje' and its first
 * period are taken when it mounts, and a screen opened before the store's detail arrived (a full
 * load by address, its chunk already there) would keep the default zone's day. When the store's
 * zone arrives, or changes, the screen starts again in it. Another store's session starts every
 * screen afresh too: the screens kept a minute (KeptScreens) are the previous store's.
 */
export function StoreScreenOutlet() {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const storeId = useAppSelector(selectSessionStoreId);
  return <ScreenOutlet key={`${storeId ?? ''} ${timeZone}`} keep scroller={main} />;
}
