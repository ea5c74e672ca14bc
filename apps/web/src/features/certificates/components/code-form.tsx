import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Typing a code someone read out (the page is also reached through the shared link with the code in it). */
export function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation('certificates');
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  return (
    <form
      className="flex items-end gap-2"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setParams({ code: value.trim().toUpperCase() });
      }}
    >
      <div className="flex-1">
        <Input
          label={t('verify.codeLabel')}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={40}
          className="font-mono tracking-wider"
        />
      </div>
      <Button type="submit">
        <Search aria-hidden className="size-4" />
        {t('verify.check')}
      </Button>
    </form>
  );
}
