import type { TFunction } from 'i18next';
import type { AdaptationChangeFacts, AdaptationPhrase } from '@shared/schemas/adaptation-facts';
import { formatMinutes } from '@shared/training/minutes';

const K = 'adaptation.text';
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The coach's adaptation in the reader's language, written from its codes and numbers (the engine's sentences, word
 * for word). A week adapted before the codes were kept shows its text as it was written.
 */
export class AdaptationWords {
  constructor(private readonly t: TFunction) {}

  private k(key: string, params?: Record<string, unknown>): string {
    return this.t(`${K}.${key}`, params ?? {});
  }

  /** 'two' in English, '2' in Polish (both say numbers their own way). */
  private word(n: number): string {
    return this.k(`countWord.${n}`, { defaultValue: String(n) });
  }

  private sessions(p: { sport: string; count: number }): string {
    return this.k(`sessions.${p.sport}`, { count: p.count, word: this.word(p.count) });
  }

  phrase(p: AdaptationPhrase): string {
    switch (p.code) {
      case 'missed':
      case 'cutShort':
        return this.k(p.code, { sessions: this.sessions(p) });
      case 'harder':
      case 'behind':
        return this.k(`${p.code}.${p.sport}`);
      case 'injury':
        return p.part ? this.k('injuryPart', { part: p.part, note: p.note }) : this.k('injuryNote', { note: p.note });
      case 'lowReadiness':
        return this.k('lowReadiness', { count: p.days, word: this.word(p.days) });
      case 'readinessKept':
        return this.k('readinessKept', { count: p.kept, word: this.word(p.kept) });
      case 'notReported':
        return this.k('notReported', { count: p.count, word: capitalised(this.word(p.count)) });
      default:
        return this.k(p.code);
    }
  }

  /** The planner card's and the week's list of what the coach read: each phrase starts with a capital. */
  reasons(phrases: AdaptationPhrase[]): string[] {
    return phrases.map((p) => capitalised(this.phrase(p)));
  }

  change(c: AdaptationChangeFacts): string {
    const label = c.long
      ? this.k(`long.${c.sport}`)
      : this.k('onDay', { day: this.k(`weekday.${c.weekday}`), one: this.k(`one.${c.sport}`) });
    const from = formatMinutes(c.fromMinutes);
    const to = formatMinutes(c.toMinutes);
    const what =
      c.kind === 'lengthened' || c.kind === 'shortened'
        ? this.k(`${c.kind}.${c.sport}`, { label, from, to })
        : c.kind === 'recovery'
          ? this.k('recovery', { label, from, to })
          : this.k('eased', { label });
    return this.k('change', { what, why: this.list(c.why.map((p) => this.phrase(p))) });
  }

  private list(items: string[]): string {
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(', ')} ${this.k('and')} ${items[items.length - 1]}`;
  }
}
