// The card worker: draws one batch of cards (workerData: CardText[] and the fonts' files) and posts
// their PNGs back. On its own thread the drawing goes on while the main thread renders pages (it
// never waits for sharp there). Compiled at install into lib/card-worker.js with the CLI
// (scripts/compile.mjs); run from the sources, it registers tsx first, as a worker does not inherit
// the main thread's TypeScript loader.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

if (import.meta.url.endsWith('.mjs')) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
}
const { drawCards } = await import('./card-draw.ts');
// Copied into buffers of their own, which can be handed over without a copy.
const pngs = (await drawCards(workerData.texts, workerData.fontFiles)).map((png) => new Uint8Array(png));
parentPort.postMessage(
  pngs,
  pngs.map((p) => p.buffer),
);
