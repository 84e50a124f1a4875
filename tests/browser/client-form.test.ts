// Contact form (issue 4, behaviour 6): a real form the browser validates; a valid submit opens
// WhatsApp in a new tab with every field in the message, whatever characters they hold.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chatText,
  contentFile,
  nextTab,
  sessionPerTest,
  routeWith,
  sleep,
  url,
  watchTabs,
  type Session,
} from './helpers.ts';

const FORM = 'form[data-contact-form]';
const formRoute = routeWith(FORM, '/contact');

/** The form as content/pages/contact.yml writes it (SPEC.md §5's words are check --profile launch's). */
interface FormBlock {
  type: string;
  serviceOptions: string[];
  fields: { phone: { placeholder: string } };
  replyPromise: string;
  withoutScript: string;
}
const form = contentFile<{ blocks: FormBlock[] }>('pages/contact.yml').blocks.find((b) => b.type === 'contact-form')!;
const SERVICES = form.serviceOptions;

const sessions = sessionPerTest();
let session: Session | undefined;

async function openForm(): Promise<{ s: Session; page: Page }> {
  session = await sessions.open();
  await session.page.goto(url(formRoute));
  return { s: session, page: session.page };
}

const field = (name: string) => `${FORM} [name="${name}"]`;

interface Values {
  name: string;
  business: string;
  service?: string;
  email: string;
  phone: string;
  message: string;
}

async function fill(page: Page, v: Values) {
  await page.fill(field('name'), v.name);
  await page.fill(field('business'), v.business);
  if (v.service) await page.selectOption(field('service'), v.service);
  await page.fill(field('email'), v.email);
  await page.fill(field('phone'), v.phone);
  await page.fill(field('message'), v.message);
}

const submit = (page: Page) => page.click(`${FORM} [type="submit"]`);

describe('the contact form markup', () => {
  it('has SPEC.md §5 fields: required ones required, tel and email types, the services of content in order, 5 rows', async () => {
    const { page } = await openForm();
    const info = await page.locator(FORM).evaluate((form: HTMLFormElement) => {
      const c = (n: string) => form.elements.namedItem(n) as HTMLInputElement;
      return {
        required: ['name', 'business', 'phone', 'email', 'service', 'message'].map((n) => [n, c(n).required]),
        labelled: ['name', 'business', 'phone', 'email', 'service', 'message'].every(
          (n) => (c(n).labels?.length ?? 0) > 0,
        ),
        phone: [c('phone').type, c('phone').placeholder],
        email: c('email').type,
        rows: (c('message') as unknown as HTMLTextAreaElement).rows,
        tag: c('message').tagName,
        services: [...(c('service') as unknown as HTMLSelectElement).options]
          .filter((o) => !o.disabled && o.value)
          .map((o) => o.value),
      };
    });
    expect(info).toEqual({
      required: [
        ['name', true],
        ['business', false],
        ['phone', true],
        ['email', true],
        ['service', true],
        ['message', true],
      ],
      labelled: true,
      phone: ['tel', form.fields.phone.placeholder],
      email: 'email',
      rows: 5,
      tag: 'TEXTAREA',
      services: SERVICES,
    });
  });

  it('makes the reply promise of its content', async () => {
    const { page } = await openForm();
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(shown.toLowerCase()).toContain(form.replyPromise.replace(/\s+/g, ' ').trim().toLowerCase());
  });
});

