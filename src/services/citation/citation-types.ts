import type { ItemView } from '@/types/item';

/** What a citation is made from: the record, the archive that publishes it, and when it was read. */
export interface CitationSource {
  item: ItemView;
  archiveName: string;
  /** The item page's canonical address (VITE_SITE_URL + item/<id>). */
  url: string;
  accessed: Date;
}

/** The styles shown as text, in the order the panel shows them. */
export const CITATION_STYLES = [
  { id: 'apa', label: 'APA' },
  { id: 'chicago', label: 'Chicago' },
  { id: 'mla', label: 'MLA' },
] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number]['id'];

/** The files offered for reference managers (Zotero, Mendeley, EndNote, BibTeX). */
export const CITATION_FILES = [
  { id: 'bibtex', label: 'BibTeX', extension: 'bib', mime: 'application/x-bibtex' },
  { id: 'ris', label: 'RIS', extension: 'ris', mime: 'application/x-research-info-systems' },
  {
    id: 'csl',
    label: 'CSL-JSON',
    extension: 'json',
    mime: 'application/vnd.citationstyles.csl+json',
  },
] as const;
export type CitationFile = (typeof CITATION_FILES)[number]['id'];

export type Citations = Record<CitationStyle | CitationFile, string>;
