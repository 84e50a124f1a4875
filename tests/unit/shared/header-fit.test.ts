// The header's breakpoints (issue 51): chosen per site from its words, and printed into the
// stylesheet for every class a site can be given. Whether the estimate holds in a browser is
// tests/browser/header-sweep.test.ts's question.
import { describe, expect, it } from 'vitest';
import { HEADER_STEPS, headerClasses, headerFitCss, headerNeeds } from '../../../src/site/shared/header-fit.ts';

const six = ['Home', 'About', 'Services', 'Portfolio', 'Blog', 'Contact'];
const words = (links = six, name = 'Tripura Digital Studio') => ({ name, links, chatLabel: 'Chat on WhatsApp' });

describe('headerNeeds', () => {
  it('needs more room for more links, longer labels and a longer name; the labelled chat button more than its icon', () => {
    const base = headerNeeds(words());
    expect(base.roomy).toBeGreaterThan(base.compact);
    expect(headerNeeds(words([...six, 'Pricing'])).compact).toBeGreaterThan(base.compact);
    expect(headerNeeds(words(six.map((l) => `Our ${l}`))).compact).toBeGreaterThan(base.compact);
    expect(headerNeeds(words(six, 'Tripura Digital Studio and Sons')).compact).toBeGreaterThan(base.compact);
  });

  it('counts a character it has no measure of as a whole em', () => {
    expect(headerNeeds(words(['সেবা'])).compact - headerNeeds(words(['abcd'])).compact).toBeGreaterThan(0);
  });

  it('never fits a row longer than the widest container (1,200 px and the gutters)', () => {
    const long = Array.from({ length: 8 }, (_, i) => `Our Long Link ${i}`);
    expect(headerNeeds(words(long))).toEqual({ roomy: Infinity, compact: Infinity });
    expect(headerClasses(words(long))).toBe('nav-menu-always nav-label-never');
  });
});

describe('headerClasses', () => {
  it('names the first breakpoint at or above each need', () => {
    const { compact, roomy } = headerNeeds(words());
    const [menu, label] = headerClasses(words()).split(' ');
    const menuStep = Number(menu!.replace('nav-menu-below-', ''));
    const labelStep = Number(label!.replace('nav-label-from-', ''));
    expect(menuStep).toBeGreaterThanOrEqual(compact);
    expect(menuStep - compact).toBeLessThan(20);
    expect(labelStep).toBeGreaterThanOrEqual(roomy);
    expect(labelStep - roomy).toBeLessThan(20);
  });

  it('collapses below 900 px at least, whatever the site', () => {
    expect(headerClasses(words(['Home']))).toBe('nav-menu-below-900 nav-label-from-900');
  });
});

describe('headerFitCss', () => {
  const css = headerFitCss();

  it('has the rules of every class a site can be given, each below its own width', () => {
    for (const step of HEADER_STEPS) {
      const block = css.split('@media').find((b) => b.startsWith(` (max-width: ${step - 0.02}px) {`));
      expect(block, `${step}`).toContain(`.nav-menu-below-${step} {`);
      expect(block, `${step}`).toContain(`.nav-label-from-${step} {`);
    }
    expect(css).toMatch(/^\.nav-menu-always \{.*--menu-toggle: grid;/m);
    expect(css).toMatch(/^\.nav-label-never \{.*--chat-label-pos: absolute;/m);
  });

  it('reaches the widest screen whose row still grows (1,376 px: the container and its gutters)', () => {
    expect(HEADER_STEPS[0]).toBe(900);
    expect(HEADER_STEPS.at(-1)).toBeGreaterThanOrEqual(1376);
  });
});
