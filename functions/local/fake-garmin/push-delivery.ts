/** Posts a notification to the app's push endpoint as Garmin does: the secret path token and garmin-client-id. */
export async function pushToApp(
  appUrl: string,
  kind: 'activities' | 'deregistrations' | 'permissions' | 'dailies' | 'sleeps' | 'hrv',
  body: unknown,
): Promise<number> {
  const url = `${appUrl}/api/garmin/push/${encodeURIComponent(process.env.GARMIN_PUSH_TOKEN ?? '')}/${kind}`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'garmin-client-id': process.env.GARMIN_CLIENT_ID ?? '',
      'user-agent': 'Garmin Health API',
    },
    body: JSON.stringify(body),
  })
    .then((r) => r.status)
    .catch(() => 0);
}
