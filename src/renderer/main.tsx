import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadPlatformConfig } from './app/config';
import { createAppStore } from './app/store';
import { routes } from './app/routes';
import { prefetchScreenAt } from './app/lazyScreen';
import { BrandTheme } from './app/BrandTheme';
import { DialogHost } from './ui/DialogHost';
import { ToastHost } from './ui/ToastHost';
import { StartupError } from './app/StartupError';
import { DesktopHost } from './features/desktop/DesktopHost';
import { forwardLogsToMain } from './features/desktop/logForwarding';
import { desktopSessionVault } from './features/session/sessionStorage';

// First, so what goes wrong while starting reaches the desktop app's log too.
forwardLogsToMain();

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // The screen at the address downloads beside the config: a screen there at the first render does
  // not suspend, and so is not held back by React's fallback throttle (lazyScreen.tsx).
  const screen = prefetchScreenAt(routes, window.location.pathname);
  let config;
  try {
    config = await loadPlatformConfig();
  } catch (e) {
    root.render(<StartupError message={e instanceof Error ? e.message : String(e)} />);
    return;
  }
  await screen;
  const vault = window.desktop ? await desktopSessionVault(window.desktop) : undefined;
  const router = createBrowserRouter(routes);
  const { store } = createAppStore({ config, vault, navigate: (path) => void router.navigate(path) });
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrandTheme>
          <RouterProvider router={router} />
          <DialogHost onLogin={() => void router.navigate('/login')} onReload={() => window.location.reload()} />
          <ToastHost />
          <DesktopHost />
        </BrandTheme>
      </Provider>
    </StrictMode>,
  );
}

void start();
