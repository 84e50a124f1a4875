import { build } from '../../site/build.ts';
import { ContentError } from '../../site/diagnostics.ts';
import { dim, formatBytes, formatMs, green, terminal } from '../report.ts';

export interface BuildFlags {
  content: string;
  out: string;
  siteUrl?: string;
  leadService?: string;
}

export async function runBuild(flags: BuildFlags): Promise<number> {
  const out = terminal(process.stdout);
  try {
    const onWait = (pid: number) => process.stderr.write(`waiting for another agency-site build into ${flags.out}/ (process ${pid}) to finish…\n`);
    const summary = await build({ contentDir: flags.content, outDir: flags.out, siteUrl: flags.siteUrl, leadService: flags.leadService, onWait });
    for (const s of summary.stages) out.write(`  ${green(out, '✓')} ${s.name.padEnd(14)} ${dim(out, formatMs(s.ms))}\n`);
    out.write(
      `${green(out, 'Built')} ${summary.pages} pages (${summary.files} files, ${formatBytes(summary.bytes)}) into ${flags.out}/ in ${formatMs(summary.totalMs)}` +
        `${summary.reused ? ` · ${summary.rendered} rendered, ${summary.reused} unchanged` : ''}\n` +
        `  script ${summary.assets.js} ${formatBytes(summary.assets.jsBytes)} (${formatBytes(summary.assets.jsGzipBytes)} gzipped)` +
        ` · styles ${summary.assets.css} ${formatBytes(summary.assets.cssBytes)} (${formatBytes(summary.assets.cssGzipBytes)} gzipped)\n` +
        `  heaviest page ${summary.heaviestPage.file} ${formatBytes(summary.heaviestPage.bytes)} HTML + ${formatBytes(summary.assets.jsGzipBytes)} JS + ${formatBytes(summary.assets.cssGzipBytes)} CSS gzipped\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ContentError) err.message = `${err.message}; nothing was written, ${flags.out}/ is unchanged`;
    throw err;
  }
}
