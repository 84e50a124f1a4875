// The <title> a page gets: its own title and the site's name while the whole fits search results,
// its own title alone past that; the home page always leads with the name.
import { describe, expect, it } from 'vitest';
import { documentTitle, textLength, TITLE_LIMIT, titleRoom } from '../../../src/site/model/search-text.ts';

const site = { name: 'Tripura Digital Studio' }; // 22 characters; " | " and the name take 25

describe('documentTitle', () => {
  it('follows a page title with the site name while the whole is at most 60 characters', () => {
    const title = 'x'.repeat(TITLE_LIMIT - 25);
    expect(documentTitle(site, { path: '/about', title })).toBe(`${title} | Tripura Digital Studio`);
  });

  it("drops the site's name first when the whole would pass 60 characters", () => {
    const title = 'x'.repeat(TITLE_LIMIT - 24);
    expect(documentTitle(site, { path: '/about', title })).toBe(title);
    const long = 'Google Ads for Small Indian Businesses: A Practical Guide to Spending Your First ₹10,000';
    expect(documentTitle(site, { path: '/blog/google-ads', title: long })).toBe(long);
  });

  it('counts characters as a reader sees them: code points, not UTF-16 units', () => {
    // 35 code points, 36 UTF-16 units with the emoji: the name still fits beside it (35 + 25 = 60).
    const title = 'Event filming in Agartala 🎥 all day';
    expect(textLength(title)).toBe(35);
    expect(title.length).toBe(36);
    expect(documentTitle(site, { path: '/x', title })).toBe(`${title} | Tripura Digital Studio`);
  });

  it("keeps the site's name first on the home page, however long, and leaves its own words the rest", () => {
    const title = 'Digital Marketing Agency in Agartala, Tripura';
    expect(documentTitle(site, { path: '/', title })).toBe(`Tripura Digital Studio | ${title}`);
    expect(titleRoom(site, { path: '/', title })).toBe(TITLE_LIMIT - 25);
    expect(titleRoom(site, { path: '/about', title })).toBe(TITLE_LIMIT);
  });
});
