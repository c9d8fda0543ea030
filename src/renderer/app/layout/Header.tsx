import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { brandFor } from '../brands/brands';
import { selectStoreDetail } from '../../features/store/storeSlice';
import { StoreOpenSwitch } from '../../features/store/StoreOpenSwitch';
import { HeaderToasts } from '../../ui/ToastHost';

/**
 * The header (spec 01 §2): brand logo, store logo and name, the open/closed switch. Toasts show
 * over the brand and the name (no control there), never over the switch.
 */
export function Header() {
  const brand = brandFor(useAppSelector((s) => s.session.session?.company));
  const detail = useAppSelector(selectStoreDetail);
  const name = detail?.nome ?? '';
  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, alignSelf: 'stretch', display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 36, width: 'auto' }} />
          <Divider orientation="vertical" flexItem />
          {detail && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              <Avatar src={detail.logotipo || undefined} alt={`Logotipo ${name}`} sx={{ bgcolor: 'primary.main' }}>
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            </Box>
          )}
          <HeaderToasts />
        </Box>
        <StoreOpenSwitch />
      </Toolbar>
    </AppBar>
  );
}
