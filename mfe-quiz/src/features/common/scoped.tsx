// The quiz opts out of the remote-wide QueryScope so the first question of /start and /promo, which
// fetches nothing, never loads React Query; every screen or page that fetches is wrapped here instead.
import { QueryScope } from '@tailwise/shared';
import { createElement, type ComponentType } from 'react';

/** `Screen` inside a QueryScope; while React Query loads it suspends to the nearest Suspense boundary. */
export function scoped<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return <QueryScope>{createElement(Screen, props)}</QueryScope>;
  }
  Scoped.displayName = `Scoped(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Scoped;
}
