/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/FFFF): dropped, not escaped. */
// eslint-disable-next-line no-control-regex -- naming the control characters XML allows is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element's content or an attribute (quotes escaped too); names and notes are the athlete's own. */
export function xmlEscape(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** An attribute value on one line: a parser turns raw newlines in attributes into spaces anyway. */
export const xmlAttr = (value: string): string => xmlEscape(value.replace(/\s+/g, ' ').trim());
