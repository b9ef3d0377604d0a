import { parseFit } from './fit-file';
import { parseGpx } from './gpx-file';
import { inflateCapped } from './inflate';
import type { ParsedFile } from './parsed-activity';
import { MAX_FILE_BYTES, refuse } from './refusals';
import { sniffType } from './sniff';
import { parseTcx } from './tcx-file';

/**
 * Reads one uploaded file: FIT, TCX or GPX, each possibly gzipped. The type comes from the content, never from the
 * name alone (a PNG renamed .fit is refused, a .txt holding a GPX is read). Every failure is a refusal with a
 * readable reason; nothing is thrown for bad input.
 */
export async function parseActivityFile(
  bytes: Uint8Array,
  fileName: string,
  maxBytes: number = MAX_FILE_BYTES,
): Promise<ParsedFile> {
  if (bytes.length === 0) return refuse('empty');
  let content = bytes;
  if (sniffType(content) === 'gzip') {
    const inflated = inflateCapped(content, maxBytes);
    if (!inflated.ok)
      return refuse(
        inflated.refusal,
        inflated.refusal === 'truncated' ? 'The compressed file is incomplete: it ends early.' : undefined,
      );
    content = inflated.bytes;
    if (content.length === 0) return refuse('empty');
  }
  if (content.length > maxBytes) return refuse('too-large');
  switch (sniffType(content)) {
    case 'fit':
      return parseFit(content);
    case 'tcx':
      return parseTcx(utf8(content));
    case 'gpx':
      return parseGpx(utf8(content));
    case 'xml-doctype':
      return refuse('corrupt', 'The file declares a DTD (DOCTYPE), which activity files never need: it is not read.');
    case 'gzip':
      return refuse('unsupported-type', 'The file is compressed twice: upload the .fit, .tcx or .gpx inside it.');
    default:
      return refuse('unsupported-type', unsupportedMessage(fileName));
  }
}

const utf8 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

function unsupportedMessage(fileName: string): string {
  const named = /\.(fit|tcx|gpx)(\.gz)?$/i.exec(fileName)?.[1];
  return named
    ? `The file is named .${named.toLowerCase()} but its content is not a ${named.toUpperCase()} file.`
    : 'This is not a FIT, TCX or GPX file.';
}
