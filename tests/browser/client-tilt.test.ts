// Tilt (issue 4, behaviour 5) and the cursor follower: angles at a card's edge, reset on leave,
// nothing under reduced motion or for touch.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionPerTest, routeWith, url, type Session, type SessionOptions } from './helpers.ts';

const tiltRoute = routeWith('[data-tilt]', '/');

const sessions = sessionPerTest();
let session: Session | undefined;

async function openCard(options: SessionOptions = {}) {
  session = await sessions.open({ reducedMotion: 'no-preference', ...options });
  await session.page.goto(url(tiltRoute));
  const card = session.page.locator('[data-tilt]').first();
  // Straight to the card (the page scrolls smoothly otherwise), its box read once it is still.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await settle(session.page);
  const box = (await card.boundingBox())!;
  return { page: session.page, card, box };
}

/** rotateX, rotateY (degrees) and perspective of the card's own transform; null when none. */
async function tilt(card: Locator) {
  const transform = await card.evaluate((el) => (el as HTMLElement).style.transform);
  if (!transform) return null;
  const num = (name: string) => Number(new RegExp(`${name}\\((-?[\\d.]+)(deg|px)\\)`).exec(transform)?.[1]);
  return { x: num('rotateX'), y: num('rotateY'), perspective: num('perspective') };
}

/**
 * How far inside an edge the pointer goes. A card turned 6° (perspective 1000px) draws its far edge
 * about 5 px further in, and Chromium hit-tests the turned card: nearer the edge, the next
 * synthetic mouse move (a busy machine makes one likelier before the transform is read) finds the
 * pointer outside, and the card resets.
 */
const EDGE = 8;

const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('home service cards', () => {
  it('each card has 6 floating dots', async () => {
    const { page } = await openCard();
    const dots = await page
      .locator('[data-tilt]')
      .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('.dot').length));
    expect(dots.length).toBeGreaterThan(0);
    expect(new Set(dots)).toEqual(new Set([6]));
  });

  it('tilt about 6° at the edges, with perspective 1000px, and ~0° at the centre', async () => {
    const { page, card, box } = await openCard();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    expect(await tilt(card)).toEqual({ x: expect.closeTo(0, 1), y: expect.closeTo(0, 1), perspective: 1000 });

    await page.mouse.move(box.x + box.width - EDGE, cy);
    const right = (await tilt(card))!;
    expect(Math.abs(right.y)).toBeGreaterThan(5.5);
    expect(Math.abs(right.y)).toBeLessThanOrEqual(6);
    expect(right.x).toBeCloseTo(0, 0);

    // Back through the centre first: straight from the right edge, the card is still turned away
    // and its left edge may not be under the pointer there.
    await page.mouse.move(cx, cy);
    await settle(page);
    await page.mouse.move(box.x + EDGE, cy);
    const left = (await tilt(card))!;
    expect(left.y).toBeCloseTo(-right.y, 0);

    await page.mouse.move(cx, cy);
    await settle(page);
    await page.mouse.move(cx, box.y + EDGE);
    const top = (await tilt(card))!;
    expect(Math.abs(top.x)).toBeGreaterThan(5.5);
    expect(Math.abs(top.x)).toBeLessThanOrEqual(6);
    expect(top.y).toBeCloseTo(0, 0);

    await page.mouse.move(cx, box.y + box.height - EDGE);
    expect((await tilt(card))!.x).toBeCloseTo(-top.x, 0);

    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.25);
    const quarter = (await tilt(card))!;
    expect(Math.abs(quarter.x)).toBeCloseTo(3, 0);
    expect(Math.abs(quarter.y)).toBeCloseTo(3, 0);
  });

  it('reset when the pointer leaves', async () => {
    const { page, card, box } = await openCard();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2);
    expect(await tilt(card)).not.toBeNull();
    await page.mouse.move(box.x + box.width / 2, Math.max(0, box.y - 40));
    expect(await tilt(card)).toBeNull();
  });

  it('stay still under prefers-reduced-motion', async () => {
    const { page, card, box } = await openCard({ reducedMotion: 'reduce' });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 1, box.y + 1);
    expect(await tilt(card)).toBeNull();
  });

  it('stay still for touch, but follow a mouse sending the same events', async () => {
    const { card, box } = await openCard({ hasTouch: true });
    const send = (pointerType: string) =>
      card.evaluate(
        (el, [type, x, y]) => {
          for (const name of ['pointerenter', 'pointermove'])
            el.dispatchEvent(
              new PointerEvent(name, {
                pointerType: type as string,
                clientX: x as number,
                clientY: y as number,
                bubbles: name === 'pointermove',
              }),
            );
        },
        [pointerType, box.x + box.width - 1, box.y + box.height / 2] as const,
      );
    await send('touch');
    expect(await tilt(card)).toBeNull();
    await send('mouse');
    expect(Math.abs((await tilt(card))!.y)).toBeGreaterThan(5.5);
  });
});

describe('the cursor follower', () => {
  const follower = (page: Page) => page.locator('[data-cursor]');

  it('is moved by transform to the mouse', async () => {
    session = await sessions.open({ reducedMotion: 'no-preference' });
    const { page } = session;
    await page.goto(url('/about'));
    await page.mouse.move(200, 300);
    await settle(page);
    const transform = await follower(page).evaluate((el) => (el as HTMLElement).style.transform);
    expect(transform).toMatch(/translate3d\(200px, 300px, 0px\)/);
    expect(await follower(page).evaluate((el) => (el as HTMLElement).style.left + (el as HTMLElement).style.top)).toBe(
      '',
    );
  });

  it('stays still under prefers-reduced-motion', async () => {
    session = await sessions.open({ reducedMotion: 'reduce' });
    const { page } = session;
    await page.goto(url('/about'));
    await page.mouse.move(200, 300);
    await settle(page);
    expect(await follower(page).evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
  });
});
