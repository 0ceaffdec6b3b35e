import type { ComponentType } from 'react';
import { DictionaryPage } from './pages/dictionary-page';

const screens = new Map<string, ComponentType>();

/**
 * The lazy route module of every dictionary page: one component per screen id, made once, so a
 * route keeps the same component across renders.
 */
export function screenModule(screenId: string): { Component: ComponentType } {
  let Component = screens.get(screenId);
  if (!Component) {
    Component = function DictionaryRoute() {
      return <DictionaryPage screenId={screenId} />;
    };
    screens.set(screenId, Component);
  }
  return { Component };
}
