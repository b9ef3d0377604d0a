import type { TFunction } from 'i18next';
import type { Driver } from '@shared/training/readiness';
import { listFormat } from '../../../lib/intl';

/** "HRV 12 % under your baseline and poor sleep": the drivers joined the way the language joins a list. */
export function readingReason(drivers: readonly Driver[], t: TFunction, lang: string): string {
  const parts = drivers.map((d) => {
    if (d.kind === 'hrv') return t('readiness.driver.hrv', { value: Math.abs(d.change ?? 0) });
    if (d.kind === 'restingHr') return t('readiness.driver.restingHr', { value: d.change ?? 0 });
    if (d.source === 'watch') return t(`readiness.driver.watch.${d.kind}`, { value: d.value });
    return t(`readiness.driver.${d.kind}`);
  });
  return listFormat(lang, { style: 'long', type: 'conjunction' }).format(parts);
}
