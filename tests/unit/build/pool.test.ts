// The worker pool (src/site/pool/pool.ts + serve.ts) with a small test worker.
import { describe, expect, it } from 'vitest';
import { threadsFor } from '../../../src/site/pool/render-pool.ts';
import { WorkerPool, WorkerTaskError } from '../../../src/site/pool/pool.ts';
import type { Task } from './fixtures/task-worker-impl.ts';

const entry = new URL('./fixtures/task-worker.mjs', import.meta.url);
type Answer = number | { thread: number };

describe('WorkerPool', () => {
  it('answers every task, spread over its workers', async () => {
    const pool = new WorkerPool<Task, Answer>({ entry, size: 2 });
    try {
      const squares = await Promise.all(Array.from({ length: 20 }, (_, n) => pool.run({ kind: 'square', n, ms: n % 3 })));
      expect(squares).toEqual(Array.from({ length: 20 }, (_, n) => n * n));
      const threads = new Set((await Promise.all(Array.from({ length: 8 }, () => pool.run({ kind: 'whoami' })))).map((a) => (a as { thread: number }).thread));
      expect(threads.size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('broadcast reaches each worker once', async () => {
    const pool = new WorkerPool<Task, Answer>({ entry, size: 3 });
    try {
      const answers = (await pool.broadcast({ kind: 'whoami' })) as { thread: number }[];
      expect(new Set(answers.map((a) => a.thread)).size).toBe(3);
    } finally {
      await pool.close();
    }
  });

  it('a task that throws rejects with the worker’s error; the pool goes on', async () => {
    const pool = new WorkerPool<Task, Answer>({ entry, size: 1 });
    try {
      const failed = pool.run({ kind: 'fail', message: 'no such page' });
      await expect(failed).rejects.toBeInstanceOf(WorkerTaskError);
      await expect(failed).rejects.toMatchObject({ name: 'TypeError', message: 'no such page' });
      expect(await pool.run({ kind: 'square', n: 4 })).toBe(16);
    } finally {
      await pool.close();
    }
  });

  it('a worker that dies fails its task, the queued ones and every later one', async () => {
    const pool = new WorkerPool<Task, Answer>({ entry, size: 1 });
    try {
      const crash = expect(pool.run({ kind: 'crash' })).rejects.toThrow(/stopped unexpectedly \(exit code 3\)/);
      const queued = expect(pool.run({ kind: 'square', n: 2, ms: 50 })).rejects.toThrow(/stopped unexpectedly/);
      await crash;
      await queued;
      await expect(pool.run({ kind: 'square', n: 3 })).rejects.toThrow(/stopped unexpectedly/);
    } finally {
      await pool.close();
    }
  });

  it('close rejects what is still waiting', async () => {
    const pool = new WorkerPool<Task, Answer>({ entry, size: 1, inFlight: 1 });
    const first = expect(pool.run({ kind: 'square', n: 1, ms: 100 })).rejects.toThrow(/closed/);
    const waiting = expect(pool.run({ kind: 'square', n: 2 })).rejects.toThrow(/closed/);
    await pool.close();
    await first;
    await waiting;
    await expect(pool.run({ kind: 'square', n: 3 })).rejects.toThrow(/closed/);
  });
});

describe('threadsFor', () => {
  it('one thread for a small rebuild, one per core (at most) for a big one', () => {
    expect(threadsFor(3, 2)).toBe(1);
    expect(threadsFor(5000, 2)).toBe(2);
    expect(threadsFor(Infinity, 4)).toBe(4);
  });
});
