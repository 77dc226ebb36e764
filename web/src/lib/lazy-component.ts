import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { i18n } from './i18n.ts';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/** A component loaded on demand, with a way to load it before it is drawn. */
export type LazyComponent<Props> = FunctionComponent<Props> & {
  /** Loads the code and the texts; once loaded, the component draws without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A module's named export loaded on demand (components use named exports): pages and the parts of a page
 * most visits never open (dialogs, pickers) load on demand, off the first load. The component keeps its
 * props, so app/ can hand a page slots filled from other features. It suspends until loaded, like
 * React.lazy; unlike it, once loaded (by `preload`, ahead of drawing) it draws at once, so a page drawn on
 * the server is taken over in one pass instead of waiting a round for its own code (ADR 0038).
 */
export function lazyComponent<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  /** Text namespaces the component reads and the first load does not carry: fetched beside its code. */
  namespaces: readonly string[] = [],
): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loading: Promise<ComponentType<Props>> | undefined;

  function preload(): Promise<ComponentType<Props>> {
    if (loading === undefined) {
      const started: Promise<ComponentType<Props>> = Promise.all([
        load(),
        namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null,
      ]).then(([module]) => {
        const component = module[name] as ComponentType<Props>;
        // Marked settled as React marks the promises it reads: read after this, `use` returns the
        // component at once instead of suspending.
        Object.assign(started, { status: 'fulfilled', value: component });
        return component;
      });
      loading = started;
    }
    return loading;
  }

  const Lazy = (props: Props) => createElement(use(preload()) as ComponentType<object>, props as object);
  Lazy.displayName = `Lazy(${String(name)})`;
  return Object.assign(Lazy, { preload });
}
