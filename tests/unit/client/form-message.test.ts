import { describe, expect, it } from 'vitest';
import { formMessage } from '../../../src/site/client/form-message.ts';
import { chatUrl } from '../../../src/site/shared/chat.ts';

describe('formMessage', () => {
  it('writes the greeting, then one line per field in the given order', () => {
    expect(
      formMessage('Hello!', [
        ['Full Name', 'Asha'],
        ['Business Name', 'Asha Stores'],
        ['Service', 'SEO Services'],
      ]),
    ).toBe('Hello!\nFull Name: Asha\nBusiness Name: Asha Stores\nService: SEO Services');
  });

  it('leaves out fields left empty and trims the values', () => {
    expect(
      formMessage('Hi', [
        ['Name', '  Asha  '],
        ['Business', '   '],
        ['Phone', '+91 1'],
      ]),
    ).toBe('Hi\nName: Asha\nPhone: +91 1');
  });

  it('keeps line breaks inside a value', () => {
    expect(formMessage('Hi', [['Message', 'one\ntwo']])).toBe('Hi\nMessage: one\ntwo');
  });
});

describe('chatUrl (shared with the build)', () => {
  it('puts the whole message, URL-encoded, into the text parameter of a wa.me link', () => {
    const message = 'A & B #1 100% + more\r\nदुकान?';
    const url = new URL(chatUrl('919876543210', message));
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/919876543210');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(message);
  });
});
