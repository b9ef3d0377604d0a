import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * A strict reader of Zwift workout files, written from h4l/zwift-workout-file-reference (the elements and attributes
 * found in Zwift's own workouts) and shares no code with the generator. XML itself is parsed by saxes, a
 * conforming parser (it rejects what is not well-formed). Everything it does not know is an error, so a file it
 * accepts is one Zwift can read.
 */

/** One stretch of the workout as ridden: power (or run pace) as fractions from start to end, or free riding. */
export type ZwoSegment = { seconds: number; free: true } | { seconds: number; free: false; from: number; to: number };

export interface ZwoMessage {
  /** Seconds from the start of the workout. */
  at: number;
  text: string;
}

export interface ZwoWorkout {
  name: string;
  author: string;
  description: string;
  sportType: 'bike' | 'run';
  tags: string[];
  /** What each element was, in order (IntervalsT once, however many repeats). */
  elements: string[];
  /** The `pace` attribute of run elements (which race pace a run fraction is of). */
  paces: string[];
  segments: ZwoSegment[];
  messages: ZwoMessage[];
}

const TEXT_ELEMENTS = new Set(['name', 'author', 'description', 'sportType']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  Warmup: ['Duration', 'PowerLow', 'PowerHigh', 'pace', 'Cadence'],
  Cooldown: ['Duration', 'PowerLow', 'PowerHigh', 'pace', 'Cadence'],
  Ramp: ['Duration', 'PowerLow', 'PowerHigh', 'pace', 'Cadence'],
  SteadyState: ['Duration', 'Power', 'pace', 'Cadence'],
  IntervalsT: ['Repeat', 'OnDuration', 'OffDuration', 'OnPower', 'OffPower', 'pace', 'Cadence', 'CadenceResting'],
  FreeRide: ['Duration', 'FlatRoad', 'Cadence'],
  MaxEffort: ['Duration'],
};

function number(tag: string, attrs: Record<string, string>, name: string, { min = 0, integer = false } = {}): number {
  const raw = attrs[name];
  if (raw === undefined) throw new Error(`<${tag}> has no ${name}`);
  if (!/^-?\d+(\.\d+)?$/.test(raw)) throw new Error(`<${tag}> ${name}="${raw}" is not a number`);
  const value = Number(raw);
  if (value < min || (integer && !Number.isInteger(value)))
    throw new Error(`<${tag}> ${name}="${raw}" is out of range`);
  return value;
}

export function readZwo(xml: string): ZwoWorkout {
  const out: ZwoWorkout = {
    name: '',
    author: '',
    description: '',
    sportType: 'bike',
    tags: [],
    elements: [],
    paces: [],
    segments: [],
    messages: [],
  };
  const seen = new Set<string>();
  const stack: string[] = [];
  let text = '';
  let clock = 0;
  let element: { tag: string; start: number; length: number } | null = null;

  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (node: SaxesTagPlain) => {
    const tag = node.name;
    const attrs = node.attributes as Record<string, string>;
    const parent = stack.at(-1);
    stack.push(tag);
    text = '';
    if (parent === undefined) {
      if (tag !== 'workout_file') throw new Error(`the root is <${tag}>, not <workout_file>`);
      return;
    }
    if (parent === 'workout_file') {
      if (!TEXT_ELEMENTS.has(tag) && tag !== 'tags' && tag !== 'workout')
        throw new Error(`unknown <${tag}> in <workout_file>`);
      if (seen.has(tag)) throw new Error(`<${tag}> twice`);
      seen.add(tag);
      return;
    }
    if (parent === 'tags') {
      if (tag !== 'tag' || !attrs.name) throw new Error('a <tags> child must be <tag name="...">');
      out.tags.push(attrs.name);
      return;
    }
    if (parent === 'workout') {
      const allowed = ALLOWED_ATTRIBUTES[tag];
      if (!allowed) throw new Error(`unknown workout element <${tag}>`);
      for (const name of Object.keys(attrs))
        if (!allowed.includes(name)) throw new Error(`<${tag}> has an unknown attribute ${name}`);
      out.elements.push(tag);
      if (attrs.pace !== undefined) out.paces.push(attrs.pace);
      const start = clock;
      if (tag === 'IntervalsT') {
        const repeat = number(tag, attrs, 'Repeat', { min: 1, integer: true });
        const on = number(tag, attrs, 'OnDuration', { min: 1 });
        const off = number(tag, attrs, 'OffDuration', { min: 1 });
        const onPower = number(tag, attrs, 'OnPower');
        const offPower = number(tag, attrs, 'OffPower');
        for (let i = 0; i < repeat; i += 1) {
          out.segments.push(
            { seconds: on, free: false, from: onPower, to: onPower },
            { seconds: off, free: false, from: offPower, to: offPower },
          );
        }
        clock += repeat * (on + off);
      } else {
        const seconds = number(tag, attrs, 'Duration', { min: 1 });
        if (tag === 'FreeRide' || tag === 'MaxEffort') out.segments.push({ seconds, free: true });
        else if (tag === 'SteadyState') {
          const power = number(tag, attrs, 'Power');
          out.segments.push({ seconds, free: false, from: power, to: power });
        } else
          out.segments.push({
            seconds,
            free: false,
            from: number(tag, attrs, 'PowerLow'),
            to: number(tag, attrs, 'PowerHigh'),
          });
        clock += seconds;
      }
      element = { tag, start, length: clock - start };
      return;
    }
    if (element && parent === element.tag) {
      if (tag !== 'textevent') throw new Error(`unknown <${tag}> inside <${element.tag}>`);
      const offset = number(tag, attrs, 'timeoffset');
      if (offset >= element.length)
        throw new Error(`a textevent at ${offset} s is past the end of its ${element.length} s <${element.tag}>`);
      if (!attrs.message) throw new Error('a textevent without a message');
      out.messages.push({ at: element.start + offset, text: attrs.message });
      return;
    }
    throw new Error(`unexpected <${tag}> inside <${parent}>`);
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (node) => {
    stack.pop();
    if (stack.at(-1) === 'workout_file' && TEXT_ELEMENTS.has(node.name))
      (out as unknown as Record<string, string>)[node.name] = text;
    if (node.name === element?.tag && stack.at(-1) === 'workout') element = null;
  });
  parser.write(xml).close();

  for (const required of ['name', 'description', 'sportType', 'workout'])
    if (!seen.has(required)) throw new Error(`no <${required}>`);
  if (out.sportType !== 'bike' && out.sportType !== 'run')
    throw new Error(`sportType "${out.sportType}" is neither bike nor run`);
  if (out.segments.length === 0) throw new Error('an empty <workout>');
  return out;
}
