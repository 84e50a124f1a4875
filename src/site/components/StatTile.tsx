import type { Stat } from '../model/schemas/index.ts';
import { Icon } from './Icon.tsx';

export function StatTile({ stat }: { stat: Stat }) {
  return (
    <li className={`stat tone-${stat.tone ?? 'blue'}`}>
      {stat.icon && <Icon name={stat.icon} className="stat-icon" />}
      <span className="stat-value">{stat.value}</span>
      <span className="stat-label">{stat.label}</span>
    </li>
  );
}
