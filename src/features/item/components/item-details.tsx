import { ResponsiveImage } from '@/components/ui/responsive-image';
import { safeMediaUrl } from '@/components/ui/media-url';
import { TypeBadge } from '@/components/ui/type-badge';
import type { ItemRecord } from '@/types/item';
import { CameraDetails } from './camera-details';
import { ContactForm } from './contact-form';
import { DownloadMenu } from './download-menu';
import { ItemLocation } from './item-location';
import { ItemVideo } from './item-video';

/** The item page: media, text, actions, camera details, location and contact. */
export function ItemDetails({ item, queryID }: { item: ItemRecord; queryID: string | null }) {
  const licenseUrl = safeMediaUrl(item.license.url);
  return (
    <article className="item-details" aria-labelledby="item-title">
      {item.type === 'video' && item.video ? (
        <ItemVideo item={item} />
      ) : (
        <ResponsiveImage
          image={item.image}
          alt={item.title}
          sizes="(max-width: 1000px) 100vw, 1000px"
          priority="high"
          className="item-image"
        />
      )}
      <div className="item-body">
        <div className="item-main">
          <h1 id="item-title" tabIndex={-1}>
            {item.title}
          </h1>
          <p className="item-meta">
            <TypeBadge type={item.type} durationSec={item.video?.durationSec} />
            {item.year ? <span>{item.year}</span> : null}
          </p>
          {item.description && <p className="item-description">{item.description}</p>}
          <div className="item-actions">
            <DownloadMenu item={item} queryID={queryID} />
          </div>
          <p className="item-credit">{item.credit}</p>
          <p className="item-license">
            Licence:{' '}
            {licenseUrl ? (
              <a href={licenseUrl} rel="license noopener noreferrer" target="_blank">
                {item.license.name}
              </a>
            ) : (
              item.license.name
            )}
          </p>
          <ContactForm item={item} queryID={queryID} />
        </div>
        <aside className="item-side" aria-label="About this file">
          <CameraDetails item={item} />
          <ItemLocation item={item} />
        </aside>
      </div>
    </article>
  );
}
