export declare const CACHE_FORMAT: number;
export declare const projectRoot: string;
export declare function cacheDir(opts?: { cache?: false | string; env?: NodeJS.ProcessEnv }): string | undefined;
export declare function engineDir(cache: string): string;
export declare function cliBundle(engine: string, fingerprint: string): string;
export declare function rememberFingerprint(fingerprint: string): void;
export declare function currentFingerprint(): string;
export declare function codeFingerprint(root?: string): string;
