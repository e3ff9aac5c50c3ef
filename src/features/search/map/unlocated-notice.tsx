import { formatCount } from '@/components/ui/format-count';

interface UnlocatedNoticeProps {
  unlocated: number;
  /** The list shows those results now. */
  showing: boolean;
  onShow: () => void;
  onBack: () => void;
}

/** "12 results have no location": they cannot be on the map, and are one click away. */
export function UnlocatedNotice({ unlocated, showing, onShow, onBack }: UnlocatedNoticeProps) {
  if (showing) {
    return (
      <p className="map-unlocated">
        The list shows the results that have no location.{' '}
        <button type="button" className="link-button" onClick={onBack}>
          Back to the results on the map
        </button>
      </p>
    );
  }
  if (unlocated === 0) return null;
  return (
    <p className="map-unlocated">
      {formatCount(unlocated)} {unlocated === 1 ? 'result has' : 'results have'} no location.{' '}
      <button type="button" className="link-button" onClick={onShow}>
        Show {unlocated === 1 ? 'it' : 'them'}
      </button>
    </p>
  );
}
