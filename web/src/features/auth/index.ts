// What other features may use from auth; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { type User, USER_KEY } from './api/get-user';
export { LOGOUT_MARKER_KEY, useAuth } from './components/auth-provider';
