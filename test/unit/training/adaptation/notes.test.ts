import { describe, expect, it } from 'vitest';
import { readNotes } from '@shared/training/adaptation/notes';

interface Said {
  sick?: boolean;
  travel?: boolean;
  injury?: boolean;
  pain?: string;
}

describe("reading the athlete's notes", () => {
  it.each<[string, Said]>([
    ['My knee hurts', { pain: 'knee' }],
    ['boli mnie kolano po biegu', { pain: 'knee' }],
    ['shoulder sore after the swim', { pain: 'shoulder' }],
    ['I was sick with a fever', { sick: true }],
    ['chory od wtorku, gorączka', { sick: true }],
    ['travelling for work all week', { travel: true }],
    ['delegacja w Berlinie', { travel: true }],
    ['skręcona kostka', { injury: true, pain: 'foot' }],
    ['injured my back lifting', { injury: true, pain: 'back' }],
  ])('%s', (note, want) => {
    const said = readNotes([note]);
    expect(said.sick).toBe(!!want.sick);
    expect(said.travel).toBe(!!want.travel);
    expect(said.injury).toBe(!!want.injury);
    expect(said.pain?.part ?? null).toBe(want.pain ?? null);
  });

  it.each([
    "my knee doesn't hurt any more",
    'nie boli kolano',
    'great week, no pain',
    'ran a lot, felt strong',
    'cold water swim was lovely',
  ])('finds nothing in %s', (note) => {
    const said = readNotes([note]);
    expect(said.pain).toBeNull();
    expect([said.sick, said.injury, said.travel]).toEqual([false, false, false]);
  });
});
