import type { Commission } from '@cargo/domain';
import { Tag } from 'antd';
import type { Translate } from '../../../shared/i18n';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { formatMinor, PERCENT_DIGITS } from '../../../shared/lib/format-money';
import { ListTable, RowActions, type ListColumn, type ListView } from '../../../shared/lists';
import { cargoTypeLabel, variantLabel } from '../lib/labels';

export interface CommissionTableProps {
  rows: readonly Commission[] | undefined;
  loading: boolean;
  /** Operators see every organization's rules: a column names it. */
  showOrganization: boolean;
  digitsOf: (currency: string) => number;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  /** Opens a rule: its form, or its read-only view when the user may not change it. */
  onOpen: (commission: Commission) => void;
  onDelete: (commission: Commission) => Promise<void>;
}

const muted = <span className="list-muted">—</span>;

/** "15 %", or the steps of a range rule one a line: "0 – 100 000: 3 000", "from 500 000: 15 000". */
export function RuleSummary({ rule, digits, t }: { rule: Commission; digits: number; t: Translate }) {
  if (rule.type === 'PERCENT_FROM_SALES')
    return <span className="list-cell-nowrap">{formatMinor(rule.percent ?? 0, PERCENT_DIGITS)} %</span>;
  const money = (minor: number) => formatMinor(minor, digits);
  return (
    <ul className="commission-steps">
      {rule.ranges.map((range) => (
        <li key={range.from}>
          {range.to === null
            ? t('commission.list.rangeOpen', { from: money(range.from), amount: money(range.amount) })
            : t('commission.list.rangeLine', {
                from: money(range.from),
                to: money(range.to),
                amount: money(range.amount),
              })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The rules in the shared list table: the organization (operators), the variant as a tag, the
 * cargo type, the rule in brief, its minimum and maximum in the currency's units; a row's actions
 * are edit and delete, or view where the rule is not the user's to change.
 */
export function CommissionTable(props: CommissionTableProps) {
  const t = useT();
  const { digitsOf } = props;
  const amount = (rule: Commission, minor: number | null) =>
    minor === null ? muted : <span className="list-cell-nowrap">{formatMinor(minor, digitsOf(rule.currency))}</span>;

  const columns: ListColumn<Commission>[] = [
    ...(props.showOrganization
      ? [
          {
            key: 'organizationName',
            title: t('commission.field.organization'),
            sortable: true,
            render: (rule: Commission) => <span className="list-table-name">{rule.organization.name}</span>,
          },
        ]
      : []),
    {
      key: 'integrator',
      title: t('commission.field.variant'),
      sortable: true,
      render: (rule) => (
        <Tag color={rule.integrator ? 'blue' : 'green'} className="commission-variant">
          {t(variantLabel(rule.integrator))}
        </Tag>
      ),
    },
    {
      key: 'cargoType',
      title: t('commission.field.cargoType'),
      sortable: true,
      render: (rule) => t(cargoTypeLabel(rule.cargoType)),
    },
    {
      key: 'rule',
      title: t('commission.field.rule'),
      render: (rule) => <RuleSummary rule={rule} digits={digitsOf(rule.currency)} t={t} />,
    },
    {
      key: 'minAmount',
      title: t('commission.field.minAmount'),
      align: 'right',
      render: (rule) => amount(rule, rule.minAmount),
    },
    {
      key: 'maxAmount',
      title: t('commission.field.maxAmount'),
      align: 'right',
      render: (rule) => amount(rule, rule.maxAmount),
    },
    { key: 'currency', title: t('commission.field.currency'), sortable: true, render: (rule) => rule.currency },
    {
      key: 'updatedAt',
      title: t('commission.field.updatedAt'),
      sortable: true,
      render: (rule) => <span className="list-cell-nowrap">{formatDate(rule.updatedAt)}</span>,
    },
  ];

  return (
    <ListTable<Commission>
      rowKey={(rule) => rule.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('commission.list.empty'), filtered: t('commission.list.emptyFiltered') }}
      list={props.list}
      total={props.total}
      actions={(rule) =>
        rule.editable ? (
          <RowActions
            onEdit={() => props.onOpen(rule)}
            onDelete={() => props.onDelete(rule)}
            deleteConfirm={t('commission.list.deleteConfirm', {
              variant: t(variantLabel(rule.integrator)),
              cargoType: t(cargoTypeLabel(rule.cargoType)),
            })}
          />
        ) : (
          <RowActions onEdit={() => props.onOpen(rule)} editLabel={t('commission.list.view')} />
        )
      }
    />
  );
}
