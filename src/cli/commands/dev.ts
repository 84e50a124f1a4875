import { startDev } from '../../site/dev/index.ts';
import { red, terminal } from '../report.ts';

export interface DevFlags {
  content: string;
  port: number;
  host: string;
  leadService?: string;
}

/**
 * Runs until Ctrl-C (SIGINT) or SIGTERM, also during the first build. Content and code errors are
 * shown in the browser and here, never fatal; only a port or host that cannot be used ends it.
 */
export async function runDev(flags: DevFlags): Promise<number> {
  const out = terminal(process.stdout);
  // A bug of ours in some callback must not take the server down with the editor's page.
  const stray = (err: unknown) => out.write(`${red(out, 'Internal error')} (a bug in agency-site; the dev server keeps running):\n${(err as Error)?.stack ?? String(err)}\n`);
  process.on('unhandledRejection', stray);
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const onSignal = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.once('SIGINT', () => process.exit(130)); // a second Ctrl-C: stop at once
    stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const dev = await startDev({
      contentDir: flags.content,
      port: flags.port,
      host: flags.host,
      leadService: flags.leadService,
      log: (line) => out.write(line + '\n'),
    });
    await stopped;
    out.write('stopping the dev server…\n');
    await dev.close();
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('unhandledRejection', stray);
  }
}
