import type { Language, Theme } from '@shared/schemas/common';
import type { OnboardingStatus, UserView } from '@shared/schemas/accounts';

/** The user item without its keys. Secrets (passwordHash, resetTokenHash, watch tokens) never leave the server. */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  name: string | null;
  lang: Language;
  onboardingStatus: OnboardingStatus;
  isAdmin: boolean;
  /** sendNewWeeksToWatch is absent until the athlete turns it off (on by default). */
  settings: { theme: Theme; sendNewWeeksToWatch?: boolean };
  credits: number;
  garminConnected?: boolean;
  birthdate: string | null;
  weight: number | null;
  height: number | null;
  gender: UserView['gender'];
  vo2Run: number | null;
  vo2Bike: number | null;
  resetTokenHash?: string;
  createdAt: string;
  updatedAt: string;
}

export function toUserView(user: UserRecord): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    lang: user.lang ?? 'en',
    onboardingStatus: user.onboardingStatus,
    isAdmin: user.isAdmin === true,
    settings: { theme: user.settings?.theme ?? 'light', sendNewWeeksToWatch: sendsNewWeeksToWatch(user) },
    credits: user.credits ?? 0,
    garminConnected: user.garminConnected === true,
    birthdate: user.birthdate ?? null,
    weight: user.weight ?? null,
    height: user.height ?? null,
    gender: user.gender ?? null,
    vo2Run: user.vo2Run ?? null,
    vo2Bike: user.vo2Bike ?? null,
    createdAt: user.createdAt,
  };
}

/** New weeks go to the watch by themselves unless the athlete turned it off. */
export function sendsNewWeeksToWatch(user: Pick<UserRecord, 'settings'>): boolean {
  return user.settings?.sendNewWeeksToWatch !== false;
}

/** Attribute names that hold secrets: never exported, never shown. */
export const SECRET_ATTRIBUTE = /(password|hash|token|secret|verifier)/i;
