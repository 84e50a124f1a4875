// Browser tests drive Debian's Chromium. Install it when missing (we are root on a Debian
// machine), or stop with one line that says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" and try again.`);
    return false;
  }
  console.log(`Chromium is missing: installing Debian's chromium package (one time)…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  } catch {
    console.error(`Installing chromium with apt-get failed: install it with "apt-get install -y chromium" and try again.`);
    return false;
  }
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
