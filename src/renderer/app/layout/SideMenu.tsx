import { useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { version } from '../../../../package.json';
import { useAppDispatch, useAppSelector } from '../hooks';
import { MESSAGES } from '../../ui/messages';
import { logoutRequested } from '../../features/session/sessionSlice';
import { selectStoreDetail } from '../../features/store/storeSlice';
import { useRegisteredPaths } from './registeredRoutes';
import { featureRoutes } from '../featureRoutes';
import { prefetchScreenAt } from '../lazyScreen';
import { MENU_ICONS } from './menuIcons';
import { groupOfPath, toggleGroup, visibleMenu, type MenuEntry, type MenuGroup } from './menuModel';

export const APP_VERSION: string = version;

const WIDTH_OPEN = 264;
const WIDTH_COLLAPSED = 64;
/**
 * A window this narrow (a 1024×768 counter PC) starts with the menu collapsed: the orders list
 * and the selected order need the width. The person can still expand it.
 */
export const NARROW_WINDOW = '(max-width: 1279px)';

/** The side menu (spec 01 §2): entries of built screens, one group open at a time, collapsible. */
export function SideMenu() {
  const registered = useRegisteredPaths();
  const bulkUpload = useAppSelector((s) => selectStoreDetail(s)?.upload_em_massa === true);
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const narrow = useMediaQuery(NARROW_WINDOW, { noSsr: true });
  const [collapsed, setCollapsed] = useState(narrow);
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOfPath(pathname));
  const items = visibleMenu({ registered, bulkUpload });

  const onGroupClick = (group: MenuGroup) => {
    if (collapsed) {
      // With icons only there is no room for the entries: expand and show this group.
      setCollapsed(false);
      setOpenGroup(group.id);
    } else {
      setOpenGroup((open) => toggleGroup(open, group.id));
    }
  };

  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? WIDTH_COLLAPSED : WIDTH_OPEN,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
        overflowX: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
        <Tooltip title={collapsed ? MESSAGES.expandMenu : MESSAGES.collapseMenu} placement="right">
          <IconButton
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? MESSAGES.expandMenu : MESSAGES.collapseMenu}
            aria-expanded={!collapsed}
          >
            {collapsed ? <MenuIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      <List sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }} disablePadding>
        {items.map((item) =>
          item.kind === 'entry' ? (
            <EntryLink key={item.path} entry={item} collapsed={collapsed} active={pathname === item.path} />
          ) : (
            <GroupItem
              key={item.id}
              group={item}
              collapsed={collapsed}
              open={!collapsed && openGroup === item.id}
              pathname={pathname}
              onClick={() => onGroupClick(item)}
            />
          ),
        )}
      </List>
      <Divider />
      <List disablePadding>
        <ListItem disablePadding>
          <Labelled label={MESSAGES.logout} collapsed={collapsed}>
            <ListItemButton onClick={() => dispatch(logoutRequested())} aria-label={collapsed ? MESSAGES.logout : undefined}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={MESSAGES.logout} />}
            </ListItemButton>
          </Labelled>
        </ListItem>
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
        {collapsed ? APP_VERSION : MESSAGES.appVersion(APP_VERSION)}
      </Typography>
    </Box>
  );
}

/** With the menu collapsed, the label moves to a tooltip (and stays the accessible name). */
function Labelled({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  );
}

function EntryLink({ entry, collapsed, active, nested = false }: { entry: MenuEntry; collapsed: boolean; active: boolean; nested?: boolean }) {
  const Icon = MENU_ICONS[entry.icon];
  return (
    <ListItem disablePadding>
      <Labelled label={entry.label} collapsed={collapsed}>
        <ListItemButton
          component={NavLink}
          to={entry.path}
          end
          // the pointer or the focus on the entry: its screen downloads now, if idle time has not yet
          onPointerEnter={() => void prefetchScreenAt(featureRoutes, entry.path)}
          onFocus={() => void prefetchScreenAt(featureRoutes, entry.path)}
          selected={active}
          aria-label={collapsed ? entry.label : undefined}
          sx={{ pl: nested && !collapsed ? 4 : 2.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          {!collapsed && <ListItemText primary={entry.label} />}
        </ListItemButton>
      </Labelled>
    </ListItem>
  );
}

function GroupItem(props: { group: MenuGroup; collapsed: boolean; open: boolean; pathname: string; onClick: () => void }) {
  const { group, collapsed, open, pathname, onClick } = props;
  const Icon = MENU_ICONS[group.icon];
  const holdsActive = group.entries.some((e) => e.path === pathname);
  // one list item: the group's button and, below it, the list of its entries
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Labelled label={group.label} collapsed={collapsed}>
        <ListItemButton
          onClick={onClick}
          aria-expanded={open}
          aria-label={collapsed ? group.label : undefined}
          selected={collapsed && holdsActive}
          sx={{ pl: 2.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          {!collapsed && <ListItemText primary={group.label} />}
          {!collapsed && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
        </ListItemButton>
      </Labelled>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {group.entries.map((e) => (
            <EntryLink key={e.path} entry={e} collapsed={collapsed} active={pathname === e.path} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
