// `agency-site check`: run every rule, print the findings grouped by file (or as JSON), exit 0
// when clean and 1 with an error finding (or, with --strict, a warning; an info never fails).
import type { ProfileName } from '../../site/check/catalog.ts';
import type { SiteDefinition } from '../../site/site-definition.ts';
import { check } from '../../site/check/index.ts';
import { isError, type Diagnostic } from '../../site/diagnostics.ts';
import { formatDiagnostics, formatMs, green, plural, red, terminal } from '../report.ts';

const profileSays: Record<ProfileName, string> = {
  default: '',
  launch: ", with SPEC.md's launch figures",
  publish: ', ready to go live: no sample value left',
};

export interface CheckFlags {
  content: string;
  format: 'text' | 'json';
  strict?: boolean;
  profile?: ProfileName;
}

/** The JSON form: one object per finding, in the same order as the text lines. */
export interface JsonFinding {
  file: string;
  line: number | null;
  rule: string;
  message: string;
  severity: Diagnostic['severity'];
  field: string | null;
}

export function toJson(d: Diagnostic): JsonFinding {
  return {
    file: d.file,
    line: d.line ?? null,
    rule: d.rule,
    message: d.message,
    severity: d.severity,
    field: d.field ?? null,
  };
}

export async function runCheck(flags: CheckFlags, site: SiteDefinition): Promise<number> {
  const t0 = performance.now();
  const result = await check({ site, contentDir: flags.content, profile: flags.profile });
  const list = result.diagnostics;
  const errors = list.filter(isError).length;
  const warnings = list.filter((d) => d.severity === 'warning').length;
  const infos = list.length - errors - warnings;
  const failed = errors > 0 || (flags.strict === true && warnings > 0);

  if (flags.format === 'json') {
    process.stdout.write(JSON.stringify(list.map(toJson), null, 2) + '\n');
    return failed ? 1 : 0;
  }

  const out = terminal(process.stdout);
  if (list.length) out.write(formatDiagnostics(list, out) + '\n\n');
  const files = new Set(list.map((d) => d.file)).size;
  const found = list.length
    ? `${plural(errors, 'error')}, ${plural(warnings, 'warning')}${infos ? `, ${plural(infos, 'info')}` : ''} in ${plural(files, 'file')}`
    : 'no findings';
  const scope = result.complete
    ? `${plural(result.files, 'content file')}, ${plural(result.routes, 'route')}${profileSays[flags.profile ?? 'default']}`
    : 'the content did not load, so only schema findings are shown; the other rules run once every file loads';
  const verdict = failed ? red(out, '✗ check failed:') : green(out, '✓ check passed:');
  const stages = result.stages
    .filter((st) => st.ms >= 1)
    .map((st) => `${st.name} ${formatMs(st.ms)}`)
    .join(', ');
  out.write(`${verdict} ${found} (${scope}) · ${formatMs(performance.now() - t0)} (${stages})\n`);
  return failed ? 1 : 0;
}
