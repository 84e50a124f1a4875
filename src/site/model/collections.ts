// The fixed files of content/ (site.yml, the fixed pages, the blog page) and the paths many parts
// name: each folder-of-files kind keeps its own folder in its module (kinds/).
import type * as z from 'zod';
import { blogPageSchema, pageSchema, siteSchema } from './schemas/index.ts';

export const singletonFiles = {
  site: { file: 'site.yml', schema: siteSchema },
  blogPage: { file: 'pages/blog.yml', schema: blogPageSchema },
} as const;

/** The fixed pages: key → file. Routes for them live in routes.ts. */
export const pageFiles = {
  home: 'pages/home.yml',
  about: 'pages/about.yml',
  services: 'pages/services.yml',
  seo: 'pages/services/seo.yml',
  webDevelopment: 'pages/services/web-development.yml',
  graphicDesign: 'pages/services/graphic-design.yml',
  videoCreation: 'pages/services/video-creation.yml',
  socialMedia: 'pages/services/social-media.yml',
  portfolio: 'pages/portfolio.yml',
  contact: 'pages/contact.yml',
  notFound: 'pages/404.yml',
} as const;
export type PageKey = keyof typeof pageFiles;

/** Where the blog and the sub-services live (routes.ts): no page file may take a path under them. */
export const blogBase = '/blog';
export const subServiceBase = '/services/Subservices';
export const notFoundPath = '/404';
export const pageFileSchema = pageSchema;

export type SchemaOf<T extends { schema: z.ZodType }> = z.output<T['schema']>;

/** Slugs become URL segments: keep them lowercase ASCII so links never differ by case or encoding. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
