import type { StubSubService } from '../model/schemas/index.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { useHref, useRender } from '../components/context.ts';
import { BackLink } from '../components/BackLink.tsx';
import { Decor } from '../components/Decor.tsx';
import { Icon } from '../components/Icon.tsx';
import { Faq } from '../components/blocks/Simple.tsx';
import type { StubService } from '../model/route.ts';
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
    <>
      <section className={`hero hero-stub${hasMore(data) ? ' hero-stub-more' : ''}`} aria-labelledby={`${slug}-title`}>
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
      <StubDetails data={data} slug={slug} />
      {data.quote && (
        <div className="section stub-quote">
          <figure className="container narrow">
            <Icon name="quote" className="quote-mark" />
            <blockquote>
              <p>{data.quote.quote}</p>
            </blockquote>
            <figcaption>{data.quote.author}</figcaption>
          </figure>
        </div>
      )}
      {data.faq && <Faq block={{ type: 'faq', heading: data.faq.heading, items: data.faq.items }} id={`${slug}-faq`} />}
    </>
  );
}

const hasMore = (d: StubSubService) => Boolean(d.included || d.turnaround || d.quote || d.faq);

/** What the price covers and how long it takes (issue 37): a list beside one figure. */
function StubDetails({ data, slug }: { data: StubSubService; slug: string }) {
  const { included, turnaround } = data;
  if (!included && !turnaround) return null;
  const titleId = `${slug}-included-title`;
  return (
    <section className="section stub-details head-left" aria-labelledby={titleId}>
      <div className="container stub-details-inner">
        <div>
          <h2 id={titleId} className="stub-details-heading">
            {included ? included.heading : turnaround!.label}
          </h2>
          {included && (
            <ul className="checklist">
              {included.items.map((item) => (
                <li key={item}>
                  <Icon name="check" size={20} /> {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        {turnaround && (
          <p className="stub-turnaround">
            <Icon name="clock" />
            {included && <span className="stub-turnaround-label">{turnaround.label}</span>}
            <span className="stub-turnaround-value">{turnaround.value}</span>
          </p>
        )}
      </div>
    </section>
  );
}

function ServiceLinks({ service }: { service: StubService }) {
  const { site } = useRender();
  const href = useHref();
  const heading = fillTokens(site.ui.siblingsHeading, { service: service.title });
  return (
    <nav className="stub-nav" aria-label={heading}>
      <BackLink to={service.path} label={fillTokens(site.ui.serviceBackLabel, { service: service.title })} />
      {service.siblings.length > 0 && (
        <>
          <h2 className="stub-nav-heading">{heading}</h2>
          <ul className="chip-list">
            {service.siblings.map((s) => (
              <li key={s.path}>
                <a className="chip" href={href(s.path)}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
