import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './page-header';

/** A route whose page arrives with a later issue: the final heading and a clear, honest empty state. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState icon={Hammer} title={t('comingSoon.title')} description={t('comingSoon.description')} />
      </Card>
    </>
  );
}
