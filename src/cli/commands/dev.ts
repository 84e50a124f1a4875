import { startDev, type DevServer } from '../../site/dev/index.ts';
import { red, terminal } from '../report.ts';

export interface DevFlags {
  content: string;
  port: number;
  host: string;
  leadService?: string;
}

// Ctrl-C ends dev within this, whatever runs: a rebuild, the first build, a slow close. Past it the
// process exits anyway (the worker thread with it) and the temporary folder is removed on 'exit'.
const STOP_DEADLINE_MS = 600;

/**
 * Runs until Ctrl-C (SIGINT) or SIGTERM, also during the first build. Content and code errors are
 * shown in the browser and here, never fatal; only a port or host that cannot be used ends it.
 */
export async function runDev(flags: DevFlags): Promise<number> {
  const out = terminal(process.stdout);
  // A bug of ours in some callback must not take the server down with the editor's page.
  const stray = (err: unknown) =>
    out.write(
      `${red(out, 'Internal error')} (a bug in agency-site; the dev server keeps running):\n${(err as Error)?.stack ?? String(err)}\n`,
    );
  process.on('unhandledRejection', stray);
  let dev: DevServer | undefined;
  const onSignal = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.once('SIGINT', () => process.exit(130)); // a second Ctrl-C: stop at once
    process.once('SIGTERM', () => process.exit(143));
    out.write('stopping the dev server…\n');
    setTimeout(() => process.exit(0), STOP_DEADLINE_MS);
    // Still starting: nothing worth a graceful close; 'exit' removes the temporary folder.
    if (!dev) return process.exit(0);
    dev.close().then(
      () => process.exit(0),
      (err) => {
        out.write(
          `${red(out, 'Internal error')} while stopping (a bug in agency-site):\n${(err as Error)?.stack ?? String(err)}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    dev = await startDev({
      contentDir: flags.content,
      port: flags.port,
      host: flags.host,
      leadService: flags.leadService,
      log: (line) => out.write(line + '\n'),
    });
    await new Promise<never>(() => undefined); // until a signal ends the process
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('unhandledRejection', stray);
  }
}
