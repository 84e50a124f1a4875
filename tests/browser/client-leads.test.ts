// Lead beacon (issue 4, behaviour 1): exact beacon counts per click, messages, utm, links added
// later, the fetch fallback, and a lead service that fails or is down.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chat,
  chatText,
  lead,
  nextTab,
  sessionPerTest,
  routeWith,
  url,
  watchTabs,
  type Session,
  type SessionOptions,
} from './helpers.ts';

const FLOATING = 'a[data-chat="floating"]';
const HEADER = 'header a[data-chat="header"]';
const CONTENT_CHAT = 'main a[href^="https://wa.me/"]';

const sessions = sessionPerTest();
let session: Session | undefined;
beforeEach(async () => {
  await lead.mode('ok');
});
afterEach(async () => {
  await lead.mode('ok');
});

/** Opens `route`, waits for its visit beacon, then clears the stub so only clicks count. */
async function open(route = '/', options?: SessionOptions): Promise<Session> {
  session = await sessions.open(options);
  await session.page.goto(url(route), { waitUntil: 'domcontentloaded' });
  await lead.visits(1, { quietMs: 100 });
  await lead.reset();
  return session;
}

/** Appends a link to <main> after load, the way later scripts or widgets would. */
async function insertLink(s: Session, href: string, id: string, { target = '_blank' as string | null } = {}) {
  await s.page.evaluate(
    ([href, id, target]) => {
      const a = document.createElement('a');
      a.href = href!;
      a.id = id!;
      if (target) {
        a.target = target;
        a.rel = 'noopener noreferrer';
      }
      a.textContent = 'Inserted chat link';
      document.querySelector('main')!.prepend(a);
    },
    [href, id, target],
  );
}

async function clickAndOpen(s: Session, selector: string) {
  const tab = nextTab(s);
  await s.page.click(selector);
  return tab;
}

describe('trigger A: the floating chat button', () => {
  it('sends exactly one beacon with the chat text it opens, then opens that chat in a new tab', async () => {
    const s = await open('/');
    const href = (await s.page.getAttribute(FLOATING, 'href'))!;
    const tab = await clickAndOpen(s, FLOATING);
    expect(tab.url()).toBe(new URL(href).href);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.json).toEqual({
      message: chatText(href),
      pageUrl: url('/'),
      utm: { source: null, medium: null, campaign: null },
    });
    expect(leads[0]!.json.message).toBe(chat.defaultMessage);
    expect(s.pageErrors).toEqual([]);
  });

  it('sends one beacon per click, however many clicks', async () => {
    const s = await open('/about');
    for (let i = 0; i < 3; i++) await clickAndOpen(s, FLOATING);
    expect(await lead.leads(3)).toHaveLength(3);
  });

  it('sends one beacon when the click lands on the icon inside the button', async () => {
    const s = await open('/');
    const icon = `${FLOATING} svg`;
    expect(await s.page.locator(icon).count()).toBe(1);
    await clickAndOpen(s, icon);
    expect(await lead.leads(1)).toHaveLength(1);
  });

  it('sends one beacon when the button is activated from the keyboard', async () => {
    const s = await open('/');
    await s.page.focus(FLOATING);
    const tab = nextTab(s);
    await s.page.keyboard.press('Enter');
    await tab;
    expect(await lead.leads(1)).toHaveLength(1);
  });

  it('carries the utm values of a tagged address', async () => {
    const tagged = '/services?utm_source=newsletter&utm_medium=email&utm_campaign=diwali%20offer';
    const s = await open(tagged);
    await clickAndOpen(s, FLOATING);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.json.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: 'diwali offer' });
    expect(leads[0]!.json.pageUrl).toBe(url(tagged));
  });

  it('is sent as a text/plain beacon whose body is the JSON payload', async () => {
    const s = await open('/');
    await clickAndOpen(s, FLOATING);
    const leads = await lead.leads(1);
    expect(leads[0]).toMatchObject({ method: 'POST', path: '/api/leads', contentType: 'text/plain;charset=UTF-8' });
    expect((await lead.requests()).filter((r) => r.method === 'OPTIONS')).toEqual([]);
  });
});

describe('the header chat button', () => {
  it('opens the chat with the default message and sends no beacon', async () => {
    const s = await open('/');
    const tab = await clickAndOpen(s, HEADER);
    expect(chatText(tab.url())).toBe(chat.defaultMessage);
    expect(new URL(tab.url()).host).toBe('wa.me');
    expect(await lead.leads(0, { quietMs: 600 })).toEqual([]);
  });
});

describe('trigger B: any chat link', () => {
  it('a chat link in the page content sends one beacon with its own text', async () => {
    const s = await open(routeWith(CONTENT_CHAT, '/'));
    const target = s.page.locator(CONTENT_CHAT).first();
    const href = (await target.getAttribute('href'))!;
    const tab = nextTab(s);
    await target.click();
    expect((await tab).url()).toBe(new URL(href).href);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.json.message).toBe(chatText(href));
  });

  it('a link without a text parameter sends the default lead message', async () => {
    const s = await open('/');
    await insertLink(s, 'https://wa.me/919876543210', 'plain');
    await clickAndOpen(s, '#plain');
    const leads = await lead.leads(1);
    expect(leads.map((l) => l.json.message)).toEqual([chat.fallbackLeadMessage]);
  });

  it('a link whose text cannot be decoded sends the default lead message', async () => {
    const s = await open('/');
    await insertLink(s, 'https://wa.me/919876543210?text=%E0%A4%', 'broken');
    await clickAndOpen(s, '#broken');
    const leads = await lead.leads(1);
    expect(leads.map((l) => l.json.message)).toEqual([chat.fallbackLeadMessage]);
  });

  it('an api.whatsapp.com/send link inserted after load sends one beacon with its text', async () => {
    const s = await open('/');
    await insertLink(
      s,
      'https://api.whatsapp.com/send?phone=919876543210&text=Namaste%21%20%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
      'later',
    );
    await clickAndOpen(s, '#later');
    const leads = await lead.leads(1);
    expect(leads.map((l) => l.json.message)).toEqual(['Namaste! नमस्ते']);
  });

  it('a link to anything but a chat sends nothing', async () => {
    const s = await open('/');
    await insertLink(s, url('/contact'), 'other');
    await clickAndOpen(s, '#other');
    expect(await lead.leads(0, { quietMs: 600 })).toEqual([]);
  });
});

