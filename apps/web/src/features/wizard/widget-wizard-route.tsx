import { WizardPage } from './pages/wizard-page';

/** The lazy route module of /widget/wizard: the same wizard, its calculations marked as the widget's. */
export function Component() {
  return <WizardPage isWidget />;
}
