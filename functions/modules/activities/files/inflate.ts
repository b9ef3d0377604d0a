import { gunzipSync } from 'node:zlib';
import type { UploadRefusal } from '@shared/schemas/activities';

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; refusal: UploadRefusal };

/** A gzip's content, refused once it grows past `maxBytes` (a small gzip can unpack to gigabytes: a zip bomb). */
export function inflateCapped(gzipped: Uint8Array, maxBytes: number): Inflated {
  try {
    return { ok: true, bytes: gunzipSync(gzipped, { maxOutputLength: maxBytes }) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, refusal: 'too-large' };
    if (code === 'Z_BUF_ERROR') return { ok: false, refusal: 'truncated' };
    return { ok: false, refusal: 'corrupt' };
  }
}
