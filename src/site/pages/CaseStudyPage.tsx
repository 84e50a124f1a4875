import { Tags } from '../components/Tags.tsx';
import type { Entry } from '../model/content.ts';
import type { CaseStudyFile } from '../model/schemas/case-study.ts';
import type { Site } from '../model/schemas/index.ts';
import { Cta } from '../components/blocks/Simple.tsx';
import { BackLink } from '../components/BackLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { GalleryGrid } from '../components/blocks/Gallery.tsx';
import { caseStudyGalleryLayout, galleryPictures, heroPicture } from '../model/case-study-pictures.ts';

/**
 * One case study (content/case-studies/<slug>.yml): the story first (problem, what was done), then
 * its results as figures, pictures of the work, the client's words and the call to action. Its hero
 * is its own first picture of the work (model/case-study-pictures.ts), captioned where it says.
 */
export function CaseStudyPage({ entry, site }: { entry: Entry<CaseStudyFile>; site: Site }) {
  const d = entry.data;
  const words = site.ui.caseStudy;
  // Every word a page shows is content: a site with case studies names their headings in site.yml.
  if (!words)
    throw new Error(
      'site.yml has no ui.caseStudy: a case study page needs its headings (back, problem, work, results, pictures, quote, services, technologies)',
    );
  return (
    <article className="case-study-page" aria-labelledby="case-study-title">
      <header className="case-study-hero">
        <div className="container split">
          <div className="case-study-intro">
            <BackLink to="/portfolio" label={words.back} />
            <p className="card-category">{d.category}</p>
            <h1 id="case-study-title">{d.title}</h1>
            <p className="case-study-client">{d.client}</p>
            <p className="hero-lead">{d.description}</p>
          </div>
          <HeroPicture data={d} />
        </div>
      </header>
      <section className="section case-study-story" aria-labelledby="case-study-problem">
        <div className="container narrow">
          <h2 id="case-study-problem">{words.problem}</h2>
          <p>{d.problem}</p>
          <h2 id="case-study-work">{words.work}</h2>
          <ul className="feature-list">
            {d.work.map((w) => (
              <li key={w}>
                <Icon name="check" size={16} /> {w}
              </li>
            ))}
          </ul>
          <Tags heading={words.services} items={d.services} level="h3" />
          <Tags heading={words.technologies} items={d.technologies} level="h3" />
        </div>
      </section>
      <Results data={d} heading={words.results} />
      <Pictures data={d} heading={words.pictures} />
      <Quote data={d} heading={words.quote} />
      <Cta block={d.cta} id={d.cta.id ?? 'case-study-cta'} />
    </article>
  );
}

function Results({ data: d, heading }: { data: CaseStudyFile; heading: string }) {
  return (
    <section className="section case-study-results" aria-labelledby="case-study-results">
      <div className="container narrow">
        <h2 id="case-study-results">{heading}</h2>
        <ul className="result-list">
          {d.results.map((r) => (
            <li key={r.label} className="result">
              <span className="result-value">{r.value}</span> <span className="result-label">{r.label}</span>
            </li>
          ))}
        </ul>
        {d.outcomes && (
          <ul className="feature-list">
            {d.outcomes.map((o) => (
              <li key={o}>
                <Icon name="trending-up" size={16} /> {o}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function HeroPicture({ data }: { data: CaseStudyFile }) {
  const { picture } = heroPicture(data);
  const image = <Picture image={picture} use="hero" priority className="case-study-image" />;
  if (!('caption' in picture && picture.caption)) return image;
  return (
    <figure className="case-study-figure">
      {image}
      <figcaption className="gallery-caption">{picture.caption}</figcaption>
    </figure>
  );
}

function Pictures({ data: d, heading }: { data: CaseStudyFile; heading: string }) {
  const shown = galleryPictures(d);
  if (!shown.length) return null;
  return (
    <section className="section case-study-pictures" aria-labelledby="case-study-pictures">
      <div className="container">
        <h2 id="case-study-pictures">{heading}</h2>
        <GalleryGrid items={shown.map((p) => p.picture)} layout={caseStudyGalleryLayout} />
      </div>
    </section>
  );
}

function Quote({ data: d, heading }: { data: CaseStudyFile; heading: string }) {
  if (!d.quote) return null;
  return (
    <section className="section case-study-quote" aria-labelledby="case-study-quote">
      <div className="container narrow">
        <h2 id="case-study-quote">{heading}</h2>
        <figure>
          <blockquote>
            <p>{d.quote.text}</p>
          </blockquote>
          <figcaption>
            <strong>{d.quote.author}</strong>, {d.quote.role}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
