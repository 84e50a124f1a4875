// Every finding a user can meet says what was expected and one way to fix it. The check fixtures'
// findings are held to this in rules.test.ts, case by case; here, the bad-content fixtures' load errors.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { fixtures, removeSite, siteCopy } from '../../helpers/sites.ts';
import { saysAFix } from './fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

it('every load error of every bad-content fixture says one way to fix it', async () => {
  const messages = new Set<string>();
  for (const name of await readdir(path.join(fixtures, 'bad-content'))) {
    const dir = await siteCopy(name);
    for (const d of (await loadContent(dir, defaultSite.kinds)).diagnostics) messages.add(`${d.rule}: ${d.message}`);
    await removeSite(dir);
  }
  expect(messages.size).toBeGreaterThan(10);
  expect([...messages].filter((m) => !saysAFix.test(m))).toEqual([]);
});
