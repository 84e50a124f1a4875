// schema, render and hosts: the pipeline stages `check` shares with the build. Schema findings come
// from loading (no other rule can run on content that does not load, so check/index.ts reports
// them on its own); render findings are the routes whose components threw; host limits are found
// where the pipeline prints the host files (hosting/limits.ts), and come with its problems.
import { defineRule } from './rule.ts';

export const schema = defineRule('schema', () => []);
export const render = defineRule('render', (ctx) => ctx.renderProblems);
export const hosts = defineRule('hosts', () => []);
