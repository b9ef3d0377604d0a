import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAnswer } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signedOut(extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return { status: 401, body: { message: 'Unauthorized', error: 'Unauthorized' } };
    if (c.path === '/api/config/accepting-signups') return answer('acceptingSignups', { acceptingSignups: true });
    return extra(c);
  });
}

describe('login and register forms', () => {
  it('show the required-field messages and send nothing', async () => {
    const { calls } = signedOut();
    await renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('rejects a malformed email', async () => {
    signedOut();
    await renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('opens Register first with ?reg and asks for 6 characters', async () => {
    const { calls } = signedOut();
    await renderApp('/auth?reg');
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('sends one registration for a double click on Create account', async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/register'
        ? answer('register', userFixture({ id: 'u-9', email: 'new@example.com' }), 201)
        : undefined,
    );
    await renderApp('/auth?reg');
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    const button = screen.getByRole('button', { name: 'Create account' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/register')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((c) => c.path === '/api/register')).toHaveLength(1);
    expect(screen.queryByText('Registration failed')).toBeNull();
  });

  it('shows the messages in Polish for a Polish visitor', async () => {
    signedOut();
    await renderApp('/auth', 'pl');
    await userEvent.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Adres e-mail jest wymagany')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('requires an email, then confirms with the seed toast', async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/forgot-password'
        ? answer('forgotPassword', { message: 'If the email exists, a reset link has been sent to your inbox' }, 202)
        : undefined,
    );
    await renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset link sent')).toBeInTheDocument();
    expect(screen.getByText('If the email exists, a reset link has been sent to your inbox')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/forgot-password')?.body).toEqual({ email: 'ada@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows 'Error' / 'Failed to send reset email' when the call fails", async () => {
    signedOut((c) => (c.path === '/api/forgot-password' ? { status: 500, body: { message: 'x' } } : undefined));
    await renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('without a token shows the invalid-link state', async () => {
    signedOut();
    await renderApp('/reset-password');
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  it('checks length and matching, then completes', async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/reset-password' ? answer('resetPassword', { message: 'Password has been reset' }) : undefined,
    );
    await renderApp('/reset-password?token=tok-1');
    await userEvent.type(await screen.findByLabelText('New Password'), '123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Password must be at least 6 characters long')).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Complete')).toBeInTheDocument();
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
    expect(calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({
      token: 'tok-1',
      password: 'secret123',
    });
  });

  it("shows the server's error text in an 'Error' toast", async () => {
    signedOut((c) =>
      c.path === '/api/reset-password'
        ? { status: 400, body: { message: 'Reset link expired', error: 'Reset link expired' } }
        : undefined,
    );
    await renderApp('/reset-password?token=old');
    await userEvent.type(await screen.findByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset link expired')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('reset password without an answer', () => {
  it("falls back to 'Failed to reset password' when the server cannot be reached", async () => {
    fakeFetch((c) => {
      if (c.path === '/api/reset-password') throw new TypeError('Failed to fetch');
      if (c.path === '/api/user') return { status: 401, body: {} };
      if (c.path === '/api/config/accepting-signups') return answer('acceptingSignups', { acceptingSignups: true });
      return undefined;
    });
    await renderApp('/reset-password?token=t');
    await userEvent.type(await screen.findByLabelText('New Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});

describe('beta signup', () => {
  it("requires an email with 'Email is required.' and thanks on success", async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/beta-testers'
        ? answer('joinBeta', { email: 'fan@example.com', status: 'pending' }, 201)
        : undefined,
    );
    await renderApp('/beta');
    fireEvent.click(await screen.findByRole('button', { name: 'Join beta!' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join beta!' }));
    expect(await screen.findByText('Thank you for joining the beta!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/beta-testers')?.body).toEqual({ email: 'fan@example.com' });
  });

  it('says something went wrong when the call fails', async () => {
    signedOut((c) => (c.path === '/api/beta-testers' ? { status: 500, body: 'boom' } : undefined));
    await renderApp('/beta');
    await userEvent.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join beta!' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('newsletter (landing footer)', () => {
  it('says it could not subscribe when the call fails', async () => {
    signedOut((c) => (c.path === '/api/newsletter' ? { status: 500, body: { message: 'boom' } } : undefined));
    await renderApp('/');
    await userEvent.type(await screen.findByLabelText('Email address for the newsletter'), 'runner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText("We couldn't subscribe you. Please try again.")).toBeInTheDocument();
  }, 20_000);

  it('says what is wrong with the address, linked to the field, and sends nothing', async () => {
    const { calls } = signedOut();
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    // Read again: the field drawn at first gives way to the one its form code draws.
    const field = screen.getByLabelText('Email address for the newsletter');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    await userEvent.type(screen.getByLabelText('Email address for the newsletter'), 'runner@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/newsletter')).toBe(false);
  }, 20_000);

  it('sends the address, says so and empties the field', async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/newsletter'
        ? answer('subscribeNewsletter', { email: 'runner@example.com', subscribed: true }, 201)
        : undefined,
    );
    await renderApp('/');
    await userEvent.type(await screen.findByLabelText('Email address for the newsletter'), ' Runner@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText("You're subscribed!")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/newsletter').map((c) => c.body)).toEqual([
      { email: 'runner@example.com' },
    ]);
    expect(screen.getByLabelText('Email address for the newsletter')).toHaveValue('');
    expect(screen.getByLabelText('Email address for the newsletter')).not.toHaveAttribute('aria-invalid');
  }, 20_000);

  it('sends a Subscribe pressed before its form code loaded, once that code arrives', async () => {
    const { calls } = signedOut((c) =>
      c.path === '/api/newsletter'
        ? answer('subscribeNewsletter', { email: 'early@example.com', subscribed: true }, 201)
        : undefined,
    );
    await renderApp('/');
    const field = await screen.findByLabelText('Email address for the newsletter');
    // No focus, hover or touch first: the form code only starts loading with the submit itself.
    fireEvent.change(field, { target: { value: 'early@example.com' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/newsletter').map((c) => c.body)).toEqual([
        { email: 'early@example.com' },
      ]),
    );
  }, 20_000);

  it('shows the message in Polish', async () => {
    const { calls } = fakeFetch((c) =>
      c.path === '/api/user' ? { status: 401, body: { message: 'Unauthorized', error: 'Unauthorized' } } : undefined,
    );
    await renderApp('/', 'pl');
    await userEvent.type(await screen.findByLabelText('Adres e-mail do newslettera'), 'zle@');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/newsletter')).toBe(false);
  }, 20_000);
});

describe('profile form (onboarding step 0 and settings)', () => {
  it('requires a name and checks ranges with the shared schema messages', async () => {
    const user = userFixture({ id: 'u', email: 'a@b.co', name: null, onboardingStatus: '0' });
    const { calls } = fakeFetch((c) => {
      if (c.path === '/api/user' && c.method === 'GET') return answer('getUser', user);
      if (c.path === '/api/user' && c.method === 'PATCH')
        return answer('patchUser', { ...user, ...(c.body as Partial<UserAnswer>), onboardingStatus: '1' });
      return undefined;
    });
    await renderApp('/onboarding');
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The checks (the API's schema and zod) load with the first save.
    expect(await screen.findByText('Name cannot be empty', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Weight must be between 20 and 300 kg')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.clear(screen.getByLabelText('Weight (kg)'));
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '61.5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        name: 'Ada',
        birthdate: null,
        weight: 61.5,
        height: null,
        gender: null,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Connect Garmin' })).toHaveAttribute(
      'href',
      '/api/garmin/connect?from=onboarding',
    );
  }, 20_000);
});
