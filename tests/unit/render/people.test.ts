// People with dignity until photos come (issue 51): a team member or a client quoted without a
// photo is shown by their initials on one of the brand's tones, in the photo's own place; one with
// a photo is shown by it. On a page added to a copy of the minimal fixture site, never content/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials, isLong, monogramTone } from '../../../src/site/components/monogram.ts';
import { toneSchema } from '../../../src/site/model/schemas/values.ts';
import { loadSite, renderDom, type LoadedSite } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

describe('initials', () => {
  it.for([
    ['Priyanka Das', 'PD'],
    ['Arindam Kumar Chakraborty', 'AC'],
    ['  lalremruati   hnamte ', 'LH'],
    ['Dr. Rajib Saikia', 'RS'],
    ['A. Sen', 'AS'],
    ['Madonna', 'M'],
    // A Bengali and a Hindi name: each letter whole, with its vowel sign or conjunct (a grapheme).
    ['সৌরভ দেবনাথ', 'সৌদে'],
    ['प्रिया शर्मा', 'प्रिश'],
    ['अमित कुमार', 'अकु'],
    ['(Raju) Kumar', 'RK'],
  ])('%s → %s', ([name, expected]) => {
    expect(initials(name!)).toBe(expected);
  });

  it('calls initials wider than two capitals long, so they are set smaller', () => {
    expect([isLong('PD'), isLong('অকু'), isLong('সৌদে'), isLong('प्रिश')]).toEqual([false, false, true, true]);
  });
});

describe('monogramTone', () => {
  it("is one of the content's tones, the same for a name every time, and not the same for every name", () => {
    const names = ['Priyanka Das', 'Sourav Debnath', 'Arindam Chakraborty', 'Ritu Debbarma', 'সৌরভ দেবনাথ'];
    const tones = names.map(monogramTone);
    for (const tone of tones) expect(toneSchema.options).toContain(tone);
    expect(names.map(monogramTone)).toEqual(tones);
    expect(new Set(tones).size).toBeGreaterThan(1);
  });
});

const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#4338ca"/></svg>`;
const member = (name: string, image = '') =>
  `      - { name: ${name}, role: Designer, blurb: Designs., profileUrl: "https://www.linkedin.com/in/x", profileLabel: LinkedIn${image} }`;
const quote = (name: string, image = '') =>
  `      - { name: ${name}, business: A shop, rating: 5, text: Good work.${image} }`;
const page = [
  'title: People',
  'description: Who we are and who we work with.',
  'blocks:',
  '  - type: team',
  '    id: team',
  '    heading: Meet the Team',
  '    members:',
  member('Priyanka Das', ', image: { src: images/team/priyanka.svg, alt: Priyanka Das }'),
  member('Sourav Debnath'),
  member('সৌরভ দেবনাথ'),
  member('Madonna'),
  '  - type: testimonials',
  '    id: testimonials',
  '    heading: What Our Clients Say',
  '    items:',
  quote(
    'Ritu Debbarma',
    ', image: { src: "https://images.example.com/ritu.jpg", alt: Ritu Debbarma, width: 128, height: 128 }',
  ),
  quote('Dr. Rajib Saikia'),
  quote('Lalremruati Hnamte'),
  '',
].join('\n');

let dir: string;
let site: LoadedSite;
let doc: HTMLElement;
beforeAll(async () => {
  dir = await siteCopy();
  await mkdir(path.join(dir, 'images/team'), { recursive: true });
  await writeFile(path.join(dir, 'images/team/priyanka.svg'), portrait);
  await writeFile(path.join(dir, 'pages/people.yml'), page);
  site = await loadSite(dir);
  doc = renderDom(site, '/people');
}, 60_000);
afterAll(() => removeSite(dir));

/** Each person of a list: their name and what shows them (a photo's address, or a monogram's initials). */
function people(selector: string, nameSelector: string) {
  return doc.querySelectorAll(selector).map((li) => {
    const img = li.querySelector('img');
    const monogram = li.querySelector('.monogram');
    return {
      name: li.querySelector(nameSelector)!.text,
      photo: img?.getAttribute('src'),
      initials: monogram?.getAttribute('data-initials'),
      monogram,
    };
  });
}

describe('a team block and testimonials, with and without photos', () => {
  it('shows a member without a photo by their initials, on a tone, hidden from screen readers (the name is beside it)', () => {
    const team = people('.team-member', '.card-title');
    expect(team.map((m) => [m.name, m.initials])).toEqual([
      ['Priyanka Das', undefined],
      ['Sourav Debnath', 'SD'],
      ['সৌরভ দেবনাথ', 'সৌদে'],
      ['Madonna', 'M'],
    ]);
    for (const { name, monogram } of team.slice(1)) {
      expect(monogram!.classList.contains('team-photo')).toBe(true);
      expect(monogram!.classList.contains(`tone-${monogramTone(name)}`)).toBe(true);
      expect(monogram!.getAttribute('aria-hidden')).toBe('true');
      // Drawn by the stylesheet: the card's text is the member's, with no stray initials in it.
      expect(monogram!.text).toBe('');
    }
    expect(team[2]!.monogram!.classList.contains('monogram-long')).toBe(true);
    expect(team[1]!.monogram!.classList.contains('monogram-long')).toBe(false);
  });

  it('shows a member with a photo by it, in the same place, and no monogram', () => {
    const [withPhoto] = people('.team-member', '.card-title');
    expect(withPhoto!.monogram).toBeNull();
    expect(withPhoto!.photo).toMatch(/^\/assets\/img\/team-priyanka-[0-9a-f]+\.svg$/);
    const img = doc.querySelector('.team-member img')!;
    expect(img.classList.contains('team-photo')).toBe(true);
    expect(img.getAttribute('alt')).toBe('Priyanka Das');
  });

  it('shows a client quoted without a photo by their initials beside the quote, one with a photo by it', () => {
    const quoted = people('.testimonial', 'strong');
    expect(quoted.map((q) => [q.name, q.photo, q.initials])).toEqual([
      ['Ritu Debbarma', 'https://images.example.com/ritu.jpg', undefined],
      ['Dr. Rajib Saikia', undefined, 'RS'],
      ['Lalremruati Hnamte', undefined, 'LH'],
    ]);
    for (const { monogram } of quoted.slice(1)) {
      expect(monogram!.classList.contains('avatar')).toBe(true);
      expect(monogram!.getAttribute('aria-hidden')).toBe('true');
    }
    expect(doc.querySelector('.testimonial img')!.classList.contains('avatar')).toBe(true);
  });

  it('never shows two people with one picture file: each photo is its own, the others have none', () => {
    const photos = doc.querySelectorAll('.team-member img, .testimonial img').map((img) => img.getAttribute('src'));
    expect(photos).toHaveLength(2);
    expect(new Set(photos).size).toBe(photos.length);
  });

  it('makes pictures for the photos only: a person without one names no picture', () => {
    const refs = site.images.refs.filter((r) => r.file.endsWith('people.yml'));
    expect(refs.map((r) => [r.src, r.use, r.field.join('.')])).toEqual([
      ['images/team/priyanka.svg', 'team', 'blocks.0.members.0.image.src'],
      ['https://images.example.com/ritu.jpg', 'avatar', 'blocks.1.items.0.image.src'],
    ]);
  });
});
