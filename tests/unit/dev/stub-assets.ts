// A fixed client script and stylesheet for tests about pages, so they need not run esbuild.
// Used as `vi.mock('…/src/site/assets.ts', () => import('./stub-assets.ts'))`.
import type { Assets } from '../../../src/site/assets.ts';

export async function bundleAssets(): Promise<Assets> {
  return {
    js: '/assets/client-TEST.js',
    css: '/assets/styles-TEST.css',
    fonts: [],
    files: [
      { path: 'assets/client-TEST.js', contents: 'export {};' },
      { path: 'assets/styles-TEST.css', contents: 'body{}' },
    ],
  };
}
