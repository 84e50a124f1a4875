#!/usr/bin/env node
// Launcher only: tsx compiles the TypeScript sources on the fly (cached), so there is no build
// step to remember after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
