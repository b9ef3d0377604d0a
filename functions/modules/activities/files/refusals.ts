import type { UploadRefusal } from '@shared/schemas/activities';
import type { ParsedFile } from './parsed-activity';

/** The largest file the parser reads, once unpacked: a 10-hour Ironman is 2-3 MB as FIT and ~15 MB as 1 Hz TCX. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The English text of each refusal (the web shows its own translation of the code). */
export const REFUSAL_MESSAGES: Record<UploadRefusal, string> = {
  empty: 'The file is empty.',
  'too-large': `The file is too large: at most ${MAX_FILE_BYTES / 1024 / 1024} MB once unpacked.`,
  'unsupported-type': 'This is not a FIT, TCX or GPX file.',
  corrupt: 'The file is damaged and cannot be read.',
  truncated: 'The file is incomplete: it ends before its data does (was the copy from the watch cut off?).',
  'no-times': 'This file has no times: it looks like a route, not a recorded activity.',
  'no-activity': 'The file holds no recorded activity.',
  future: 'The activity in this file is dated in the future (is the device clock right?).',
};

export const refuse = (refusal: UploadRefusal, message: string = REFUSAL_MESSAGES[refusal]): ParsedFile => ({
  ok: false,
  refusal,
  message,
});
