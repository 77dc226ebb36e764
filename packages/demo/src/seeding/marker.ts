import type { DemoValues } from '../host.ts';

/**
 * The demo archive's plan, kept in the settings (app_settings) under this key: which corpus (seed,
 * count, the moment its ten years of sales end) and whether its load is under way or done. How many
 * lots are in is not kept: it is read from the books themselves (seed.ts), so a batch needs to write
 * nothing but its books.
 */
export const DEMO_MARKER_KEY = 'demo_archive';

export type DemoMarker = { seed: number; count: number; now: string; status: 'loading' | 'done' | 'abandoned' };

export async function readDemoMarker(settings: Pick<DemoValues, 'read'>): Promise<DemoMarker | undefined> {
  const value = (await settings.read(DEMO_MARKER_KEY)) as Partial<DemoMarker> | undefined;
  if (!value || typeof value.seed !== 'number' || typeof value.count !== 'number' || typeof value.now !== 'string') {
    return undefined;
  }
  return { seed: value.seed, count: value.count, now: value.now, status: value.status ?? 'loading' };
}

export const writeDemoMarker = (settings: Pick<DemoValues, 'write'>, marker: DemoMarker) =>
  settings.write(DEMO_MARKER_KEY, marker);
