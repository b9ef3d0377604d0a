// Apart from chat.ts, which builds its zod schemas when imported: the chat service names conversations with this.
/** Conversation titles are the first 100 characters of the first message (the product's naming rule). */
export const CONVERSATION_TITLE_LIMIT = 100;

export const conversationTitle = (message: string) => message.trim().slice(0, CONVERSATION_TITLE_LIMIT);
