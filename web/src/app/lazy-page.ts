import { lazy, type ComponentType } from 'react';

/** React.lazy for a page module's named export (pages use named exports, lazy wants a default). */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
