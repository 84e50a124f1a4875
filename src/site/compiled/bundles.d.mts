export declare function compileCli(engineDir: string, fingerprint: string): Promise<string>;
export declare function renderWorkerBundle(engineDir: string, fingerprint: string): string;
export declare function compileRenderWorker(engineDir: string, fingerprint: string): Promise<{ file: string; fresh: boolean }>;
