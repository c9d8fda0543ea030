import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';

/** The logged-in frame: side menu, header with banners, and the screen. */
export function Shell() {
  return (
    <Box sx={{ display: 'flex', height: '100vh' }}>
      <Box component="main" sx={{ flex: 1, overflow: 'auto' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
