import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { Button } from './ui/button';

/** One tap to the other language, for visitors who cannot reach the settings page. */
export function LanguageSwitch() {
  // Common's own key, whatever namespace the page reads by default (the console's is admin).
  const { t, i18n } = useTranslation('common');
  const other = currentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="ghost" size="sm" onClick={() => void i18n.changeLanguage(other)} aria-label={t(`actions.switchToLanguage.${other}`)}>
      <Languages aria-hidden className="size-4" />
      {/* Only the other language's own name is in that language; the accessible name stays in the page's. */}
      <span lang={other}>{t(`languages.${other}`)}</span>
    </Button>
  );
}
