import { cn } from '../../../lib/cn';

export interface ChoiceChipsProps<T extends string> {
  label: string;
  options: readonly T[];
  value: string;
  onChange: (value: T | '') => void;
  optionLabel: (option: T) => string;
  /** A second tap on the chosen chip clears it (for optional fields). */
  clearable?: boolean;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  className?: string;
}

/** A row of radio chips: one tap to choose, large enough for a thumb. */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  clearable,
  invalid,
  describedBy,
  testId,
  className,
}: ChoiceChipsProps<T>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn('flex flex-wrap gap-1.5', className)}
      data-testid={testId}
    >
      {options.map((option) => {
        const checked = value === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(checked && clearable ? '' : option)}
            data-value={option}
            className={cn(
              'min-h-9 min-w-9 rounded-lg border px-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-ring',
              checked
                ? 'border-primary bg-ember-500/10 text-fg ring-1 ring-primary'
                : 'border-line text-muted hover:bg-surface-2 hover:text-fg',
              invalid && !value && 'border-danger',
            )}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
