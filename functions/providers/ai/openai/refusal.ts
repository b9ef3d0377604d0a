/** The model declined: a message whose content is a `refusal` part (structured outputs and plain text alike). */
export function hasRefusal(response: {
  output: ReadonlyArray<{ type: string; content?: ReadonlyArray<{ type: string }> }>;
}): boolean {
  return response.output.some(
    (item) => item.type === 'message' && (item.content ?? []).some((c) => c.type === 'refusal'),
  );
}
