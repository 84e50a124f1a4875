// One batch of changes → one rebuild: run the right engine job (which writes the output folder),
// then tell the browsers (reload, css, problems) and the terminal (one line). The state the HTTP side
// reads (current problems, whether any page exists yet) lives here.
import { lstat } from 'node:fs/promises';
import { displayPath } from '../model/content.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { JobAbortedError, type EngineHost } from './engine-host.ts';
import type { EventStream } from './events.ts';
import type { BuiltAssets, JobResult, Problem } from './protocol.ts';
import type { Batch, Change } from './queue.ts';
import { linkTarget } from './public-links.ts';
import { fileStamp } from './watch.ts';

export interface SessionDeps {
  engine: Pick<EngineHost, 'run' | 'stop'>;
  events: Pick<EventStream, 'send'>;
  log(line: string): void;
  contentDir: string;
  /** What is watched, for the first line ("content and src/site"). */
  watched: string;
  /** Queue changes again (a save caught half-written). */
  requeue(change: Change): void;
}

// A file still changing after this many rebuilds is shown as it is.
const MAX_REREADS = 3;

export class DevSession {
  problems: readonly Problem[] = [];
  /** `check`'s findings on the last good pages (errors, then warnings): shown after the problems. */
  findings: readonly Problem[] = [];
  hasPages = false;
  closed = false;
  private started = false;
  private assets?: BuiltAssets;
  private rereads = 0;
  /** Changed file → stamp of the version the last rebuild started from (the watcher compares with it). */
  readonly lastRead = new Map<string, string>();
  /** Routes rebuilt by a job whose news was held back (a re-read followed): told with the next. */
  private readonly carried = new Set<string>();
  /** Files of content/public/ already said to be left out. */
  private readonly skipped = new Set<string>();

  constructor(private readonly deps: SessionDeps) {}

  /** Never throws: every failure becomes a problem on the page and a line in the terminal. */
  async rebuild(batch: Batch): Promise<void> {
    const { engine } = this.deps;
    if (this.closed) return;
    try {
      // What each changed file looks like as this rebuild starts: the watcher's re-check compares with it.
      const stamps = await Promise.all(batch.files.map(fileStamp));
      batch.files.forEach((f, i) => this.lastRead.set(f, stamps[i]!));
      if (batch.code) {
        await engine.stop(); // a fresh worker imports the edited modules
        await this.publish(await engine.run({ type: 'build' }), batch, 'all');
        return;
      }
      if (batch.styles || batch.client) await this.rebundle(batch);
      if (batch.public.size) await this.copyPublic(batch);
      if (batch.content.size) await this.updateContent(batch);
    } catch (err) {
      if (err instanceof JobAbortedError || this.closed) return; // newer code is on its way, or we are stopping
      const problem: Problem = {
        file: 'src/site',
        rule: 'internal',
        severity: 'error',
        message: `Internal error in agency-site: ${(err as Error)?.message ?? err}`,
      };
      this.problems = [problem];
      this.deps.events.send({ event: 'problems', data: { count: 1, lines: [formatDiagnostic(problem)] } });
      this.internal(`while rebuilding after ${describe(batch)}`, err);
    }
  }

  internal(what: string, err: unknown): void {
    if (this.closed) return;
    this.deps.log(
      `${clock()} Internal error (a bug in agency-site, not in your content) ${what}:\n${(err as Error)?.stack ?? String(err)}`,
    );
  }

  private async rebundle(batch: Batch) {
    const jsBefore = this.assets?.js;
    let cssOnly = false;
    const result = await this.deps.engine.run({ type: 'assets' }, (next) => {
      // Swap the stylesheet as soon as it exists, before the pages that link it are rendered.
      cssOnly = !batch.client && next.js === jsBefore;
      if (cssOnly) this.deps.events.send({ event: 'css', data: { href: next.css } });
    });
    await this.publish(result, batch, cssOnly ? 'none' : 'all');
  }

  private async updateContent(batch: Batch) {
    const files = [...batch.content.keys()];
    const seen = files.map((f) => this.lastRead.get(f));
    const result = await this.deps.engine.run({ type: 'content', files });
    this.wrote(result); // the folder has moved on, whatever the browsers are told
    // A file that changed again while it was read was probably caught half-written: read the newer
    // version before telling anyone, rather than flash a truncated page or a false error.
    const now = await Promise.all(files.map(fileStamp));
    if (now.some((s, i) => s !== seen[i]) && this.rereads++ < MAX_REREADS) {
      for (const r of [...result.routes, ...result.removed.map((x) => x.route)]) this.carried.add(r);
      for (const [file, kind] of batch.content) this.deps.requeue({ file, kind, area: 'content' });
      return;
    }
    this.rereads = 0;
    this.announce(result, batch, 'routes');
  }

