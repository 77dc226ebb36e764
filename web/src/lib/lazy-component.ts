import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
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
 * props, so app/ can hand a page slots filled from other features. It suspends until loaded (React.lazy);
 * once loaded by `preload`, ahead of rendering, it renders at once, so a page rendered on the server is
 * hydrated in one pass instead of waiting a round for its own code (ADR 0057).
 */
export function lazyComponent<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  /** Text namespaces the component reads and the first load does not carry: fetched beside its code. */
  namespaces: readonly string[] = [],
): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;

  function preload(): Promise<ComponentType<Props>> {
    loading ??= Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null]).then(
      ([module]) => {
        loaded = module[name] as ComponentType<Props>;
        return loaded;
      },
    );
    return loading;
  }

  const Suspending = lazy(async () => ({ default: await preload() }));

  function Lazy(props: Props) {
    // Chosen once per instance: switching from one to the other would remount it and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return createElement(Component as ComponentType<object>, props as object);
  }
  Lazy.displayName = `Lazy(${String(name)})`;
  return Object.assign(Lazy, { preload });
}
