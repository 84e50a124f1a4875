// Stand-in for js-yaml inside gray-matter, in the compiled bundles only (bundles.mjs). gray-matter
// loads js-yaml for its default YAML engine, and js-yaml loads esprima from node_modules (for its
// `!!js` types) on every start. content/load.ts always passes its own YAML engine and refuses the
// others, so neither is ever called.
function unused() {
  throw new Error("gray-matter's own YAML engine is not used: content/load.ts parses front matter");
}
module.exports = { safeLoad: unused, safeDump: unused };
