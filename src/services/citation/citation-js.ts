// The only module that imports citation-js (decision 046); it loads on first use, through
// make-citations.ts.
import { Cite, plugins } from '@citation-js/core';
import { parse as parseName } from '@citation-js/name';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import chicagoStyle from './styles/chicago-author-date.csl?raw';
import mlaStyle from './styles/modern-language-association.csl?raw';
import type { Citations } from './citation-types';
import type { CslItem, CslName } from './csl-item';

// plugin-csl ships APA; Chicago and MLA are the CSL project's own styles (CC BY-SA 3.0).
const templates = plugins.config.get('@csl').templates;
if (!templates.has('chicago')) templates.add('chicago', chicagoStyle);
if (!templates.has('mla')) templates.add('mla', mlaStyle);

/** A person's name split into family and given names; citation styles order and shorten them. */
export function personName(name: string): CslName {
  return parseName(name) as CslName;
}

const asText = (cite: Cite, template: string) =>
  String(cite.format('bibliography', { format: 'text', template, lang: 'en-US' })).trim();

/** The item cited in each style and written in each file format. */
export function formatCitations(item: CslItem): Citations {
  const cite = new Cite(item);
  return {
    apa: asText(cite, 'apa'),
    chicago: asText(cite, 'chicago'),
    mla: asText(cite, 'mla'),
    bibtex: `${String(cite.format('bibtex')).trim()}\n`,
    ris: `${String(cite.format('ris')).trim()}\n`,
    csl: `${JSON.stringify([item], null, 2)}\n`,
  };
}
