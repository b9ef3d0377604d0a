import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A friendly, centred "nothing here yet" block with an optional action. */
export function EmptyState(props: { icon: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  const Icon = props.icon;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-aqua-400/20 to-ember-500/20 text-accent">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold tracking-tight">{props.title}</h1>
      {props.description && <p className="text-sm text-muted">{props.description}</p>}
      {props.action}
    </section>
  );
}
