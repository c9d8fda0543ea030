/**
 * Method nativo (Electron only): the OS driver prints an HTML ticket. Not in src/node/printing with
 * the other transports because it needs Electron, and the print agent runs those under plain Node.
 */
import { BrowserWindow, type WebContents } from 'electron';
import type { DesktopPrinter, PrintResult, PrinterListResult } from '../../shared/ipc';

export const NATIVE_PRINT_FAILED = 'Erro na impressão nativa 8847!';

/** The OS printers (getPrintersAsync lost isDefault and status in Electron 36). */
export async function listNativePrinters(contents: WebContents): Promise<PrinterListResult> {
  try {
    const printers = await contents.getPrintersAsync();
    const list: DesktopPrinter[] = printers.map((p) => ({ name: p.name, origem: 'sistema' }));
    return { ok: true, printers: list };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface NativePrintJob {
  printer: string;
  html: string;
  /** microns */
  pageSize: { width: number; height: number };
}

/**
 * Loads the ticket in a hidden window with no script and no node, prints it silently to the
 * printer once it (and its fonts) loaded, closes the window. Never throws.
 */
export async function printHtmlNatively(job: NativePrintJob, options: { timeoutMs?: number } = {}): Promise<PrintResult> {
  const win = new BrowserWindow({
    show: false,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
  });
  try {
    await win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(job.html)}`);
    const printed = await new Promise<{ success: boolean; reason: string }>((resolve) => {
      const timer = setTimeout(() => resolve({ success: false, reason: 'tempo esgotado' }), options.timeoutMs ?? 60_000);
      win.webContents.print(
        {
          silent: true,
          deviceName: job.printer,
          printBackground: true,
          pageSize: job.pageSize,
          margins: { marginType: 'none' },
        },
        (success, reason) => {
          clearTimeout(timer);
          resolve({ success, reason });
        },
      );
    });
    if (printed.success) return { ok: true };
    return { ok: false, code: 'failed', message: `${NATIVE_PRINT_FAILED} (${printed.reason || 'falha no driver'})` };
  } catch (error) {
    return { ok: false, code: 'failed', message: `${NATIVE_PRINT_FAILED} (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    if (!win.isDestroyed()) win.close();
  }
}
