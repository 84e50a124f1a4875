// The rebuild queue: one batch per burst of changes, never two rebuilds at once.
import { expect, test } from 'vitest';
import { RebuildQueue, type Batch, type Change } from '../../../src/site/dev/queue.ts';

const change = (file: string, area: Change['area'] = 'content'): Change => ({ file, kind: 'change', area });

function harness() {
  const batches: Batch[] = [];
  let active = 0;
  let maxActive = 0;
  let release: (() => void) | undefined;
  let hold = false;
  const queue = new RebuildQueue(
    async (batch) => {
      batches.push(batch);
      maxActive = Math.max(maxActive, ++active);
      if (hold) await new Promise<void>((r) => (release = r));
      active--;
    },
    { delayMs: 5, onCodeChange: () => codeChanges++ },
  );
  let codeChanges = 0;
  return {
    queue,
    batches,
    get maxActive() {
      return maxActive;
    },
    get codeChanges() {
      return codeChanges;
    },
    hold(on: boolean) {
      hold = on;
    },
    release: () => release?.(),
  };
}

test('changes that arrive together form one batch', async () => {
  const h = harness();
  h.queue.add(change('/c/a.md'));
  h.queue.add(change('/c/b.md'));
  h.queue.add(change('/c/a.md'));
  await h.queue.idle();
  expect(h.batches).toHaveLength(1);
  expect(h.batches[0]!.files).toEqual(['/c/a.md', '/c/b.md']);
});

test('changes during a rebuild wait and form a single next batch; never two at once', async () => {
  const h = harness();
  h.hold(true);
  h.queue.add(change('/c/a.md'));
  await new Promise((r) => setTimeout(r, 20));
  expect(h.batches).toHaveLength(1);
  for (let i = 0; i < 5; i++) h.queue.add(change(`/c/${i}.md`));
  h.queue.add(change('/s/styles/x.css', 'styles'));
  await new Promise((r) => setTimeout(r, 20));
  expect(h.batches).toHaveLength(1); // still busy with the first
  h.hold(false);
  h.release();
  await h.queue.idle();
  expect(h.batches).toHaveLength(2);
  expect(h.batches[1]!.content.size).toBe(5);
  expect(h.batches[1]!.styles).toBe(true);
  expect(h.maxActive).toBe(1);
});

test('a code change during a rebuild asks to stop it at once', async () => {
  const h = harness();
  h.hold(true);
  h.queue.add(change('/c/a.md'));
  await new Promise((r) => setTimeout(r, 20));
  h.queue.add(change('/s/components/X.tsx', 'code'));
  expect(h.codeChanges).toBe(1);
  h.hold(false);
  h.release();
  await h.queue.idle();
  expect(h.batches[1]!.code).toBe(true);
});

test('a full build can be asked for without a file', async () => {
  const h = harness();
  h.queue.addFullBuild();
  await h.queue.idle();
  expect(h.batches).toHaveLength(1);
  expect(h.batches[0]!.code).toBe(true);
  expect(h.batches[0]!.files).toEqual([]);
});
