/**
 * The athlete's first week of their active plan, generated (the dashboard's "Create week"): returns the week's id
 * and its first workout's, so the pages that show a week (the board and its load check, a workout's details) are
 * measured with one, as an athlete meets them.
 */
export async function readyWeek(baseUrl: string, sid: string): Promise<{ weekId: string; workoutId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie: sid };
  const get = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`, { headers })).json()) as T;
  const [plan] = await get<Array<{ id: string }>>('/api/plans?active=true');
  if (!plan) throw new Error('the bench athlete has no active plan');
  const created = await fetch(`${baseUrl}/api/weeks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.id }),
  });
  if (created.status !== 202) throw new Error(`creating the week answered ${created.status}`);
  const { weekId, sessionId } = (await created.json()) as { weekId: string; sessionId: string };
  for (let i = 0; i < 240; i++) {
    const { status } = await get<{ status: string }>(`/api/weeks/status/${sessionId}`);
    if (status === 'failed') throw new Error('week generation failed');
    if (status === 'completed') {
      const [first] = await get<Array<{ id: string }>>(`/api/weeks/${weekId}/workouts`);
      if (!first) throw new Error('the week has no workouts');
      return { weekId, workoutId: first.id };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('week generation did not finish');
}
