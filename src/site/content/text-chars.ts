// Characters no text of the site may hold, in any field or Markdown body: the C0 and C1 control
// characters (but tab and line feed), lone surrogates, U+FFFE and U+FFFF. XML refuses them all, so
// one in a post's title makes the feed unreadable for every reader; in a page they are invisible.
// YAML lets them in through escapes ("\x01", "\u0085"); they are refused where content is validated.
import type { FieldPath } from './yaml.ts';

const forbidden =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const fix = 'remove it (it cannot be seen, and feed readers refuse the whole feed over it)';

/** The first such character of `text`: where, and what it is in words; undefined when there is none. */
function firstControl(text: string): { index: number; name: string } | undefined {
  const m = forbidden.exec(text);
  if (!m) return undefined;
  const code = m[0].charCodeAt(0);
  const name =
    code >= 0xd800 && code <= 0xdfff
      ? 'half of a character (a lone surrogate)'
      : `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return { index: m.index, name };
}

/** Why a value cannot be published as it is; undefined when it can. */
export function controlProblem(text: string): string | undefined {
  const c = firstControl(text);
  return c && `contains ${c.name}, at character ${c.index + 1}: ${fix}`;
}

/** The same for a Markdown body: its line (counted from `firstLine`) and what to do. */
export function bodyControlProblem(body: string, firstLine: number): { line: number; message: string } | undefined {
  const c = firstControl(body);
  if (!c) return undefined;
  const before = body.slice(0, c.index);
  const column = c.index - before.lastIndexOf('\n');
  return {
    line: firstLine + before.split('\n').length - 1,
    message: `the text contains ${c.name}, in column ${column}: ${fix}`,
  };
}

/** Every string of `data` that holds such a character: its field and what is wrong. */
export function controlsIn(
  data: unknown,
  at: FieldPath = [],
  out: { path: FieldPath; message: string }[] = [],
): { path: FieldPath; message: string }[] {
  if (typeof data === 'string') {
    const problem = controlProblem(data);
    if (problem) out.push({ path: at, message: problem });
  } else if (Array.isArray(data)) data.forEach((v, i) => controlsIn(v, [...at, i], out));
  else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      const key = controlProblem(k);
      if (key) out.push({ path: [...at, k], message: `its name ${key}` });
      controlsIn(v, [...at, k], out);
    }
  }
  return out;
}
