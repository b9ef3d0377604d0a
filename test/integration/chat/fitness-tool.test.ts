import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { fitnessToolFor } from '../../../functions/modules/chat/fitness-tool-service';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';

const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });

describe('save_fitness_levels side effect', () => {
  it('stores one user_fitness row per task even when the task runs again, and moves onboarding 2 -> 3', async () => {
    const user = await createTestUser({ onboardingStatus: '2' });
    const taskId = randomUUID();
    const save = () => fitnessToolFor(db(), () => new Date())(user.user.id, taskId);
    const args = { swimming_fitness_level: 35.4, cycling_fitness_level: 60, running_fitness_level: 72.6 };
    expect(await save()(args)).toEqual({ ok: true, levels: { swimLevel: 35, bikeLevel: 60, runLevel: 73 } });
    expect(await save()({ ...args, running_fitness_level: 10 })).toEqual({
      ok: true,
      levels: { swimLevel: 35, bikeLevel: 60, runLevel: 73 },
    });

    const rows = await invoke({ method: 'GET', path: '/api/user/fitness', cookies: [user.cookie] });
    expect(rows.body).toHaveLength(1);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [user.cookie] })).body.onboardingStatus).toBe(
      '3',
    );

    // Another task (a later assessment) does write again.
    await fitnessToolFor(db(), () => new Date())(user.user.id, randomUUID())({ ...args, swimming_fitness_level: 50 });
    expect((await invoke({ method: 'GET', path: '/api/user/fitness', cookies: [user.cookie] })).body).toHaveLength(2);
  });

  it('refuses out-of-range levels without writing', async () => {
    const user = await createTestUser({ onboardingStatus: '2' });
    const result = await fitnessToolFor(db(), () => new Date())(user.user.id, randomUUID())({
      swimming_fitness_level: 101,
      cycling_fitness_level: 50,
      running_fitness_level: 50,
    });
    expect(result.ok).toBe(false);
    expect((await invoke({ method: 'GET', path: '/api/user/fitness', cookies: [user.cookie] })).body).toEqual([]);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [user.cookie] })).body.onboardingStatus).toBe(
      '2',
    );
  });
});
