#!/usr/bin/env node
// Launcher only: runs the CLI compiled from src/ when it is up to date, else the TypeScript
// sources through tsx (src/site/compiled/launch.mjs). No build step to remember after `npm install`.
import { launch } from '../src/site/compiled/launch.mjs';

process.exitCode = await launch(process.argv);
