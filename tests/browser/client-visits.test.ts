// Visit beacon (issue 4, behaviour 2): one on load, one per change of path or query string by
// pushState, replaceState or popstate; none for a change of the hash alone.
import { describe, expect, it } from 'vitest';
import { lead, sessionPerTest, url, type Session } from './helpers.ts';

const NO_UTM = { source: null, medium: null, campaign: null };

const sessions = sessionPerTest();
let session: Session | undefined;

async function open(route: string): Promise<Session> {
  session = await sessions.open();
  await lead.reset();
  await session.page.goto(url(route), { waitUntil: 'domcontentloaded' });
  return session;
}

/** Runs `change` in the page, then returns the visit beacons that followed it. */
async function visitsAfter(s: Session, change: string, expected: number) {
  await lead.visits(1, { quietMs: 100 });
  await lead.reset();
  await s.page.evaluate(change);
  return lead.visits(expected);
}

describe('on load', () => {
  it('sends exactly one visit: a text/plain beacon carrying {event, pageUrl, utm}', async () => {
    await open('/about');
    const visits = await lead.visits(1);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ method: 'POST', path: '/api/visits', contentType: 'text/plain;charset=UTF-8' });
    expect(visits[0]!.json).toEqual({ event: 'pageview', pageUrl: url('/about'), utm: NO_UTM });
  });

  it('takes the utm values from a tagged address, null for the missing ones', async () => {
    await open('/?utm_source=google&utm_campaign=spring%20sale&other=1');
    const visits = await lead.visits(1);
    expect(visits.map((v) => v.json.utm)).toEqual([{ source: 'google', medium: null, campaign: 'spring sale' }]);
  });

  it('sends one visit for each page loaded', async () => {
    const s = await open('/');
    await lead.visits(1);
    await s.page.goto(url('/portfolio'), { waitUntil: 'domcontentloaded' });
    const visits = await lead.visits(2);
    expect(visits.map((v) => v.json.pageUrl)).toEqual([url('/'), url('/portfolio')]);
  });
});

describe('history changes', () => {
  it('pushState to a new path is a visit', async () => {
    const s = await open('/');
    const visits = await visitsAfter(s, "history.pushState({}, '', '/virtual/path')", 1);
    expect(visits.map((v) => v.json)).toEqual([{ event: 'pageview', pageUrl: url('/virtual/path'), utm: NO_UTM }]);
  });

  it('pushState to a new query string is a visit, with its utm values', async () => {
    const s = await open('/services');
    const visits = await visitsAfter(
      s,
      "history.pushState({}, '', '?utm_source=ads&utm_medium=cpc&utm_campaign=q4')",
      1,
    );
    expect(visits.map((v) => v.json)).toEqual([
      {
        event: 'pageview',
        pageUrl: url('/services?utm_source=ads&utm_medium=cpc&utm_campaign=q4'),
        utm: { source: 'ads', medium: 'cpc', campaign: 'q4' },
      },
    ]);
  });

  it('replaceState to a new path is a visit', async () => {
    const s = await open('/');
    const visits = await visitsAfter(s, "history.replaceState(null, '', '/replaced')", 1);
    expect(visits.map((v) => v.json.pageUrl)).toEqual([url('/replaced')]);
  });

  it('popstate back to the previous path is a visit', async () => {
    const s = await open('/');
    await visitsAfter(s, "history.pushState({}, '', '/step-two')", 1);
    const visits = await visitsAfter(s, 'history.back()', 1);
    expect(visits.map((v) => v.json.pageUrl)).toEqual([url('/')]);
  });

  it('each of several changes is one visit', async () => {
    const s = await open('/');
    const visits = await visitsAfter(
      s,
      "history.pushState({}, '', '/a'); history.pushState({}, '', '/a?x=1'); history.replaceState({}, '', '/b')",
      3,
    );
    // Beacons travel on separate connections and may arrive in any order.
    expect(visits.map((v) => v.json.pageUrl).sort()).toEqual([url('/a'), url('/a?x=1'), url('/b')].sort());
  });

  it('a change of the hash alone is not a visit', async () => {
    const s = await open('/contact');
    const visits = await visitsAfter(
      s,
      "history.pushState({}, '', '#faq'); location.hash = 'top'; history.replaceState({}, '', '/contact#x'); history.back()",
      0,
    );
    expect(visits).toEqual([]);
  });

  it('replaceState with the same address (a state update) is not a visit', async () => {
    const s = await open('/about');
    expect(await visitsAfter(s, "history.replaceState({ scroll: 10 }, '')", 0)).toEqual([]);
  });

  it('history.pushState still changes the address and keeps its state', async () => {
    const s = await open('/');
    await s.page.evaluate("history.pushState({ n: 7 }, '', '/kept')");
    expect(await s.page.evaluate(() => [location.pathname, history.state])).toEqual(['/kept', { n: 7 }]);
    expect(s.pageErrors).toEqual([]);
  });
});
