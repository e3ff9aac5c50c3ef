import type { ItemType } from '@/types/item';

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function TypeBadge({ type, durationSec }: { type: ItemType; durationSec?: number | null }) {
  const label = type === 'video' ? 'Video' : 'Photo';
  return (
    <span className={`type-badge type-badge-${type}`}>
      {label}
      {type === 'video' && durationSec ? (
        <span className="type-badge-duration"> · {formatDuration(durationSec)}</span>
      ) : null}
    </span>
  );
}
