import { fileSlug } from '@/services/download/file-names';
import type { CITATION_FILES } from './citation-types';

/** Saves a citation file made in the browser, named after the item: `<id>.bib`, `.ris`, `.json`. */
export function saveCitationFile(
  objectID: string,
  { extension, mime }: (typeof CITATION_FILES)[number],
  text: string,
): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileSlug(objectID)}.${extension}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the next task may let the Blob go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
