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
 * The header (spec 01 §2): brand logo, store logo and name, the open/closed switch. Toasts show in
 * the free space between the store's name and the switch: never over the brand or the name (who
 * and where), nor over the switch.
 */
export function Header() {
  const brand = brandFor(useAppSelector((s) => s.session.session?.company));
  const detail = useAppSelector(selectStoreDetail);
  const name = detail?.nome ?? '';
  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Box sx={{ flex: '0 1 auto', minWidth: 0, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 36, width: 'auto', flexShrink: 0 }} />
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
        </Box>
        {/* its right margin: the switch's label reaches 11 px to its left (MUI's FormControlLabel) */}
        <Box data-toast-area="" sx={{ position: 'relative', flex: '1 1 0', minWidth: 200, alignSelf: 'stretch', mr: 1.5 }}>
          <HeaderToasts />
        </Box>
        <StoreOpenSwitch />
      </Toolbar>
    </AppBar>
  );
}