describe('sending', () => {
  const tricky: Values = {
    name: 'Rahul & Sons #1',
    business: 'दुकान 100% + more',
    email: 'rahul+shop@example.in',
    phone: '+91 98765 43210',
    message: 'Line one & two\nLine # three 50% + tax\n\nनमस्ते, क्या आप मदद कर सकते हैं?',
  };

  it('opens WhatsApp in a new tab, without an opener, with every field URL-encoded in order', async () => {
    const { s, page } = await openForm();
    const service = SERVICES[2]!;
    await fill(page, { ...tricky, service });
    const [number, greeting] = await page
      .locator(FORM)
      .evaluate((f: HTMLFormElement) => [f.dataset.chatNumber, f.dataset.greeting]);
    const tab = nextTab(s);
    await submit(page);
    const opened = await tab;
    const link = new URL(opened.url());
    expect(link.origin).toBe('https://wa.me');
    expect(link.pathname).toBe(`/${number}`);
    // Nothing leaked out of the parameter: no second parameter, no fragment.
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.hash).toBe('');
    const text = chatText(link.href)!;
    expect(text.startsWith(greeting! + '\n')).toBe(true);
    const order = [tricky.name, tricky.business, service, tricky.email, tricky.phone, tricky.message].map((v) =>
      text.indexOf(v),
    );
    expect(
      order.every((at) => at > 0),
      `every value appears verbatim in:\n${text}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The raw address carries the characters percent-encoded, line breaks and Devanagari included.
    expect(link.search).toContain('%0A');
    expect(link.search).toContain(encodeURIComponent('नमस्ते'));
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    expect(s.external.filter((u) => u.startsWith('https://wa.me/'))).toEqual([opened.url()]);
    expect(s.pageErrors).toEqual([]);
  });

  it('leaves the page as it was', async () => {
    const { s, page } = await openForm();
    await fill(page, { ...tricky, service: SERVICES[0] });
    const before = page.url();
    const tab = nextTab(s);
    await submit(page);
    await tab;
    expect(page.url()).toBe(before);
  });

  it('works without the optional business name, and from the keyboard', async () => {
    const { s, page } = await openForm();
    await fill(page, { ...tricky, business: '', service: SERVICES.at(-1)! });
    const tab = nextTab(s);
    await page.focus(field('name'));
    await page.keyboard.press('Enter');
    const text = chatText((await tab).url())!;
    expect(text).toContain(tricky.name);
    expect(text).toContain(SERVICES.at(-1)!);
  });
});

describe('refusal', () => {
  async function expectNothingOpens(s: Session, page: Page) {
    const tabs = watchTabs(s);
    await submit(page);
    await sleep(800);
    expect(tabs).toEqual([]);
    expect(s.external.filter((u) => u.includes('wa.me'))).toEqual([]);
    expect(await page.locator(FORM).evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
  }

  it('an empty form opens nothing', async () => {
    const { s, page } = await openForm();
    await expectNothingOpens(s, page);
    expect(await page.locator(`${FORM} :invalid`).count()).toBeGreaterThanOrEqual(5);
  });

  it('a bad e-mail address opens nothing', async () => {
    const { s, page } = await openForm();
    await fill(page, {
      ...{ name: 'A', business: '', phone: '1', message: 'm' },
      email: 'not-an-email',
      service: SERVICES[0],
    });
    await expectNothingOpens(s, page);
    expect(await page.locator(field('email')).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  });

  it('a missing service opens nothing', async () => {
    const { s, page } = await openForm();
    await fill(page, { name: 'A', business: '', phone: '1', email: 'a@example.in', message: 'm' });
    await expectNothingOpens(s, page);
    expect(await page.locator(field('service')).evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(
      true,
    );
  });
});

describe('in a browser that runs no script', () => {
  const site = contentFile<{ whatsappNumber: string; phone: string; email: string }>('site.yml');

  it('cannot send the form, so no field ever lands in an address of the site, and offers the direct chat, phone and e-mail links instead', async () => {
    const s = await sessions.open({ javaScriptEnabled: false });
    session = s;
    const { page } = s;
    const asked: string[] = [];
    page.on('request', (r) => asked.push(`${r.method()} ${r.url()}`));
    await page.goto(url(formRoute));
    const before = page.url();
    expect(await page.locator(FORM).getAttribute('method')).toBe('post');
    await expect(page.locator(`${FORM} [type="submit"]`).isDisabled()).resolves.toBe(true);
    const note = page.locator(`${FORM} [data-without-script]`);
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain(form.withoutScript);
    const links = await note
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).toEqual([
      [
        expect.stringMatching(new RegExp(`^https://wa\\.me/${site.whatsappNumber}\\?text=`)),
        '_blank',
        'noopener noreferrer',
      ],
      [`tel:${site.phone.replace(/[^\d+]/g, '')}`, null, null],
      [`mailto:${site.email}`, null, null],
    ]);

    asked.length = 0;
    await fill(page, {
      name: 'Asha',
      business: 'Tea stall',
      service: SERVICES[0],
      email: 'asha@example.in',
      phone: '+91 90000 00000',
      message: 'Please call me',
    });
    await page.focus(field('name'));
    await page.keyboard.press('Enter'); // implicit submission: none with the default button off
    await page.click(`${FORM} [type="submit"]`, { force: true });
    await sleep(500);
    expect(page.url()).toBe(before);
    expect(asked).toEqual([]);
  });

  it('with script, the note is gone and the button on', async () => {
    const { page } = await openForm();
    await expect(page.locator(`${FORM} [type="submit"]`).isEnabled()).resolves.toBe(true);
    expect(await page.locator(`${FORM} [data-without-script]`).isVisible()).toBe(false);
  });
});
