import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';

// Screens are tested signed in unless a test says otherwise: the server's signed-in hint (shared/api/signed-in-hint.ts)
// lets the session check ask the (mocked) API; a test of a signed-out visitor without it clears it itself.
beforeEach(() => {
  document.cookie = 'signedIn=1; Path=/';
});
