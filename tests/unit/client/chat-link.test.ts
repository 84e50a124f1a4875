import { describe, expect, it } from 'vitest';
import { isChatLink, leadMessage } from '../../../src/site/client/chat-link.ts';
import { chatUrl, formatRupees } from '../../../src/site/shared/chat.ts';

const FALLBACK = "Hi! I'm interested in your services.";

describe('isChatLink', () => {
  it.each([
    'https://wa.me/919876543210?text=Hi',
    'https://wa.me/919876543210',
    'http://wa.me/919876543210',
    'https://api.whatsapp.com/send?phone=919876543210&text=Hi',
    'https://api.whatsapp.com/send/?phone=919876543210',
  ])('%s is a chat link', (href) => expect(isChatLink(href)).toBe(true));

  it.each([
    'https://example.in/contact',
    'https://api.whatsapp.com/',
    'https://notwa.me/919876543210',
    'https://wa.me.example.in/919876543210',
    'tel:+919876543210',
    'mailto:hello@example.in',
    'not a url',
    '',
  ])('%s is not a chat link', (href) => expect(isChatLink(href)).toBe(false));
});

describe('leadMessage', () => {
  it('decodes the text parameter', () => {
    expect(leadMessage('https://wa.me/91?text=Hi%21%20I%27d%20like%20a%20quote', FALLBACK)).toBe(
      "Hi! I'd like a quote",
    );
  });

  it('finds text among other parameters', () => {
    expect(leadMessage('https://api.whatsapp.com/send?phone=91&text=Hello+there&x=1', FALLBACK)).toBe('Hello there');
  });

  it('round-trips every message chatUrl can build', () => {
    const message = 'A & B #1 100% + more\nनमस्ते ₹9,999 = ?';
    expect(leadMessage(chatUrl('919876543210', message), FALLBACK)).toBe(message);
  });

  it.each([
    ['no text parameter', 'https://wa.me/919876543210'],
    ['an empty text parameter', 'https://wa.me/919876543210?text='],
    ['broken percent-encoding', 'https://wa.me/919876543210?text=%E0%A4'],
    ['a lone percent sign', 'https://wa.me/919876543210?text=100%'],
    ['an unparsable address', 'http://[::1'],
  ])('falls back to the default message for %s', (_, href) => {
    expect(leadMessage(href, FALLBACK)).toBe(FALLBACK);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way, as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const amounts = [
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1999,
      9999,
      10000,
      49999,
      100000,
      149999,
      999999,
      1000000,
      12345678,
      123456789,
      1234567890,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const amount of amounts) expect(formatRupees(amount)).toBe(`₹${intl.format(amount)}`);
    expect(formatRupees(149999)).toBe('₹1,49,999');
  });
});
