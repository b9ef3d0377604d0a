import type { SportKey } from '../profile';

/** What the athlete's own words say about the week: read in English and Polish (stems, any case). */
export interface NoteSignals {
  sick: boolean;
  /** A real injury ('injured', 'sprain', 'kontuzja'): the week becomes a recovery week. */
  injury: boolean;
  /** Pain in a body part ('knee hurts', 'boli mnie kolano'): the sports that load it are eased; an injury note without a part has no sports. */
  pain: { part: string | null; sports: SportKey[]; note: string } | null;
  travel: boolean;
}

// A word starts where no letter precedes it (\b does not know Polish letters).
const word = (stems: string) => new RegExp(`(?<!\\p{L})(${stems})`, 'iu');

const SICK = word('sick|ill\\b|illness|flu\\b|fever|a cold\\b|head cold|covid|chor|gryp|gorącz|przezięb|infekc');
const INJURY = word('injur|sprain|strain|torn|tear\\b|fractur|kontuzj|skręc|naderw|złaman|uraz');
const PAIN = word('hurt|pain|sore|ache|aching|boli|ból|bol[ąi]|naciągn');
const TRAVEL = word('travel|trip\\b|business|flight|holiday|vacation|podróż|wyjazd|wyjeżdż|delegac|urlop');

/** Body parts by the sports that load them; the English word names the note in the reason ('your knee note'). */
const PARTS: { stems: RegExp; part: string | null; sports: SportKey[] }[] = [
  { stems: word('knee|kolan'), part: 'knee', sports: ['run', 'bike'] },
  { stems: word('shin|piszczel|goleń'), part: 'shin', sports: ['run'] },
  { stems: word('achilles|ścięgn'), part: 'Achilles', sports: ['run'] },
  { stems: word('calf|calves|łydk'), part: 'calf', sports: ['run'] },
  { stems: word('foot|feet|heel|ankle|stop[aęy]|pięt|kostk'), part: 'foot', sports: ['run'] },
  { stems: word('hip|hamstring|biodr|udo|uda\\b'), part: 'hip', sports: ['run', 'bike'] },
  { stems: word('shoulder|ramię|ramieni|bark'), part: 'shoulder', sports: ['swim'] },
  { stems: word('back\\b|plec|kręgosłup'), part: 'back', sports: ['bike', 'run'] },
];

// 'no pain', 'knee doesn't hurt any more', 'nie boli': a negation just before the word cancels it.
const NEGATION = /(?:(?<!\p{L})(?:no|not|never|without|nie|bez)|n['’]t)\s+(?:\p{L}+\s+){0,2}$/iu;
const says = (re: RegExp, note: string) => {
  const found = re.exec(note);
  return !!found && !NEGATION.test(note.slice(Math.max(0, found.index - 30), found.index));
};

const NOTE_CHARS = 40;
const quoted = (note: string) => {
  const one = note.replace(/\s+/g, ' ').trim();
  return one.length > NOTE_CHARS ? `${one.slice(0, NOTE_CHARS - 1)}…` : one;
};

export function readNotes(notes: string[]): NoteSignals {
  const signals: NoteSignals = { sick: false, injury: false, pain: null, travel: false };
  for (const note of notes) {
    if (says(SICK, note)) signals.sick = true;
    if (says(TRAVEL, note)) signals.travel = true;
    const injured = says(INJURY, note);
    if (injured) signals.injury = true;
    const part = PARTS.find((p) => p.stems.test(note));
    if (part && (injured || says(PAIN, note)) && !signals.pain?.part)
      signals.pain = { part: part.part, sports: part.sports, note: quoted(note) };
    else if (injured && !signals.pain) signals.pain = { part: null, sports: [], note: quoted(note) };
  }
  return signals;
}
