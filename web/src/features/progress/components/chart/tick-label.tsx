import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick's label as plain SVG text. visx's own Text measures each word's width (a forced layout per label) to
 * wrap lines, which a short tick label never needs: on a phone that measuring was most of a chart's render.
 */
export function TickLabel({
  x,
  y,
  dx,
  dy,
  textAnchor,
  className,
  fill,
  fontFamily,
  fontSize,
  formattedValue,
}: TickRendererProps) {
  return (
    <text
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      textAnchor={textAnchor}
      className={className}
      fill={fill}
      fontFamily={fontFamily}
      fontSize={fontSize}
    >
      {formattedValue}
    </text>
  );
}
