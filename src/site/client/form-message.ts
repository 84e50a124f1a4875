// The WhatsApp message the contact form writes: the greeting, then one `Label: value` line per
// filled field, in the order the caller gives (SPEC.md §7).

export function formMessage(greeting: string, fields: ReadonlyArray<readonly [label: string, value: string]>): string {
  const lines = fields.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value.trim()}`);
  return [greeting, ...lines].join('\n');
}
