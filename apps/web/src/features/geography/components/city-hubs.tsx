import type { Hub, HubKind, MessageKey } from '@cargo/domain';
import { Tag, type TableColumnsType } from 'antd';
import type { ComponentType, SVGProps } from 'react';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui';
import { DetailTable } from '../../../shared/lists';
import { useCityHubs } from '../api/list-city-hubs';
import { formatLatLon } from '../lib/format';

const HUB_KIND_VIEW: Readonly<Record<HubKind, { label: MessageKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }>> = {
  'sea-port-hubs': { label: 'admin.geography.hubKind.seaPort', Icon: SeaIcon },
  'airport-hubs': { label: 'admin.geography.hubKind.airport', Icon: AirIcon },
  'railway-hubs': { label: 'admin.geography.hubKind.railway', Icon: RailIcon },
  'transport-hubs': { label: 'admin.geography.hubKind.transport', Icon: RoadIcon },
};

/** The ports, airports, railway stations and transport hubs a city has, with their codes and coordinates. */
export function CityHubs({ cityId }: { cityId: number }) {
  const t = useT();
  const { hubs, loading, error } = useCityHubs(cityId);

  const columns: TableColumnsType<Hub> = [
    {
      key: 'kind',
      title: t('admin.geography.type'),
      className: 'list-cell-nowrap',
      render: (_, hub) => {
        const { label, Icon } = HUB_KIND_VIEW[hub.kind];
        return (
          <span className={`geo-hub-kind geo-hub-kind-${hub.kind}`}>
            <Icon />
            {t(label)}
          </span>
        );
      },
    },
    {
      key: 'name',
      title: t('admin.geography.hubName'),
      render: (_, hub) => (
        <>
          <span className="list-table-name">{hub.name}</span>
          {hub.hasTerminals ? <Tag className="geo-hub-tag">{t('admin.geography.hasTerminals')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'code',
      title: t('admin.geography.code'),
      className: 'list-cell-nowrap',
      render: (_, hub) => <Tag>{hub.code}</Tag>,
    },
    {
      key: 'coordinates',
      title: t('admin.geography.coordinates'),
      className: 'list-cell-nowrap',
      render: (_, hub) => formatLatLon(hub.latitude, hub.longitude) ?? <span className="list-muted">—</span>,
    },
  ];

  if (error && !hubs.length) return <QueryError error={error} />;
  return (
    <DetailTable<Hub>
      rowKey={(hub) => `${hub.kind}:${hub.id}`}
      columns={columns}
      dataSource={hubs}
      loading={loading}
      scroll={{ x: 560 }}
      locale={{ emptyText: t('admin.geography.noHubs') }}
    />
  );
}
