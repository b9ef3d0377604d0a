import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export const NEWSLETTER_INPUT_ID = 'newsletter-email';
const ERROR_ID = 'newsletter-error';

/**
 * The newsletter sign-up as the visitor sees it, before its form code has loaded and after: both draw this, so the
 * hand-over from one to the other changes nothing on the screen.
 */
export function NewsletterFields(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The first focus, hover or touch: the moment to load the form's code (react-hook-form is not in the landing's JS). */
  onInteract?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  error?: string;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const { onSubmit, onInteract, inputRef, inputProps, error, pending } = props;
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onInteract}
      onPointerEnter={onInteract}
      onTouchStart={onInteract}
      noValidate
      className="rounded-3xl bg-navy-950 p-6 text-white"
    >
      <h2 className="text-lg font-bold">{t('landing.footer.newsletter.title')}</h2>
      <p className="mt-1 text-sm text-slate-300">{t('landing.footer.newsletter.text')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={NEWSLETTER_INPUT_ID} className="sr-only">
          {t('landing.footer.newsletter.label')}
        </label>
        <input
          {...inputProps}
          ref={inputRef}
          id={NEWSLETTER_INPUT_ID}
          type="email"
          autoComplete="email"
          placeholder={t('landing.footer.newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="h-11 min-h-11 w-full rounded-xl border sm:flex-1 border-white/20 bg-white/10 px-3.5 text-white placeholder:text-slate-400"
        />
        <Button type="submit" variant="ember" disabled={pending}>
          {t('landing.footer.newsletter.submit')}
        </Button>
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-medium text-ember-400">
          {error}
        </p>
      )}
    </form>
  );
}
