import type { WorkoutDetails } from '@shared/schemas/training';
import { shape, type TrainerBlock, type TrainerStep } from './trainer-steps';
import { xmlAttr, xmlEscape } from './xml';

/**
 * Zwift runs read a fraction against one of the runner's race paces (`pace`: 0 mile, 1 5 km, 2 10 km, 3 half, 4
 * marathon); 10 km pace is the nearest to the 30-minute threshold pace our fractions are of (decision record 030).
 */
const RUN_PACE_REFERENCE = 2;

const fraction = (value: number) => String(Number(value.toFixed(4)));

type Attrs = Record<string, string | number>;
interface Message {
  offset: number;
  text: string;
}

function element(tag: string, attrs: Attrs, messages: Message[]): string {
  const list = Object.entries(attrs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? v : xmlAttr(v)}"`)
    .join(' ');
  const events = messages
    .filter((m) => m.text)
    .map((m) => `      <textevent timeoffset="${m.offset}" message="${xmlAttr(m.text)}"/>`);
  return events.length ? `    <${tag} ${list}>\n${events.join('\n')}\n    </${tag}>` : `    <${tag} ${list}/>`;
}

/** The step's own text, then what the athlete goes by when the trainer does not set it. */
const say = (step: TrainerStep): string => [step.description, step.cue].filter(Boolean).join(' · ');

/** Warm-ups at the start are Warmup, cool-downs at the end Cooldown; any other ramp is a Ramp. */
function single(step: TrainerStep, position: { first: boolean; last: boolean }, run: boolean): string {
  const messages = [{ offset: 0, text: say(step) }];
  if (!step.band) return element('FreeRide', { Duration: step.seconds, FlatRoad: 1 }, messages);
  const pace: Attrs = run ? { pace: RUN_PACE_REFERENCE } : {};
  const { from, to } = shape(step, step.band);
  if (from === to) return element('SteadyState', { Duration: step.seconds, Power: fraction(from), ...pace }, messages);
  const tag =
    step.intensity === 'WARMUP' && position.first
      ? 'Warmup'
      : step.intensity === 'COOLDOWN' && position.last
        ? 'Cooldown'
        : 'Ramp';
  return element(tag, { Duration: step.seconds, PowerLow: fraction(from), PowerHigh: fraction(to), ...pace }, messages);
}

/** A repeat of two steps the trainer holds steadily is one IntervalsT; anything else is written out step by step. */
function asIntervals(block: Extract<TrainerBlock, { kind: 'repeat' }>, run: boolean): string | null {
  const [on, off] = block.steps;
  if (block.steps.length !== 2 || !on?.band || !off?.band) return null;
  const onShape = shape(on, on.band);
  const offShape = shape(off, off.band);
  if (onShape.from !== onShape.to || offShape.from !== offShape.to) return null;
  return element(
    'IntervalsT',
    {
      Repeat: block.times,
      OnDuration: on.seconds,
      OffDuration: off.seconds,
      OnPower: fraction(onShape.from),
      OffPower: fraction(offShape.from),
      ...(run ? { pace: RUN_PACE_REFERENCE } : {}),
    },
    [
      { offset: 0, text: say(on) },
      { offset: on.seconds, text: say(off) },
    ],
  );
}

/** The workout as a Zwift workout file (h4l/zwift-workout-file-reference): UTF-8 XML, every athlete text escaped. */
export function zwoFile(details: WorkoutDetails, blocks: readonly TrainerBlock[]): string {
  const run = details.sport === 'RUNNING';
  const flat = blocks.flatMap((b, i) =>
    b.kind === 'step' ? [{ step: b.step, block: i }] : b.steps.map((step) => ({ step, block: i })),
  );
  const firstMain = flat.findIndex((f) => f.step.intensity !== 'WARMUP');
  const lastMain = flat.map((f) => f.step.intensity !== 'COOLDOWN').lastIndexOf(true);
  const body: string[] = [];
  blocks.forEach((block, i) => {
    if (block.kind === 'repeat') {
      const intervals = asIntervals(block, run);
      if (intervals) return void body.push(intervals);
    }
    const steps = block.kind === 'step' ? [block.step] : Array.from({ length: block.times }, () => block.steps).flat();
    for (const step of steps) {
      const index = flat.findIndex((f) => f.block === i && f.step === step);
      body.push(single(step, { first: firstMain === -1 || index < firstMain, last: index > lastMain }, run));
    }
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<workout_file>',
    '  <author>Tricoach</author>',
    `  <name>${xmlEscape(details.workoutName)}</name>`,
    `  <description>${xmlEscape(details.description)}</description>`,
    `  <sportType>${run ? 'run' : 'bike'}</sportType>`,
    '  <tags>',
    '    <tag name="TRICOACH"/>',
    '  </tags>',
    '  <workout>',
    ...body,
    '  </workout>',
    '</workout_file>',
    '',
  ].join('\n');
}
