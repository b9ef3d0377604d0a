import { MessageSquareHeart, Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { suggestionBody } from '@shared/api/routes/config';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import { useSendSuggestion } from '../../plans';

/** 'What can we do better?': a suggestion box with the seed's messages. */
export function FeedbackCard() {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof suggestionBody>>({
    resolver: lazyZodResolver(() => import('@shared/api/routes/config').then((m) => m.suggestionBody)),
    defaultValues: { suggestion: '' },
  });
  const send = useSendSuggestion();
  const blank = (useWatch({ control: form.control, name: 'suggestion' }) ?? '').trim() === '';
  const error = fieldError(t, form.formState.errors.suggestion?.message);

  const submit = form.handleSubmit(({ suggestion }) =>
    send.mutate(suggestion, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('dashboard.feedback.successTitle'), description: t('dashboard.feedback.successDescription') });
      },
      onError: () => toast({ variant: 'destructive', title: t('dashboard.feedback.failed') }),
    }),
  );

  return (
    <Card className="p-5 sm:p-6" data-testid="feedback-card">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <MessageSquareHeart className="h-5 w-5 text-primary" aria-hidden="true" />
        {t('dashboard.feedback.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('dashboard.feedback.subtitle')}</p>
      <Textarea
        className="mt-3"
        maxLength={2000}
        aria-label={t('dashboard.feedback.label')}
        aria-invalid={error ? true : undefined}
        placeholder={t('dashboard.feedback.placeholder')}
        {...form.register('suggestion')}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button className="mt-3 w-full sm:w-auto" onClick={submit} disabled={blank || send.isPending}>
        {send.isPending ? <Spinner /> : <Send className="h-4 w-4" aria-hidden="true" />}
        {t('dashboard.feedback.send')}
      </Button>
    </Card>
  );
}
