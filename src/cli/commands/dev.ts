import { startDev } from '../../site/dev/index.ts';
import { terminal } from '../report.ts';

export interface DevFlags {
  content: string;
  port: number;
  host: string;
  leadService?: string;
}

/** Runs until Ctrl-C (SIGINT) or SIGTERM; content and code errors are shown, never fatal. */
export async function runDev(flags: DevFlags): Promise<number> {
  const out = terminal(process.stdout);
  const dev = await startDev({
    contentDir: flags.content,
    port: flags.port,
    host: flags.host,
    leadService: flags.leadService,
    log: (line) => out.write(line + '\n'),
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      // A second Ctrl-C while shutting down ends the process at once.
      process.once('SIGINT', () => process.exit(130));
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  out.write('stopping the dev server…\n');
  await dev.close();
  return 0;
}
