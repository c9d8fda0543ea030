/**
 * Raw printing through the Windows spooler: Windows has no 'lp -o raw', so a PowerShell script
 * calls winspool.drv (OpenPrinter, StartDocPrinter with datatype RAW, WritePrinter), the way
 * the usual RawPrinterHelper does. The printer name travels in an environment variable and the
 * bytes as base64 on stdin, so nothing the store typed is ever parsed as a command.
 * StartDocPrinter's job id is printed back, and the job is followed (osQueueJob.ts) with the
 * PrintManagement cmdlets: Get-PrintJob -PrinterName X -ID n (its JobStatus flags: Printing,
 * Printed, Completed, Error, Paused, PaperOut, Offline, Blocked, UserIntervention...; a printed job
 * leaves the spooler unless the queue keeps printed documents) and Get-Printer -Name X (its
 * PrinterStatus: Normal, Paused, Error, PaperOut, PaperJam, DoorOpen, Offline...).
 * Not exercised on a real Windows machine by the automated tests (these run on Linux).
 */
import type { QueueCondition } from '../../shared/printing/status';
import { PrinterError } from './errors';
import type { OsPrinter } from './cups';
import { type OsQueueOptions, type OsQueueReport, type QueueDriver, type QueueJob, printToOsQueue } from './osQueueJob';
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
  public static int Send(string printer, string title, byte[] bytes, out int job) {
    IntPtr h;
    job = 0;
    if (!OpenPrinter(printer, out h, IntPtr.Zero)) return 2;
    try {
      DOCINFO info = new DOCINFO(); info.pDocName = title; info.pDataType = "RAW";
      job = StartDocPrinter(h, 1, info);
      if (job == 0) return 3;
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
$job = 0
$code = [PainelRawPrinter]::Send($env:PAINEL_PRINTER, $env:PAINEL_TITLE, $bytes, [ref]$job)
if ($code -eq 0) { Write-Output "job $job" }
exit $code
`;

/** The printer's status and, with PAINEL_JOB, that job's (absent once it left the spooler), as names. */
const STATUS_SCRIPT = String.raw`
$ErrorActionPreference = 'Stop'
$printer = Get-Printer -Name $env:PAINEL_PRINTER
$job = $null
if ($env:PAINEL_JOB) {
  $found = Get-PrintJob -PrinterName $env:PAINEL_PRINTER -ID ([int]$env:PAINEL_JOB) -ErrorAction SilentlyContinue
  if ($found) { $job = [pscustomobject]@{ Id = $found.Id; JobStatus = [string]$found.JobStatus } }
}
[pscustomobject]@{ PrinterStatus = [string]$printer.PrinterStatus; Job = $job } | ConvertTo-Json -Compress
`;

const CANCEL_SCRIPT = String.raw`
$ErrorActionPreference = 'Stop'
Remove-PrintJob -PrinterName $env:PAINEL_PRINTER -ID ([int]$env:PAINEL_JOB)
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

async function spoolRaw(queue: string, bytes: Uint8Array, title: string, run: RunCommand): Promise<string | null> {
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
  if (result.code === 0) return /^job (\d+)/m.exec(result.stdout)?.[1] ?? null;
  if (result.code === 2) throw new PrinterError('not-found', `Impressora não encontrada no sistema: ${queue}.`);
  if (result.code === 3 || result.code === 4) {
    throw new PrinterError('offline', `Impressora offline: o Windows não aceitou a impressão para ${queue}.`);
  }
  const detail = result.stderr.trim().split('\n')[0] ?? '';
  throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}${detail ? `: ${detail}` : '.'}`);
}

/** Get-Printer's PrinterStatus and Get-PrintJob's JobStatus names, as IPP printer-state-reasons. */
const WINDOWS_REASONS: Record<string, string> = {
  paperout: 'media-empty-error',
  paperjam: 'media-jam-error',
  paperproblem: 'media-jam-error',
  dooropen: 'door-open-error',
  offline: 'offline-report',
  error: 'other-error',
  notavailable: 'offline-report',
  userintervention: 'other-error',
  outofmemory: 'other-error',
  pagepunt: 'other-error',
  blocked: 'other-error',
  tonerlow: 'media-low-report',
};

/** "PaperOut, Offline" (a flags enum as PowerShell writes it) into reasons; 'Paused' is told apart. */
export function windowsReasons(status: string | undefined): { paused: boolean; reasons: string[] } {
  const names = (status ?? '').split(/[\s,]+/).map((n) => n.toLowerCase()).filter((n) => n !== '');
  const reasons = [...new Set(names.map((n) => WINDOWS_REASONS[n]).filter((r): r is string => r !== undefined))];
  return { paused: names.includes('paused'), reasons };
}

interface WindowsStatus {
  PrinterStatus?: string;
  Job?: { Id?: number; JobStatus?: string } | null;
}

/** The spooler as a queue driver (osQueueJob.ts). */
export function windowsDriver(run: RunCommand = runCommand): QueueDriver {
  const status = async (queue: string, job?: string): Promise<WindowsStatus | null> => {
    try {
      const result = await run('powershell.exe', powershellArgs(STATUS_SCRIPT), {
        env: { ...process.env, PAINEL_PRINTER: queue, PAINEL_JOB: job ?? '' },
        timeoutMs: 15_000,
      });
      if (result.code !== 0 || result.stdout.trim() === '') return null;
      return JSON.parse(result.stdout) as WindowsStatus;
    } catch (error) {
      if (isMissingProgram(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  };
  // the job's read carries the printer's status too: the condition asked right after it reuses it
  // (a PowerShell start costs a few hundred ms of CPU)
  let lastJobRead: { queue: string; read: WindowsStatus; at: number } | null = null;
  return {
    async condition(queue) {
      const recent = lastJobRead && lastJobRead.queue === queue && Date.now() - lastJobRead.at < 1000 ? lastJobRead.read : null;
      const read = recent ?? (await status(queue));
      return read ? windowsReasons(read.PrinterStatus) : null;
    },
    send: (queue, bytes, title) => spoolRaw(queue, bytes, title, run),
    async job(queue, id): Promise<QueueJob> {
      const read = await status(queue, id);
      if (!read) return { state: 'desconhecido' };
      lastJobRead = { queue, read, at: Date.now() };
      // printed and gone: the spooler deletes a job once it is printed
      if (!read.Job) return { state: 'concluido' };
      const flags = (read.Job.JobStatus ?? '').split(/[\s,]+/).map((n) => n.toLowerCase());
      if (flags.includes('printed') || flags.includes('completed')) return { state: 'concluido' };
      const { paused, reasons } = windowsReasons(read.Job.JobStatus);
      return { state: 'pendente', started: flags.includes('printing'), reasons: paused ? [...reasons, 'paused'] : reasons };
    },
    async cancel(queue, id) {
      const result = await run('powershell.exe', powershellArgs(CANCEL_SCRIPT), {
        env: { ...process.env, PAINEL_PRINTER: queue, PAINEL_JOB: id },
        timeoutMs: 15_000,
      }).catch(() => null);
      return result?.code === 0;
    },
  };
}

/** The spooler's word on the printer now (the toolbar asks while nothing prints); null where it cannot say. */
export function readWindowsQueue(queue: string, run: RunCommand = runCommand): Promise<QueueCondition | null> {
  return windowsDriver(run).condition(queue).catch(() => null);
}

export function sendToWindowsSpooler(
  queue: string,
  bytes: Uint8Array,
  title: string,
  run: RunCommand = runCommand,
  options: OsQueueOptions = {},
): Promise<OsQueueReport> {
  // each look starts a PowerShell: every 2 s rather than CUPS's 0.5 s
  return printToOsQueue(windowsDriver(run), queue, bytes, title, { pollMs: 2000, ...options });
}
