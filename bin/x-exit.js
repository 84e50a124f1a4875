#!/usr/bin/env node
const t0 = performance.now();
const { launch } = await import('../src/site/compiled/launch.mjs');
const t1 = performance.now();
const code = await launch(process.argv);
const t2 = performance.now();
process.on('exit', () => { process.stderr.write(`T start ${t0.toFixed(1)} launchImported ${t1.toFixed(1)} done ${t2.toFixed(1)} exit ${performance.now().toFixed(1)}\n`); });
process.exitCode = code;
