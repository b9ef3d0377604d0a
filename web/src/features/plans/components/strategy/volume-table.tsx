import { useTranslation } from 'react-i18next';
import { byWeek, volumeCell, type WeeklyVolume } from '../../lib/plan-overview';

/** Weekly volume per sport (minutes); '-' when a sport has none that week. */
export function VolumeTable({ volume }: { volume: Record<string, WeeklyVolume> | undefined }) {
  const { t } = useTranslation();
  const rows = byWeek(volume);
  return (
    <div className="max-h-96 overflow-auto rounded-xl border border-line">
      <table className="w-full text-sm" data-testid="volume-table">
        <thead className="sticky top-0 bg-surface-2 text-left">
          <tr>
            <th className="px-3 py-2 font-semibold">{t('plans.strategy.week')}</th>
            <th className="px-3 py-2 text-right font-semibold">{t('plans.disciplines.run')}</th>
            <th className="px-3 py-2 text-right font-semibold">{t('plans.disciplines.bike')}</th>
            <th className="px-3 py-2 text-right font-semibold">{t('plans.disciplines.swim')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([week, v]) => (
            <tr key={week} className="border-t border-line tabular-nums">
              <td className="px-3 py-2 font-medium">{week}</td>
              <td className="px-3 py-2 text-right">{volumeCell(v?.run)}</td>
              <td className="px-3 py-2 text-right">{volumeCell(v?.bike)}</td>
              <td className="px-3 py-2 text-right">{volumeCell(v?.swim)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-line px-3 py-2 text-xs text-muted">{t('plans.strategy.volumeUnit')}</p>
    </div>
  );
}