describe('the fetch fallback', () => {
  /** Records what the page passes to fetch, to see keepalive (the stub cannot). */
  const recordFetch = `
    const original = window.fetch;
    window.fetchCalls = [];
    window.fetch = (input, init) => {
      window.fetchCalls.push({ url: String(input), method: init?.method, keepalive: init?.keepalive, headers: init?.headers });
      return original(input, init);
    };`;

  it('without navigator.sendBeacon, fetch POSTs JSON with keepalive — exactly once', async () => {
    const s = await open('/', { initScript: `delete Navigator.prototype.sendBeacon; ${recordFetch}` });
    expect(await s.page.evaluate(() => 'sendBeacon' in navigator)).toBe(false);
    await clickAndOpen(s, FLOATING);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ method: 'POST', path: '/api/leads', contentType: 'application/json' });
    expect(leads[0]!.json).toEqual({
      message: chat.defaultMessage,
      pageUrl: url('/'),
      utm: { source: null, medium: null, campaign: null },
    });
    const calls = await s.page.evaluate(() => (window as unknown as { fetchCalls: Array<{ url: string }> }).fetchCalls);
    expect(calls.filter((c) => c.url.endsWith('/api/leads'))).toEqual([
      {
        url: expect.stringMatching(/\/api\/leads$/),
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
    expect(s.pageErrors).toEqual([]);
  });

  it('the JSON fetch passes a real CORS preflight at the lead service', async () => {
    const s = await open('/', { initScript: 'delete Navigator.prototype.sendBeacon;' });
    // While routes are set Playwright answers every CORS preflight itself; with the page
    // loaded, drop them so the browser's own OPTIONS request reaches the stand-in.
    await s.page.waitForLoadState('networkidle');
    await s.context.unrouteAll({ behavior: 'wait' });
    await insertLink(s, 'https://wa.me/919876543210?text=Preflight', 'stay', { target: null });
    // Keep the page here: the link is followed by nothing once the beacon listener has run.
    await s.page.evaluate(() => addEventListener('click', (e) => e.preventDefault()));
    await s.page.click('#stay');
    const leads = await lead.leads(1);
    expect(leads.map((l) => [l.contentType, l.json.message])).toEqual([['application/json', 'Preflight']]);
    const preflight = (await lead.requests()).find((r) => r.method === 'OPTIONS' && r.path === '/api/leads');
    expect(preflight?.origin).toBe(new URL(url('/')).origin);
  });

  it('when sendBeacon refuses, fetch sends it instead — still one request', async () => {
    const s = await open('/', { initScript: 'Navigator.prototype.sendBeacon = function () { return false; };' });
    await clickAndOpen(s, FLOATING);
    const leads = await lead.leads(1);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.contentType).toBe('application/json');
  });
});

describe('a failing lead service changes nothing the visitor sees', () => {
  const variants: Array<[string, SessionOptions]> = [
    ['sendBeacon', {}],
    ['fetch', { initScript: 'delete Navigator.prototype.sendBeacon;' }],
  ];

  it.for(variants)('answering 500 (%s): the chat still opens, no page error', async ([, options]) => {
    const s = await open('/', options);
    await lead.mode('error');
    const href = (await s.page.getAttribute(FLOATING, 'href'))!;
    const tab = await clickAndOpen(s, FLOATING);
    expect(tab.url()).toBe(new URL(href).href);
    expect(await lead.leads(1)).toHaveLength(1); // it arrived and got its 500
    await s.page.waitForTimeout(300);
    expect(s.pageErrors).toEqual([]);
  });

  it.for(variants)('down (%s): the chat still opens, no page error', async ([, options]) => {
    const s = await open('/', options);
    await lead.mode('down');
    const tabs = watchTabs(s);
    const href = (await s.page.getAttribute(FLOATING, 'href'))!;
    const tab = await clickAndOpen(s, FLOATING);
    expect(tab.url()).toBe(new URL(href).href);
    await s.page.waitForTimeout(500);
    expect(tabs).toHaveLength(1);
    expect(s.pageErrors).toEqual([]);
    // The page goes on working: a path change is still handled without an error.
    await s.page.evaluate(() => history.pushState(null, '', '/still-working'));
    await s.page.waitForTimeout(200);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('no lead-service URL', () => {
  it('sends no beacon at all', async () => {
    session = await sessions.open();
    const s = session;
    // The same page as built without a lead service: <body> has no data-lead-service.
    await s.context.route(url('/'), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/ data-lead-service="[^"]*"/, '');
      await route.fulfill({ response, body });
    });
    await lead.reset();
    await s.page.goto(url('/'));
    expect(await s.page.evaluate(() => document.body.hasAttribute('data-lead-service'))).toBe(false);
    await clickAndOpen(s, FLOATING);
    await s.page.evaluate(() => history.pushState(null, '', '/elsewhere'));
    await s.page.waitForTimeout(500);
    expect(await lead.requests()).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
