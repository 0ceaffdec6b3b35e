import { CalculationPage } from './pages/calculation-page';

/** The lazy route module of /calculation/public/:id: a calculation anyone with the link may read. */
export function Component() {
  return <CalculationPage kind="public" />;
}
