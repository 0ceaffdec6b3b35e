import { WizardPage } from './pages/wizard-page';

/** The lazy route module of /book/wizard (app/routes/public-routes.tsx). */
export function Component() {
  return <WizardPage />;
}
