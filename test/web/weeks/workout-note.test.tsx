import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkoutNoteDialog } from '../../../web/src/features/weeks/components/workout-note-dialog';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, testI18n } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workout = workoutFixture({
  id: 'a',
  day: '2026-11-23',
  isCompleted: true,
  details: { workoutName: 'Easy swim', sport: 'SWIMMING' },
});

describe("the athlete's workout note", () => {
  it('keeps Save disabled while the note is blank, sends it trimmed and closes', async () => {
    const { calls } = fakeFetch((c) =>
      c.path === '/api/workout/a/note'
        ? answer('workoutNote', { ...workout, userNotes: (c.body as { note: string }).note })
        : undefined,
    );
    const onClose = vi.fn();
    const i18n = await testI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <WorkoutNoteDialog workout={workout} kind="user" onClose={onClose} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'My note' });
    await userEvent.type(box, '   ');
    expect(screen.getByTestId('save-note')).toBeDisabled();
    await userEvent.type(box, ' Felt strong  ');
    await userEvent.click(screen.getByTestId('save-note'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/workout/a/note')?.body).toEqual({ note: 'Felt strong' });
  }, 20_000);
});
