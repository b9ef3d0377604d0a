/** Both chats read the answer's status every second (the first a second after sending), at most 30 times; a non-OK answer counts as an attempt. */
export const CHAT_WAIT = { every: 1_000, attempts: 30, delayFirstRead: true };
