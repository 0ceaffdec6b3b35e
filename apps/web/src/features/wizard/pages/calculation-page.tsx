import { useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../shared/i18n';
import { NotFoundPage } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { CalculationSummary } from '../components/calculation-summary';
import { ResultsSection } from '../components/results-section';
import { useCalculationPage } from '../components/use-calculation-page';
import { todayIso } from '../../../shared/lib/days';
import { wizardLinkOf, type CalculationPageKind } from '../lib/calculation-page';
import '../components/wizard.css';

/**
 * A calculation on a page of its own, read-only where the caller may not act on it
 * (Product specification, shell §2): `/calculation/public/{id}` for anyone with the link, `/guest/orders/{id}`
 * for the guest who made it (or its owner once signed in), `/widget/orders/{id}` the same inside
 * a host's page. The wizard's list, sort, filters, currency and details, without its form; an
 * id nobody lets the caller read is the not-found page.
 */
export function CalculationPage({ kind }: { kind: CalculationPageKind }) {
  const t = useT();
  const { id = '' } = useParams();
  const [today] = useState(todayIso);
  const page = useCalculationPage(kind, id);
  const { query } = page;

  if (page.missing)
    return <NotFoundPage title={t('wizard.results.none')} hint={t('wizard.notFound.hint')} home={!page.isWidget} />;

  const calculation = query.data;
  const view = { sort: page.sort, currency: page.currency };
  return (
    <div className={page.isWidget ? 'wizard wizard-widget' : 'wizard'}>
      <PageHeader title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
      {calculation ? (
        <CalculationSummary
          calculation={calculation}
          calculateLink={page.readOnly ? wizardLinkOf(calculation, view, today, page.isWidget) : null}
        />
      ) : null}
      <ResultsSection
        calculationId={page.calculationId}
        query={query}
        user={page.user}
        isWidget={page.isWidget}
        readOnly={page.readOnly}
        sort={page.sort}
        currency={page.currency}
        onSort={page.setSort}
        onCurrency={page.setCurrency}
        onReplaced={page.replaceCalculation}
      />
    </div>
  );
}
