import type { KeyboardEvent } from 'react';

/** Enter sends; Shift+Enter does not (it adds a newline in the assistant chat); IME composition never sends. */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
