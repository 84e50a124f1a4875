// The engine's public API: the CLI and the tests call these, nothing else.
export { build, loadOrThrow, type BuildOptions, type BuildSummary } from './build.ts';
export { check, type CheckResult } from './check/index.ts';
export { loadContent, type SiteContent } from './content/load.ts';
export { buildRoutes, type Route } from './routes.ts';
export { renderRoute, renderRoutes } from './render.ts';
export * from './diagnostics.ts';
