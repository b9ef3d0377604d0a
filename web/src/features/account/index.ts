// What other features may use from account; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useChangePassword } from './api/change-password';
export { useDeleteAccount } from './api/delete-account';
export { useDisconnectGarmin } from './api/disconnect-garmin';
export { downloadExport } from './api/export-data';
export { creditsQueryOptions, useCredits } from './api/get-credits';
export { useUpdateUser } from './api/update-user';
export { ProfileForm } from './components/profile-form';
export { useTheme } from './components/theme-provider';
export { useLanguage } from './hooks/use-language';
