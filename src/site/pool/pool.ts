// A small worker_threads pool: one worker per core, tasks handed out as workers free up (at most
// two in flight each, so a fast worker never waits for a slow one's queue), every task answered
// or rejected. A worker that dies rejects what it held and fails the pool: a build must stop on
// a crash, not hang or quietly lose pages.
import { availableParallelism } from 'node:os';
import type { TransferListItem, Worker } from 'node:worker_threads';

/** What a worker sends back for each task (see serveTasks in ./serve.ts). */
export type Reply<Out> = { id: number; ok: true; value: Out } | { id: number; ok: false; error: { message: string; stack?: string; name?: string } };

export interface PoolOptions {
  /** Worker entry file: plain JavaScript (workers do not inherit a TypeScript loader). */
  entry: string | URL;
  /** Number of workers; default: one per core. */
  size?: number;
  workerData?: unknown;
  resourceLimits?: import('node:worker_threads').ResourceLimits;
  /** Tasks a worker holds at once. */
  inFlight?: number;
}

interface Task<In, Out> {
  id: number;
  message: In;
  transfer?: readonly TransferListItem[];
  resolve(value: Out): void;
  reject(err: Error): void;
}

interface Slot<In, Out> {
  worker: Worker;
  held: Map<number, Task<In, Out>>;
}

/** The error a worker threw, with its own message and stack. */
export class WorkerTaskError extends Error {
  constructor(error: { message: string; stack?: string; name?: string }) {
    super(error.message);
    this.name = error.name ?? 'WorkerTaskError';
    if (error.stack) this.stack = error.stack;
  }
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

export class WorkerPool<In, Out> {
  private readonly slots: Slot<In, Out>[] = [];
  private readonly queue: Task<In, Out>[] = [];
  private readonly inFlight: number;
  private nextId = 1;
  private failure?: Error;
  private closed = false;

  constructor(options: PoolOptions) {
    this.inFlight = options.inFlight ?? 2;
    const size = Math.max(1, options.size ?? defaultPoolSize());
    for (let i = 0; i < size; i++) this.slots.push(this.start(options));
  }

  get size(): number {
    return this.slots.length;
  }

  /** Run one task on whichever worker frees up first. */
  run(message: In, transfer?: readonly TransferListItem[]): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      if (this.closed) return reject(new Error('the worker pool is closed'));
      this.queue.push({ id: this.nextId++, message, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Send the same message to every worker (set-up); resolves with each worker's answer. */
  broadcast(message: In): Promise<Out[]> {
    return Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<Out>((resolve, reject) => {
            if (this.failure) return reject(this.failure);
            this.send(slot, { id: this.nextId++, message, resolve, reject });
          }),
      ),
    );
  }

  /** Stop every worker. Tasks still waiting are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const err = new Error('the worker pool was closed');
    for (const task of this.queue.splice(0)) task.reject(err);
    await Promise.all(
      this.slots.map(async (slot) => {
        for (const task of slot.held.values()) task.reject(err);
        slot.held.clear();
        await slot.worker.terminate();
      }),
    );
  }

  private start(options: PoolOptions): Slot<In, Out> {
    // Loaded when a pool starts: a rebuild that renders on the main thread never needs it.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    const worker = new Worker(options.entry, { workerData: options.workerData, resourceLimits: options.resourceLimits });
    const slot: Slot<In, Out> = { worker, held: new Map() };
    worker.on('message', (reply: Reply<Out>) => {
      const task = slot.held.get(reply.id);
      if (!task) return;
      slot.held.delete(reply.id);
      if (reply.ok) task.resolve(reply.value);
      else task.reject(new WorkerTaskError(reply.error));
      this.dispatch();
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`a build worker stopped unexpectedly (exit code ${code})`));
    });
    return slot;
  }

  private send(slot: Slot<In, Out>, task: Task<In, Out>) {
    slot.held.set(task.id, task);
    slot.worker.postMessage({ id: task.id, message: task.message }, task.transfer);
  }

  private dispatch() {
    while (this.queue.length && !this.failure) {
      let best: Slot<In, Out> | undefined;
      for (const slot of this.slots) if (slot.held.size < this.inFlight && (!best || slot.held.size < best.held.size)) best = slot;
      if (!best) return;
      this.send(best, this.queue.shift()!);
    }
  }

  private fail(err: Error) {
    if (this.failure || this.closed) return;
    this.failure = err;
    for (const task of this.queue.splice(0)) task.reject(err);
    for (const slot of this.slots) {
      for (const task of slot.held.values()) task.reject(err);
      slot.held.clear();
    }
    void this.close();
  }
}
