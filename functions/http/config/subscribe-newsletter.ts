import type { RouteHandler } from '../../lib/http/types';
import { created, ok } from '../../lib/responses';
import type { RouteById } from '@shared/api/routes';
import type { SignupService } from '../../modules/config/signup-service';

export const subscribeNewsletter =
  (signups: SignupService): RouteHandler<RouteById<'subscribeNewsletter'>> =>
  async ({ body, request }) => {
    const { added, body: answer } = await signups.subscribe(body.email, request.clientIp);
    return added ? created(answer) : ok(answer);
  };
