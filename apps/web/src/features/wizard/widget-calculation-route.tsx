import { CalculationPage } from './pages/calculation-page';

/** The lazy route module of /widget/orders/:id: the guest's page inside a host's page, read as the widget's. */
export function Component() {
  return <CalculationPage kind="widget" />;
}
