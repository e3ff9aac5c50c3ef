import { safeMediaUrl } from '@/components/ui/media-url';
import type { CameraReadFailure } from '@/services/exif/camera-data';
import type { ItemView } from '@/types/item';
import { useCameraData } from '../hooks/use-camera-data';
import './camera-details.css';

function failureMessage(failure: CameraReadFailure): string {
  switch (failure.kind) {
    case 'missing-url':
      return 'This item has no original file to read camera details from.';
    case 'network':
      return 'The original file could not be read: the connection failed, or its server does not let this site read it. Check your connection, then try again.';
    case 'status':
      return `The original file could not be read: its server answered ${failure.status}. Try again in a moment.`;
    case 'not-image':
      return 'The original file is not an image, so it has no camera details to show.';
    case 'unsupported':
      return `The original is a ${failure.format} file: this page reads camera details from JPEG, HEIC and AVIF files only.`;
  }
}

/** What the camera wrote into the original file, read in the browser (photos only). */
export function CameraDetails({ item }: { item: ItemView }) {
  const url = safeMediaUrl(item.image?.src);
  const { state, retry } = useCameraData(url, item.type === 'photo');
  if (item.type !== 'photo') return null;
  const { image } = item;
  const fallbackSize =
    image && image.width > 0 && image.height > 0
      ? { width: image.width, height: image.height }
      : null;

  return (
    <section
      className="camera-details"
      aria-labelledby="camera-heading"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="camera-heading">Camera details</h2>
      {(state.status === 'waiting' || state.status === 'loading') && (
        <p className="camera-status" role="status">
          Reading camera details from the original file…
        </p>
      )}
      {state.status === 'shown' && (
        <dl className="camera-values">
          {state.cameraRows(state.data, fallbackSize).map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {state.status === 'empty' && (
        <p className="camera-status" role="status">
          This file carries no camera data.
        </p>
      )}
      {state.status === 'failed' && (
        <div className="camera-status" role="alert">
          <p>{failureMessage(state.failure)}</p>
          {(state.failure.kind === 'network' || state.failure.kind === 'status') && (
            <button type="button" onClick={retry}>
              Try again
            </button>
          )}
        </div>
      )}
    </section>
  );
}
