// `agency-site dev` run as a user runs it, for the tests that need the real process: its address,
// its output, its memory, and how long it takes to stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../helpers/sites.ts';

export interface DevProcess {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects on exit or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** The server's address, once printed. */
  url(): Promise<string>;
  /** Resident memory of the process in MB (Linux), undefined once gone. */
  rssMb(): number | undefined;
  /** Send `signal` and resolve with the exit code and the milliseconds it took to exit. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  exited: Promise<number | null>;
}

/**
 * Spawn dev on a free port; `tmp` becomes its TMPDIR, where it makes its temporary folder; `env` is
 * added; `bin` is another agency-site's (a copy's: tests/helpers/project-copy.ts).
 */
export function spawnDev(
  contentDir: string,
  tmp: string,
  env: NodeJS.ProcessEnv = {},
  bin = path.join(root, 'bin/agency-site.js'),
): DevProcess {
  const child = spawn(process.execPath, [bin, 'dev', '--content', contentDir, '--port', '0'], {
    cwd: path.dirname(contentDir),
    env: {
      ...process.env,
      NO_COLOR: '1',
      TMPDIR: tmp,
      AGENCY_SITE_CACHE_DIR: path.join(path.dirname(contentDir), 'cache'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: string) => {
    out += d;
    for (const l of listeners) l();
  };
  child.stdout!.setEncoding('utf8').on('data', onData);
  child.stderr!.setEncoding('utf8').on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const done = (fn: () => void) => {
        listeners.delete(check);
        clearTimeout(timer);
        fn();
      };
      const check = () => {
        const m = pattern.exec(out);
        if (m) done(() => resolve(m));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; dev printed:\n${out}`))),
        timeoutMs,
      );
      listeners.add(check);
      void exited.then(() => done(() => reject(new Error(`dev exited before printing ${pattern}:\n${out}`))));
      check();
    });
  return {
    child,
    output: () => out,
    waitFor,
    url: async () => (await waitFor(/agency-site dev {2}(http:\/\/127\.0\.0\.1:\d+)\//))[1]!,
    rssMb() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    async stop(signal) {
      const t0 = performance.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Math.round(performance.now() - t0) };
    },
    exited,
  };
}
