// Icon writes Lucide's <svg> itself around shapes rendered once per icon: the markup must stay
// exactly what Lucide's own components give, for every icon content may name.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, icons } from '../../../src/site/components/Icon.tsx';
import { iconNames as names, type IconName } from '../../../src/site/model/schemas/icons.ts';

function lucide(name: IconName, size: number, className?: string): string {
  return renderToStaticMarkup(
    createElement(icons[name], {
      'aria-hidden': 'true',
      focusable: 'false',
      width: size,
      height: size,
      strokeWidth: 1.75,
      className: className ? `icon ${className}` : 'icon',
    }),
  );
}

describe('Icon', () => {
  it.each([
    [24, undefined],
    [18, 'icon-trailing'],
    [16, 'feature-icon big'],
  ])('renders every icon exactly as Lucide does (size %i, class %s)', (size, className) => {
    expect(Object.keys(icons).sort()).toEqual([...names].sort()); // every name content may use
    for (const name of names) {
      expect(renderToStaticMarkup(createElement(Icon, { name, size, className })), name).toBe(
        lucide(name, size, className),
      );
    }
  });

  it('gives each icon its own shapes, also when rendered again', () => {
    const search = renderToStaticMarkup(createElement(Icon, { name: 'search' }));
    const phone = renderToStaticMarkup(createElement(Icon, { name: 'phone' }));
    expect(search).toContain('lucide-search');
    expect(search).not.toBe(phone.replace('lucide-phone', 'lucide-search'));
    expect(renderToStaticMarkup(createElement(Icon, { name: 'search' }))).toBe(search);
  });
});
