// The URL forms content may use (src/site/model/href.ts): what each href is taken for.
import { expect, it } from 'vitest';
import { classifyHref } from '../../../src/site/model/href.ts';

it.each([
  ['/services/seo', 'internal'],
  ['#contact', 'anchor'],
  ['https://images.unsplash.com/photo-1?w=1200&h=630', 'external'],
  ['HTTP://example.in/', 'external'],
  ['mailto:hello@example.in', 'mailto'],
  ['tel:+91 98765 43210', 'tel'],
  ['#', 'invalid'],
  ['//evil.example/x', 'invalid'],
  ['javascript:alert(1)', 'invalid'],
  ['https://exa mple.in/', 'invalid'],
  ['https://[::1/', 'invalid'],
  ['https://', 'invalid'],
  ['ftp://example.in/', 'invalid'],
  ['services/seo', 'invalid'],
  // A browser reads these as //evil.example: https://evil.example/.
  ['/\\evil.example', 'invalid'],
  ['/\t/evil.example', 'invalid'],
  ['/\n/evil.example', 'invalid'],
  ['https://example.in\\@evil.example/', 'invalid'],
  ['#a\\b', 'invalid'],
])('%s is %s', (href, kind) => expect(classifyHref(href)).toBe(kind));
