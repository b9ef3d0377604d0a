/**
 * Stable codes for the API's error texts people read. The error body carries `code` beside `message`; the web shows
 * `serverErrors.<code>` in the reader's language and the English text when it has no translation for the code.
 * Keyed by the text the services throw, so the services keep their plain `conflict('...')` calls.
 */
export const ERROR_CODES: Readonly<Record<string, string>> = {
  'Invalid email or password': 'invalid_credentials',
  'An account with this email already exists': 'email_taken',
  'This email already has an account': 'email_taken',
  'Signups are closed. A valid invite code is required.': 'signups_closed',
  'Password is incorrect': 'password_incorrect',
  'Current password is incorrect': 'current_password_incorrect',
  'Not authenticated': 'not_authenticated',
  'Insufficient credits': 'insufficient_credits',
  'Too many requests, please try again later': 'too_many_requests',
  'You have too many payments in progress. Finish one or try again in 30 minutes.': 'too_many_payments',
  'The AI service is busy. Please try again.': 'ai_busy',
  'Tricoach is briefly unavailable. Please try again in a moment.': 'unavailable',
  'The payment provider is not available right now. Please try again in a moment.': 'payment_provider_unavailable',
  'Internal server error': 'internal',
  'Invalid request': 'invalid_request',
  'Request body is larger than 256 KiB': 'payload_too_large',
  'User not found': 'user_not_found',
  'Training plan not found': 'plan_not_found',
  'Week not found': 'week_not_found',
  'Workout not found': 'workout_not_found',
  'This week is no longer active': 'week_not_active',
  'A completed workout cannot be deleted': 'completed_workout_delete',
  'This workout changed meanwhile. Please reload and try again.': 'workout_changed',
  'This activity changed meanwhile. Please try again.': 'activity_changed',
  'The week changed meanwhile; try again': 'week_changed',
  'The week changed while it was being deleted. Please reload and try again.': 'week_changed',
  'Your thresholds were changed at the same time; try again.': 'thresholds_changed',
  'There is no current training week to add a test to: create your week first.': 'no_current_week',
  'The training plan is not ready yet': 'plan_not_ready',
  'This training plan is finished': 'plan_finished',
  'Training plan is already finished': 'plan_finished',
  'The week summary is not ready yet': 'summary_not_ready',
  'Only a week whose generation failed can be retried': 'week_retry_not_failed',
  'The week is already in flow mode': 'week_already_flow',
  'Only a classic or flexible week can switch to flow': 'week_flow_not_allowed',
  'You cannot change your own admin rights': 'own_admin_rights',
  'Unknown event type': 'unknown_event_type',
  'Proposal not found': 'proposal_not_found',
  'This proposal was already answered': 'proposal_answered',
  'This proposal has expired: ask the coach again': 'proposal_expired',
  'This proposal was refused by the safety checks, so there is nothing to accept': 'proposal_refused',
  'Your week changed since this proposal was made: ask the coach again': 'proposal_week_changed',
  'Strava is not set up on this server yet, so it cannot be connected.': 'strava_not_configured',
  'Garmin is not set up on this server yet, so the watch cannot be connected.': 'garmin_not_configured',
  'Connections to other services are not set up on this server yet, so this one cannot be connected.':
    'connections_not_configured',
};

/** The code of an error text, if it has one. */
export function errorCodeOf(message: string): string | undefined {
  return Object.hasOwn(ERROR_CODES, message) ? ERROR_CODES[message] : undefined;
}
