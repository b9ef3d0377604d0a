import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/input';
import type { WizardState } from '../../lib/wizard-rules';

/** Step 3, 'Tell me about yourself'. */
export function AboutStep() {
  const { t } = useTranslation();
  const { register } = useFormContext<WizardState>();
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <Label htmlFor="personal-description">{t('plans.wizard.aboutLabel')}</Label>
      <p className="text-sm text-muted">{t('plans.wizard.aboutHint')}</p>
      <Textarea
        id="personal-description"
        className="min-h-40"
        maxLength={4000}
        placeholder={t('plans.wizard.aboutPlaceholder')}
        {...register('personalDescription')}
      />
    </Card>
  );
}