  /**
   * content/public/ is copied as it is: no rendering, and any page may use it (the favicon). The
   * engine copies it as the build does: a file named like one the build writes is a problem, and a
   * symbolic link (it could point anywhere, / or /etc) is left out, which is said once here.
   */
  private async copyPublic(batch: Batch) {
    let links = 0;
    for (const [file, kind] of batch.public) {
      const stat = kind === 'unlink' ? undefined : await lstat(file).catch(() => undefined);
      if (!stat?.isSymbolicLink()) continue;
      links++;
      this.skipPublic(file, `is a symbolic link to ${(await linkTarget(file)) ?? 'nothing'}`);
    }
    if (links === batch.public.size && batch.content.size === 0) return; // only links: nothing to copy or reload
    await this.publish(await this.deps.engine.run({ type: 'public' }), batch, 'all');
  }

  /** Say once that a file of content/public/ is left out, and why ("is a symbolic link to /etc"). */
  skipPublic(file: string, why: string): void {
    if (this.skipped.has(file)) return;
    this.skipped.add(file);
    this.deps.log(
      `${clock()} ${displayPath(file)} ${why}: not copied (content/public/ is published as regular files only; copy the file itself into it)`,
    );
  }

  /** Tell the browsers and the terminal what a job wrote. */
  private async publish(result: JobResult, batch: Batch, reload: 'routes' | 'all' | 'none') {
    this.wrote(result);
    this.announce(result, batch, reload);
  }

  private wrote(result: JobResult) {
    if (result.assets) this.assets = result.assets;
    if (result.routes.length) this.hasPages = true;
  }

  private announce(result: JobResult, batch: Batch, reload: 'routes' | 'all' | 'none') {
    const { events } = this.deps;
    const before = this.problems;
    const shownBefore = [...before, ...this.findings].map((d) => formatDiagnostic(d)).join('\n');
    const findingsBefore = this.findings.map((d) => formatDiagnostic(d)).join('\n');
    this.problems = result.problems;
    this.findings = result.findings ?? this.findings;
    const lines = [...this.problems, ...this.findings].map((d) => formatDiagnostic(d));
    if (lines.join('\n') !== shownBefore) events.send({ event: 'problems', data: { count: lines.length, lines } });
    if (this.findings.map((d) => formatDiagnostic(d)).join('\n') !== findingsBefore) this.reportFindings();
    const routes = new Set([...this.carried, ...result.routes, ...result.removed.map((r) => r.route)]);
    this.carried.clear();
    const pages = reload === 'all' && (result.routes.length || batch.public.size) ? '*' : [...routes];
    if (reload !== 'none' && pages.length) events.send({ event: 'reload', data: { pages } });
    this.report(result, batch, { fixed: before.length > 0, cssSwapped: reload === 'none' && Boolean(result.assets) });
  }

  /** `check`'s findings, when they changed: pages are served as built either way. */
  private reportFindings() {
    const n = this.findings.length;
    if (!n) return this.deps.log(`${clock()} check: no findings`);
    this.deps.log(
      `${clock()} check: ${n} finding${n === 1 ? '' : 's'} (pages served as built; \`check\` would fail on an error)`,
    );
    for (const p of this.findings) this.deps.log(`    ${formatDiagnostic(p)}`);
  }

  private report(result: JobResult, batch: Batch, how: { fixed: boolean; cssSwapped: boolean }) {
    const { log } = this.deps;
    const ms = Math.round(performance.now() - batch.since);
    const first = !this.started;
    this.started = true;
    if (first) log(`${clock()} built ${result.routes.length} pages · ${ms} ms · watching ${this.deps.watched}`);
    const n = result.problems.length;
    if (n) {
      const served = this.hasPages ? 'the last good pages are still served' : 'no page to serve yet';
      log(
        `${clock()} ${first ? '' : `${describe(batch)} → `}✗ ${n} problem${n === 1 ? '' : 's'}, ${served}${first ? '' : ` · ${ms} ms`}`,
      );
      for (const p of result.problems)
        log(`    ${formatDiagnostic(p)}${p.thrownAt ? `  (thrown at ${p.thrownAt})` : ''}`);
      return;
    }
    if (first) return;
    const gone = result.removed.length ? `, ${result.removed.length} removed` : '';
    const copied = batch.public.size && !batch.content.size ? 'copied' : 'no page changed';
    const built =
      result.routes.length || gone ? `${result.routes.length} of ${result.total} pages rebuilt${gone}` : copied;
    log(
      `${clock()} ${describe(batch)} → ${how.fixed ? '✓ fixed, ' : ''}${how.cssSwapped ? 'stylesheet swapped, ' : ''}${built} · ${ms} ms`,
    );
  }
}

function describe(batch: Batch): string {
  if (!batch.files.length) return 'rebuild';
  const [first, ...rest] = batch.files;
  return displayPath(first!) + (rest.length ? ` and ${rest.length} more` : '');
}

function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
