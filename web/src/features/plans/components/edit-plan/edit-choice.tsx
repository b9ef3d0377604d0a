import { Flag, SlidersHorizontal } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function Choice(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  tone: 'accent' | 'danger';
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="flex w-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 text-left shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${props.tone === 'accent' ? 'bg-aqua-400/15 text-accent' : 'bg-danger/10 text-danger'}`}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-bold">{props.title}</span>
        <span className="block text-sm text-muted">{props.description}</span>
      </span>
    </button>
  );
}

/** Step 0: modify the plan, or finish it and start fresh. */
export function EditChoice({ onModify, onFinish }: { onModify: () => void; onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Choice
        icon={SlidersHorizontal}
        tone="accent"
        title={t('plans.edit.modifyTitle')}
        description={t('plans.edit.modifyDescription')}
        onClick={onModify}
      />
      <Choice
        icon={Flag}
        tone="danger"
        title={t('plans.edit.finishTitle')}
        description={t('plans.edit.finishDescription')}
        onClick={onFinish}
      />
    </div>
  );
}
