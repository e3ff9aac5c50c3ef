import { useId } from 'react';
import type { DownloadGroup, DownloadOption } from '@/services/download/download-options';
import { formatBytes } from '@/services/download/file-size';

/**
 * The "Other sizes" disclosure: every rendition grouped by size, each with its format and, once
 * known, its bytes. The list opens at once; sizes fill in as their HEAD requests answer.
 */
export function DownloadSizes({
  label,
  groups,
  sizes,
  open,
  busy,
  onToggle,
  onDownload,
}: {
  label: string;
  groups: DownloadGroup[];
  sizes: ReadonlyMap<string, number>;
  open: boolean;
  /** Another download is running: the buttons say so and do nothing. */
  busy: boolean;
  onToggle: () => void;
  onDownload: (option: DownloadOption) => void;
}) {
  const listId = useId();
  const bytesOf = (option: DownloadOption) => (option.url ? sizes.get(option.url) : undefined);
  return (
    <div className="download-sizes">
      <button
        type="button"
        className="download-sizes-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {label}
      </button>
      <ul id={listId} className="download-size-groups" hidden={!open}>
        {groups.map((group) => (
          <li key={group.label} className="download-size-group">
            <span className="download-size-label">{group.label}</span>
            <ul className="download-formats">
              {group.options.map((option) => {
                const bytes = bytesOf(option);
                return (
                  <li key={option.id}>
                    <button
                      type="button"
                      className="download-format"
                      aria-disabled={busy || undefined}
                      onClick={() => onDownload(option)}
                    >
                      {option.format} <span className="visually-hidden">{option.detail}</span>
                      {bytes !== undefined && (
                        <>
                          {' '}
                          <span className="download-bytes">{formatBytes(bytes)}</span>
                        </>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
