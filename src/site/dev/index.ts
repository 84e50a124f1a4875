// First cut of `dev`: build into a private folder, serve it on loopback, rebuild on change.
// Incremental rendering, live reload and the in-browser error page come with the dev issue.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { watch } from 'chokidar';
import { build } from '../build.ts';
import { ContentError, formatDiagnostic } from '../diagnostics.ts';
import { listen, staticHandler } from '../serve.ts';

export interface DevOptions {
  contentDir: string;
  port: number;
  host: string;
  leadService?: string;
  log: (line: string) => void;
}

export async function startDev(opts: DevOptions) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-dev-'));
  const outDir = path.join(tmp, 'site');
  const rebuild = async (why: string) => {
    const t0 = performance.now();
    try {
      const s = await build({ contentDir: opts.contentDir, outDir, leadService: opts.leadService });
      opts.log(`${why}: ${s.pages} pages in ${Math.round(performance.now() - t0)} ms`);
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      for (const d of err.diagnostics) opts.log(formatDiagnostic(d));
    }
  };
  await rebuild('built');
  const server = await listen(staticHandler(outDir, { dev: true }), { host: opts.host, port: opts.port });
  opts.log(`agency-site dev: ${server.url}/`);
  const watcher = watch(path.resolve(opts.contentDir), { ignoreInitial: true });
  watcher.on('all', (_event, file) => void rebuild(path.relative(process.cwd(), file)));
  return {
    url: server.url,
    async close() {
      await watcher.close();
      await server.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
