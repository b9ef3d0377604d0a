import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdminUser, useResendReset, useSetAdmin } from '../api/admin-queries';
import { AuditList } from '../components/audit-list';
import { CreditsForm } from '../components/credits-form';
import { MailList } from '../components/mail-list';
import { TaskList } from '../components/task-list';
import { formatDate, formatDay } from '../../../lib/dates';
import { ledgerLine } from '../../credits';

/** /admin/user/{userId}: the athlete's profile (no secrets), plans, weeks, credits, AI tasks, mails, and the admins' actions. */
export default function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const detail = useAdminUser(userId);
  const setAdmin = useSetAdmin(userId);
  const resendReset = useResendReset(userId);
  if (detail.isPending) return <Spinner label={t('common.loading')} />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {t('admin.userNotFound')}
      </p>
    );
  const { user, plans, weeks, credits, tasks, mails, audit } = detail.data;
  const fail = (e: unknown) =>
    toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(e) });
  const self = me?.id === user.id;
  return (
    <div className="space-y-5 pb-6" data-testid="admin-user-page">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('admin.back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{user.name ?? user.email}</h1>
          <p className="text-sm text-muted">
            {user.email} · {t('admin.users.joined')} {formatDate(user.createdAt)}
          </p>
          <div className="mt-2 flex gap-1">
            <Badge>{t(`admin.users.steps.${user.onboardingStatus}`, { defaultValue: user.onboardingStatus })}</Badge>
            {user.isAdmin && <Badge tone="primary">{t('admin.users.admin')}</Badge>}
            {user.garminConnected && <Badge tone="accent">{t('admin.users.watch')}</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={resendReset.isPending}
            data-testid="resend-reset"
            onClick={() =>
              resendReset.mutate(undefined, {
                onSuccess: () => toast({ title: t('admin.users.resetSent', { email: user.email }) }),
                onError: fail,
              })
            }
          >
            {t('admin.users.resendReset')}
          </Button>
          <Button
            variant="outline"
            disabled={self || setAdmin.isPending}
            title={self ? t('admin.users.notYourself') : undefined}
            data-testid="toggle-admin"
            onClick={() =>
              setAdmin.mutate(!user.isAdmin, {
                onSuccess: (r) =>
                  toast({ title: r.isAdmin ? t('admin.users.madeAdmin') : t('admin.users.revokedAdmin') }),
                onError: fail,
              })
            }
          >
            {user.isAdmin ? t('admin.users.revokeAdmin') : t('admin.users.makeAdmin')}
          </Button>
        </div>
      </header>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="space-y-3 p-5">
          <h2 className="font-bold">
            {t('admin.credits.title')}{' '}
            <span className="tabular-nums" data-testid="admin-user-balance">
              {credits.balance}
            </span>
          </h2>
          <CreditsForm userId={user.id} />
          <ul className="divide-y divide-line text-sm">
            {credits.entries.slice(0, 12).map((e, i) => (
              <li key={`${e.createdAt}-${i}`} className="flex justify-between gap-2 py-2">
                <span className="truncate">{ledgerLine(e, t)}</span>
                <span className="tabular-nums text-muted">{e.amount > 0 ? `+${e.amount}` : e.amount}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="space-y-3 p-5">
          <h2 className="font-bold">{t('admin.plans.title')}</h2>
          {plans.length === 0 && <p className="text-sm text-muted">{t('admin.plans.none')}</p>}
          <ul className="space-y-1 text-sm">
            {plans.map((p) => (
              <li key={p.id} className="flex justify-between gap-2">
                <span className="truncate">{p.name}</span>
                <span className="text-muted">{p.active ? t('admin.plans.active') : p.status}</span>
              </li>
            ))}
          </ul>
          <h2 className="pt-2 font-bold">{t('admin.weeks.title')}</h2>
          {weeks.length === 0 && <p className="text-sm text-muted">{t('admin.weeks.none')}</p>}
          <ul className="space-y-1 text-sm">
            {weeks.slice(0, 10).map((w) => (
              <li key={w.id} className="flex justify-between gap-2">
                <span>{formatDay(w.firstDay)}</span>
                <span className="text-muted">
                  {t(`weeks.styles.${w.trainingStyle}`, { defaultValue: w.trainingStyle })} ·{' '}
                  {w.deleted
                    ? t('admin.weeks.deleted')
                    : w.active
                      ? t('admin.weeks.active')
                      : t(`admin.weeks.status.${w.status}`, { defaultValue: w.status })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="p-5">
          <h2 className="mb-1 font-bold">{t('admin.tasks.recent')}</h2>
          <TaskList tasks={tasks} showUser={false} />
        </Card>
        <Card className="p-5">
          <h2 className="mb-1 font-bold">{t('admin.mails.title')}</h2>
          <MailList mails={mails} />
        </Card>
      </div>
      <Card className="p-5">
        <h2 className="mb-3 font-bold">{t('admin.audit.title')}</h2>
        <AuditList rows={audit} />
      </Card>
    </div>
  );
}
