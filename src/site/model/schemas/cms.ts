// site.yml `cms`: the Git host the browser CMS at /admin/ saves to (cms/), and how editors sign in
// there (docs/cms.md). Unset: no /admin/.
import * as z from 'zod';
import { parseHttpsAddress } from '../../shared/web-values.ts';
import { nonEmpty } from './common.ts';

/**
 * An address the CMS signs in or commits through: https (the editor's token travels to it), its
 * host one a policy can name, and no query or #fragment, which Sveltia appends its own paths to.
 */
const serviceUrl = (example: string) =>
  nonEmpty.superRefine((v, ctx) => {
    const url = parseHttpsAddress(v);
    const problem = !url.ok
      ? url.problem
      : url.value.search || url.value.hash || /[?#]/.test(v)
        ? 'must not carry a query (?…) or #fragment: the CMS adds its own paths to it'
        : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: `${problem}: write it like ${example}` });
  });

export const cmsSchema = z.lazy(() =>
  z
    .strictObject({
      backend: z
        .enum(['github', 'gitlab', 'gitea'])
        .describe("Where the site's repository is: github, gitlab or gitea (Gitea and Forgejo, Codeberg too)."),
      repo: z
        .string()
        .trim()
        .regex(
          /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,
          'must be the repository as owner/name: write it like tripura-digital/agency-site',
        )
        .describe('The repository as owner/name: tripura-digital/agency-site.'),
      branch: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .default('main')
        .describe('The branch the CMS commits to: main.'),
      /** A self-hosted GitLab or Gitea (Gitea has no one public host). */
      baseUrl: serviceUrl('https://git.example.in')
        .optional()
        .describe(
          'Only for a self-hosted GitLab, Gitea or Forgejo (or Codeberg): its address, https://git.example.in. The CMS reads and commits through its API there.',
        ),
      /** GitHub's sign-in needs an OAuth client with a secret: Sveltia CMS Authenticator on Cloudflare Workers. */
      authUrl: serviceUrl('https://sveltia-cms-auth.example.workers.dev')
        .optional()
        .describe(
          'GitHub only: the address of your OAuth client, the Sveltia CMS Authenticator worker: https://sveltia-cms-auth.example.workers.dev. Without it, editors sign in with a personal access token.',
        ),
      appId: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .optional()
        .describe(
          'GitLab: the application ID of its OAuth application (not confidential, scope api). Gitea or Forgejo: the client ID of its OAuth2 application (not confidential). Without it, editors sign in with a personal access token.',
        ),
    })
    .superRefine((cms, ctx) => {
      const refuse = (field: 'baseUrl' | 'authUrl' | 'appId', message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (cms.backend === 'github' && cms.baseUrl)
        refuse(
          'baseUrl',
          'is for a self-hosted GitLab or Gitea: for GitHub, write the address of your OAuth client as authUrl',
        );
      if (cms.backend === 'github' && cms.appId)
        refuse('appId', 'is for GitLab or Gitea: GitHub signs in through an OAuth client (authUrl) or with a token');
      if (cms.backend !== 'github' && cms.authUrl)
        refuse(
          'authUrl',
          `is for GitHub: ${cms.backend === 'gitlab' ? 'GitLab' : 'Gitea'} signs in with its own OAuth application, whose ID goes in appId`,
        );
    }),
);
export type CmsSettings = z.infer<typeof cmsSchema>;
