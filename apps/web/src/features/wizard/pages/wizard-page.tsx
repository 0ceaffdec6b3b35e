import { useT } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { ResultsSection } from '../components/results-section';
import { useWizardState } from '../components/use-wizard-state';
import { WizardForm } from '../components/wizard-form';
import '../components/wizard.css';

/**
 * The booking wizard (/book/wizard; /widget/wizard inside a host page, `isWidget`): the form, then
 * the calculation its hash names. Everything it shows is in the address, so Back returns to it.
 */
export function WizardPage({ isWidget = false }: { isWidget?: boolean }) {
  const t = useT();
  const state = useWizardState(isWidget);
  return (
    <div className={isWidget ? 'wizard wizard-widget' : 'wizard'}>
      <PageHeader title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
      <WizardForm
        key={state.formKey}
        initialValues={state.initialValues}
        forms={state.forms}
        operator={state.operator}
        isWidget={isWidget}
        sort={state.sort}
        currency={state.currency}
        onCalculated={state.show}
      />
      <ResultsSection
        calculationId={state.calculationId}
        query={state.calculation}
        user={state.user}
        isWidget={isWidget}
        sort={state.sort}
        currency={state.currency}
        onSort={state.setSort}
        onCurrency={state.setCurrency}
        onReplaced={state.replaceCalculation}
      />
    </div>
  );
}
