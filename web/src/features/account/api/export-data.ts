import { apiRequest } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/api-call';

export function exportFileName(today = new Date()): string {
  return `tricoach-export-${today.toISOString().slice(0, 10)}.json`;
}

/** The data export, handed to the browser as a download. */
export async function downloadExport(): Promise<void> {
  const res = await apiRequest('GET', routeUrl('exportUser'));
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
