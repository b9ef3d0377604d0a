import type { UploadActivitiesBody, UploadFileResult } from '@shared/schemas/activities';
import { MAX_UPLOAD_BASE64_CHARS, MAX_UPLOAD_FILES } from '@shared/schemas/activity-names';

export type UploadFile = UploadActivitiesBody['files'][number];

const EXTENSIONS = ['.fit', '.tcx', '.gpx'];
export const ACCEPT_ATTRIBUTE = [...EXTENSIONS, ...EXTENSIONS.map((e) => `${e}.gz`)].join(',');

const isGzipName = (name: string) => /\.gz$/i.test(name);

/** A FIT, TCX or GPX file, optionally gzipped (`ride.fit.gz`). */
export const acceptedName = (name: string): boolean =>
  EXTENSIONS.some((ext) => name.toLowerCase().replace(/\.gz$/, '').endsWith(ext));

/** Base64 in slices: one String.fromCharCode over megabytes would overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function gzip(file: Blob): Promise<Uint8Array> {
  const stream = file.stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A file as the upload route takes it: gzipped in the browser (FIT shrinks to about half, TCX and GPX to a tenth),
 * except a file that is gzipped already, or where the browser has no CompressionStream.
 */
export async function encodeFile(file: File): Promise<UploadFile> {
  const compress = !isGzipName(file.name) && typeof CompressionStream !== 'undefined';
  const bytes = compress ? await gzip(file) : new Uint8Array(await file.arrayBuffer());
  return { name: file.name, encoding: compress ? 'gzip' : 'none', contentBase64: toBase64(bytes) };
}

/** Requests of at most MAX_UPLOAD_FILES files and MAX_UPLOAD_BASE64_CHARS together, in the files' order. */
export function batches(files: readonly UploadFile[]): UploadFile[][] {
  const out: UploadFile[][] = [];
  let current: UploadFile[] = [];
  let size = 0;
  for (const file of files) {
    if (
      current.length === MAX_UPLOAD_FILES ||
      (current.length > 0 && size + file.contentBase64.length > MAX_UPLOAD_BASE64_CHARS)
    ) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(file);
    size += file.contentBase64.length;
  }
  if (current.length) out.push(current);
  return out;
}

const refused = (name: string, refusal: UploadFileResult['refusal'], message: string): UploadFileResult => ({
  name,
  status: 'refused',
  activities: [],
  refusal,
  message,
});

/** What the browser can tell before sending: the wrong kind of file, an empty one, one too large for a request. */
export function refuseLocally(file: File): UploadFileResult | null {
  if (!acceptedName(file.name))
    return refused(file.name, 'unsupported-type', 'Only FIT, TCX and GPX files (also .gz) can be uploaded');
  if (file.size === 0) return refused(file.name, 'empty', 'The file is empty');
  return null;
}

export const refuseTooLarge = (file: UploadFile): UploadFileResult | null =>
  file.contentBase64.length > MAX_UPLOAD_BASE64_CHARS
    ? refused(file.name, 'too-large', 'The file is too large to upload')
    : null;
