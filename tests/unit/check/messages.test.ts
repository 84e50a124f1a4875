// Every finding a user can meet says what was expected and one way to fix it: the messages of all
// check fixtures and bad-content fixtures end in a fix (a suggestion, or an instruction after
// ":" or ";").
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { check } from '../../../src/site/check/index.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { fixtures, removeSite, siteCopy } from '../../helpers/sites.ts';
import { fixtureContent, listCases, removeFixture } from './fixtures.ts';

const fix = /(?:[:;] |, )(?:add|remove|write|use|fix|rename|replace|give|change|point|put|check|create|make|save|start|link|number|merge|choose)\b|did you mean/;

it('every finding of every fixture says one way to fix it', async () => {
  const messages = new Set<string>();
  for (const c of await listCases()) {
    const dir = await fixtureContent(c.name);
    for (const d of (await check({ contentDir: dir, profile: c.profile })).diagnostics) messages.add(`${d.rule}: ${d.message}`);
    await removeFixture(dir);
  }
  for (const name of await readdir(path.join(fixtures, 'bad-content'))) {
    const dir = await siteCopy(name);
    for (const d of (await loadContent(dir)).diagnostics) messages.add(`${d.rule}: ${d.message}`);
    await removeSite(dir);
  }
  expect(messages.size).toBeGreaterThan(35);
  expect([...messages].filter((m) => !fix.test(m))).toEqual([]);
}, 120_000); // every fixture, one after another: ~20 s on a busy machine
