/**
 * Raw printing through the Windows spooler: Windows has no 'lp -o raw', so a PowerShell script
 * calls winspool.drv (OpenPrinter, StartDocPrinter with datatype RAW, WritePrinter), the way
 * the usual RawPrinterHelper does. The printer name travels in an environment variable and the
 * bytes as base64 on stdin, so nothing the store typed is ever parsed as a command.
 * Not exercised on a real Windows machine by the automated tests (these run on Linux).
 */
import { PrinterError } from './errors';
import type { OsPrinter } from './cups';
import { type RunCommand, isMissingProgram, runCommand } from './process';

const RAW_PRINT_SCRIPT = String.raw`
$ErrorActionPreference = 'Stop'
Add-Type -TypeDefinition @"
using System;
using System.Runtime.InteropServices;
public static class PainelRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DOCINFO { public string pDocName; public string pOutputFile; public string pDataType; }
  [DllImport("winspool.drv", CharSet = CharSet.Unicode, SetLastError = true)]
  static extern bool OpenPrinter(string name, out IntPtr handle, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool ClosePrinter(IntPtr handle);
  [DllImport("winspool.drv", CharSet = CharSet.Unicode, SetLastError = true)]
  static extern int StartDocPrinter(IntPtr handle, int level, [In] DOCINFO info);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndDocPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool StartPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool WritePrinter(IntPtr handle, byte[] bytes, int count, out int written);
  public static int Send(string printer, string title, byte[] bytes) {
    IntPtr h;
    if (!OpenPrinter(printer, out h, IntPtr.Zero)) return 2;
    try {
      DOCINFO info = new DOCINFO(); info.pDocName = title; info.pDataType = "RAW";
      if (StartDocPrinter(h, 1, info) == 0) return 3;
      try {
        if (!StartPagePrinter(h)) return 3;
        int written;
        bool ok = WritePrinter(h, bytes, bytes.Length, out written);
        EndPagePrinter(h);
        return ok && written == bytes.Length ? 0 : 4;
      } finally { EndDocPrinter(h); }
    } finally { ClosePrinter(h); }
  }
}
"@
$bytes = [Convert]::FromBase64String([Console]::In.ReadToEnd().Trim())
exit [PainelRawPrinter]::Send($env:PAINEL_PRINTER, $env:PAINEL_TITLE, $bytes)
`;

const LIST_SCRIPT =
  'Get-CimInstance Win32_Printer | Select-Object Name,WorkOffline,PrinterStatus | ConvertTo-Json -Compress';

/** -EncodedCommand takes the script as base64 of UTF-16LE: no quoting to get wrong. */
export function encodePowerShell(script: string): string {
  return Buffer.from(script, 'utf16le').toString('base64');
}

function powershellArgs(script: string): string[] {
  return ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-EncodedCommand', encodePowerShell(script)];
}

interface Win32Printer {
  Name?: string;
  WorkOffline?: boolean;
  PrinterStatus?: number;
}

export async function listWindowsPrinters(run: RunCommand = runCommand): Promise<OsPrinter[]> {
  try {
    const result = await run('powershell.exe', powershellArgs(LIST_SCRIPT), { timeoutMs: 15_000 });
    if (result.code !== 0 || result.stdout.trim() === '') return [];
    const parsed = JSON.parse(result.stdout) as Win32Printer | Win32Printer[];
    return (Array.isArray(parsed) ? parsed : [parsed])
      .filter((p): p is Win32Printer & { Name: string } => typeof p.Name === 'string')
      .map((p) => ({
        name: p.Name,
        // Win32_Printer.PrinterStatus: 3 idle, 4 printing, 7 offline
        state: p.WorkOffline || p.PrinterStatus === 7 ? 'disabled' : p.PrinterStatus === 4 ? 'printing' : p.PrinterStatus === 3 ? 'idle' : 'unknown',
      }));
  } catch (error) {
    if (isMissingProgram(error) || error instanceof SyntaxError) return [];
    throw error;
  }
}

export async function sendToWindowsSpooler(queue: string, bytes: Uint8Array, title: string, run: RunCommand = runCommand): Promise<void> {
  let result;
  try {
    result = await run('powershell.exe', powershellArgs(RAW_PRINT_SCRIPT), {
      input: Buffer.from(bytes).toString('base64'),
      env: { ...process.env, PAINEL_PRINTER: queue, PAINEL_TITLE: title },
      timeoutMs: 60_000,
    });
  } catch (error) {
    if (isMissingProgram(error)) {
      throw new PrinterError('unsupported', 'Impressão pelo sistema indisponível: o PowerShell não foi encontrado.', { cause: error });
    }
    throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}.`, { cause: error });
  }
  if (result.code === 0) return;
  if (result.code === 2) throw new PrinterError('not-found', `Impressora não encontrada no sistema: ${queue}.`);
  if (result.code === 3 || result.code === 4) {
    throw new PrinterError('offline', `Impressora offline: o Windows não aceitou a impressão para ${queue}.`);
  }
  const detail = result.stderr.trim().split('\n')[0] ?? '';
  throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}${detail ? `: ${detail}` : '.'}`);
}
