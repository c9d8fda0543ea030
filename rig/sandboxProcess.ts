import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The sandbox CLI in a process of its own, over `dataFile`, on a port of its own choosing; resolves
 * with its address. A benchmark that times the browser keeps the sandbox's synchronous SQLite
 * work out of its own process. Its database file is written only when it stops: writing it is
 * sql.js exporting the whole database on the event loop (200 to 700 ms for the large store's 24
 * MB), which a platform does not do after each save and which held the next request (a drag's
 * save right after the previous one's write).
 */
export function startSandboxProcess(dataFile: string): Promise<{ url: string; child: ChildProcess }> {
  const args = ['src/sandbox/cli.ts', '--port', '0', '--data', dataFile, '--delivery-step', '0', '--persist-delay', String(60 * 60_000)];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /no ar: (http:\/\/\S+)/.exec(out);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`a sandbox saiu (${code}) antes de abrir: ${out}`)));
  });
}

/**
 * Stops the sandbox and waits until it is gone: on SIGTERM it writes its database once more, so
 * the folder that holds it may be removed only afterwards.
 */
export function stopSandboxProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}
