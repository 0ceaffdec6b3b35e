import type { OrderListFilter } from '@cargo/domain';
import { Segmented, Select } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { GROUPS, STAGES, type GroupChoice } from '../lib/list-params';
import { groupLabel, stageLabel } from '../lib/labels';

export interface StatusBarProps {
  group: GroupChoice;
  onGroup: (group: GroupChoice) => void;
  stage: OrderListFilter | undefined;
  onStage: (stage: OrderListFilter | undefined) => void;
  /** What sits at the bar's end (the view switch of the orders list). */
  extra?: ReactNode;
}

/**
 * The status group (All, Active, Inactive) as a segmented switch, and the stage (booking
 * received, booking confirmed, on hold, not delivered) beside it; on a phone they wrap.
 */
export function StatusBar({ group, onGroup, stage, onStage, extra }: StatusBarProps) {
  const t = useT();
  return (
    <div className="order-lists-status-bar">
      <Segmented<GroupChoice>
        aria-label={t('orderLists.group.label')}
        value={group}
        onChange={onGroup}
        options={GROUPS.map((value) => ({ value, label: t(groupLabel(value)) }))}
      />
      <Select<OrderListFilter>
        className="order-lists-stage"
        allowClear
        aria-label={t('orderLists.filter.label')}
        placeholder={t('orderLists.filter.placeholder')}
        value={stage}
        onChange={(value) => onStage(value ?? undefined)}
        options={STAGES.map((value) => ({ value, label: t(stageLabel(value)) }))}
      />
      {extra ? <div className="order-lists-status-bar-end">{extra}</div> : null}
    </div>
  );
}
