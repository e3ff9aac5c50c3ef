import { useAppConfig } from '@/config/app-config-context';

export function SiteFooter() {
  const { mode } = useAppConfig();
  return (
    <footer className="site-footer">
      <p>Photos and clips are credited on each item, with their licence.</p>
      {mode === 'mock' && (
        <p className="mock-badge" role="note">
          Demo mode: searches are answered in your browser from the bundled demo collection.
        </p>
      )}
    </footer>
  );
}
