export declare function pageWriter(fresh: boolean): ((file: string, contents: string | Uint8Array | { texts: readonly string[]; values: string[] }) => { bytes: number; mtimeMs: number; ino: number }) & {
  /** Make a folder (its parents too), once. */
  makeDir(dir: string): void;
};
