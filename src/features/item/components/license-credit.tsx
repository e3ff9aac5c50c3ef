import { safeMediaUrl } from '@/components/ui/media-url';
import { reuseSentence } from '@/components/ui/reuse-sentence';
import { useCopyText } from '@/components/ui/use-copy-text';
import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';

/** "Photo: Ann Example, CC BY 4.0": what a reuser pastes under the picture. */
export function creditLine(item: ItemView): string {
  const kind = item.type === 'video' ? 'Video' : 'Photo';
  const who = item.creator || `“${itemName(item)}”`;
  return `${kind}: ${who}, ${item.license?.name ?? 'licence unknown'}`;
}

export function LicenseCredit({ item }: { item: ItemView }) {
  const { license } = item;
  const licenseUrl = safeMediaUrl(license?.url);
  const webStatement = safeMediaUrl(item.webStatement);
  const line = creditLine(item);
  const { state, copy } = useCopyText();
  return (
    <section className="item-license" aria-labelledby="license-heading">
      <h2 id="license-heading">Licence and credit</h2>
      <p>
        Licence:{' '}
        {!license ? (
          'not stated in this item’s record: ask the archive before reusing it.'
        ) : licenseUrl ? (
          <a href={licenseUrl} rel="license noopener noreferrer" target="_blank">
            <bdi>{license.name}</bdi>
          </a>
        ) : (
          <bdi>{license.name}</bdi>
        )}
      </p>
      {reuseSentence(item) && <p className="item-reuse">{reuseSentence(item)}</p>}
      {item.credit ? (
        <p className="item-credit">
          <bdi>{item.credit}</bdi>
        </p>
      ) : null}
      {item.copyrightNotice && (
        <p className="item-copyright">
          <bdi>{item.copyrightNotice}</bdi>
        </p>
      )}
      {webStatement && (
        <p>
          <a href={webStatement} rel="noopener noreferrer" target="_blank">
            Rights statement
          </a>
        </p>
      )}
      <div className="credit-copy">
        <code className="credit-line">
          <bdi>{line}</bdi>
        </code>
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
