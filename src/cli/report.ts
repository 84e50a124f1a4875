// Terminal output: diagnostics grouped by file, summaries, colour only where it helps.
import { formatDiagnostic, type Diagnostic } from '../site/diagnostics.ts';
import type { HeldBack } from '../site/publish.ts';

export interface Out {
  write(text: string): void;
  color: boolean;
}

export function terminal(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): Out {
  return {
    write: (text) => void stream.write(text),
    color: Boolean(stream.isTTY) && env.NO_COLOR === undefined && env.TERM !== 'dumb',
  };
}

const paint = (code: number) => (out: Out, s: string) => (out.color ? `\x1b[${code}m${s}\x1b[0m` : s);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
export const dim = paint(2);
export const bold = paint(1);

/** One diagnostic per line (coloured on a terminal), a blank line between files. */
export function formatDiagnostics(list: readonly Diagnostic[], out: Pick<Out, 'color'> = { color: false }): string {
  const o = out as Out;
  const lines: string[] = [];
  list.forEach((d, i) => {
    if (i > 0 && list[i - 1]!.file !== d.file) lines.push('');
    const rule = d.severity === 'error' ? red : d.severity === 'warning' ? yellow : dim;
    lines.push(formatDiagnostic(d, { where: (s) => bold(o, s), rule: (s) => rule(o, s), field: (s) => dim(o, s) }));
  });
  return lines.join('\n');
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The build summary's lines on what it left out: drafts, scheduled posts and the day the next one
 * goes live (a site without a scheduled deploy needs a build that day). Empty when nothing was.
 */
export function formatHeld(held: readonly HeldBack[], nextLive: string | undefined): string {
  if (!held.length) return '';
  const drafts = held.filter((h) => h.until === 'draft');
  const scheduled = held.filter((h) => h.until !== 'draft');
  const lines: string[] = [];
  const list = (items: readonly HeldBack[], each: (h: HeldBack) => string) =>
    items.slice(0, 10).map(each).join(', ') + (items.length > 10 ? `, and ${items.length - 10} more` : '');
  if (drafts.length)
    lines.push(
      `  left out ${plural(drafts.length, 'draft')} (--drafts includes them): ${list(drafts, (h) => h.file)}\n`,
    );
  if (scheduled.length) {
    lines.push(
      `  left out ${plural(scheduled.length, 'scheduled post')} (--future includes them): ${list(scheduled, (h) => `${h.file} (${h.until})`)}\n`,
    );
    lines.push(`  next post goes live ${nextLive}: build again on or after that day to publish it\n`);
  }
  return lines.join('');
}
