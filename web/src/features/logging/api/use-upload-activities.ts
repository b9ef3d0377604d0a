import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LogSport, UploadFileResult } from '@shared/schemas/activities';
import { errorText } from '../../../lib/api-client';
import { refreshTraining } from '../../../lib/training-cache';
import { batches, encodeFile, refuseLocally, refuseTooLarge, type UploadFile } from '../lib/upload-files';
import { uploadActivities } from './upload-activities';

/**
 * Uploads files in as few requests as the limits allow and keeps one result per file, in the order chosen: what the
 * browser refused itself, then what the server answered (a failed request refuses its files with its message).
 */
export function useUploadActivities() {
  const client = useQueryClient();
  const [results, setResults] = useState<UploadFileResult[]>([]);
  /** What was sent for each result (null for what the browser refused): a file that names no sport is sent again with the answer. */
  const [sent, setSent] = useState<(UploadFile | null)[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    setResults([]);
    setSent([]);
    try {
      const out: (UploadFileResult | null)[] = files.map(refuseLocally);
      const encodedFiles: (UploadFile | null)[] = files.map(() => null);
      const pending: { index: number; file: UploadFile }[] = [];
      for (const [index, file] of files.entries()) {
        if (out[index]) continue;
        const encoded = await encodeFile(file);
        out[index] = refuseTooLarge(encoded);
        if (!out[index]) {
          pending.push({ index, file: encoded });
          encodedFiles[index] = encoded;
        }
      }
      let cursor = 0;
      for (const batch of batches(pending.map((p) => p.file))) {
        const indices = pending.slice(cursor, cursor + batch.length).map((p) => p.index);
        cursor += batch.length;
        try {
          const answer = await uploadActivities(batch);
          indices.forEach((index, i) => (out[index] = answer.results[i] ?? null));
        } catch (error) {
          const message = errorText(error);
          indices.forEach(
            (index) => (out[index] = { name: files[index]!.name, status: 'refused', activities: [], message }),
          );
        }
      }
      const answered = out.flatMap((r, index) => (r ? [{ result: r, file: encodedFiles[index]! }] : []));
      setResults(answered.map((a) => a.result));
      setSent(answered.map((a) => a.file));
      if (pending.length) await refreshTraining(client);
    } finally {
      setBusy(false);
    }
  };

  /** The athlete's sport for a file that names none: the same file again with it, and its result replaced. */
  const chooseSport = async (index: number, sport: LogSport) => {
    const file = sent[index];
    if (!file) return;
    setBusy(true);
    try {
      const answer = await uploadActivities([{ ...file, sport }]).then(
        (a) => a.results[0],
        (error: unknown) => ({
          name: file.name,
          status: 'refused' as const,
          activities: [],
          message: errorText(error),
        }),
      );
      if (answer) setResults((current) => current.map((r, i) => (i === index ? answer : r)));
      await refreshTraining(client);
    } finally {
      setBusy(false);
    }
  };

  return { upload, chooseSport, results, busy, clear: () => setResults([]) };
}
