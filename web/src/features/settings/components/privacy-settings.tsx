import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import type { deleteAccountBody } from '@shared/schemas/accounts';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import { downloadExport, useDeleteAccount } from '../../account';
import { LOGOUT_MARKER_KEY, USER_KEY } from '../../auth';
import { SettingsSection } from './settings-section';

export function PrivacySettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof deleteAccountBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/accounts').then((m) => m.deleteAccountBody)),
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadExport();
      toast({ title: t('settings.privacy.exported') });
    } catch (err) {
      toast({ title: t('settings.privacy.exportFailed'), description: errorText(err), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const onDelete = form.handleSubmit(({ password }) =>
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('settings.privacy.deleted'), description: t('settings.privacy.deletedText') });
        // Signed out everywhere, like a logout: other tabs follow through the logout marker.
        queryClient.clear();
        queryClient.setQueryData(USER_KEY, null);
        try {
          localStorage.setItem(LOGOUT_MARKER_KEY, String(Date.now()));
        } catch {
          /* ignore */
        }
        navigate('/auth', { replace: true });
      },
      onError: (err) => form.setError('password', { message: errorText(err) }),
    }),
  );

  return (
    <SettingsSection title={t('settings.privacy.title')} description={t('settings.privacy.lead')}>
      <div className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <p className="font-bold">{t('settings.privacy.exportTitle')}</p>
          <p className="text-sm text-muted">{t('settings.privacy.exportText')}</p>
        </div>
        <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('settings.privacy.export')}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-danger/40 bg-danger/5 p-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <p className="font-bold text-danger">{t('settings.privacy.deleteTitle')}</p>
          <p className="text-sm text-muted">{t('settings.privacy.deleteText')}</p>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('settings.privacy.delete')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted">
        <Link to="/privacy-policy" className="font-semibold text-accent hover:underline">
          {t('settings.privacy.policyLink')}
        </Link>
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <DialogContent closeLabel={t('common.close')}>
          <form noValidate onSubmit={onDelete}>
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-danger/10 text-danger">
                <AlertTriangle className="h-5 w-5" aria-hidden="true" />
              </span>
              <DialogTitle>{t('settings.privacy.confirmTitle')}</DialogTitle>
            </div>
            <DialogDescription className="mt-3">{t('settings.privacy.confirmWarning')}</DialogDescription>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
              <li>{t('settings.privacy.confirmItems.plans')}</li>
              <li>{t('settings.privacy.confirmItems.credits')}</li>
              <li>{t('settings.privacy.confirmItems.watch')}</li>
            </ul>
            <div className="mt-5">
              <FormField
                label={t('settings.privacy.confirmPassword')}
                error={fieldError(t, form.formState.errors.password?.message)}
              >
                <Input type="password" autoComplete="current-password" {...form.register('password')} />
              </FormField>
            </div>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {t('settings.privacy.confirmDelete')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
