import { useHydrated } from '@/components/ui/client-only';
import { useCopyText } from '@/components/ui/use-copy-text';
import { track } from '@/services/analytics/analytics';
import type { ItemView } from '@/types/item';

/** The system share sheet where the browser has one, otherwise "Copy link". */
export function ShareButton({ item }: { item: ItemView }) {
  const { state, copy } = useCopyText();
  // Read when used: a page rendered at build time knows neither the origin nor the browser.
  const address = () => `${window.location.origin}/item/${encodeURIComponent(item.objectID)}`;
  const canShare = useHydrated() && typeof navigator.share === 'function';

  const share = async () => {
    const url = address();
    try {
      await navigator.share({ title: item.title, url });
      track({ name: 'share', params: { item_id: item.objectID, method: 'web-share' } });
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  };
  const copyLink = async () => {
    await copy(address());
    track({ name: 'share', params: { item_id: item.objectID, method: 'copy-link' } });
  };

  return (
    <span className="share">
      <button type="button" onClick={() => void (canShare ? share() : copyLink())}>
        {canShare ? 'Share' : 'Copy link'}
      </button>
      <span className="copy-status" role="status">
        {state === 'copied' && 'Link copied.'}
        {state === 'failed' && `Copy this link: ${address()}`}
      </span>
    </span>
  );
}
