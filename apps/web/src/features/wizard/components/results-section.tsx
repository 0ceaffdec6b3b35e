import { ReloadOutlined } from '@ant-design/icons';
import type { Calculation } from '@cargo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import type { CalculationResultsProps } from './calculation-results';
import { loadResults } from './results-module';

const CalculationResults = lazy(() =>
  loadResults().then(({ CalculationResults }) => ({ default: CalculationResults })),
);

export interface ResultsSectionProps extends Omit<CalculationResultsProps, 'calculation'> {
  calculationId: string | null;
  query: UseQueryResult<Calculation>;
}

/** Below the form: nothing before a calculation, then its loading, its failure, or its results. */
export function ResultsSection({ calculationId, query, ...props }: ResultsSectionProps) {
  const t = useT();
  if (!calculationId) return null;
  // A calculation opened by its address: the module comes with it, not after it.
  void loadResults();
  const calculating = (
    <Card className="wizard-card wizard-loading" variant="borderless">
      <Spin /> <span>{t('wizard.results.calculating')}</span>
    </Card>
  );
  if (query.data)
    return (
      <Suspense fallback={calculating}>
        <CalculationResults key={query.data.id} calculation={query.data} {...props} />
      </Suspense>
    );
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return missing ? (
      <Result status="info" title={<h2 className="result-title">{t('wizard.results.none')}</h2>} />
    ) : (
      <Alert
        type="error"
        showIcon
        title={t('wizard.results.failed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('admin.common.retry')}
          </Button>
        }
      />
    );
  }
  return calculating;
}
