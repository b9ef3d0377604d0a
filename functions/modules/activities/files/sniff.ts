/** What a file's first bytes say it is, whatever its name. */
export type SniffedType = 'fit' | 'gzip' | 'tcx' | 'gpx' | 'xml-doctype' | 'unknown';

const FIT_SIGNATURE = '.FIT';

/**
 * FIT: a 12- or 14-byte header whose bytes 8-11 are ".FIT". gzip: 1f 8b. XML: the root element's name, read after the
 * XML declaration, comments and processing instructions. A DOCTYPE is reported as such: activity files never need
 * one, and refusing it shuts out entity expansion (billion laughs) and external entities before any parsing.
 */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (
    bytes.length >= 12 &&
    (bytes[0] === 12 || bytes[0] === 14) &&
    String.fromCharCode(...bytes.subarray(8, 12)) === FIT_SIGNATURE
  )
    return 'fit';
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  return sniffXmlRoot(Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8192)).toString('utf8'));
}

function sniffXmlRoot(head: string): SniffedType {
  let text = head.replace(/^\uFEFF/, '');
  for (;;) {
    text = text.trimStart();
    if (text.startsWith('<?')) text = text.slice(skipPast(text, '?>'));
    else if (text.startsWith('<!--')) text = text.slice(skipPast(text, '-->'));
    else break;
    if (text === '') return 'unknown';
  }
  if (/^<!DOCTYPE/i.test(text)) return 'xml-doctype';
  const root = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(text)?.[2];
  if (root === 'TrainingCenterDatabase') return 'tcx';
  if (root === 'gpx') return 'gpx';
  return 'unknown';
}

function skipPast(text: string, end: string): number {
  const at = text.indexOf(end);
  return at < 0 ? text.length : at + end.length;
}
