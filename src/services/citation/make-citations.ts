import type { CitationSource, Citations } from './citation-types';

/**
 * The citation facade: the item in APA, Chicago and MLA and as BibTeX, RIS and CSL-JSON. The
 * formatter (citation-js and its styles, a lazy chunk) loads on the first call; a failed load
 * rejects, and the next call tries again.
 */
export async function makeCitations(source: CitationSource): Promise<Citations> {
  const [{ formatCitations }, { cslItem }] = await Promise.all([
    import('./citation-js'),
    import('./csl-item'),
  ]);
  return formatCitations(cslItem(source));
}
