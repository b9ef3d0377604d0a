import type { RaceSport } from '../../schemas/race-day';

export type KitItem =
  | 'number'
  | 'chip'
  | 'id'
  | 'sunscreen'
  | 'antiChafe'
  | 'wetsuit'
  | 'goggles'
  | 'swimCap'
  | 'bikeCheck'
  | 'helmet'
  | 'bikeShoes'
  | 'bottles'
  | 'bikeFood'
  | 'repairKit'
  | 'runShoes'
  | 'raceBelt'
  | 'capVisor'
  | 'runFood'
  | 'heat'
  | 'cold'
  | 'dryClothes';

export type TransitionItem =
  | 'walkThrough'
  | 'wetsuitDown'
  | 'capGoggles'
  | 'helmetFirst'
  | 'sunglasses'
  | 'bikeShoesOn'
  | 'mountLine'
  | 'dismountLine'
  | 'rackThenHelmet'
  | 'runShoesOn'
  | 'beltFront'
  | 'grabFood'
  | 'bagsInTent';

/** What to pack, by the disciplines raced and the expected air temperature. */
export function kitList(sports: RaceSport[], temperatureC: number): KitItem[] {
  const items: KitItem[] = ['number', 'chip', 'id', 'sunscreen', 'antiChafe'];
  if (sports.includes('swim')) items.push('wetsuit', 'goggles', 'swimCap');
  if (sports.includes('bike')) items.push('bikeCheck', 'helmet', 'bikeShoes', 'bottles', 'bikeFood', 'repairKit');
  if (sports.includes('run')) items.push('runShoes', 'raceBelt', 'capVisor', 'runFood');
  if (temperatureC >= 24) items.push('heat');
  if (temperatureC <= 12) items.push('cold');
  items.push('dryClothes');
  return items;
}

/** The steps of one transition in the order they are done; long races use change tents with bags. */
export function transitionSteps(from: RaceSport, to: RaceSport, longRace: boolean, first: boolean): TransitionItem[] {
  const steps: TransitionItem[] = first ? ['walkThrough'] : [];
  if (longRace) steps.push('bagsInTent');
  if (from === 'swim') steps.push('wetsuitDown', 'capGoggles');
  if (from === 'bike') steps.push('dismountLine', 'rackThenHelmet');
  if (to === 'bike') steps.push('helmetFirst', 'sunglasses', 'bikeShoesOn', 'mountLine');
  if (to === 'run') steps.push('runShoesOn', 'beltFront', 'grabFood');
  return steps;
}
