import { Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from '../shell/error-text';
import { useGetUsersQuery } from '../users/api';
import { useChangeMembersMutation } from './api';

/** Search students by name or e-mail (on Enter or the button, not per keystroke) and add them one by one. */
export function AddMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const { data, isFetching, isError } = useGetUsersQuery({ role: 'student', search: term, limit: 8 }, { skip: term.length < 2 });
  const [change, { isLoading, originalArgs }] = useChangeMembersMutation();
  const add = async (id: string, name: string) => {
    try {
      const result = await change({ id: groupId, body: { user_ids: [id] } }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t(result.changed ? 'groups.added' : 'groups.alreadyMember', { name }) }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-bold text-fg">{t('groups.addTitle')}</h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setTerm(search.trim());
        }}
      >
        <div className="min-w-0 flex-1">
          <Input
            type="search"
            label={t('groups.addSearch')}
            hint={t('groups.addHint')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          {t('groups.searchAction')}
        </Button>
      </form>
      <div aria-live="polite" className="flex flex-col gap-2">
        {term.length >= 2 && isFetching && <p className="text-sm text-fg-muted">{t('groups.searching')}</p>}
        {isError && <p className="text-sm text-danger">{t('groups.searchError')}</p>}
        {term.length >= 2 && !isFetching && data?.results.length === 0 && <p className="text-sm text-fg-muted">{t('groups.noStudents')}</p>}
        {term.length >= 2 && (
          <ul className="flex flex-col divide-y divide-border">
            {data?.results.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex flex-col">
                  <span className="font-medium text-fg">{user.fullname}</span>
                  <bdi dir="ltr" className="text-xs text-fg-muted">
                    {user.email}
                  </bdi>
                </span>
                <Button
                  variant="secondary"
                  loading={isLoading && originalArgs?.body.user_ids[0] === user.id}
                  aria-label={t('groups.addOf', { name: user.fullname })}
                  onClick={() => void add(user.id, user.fullname)}
                >
                  <UserPlus aria-hidden className="size-4" />
                  {t('actions.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
