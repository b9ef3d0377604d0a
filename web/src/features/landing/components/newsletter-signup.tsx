import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { NewsletterFields } from './newsletter-fields';
import type { FirstSubmit, NewsletterForm } from './newsletter-form';

let loading: Promise<typeof import('./newsletter-form')> | undefined;
const loadForm = () =>
  (loading ??= import('./newsletter-form').catch((error: unknown) => {
    loading = undefined; // the next interaction tries again
    throw error;
  }));

/**
 * The footer's newsletter sign-up. react-hook-form (and zod after it) would not fit the landing's initial-JS budget,
 * so the fields are drawn at once, their form code loads on the first focus, hover or touch, and it takes over at
 * the first Subscribe with what was typed and where the focus was. Until then nothing is checked, as in the form.
 */
export function NewsletterSignup() {
  const [loaded, setLoaded] = useState<{ Form: typeof NewsletterForm; first: FirstSubmit } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const takeOver = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    loadForm().then(
      ({ NewsletterForm: Form }) => {
        const element = input.current;
        if (!element) return;
        const active = document.activeElement;
        const first: FirstSubmit = {
          email: element.value,
          focus: active === element ? 'email' : active && active === submitter ? 'submit' : null,
        };
        // At once, so no keystroke lands between reading the field and replacing it.
        flushSync(() => setLoaded((current) => current ?? { Form, first }));
      },
      () => undefined,
    );
  };

  if (loaded) return <loaded.Form first={loaded.first} />;
  return (
    <NewsletterFields inputRef={input} onInteract={() => void loadForm().catch(() => undefined)} onSubmit={takeOver} />
  );
}
