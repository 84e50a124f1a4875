// site.yml `cms`: the Git host the browser CMS at /admin/ saves to (cms/). Unset: no /admin/.
import * as z from 'zod';
import { absoluteUrlSchema } from './common.ts';

export const cmsSchema = z.lazy(() => z.strictObject({
  backend: z.enum(['github', 'gitlab', 'gitea']).describe('Where the site\'s repository is: github, gitlab or gitea.'),
  repo: z.string().trim()
    .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'must be the repository as owner/name: write it like tripura-digital/agency-site')
    .describe('The repository as owner/name: tripura-digital/agency-site.'),
  branch: z.string().trim().min(1, 'must not be empty').default('main').describe('The branch the CMS commits to: main.'),
  /** A self-hosted GitLab or Gitea (Gitea has no one public host). */
  baseUrl: absoluteUrlSchema.optional().describe('Only for a self-hosted GitLab or Gitea: its address, https://git.example.in.'),
}));
export type CmsSettings = z.infer<typeof cmsSchema>;
