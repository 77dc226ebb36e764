// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSequentialImages } from './use-sequential-images.ts';

describe('useSequentialImages', () => {
  it('each picture waits for the ones before it; places without a picture hold nobody up', () => {
    const list = ['a', 'b', 'c', 'd'];
    const hasImage = [true, false, true, true];
    const { result, rerender } = renderHook(({ data }) => useSequentialImages(data, hasImage), {
      initialProps: { data: list },
    });
    const allowed = () => [0, 1, 2, 3].map((index) => result.current.mayLoad(index));
    expect(allowed()).toEqual([true, false, false, false]);
    act(() => result.current.settle(0));
    expect(allowed()).toEqual([true, true, true, false]);
    act(() => result.current.settle(2));
    expect(allowed()).toEqual([true, true, true, true]);

    // The same answer again (a refresh that changed nothing) keeps what has loaded; another starts over.
    rerender({ data: list });
    expect(allowed()).toEqual([true, true, true, true]);
    rerender({ data: [...list] });
    expect(allowed()).toEqual([true, false, false, false]);
  });
});
