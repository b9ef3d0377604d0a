import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmOnDemand } from '../../../web/src/components/ui/confirm-on-demand';
import { testI18n } from '../support/render';

afterEach(cleanup);

function Screen({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Disconnect
      </button>
      <ConfirmOnDemand
        open={open}
        onOpenChange={setOpen}
        title="Disconnect Garmin?"
        description="Workouts stop going to your watch."
        confirmLabel="Disconnect now"
        onConfirm={onConfirm}
        pending={false}
        testId="confirm"
        confirmTestId="confirm-action"
      />
    </>
  );
}

describe('ConfirmOnDemand', () => {
  it('renders nothing until first opened, then asks; Cancel closes it and the action runs from its own button', async () => {
    const onConfirm = vi.fn();
    render(
      <I18nextProvider i18n={await testI18n()}>
        <Screen onConfirm={onConfirm} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain('Disconnect Garmin?');

    const button = screen.getByRole('button', { name: 'Disconnect' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Garmin?' });
    expect(dialog).toHaveAccessibleDescription('Workouts stop going to your watch.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    // Opened again (now mounted), the action runs from its own button.
    await userEvent.click(button);
    await userEvent.click(await screen.findByTestId('confirm-action'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  }, 20_000);
});
