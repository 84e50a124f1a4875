import type { ReactNode } from 'react';
import { fillTokens } from '../shared/chat.ts';
import { useHref, useRender } from './context.ts';
import { Icon } from './Icon.tsx';
import { LogoMark } from './Logo.tsx';

/** The footer's contents (Document.tsx holds them in <footer class="site-footer">). */
export function FooterContents() {
  const { site } = useRender();
  const href = useHref();
  const f = site.footer;
  return (
    <>
      <div className="container footer-grid">
        <section className="footer-about" aria-label={site.name}>
          <p className="brand-name">
            <LogoMark id="footer-logo" className="footer-mark" />
            {site.name}
          </p>
          <p>{f.about}</p>
        </section>
        <nav aria-label={f.quickLinksHeading}>
          <h2 className="footer-heading">{f.quickLinksHeading}</h2>
          <ul>
            {f.quickLinks.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-services">
          <h2 className="footer-heading" id="footer-services">
            {f.servicesHeading}
          </h2>
          <ul>
            {f.serviceLinks.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{l.label}</a>
              </li>
            ))}
            {/* SPEC.md: these three are named, not linked. */}
            {f.moreServices.map((s) => (
              <li key={s}>
                <span>{s}</span>
              </li>
            ))}
          </ul>
        </section>
        <FooterContact />
      </div>
      <div className="container footer-bottom">
        <p>
          {fillTokens(f.copyright, { year: site.copyrightYear, name: site.name })}
          {f.legal.map((l) => (
            <span key={l.href} className="footer-legal">
              {' '}
              · <a href={href(l.href)}>{l.label}</a>
            </span>
          ))}
        </p>
      </div>
    </>
  );
}

/** How to reach the agency: phone, e-mail, town, and the opening hours. */
function FooterContact() {
  const { site } = useRender();
  const f = site.footer;
  return (
    <section aria-labelledby="footer-contact">
      <h2 className="footer-heading" id="footer-contact">
        {f.contactHeading}
      </h2>
      <ul className="footer-contact">
        <li>
          <Icon name="phone" size={16} /> <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={16} /> <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <Icon name="map-pin" size={16} />{' '}
          <span>
            {site.address.locality}, {site.address.region}
          </span>
        </li>
      </ul>
      <h3 className="footer-heading footer-subheading">{f.hoursHeading}</h3>
      <p>
        {wholeTimes(site.hours.weekdays)}
        <br />
        {wholeTimes(site.hours.sunday)}
      </p>
    </section>
  );
}

/** A time ("9 AM", "7:30 PM") never breaks between its number and AM/PM; the text is unchanged. */
function wholeTimes(text: string): ReactNode[] {
  return text.split(/(\d{1,2}(?::\d{2})? ?[AP]M)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
