import type { Analytics as AnalyticsSettings } from '../model/schemas/analytics.ts';
import { analyticsScripts } from '../integrations/analytics.ts';

/** The analytics provider's script tags (site.yml `analytics`), as it documents them; none when unset. */
export function Analytics({ settings }: { settings: AnalyticsSettings | undefined }) {
  return analyticsScripts(settings).map((s) => (
    <script
      key={s.src}
      src={s.src}
      async={s.load === 'async' || undefined}
      defer={s.load === 'defer' || undefined}
      {...Object.fromEntries(Object.entries(s.data).map(([name, value]) => [`data-${name}`, value]))}
    ></script>
  ));
}
