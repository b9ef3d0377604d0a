import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/**
 * Every message quoted in the error catalogues (section 8) of seed 000 and seed 001, copied here by hand: the
 * seeds live outside the repository, and a list kept in the test fails when a translation is renamed or lost.
 * Seed placeholders ({Weekday}, {text}) stand for i18next's {{...}}.
 */
const SHOWN: Record<string, readonly string[]> = {
  'seed 000': [
    'Login failed',
    'Registration failed',
    'Logout failed',
    'Failed to send reset email',
    'Error',
    'Reset link sent',
    'If the email exists, a reset link has been sent to your inbox',
    'Failed to reset password',
    'Password reset successful',
    'Something went wrong. Please try again.',
    'Thank you for joining the beta!',
    "I'm having trouble analyzing your activity history. What type of training are you interested in?",
    "Could not analyze your previous activity. Let's start fresh!",
    'Failed to communicate with the assistant. Please try again.',
  ],
  'seed 001': [
    "You don't have enough credits.",
    'Failed to send suggestion. Please try again.',
    'Thank you!',
    'Your suggestion has been sent successfully. We appreciate your feedback!',
    'Note saved successfully',
    'Failed to save note',
    'Generation timed out',
    'The process took longer than expected.',
    'Failed to fetch workouts',
    'Failed to summarize week',
    'Summarization failed',
    'Failed to update training plan',
    'Please try again',
    'Failed to update plan',
    'Training plan updated successfully!',
    'Failed to finish training plan',
    'Training plan finished successfully!',
    'You can now create a new training plan.',
    'Failed to fetch event types',
    'Failed to load workout details',
    'Failed to start workout modification',
    'Workout modification is taking longer than expected. Please try again.',
    'Failed to parse modified workout. Please try again.',
    'Workout modification failed. Please try again.',
    'Failed to check modification status. Please try again.',
    'Workout modified successfully!',
    'Failed to save workout. Please try again.',
    'Modified workout saved and sent to Garmin!',
    'Modified workout saved!',
    'Failed to assign workout to new date',
    'Workout successfully assigned to {Weekday}',
    'Failed to delete workout. Please try again.',
    'Workout deleted from your library and Garmin',
    'Workout deleted from your library (Garmin deletion failed)',
    'Failed to switch training style',
    'Successfully switched to flow mode',
    'No active week found',
    'Failed to delete week: {text}',
    'The current week and its incomplete workouts have been deleted',
    'Failed to generate workout. Please try again.',
    'Failed to save workout',
    'Failed to send workout to Garmin',
    "Done! Sync your watch and you're ready to go!",
    'Failed to check payment status',
    'No transaction ID found',
    'An error occurred',
    'Unfortunately, your payment could not be processed. Please try again.',
  ],
};

/**
 * Messages the catalogues say are only logged, or are internal (a server text the screen matches): never shown,
 * so not translated, but the code must still use them word for word.
 */
const INTERNAL: ReadonlyArray<{ message: string; where: string }> = [
  { message: 'Failed to initialize chat', where: 'web/src' },
  { message: 'AI initialization failed', where: 'web/src' },
  { message: 'Initialization timed out', where: 'web/src' },
  { message: 'Failed to get response', where: 'web/src' },
  { message: 'AI processing failed', where: 'web/src' },
  { message: 'Response timed out', where: 'web/src' },
  { message: 'Failed to fetch conversations', where: 'web/src' },
  { message: 'Failed to fetch messages', where: 'web/src' },
  { message: 'Failed to get chat config', where: 'web/src' },
  { message: 'Failed to create conversation', where: 'web/src' },
  { message: 'Failed to send message', where: 'web/src' },
  { message: 'Failed to schedule workout: ', where: 'web/src' },
  { message: 'Failed to start workout generation', where: 'web/src' },
  { message: 'Workout generation failed', where: 'web/src' },
  { message: 'Timeout reached', where: 'web/src' },
  { message: 'Insufficient credits', where: 'functions' },
  // The web branches on the 402 status instead of matching this text (the 'one source of truth' issue overrides the seed).
];

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree))
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const locale = (lng: string) =>
  flatten(JSON.parse(readFileSync(join(root, 'locales', lng, 'translation.json'), 'utf8')) as Tree);
/** `{{weekday}}` and `{Weekday}` compare equal. */
const normalise = (text: string) =>
  text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (_, name: string) => `{${name.toLowerCase()}}`);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('every message of the seeds catalogues', () => {
  const en = locale('en');
  const pl = locale('pl');
  const keysOf = (message: string) =>
    [...en].filter(([, value]) => normalise(value) === normalise(message)).map(([key]) => key);

  it.each(Object.entries(SHOWN))('%s: each shown message is in locales/en word for word', (_, messages) => {
    expect(messages.filter((m) => keysOf(m).length === 0)).toEqual([]);
  });

  it.each(Object.entries(SHOWN))('%s: each has a Polish translation under the same key', (_, messages) => {
    const untranslated = messages.flatMap((m) =>
      keysOf(m).filter((key) => !pl.get(key)?.trim() || pl.get(key) === en.get(key)),
    );
    expect(untranslated).toEqual([]);
  });

  it('the logged-only and internal messages are used word for word where the seeds put them', () => {
    const text = new Map(
      ['web/src', 'functions'].map((dir) => [
        dir,
        sources(join(root, dir))
          .map((f) => readFileSync(f, 'utf8'))
          .join('\n'),
      ]),
    );
    expect(INTERNAL.filter(({ message, where }) => !text.get(where)!.includes(message))).toEqual([]);
  });
});
