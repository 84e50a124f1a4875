// The text form of findings: colour only where the terminal takes it.
import { describe, expect, it } from 'vitest';
import { toJson } from '../../../src/cli/commands/check.ts';
import { formatDiagnostics as formatFindings, terminal } from '../../../src/cli/report.ts';
import { formatDiagnostic as formatFinding, type Diagnostic } from '../../../src/site/diagnostics.ts';

const error: Diagnostic = {
  file: 'content/pages/home.yml',
  line: 9,
  field: 'blocks.0.actions.1.href',
  rule: 'links/internal',
  message: 'link to /Portfolio: …',
  severity: 'error',
};
const warning: Diagnostic = {
  file: 'content/pages/portfolio.yml',
  rule: 'counts',
  message: 'give it `id: industries`',
  severity: 'warning',
};

describe('check output', () => {
  it('writes path:line  rule  field  message, and marks warnings in words', () => {
    expect(formatFinding(error)).toBe(
      'content/pages/home.yml:9  links/internal  blocks.0.actions.1.href  link to /Portfolio: …',
    );
    expect(formatFinding(warning)).toBe('content/pages/portfolio.yml  counts  warning: give it `id: industries`');
  });

  it('groups by file with a blank line between files', () => {
    expect(formatFindings([error, { ...error, line: 12 }, warning]).split('\n')).toEqual([
      formatFinding(error),
      formatFinding({ ...error, line: 12 }),
      '',
      formatFinding(warning),
    ]);
  });

  it('colours only on a TTY, and never with NO_COLOR', () => {
    const tty = { isTTY: true } as NodeJS.WriteStream;
    expect(formatFindings([error], terminal(tty, {}))).toContain('\x1b[31mlinks/internal\x1b[0m');
    expect(formatFindings([error], terminal(tty, { NO_COLOR: '1' }))).not.toContain('\x1b[');
    expect(formatFindings([error], terminal({ isTTY: false } as NodeJS.WriteStream, {}))).not.toContain('\x1b[');
  });

  it('gives JSON the same fields, with null where there is no line or field', () => {
    expect(toJson(warning)).toEqual({
      file: 'content/pages/portfolio.yml',
      line: null,
      rule: 'counts',
      message: 'give it `id: industries`',
      severity: 'warning',
      field: null,
    });
  });
});
