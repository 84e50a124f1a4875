// The main thread's handle on the engine worker: send a job, get its result. The worker is
// started lazily and replaced after a code change (a fresh module graph, the old one freed with
// its thread), after a crash, or when a job runs past its time limit (a component stuck in a loop).
import { Worker } from 'node:worker_threads';
import { compiledEntry, sourceFile } from '../project.ts';
import type { BuiltAssets, EngineOptions, FromWorker, Job, JobResult } from './protocol.ts';

/**
 * What a new worker runs: the compiled engine while lib/ is current (it starts in about half the
 * CPU time: no TypeScript to compile), else the sources through tsx, so that a worker started after
 * a developer's edit runs the edited code.
 */
const workerFile = () => compiledEntry('dev-worker') ?? sourceFile('site/dev/worker-boot.mjs');

/** The job did not finish: the worker was stopped for a newer version of the code. */
export class JobAbortedError extends Error {
  constructor() {
    super('job aborted: the engine was restarted');
    this.name = 'JobAbortedError';
  }
}

export interface HostEvents {
  /** The worker failed outside a job (e.g. writing the share cards after one). */
  onStrayError(message: string): void;
}

interface Pending {
  resolve(result: JobResult): void;
  reject(err: Error): void;
  onAssets?: (assets: BuiltAssets) => void;
  timer: NodeJS.Timeout;
}

export class EngineHost {
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: EngineOptions,
    private readonly events: HostEvents,
    private readonly jobTimeoutMs = 120_000,
  ) {}

  run(job: Job, onAssets?: (assets: BuiltAssets) => void): Promise<JobResult> {
    // A change that arrives while the server shuts down must not start a worker nobody will stop.
    if (this.closed) return Promise.reject(new JobAbortedError());
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise<JobResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(
          new Error(
            `the engine did not finish within ${this.jobTimeoutMs / 1000} s (is a component stuck in a loop?); it was restarted`,
          ),
        );
        void this.stop();
      }, this.jobTimeoutMs);
      this.pending.set(id, { resolve, reject, onAssets, timer });
      worker.postMessage({ id, job });
    });
  }

  /** Stop the worker now; pending jobs reject with JobAbortedError. The next job starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new JobAbortedError());
    await worker?.terminate();
  }

  /** Stop for good: later jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private spawn(): Worker {
    const worker = new Worker(workerFile(), { workerData: this.options });
    worker.on('message', (msg: FromWorker) => {
      const job = this.pending.get(msg.id);
      if (!job) {
        if (msg.type === 'crash') this.events.onStrayError(msg.stack ?? msg.message);
        return;
      }
      if (msg.type === 'assets') return job.onAssets?.(msg.assets);
      this.pending.delete(msg.id);
      clearTimeout(job.timer);
      if (msg.type === 'done') job.resolve(msg.result);
      else job.reject(Object.assign(new Error(msg.message), { stack: msg.stack ?? msg.message }));
    });
    worker.on('error', (err) => this.workerGone(worker, err));
    worker.on('exit', (code) =>
      this.workerGone(worker, new Error(`the engine stopped unexpectedly (exit code ${code})`)),
    );
    return worker;
  }

  private workerGone(worker: Worker, err: Error) {
    if (this.worker !== worker) return; // stopped on purpose
    this.worker = undefined;
    this.failAll(err);
  }

  private failAll(err: Error) {
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    this.pending.clear();
  }
}
