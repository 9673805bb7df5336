/**
 * A small drawing of a hole: its route and points of interest projected into an SVG (no map
 * tiles, no JavaScript), north up, the shape kept. The hole's page shows it statically.
 */
import type { LngLat } from '../../lib/map/constants.ts';
import { fitProjection, svgPath } from '../../lib/map/geometry.ts';
import type { PointOfInterest } from '../../lib/map/markers.ts';

const WIDTH = 320;
const HEIGHT = 200;
const PADDING = 24;

export function RouteSketch(props: {
  route: readonly LngLat[] | null;
  points: readonly PointOfInterest[];
  label: string;
}) {
  const { route, points, label } = props;
  const positions: LngLat[] = [...(route ?? []), ...points.map((p): LngLat => [p.longitude, p.latitude])];
  const projection = fitProjection(positions, WIDTH, HEIGHT, PADDING);
  if (!projection) return null;
  const path = route && route.length >= 2 ? svgPath(route.map(projection.project)) : null;
  return (
    <svg
      className="route-sketch"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <rect className="route-sketch__ground" x="0" y="0" width={WIDTH} height={HEIGHT} rx="12" />
      {path ? <path className="route-sketch__route" d={path} /> : null}
      {points.map((poi, index) => {
        const { x, y } = projection.project([poi.longitude, poi.latitude]);
        return (
          <g key={index} className={`route-sketch__point route-sketch__point--${poi.icon ?? 'default'}`}>
            <circle cx={x} cy={y} r="11" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle">
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
