import { ResponsiveImage } from '@/components/ui/responsive-image';
import { safeMediaUrl } from '@/components/ui/media-url';
import { TypeBadge } from '@/components/ui/type-badge';
import type { ItemRecord } from '@/types/item';

/** The item's media, title, credit and licence. The full viewer comes with the item screen. */
export function ItemDetails({ item }: { item: ItemRecord }) {
  const licenseUrl = safeMediaUrl(item.license.url);
  return (
    <article className="item-details" aria-labelledby="item-title">
      <ResponsiveImage
        image={item.image}
        alt={item.title}
        sizes="(max-width: 1000px) 100vw, 1000px"
        priority="high"
        className="item-image"
      />
      <div className="item-text">
        <h1 id="item-title">{item.title}</h1>
        <p className="item-meta">
          <TypeBadge type={item.type} durationSec={item.video?.durationSec} />
          {item.year ? <span>{item.year}</span> : null}
          {item.place ? (
            <span>{[item.place.name, item.place.country].filter(Boolean).join(', ')}</span>
          ) : null}
        </p>
        {item.description && <p className="item-description">{item.description}</p>}
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
      </div>
    </article>
  );
}
