import { expect } from 'vitest';
import { invoke, sessionCookieFrom } from '../../support/api-event';
import { tokenFrom, useTestOutbox, waitForMailTo } from '../../support/outbox';
import { randomIp } from '../../support/users';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';

/** An athlete who used everything: profile, fitness, plan, week, workouts, chat, feedback, a reset, failed logins. */
export async function busyAthlete() {
  useTestOutbox();
  const a = await athleteWithPlan(2);
  await call(a.cookie, 'PATCH', '/api/user', {
    name: 'Ola Nowak',
    birthdate: '1990-05-01',
    weight: 61,
    height: 170,
    gender: 'female',
    settings: { theme: 'dark' },
  });
  await call(a.cookie, 'POST', '/api/user/fitness', { swimLevel: 40, bikeLevel: 60, runLevel: 70 });
  const { workouts } = await readyWeek(a);
  await call(a.cookie, 'POST', `/api/workout/${workouts[0].id}/note`, { note: 'Felt strong, left knee a bit sore' });
  const chat = await call(a.cookie, 'POST', '/api/chat2/conversations', {
    title: 'Knee',
    message: 'My left knee hurts after long runs',
  });
  await deliverTask(a.user.id, chat.body.sessionId);
  await call(a.cookie, 'POST', '/api/suggestions', { suggestion: 'Please add rowing' });
  const calendarFeedUrl = String((await call(a.cookie, 'POST', '/api/calendar-feed', {})).body.url);
  await invoke({ method: 'POST', path: '/api/newsletter', body: { email: a.email }, sourceIp: randomIp() });
  await invoke({
    method: 'POST',
    path: '/api/login',
    body: { email: a.email, password: 'not-the-password' },
    sourceIp: randomIp(),
  });
  await invoke({ method: 'POST', path: '/api/forgot-password', body: { email: a.email }, sourceIp: randomIp() });
  const token = tokenFrom(await waitForMailTo(a.email));
  const password = 'after-reset-1';
  expect((await invoke({ method: 'POST', path: '/api/reset-password', body: { token, password } })).status).toBe(200);
  const login = await invoke({
    method: 'POST',
    path: '/api/login',
    body: { email: a.email, password },
    sourceIp: randomIp(),
  });
  await invoke({ method: 'POST', path: '/api/forgot-password', body: { email: a.email }, sourceIp: randomIp() });
  return {
    ...a,
    cookie: sessionCookieFrom(login),
    password,
    resetToken: token,
    calendarFeedUrl,
    oldPassword: a.password,
    workoutId: workouts[0].id,
  };
}
