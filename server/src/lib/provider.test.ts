import { describe, expect, it } from 'vitest';
import { providerOf } from './provider.ts';

describe('a client provider', () => {
  it('builds once per distinct settings and again when they change', async () => {
    let settings: { host: string } | undefined = { host: 'a' };
    const built: string[] = [];
    const provider = providerOf(
      () => settings,
      (current) => {
        built.push(current?.host ?? 'none');
        return { host: current?.host };
      },
    );
    const first = await provider.get();
    expect(await provider.get()).toBe(first);
    settings = { host: 'b' };
    expect((await provider.get()).host).toBe('b');
    settings = undefined;
    expect((await provider.get()).host).toBeUndefined();
    expect(built).toEqual(['a', 'b', 'none']);
  });
});
