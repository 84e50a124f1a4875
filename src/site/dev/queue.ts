// Turns a stream of file changes into rebuilds: changes within a few milliseconds (one save, a
// git checkout) form one batch, changes that arrive while a rebuild runs wait and form the next
// one, and two rebuilds never run at the same time.

export type Area = 'content' | 'public' | 'styles' | 'client' | 'code';
export type ChangeKind = 'add' | 'change' | 'unlink';

export interface Change {
  /** Absolute path. */
  file: string;
  kind: ChangeKind;
  area: Area;
}

export interface Batch {
  /** Content files and what happened to them (the last event wins). */
  content: Map<string, ChangeKind>;
  /** Files under content/public/, copied as they are. */
  public: Map<string, ChangeKind>;
  /** Stylesheets changed (and nothing else in src/site). */
  styles: boolean;
  /** Client scripts changed. */
  client: boolean;
  /** Any other file under src/site: the engine's code. */
  code: boolean;
  /** Every changed file, in the order first seen. */
  files: string[];
  /** performance.now() of the batch's first change. */
  since: number;
}

const emptyBatch = (): Batch => ({
  content: new Map(),
  public: new Map(),
  styles: false,
  client: false,
  code: false,
  files: [],
  since: 0,
});

export class RebuildQueue {
  private batch = emptyBatch();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private waiters: (() => void)[] = [];

  /**
   * @param build runs one batch; it must not throw (the caller reports its own errors).
   * @param onCodeChange called at once when code changes while a batch runs, so a job running old
   *   code can be stopped instead of awaited.
   */
  constructor(
    private readonly build: (batch: Batch) => Promise<void>,
    private readonly opts: { delayMs: number; onCodeChange?: () => void },
  ) {}

  add(change: Change): void {
    const b = this.batch;
    if (!this.pending) b.since = performance.now();
    if (!b.files.includes(change.file)) b.files.push(change.file);
    if (change.area === 'content' || change.area === 'public') b[change.area].set(change.file, change.kind);
    else b[change.area] = true;
    if (change.area === 'code' && this.running) this.opts.onCodeChange?.();
    this.kick();
  }

  /** Rebuild everything with fresh code (the first build, or on request). */
  addFullBuild(): void {
    if (!this.pending) this.batch.since = performance.now();
    this.batch.code = true;
    this.kick();
  }

  private get pending(): boolean {
    const b = this.batch;
    return b.files.length > 0 || b.code || b.styles || b.client;
  }

  get busy(): boolean {
    return Boolean(this.running || this.timer || this.pending);
  }

  /** Resolves once nothing is waiting or being built. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private kick() {
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const batch = this.batch;
      this.batch = emptyBatch();
      this.running = this.build(batch)
        .catch(() => undefined) // build reports its own errors
        .finally(() => {
          this.running = undefined;
          if (this.pending) this.kick();
          else for (const resolve of this.waiters.splice(0)) resolve();
        });
    }, this.opts.delayMs);
  }
}
