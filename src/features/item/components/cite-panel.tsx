import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAppConfig } from '@/config/app-config-context';
import { CITATION_FILES, CITATION_STYLES } from '@/services/citation/citation-types';
import { saveCitationFile } from '@/services/citation/save-citation-file';
import type { ItemView } from '@/types/item';
import { useCitations } from '../hooks/use-citations';
import { CitationText } from './citation-text';
import './cite-panel.css';

export interface CitePanelProps {
  item: ItemView;
  onClose: () => void;
}

/** "Cite this item": the citation in APA, Chicago and MLA, and files for reference managers. */
export function CitePanel({ item, onClose }: CitePanelProps) {
  const { archiveName, siteUrl } = useAppConfig();
  const { state, retry } = useCitations(item, archiveName, siteUrl);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // This Escape is handled: another panel listening for it (the event inspector) stays open.
    event.preventDefault();
    onClose();
  };

  return (
    <section
      id="cite-panel"
      className="cite-panel"
      aria-labelledby="cite-panel-title"
      onKeyDown={closeOnEscape}
    >
      <h2 id="cite-panel-title" ref={heading} tabIndex={-1}>
        Cite this item
      </h2>
      {state.status === 'loading' && <p role="status">Preparing the citations…</p>}
      {state.status === 'failed' && (
        <p role="alert">
          The citations could not load: check the connection, then try again.{' '}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          {CITATION_STYLES.map((style) => (
            <CitationText key={style.id} label={style.label} text={state.citations[style.id]} />
          ))}
          <h3>For a reference manager</h3>
          <div className="cite-files">
            {CITATION_FILES.map((file) => (
              <button
                key={file.id}
                type="button"
                onClick={() => saveCitationFile(item.objectID, file, state.citations[file.id])}
              >
                Download {file.label} (.{file.extension})
              </button>
            ))}
          </div>
        </>
      )}
      <button type="button" className="cite-close" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
