import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { safeLinkUrl } from './editor-html';
import { EditorDialog } from './editor-dialog';

interface LinkDialogProps {
  /** The link under the caret when editing one, '' for a new link. */
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** A link's address: http, https or mailto only, checked before it reaches the text (the sanitizer checks again). */
export function LinkDialog({ current, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation('editor');
  const [url, setUrl] = useState(current);
  const [error, setError] = useState('');
  const apply = () => {
    const href = safeLinkUrl(url);
    if (!href) return setError(t('link.invalid'));
    onApply(href);
  };
  return (
    <EditorDialog
      open
      title={t(current ? 'link.editTitle' : 'link.title')}
      submitLabel={t('link.apply')}
      onClose={onClose}
      onSubmit={apply}
      extraAction={
        current ? (
          <Button variant="secondary" onClick={onRemove}>
            {t('link.remove')}
          </Button>
        ) : null
      }
    >
      <Input
        label={t('link.url')}
        hint={t('link.hint')}
        error={error}
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        autoFocus
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setError('');
        }}
      />
    </EditorDialog>
  );
}
