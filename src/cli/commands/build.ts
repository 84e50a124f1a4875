import type { SiteDefinition } from '../../site/site-definition.ts';
import { build } from '../../site/build.ts';
import { ContentError } from '../../site/diagnostics.ts';
import { dim, formatBytes, formatHeld, formatMs, green, terminal } from '../report.ts';

export interface BuildFlags {
  content: string;
  out: string;
  siteUrl?: string;
  leadService?: string;
  drafts?: boolean;
  future?: boolean;
}

/**
 * Pages rendered so far, on one line rewritten in place: only on a terminal (a log or a pipe gets
 * the summary alone), at most ten times a second. Returns the callback and what clears the line.
 */
export function progressLine(stream: Pick<NodeJS.WriteStream, 'isTTY' | 'write'>, now = () => performance.now()) {
  let last = -Infinity;
  let shown = false;
  const onProgress = (done: number, total: number) => {
    if (!stream.isTTY || (done < total && now() - last < 100)) return;
    last = now();
    shown = true;
    stream.write(`\r  rendering and writing ${done}/${total} files`);
  };
  const clear = () => void (shown && stream.write('\r\x1b[K'));
  return { onProgress, clear };
}

export async function runBuild(flags: BuildFlags, site: SiteDefinition): Promise<number> {
  const out = terminal(process.stdout);
  const progress = progressLine(process.stdout);
  try {
    const onWait = (pid: number, lock: { file: string; waitMs: number }) =>
      process.stderr.write(
        `waiting for another agency-site build into ${flags.out}/ (process ${pid}, lock ${lock.file}) to finish, for up to ${Math.round(lock.waitMs / 1000)} s…\n`,
      );
    const summary = await build({
      site,
      contentDir: flags.content,
      outDir: flags.out,
      siteUrl: flags.siteUrl,
      leadService: flags.leadService,
      drafts: flags.drafts,
      future: flags.future,
      onWait,
      onProgress: progress.onProgress,
    }).finally(progress.clear);
    const heaviest = summary.heaviestPage;
    for (const s of summary.stages)
      out.write(`  ${green(out, '✓')} ${s.name.padEnd(14)} ${dim(out, formatMs(s.ms))}\n`);
    out.write(
      `${green(out, 'Built')} ${summary.pages} pages (${summary.files} files, ${formatBytes(summary.bytes)}) into ${flags.out}/ in ${formatMs(summary.totalMs)}` +
        `${summary.reused ? ` · ${summary.rendered} rendered, ${summary.reused} unchanged` : ''}\n` +
        `  script ${summary.assets.js} ${formatBytes(summary.assets.jsBytes)} (${formatBytes(summary.assets.jsGzipBytes)} gzipped)` +
        ` · styles ${summary.assets.css} ${formatBytes(summary.assets.cssBytes)} (${formatBytes(summary.assets.cssGzipBytes)} gzipped)\n` +
        `  heaviest page ${heaviest.file}: ${formatBytes(heaviest.bytes)} of HTML, ${formatBytes(heaviest.gzipBytes)} gzipped;` +
        ` with the script and stylesheet a visitor downloads ${formatBytes(heaviest.gzipBytes + summary.assets.jsGzipBytes + summary.assets.cssGzipBytes)} gzipped\n`,
    );
    out.write(formatHeld(summary.held, summary.nextLive));
    for (const w of summary.warnings) process.stderr.write(`warning: ${w}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ContentError) err.message = `${err.message}; nothing was written, ${flags.out}/ is unchanged`;
    throw err;
  }
}
