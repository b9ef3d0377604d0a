import { CalendarPlus, Coins, Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanView } from '@shared/schemas/plans';
import { localDay } from '@shared/calendar/days';
import { nextWeekFirstDay, weekLabel } from '@shared/weeks/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/input';
import { usePlans, usePlanWeeks } from '../../plans';
import { useLastPrompt } from '../api/get-last-prompt';
import { useWeekGeneration } from '../hooks/use-week-generation';
import { AdaptationPreview } from './adaptation-preview';
import { StylePicker, type WeekStyle } from './style-picker';

/** The next-week planner: style, requirements (prefilled from the last week), create for a credit. */
export function NextWeekPlanner({ plan }: { plan: PlanView }) {
  const { t } = useTranslation();
  const weeks = usePlanWeeks(plan.id);
  const plans = usePlans();
  const lastPrompt = useLastPrompt(plans.data, weeks.data);
  const [style, setStyle] = useState<WeekStyle>('classic');
  // null until the athlete types: until then the last week's requirements are shown (prefilled).
  const [typed, setTyped] = useState<string | null>(null);
  const prompt = typed ?? lastPrompt ?? '';
  const { submit, generating, noCredits } = useWeekGeneration(plan.id);

  const firstDay = nextWeekFirstDay({
    weeks: weeks.data ?? [],
    planStarts: plan.planStarts,
    today: localDay(new Date()),
  });
  const label = weekLabel(firstDay);

  return (
    <Card className="overflow-hidden" data-testid="next-week-planner">
      <div className="bg-gradient-to-br from-navy-900 to-navy-800 px-5 py-4 text-white sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <CalendarPlus className="h-5 w-5 text-aqua-400" aria-hidden="true" />
            {t('weeks.planner.title')}
          </h2>
          {weeks.isSuccess && (
            <Badge className="bg-white/10 text-white" data-testid="next-week-label">
              {t('weeks.planner.range', label)}
            </Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-white/70">{t('weeks.planner.subtitle')}</p>
      </div>
      <form
        className="space-y-5 p-5 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit({ trainingStyle: style, requirementsPrompt: prompt.trim() });
        }}
      >
        <fieldset disabled={generating} className="space-y-5">
          <StylePicker value={style} onChange={setStyle} />
          <div className="space-y-2">
            <Label htmlFor="week-requirements">{t('weeks.planner.requirementsLabel')}</Label>
            <Textarea
              id="week-requirements"
              rows={3}
              value={prompt}
              placeholder={t('weeks.planner.requirementsPlaceholder')}
              onChange={(e) => setTyped(e.target.value)}
            />
            <p className="text-xs text-muted">{t('weeks.planner.requirementsHint')}</p>
          </div>
        </fieldset>
        <AdaptationPreview trainingPlanId={plan.id} />
        {noCredits && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-ember-500/30 bg-ember-500/10 p-4 text-sm"
            data-testid="no-credits"
          >
            <Coins className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('weeks.planner.noCredits')}</p>
              <Link
                to="/get-credits"
                className="mt-1 inline-block font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t('weeks.planner.getCredits')}
              </Link>
            </div>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={generating}>
          {generating ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          )}
          {generating ? t('weeks.planner.generating') : t('weeks.planner.create')}
        </Button>
      </form>
    </Card>
  );
}
