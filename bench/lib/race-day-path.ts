/** Generates the race-day plan of the athlete's active plan (POST) and answers the page's path. */
export async function raceDayPath(baseUrl: string, sid: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie: sid };
  const plans = (await (await fetch(`${baseUrl}/api/plans?active=true`, { headers })).json()) as Array<{ id: string }>;
  const planId = plans[0]?.id;
  if (!planId) throw new Error('the bench athlete has no active plan');
  const res = await fetch(`${baseUrl}/api/plans/${planId}/race-day`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ temperatureC: 24 }),
  });
  if (!res.ok) throw new Error(`race-day plan answered ${res.status}`);
  return `/plans/${planId}/race-day`;
}
