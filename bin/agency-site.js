#!/usr/bin/env node
// Launcher only: runs the CLI compiled from src/ when it is up to date, else the TypeScript
// sources through tsx (src/site/compiled/launch.cjs). No build step to remember after `npm install`.
// CommonJS (bin/package.json), like the launcher's fast way: Node starts without its ES module loader.
'use strict';
require('../src/site/compiled/launch.cjs')
  .launch(process.argv)
  .then((code) => {
    // The command is over (nothing it started is still running): exit at once, without Node
    // tearing down a build's heap first (~6 ms of a rebuild). Output still on its way out (a pipe
    // is asynchronous on some systems) is let out by the usual exit instead.
    if (process.stdout.writableLength || process.stderr.writableLength) process.exitCode = code;
    else process.exit(code);
  });
