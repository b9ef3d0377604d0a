import { CalendarDays, Shuffle, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export type WeekStyle = 'classic' | 'flexible' | 'flow';
const STYLES: Array<{ id: WeekStyle; icon: typeof CalendarDays }> = [
  { id: 'classic', icon: CalendarDays },
  { id: 'flexible', icon: Shuffle },
  { id: 'flow', icon: Waves },
];

/** Three tiles, one radio group. */
export function StylePicker({ value, onChange }: { value: WeekStyle; onChange: (style: WeekStyle) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('weeks.planner.styleLabel')} className="grid gap-2 sm:grid-cols-3">
      {STYLES.map(({ id, icon: Icon }) => {
        const checked = value === id;
        return (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={checked}
            data-testid={`style-${id}`}
            onClick={() => onChange(id)}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-ring sm:flex-col sm:gap-2',
              checked
                ? 'border-primary bg-ember-500/10 ring-1 ring-primary'
                : 'border-line bg-surface hover:bg-surface-2',
            )}
          >
            <Icon className={cn('h-5 w-5 shrink-0', checked ? 'text-primary' : 'text-muted')} aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold">{t(`weeks.styles.${id}`)}</span>
              <span className="block text-xs text-muted">{t(`weeks.styles.${id}Description`)}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
