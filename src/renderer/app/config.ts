import { parsePlatformConfig, type PlatformConfig } from '../../shared/config';

/**
 * The platform's addresses arrive at run time: from the preload in Electron, from the server
 * that serves the panel (GET /config.json) in a browser.
 */
export async function loadPlatformConfig(): Promise<PlatformConfig> {
  if (window.desktop) return parsePlatformConfig(await window.desktop.getConfig());
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Configuração da plataforma indisponível (HTTP ${response.status}).`);
  return parsePlatformConfig(await response.json());
}
