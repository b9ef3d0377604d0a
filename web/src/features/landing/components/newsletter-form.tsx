import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { emailOnlyBody } from '@shared/schemas/accounts';
import { toast } from '../../../components/ui/use-toast';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import { useSubscribeNewsletter } from '../../config';
import { NEWSLETTER_INPUT_ID, NewsletterFields } from './newsletter-fields';

/** The sign-up's first Subscribe, pressed before this code took over: what was typed, and where the focus was. */
export interface FirstSubmit {
  email: string;
  focus: 'email' | 'submit' | null;
}

/** The newsletter sign-up with its validation (the API's own email schema), from its first Subscribe on. */
export function NewsletterForm({ first }: { first: FirstSubmit }) {
  const { t } = useTranslation();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<z.input<typeof emailOnlyBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/accounts').then((m) => m.emailOnlyBody)),
    // As before: the message stays until the next Subscribe.
    reValidateMode: 'onSubmit',
    defaultValues: { email: first.email },
  });

  const { ref, ...field } = form.register('email');
  const onSubmit = form.handleSubmit(({ email }) =>
    subscribe.mutate(email, {
      onSuccess: () => {
        form.reset({ email: '' });
        toast({
          title: t('landing.footer.newsletter.success'),
          description: t('landing.footer.newsletter.successText'),
        });
      },
      onError: () => toast({ title: t('landing.footer.newsletter.failure'), variant: 'destructive' }),
    }),
  );

  // Drawn in place of the fields the visitor used: the focus stays where it was, and that first Subscribe is sent.
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return; // StrictMode mounts twice in development; one request all the same
    handedOver.current = true;
    const input = document.getElementById(NEWSLETTER_INPUT_ID) as HTMLInputElement | null;
    if (first.focus === 'email') input?.focus();
    if (first.focus === 'submit') input?.form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    void onSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return (
    <NewsletterFields
      onSubmit={onSubmit}
      inputRef={ref}
      inputProps={field}
      error={fieldError(t, form.formState.errors.email?.message)}
      pending={subscribe.isPending}
    />
  );
}
