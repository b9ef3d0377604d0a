import type { Fitness, SportVolume, WorkoutDetails } from '@shared/schemas/training';
import type { SaveFitnessLevelsArgs } from '@shared/schemas/chat';
import type { CoachToolArgs, CoachToolName } from '@shared/schemas/chat-proposal';
import type { Lang } from '@shared/training/types';

/** What the coach knows about the athlete, read on the server from stored data (never from the client). */
export interface AthleteContext {
  name: string | null;
  lang: Lang;
  today: string;
  fitness: Fitness | null;
  plan: {
    eventName: string;
    eventDate: string;
    eventType: string;
    weeksToEvent: number;
    phase: { name: string; focus: string } | null;
    weekFocus: string | null;
    weekVolume: SportVolume | null;
    strategy: string | null;
  } | null;
  activeWeek: {
    firstDay: string;
    trainingStyle: string;
    goal: string | null;
    workouts: Array<{ id: string; day: string | null; isCompleted: boolean; details: WorkoutDetails }>;
  } | null;
  /** Newest first. */
  recentActivities: Array<{
    activityType: string;
    startTime: string;
    durationSecs: number;
    distanceMeters: number | null;
  }>;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export type SaveFitnessResult = { ok: true; levels: Fitness } | { ok: false; error: string };

/**
 * What a coach tool answers: a proposal stored for the athlete's Accept / Keep, one the guardrails refused (stored too,
 * so the chat shows why), or nothing to change (not stored). `text` is the server's sentence in the athlete's language.
 */
export type CoachToolResult =
  | { status: 'proposed'; proposalId: string; title: string; lines: string[] }
  | { status: 'refused'; proposalId: string; reason: string }
  | { status: 'nothing'; reason: string };

/** The in-app chat's actions (decision record 028): each makes a proposal, never a change. */
export type CoachTools = { [N in CoachToolName]: (args: CoachToolArgs<N>) => Promise<CoachToolResult> };

export interface ChatInput {
  /** assessment: the onboarding fitness interview; assistant: the in-app coach. */
  mode: 'assessment' | 'assistant';
  athlete: AthleteContext;
  /** Earlier turns, oldest first (the hidden initialisation message included). */
  history: ChatTurn[];
  message: string;
  /** From the ai_assistants row, when the conversation has one. */
  assistant?: { systemPrompt: string | null; modelId: string | null; provider?: 'offline' | 'openai' } | null;
  /** The assessment chat's save_fitness_levels implementation (validated and idempotent on the server side). */
  saveFitnessLevels?: (args: SaveFitnessLevelsArgs) => Promise<SaveFitnessResult>;
  /** The in-app chat's proposal tools (validated, guarded and stored on the server side). */
  coachTools?: CoachTools;
}

export interface ChatReply {
  message: string;
  /** Levels stored by a save_fitness_levels call during this turn. */
  savedFitness: Fitness | null;
}
