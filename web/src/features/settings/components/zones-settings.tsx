import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { errorText } from '../../../lib/api-client';
import { ThresholdEstimates, ThresholdForm, ThresholdTestScheduler, useThresholds } from '../../thresholds';
import { SettingsSection } from './settings-section';

/** Holds the form's height while the thresholds load, so the section below does not jump (CLS). */
function FormPlaceholder() {
  return (
    <div className="flex min-h-[52rem] justify-center pt-10 sm:min-h-[36rem]" data-testid="thresholds-loading">
      <Spinner />
    </div>
  );
}

/**
 * Settings > Zones & thresholds: the athlete's numbers, estimates from activities, and a test to measure them. The
 * test section (below the fold on a phone, the last on the page, with a second form) renders once the thresholds
 * have painted: the first render and commit are the thresholds form's alone.
 */
export function ZonesSettings() {
  const { t } = useTranslation();
  const thresholds = useThresholds();
  const testShown = useAfterFirstPaint(!thresholds.isPending);
  return (
    <div className="space-y-6">
      <SettingsSection title={t('thresholds.title')} description={t('thresholds.lead')}>
        {thresholds.isPending ? (
          <FormPlaceholder />
        ) : thresholds.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(thresholds.error)}
          </p>
        ) : (
          <div className="space-y-6">
            <ThresholdForm key={thresholds.data.updatedAt ?? 'none'} view={thresholds.data} />
            <div className="border-t border-line pt-5">
              <h3 className="font-bold">{t('thresholds.estimate.title')}</h3>
              <p className="mb-3 mt-1 text-sm text-muted">{t('thresholds.estimate.text')}</p>
              <ThresholdEstimates view={thresholds.data} />
            </div>
          </div>
        )}
      </SettingsSection>
      {testShown && (
        <SettingsSection title={t('thresholds.test.title')} description={t('thresholds.test.lead')}>
          <ThresholdTestScheduler />
        </SettingsSection>
      )}
    </div>
  );
}
