// How the browser tests start Debian's Chromium (`npm test` makes sure of it:
// scripts/ensure-chromium.mjs): headless, through Playwright, and without the omnibox popup.
// Headless Chromium opens a window for every browser context, and for each window it loads the
// address bar's popup, a page of its own in a renderer of its own, which the tests never see:
// about 0.65 CPU-s per context, more than a page of the site costs to load.
import { chromium, type BrowserServer } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
/** Chromium features turned off besides Playwright's own: the address bar's popups. */
const OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export async function launchChromium(): Promise<BrowserServer> {
  // Chromium takes the last --disable-features and drops the others, so ours must carry
  // Playwright's list too: read from the command line Playwright starts it with.
  const probe = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const playwrights = probe
    .process()
    .spawnargs.filter((a) => a.startsWith('--disable-features='))
    .flatMap((a) => a.slice('--disable-features='.length).split(','));
  await probe.close();
  return chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, `--disable-features=${[...playwrights, ...OFF].join(',')}`],
  });
}
