import { safeMediaUrl } from '@/components/ui/media-url';
import { useCopyText } from '@/components/ui/use-copy-text';
import { itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';

/** "Photo: Ann Example, CC BY 4.0": what a reuser pastes under the picture. */
export function creditLine(item: ItemView): string {
  const kind = item.type === 'video' ? 'Video' : 'Photo';
  const who = item.creator || `“${itemName(item)}”`;
  return `${kind}: ${who}, ${item.license?.name ?? 'licence unknown'}`;
}

/**
 * What a visitor may do, in one sentence, from the record's reuse group and its licence's URI
 * (decision 045): the URI's codes (NC, ND, SA, EDU, InC) pick the sentence's parts.
 */
export function reuseSentence({ reuse, license, creator }: ItemView): string | null {
  const uri = license?.url ?? '';
  const has = (code: string) => new RegExp(`-${code}\\b`, 'i').test(uri);
  const crediting = `, crediting ${creator || 'the archive'}`;
  if (reuse === 'permission')
    return `Ask the archive before reusing this: ${/InC/.test(uri) ? 'it is in copyright' : 'its copyright status is unknown'}.`;
  if (reuse === 'free')
    return /domain|NoC-US|NKC/.test(uri)
      ? 'You may reuse this freely.'
      : `You may reuse this freely${crediting}${has('sa') ? ', sharing changes under the same licence' : ''}.`;
  if (reuse !== 'conditions') return null;
  const purpose = has('nc') ? ' for non-commercial purposes' : has('edu') ? ' for education' : '';
  return purpose || /creativecommons/.test(uri)
    ? `You may reuse this${purpose}${crediting}${has('nd') ? ', without changes' : ''}${has('sa') ? ', sharing changes under the same licence' : ''}.`
    : 'You may reuse this within the restrictions its rights statement names.';
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
