import {
  GEO_OBJECT_TYPES,
  geoObjectInputSchema,
  type GeoObject,
  type GeoObjectType,
  type WorldRegion,
} from '@cargo/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FormDrawer, useFormDrawer, zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useCreateGeoObject } from '../api/create-geo-object';
import { useUpdateGeoObject } from '../api/update-geo-object';
import { groupDigits, ungroupDigits } from '../../../shared/lib/format-number';
import { initialGeoValues, toGeoInput, type GeoFormPreset, type GeoFormValues } from '../lib/geo-form-values';
import { CountryFields } from './country-fields';
import { CountrySelect } from './country-select';
import { geoTypeLabelKey } from './geo-labels';
import { ParentSelect } from './parent-select';

/** What the drawer opens for: a new object (maybe preset under a parent) or one to edit. */
export type GeoFormTarget = { mode: 'create'; preset?: GeoFormPreset } | { mode: 'edit'; object: GeoObject };

export interface GeoFormDrawerProps {
  open: boolean;
  target: GeoFormTarget;
  countries: readonly GeoObject[];
  worldRegions: readonly WorldRegion[];
  onClose: () => void;
  onSaved: (object: GeoObject) => void;
}

const rules = geoObjectInputSchema.shape;
const nameRules = rules.names.shape;

/**
 * Create or edit a country, region, special region or city: the contract's rules on every field
 * (latitude −90…90, longitude −180…180), the server's field errors (a parent that would make a
 * cycle, a parent of the wrong level) next to their fields. Mounted afresh for each opening.
 */
export function GeoFormDrawer({ open, target, countries, worldRegions, onClose, onSaved }: GeoFormDrawerProps) {
  const t = useT();
  const drawer = useFormDrawer<GeoFormValues>({ open, onClose });
  const form = drawer.form;
  const create = useCreateGeoObject();
  const update = useUpdateGeoObject();
  const editing = target.mode === 'edit' ? target.object : null;
  const [initial] = useState(() => initialGeoValues(editing, target.mode === 'create' ? target.preset : undefined));

  const type = (Form.useWatch('type', form) as GeoObjectType | undefined) ?? initial.type;
  const countryCode = Form.useWatch('countryCode', form) as string | undefined;
  const country = countries.find((item) => item.countryCode === countryCode);

  async function submit(values: GeoFormValues) {
    const input = toGeoInput(values);
    await drawer.save(() => (editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input)), {
      success: (saved) => (editing ? t('admin.common.saved') : t('admin.geography.created', { name: saved.name })),
      onSaved,
    });
  }

  return (
    <FormDrawer
      {...drawer.props}
      title={editing ? t('admin.geography.editTitle', { name: editing.name }) : t('admin.geography.createTitle')}
      submitLabel={editing ? t('admin.common.save') : t('admin.geography.create')}
    >
      <Form<GeoFormValues>
        form={form}
        className="geo-form"
        initialValues={initial}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark
        disabled={drawer.saving}
        onValuesChange={(changed: Partial<GeoFormValues>) => {
          // A new level or country: the parent becomes the country, the surest valid choice.
          if ('type' in changed || 'countryCode' in changed) {
            const chosen = countries.find((item) => item.countryCode === form.getFieldValue('countryCode'));
            form.setFieldValue('parentId', changed.type === 'COUNTRY' ? undefined : chosen?.id);
          }
        }}
      >
        <Form.Item name="type" label={t('admin.geography.type')} required>
          <Select
            disabled={Boolean(editing)}
            options={GEO_OBJECT_TYPES.map((value) => ({ value, label: t(geoTypeLabelKey(value)) }))}
          />
        </Form.Item>
        {type === 'COUNTRY' ? (
          <CountryFields form={form} worldRegions={worldRegions} editing={Boolean(editing)} />
        ) : (
          <>
            <Form.Item
              name="countryCode"
              label={t('admin.geography.country')}
              required
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <CountrySelect countries={countries} />
            </Form.Item>
            <Form.Item
              name="parentId"
              label={t('admin.geography.parent')}
              required
              rules={[{ required: true, message: t('admin.geography.parentRequired') }]}
            >
              <ParentSelect country={country} type={type} excludeId={editing?.id} />
            </Form.Item>
            <Form.Item name="code" label={t('admin.geography.code')} rules={[zodRule(rules.code, t)]}>
              <Input autoComplete="off" maxLength={20} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name={['names', 'en']}
          label={t('admin.geography.nameEn')}
          required
          rules={[zodRule(nameRules.en, t)]}
        >
          <Input autoComplete="off" lang="en" />
        </Form.Item>
        <Form.Item name={['names', 'ru']} label={t('admin.geography.nameRu')} rules={[zodRule(nameRules.ru, t)]}>
          <Input autoComplete="off" lang="ru" />
        </Form.Item>
        <Form.Item name={['names', 'zh']} label={t('admin.geography.nameZh')} rules={[zodRule(nameRules.zh, t)]}>
          <Input autoComplete="off" lang="zh" />
        </Form.Item>
        <div className="geo-form-pair">
          <Form.Item name="latitude" label={t('admin.geography.latitude')} rules={[zodRule(rules.latitude, t)]}>
            <InputNumber<number> className="geo-form-number" step={0.0001} placeholder="−90 … 90" />
          </Form.Item>
          <Form.Item name="longitude" label={t('admin.geography.longitude')} rules={[zodRule(rules.longitude, t)]}>
            <InputNumber<number> className="geo-form-number" step={0.0001} placeholder="−180 … 180" />
          </Form.Item>
        </div>
        <Form.Item name="population" label={t('admin.geography.population')} rules={[zodRule(rules.population, t)]}>
          <InputNumber<number>
            className="geo-form-number"
            step={1000}
            precision={0}
            formatter={(value) => groupDigits(value ?? '')}
            parser={(text) => Number(ungroupDigits(text))}
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
