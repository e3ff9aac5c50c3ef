import { useEffect, useRef } from 'react';
import { TypeBadge } from '@/components/ui/type-badge';
import type { ResultContext } from '@/services/search/result-context';
import type { ItemRecord } from '@/types/item';
import { useItemViewer } from '../hooks/use-item-viewer';
import { CameraDetails } from './camera-details';
import { ContactForm } from './contact-form';
import { DownloadMenu } from './download-menu';
import { ItemFacts } from './item-facts';
import { ItemImage } from './item-image';
import { ItemLocation } from './item-location';
import { ItemNavigation } from './item-navigation';
import { ItemVideo } from './item-video';
import { LicenseCredit } from './license-credit';
import { RelatedItems } from './related-items';
import { ShareButton } from './share-button';
import './item.css';

interface ItemDetailsProps {
  item: ItemRecord;
  context: ResultContext | null;
  returnByHistory: boolean;
}

/** The item page: media, text, actions, camera details, location, contact, related items. */
export function ItemDetails({ item, context, returnByHistory }: ItemDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const isPlayableVideo = item.type === 'video' && item.video !== undefined;
  const viewer = useItemViewer(item, context);
  const openViewer = () => viewer.open(context ? context.position : 0);

  // Arriving on an item puts the visitor at its title, for screen readers and keyboards alike.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      heading.current?.focus({ preventScroll: true });
  }, [item.objectID]);

  return (
    <article className="item-details" aria-labelledby="item-title">
      <ItemNavigation
        objectID={item.objectID}
        context={context}
        returnByHistory={returnByHistory}
        viewerOpen={viewer.viewedId !== null}
      />
      {isPlayableVideo ? (
        <ItemVideo item={item} />
      ) : (
        <ItemImage item={item} onOpenViewer={openViewer} />
      )}
      <div className="item-body">
        <div className="item-main">
          <h1 id="item-title" ref={heading} tabIndex={-1}>
            {item.title}
          </h1>
          <p className="item-meta">
            {/* A playable video shows its duration under the player. */}
            <TypeBadge
              type={item.type}
              durationSec={isPlayableVideo ? null : item.video?.durationSec}
            />
          </p>
          {item.description && <p className="item-description">{item.description}</p>}
          <ItemFacts item={item} />
          <div className="item-actions">
            <DownloadMenu item={item} queryID={context?.queryID ?? null} />
            {!isPlayableVideo && (
              <button type="button" onClick={openViewer}>
                Open viewer
              </button>
            )}
            <ShareButton item={item} />
          </div>
          <LicenseCredit item={item} />
        </div>
        <aside className="item-side" aria-label="About this file">
          <CameraDetails item={item} />
          <ItemLocation item={item} />
        </aside>
      </div>
      <ContactForm item={item} queryID={context?.queryID ?? null} />
      <RelatedItems item={item} />
    </article>
  );
}
