// Every problem the engine reports to a user is a Diagnostic: data first, text last,
// so the CLI, `check --format json` and the dev error page all say the same thing.

// An error fails `check`; a warning fails `check --strict`; an info is news that is no mistake (a
// post scheduled for next month), listed but never failing, so a scheduled post keeps CI green.
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** Path relative to the project (e.g. `content/pages/home.yml`). */
  file: string;
  line?: number;
  /** Dotted field path inside the file, e.g. `blocks.2.items.0.title`. */
  field?: string;
  /** Short stable id of the rule that produced it, e.g. `schema`, `yaml`, `links/internal`. */
  rule: string;
  message: string;
  severity: Severity;
}

export function diagnostic(d: Omit<Diagnostic, 'severity'> & { severity?: Severity }): Diagnostic {
  return { severity: 'error', ...d };
}

/** A mistake in the user's content: reported without a stack, exit code 1. */
export class ContentError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[], message = 'the content is not valid', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentError';
    this.diagnostics = diagnostics;
  }
}

/** A build step failed for a reason the user can act on (bundler error, disk error). */
export class BuildError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BuildError';
  }
}

/** A wrong flag or argument: exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function isError(d: Diagnostic): boolean {
  return d.severity === 'error';
}

export interface DiagnosticPaint {
  where?: (s: string) => string;
  rule?: (s: string) => string;
  field?: (s: string) => string;
}

/**
 * `file:line  rule  field  message`: the one-line form the CLI, `check` and the dev error page
 * all print. `paint` lets a terminal colour the parts.
 */
export function formatDiagnostic(d: Diagnostic, paint: DiagnosticPaint = {}): string {
  const id = (s: string) => s;
  const where = (paint.where ?? id)(d.line ? `${d.file}:${d.line}` : d.file);
  const field = d.field ? `${(paint.field ?? id)(d.field)}  ` : '';
  const severity = d.severity === 'warning' ? 'warning: ' : d.severity === 'info' ? 'info: ' : '';
  return `${where}  ${(paint.rule ?? id)(d.rule)}  ${field}${severity}${d.message}`;
}

/** Errors first, then warnings, then infos (each in the order given): how dev lists findings. */
export function bySeverity<T extends Pick<Diagnostic, 'severity'>>(list: readonly T[]): T[] {
  const rank = { error: 0, warning: 1, info: 2 };
  return [...list].sort((a, b) => (rank[a.severity] ?? 0) - (rank[b.severity] ?? 0));
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.rule.localeCompare(b.rule),
  );
}
