import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: past the header and the navigation to the page's own content (`#content`). */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#content"
      onClick={(event) => {
        // The focus moves with the reading position (a hash link alone scrolls but leaves the focus behind in some browsers).
        event.preventDefault();
        document.getElementById('content')?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-medium text-primary shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('actions.skipToContent')}
    </a>
  );
}
