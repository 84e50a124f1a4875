// A setup file of the browser project (vitest.config.ts): vitest runs it again before every test
// file, also in the one module graph the files share, so each file serves the one build on a port
// of its own. Its pages' origin is then its own, and the lead stand-in keeps each origin's beacons
// apart: a beacon a page of one file sends late never lands in another file's count.
import { afterAll, inject } from 'vitest';
import { listen, staticHandler } from '../../src/site/serve.ts';
import { servedAt } from './helpers.ts';

const server = await listen(staticHandler(inject('distDir')), { host: '127.0.0.1', port: 0 });
servedAt(server.url);
afterAll(() => server.close());
