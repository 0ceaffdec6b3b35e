import type { TariffKind } from '@cargo/domain';
import type { ComponentType } from 'react';
import { RatesPage } from './pages/rates-page';

const screens = new Map<TariffKind, ComponentType>();

/**
 * The lazy route module of every rates page: one component per kind, made once, so a route
 * keeps the same component across renders.
 */
export function screenModule(kind: TariffKind): { Component: ComponentType } {
  let Component = screens.get(kind);
  if (!Component) {
    Component = function RatesRoute() {
      return <RatesPage kind={kind} />;
    };
    screens.set(kind, Component);
  }
  return { Component };
}
