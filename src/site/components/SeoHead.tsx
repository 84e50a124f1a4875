import { feedPath } from '../model/urls.ts';

export interface SeoHeadProps {
  title: string;
  description: string;
  url: string;
  image: string;
  /** Empty for a decorative image: no og:image:alt then. */
  imageAlt: string;
  siteName: string;
  feedTitle: string;
  type: 'website' | 'article';
  /** Structured data as JSON-LD texts (seo/structured-data.ts jsonLdText: `<` escaped). */
  jsonLd: string[];
}

/** Social cards, feed link and structured data for one page's <head>. */
export function SeoHead(props: SeoHeadProps) {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={props.feedTitle} href={feedPath} />
      <meta property="og:type" content={props.type} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={props.url} />
      <meta property="og:image" content={props.image} />
      {props.imageAlt && <meta property="og:image:alt" content={props.imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={props.image} />
      {props.jsonLd.map((text, i) => (
        // JSON-LD is data, not script: CSP does not run it, and jsonLdText escapes `<`.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
