import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useAppConfig } from '@/config/app-config-context';
import { MissingImage } from '@/components/ui/missing-image';
import { TypeBadge } from '@/components/ui/type-badge';
import { track } from '@/services/analytics/analytics';
import { itemName } from '@/services/validation/read-item';
import type { ResultContext } from '@/services/search/result-context';
import type { ItemView } from '@/types/item';
import { useItemViewer } from '../hooks/use-item-viewer';
import { CameraDetails } from './camera-details';
import { CiteButton } from './cite-button';
import { DownloadMenu } from './download-menu';
import { IiifManifestLink } from './iiif-manifest-link';
import { ItemFacts } from './item-facts';
import { ItemImage } from './item-image';
import { ItemLocation } from './item-location';
import { ItemNavigation } from './item-navigation';
import { ItemVideo } from './item-video';
import { LicenseCredit } from './license-credit';
import { RelatedItems } from './related-items';
import { ShareButton } from './share-button';
import './item.css';
import { isFocusFree } from '@/components/ui/focus-is-free';

/** Below the fold and only where an endpoint is set: its code loads after the page's. */
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

interface ItemDetailsProps {
  item: ItemView;
  context: ResultContext | null;
  returnByHistory: boolean;
}

/** The item page: media, text, actions, camera details, location, contact, related items. */
export function ItemDetails({ item, context, returnByHistory }: ItemDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { contactEndpoint } = useAppConfig();
  const isPlayableVideo = item.type === 'video' && item.video !== undefined;
  const viewer = useItemViewer(item, context);
  const openViewer = () => viewer.open(context ? context.position : 0);

  // Once per item shown (a ref, so StrictMode's second effect run in development is not counted).
  const viewTracked = useRef<string | null>(null);
  useEffect(() => {
    if (viewTracked.current === item.objectID) return;
    viewTracked.current = item.objectID;
    track({ name: 'view_item', params: { item_id: item.objectID, item_type: item.type } });
  }, [item.objectID, item.type]);

  // Arriving on an item puts the visitor at its title, for screen readers and keyboards alike.
  // On the page the visit opened with (no key pressed or link followed to get here) the browser
  // would draw its keyboard focus ring there for nobody, so it is asked not to.
  const openedByAddress = useLocation().key === 'default';
  useEffect(() => {
    if (!isFocusFree()) return;
    heading.current?.focus({
      preventScroll: true,
      ...(openedByAddress ? { focusVisible: false } : {}),
    } as FocusOptions);
  }, [item.objectID, openedByAddress]);

  return (
    <article className="item-details" aria-labelledby="item-title">
      <ItemNavigation
        objectID={item.objectID}
        context={context}
        returnByHistory={returnByHistory}
        viewerOpen={viewer.viewedId !== null}
      />
      <Part name="The media">
        {isPlayableVideo ? (
          <ItemVideo item={item} />
        ) : item.image ? (
          <ItemImage item={item} image={item.image} onOpenViewer={openViewer} />
        ) : (
          <div className="item-stage item-stage-missing">
            <MissingImage />
          </div>
        )}
      </Part>
      <div className="item-body">
        <div className="item-main">
          <h1 id="item-title" ref={heading} tabIndex={-1}>
            <bdi>{itemName(item)}</bdi>
          </h1>
          {item.incomplete.length > 0 && (
            <p className="item-incomplete" role="note">
              This item’s data is incomplete: its record lacks a usable {item.incomplete.join(', ')}
              . What it has is shown here.
            </p>
          )}
          <p className="item-meta">
            {/* A playable video shows its duration under the player. */}
            <TypeBadge
              type={item.type}
              durationSec={isPlayableVideo ? null : item.video?.durationSec}
            />
          </p>
          {item.description && (
            <p className="item-description">
              <bdi>{item.description}</bdi>
            </p>
          )}
          <Part name="The facts">
            <ItemFacts item={item} />
          </Part>
          <div className="item-actions">
            <Part name="The download menu">
              <DownloadMenu item={item} queryID={context?.queryID ?? null} />
            </Part>
            {!isPlayableVideo && item.image && (
              <button type="button" onClick={openViewer}>
                Open viewer
              </button>
            )}
            <ShareButton item={item} />
            <CiteButton key={item.objectID} item={item} />
            <IiifManifestLink objectID={item.objectID} />
          </div>
          <Part name="The licence">
            <LicenseCredit item={item} />
          </Part>
        </div>
        <aside className="item-side" aria-label="About this file">
          <Part name="Camera details">
            <CameraDetails item={item} />
          </Part>
          <Part name="The location">
            <ItemLocation item={item} />
          </Part>
        </aside>
      </div>
      {contactEndpoint && (
        <Part name="The contact form">
          <Suspense fallback={null}>
            <ContactForm item={item} queryID={context?.queryID ?? null} />
          </Suspense>
        </Part>
      )}
      <Part name="Related items">
        <RelatedItems item={item} />
      </Part>
    </article>
  );
}

/** One region of the page: if it fails, it says so and the rest of the page stays. */
function Part({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      label={name}
      fallback={<p className="item-part-failed">{name} could not be shown for this item.</p>}
    >
      {children}
    </ErrorBoundary>
  );
}
