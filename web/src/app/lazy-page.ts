import { lazy, type ComponentType } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/**
 * React.lazy for a page module's named export (pages use named exports, lazy wants a default). The
 * page keeps its props, so app/ can hand it slots filled from other features.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<Module[Name]>> }));
}
