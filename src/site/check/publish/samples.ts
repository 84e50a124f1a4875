// publish/samples (`check --profile publish`): the site is ready to go live only when no value it
// shipped as a sample is left: an example.in address (the site's and the lead service's URLs, the
// e-mail, any link), the sample phone and WhatsApp number, a page or text marked SAMPLE, a
// placeholder of words in braces. Each is a finding at its file, line and field, until replaced.
import type { Diagnostic } from '../../diagnostics.ts';
import type { CheckContext, ContentDoc } from '../context.ts';
import { strings } from '../rules/placeholders.ts';
import { defineRule } from '../rules/rule.ts';

const rule = 'publish/samples';

interface Sample {
  found(text: string): string | undefined;
  fix: string;
}

const samples: Sample[] = [
  {
    // Reserved for examples (RFC 2606), or the shipped example.in: mail and beacons would go to strangers.
    found: (t) => /(?<![\w.+-])(?:[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:in|com|org|net)(?![\w-])/i.exec(t)?.[0],
    fix: "is a sample address: put the agency's own",
  },
  {
    found: (t) => (t.replace(/\D/g, '').includes('9876543210') ? 'the number 98765 43210' : undefined),
    fix: "is the sample number: put the agency's own",
  },
  {
    found: (t) => (/\bSAMPLE\b/.test(t) ? 'SAMPLE' : undefined),
    fix: 'marks text shipped as a sample: have it written for the agency (and reviewed), then remove the mark',
  },
  {
    // `{phone}` and the like are filled in by the build; words in braces are for a person to replace.
    found: (t) => /\{[^{}]*[^\w{}][^{}]*\}/.exec(t)?.[0],
    fix: 'is a placeholder: write the real text',
  },
];

export const publishSamples = defineRule(rule, (ctx: CheckContext) => ctx.docs.flatMap((doc) => inDoc(ctx, doc)));

function inDoc(ctx: CheckContext, doc: ContentDoc): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { field, text } of strings(doc.data, []))
    for (const s of samples) {
      const what = s.found(text);
      if (what) out.push(ctx.report(rule, doc.file, field, `${quote(what)} ${s.fix}`));
    }
  const body = doc.body;
  body?.text.split('\n').forEach((text, i) => {
    for (const s of samples) {
      const what = s.found(text);
      if (!what) continue;
      const d = ctx.report(rule, doc.file, undefined, `${quote(what)} ${s.fix}`);
      out.push({ ...d, line: body.line + i });
    }
  });
  return out;
}

const quote = (what: string) => (what.startsWith('the number') || what === 'SAMPLE' ? what : `"${what}"`);
