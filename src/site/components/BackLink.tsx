import { useHref } from './context.ts';
import { Icon } from './Icon.tsx';

/**
 * "← Back to …": the arrow is held to the first word (a line may break anywhere after it), so a
 * label on two lines never leaves the arrow alone on the first.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  const href = useHref();
  const [first, rest] = splitFirstWord(label);
  return (
    <a className="back-link" href={href(to)}>
      <span className="back-link-lead">
        <Icon name="arrow-left" size={18} />
        {first}
      </span>
      {rest}
    </a>
  );
}

function splitFirstWord(label: string): [string, string] {
  const at = label.search(/\s/);
  return at < 0 ? [label, ''] : [label.slice(0, at), label.slice(at)];
}
