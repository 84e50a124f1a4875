// site.yml: the business constants every page reads (name, contact, navigation, redirects). No
// page of its own; its social picture is every page's default share picture.
import { singletonFiles } from '../model/collections.ts';
import { publishAll, type KnownKind } from '../model/kind.ts';

const { file, schema } = singletonFiles.site;

export const siteKind: KnownKind<'site'> = {
  key: 'site',
  label: 'Site settings',
  files: { file },
  schema,
  load: (loader) => loader.one(file, schema)?.data,
  routes: () => [],
  urls: null,
  views: {},
  publish: publishAll,
  aliases: () => [], // site.yml's own `redirects` come after every kind's aliases (redirects/collect.ts)
  pictures: (site, at) => [
    { src: site.socialImage, use: 'social', file: at.file(file), field: ['socialImage'] },
    ...(site.localBusiness.logo
      ? [
          {
            src: site.localBusiness.logo,
            use: 'social' as const,
            file: at.file(file),
            field: ['localBusiness', 'logo'],
          },
        ]
      : []),
  ],
  check: (site, at) => ({ docs: [{ file: at.file(file), data: site }], blockLists: [] }),
  editorSchema: {
    name: 'site',
    title: 'content/site.yml: the business constants every page uses',
    files: [file],
    yaml: true,
  },
  listing: null,
  scaffold: null,
};
