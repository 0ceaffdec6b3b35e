import type { BulkTariffAction, MessageKey, TariffKind } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, type FieldPath } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { isBusy, JobProgressBar, useJobProgress } from '../../../shared/jobs';
import { formatNumber } from '../../../shared/lib/format-number';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { startBulkAction } from '../api/bulk';
import { useContainerTypes } from '../api/container-types';
import { useCurrencyDigits } from '../../../shared/references';
import { tariffsKeys } from '../api/keys';
import {
  bulkRequest,
  bulkResultLines,
  selectionCount,
  type BulkFormValues,
  type BulkResultKey,
  type TariffSelection,
} from '../lib/bulk-request';
import { lineShape, newLines } from '../lib/lines';
import type { ListScope } from '../lib/sheet-files';
import { BulkFields } from './bulk-fields';

export interface BulkModalProps {
  kind: TariffKind;
  action: BulkTariffAction;
  selection: TariffSelection;
  scope: ListScope;
  operator: boolean;
  open: boolean;
  /** `ran`: the action ran to its end (the selection has served). */
  onClose: (ran: boolean) => void;
}

const RESULT_TEXT: Record<BulkResultKey, MessageKey> = {
  total: 'tariffActions.resultTotal',
  done: 'tariffActions.resultDone',
  refused: 'tariffActions.resultRefused',
  created: 'tariffActions.resultCreated',
  deleted: 'tariffActions.resultDeleted',
  cascaded: 'tariffActions.resultCascaded',
};

/** The server's `params.validTo` is the form's `validTo`; problems of the lines are shown above the buttons. */
const formPath = (path: FieldPath): FieldPath | undefined =>
  path[0] === 'params' && path[1] !== 'lines' ? path.slice(1) : undefined;

/**
 * A bulk action over the selection (the ticked tariffs, or every one the filter selects): what
 * the action needs, then the job's live progress (the same bar as an import), then its result —
 * changed, refused, surcharge values created or deleted — and the table refreshed. Mounted
 * afresh for each opening.
 */
export function BulkModal({ kind, action, selection, scope, operator, open, onClose }: BulkModalProps) {
  const t = useT();
  const isDesktop = useIsDesktop();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BulkFormValues>();
  const progress = useJobProgress();
  const currencies = useCurrencyDigits();
  const containers = useContainerTypes(operator);
  const [problems, setProblems] = useState<string[]>([]);
  const [initialValues, setInitialValues] = useState<BulkFormValues | null>(null);
  const ready = action !== 'ADD_SURCHARGES' || (currencies.ready && containers.ready);
  if (ready && !initialValues)
    setInitialValues({
      validTo: null,
      organizationId: null,
      surchargeId: null,
      surchargeType: null,
      tarification: 'ABSOLUTE',
      currency: 'USD',
      lines: newLines(lineShape('freight-surcharges', scope.variant), containers.mainIds),
    });
  const { state } = progress;
  const busy = isBusy(state);
  const ended = state.status === 'ended' ? state.job : null;
  const actionName = t(`tariffActions.action.${action}`);
  const count = formatNumber(selectionCount(selection));
  const selectionText =
    selection.mode === 'ids'
      ? t('tariffActions.selectionIds', { count })
      : t('tariffActions.selectionFilter', { count });

  async function run(values: BulkFormValues) {
    setProblems([]);
    const request = bulkRequest({
      action,
      selection,
      scope,
      values,
      currencyDigits: currencies.digitsOf(values.currency),
    });
    progress.send();
    let jobId: string;
    try {
      jobId = await startBulkAction(kind, request);
    } catch (error) {
      progress.reset();
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error, formPath);
      setProblems(unplaced.length || !error.fieldErrors.length ? (unplaced.length ? unplaced : [error.message]) : []);
      return;
    }
    await progress.follow(jobId);
    await queryClient.invalidateQueries({ queryKey: tariffsKeys.all });
  }

  // The form stays while the request is on its way: a refusal puts its errors at the fields.
  const editing = state.status === 'idle' || state.status === 'sending';
  const footer = editing
    ? [
        <Button key="cancel" disabled={busy} onClick={() => onClose(false)}>
          {t('admin.common.cancel')}
        </Button>,
        <Button
          key="run"
          type="primary"
          danger={action === 'DELETE' || action === 'DELETE_SURCHARGES'}
          disabled={!initialValues}
          loading={state.status === 'sending'}
          onClick={() => form.submit()}
        >
          {actionName}
        </Button>,
      ]
    : [
        <Button key="close" type="primary" disabled={busy} onClick={() => onClose(Boolean(ended))}>
          {t('admin.common.close')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('tariffActions.bulkTitle', { action: actionName, selection: selectionText })}
      onCancel={() => onClose(Boolean(ended))}
      footer={footer}
      width={isDesktop ? (action === 'ADD_SURCHARGES' ? 760 : 560) : '100%'}
      className="rates-modal"
      mask={{ closable: editing }}
      closable={!busy}
      destroyOnHidden
    >
      {editing ? (
        initialValues ? (
          <Form<BulkFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => void run({ ...form.getFieldsValue(true), ...values })}
            className="tariff-form bulk-form"
          >
            <p className="bulk-form-note">{t('tariffActions.onlyOwn')}</p>
            <BulkFields
              action={action}
              variant={scope.variant}
              operator={operator}
              containers={containers}
              digitsOf={currencies.digitsOf}
            />
            {problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
          </Form>
        ) : (
          <Spin />
        )
      ) : (
        <>
          <JobProgressBar
            state={state}
            label={t('tariffActions.bulkProgress')}
            failure={t('tariffActions.bulkFailed')}
          />
          {ended && !ended.error ? (
            <ul className="bulk-result" aria-label={actionName}>
              {bulkResultLines(ended.result).map((line) => (
                <li key={line.key} data-key={line.key}>
                  {t(RESULT_TEXT[line.key], { count: formatNumber(line.count) })}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Modal>
  );
}
