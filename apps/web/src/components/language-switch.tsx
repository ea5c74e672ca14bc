import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { Button } from './ui/button';

/** One tap to the other language, for visitors who cannot reach the settings page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = currentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      onClick={() => void i18n.changeLanguage(other)}
      aria-label={t('actions.switchLanguage', { lng: t(`languages.${other}`) })}
    >
      <Languages aria-hidden className="size-4" />
      {t(`languages.${other}`)}
    </Button>
  );
}
