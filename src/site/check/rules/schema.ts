// schema and render: the two pipeline stages `check` shares with the build. Schema findings come
// from loading (no other rule can run on content that does not load, so check/index.ts reports
// them on its own); render findings are the routes whose components threw.
import { defineRule } from './rule.ts';

export const schema = defineRule('schema', () => []);
export const render = defineRule('render', (ctx) => ctx.renderProblems);
