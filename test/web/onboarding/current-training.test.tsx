import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function onboardingAt(fitnessStep: (c: FakeCall) => FakeAnswer | undefined) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture({ onboardingStatus: '2' }));
    if (c.path === '/api/user/fitness/latest') return answer('getLatestFitness', null);
    return fitnessStep(c);
  });
}

/** The fitness step's optional "what do you train now" fields: sent in minutes, or left out when empty. */
describe('onboarding: current training', () => {
  it('sends hours a week and the longest sessions in minutes with the levels', async () => {
    const { calls } = onboardingAt((c) =>
      c.path === '/api/user/fitness' && c.method === 'POST'
        ? answer('saveFitness', { swimLevel: 50, bikeLevel: 50, runLevel: 50, dateStart: '2026-11-26' }, 201)
        : undefined,
    );
    await renderApp('/onboarding');
    await userEvent.click(await screen.findByText('What do you train now? (optional)', undefined, { timeout: 15_000 }));
    await userEvent.type(screen.getByLabelText('Swim: hours a week'), '1,5');
    await userEvent.type(screen.getByLabelText('Bike: hours a week'), '4');
    await userEvent.type(screen.getByLabelText('Run: hours a week'), '2.5');
    await userEvent.type(screen.getByLabelText('Bike: longest session (min)'), '120');
    await userEvent.type(screen.getByLabelText('Run: longest session (min)'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/fitness' && c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/user/fitness' && c.method === 'POST')?.body;
    expect(sent).toEqual({
      swimLevel: 50,
      bikeLevel: 50,
      runLevel: 50,
      currentTraining: {
        weeklyMinutes: { swim: 90, bike: 240, run: 150 },
        longestMinutes: { swim: 0, bike: 120, run: 70 },
      },
    });
  }, 20_000);

  it('leaves them out when empty, and will not send a number it cannot use', async () => {
    const { calls } = onboardingAt((c) =>
      c.path === '/api/user/fitness' && c.method === 'POST'
        ? answer('saveFitness', { swimLevel: 50, bikeLevel: 50, runLevel: 50, dateStart: '2026-11-26' }, 201)
        : undefined,
    );
    await renderApp('/onboarding');
    await userEvent.click(await screen.findByText('What do you train now? (optional)', undefined, { timeout: 15_000 }));
    await userEvent.type(screen.getByLabelText('Run: hours a week'), '99');
    const message = await screen.findByText('Enter hours from 0 to 40');
    expect(screen.getByLabelText('Run: hours a week')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Run: hours a week')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Bike: longest session (min)'), 'long');
    expect(await screen.findByText('Enter minutes from 0 to 600')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Bike: longest session (min)'));
    await waitFor(() => expect(screen.queryByText('Enter minutes from 0 to 600')).toBeNull());
    await userEvent.clear(screen.getByLabelText('Run: hours a week'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/fitness' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.path === '/api/user/fitness' && c.method === 'POST')?.body).toEqual({
      swimLevel: 50,
      bikeLevel: 50,
      runLevel: 50,
    });
  }, 20_000);
});
