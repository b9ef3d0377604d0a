import type { ProgressView } from '@shared/schemas/progress';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import type { Format } from '../lib/format';
import { DistancePanel } from './panels/distance-panel';
import { FitnessLevelsPanel } from './panels/fitness-levels-panel';
import { PlannedDonePanel } from './panels/planned-done-panel';
import { VolumePanel } from './panels/volume-panel';

/**
 * The panels under the training load (below a phone's first screen), a chunk of their own loaded once the page has
 * painted. They appear top to bottom, each pair in its own task after a paint, so no single render blocks a phone
 * for long and nothing already shown moves.
 */
export function ProgressPanels({ data, format }: { data: ProgressView; format: Format }) {
  const rest = useAfterFirstPaint();
  return (
    <>
      <PlannedDonePanel weeks={data.weeks} format={format} />
      <VolumePanel volume={data.volume} asOf={data.asOf} format={format} />
      {rest && (
        <>
          <DistancePanel distance={data.distance} format={format} />
          <FitnessLevelsPanel points={data.fitnessLevels} asOf={data.asOf} format={format} />
        </>
      )}
    </>
  );
}
