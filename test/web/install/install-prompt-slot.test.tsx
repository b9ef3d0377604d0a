import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPromptSlot } from '../../../web/src/features/install/components/install-prompt-slot';
import { dismissKey, localDay } from '../../../web/src/features/install/components/install-rules';
import { testI18n } from '../support/render';

const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
});

/** Chrome's install offer (kept by the module for the whole visit once made). */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
  });
  act(() => void window.dispatchEvent(event));
}

async function appAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <InstallPromptSlot userId="athlete-1" /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={await testI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router };
}

describe('the install overlay on a phone', () => {
  it('stays away from the screen the athlete opened, and opens on their first move to another one', async () => {
    const { router } = await appAt('/dashboard');
    offerInstall();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/progress'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Install' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('never opens over the week board', async () => {
    const { router } = await appAt('/dashboard');
    offerInstall();
    await act(() => router.navigate('/week'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed the rest of the day once dismissed', async () => {
    localStorage.setItem(dismissKey('athlete-1'), localDay());
    const { router } = await appAt('/dashboard');
    await act(() => router.navigate('/week'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
