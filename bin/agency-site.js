#!/usr/bin/env node
// Launcher only: runs the CLI compiled from src/ when it is up to date, else the TypeScript
// sources through tsx (src/site/compiled/launch.cjs). No build step to remember after `npm install`.
// CommonJS (bin/package.json), like the launcher's fast way: Node starts without its ES module loader.
'use strict';
require('../src/site/compiled/launch.cjs')
  .launch(process.argv)
  .then((code) => {
    process.exitCode = code;
  });
