import type { Language } from '@mizan/contract/i18n';
import type { NotificationKind } from '@mizan/contract/notifications';
import type { MessageLocale, Translate } from '../../lib/messages.js';
import { localized } from '../../lib/localized.js';

export interface RenderedNotification {
  title: string;
  body: string;
}

const isBilingual = (value: unknown): value is { ar: string; en: string } =>
  typeof value === 'object' && value !== null && 'ar' in value && 'en' in value;

/** A notification's words in one language, from its kind's template: written when read, so a language change applies. */
export function renderNotification(
  translate: Translate,
  locale: MessageLocale,
  kind: NotificationKind,
  params: Record<string, unknown>,
): RenderedNotification {
  const lang: Language = typeof locale === 'string' ? locale : locale.lang;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = isBilingual(value) ? localized(lang, value.ar, value.en) : typeof value === 'number' ? value : String(value);
  }
  return {
    title: translate(locale, `notifications:kinds.${kind}.title`, values),
    body: translate(locale, `notifications:kinds.${kind}.body`, values),
  };
}
