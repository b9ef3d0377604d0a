import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { ProfileForm } from '../../account';
import { SettingsSection } from './settings-section';

export function ProfileSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <SettingsSection title={t('settings.profile.title')} description={user.email}>
      <ProfileForm user={user} submitLabel={t('common.save')} />
    </SettingsSection>
  );
}
