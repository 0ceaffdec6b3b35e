import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { GeoObject, GeoObjectType, WorldRegion } from '@cargo/domain';
import { Alert, Button, Card, Descriptions, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { CountryFlag, flagPrefix } from '../../../shared/places';
import { useGeoObject } from '../api/get-geo-object';
import { groupDigits } from '../../../shared/lib/format-number';
import { formatCoordinate } from '../lib/format';
import { CityHubs } from './city-hubs';
import { continentLabelKey, geoTypeLabelKey } from './geo-labels';

export interface GeoDetailsProps {
  object: GeoObject;
  country: GeoObject | undefined;
  worldRegions: readonly WorldRegion[];
  /** Why the last delete was refused (the API's message), shown until the next action. */
  deleteError: string | null;
  deleting: boolean;
  onEdit: () => void;
  onAdd: (type: GeoObjectType) => void;
  onDelete: () => void;
}

const dash = <span className="list-muted">—</span>;
const or = (value: ReactNode | null | undefined) =>
  value === null || value === undefined || value === '' ? dash : value;

/** Everything about one country, region or city, and for a city its ports, airports and stations. */
export function GeoDetails({
  object,
  country,
  worldRegions,
  deleteError,
  deleting,
  onEdit,
  onAdd,
  onDelete,
}: GeoDetailsProps) {
  const t = useT();
  const parent = useGeoObject(object.type === 'COUNTRY' ? null : object.parentId);
  const worldRegion = worldRegions.find((region) => region.id === object.worldRegionId);
  const countryName = country ? country.name : object.countryCode;

  const items: DescriptionsProps['items'] = [
    {
      key: 'type',
      label: t('admin.geography.type'),
      children: <Tag color="blue">{t(geoTypeLabelKey(object.type))}</Tag>,
    },
    { key: 'nameEn', label: t('admin.geography.nameEn'), children: or(object.names.en) },
    { key: 'nameRu', label: t('admin.geography.nameRu'), children: or(object.names.ru) },
    { key: 'nameZh', label: t('admin.geography.nameZh'), children: or(object.names.zh) },
    object.type === 'COUNTRY'
      ? { key: 'code', label: t('admin.geography.countryCode'), children: <Tag>{object.countryCode}</Tag> }
      : { key: 'code', label: t('admin.geography.code'), children: object.code ? <Tag>{object.code}</Tag> : dash },
    ...(object.type === 'COUNTRY'
      ? [
          { key: 'iso3', label: t('admin.geography.iso3'), children: object.iso3 ? <Tag>{object.iso3}</Tag> : dash },
          {
            key: 'continent',
            label: t('admin.geography.continent'),
            children: object.continent ? t(continentLabelKey(object.continent)) : dash,
          },
          { key: 'worldRegion', label: t('admin.geography.worldRegion'), children: or(worldRegion?.name) },
        ]
      : [
          {
            key: 'country',
            label: t('admin.geography.country'),
            children: `${flagPrefix(object.countryCode)}${countryName}`,
          },
          {
            key: 'parent',
            label: t('admin.geography.parent'),
            children: or(parent.data?.name ?? (object.parentId ? `#${object.parentId}` : null)),
          },
        ]),
    {
      key: 'latitude',
      label: t('admin.geography.latitude'),
      children: object.latitude === null ? dash : formatCoordinate(object.latitude),
    },
    {
      key: 'longitude',
      label: t('admin.geography.longitude'),
      children: object.longitude === null ? dash : formatCoordinate(object.longitude),
    },
    {
      key: 'population',
      label: t('admin.geography.population'),
      children: object.population === null ? dash : groupDigits(object.population),
    },
    ...(object.type === 'CITY'
      ? []
      : [{ key: 'children', label: t('admin.geography.children'), children: groupDigits(object.childCount) }]),
  ];

  return (
    <Card className="geo-details" variant="borderless">
      <div className="geo-details-header">
        <Typography.Title level={2} className="geo-details-title">
          {object.type === 'COUNTRY' ? <CountryFlag code={object.countryCode} className="geo-details-flag" /> : null}
          {object.name}
        </Typography.Title>
        <Space wrap size={8}>
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('admin.common.edit')}
          </Button>
          {object.type === 'COUNTRY' ? (
            <Button icon={<PlusOutlined />} onClick={() => onAdd('REGION')}>
              {t('admin.geography.addRegion')}
            </Button>
          ) : null}
          {object.type === 'CITY' ? null : (
            <Button icon={<PlusOutlined />} onClick={() => onAdd('CITY')}>
              {t('admin.geography.addCity')}
            </Button>
          )}
          <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={onDelete}>
            {t('admin.geography.delete')}
          </Button>
        </Space>
      </div>
      {deleteError ? <Alert className="geo-details-alert" type="error" showIcon title={deleteError} /> : null}
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" items={items} />
      {object.type === 'CITY' ? (
        <section className="geo-details-hubs" aria-labelledby={`geo-hubs-${object.id}`}>
          <Typography.Title level={3} className="geo-details-subtitle" id={`geo-hubs-${object.id}`}>
            {t('admin.geography.hubs')}
          </Typography.Title>
          <CityHubs cityId={object.id} />
        </section>
      ) : null}
    </Card>
  );
}
