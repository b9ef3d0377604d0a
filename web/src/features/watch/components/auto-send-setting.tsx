import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useUpdateUser } from '../../account';

/** "Send new weeks to my watch": on unless the athlete turned it off; stored in their settings (PATCH /api/user). */
export function AutoSendSetting() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const update = useUpdateUser();
  const id = useId();
  const checked = update.isPending
    ? (update.variables?.settings?.sendNewWeeksToWatch ?? true)
    : user?.settings.sendNewWeeksToWatch !== false;
  const change = (value: boolean) =>
    update.mutate(
      { settings: { sendNewWeeksToWatch: value } },
      {
        onSuccess: () => toast({ title: value ? t('watch.settings.autoSendOn') : t('watch.settings.autoSendOff') }),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('watch.settings.autoSendFailed'), description: errorText(error) }),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4 border-t border-line pt-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          {t('watch.settings.autoSend')}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t('watch.settings.autoSendHint')}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={!user || update.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={change}
        data-testid="watch-auto-send"
      />
    </div>
  );
}
