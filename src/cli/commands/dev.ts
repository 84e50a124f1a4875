import { startDev } from '../../site/dev/index.ts';
import { terminal } from '../report.ts';

export interface DevFlags {
  content: string;
  port: number;
  host: string;
  leadService?: string;
}

export async function runDev(flags: DevFlags): Promise<number> {
  const out = terminal(process.stdout);
  const dev = await startDev({ contentDir: flags.content, port: flags.port, host: flags.host, leadService: flags.leadService, log: (line) => out.write(line + '\n') });
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await dev.close();
  return 0;
}
