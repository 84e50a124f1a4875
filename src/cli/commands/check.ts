import { check } from '../../site/check/index.ts';
import { isError } from '../../site/diagnostics.ts';
import { formatDiagnostics, formatMs, green, plural, red, terminal } from '../report.ts';

export interface CheckFlags {
  content: string;
  format: 'text' | 'json';
  strict?: boolean;
}

export async function runCheck(flags: CheckFlags): Promise<number> {
  const t0 = performance.now();
  const result = await check({ contentDir: flags.content });
  const list = result.diagnostics;
  const failed = list.some(isError) || (flags.strict === true && list.length > 0);
  if (flags.format === 'json') {
    process.stdout.write(JSON.stringify(list.map(({ file, line, rule, message, severity, field }) => ({ file, line: line ?? null, field: field ?? null, rule, message, severity })), null, 2) + '\n');
    return failed ? 1 : 0;
  }
  const out = terminal(process.stdout);
  if (list.length) out.write(formatDiagnostics(list, out) + '\n');
  const errors = list.filter(isError).length;
  const summary = `${plural(errors, 'error')}, ${plural(list.length - errors, 'warning')} in ${plural(result.files, 'file')} (${plural(result.routes, 'route')}) · ${formatMs(performance.now() - t0)}`;
  out.write(`${failed ? red(out, '✗ check failed:') : green(out, '✓ check passed:')} ${summary}\n`);
  return failed ? 1 : 0;
}
