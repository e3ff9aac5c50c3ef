import { safeMediaUrl } from '@/components/ui/media-url';
import { useCopyText } from '@/components/ui/use-copy-text';
import type { ItemRecord } from '@/types/item';

/** "Photo: Ann Example, CC BY 4.0": what a reuser pastes under the picture. */
export function creditLine(item: ItemRecord): string {
  const kind = item.type === 'video' ? 'Video' : 'Photo';
  const who = item.creator || `“${item.title}”`;
  return `${kind}: ${who}, ${item.license.name}`;
}

export function LicenseCredit({ item }: { item: ItemRecord }) {
  const licenseUrl = safeMediaUrl(item.license.url);
  const line = creditLine(item);
  const { state, copy } = useCopyText();
  return (
    <section className="item-license" aria-labelledby="license-heading">
      <h2 id="license-heading">Licence and credit</h2>
      <p>
        Licence:{' '}
        {licenseUrl ? (
          <a href={licenseUrl} rel="license noopener noreferrer" target="_blank">
            {item.license.name}
          </a>
        ) : (
          item.license.name
        )}
      </p>
      <p className="item-credit">{item.credit}</p>
      <div className="credit-copy">
        <code className="credit-line">{line}</code>
        <button type="button" onClick={() => void copy(line)}>
          Copy credit
        </button>
      </div>
      <p className="copy-status" role="status">
        {state === 'copied' && 'Credit copied.'}
        {state === 'failed' &&
          'Your browser did not allow copying: select the credit above and copy it.'}
      </p>
    </section>
  );
}
