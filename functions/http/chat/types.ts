import type { RouteById, RouteId } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import type { ChatService } from '../../modules/chat/chat-service';

/** A route file exports one of these: the chat service in, the route's handler out. */
export type ChatRoute<Id extends RouteId> = (chat: ChatService) => RouteHandler<RouteById<Id>>;
