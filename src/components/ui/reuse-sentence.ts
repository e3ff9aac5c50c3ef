import type { ItemView } from '@/types/item';

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
