// Apart from chat.ts, which builds its zod schemas when imported: the chat screens cap their inputs with this.
/** Longest message a user may send in either chat (the hidden onboarding initialisation message included). */
export const MAX_CHAT_MESSAGE = 4000;
