import { useCallback, useId, useMemo, useState } from 'react';
import { track } from '@/services/analytics/analytics';
import { listDownloadChoices } from '@/services/download/download-options';
import type { DownloadOption } from '@/services/download/download-options';
import { formatDuration } from '@/components/ui/format-duration';
import { formatBytes } from '@/services/download/file-size';
import { useDownload } from '@/services/download/use-download';
import { useFileSizes } from '@/services/download/use-file-sizes';
import { sendInsightsEvent } from '@/services/insights/insights';
import type { ItemView } from '@/types/item';
import { DownloadSizes } from './download-sizes';
import { DownloadStatus } from './download-status';
import './download-menu.css';

/**
 * "Download original" and the other sizes of one item. Files are fetched whole with progress and
 * saved under the item's slug; a finished download is a conversion for analytics and insights.
 */
export function DownloadMenu({ item, queryID }: { item: ItemView; queryID: string | null }) {
  const choices = useMemo(() => listDownloadChoices(item), [item]);
  const [sizesOpen, setSizesOpen] = useState(false);
  const [sizesWanted, setSizesWanted] = useState(false);
  const originalInfoId = useId();

  const urls = useMemo(
    () =>
      [choices.original, ...choices.groups.flatMap((group) => group.options)]
        .map((option) => option?.url)
        .filter((url): url is string => !!url),
    [choices],
  );
  const sizes = useFileSizes(urls, sizesWanted);
  // A clip runs to megabytes: its size is worth one HEAD before anyone asks, a photo's is not.
  const videoUrls = useMemo(
    () => (item.type === 'video' && choices.original?.url ? [choices.original.url] : []),
    [item.type, choices],
  );
  const videoSizes = useFileSizes(videoUrls, true);

  const onDone = useCallback(
    (option: DownloadOption) => {
      track({
        name: 'file_download',
        params: { item_id: item.objectID, file_name: option.fileName, rendition: option.id },
      });
      sendInsightsEvent({
        eventType: 'conversion',
        eventName: 'Item Downloaded',
        objectID: item.objectID,
        queryID,
      });
    },
    [item.objectID, queryID],
  );
  const { state, start, cancel } = useDownload({ onDone });
  const busy = state.status === 'downloading';

  const { original } = choices;
  const originalBytes = original?.url
    ? (sizes.get(original.url) ?? videoSizes.get(original.url))
    : undefined;
  const duration = item.type === 'video' ? formatDuration(item.video?.durationSec) : null;

  return (
    <div className="download-menu" role="group" aria-label="Download">
      {original && (
        <div className="download-original">
          <button
            type="button"
            className="download-primary"
            aria-describedby={originalInfoId}
            aria-disabled={busy || undefined}
            onClick={() => start(original)}
          >
            Download original
          </button>
          <span id={originalInfoId} className="download-original-info">
            {[
              original.format,
              original.detail,
              duration,
              originalBytes && formatBytes(originalBytes),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      )}
      {choices.groups.length > 0 && (
        <DownloadSizes
          label={original ? 'Other sizes' : 'Download the poster image'}
          groups={choices.groups}
          sizes={sizes}
          open={sizesOpen}
          busy={busy}
          onToggle={() => {
            setSizesOpen((open) => !open);
            setSizesWanted(true);
          }}
          onDownload={start}
        />
      )}
      <DownloadStatus
        state={state}
        onCancel={cancel}
        onRetry={() => state.status === 'failed' && start(state.option)}
      />
    </div>
  );
}
