/** Event types athletes enter that are just the triathlon distance ("Sprint", "70.3", "Ironman"). */
const TRI_TYPES = /^(triathlon|tri|sprint|olympic|standard|half|full|ironman|70\.3|middle|long)$/i;

/** Whether an event's type is only its triathlon distance, so the texts name the distance rather than the type. */
export function isDistanceType(type: string, distanceLabel: string): boolean {
  const t = type.trim();
  return TRI_TYPES.test(t) || distanceLabel.toLowerCase().includes(t.toLowerCase());
}
