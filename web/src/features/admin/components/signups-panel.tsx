import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdminOverview, useBetaTesters, useInvite, useInviteMany, useSetSignups } from '../api/admin-queries';

const TONES = { pending: 'default', invited: 'accent', registered: 'success' } as const;

export function SignupsPanel() {
  const { t, i18n } = useTranslation();
  const overview = useAdminOverview();
  const testers = useBetaTesters();
  const setSignups = useSetSignups();
  const invite = useInvite();
  const inviteMany = useInviteMany();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const lang = i18n.language.startsWith('pl') ? 'pl' : 'en';
  const toggle = (email: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  const inviteSelected = () =>
    inviteMany.mutate(
      { emails: [...selected], lang },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          toast({
            title: t('admin.beta.invitedMany', { count: result.invited.length }),
            description: result.skipped.length
              ? t('admin.beta.skipped', { emails: result.skipped.map((s) => s.email).join(', ') })
              : undefined,
          });
        },
        onError: fail,
      },
    );
  const open = overview.data?.acceptingSignups ?? false;
  const fail = (error: unknown) =>
    toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) });
  return (
    <div className="space-y-5">
      <Card className="flex items-center justify-between gap-4 p-5">
        <div>
          <h2 className="font-bold">{t('admin.signups.title')}</h2>
          <p className="text-sm text-muted">{open ? t('admin.signups.openHint') : t('admin.signups.closedHint')}</p>
        </div>
        <Switch
          checked={open}
          disabled={!overview.data || setSignups.isPending}
          aria-label={t('admin.signups.title')}
          data-testid="signups-switch"
          onCheckedChange={(value) =>
            setSignups.mutate(value, {
              onSuccess: () => toast({ title: value ? t('admin.signups.opened') : t('admin.signups.closedToast') }),
              onError: fail,
            })
          }
        />
      </Card>
      <Card className="p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold">{t('admin.beta.title')}</h2>
          <Button
            size="sm"
            disabled={selected.size === 0 || inviteMany.isPending}
            onClick={inviteSelected}
            data-testid="invite-selected"
          >
            {t('admin.beta.inviteSelected', { count: selected.size })}
          </Button>
        </div>
        {testers.data?.items.length === 0 && <p className="text-sm text-muted">{t('admin.beta.none')}</p>}
        <ul className="divide-y divide-line" data-testid="beta-testers">
          {testers.data?.items.map((tester) => (
            <li key={tester.email} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <label className="flex min-w-0 items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-primary"
                  disabled={tester.status === 'registered'}
                  checked={selected.has(tester.email)}
                  onChange={(event) => toggle(tester.email, event.target.checked)}
                  aria-label={t('admin.beta.select', { email: tester.email })}
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{tester.email}</span>
                  <span className="block text-xs text-muted">{tester.name ?? ''}</span>
                </span>
              </label>
              <div className="flex items-center gap-2">
                <Badge tone={TONES[tester.status]}>{t(`admin.beta.status.${tester.status}`)}</Badge>
                {tester.status !== 'registered' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={invite.isPending}
                    onClick={() =>
                      invite.mutate(
                        { email: tester.email, lang },
                        {
                          onSuccess: () => toast({ title: t('admin.beta.invited', { email: tester.email }) }),
                          onError: fail,
                        },
                      )
                    }
                  >
                    {tester.status === 'invited' ? t('admin.beta.inviteAgain') : t('admin.beta.invite')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
