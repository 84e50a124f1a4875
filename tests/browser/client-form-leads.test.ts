// The contact form is a lead (issue #50): a valid submission sends one lead beacon with the chat
// text it opens, the address and its UTM, then opens the chat and says where to turn if it did not;
// an invalid one, or one whose trap field a bot filled, sends and opens nothing; with the site's lead
// reference on, the chat and the beacon carry the same code, a new one per submission.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatText, lead, nextTab, routeWith, sessionPerTest, sleep, url, watchTabs, type Session } from './helpers.ts';

const FORM = 'form[data-contact-form]';
const formRoute = routeWith(FORM, '/contact');
const field = (name: string) => `${FORM} [name="${name}"]`;

const sessions = sessionPerTest();
beforeEach(() => lead.mode('ok'));
afterEach(() => lead.mode('ok'));

/**
 * The form's page, its visit beacon cleared. `reference`: as a site with `chat.reference: {prefix:
 * TDS, label: Ref}` renders it (its <body> data, lead-reference.test.ts), set before the client
 * script runs (the page is not routed through the test: Chromium drops keepalive beacons then).
 */
async function openForm(query = '', { reference = false } = {}): Promise<{ s: Session; page: Page }> {
  const s = await sessions.open();
  if (reference)
    await s.page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return; // parsed, module scripts not yet run
        Object.assign(document.body.dataset, { leadRefPrefix: 'TDS', leadRefLabel: 'Ref' });
      }),
    );
  await s.page.goto(url(formRoute + query), { waitUntil: 'domcontentloaded' });
  await lead.visits(1, { quietMs: 100 });
  await lead.reset();
  return { s, page: s.page };
}

async function fillValid(page: Page) {
  await page.fill(field('name'), 'Rahul Das');
  await page.fill(field('phone'), '+91 98765 43210');
  await page.fill(field('email'), 'rahul@example.org');
  await page.selectOption(field('service'), { index: 1 });
  await page.fill(field('message'), 'A new website for our tea estate.');
}

async function send(s: Session): Promise<string> {
  const tab = nextTab(s);
  await s.page.click(`${FORM} [type="submit"]`);
  return chatText((await tab).url())!;
}

describe('a valid submission', () => {
  it('sends exactly one lead beacon with the chat text, the address and its UTM, then opens that chat', async () => {
    const query = '?utm_source=google&utm_medium=cpc&utm_campaign=tea%20estates';
    const { s, page } = await openForm(query);
    await fillValid(page);
    const text = await send(s);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.json).toEqual({
      message: text,
      pageUrl: url(formRoute + query),
      utm: { source: 'google', medium: 'cpc', campaign: 'tea estates' },
    });
    expect(text).toContain('A new website for our tea estate.');
    expect(s.pageErrors).toEqual([]);
  });

  it('then says where to turn if the chat did not open: the phone and e-mail links', async () => {
    const { s, page } = await openForm();
    const note = page.locator(`${FORM} [data-after-chat]`);
    expect(await note.isVisible()).toBe(false);
    await fillValid(page);
    await send(s);
    expect(await note.isVisible()).toBe(true);
    expect(await note.getAttribute('role')).toBe('status');
    const links = await note.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).protocol));
    expect(links).toEqual(['tel:', 'mailto:']);
  });

  it('opens the chat even when the lead service is down', async () => {
    const { s, page } = await openForm();
    await lead.mode('down');
    await fillValid(page);
    expect(await send(s)).toContain('Rahul Das');
    expect(s.pageErrors).toEqual([]);
  });
});

describe('what sends nothing', () => {
  async function expectNothing(s: Session) {
    const tabs = watchTabs(s);
    await s.page.click(`${FORM} [type="submit"]`);
    await sleep(800);
    expect(tabs).toEqual([]);
    expect(await lead.leads(0, { quietMs: 200 })).toEqual([]);
  }

  it('an invalid submission', async () => {
    const { s, page } = await openForm();
    await fillValid(page);
    await page.fill(field('email'), 'not-an-email');
    await expectNothing(s);
  });

  it('a submission whose trap field is filled (as a bot fills every field)', async () => {
    const { s, page } = await openForm();
    await fillValid(page);
    const trap = page.locator(`${FORM} .form-trap input`);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent)).toBeTruthy();
    const box = (await page.locator(`${FORM} .form-trap`).boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1); // out of sight: its box clips the field
    await trap.fill('https://spam.example');
    await expectNothing(s);
  });
});

describe('with the lead reference on (site.yml chat.reference)', () => {
  it('the chat text and the beacon carry the same code, a new one per submission', async () => {
    const { s, page } = await openForm('', { reference: true });
    await fillValid(page);
    const first = await send(s);
    const second = await send(s);
    const codes = [first, second].map((t) => /\n\nRef: (TDS-[A-Z2-9]{4})$/.exec(t)?.[1]);
    expect(codes.every(Boolean), `${first}\n---\n${second}`).toBe(true);
    expect(codes[0]).not.toBe(codes[1]);
    const leads = await lead.leads(2);
    expect(leads.map((l) => l.json.message)).toEqual([first, second]);
  });

  it('a chat link gets a new code per click, in its chat and its beacon alike', async () => {
    const { s, page } = await openForm('', { reference: true });
    const chatLink = 'main a[href^="https://wa.me/"]';
    const texts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const tab = nextTab(s);
      await page.click(chatLink);
      texts.push(chatText((await tab).url())!);
    }
    expect(texts[0]).toMatch(/\n\nRef: TDS-[A-Z2-9]{4}$/);
    expect(texts[1]).toMatch(/\n\nRef: TDS-[A-Z2-9]{4}$/);
    expect(texts[0]).not.toBe(texts[1]);
    expect(texts[1]!.match(/Ref:/g)).toHaveLength(1); // a new code, not one more
    expect((await lead.leads(2)).map((l) => l.json.message)).toEqual(texts);
  });
});
