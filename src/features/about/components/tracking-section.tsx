import { useAppConfig } from '@/config/app-config-context';
import { requestPrivacyChoices } from '@/services/consent/privacy-choices-request';

/** What leaves the visitor's browser, and the way to change their choice. */
export function TrackingSection() {
  const { analytics, mapTiles } = useAppConfig();
  const tools = [
    analytics.ga4Id && 'Google Analytics',
    analytics.gtmId && 'Google Tag Manager',
  ].filter(Boolean);
  return (
    <section className="about-section" aria-labelledby="tracking-title">
      <h2 id="tracking-title">What this site tracks</h2>
      <p>
        Nothing is tracked until you agree, and search works the same whether you do or not. Your
        choice is kept in this browser only; a “Global Privacy Control” or “Do Not Track” setting
        counts as no until you choose.
      </p>
      <ul className="tracking-list">
        {tools.length > 0 && (
          <li>
            <strong>Analytics</strong>, if you agree: anonymous usage statistics through{' '}
            {tools.join(' and ')} (pages viewed, searches, items opened, downloads and shares). It
            sets Google’s cookies, which are removed when you withdraw.
          </li>
        )}
        <li>
          <strong>Search improvement</strong>, if you agree: which results you open and download,
          and which you see, sent to the search service with an anonymous token, so it can rank
          results better.
        </li>
        {mapTiles.origin === null ? (
          <li>
            <strong>Maps</strong> are drawn from map images served by this site: nothing about them
            goes to anyone else.
          </li>
        ) : (
          <li>
            <strong>Maps</strong>, if you agree: map images from {mapTiles.provider} (
            {mapTiles.origin.replace(/^https:\/\//, '')}), which sees your address and the places
            you look at. Until then maps show a plain world outline, with a button to load them.
          </li>
        )}
        <li>
          <strong>Searches</strong> themselves go to the search service to be answered. Without your
          agreement they carry nothing that links one to another.
        </li>
        <li>
          <strong>Recent searches</strong> are kept in this browser only, to suggest them again, and
          you can clear them from the search box&rsquo;s suggestions. While filters are in use,
          those that match what you type go to the search service to count their results there, left
          out of its statistics, so that none is offered that would find nothing.
        </li>
      </ul>
      <p>
        <button type="button" onClick={requestPrivacyChoices}>
          Change your privacy choices
        </button>
      </p>
    </section>
  );
}
