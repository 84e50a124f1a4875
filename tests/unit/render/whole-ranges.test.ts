// Number ranges never break at their dash (issue 51): each is held on one line as the page is
// rendered, and nothing else of the markup changes.
import { describe, expect, it } from 'vitest';
import { keepRangesWhole } from '../../../src/site/components/whole-ranges.ts';

const whole = (range: string) => `<span class="nowrap">${range}</span>`;

describe('keepRangesWhole', () => {
  it.each(['3-7', '7-14', '200-400%', '₹5,000-10,000', '1.5-2.5', '3–7', '10-20+'])('holds %s together', (r) => {
    expect(keepRangesWhole(`<p>In ${r} days</p>`)).toBe(`<p><span>In ${whole(r)} days</span></p>`);
  });

  it('keeps a run of text with a range one piece beside an icon (a flex row), its words as written', () => {
    const html = '<li><svg class="icon"><path d="M1 2-3 4"></path></svg> Brand awareness up 200-400%</li>';
    expect(keepRangesWhole(html)).toBe(
      `<li><svg class="icon"><path d="M1 2-3 4"></path></svg><span> Brand awareness up ${whole('200-400%')}</span></li>`,
    );
  });

  it('leaves attributes, scripts, the title, code, form options and drawings alone', () => {
    const html = [
      '<title>3-7 days</title>',
      '<meta name="description" content="Delivery in 3-7 days"/>',
      '<script type="application/ld+json">{"d":"3-7"}</script>',
      '<a href="/p?x=1-2" aria-label="1-2">go</a>',
      '<pre><code>a = 3-7</code></pre>',
      '<select><option>2-4 weeks</option></select>',
      '<svg><text>5-6</text></svg>',
    ].join('');
    expect(keepRangesWhole(html)).toBe(html);
  });

  it('does not take a number out of a word, a date or a character reference', () => {
    const html = '<p>COVID-19, A4-5, v2-3, &#39;3 and 2025-05-01 x-1</p>';
    expect(keepRangesWhole(html)).toBe(
      `<p><span>COVID-19, A4-5, v2-3, &#39;3 and ${whole('2025-05-01')} x-1</span></p>`,
    );
  });

  it('returns text without ranges unchanged', () => {
    const html = '<p>Open 24/7, 10+ clients, 250% ROI</p><br/><p>-5 and 5-</p>';
    expect(keepRangesWhole(html)).toBe(html);
  });
});
