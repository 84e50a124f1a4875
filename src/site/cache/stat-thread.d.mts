import type { Worker } from 'node:worker_threads';

export declare function startStatThread(): Worker;
