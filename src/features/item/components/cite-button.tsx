import { useRef, useState, type ComponentType } from 'react';
import type { ItemView } from '@/types/item';
import type { CitePanelProps } from './cite-panel';

/** "Cite": the panel and the citation library load on the first press (decision 046). */
export function CiteButton({ item }: { item: ItemView }) {
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<CitePanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setFailed(false);
    if (open) return setOpen(false);
    import('./cite-panel').then(
      (module) => {
        setPanel(() => module.CitePanel);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={toggle}>
        Cite
      </button>
      {failed && (
        <span role="alert">
          Citing could not load: check the connection, then press Cite again.
        </span>
      )}
      {open && Panel && <Panel item={item} onClose={close} />}
    </>
  );
}
