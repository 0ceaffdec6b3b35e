import { CONTINENTS, geoObjectInputSchema, type Continent, type WorldRegion } from '@cargo/domain';
import { Form, Input, Select, type FormInstance } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import type { GeoFormValues } from '../lib/geo-form-values';
import { continentLabelKey } from './geo-labels';

const rules = geoObjectInputSchema.shape;

/** A country's own fields: its ISO codes, continent and UN world region. */
export function CountryFields({
  form,
  worldRegions,
  editing,
}: {
  form: FormInstance<GeoFormValues>;
  worldRegions: readonly WorldRegion[];
  editing: boolean;
}) {
  const t = useT();
  const continent = Form.useWatch('continent', form) as Continent | undefined;
  const regionOptions = worldRegions
    .filter((region) => !continent || region.continent === continent)
    .map((region) => ({ value: region.id, label: region.name }));

  return (
    <div className="geo-form-pair">
      <Form.Item
        name="countryCode"
        label={t('admin.geography.countryCode')}
        required
        rules={[zodRule(rules.countryCode, t)]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input maxLength={2} autoComplete="off" disabled={editing} placeholder="CN" />
      </Form.Item>
      <Form.Item
        name="iso3"
        label={t('admin.geography.iso3')}
        rules={[zodRule(rules.iso3, t)]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input maxLength={3} autoComplete="off" placeholder="CHN" />
      </Form.Item>
      <Form.Item name="continent" label={t('admin.geography.continent')}>
        <Select
          allowClear
          options={CONTINENTS.map((value) => ({ value, label: t(continentLabelKey(value)) }))}
          onChange={(next?: Continent) => {
            const regionId = form.getFieldValue('worldRegionId') as number | undefined;
            const region = worldRegions.find((item) => item.id === regionId);
            if (region && next && region.continent !== next) form.setFieldValue('worldRegionId', undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="worldRegionId" label={t('admin.geography.worldRegion')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={regionOptions}
          onChange={(next?: number) => {
            const region = worldRegions.find((item) => item.id === next);
            if (region) form.setFieldValue('continent', region.continent);
          }}
        />
      </Form.Item>
    </div>
  );
}
