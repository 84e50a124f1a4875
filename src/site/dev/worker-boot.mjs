// Entry of the engine worker when it runs the sources (compiled, it is lib/dev-worker.js:
// engine-host.ts). A worker does not inherit the main thread's TypeScript loader, so this plain-JS
// file registers tsx, then hands over to worker.ts. When our code does not compile or throws while
// loading, the worker stays up and answers every job with that one problem, so
// the dev server shows it in the browser and waits for the fix.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// The project's TypeScript settings, not those of the folder `dev` runs in.
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
try {
  await import('./worker.ts');
} catch (err) {
  const problems = [loadProblem(err)];
  parentPort.on('message', (msg) =>
    parentPort.postMessage({
      id: msg.id,
      type: 'done',
      result: { pages: [], routes: [], removed: [], complete: false, problems, total: 0, timings: {} },
    }),
  );
}

/** A Diagnostic (diagnostics.ts) naming the file and line that failed to compile or load. */
function loadProblem(err) {
  const message = String(err?.message ?? err);
  const text = `${message}\n${err?.stack ?? ''}`;
  // esbuild (through tsx): "/abs/file.tsx:12:4: ERROR: Expected ..."
  const compile = /^((?:file:\/\/)?\/[^\n:]+):(\d+):\d+: ERROR: (.*)$/m.exec(text);
  if (compile)
    return {
      file: shown(compile[1]),
      line: Number(compile[2]),
      rule: 'compile',
      message: compile[3],
      severity: 'error',
    };
  const frames = (err?.stack ?? '').matchAll(/((?:file:\/\/)?\/[^\s():]+\.(?:tsx?|mjs|js)):(\d+):\d+/g);
  const frame = [...frames].find((m) => !m[1].includes('/node_modules/'));
  return {
    file: frame ? shown(frame[1]) : 'src/site',
    line: frame ? Number(frame[2]) : undefined,
    rule: 'compile',
    message: `the site's code failed to load: ${message.split('\n')[0]}`,
    severity: 'error',
  };
}

function shown(file) {
  const rel = path.relative(process.cwd(), file.replace(/^file:\/\//, ''));
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}
