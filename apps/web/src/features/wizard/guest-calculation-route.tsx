import { CalculationPage } from './pages/calculation-page';

/** The lazy route module of /guest/orders/:id: a guest's calculation, or its owner's once signed in. */
export function Component() {
  return <CalculationPage kind="guest" />;
}
