import type { StubSubService } from '../content/schemas/index.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { useRender } from '../components/context.ts';
import { Decor } from '../components/Decor.tsx';
import { Icon } from '../components/Icon.tsx';
import type { StubService } from '../route-model.ts';
import { fillTokens, formatRupees } from '../shared/chat.ts';

/**
 * SPEC.md stub: title, tagline and a price button, which here reads as the price and what it does
 * (a chat about that price); then the way back to its service and on to that service's others.
 */
export function StubPage({ data, slug, service }: { data: StubSubService; slug: string; service?: StubService }) {
  const { site } = useRender();
  const price = formatRupees(data.price);
  const message = fillTokens(site.chat.priceMessage, { service: data.title, price });
  const label = fillTokens(site.chat.priceLabel, { price });
  return (
    <section className="hero hero-stub" aria-labelledby={`${slug}-title`}>
      <Decor variant="hero" seed={slug} />
      <div className="container narrow hero-copy">
        <h1 id={`${slug}-title`}>{data.title}</h1>
        <p className="hero-lead">{data.tagline}</p>
        <div className="actions">
          <ActionLink action={{ kind: 'chat', label, message, style: 'primary' }} className="price-button" />
        </div>
        {service && <ServiceLinks service={service} />}
      </div>
    </section>
  );
}

function ServiceLinks({ service }: { service: StubService }) {
  const { site } = useRender();
  const heading = fillTokens(site.ui.siblingsHeading, { service: service.title });
  return (
    <nav className="stub-nav" aria-label={heading}>
      <a className="back-link" href={service.path}>
        <Icon name="arrow-left" size={18} />
        {fillTokens(site.ui.serviceBackLabel, { service: service.title })}
      </a>
      {service.siblings.length > 0 && (
        <>
          <h2 className="stub-nav-heading">{heading}</h2>
          <ul className="chip-list">
            {service.siblings.map((s) => (
              <li key={s.path}><a className="chip" href={s.path}>{s.title}</a></li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
