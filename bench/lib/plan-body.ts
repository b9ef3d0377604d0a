export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The plan both API benches create: a half distance 120 days out, six training days. */
export const planBody = {
  primaryGoal: { name: 'Bench 70.3', date: inDays(120), type: 'half' },
  secondaryGoals: [],
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 8,
  trainingPreferences: '',
  personalDescription: '',
};
