import type { ItemType } from '@/types/item';
import { formatDuration } from './format-duration';

export function TypeBadge({ type, durationSec }: { type: ItemType; durationSec?: number | null }) {
  const label = type === 'video' ? 'Video' : 'Photo';
  const duration = type === 'video' ? formatDuration(durationSec) : null;
  return (
    <span className={`type-badge type-badge-${type}`}>
      {label}
      {duration ? <span className="type-badge-duration"> · {duration}</span> : null}
    </span>
  );
}
