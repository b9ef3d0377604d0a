import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';

// The check-in (its dialog and the activities schemas) loads when it is first opened, not with the this-week card.
const WeekCheckIn = lazy(() => import('./week-check-in').then((m) => ({ default: m.WeekCheckIn })));

/** "What did you do this week?" at any time, from the this-week card. */
export function CheckInButton({ week }: { week: WeekView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-accent"
        onClick={() => setOpen(true)}
        data-testid="open-check-in"
      >
        <ListChecks className="h-4 w-4" aria-hidden="true" />
        {t('logging.checkIn.title')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WeekCheckIn week={week} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
