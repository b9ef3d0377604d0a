import type { SportKey } from './profile';
import type { SessionKind, Venue } from './sessions';

/** Minutes asked for in free text: "1h", "1.5 hours", "1h30", "45 min", "godzina". */
export function parseMinutes(text: string): number | null {
  const t = text.toLowerCase();
  const hm = t.match(/(\d+)\s*h\s*(\d{1,2})\b/);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2]);
  const h = t.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|godz\w*)\b/);
  const m = t.match(/(\d+)\s*(?:min|mins|minute|minutes|minut\w*|')(?![a-z])/);
  if (h || m) return Math.round((h ? Number(h[1].replace(',', '.')) * 60 : 0) + (m ? Number(m[1]) : 0));
  if (/\b(an|one) hour\b|\bgodzin[ęa]\b/.test(t)) return 60;
  if (/\bhalf an hour\b|\bpół godziny\b/.test(t)) return 30;
  return null;
}

/** Distance asked for: metres. "10 km", "10k", "2000 m", "2.5km". */
export function parseMetres(text: string): number | null {
  const t = text.toLowerCase();
  const km = t.match(/(\d+(?:[.,]\d+)?)\s*(?:km|k)\b/);
  if (km) return Number(km[1].replace(',', '.')) * 1000;
  const m = t.match(/(\d{2,5})\s*(?:m|metres|meters|metrów)\b/);
  return m ? Number(m[1]) : null;
}

export function parseKind(text: string, sport: SportKey): SessionKind | null {
  const t = text.toLowerCase();
  if (/open[ -]?water|lake|sea\b|otwart/.test(t) && sport === 'swim') return 'openwater';
  if (/technique|drills?|technik|technicz/.test(t)) return sport === 'swim' ? 'technique' : 'easy';
  if (/brick|off the bike/.test(t) && sport === 'run') return 'brick';
  if (/recovery|regenera|very easy/.test(t)) return 'recovery';
  if (/interval|threshold|vo2|speed work|hard|fast|sprint|css|interwał|mocn/.test(t)) return 'intervals';
  if (/tempo|steady|sweet spot|race pace/.test(t)) return 'tempo';
  if (/long|endurance|dług|wytrzymał/.test(t)) return 'long';
  if (/easy|relaxed|light|aerobic|spokojn|lekk|tlenow/.test(t)) return 'easy';
  if (/opener|pre-?race|activation|pobudz/.test(t)) return 'opener';
  return null;
}

export function parseVenue(text: string): Venue | null {
  const t = text.toLowerCase();
  if (/open[ -]?water|lake|\bsea\b/.test(t)) return 'openwater';
  if (/\bpool\b|basen/.test(t)) return 'pool';
  if (/treadmill|bieżni/.test(t)) return 'treadmill';
  if (/trainer|indoor|turbo|zwift|rollers|trenażer/.test(t)) return 'trainer';
  if (/outdoor|outside|on the road|na zewnątrz/.test(t)) return 'outdoor';
  return null;
}

export function parseSport(text: string): SportKey | null {
  const t = text.toLowerCase();
  if (/\b(swim\w*|pool|pływ\w*)\b/.test(t)) return 'swim';
  if (/\b(bike|biking|cycl\w*|ride|riding|rower\w*|trainer)\b/.test(t)) return 'bike';
  if (/\b(run|running|jog\w*|treadmill|bieg\w*)\b/.test(t)) return 'run';
  return null;
}
