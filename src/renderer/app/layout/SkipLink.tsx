import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'conteudo';

/**
 * The first stop of the Tab order, shown only when it has the focus: past the side menu and the
 * header, straight to the screen. On /pedidos it goes to the orders: the first pending one (the
 * element marked data-skip-target), or the list.
 */
export function SkipLink() {
  const { pathname } = useLocation();
  const orders = pathname === '/pedidos';
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    const main = document.getElementById(MAIN_ID);
    // elsewhere the orders screen may be kept hidden (KeptScreens), its target with it
    const target = (orders && main?.querySelector<HTMLElement>('[data-skip-target]')) || main;
    target?.focus();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (t) => t.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        fontWeight: 700,
        '&:focus': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {orders ? 'Ir para os pedidos' : 'Ir para o conteúdo'}
    </Link>
  );
}
