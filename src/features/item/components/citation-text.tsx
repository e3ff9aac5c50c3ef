import { useCopyText } from '@/components/ui/use-copy-text';

/** One style's citation, ready to paste, with its own Copy button. */
export function CitationText({ label, text }: { label: string; text: string }) {
  const { state, copy } = useCopyText();
  return (
    <div className="citation-text" role="group" aria-label={label}>
      <h3>{label}</h3>
      <p>{text}</p>
      <button type="button" aria-label={`Copy ${label} citation`} onClick={() => void copy(text)}>
        Copy
      </button>
      <span className="copy-status" role="status">
        {state === 'copied' && `${label} citation copied.`}
        {state === 'failed' && 'Copying is blocked here: select the text and copy it.'}
      </span>
    </div>
  );
}
