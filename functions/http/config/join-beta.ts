import type { RouteHandler } from '../../lib/http/types';
import { created, ok } from '../../lib/responses';
import type { RouteById } from '@shared/api/routes';
import type { SignupService } from '../../modules/config/signup-service';

export const joinBeta =
  (signups: SignupService): RouteHandler<RouteById<'joinBeta'>> =>
  async ({ body, request }) => {
    const { added, body: answer } = await signups.joinBeta(body.email, body.name ?? null, request.clientIp);
    return added ? created(answer) : ok(answer);
  };
