import { apiCall } from '../../../lib/api-call';

export interface OnboardingSend {
  message: string;
  context: Array<{ role: 'user' | 'assistant'; content: string }>;
  hidden?: boolean;
}

/** The function the assessment offers; the server defines its own, this one is informative. */
export const SAVE_FITNESS_FUNCTION = {
  name: 'save_fitness_levels',
  parameters: {
    type: 'object',
    properties: {
      swimming_fitness_level: { type: 'number', minimum: 0, maximum: 100 },
      cycling_fitness_level: { type: 'number', minimum: 0, maximum: 100 },
      running_fitness_level: { type: 'number', minimum: 0, maximum: 100 },
    },
    required: ['swimming_fitness_level', 'cycling_fitness_level', 'running_fitness_level'],
  },
};

export const getOnboardingHistory = () => apiCall('onboardingChatHistory');

export const sendOnboardingMessage = ({ message, context, hidden }: OnboardingSend) =>
  apiCall('onboardingChat', {
    body: { message, context, functions: [SAVE_FITNESS_FUNCTION], ...(hidden ? { hidden } : {}) },
  });
