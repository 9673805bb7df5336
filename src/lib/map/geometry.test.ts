import { describe, expect, it } from 'vitest';
import { distanceMetres, fitProjection, roundedLength, routeLengthMetres, svgPath } from './geometry.ts';

describe('distances', () => {
  it('measures great-circle distances in metres', () => {
    // 0.001° of latitude is about 111 m everywhere.
    expect(distanceMetres([8.72, 47.5], [8.72, 47.501])).toBeCloseTo(111.2, 0);
    // 0.001° of longitude at 47.5° N is about 75 m.
    expect(distanceMetres([8.72, 47.5], [8.721, 47.5])).toBeCloseTo(75.1, 0);
  });

  it('adds up a route and rounds for display', () => {
    const route = [
      [8.72, 47.5],
      [8.72, 47.501],
      [8.721, 47.501],
    ] as const;
    expect(routeLengthMetres(route)).toBeCloseTo(186.3, 0);
    expect(routeLengthMetres(null)).toBe(0);
    expect(routeLengthMetres([[8.72, 47.5]])).toBe(0);
    expect(roundedLength(186.3)).toBe(190);
    expect(roundedLength(1234)).toBe(1200);
  });
});

describe('fitProjection', () => {
  it('fits points into the box with padding, keeping the shape and centring it', () => {
    const points = [
      [8.72, 47.5],
      [8.722, 47.5],
      [8.722, 47.501],
    ] as const;
    const projection = fitProjection(points, 300, 200, 20);
    const [a, b, c] = points.map((p) => projection!.project(p));
    // 150 m wide and 111 m tall on the ground: the height limits, spanning the inner 160 px
    expect(b!.y - c!.y).toBeCloseTo(160, 5);
    expect((b!.x - a!.x) / (b!.y - c!.y)).toBeCloseTo(2 * Math.cos((47.5005 * Math.PI) / 180), 5);
    expect(a!.y).toBeCloseTo(b!.y, 5);
    // north is up, and the shape is centred horizontally
    expect(c!.y).toBeLessThan(b!.y);
    expect((a!.x + b!.x) / 2).toBeCloseTo(150, 5);
    expect(svgPath([a!, c!])).toMatch(/^M\d+(\.\d)? 180 L\d+(\.\d)? 20$/);
  });

  it('puts a single point in the middle and gives null without points', () => {
    expect(fitProjection([[8.72, 47.5]], 100, 50, 10)?.project([8.72, 47.5])).toEqual({ x: 50, y: 25 });
    expect(fitProjection([], 100, 50, 10)).toBeNull();
  });
});
