// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

const module = { Greeting };

describe('lazyComponent', () => {
  it('shows the fallback until its code has loaded, then the component with its props', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const LazyGreeting = lazyComponent(() => new Promise<typeof module>((resolve) => (arrive = resolve)), 'Greeting');
    render(
      <Suspense fallback={<span>Загрузка...</span>}>
        <LazyGreeting name="коллекционер" />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка...')).toBeDefined();
    arrive(module);
    expect(await screen.findByText('Здравствуйте, коллекционер')).toBeDefined();
    cleanup();
  });

  it('draws at once, without its fallback, once preloaded', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(async () => {
      loads += 1;
      return module;
    }, 'Greeting');
    await LazyGreeting.preload();
    // renderToString cannot wait: a component that still suspended would leave its fallback here.
    const html = renderToString(
      <Suspense fallback={<span>Загрузка...</span>}>
        <LazyGreeting name="коллекционер" />
      </Suspense>,
    );
    expect(html).toContain('Здравствуйте, <!-- -->коллекционер');
    expect(html).not.toContain('Загрузка');
    await LazyGreeting.preload();
    expect(loads).toBe(1);
  });
});
