import { useAppConfig } from '@/config/app-config-context';
import { requestPrivacyChoices } from '@/services/consent/privacy-choices-request';

export function SiteFooter() {
  const { mode } = useAppConfig();
  return (
    <footer className="site-footer">
      <p>Photos and clips are credited on each item, with their licence.</p>
      <p>
        <button type="button" className="link-button" onClick={requestPrivacyChoices}>
          Privacy choices
        </button>
      </p>
      {mode === 'mock' && (
        <p className="mock-badge" role="note">
          Demo mode: searches are answered in your browser from the bundled demo collection.
        </p>
      )}
    </footer>
  );
}
