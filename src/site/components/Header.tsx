import { chatUrl } from '../shared/chat.ts';
import { headerClasses } from '../shared/header-fit.ts';
import { useHref, useRender } from './context.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { LogoMark } from './Logo.tsx';

/**
 * The header's contents (Document.tsx holds them in <header class="site-header">). `current`: the
 * page's link in the navigation, if any. The row's classes say from which widths its links and chat
 * label fit, estimated from the site's words (shared/header-fit.ts).
 */
export function HeaderContents({ current }: { current?: string }) {
  const { site } = useRender();
  const href = useHref();
  const fit = headerClasses({ name: site.name, links: site.nav.map((l) => l.label), chatLabel: site.chat.headerLabel });
  return (
    <>
      <a className="skip-link" href="#main">
        {site.ui.skipLink}
      </a>
      <div className={`container header-inner ${fit}`}>
        <a className="brand" href="/">
          <LogoMark id="header-logo" />
          <span className="brand-name">{site.name}</span>
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="site-nav"
          data-menu-toggle=""
        >
          <span className="menu-toggle-bars" aria-hidden="true"></span>
          <span className="visually-hidden">{site.ui.menuLabel}</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label={site.ui.mainNavLabel} data-menu="">
          <ul>
            {site.nav.map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} aria-current={item.href === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ExternalLink
          href={chatUrl(site.whatsappNumber, site.chat.defaultMessage)}
          className="btn btn-primary header-chat"
          data="header"
        >
          <Icon name="message-circle" size={18} />
          <span className="header-chat-label">{site.chat.headerLabel}</span>
        </ExternalLink>
      </div>
    </>
  );
}
