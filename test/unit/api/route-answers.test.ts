import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FileAnswer, RedirectAnswer, RouteAnswer, RoutesWithoutAnswer } from '@shared/api/route-answers';
import type { RouteById, RouteId } from '@shared/api/routes';
import { toLambdaResult } from '../../../functions/lib/http/group-handler';
import type { RouteHandler } from '../../../functions/lib/http/types';
import { binary, noContent, ok, redirect } from '../../../functions/lib/responses';

// The type-level checks run in `npm run typecheck` (this folder is part of the project): each `@ts-expect-error`
// fails the typecheck if the line below it stops being an error.
type Handler<Id extends RouteId> = RouteHandler<RouteById<Id>>;

describe('a route handler answers what its row in route-answers.ts says', () => {
  it('accepts the declared answer and refuses a drifting one at compile time', () => {
    const right: Handler<'weekStatus'> = async () => ok({ weekId: 'w', completed: false, status: 'pending' });
    // @ts-expect-error: a field of the answer is missing
    const missing: Handler<'weekStatus'> = async () => ok({ completed: false, status: 'pending' });
    // @ts-expect-error: a field has the wrong type
    const wrongType: Handler<'adminSetAdmin'> = async () => ok({ isAdmin: 'yes' });
    expect([right, missing, wrongType]).toHaveLength(3);
  });

  it('types the answers that are not JSON: redirects and files come only from their helpers', () => {
    const toConsent: Handler<'garminConnect'> = async () => redirect('https://connect.example/consent');
    const file: Handler<'workoutFit'> = async () => binary(new Uint8Array([1]), 'application/vnd.ant.fit', 'a.fit');
    // @ts-expect-error: a redirect route cannot answer JSON
    const jsonInsteadOfRedirect: Handler<'stravaConnect'> = async () => ok({ url: 'https://strava.example' });
    // @ts-expect-error: a JSON route cannot answer a file
    const fileInsteadOfJson: Handler<'getProgress'> = async () => binary(new Uint8Array([1]), 'text/plain');
    // @ts-expect-error: a route that answers a body cannot answer 204
    const emptyInsteadOfBody: Handler<'getUser'> = async () => noContent();
    const empty: Handler<'logout'> = async () => noContent();
    expectTypeOf<RouteAnswer<'garminCallback'>>().toEqualTypeOf<RedirectAnswer>();
    expectTypeOf<RouteAnswer<'calendarFeed'>>().toEqualTypeOf<FileAnswer>();
    expectTypeOf<RoutesWithoutAnswer>().toBeNever();
    expect([toConsent, file, jsonInsteadOfRedirect, fileInsteadOfJson, emptyInsteadOfBody, empty]).toHaveLength(6);
  });

  it('sends a file with the headers given beside it, and 204 without a body', () => {
    const feed = toLambdaResult(
      binary(new TextEncoder().encode('BEGIN:VCALENDAR'), 'text/calendar', undefined, {
        headers: { 'cache-control': 'private, max-age=300' },
      }),
    );
    expect(feed).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: { 'cache-control': 'private, max-age=300', 'content-type': 'text/calendar' },
    });
    expect(Buffer.from((feed as { body: string }).body, 'base64').toString()).toBe('BEGIN:VCALENDAR');
    expect(toLambdaResult(noContent())).toEqual({
      statusCode: 204,
      headers: { 'cache-control': 'no-store' },
      cookies: undefined,
    });
    expect(toLambdaResult(redirect('/onboarding'))).toMatchObject({
      statusCode: 302,
      headers: { location: '/onboarding' },
    });
  });
});
