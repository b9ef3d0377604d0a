import { curve, roundTo } from './curve';

export interface FuellingNumbers {
  carbsPerHour: number;
  fluidMlPerHour: number;
  sodiumMgPerHour: number;
  fuelledMinutes: number;
  totals: { carbsG: number; fluidMl: number; sodiumMg: number };
  /** Carbohydrate for the pre-race meal (g), when the athlete's weight is known. */
  breakfastCarbsG: number | null;
}

/**
 * Carbohydrate by race duration (Jeukendrup 2014, "A step towards personalized sports nutrition"): under ~45 min
 * none is needed, up to 75 min small amounts or a mouth rinse, 1-2 h up to 30 g/h, 2-3 h up to 60 g/h, and beyond
 * 2.5 h up to 90 g/h from glucose + fructose mixes.
 */
const CARBS: [number, number][] = [
  [0.75, 0],
  [0.76, 15],
  [1.25, 30],
  [2, 30],
  [2.5, 60],
  [4, 90],
];
/**
 * Fluid per hour by air temperature: ACSM's position stand (Sawka et al. 2007) puts most athletes at 0.4-0.8 l/h,
 * more in the heat; capped at 1 l/h, about what the gut empties (more risks hyponatraemia).
 */
const FLUID: [number, number][] = [
  [5, 350],
  [10, 400],
  [15, 500],
  [20, 600],
  [25, 700],
  [30, 800],
  [35, 900],
  [40, 1000],
];
/** Short races need only sips: the full hourly fluid counts from about 2 h of racing. */
const FLUID_SHARE: [number, number][] = [
  [0.5, 0.5],
  [1, 0.7],
  [2, 1],
];
/**
 * Sodium per litre drunk: sweat carries roughly 500-1500 mg/l; replacing 500-800 mg/l (rising with heat) keeps
 * the usual 300-600 mg/h range of sports-drink guidance, more for salty sweaters in the heat. It matters from
 * about 1-2 h of racing.
 */
const SODIUM_PER_L: [number, number][] = [
  [10, 500],
  [20, 600],
  [30, 800],
];
const SODIUM_SHARE: [number, number][] = [
  [1, 0],
  [2, 1],
];
/** Pre-race meal: 1-4 g/kg carbohydrate 1-4 h before (Thomas, Erdman & Burke 2016); 2 g/kg about 3 h before. */
const BREAKFAST_G_PER_KG = 2;

export function fuelling(
  totalMinutes: number,
  fuelledMinutes: number,
  temperatureC: number,
  weightKg: number | null,
): FuellingNumbers {
  const hours = Math.max(0, totalMinutes) / 60;
  const carbsPerHour = roundTo(curve(CARBS, hours), 5);
  const fluidMlPerHour = roundTo(curve(FLUID, temperatureC) * curve(FLUID_SHARE, hours), 50);
  const sodiumMgPerHour = roundTo(
    (fluidMlPerHour / 1000) * curve(SODIUM_PER_L, temperatureC) * curve(SODIUM_SHARE, hours),
    50,
  );
  const fedHours = Math.max(0, fuelledMinutes) / 60;
  return {
    carbsPerHour,
    fluidMlPerHour,
    sodiumMgPerHour,
    fuelledMinutes: Math.round(fuelledMinutes),
    totals: {
      carbsG: roundTo(carbsPerHour * fedHours, 5),
      fluidMl: roundTo(fluidMlPerHour * fedHours, 50),
      sodiumMg: roundTo(sodiumMgPerHour * fedHours, 50),
    },
    breakfastCarbsG: weightKg && weightKg > 0 ? roundTo(weightKg * BREAKFAST_G_PER_KG, 5) : null,
  };
}
