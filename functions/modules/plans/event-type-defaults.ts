import type { EventType } from '@shared/schemas/plans';

/**
 * The default event types: swim in metres, bike and run in km, elevation in metres.
 * A null distance means the discipline is not part of the event (the wizard hides its row).
 */
export const DEFAULT_EVENT_TYPES: readonly EventType[] = [
  {
    id: 'sprint',
    name: 'Sprint Triathlon',
    swimDistance: 750,
    bikeDistance: 20,
    bikeElevation: 150,
    runDistance: 5,
    runElevation: 30,
  },
  {
    id: 'olympic',
    name: 'Olympic Triathlon',
    swimDistance: 1500,
    bikeDistance: 40,
    bikeElevation: 300,
    runDistance: 10,
    runElevation: 60,
  },
  {
    id: 'half',
    name: 'Half Ironman (70.3)',
    swimDistance: 1900,
    bikeDistance: 90,
    bikeElevation: 800,
    runDistance: 21.1,
    runElevation: 120,
  },
  {
    id: 'full',
    name: 'Ironman (140.6)',
    swimDistance: 3800,
    bikeDistance: 180,
    bikeElevation: 1600,
    runDistance: 42.2,
    runElevation: 250,
  },
  {
    id: 'half-marathon',
    name: 'Half Marathon',
    swimDistance: null,
    bikeDistance: null,
    bikeElevation: null,
    runDistance: 21.1,
    runElevation: 100,
  },
  {
    id: 'marathon',
    name: 'Marathon',
    swimDistance: null,
    bikeDistance: null,
    bikeElevation: null,
    runDistance: 42.2,
    runElevation: 200,
  },
  {
    id: 'gran-fondo',
    name: 'Gran Fondo',
    swimDistance: null,
    bikeDistance: 120,
    bikeElevation: 1800,
    runDistance: null,
    runElevation: null,
  },
];
