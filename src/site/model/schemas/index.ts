export * from './common.ts';
export * from './blocks.ts';
export * from './page.ts';
export * from './subservice.ts';
export * from './blog.ts';
export * from './site.ts';
export * from './analytics.ts';
export * from './icons.ts';
