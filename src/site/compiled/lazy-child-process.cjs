// commander loads child_process only to run executable subcommands, which this CLI has none of. In
// the compiled CLI it gets this stand-in instead (bundles.mjs), which loads the real module when
// first used: Node's child_process (with net, dgram and their streams) stays out of every
// command's start-up, ~3 ms.
'use strict';
let real;
module.exports = {
  spawn: (...args) => (real ??= require('node:child_process')).spawn(...args),
};
