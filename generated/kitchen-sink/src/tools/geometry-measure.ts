// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GeometryMeasureHandler } from '../generated/tools.gen.js';
import type { Point, Shape } from '../generated/types.gen.js';
import { InvalidParamsError } from '../generated/errors.gen.js';

/** geometry.measure (Measure shapes): oneOf input (circle | rect with a [Point, Point] tuple), tuple output. */
export const geometryMeasure: GeometryMeasureHandler = async (input, ctx) => {
  ctx.log.debug('called', { shapes: input.shapes.length });
  const round = (n: number) => (input.precision === undefined ? n : Number(n.toFixed(input.precision)));
  const boxes = input.shapes.map(bounds);
  const areas = input.shapes.map((s) => round(area(s)));
  if (areas.some((a) => !Number.isFinite(a))) throw new InvalidParamsError('shape coordinates are too large to measure');
  const min: Point = { x: Math.min(...boxes.map((b) => b[0].x)), y: Math.min(...boxes.map((b) => b[0].y)) };
  const max: Point = { x: Math.max(...boxes.map((b) => b[1].x)), y: Math.max(...boxes.map((b) => b[1].y)) };
  return { areas, boundingBox: [min, max] };
};

function area(shape: Shape): number {
  if (shape.kind === 'circle') return Math.PI * shape.radius ** 2;
  const [a, b] = shape.corners;
  return Math.abs((b.x - a.x) * (b.y - a.y));
}

function bounds(shape: Shape): [Point, Point] {
  if (shape.kind === 'circle') {
    const { center: c, radius: r } = shape;
    return [{ x: c.x - r, y: c.y - r }, { x: c.x + r, y: c.y + r }];
  }
  const [a, b] = shape.corners;
  return [{ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) }, { x: Math.max(a.x, b.x), y: Math.max(a.y, b.y) }];
}
