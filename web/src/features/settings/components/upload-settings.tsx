import { useTranslation } from 'react-i18next';
import { ActivityHistory, UploadPanel } from '../../logging';
import { SettingsSection } from './settings-section';

/** Settings > Connections, after Garmin: upload files from any watch or app, and what was uploaded or logged. */
export function UploadSettings() {
  const { t } = useTranslation();
  return (
    <>
      <SettingsSection title={t('logging.upload.title')} description={t('logging.upload.lead')}>
        <UploadPanel />
      </SettingsSection>
      <SettingsSection title={t('logging.history.title')} description={t('logging.history.lead')}>
        <ActivityHistory />
      </SettingsSection>
    </>
  );
}
