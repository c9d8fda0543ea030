import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import { featureRoutes } from '../featureRoutes';
import { prefetchScreens } from '../lazyScreen';
import { Banners } from '../../features/banners/Banners';
import { Header } from './Header';
import { RegisteredPathsProvider, registeredPaths } from './registeredRoutes';
import { SideMenu } from './SideMenu';
import { StoreScreenOutlet } from './StoreScreenOutlet';
import { LazyChatWindows } from '../../features/chat/LazyChatWindows';
import { NewOrderAnnouncer } from '../../features/orders/NewOrderAnnouncer';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The logged-in frame: side menu, header with banners, and the screen. */
export function Shell() {
  const registered = useMemo(() => registeredPaths(featureRoutes), []);
  // logged in: the other screens download in idle moments, so a click on the menu finds them there
  useEffect(() => void prefetchScreens(), []);
  return (
    <RegisteredPathsProvider value={registered}>
      <SkipLink />
      <Box sx={{ display: 'flex', height: '100vh' }}>
        <SideMenu />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header />
          <Banners />
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, overflow: 'auto', '&:focus': { outline: 'none' } }}>
            <StoreScreenOutlet />
          </Box>
        </Box>
      </Box>
      <LazyChatWindows />
      <NewOrderAnnouncer />
    </RegisteredPathsProvider>
  );
}
