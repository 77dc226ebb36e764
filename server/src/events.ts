import type { AdminSettings } from '@raritet/contracts/settings';
import type { Bot } from 'grammy';
import type { Logger } from './lib/logger.ts';

/**
 * What one part of the server tells the others. A feature that announces something takes `emit`; the
 * listeners are registered in the composition root (app.ts), so no feature knows who reacts.
 */
export interface AppEvents {
  /** Lots or categories changed in this process (an import, a transfer, a category edit). */
  'books.changed': Record<string, never>;
  /** The sales pull stored lots new to the archive (after each stored batch). */
  'lots.added': { bookIds: number[] };
  /** The admin settings in effect changed: saved in this process, or in another one (PostgreSQL NOTIFY). */
  'settings.changed': { settings: AdminSettings };
  /** The messaging bot of a token was made and is not started yet: its handlers are added now. */
  'telegram.bot-made': { bot: Bot };
}

export type AppEventName = keyof AppEvents;
/** A listener may return a promise (its work is not awaited; a rejection is logged). */
export type AppEventListener<Name extends AppEventName> = (payload: AppEvents[Name]) => unknown;

export type EventBus = {
  /** Calls every listener of the event now, one after another; a failing listener is logged, not thrown. */
  emit<Name extends AppEventName>(name: Name, payload: AppEvents[Name]): void;
  /** Adds a listener; the function returned removes it. */
  on<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): () => void;
};

/**
 * The process's event bus. Listeners run synchronously in the emitter's call (a bot's handlers must be
 * added before it starts); a listener's own async work is not awaited, and its rejection is logged so a
 * failure is seen rather than lost — the emitter's work never fails because of a listener.
 */
export function createEventBus(log?: Pick<Logger, 'error'>): EventBus {
  const listeners = new Map<AppEventName, Set<AppEventListener<AppEventName>>>();
  const failed = (name: AppEventName, error: unknown) =>
    log?.error({ err: error, event: name }, 'an event listener failed');
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          const result = (listener as AppEventListener<typeof name>)(payload);
          if (result instanceof Promise) result.catch((error: unknown) => failed(name, error));
        } catch (error) {
          failed(name, error);
        }
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const stored = listener as AppEventListener<AppEventName>;
      set.add(stored);
      return () => set.delete(stored);
    },
  };
}
