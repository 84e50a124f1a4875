// The card worker: draws the cards it is given (workerData, CardText[]) and posts their PNGs back.
// On its own thread satori's layout, which is JavaScript, runs beside page rendering. Compiled at
// install into lib/card-worker.js with the CLI (scripts/compile.mjs); run from the sources, it
// registers tsx first, as a worker does not inherit the main thread's TypeScript loader.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

if (import.meta.url.endsWith('.mjs')) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
}
const { drawCards } = await import('./card-draw.ts');
const pngs = await drawCards(workerData);
parentPort.postMessage(pngs, pngs.map((p) => p.buffer));
