import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToast, type ToastVariant } from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-fg',
  destructive: 'border-danger bg-danger text-white dark:text-navy-950',
  warning: 'border-warn/50 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
};

/** Renders the (at most one) toast. Mounted once in the app providers. */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t('common.notifications')}>
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl animate-[toast-in_.2s_ease-out] data-[state=closed]:hidden',
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-bold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            )}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute right-2 top-2 rounded-md p-1.5 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed inset-x-0 bottom-20 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-3 outline-none md:bottom-4 md:right-4 md:left-auto md:mx-0" />
    </ToastPrimitive.Provider>
  );
}

export function ToastAction(props: { altText: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <ToastPrimitive.Action
      altText={props.altText}
      onClick={props.onClick}
      className="shrink-0 self-center rounded-lg border border-current px-3 py-1.5 text-sm font-semibold"
    >
      {props.children}
    </ToastPrimitive.Action>
  );
}
