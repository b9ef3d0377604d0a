import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useAdminUsers } from '../api/admin-queries';
import { formatDate } from '../../../lib/dates';

export function UsersPanel() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [prefix, setPrefix] = useState('');
  const users = useAdminUsers(prefix);
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-4">
      <form
        className="flex gap-2"
        role="search"
        onSubmit={(e) => (e.preventDefault(), setPrefix(typed.trim().toLowerCase()))}
      >
        <Input
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('admin.users.searchButton')}
        </Button>
      </form>
      {users.isError && (
        <p role="alert" className="text-danger">
          {t('admin.loadFailed')}
        </p>
      )}
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="admin-users">
          <thead className="text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="p-3">{t('admin.users.email')}</th>
              <th className="hidden p-3 sm:table-cell">{t('admin.users.joined')}</th>
              <th className="p-3">{t('admin.users.onboarding')}</th>
              <th className="p-3 text-right">{t('admin.users.credits')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((u) => (
              <tr key={u.id}>
                <td className="p-3">
                  <Link
                    to={`/admin/user/${u.id}`}
                    className="font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {u.email}
                  </Link>
                  <span className="ml-2 inline-flex gap-1">
                    {u.isAdmin && <Badge tone="primary">{t('admin.users.admin')}</Badge>}
                    {u.garminConnected && <Badge tone="accent">{t('admin.users.watch')}</Badge>}
                  </span>
                </td>
                <td className="hidden p-3 text-muted sm:table-cell">{formatDate(u.createdAt)}</td>
                <td className="p-3">
                  {t(`admin.users.steps.${u.onboardingStatus}`, { defaultValue: u.onboardingStatus })}
                </td>
                <td className="p-3 text-right tabular-nums">{u.credits}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!users.isPending && rows.length === 0 && <p className="p-4 text-sm text-muted">{t('admin.users.none')}</p>}
      </Card>
      {users.hasNextPage && (
        <Button variant="outline" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {t('admin.users.more')}
        </Button>
      )}
    </div>
  );
}
