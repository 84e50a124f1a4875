// Pages rendered on the main thread are written by a thread of their own (write-thread.mjs): the
// kernel's work of making folders and files then runs on the other core while the next pages
// render. At N = 4,000 posts on this project's 2-core machine that is most of the writing time.
// A bounded number of batches is in flight, so memory holds a few hundred pages at most. While the
// main thread loads content, the thread renders the posts' bodies ahead of their pages. When it is
// behind, a page with nothing left to fill is written on the main thread instead of waiting: at the
// end of a build its queue of posts' pages would otherwise be the main thread's idle time.
import type { Worker } from 'node:worker_threads';
import type { DeferredMarkdown } from '../content/markdown.ts';
import { BuildError } from '../diagnostics.ts';
import type { PagePieces } from './layout-template.ts';
import type { WrittenPage } from './protocol.ts';
import { pageWriter } from './write-page.mjs';

/** Pages per message. */
const BATCH = 32;
/** Batches sent and not yet written, at most: beyond that render waits, or writes the page itself. */
const IN_FLIGHT = 8;

type Answer = (WrittenPage | { index: number; error: string })[];

export class PageWriter {
  private readonly worker: Worker;
  /** Pages to send: index, file, the HTML or [template number, values], Markdown to fill. */
  private batch: [number, string, string | [number, string[]], DeferredMarkdown | undefined][] = [];
  /** Templates' texts sent to the thread, by their number there. */
  private readonly templates = new Map<readonly string[], number>();
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly written: WrittenPage[] = [];
  /** Batches in flight at most before render waits (or writes here). */
  private readonly limit: number;
  /** Writes a page on this thread. */
  private readonly writeHere: ReturnType<typeof pageWriter>;
  private here = 0;
  private readonly errors: string[] = [];
  private failure?: Error;
  /** Pages (absolute paths) whose post bodies the thread renders ahead, by their place in its list. */
  private readonly aheadOrder = new Map<string, number>();
  private aheadSent = 0;
  /** How many of that list are done. */
  private aheadDone = 0;

  /**
   * @param fresh the output folder was empty at the start: nothing to replace.
   * @param inFlight batches sent and not yet written, at most (tests make it small).
   */
  constructor(fresh: boolean, { inFlight = IN_FLIGHT }: { inFlight?: number } = {}) {
    this.limit = inFlight;
    this.writeHere = pageWriter(fresh);
    // Loaded when first wanted: a rebuild that writes a few pages itself never starts a thread.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    this.worker = new Worker(new URL('./write-thread.mjs', import.meta.url), { workerData: { fresh } });
    this.worker.on('message', (answer: Answer | { ahead: number }) => {
      if (!Array.isArray(answer)) {
        this.aheadDone = answer.ahead;
        return;
      }
      for (const a of answer) {
        if ('error' in a) this.errors.push(a.error);
        else this.written.push(a);
      }
      this.settle();
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the page writer's thread stopped (exit code ${code})`)));
  }

  /** Make these folders (absolute paths) while the thread has nothing else to do: see pipeline.ts. */
  makeDirs(dirs: string[]): void {
    this.worker.postMessage({ dirs });
  }

  /**
   * Have the thread render these posts' bodies ahead of their pages, while it has little else to
   * do (content loading on this thread): post file and page file, absolute paths. Then render()
   * leaves those pages' Markdown to it (wantsMarkdown).
   */
  renderAhead(posts: [file: string, page: string][]): void {
    for (const [, page] of posts) this.aheadOrder.set(page, this.aheadSent++);
    this.worker.postMessage({ prerender: posts });
  }

  /**
   * Queue a page (absolute path), its Markdown still to render (content/markdown.ts) if `markdown`
   * is given; resolves at once unless too many batches are in flight. Then a page without Markdown
   * is written here at once, and one with Markdown waits. A page from a template goes as its
   * values, its template's texts once before (layout-template.ts); other pages as a string:
   * copying it to the thread costs this thread less than encoding it as UTF-8 here.
   */
  async write(index: number, file: string, page: string | PagePieces, markdown?: DeferredMarkdown): Promise<void> {
    if (!markdown && this.behind) {
      try {
        this.written.push({ index, ...this.writeHere(file, page) });
        this.here++;
      } catch (err) {
        this.errors.push(`cannot write ${file}: ${(err as Error).message}`);
      }
      return;
    }
    this.batch.push([index, file, typeof page === 'string' ? page : [this.templateNumber(page.texts), page.values], markdown]);
    if (this.batch.length >= BATCH) this.send();
    while (this.behind && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** The template's number on the thread; its texts are sent the first time (before any page of it). */
  private templateNumber(texts: readonly string[]): number {
    let n = this.templates.get(texts);
    if (n === undefined) {
      this.templates.set(texts, (n = this.templates.size));
      this.worker.postMessage({ template: n, texts });
    }
    return n;
  }

  /** As many batches in flight as allowed: a page queued now would wait. */
  get behind(): boolean {
    return this.inFlight >= this.limit;
  }

  /** Pages written on this thread, while the thread was behind. */
  get writtenHere(): number {
    return this.here;
  }

  /**
   * Worth handing the thread this page's (absolute path) Markdown as well: it rendered the body
   * ahead, or has little to do. On a fast disk it keeps up and renders most post bodies; where
   * writing files is slow it is behind, and the renderer keeps the Markdown (measured: giving it
   * all made a build on ext4 5% slower).
   */
  wantsMarkdown(page: string): boolean {
    if (this.behind) return false; // the page is then written here, whole
    return this.inFlight <= 1 || this.renderedAhead(page);
  }

  /** The thread has rendered this page's (absolute path) post body ahead, as far as this thread has heard. */
  renderedAhead(page: string): boolean {
    return (this.aheadOrder.get(page) ?? Infinity) < this.aheadDone;
  }

  /** Every page written (or the first reason one was not); the thread is stopped. */
  async close(): Promise<WrittenPage[]> {
    if (this.batch.length) this.send();
    while (this.inFlight > 0 && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
    if (this.failure) throw this.failure;
    if (this.errors.length) throw new BuildError(this.errors[0]!); // a disk problem, told as such (not as a bug)
    return this.written;
  }

  /** Stop without waiting for what is in flight (the build failed). */
  async abort(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }

  private send() {
    const batch = this.batch;
    this.batch = [];
    this.inFlight++;
    this.worker.postMessage(batch);
  }

  private settle() {
    this.inFlight--;
    this.waiting.splice(0).forEach((resolve) => resolve());
  }

  private fail(err: Error) {
    this.failure ??= err;
    this.waiting.splice(0).forEach((resolve) => resolve());
  }
}
