import { throwIfResNotOk } from './api-client';

/** The file name the server gave (`attachment; filename="..."`), or the fallback. */
function attachmentName(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file from our API and saves it. Fetched rather than linked, so a refusal (an ERG without FTP) comes
 * back as an ApiError the page can explain instead of a saved error page.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(res, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
