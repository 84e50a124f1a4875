// Tests drive Debian's programs: Chromium (browser tests) and nginx (the nginx include's test,
// tests/unit/hosting/nginx.test.ts). Install what is missing with one apt-get (we are root on a
// Debian machine), or say in one line what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const NGINX = '/usr/sbin/nginx';

/** What a test needs: Debian's package and the program it installs. */
const tools = { chromium: CHROMIUM, nginx: NGINX };

/**
 * Makes sure of the named packages (default: all the tests use), installing the missing ones in
 * one apt-get. Returns those still missing; each is named in one line on stderr.
 * @param {(keyof typeof tools)[]} names
 */
export function ensureTools(names = /** @type {(keyof typeof tools)[]} */ (Object.keys(tools))) {
  const missing = () => names.filter((name) => !existsSync(tools[name]));
  const wanted = missing();
  if (!wanted.length) return [];
  const list = wanted.join(' ');
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Tests need ${wanted.map((n) => `${n} at ${tools[n]}`).join(' and ')}: run "sudo apt-get install -y ${list}" and try again.`);
    return wanted;
  }
  console.log(`Missing: installing Debian's ${list} (one time)…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...wanted], { stdio: ['ignore', 'ignore', 'inherit'], env });
  } catch {
    console.error(`Installing ${list} with apt-get failed: install it with "apt-get install -y ${list}" and try again.`);
  }
  return missing();
}

/** Chromium, for the browser tests and the audit: true when it is there. */
export function ensureChromium() {
  return ensureTools(['chromium']).length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureTools().length ? 1 : 0);
