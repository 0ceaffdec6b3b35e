import type { CargoForm } from '@cargo/domain';
import { Form, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { useCargoChoices } from '../api/cargo-dictionaries';
import { cargoFormLabelKey } from '../lib/labels';
import { ContainerLines } from './container-lines';
import { GeneralItems } from './general-items';
import { PalletLines } from './pallet-lines';
import { VehicleFields } from './vehicle-fields';

/**
 * The cargo, in one of its forms (Product specification, domain §2): general cargo (boxes, cubes, pallets as
 * pieces), containers, a truck, pallets by type. The choice wraps on a phone rather than hide a
 * form behind a menu. Only the chosen form's fields are mounted and checked; the others keep
 * what was typed in them.
 */
export function CargoSection({ forms }: { forms: readonly CargoForm[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const references = useCargoChoices();
  const watched = Form.useWatch('cargoForm', { form, preserve: true }) as CargoForm | undefined;
  const active = watched && forms.includes(watched) ? watched : forms[0];

  const panes: Record<CargoForm, () => ReactNode> = {
    GENERAL_CARGO: () => <GeneralItems types={references.generalTypes} />,
    CONTAINER: () => <ContainerLines types={references.containerTypes} />,
    VEHICLE: () => <VehicleFields types={references.vehicleTypes} />,
    PALLET: () => <PalletLines types={references.palletTypes} />,
  };

  return (
    <section className="wizard-cargo" aria-label={t('wizard.cargo')}>
      <h2 className="wizard-section-title">{t('wizard.cargo')}</h2>
      {forms.length > 1 ? (
        <Segmented<CargoForm>
          className="wizard-cargo-forms"
          aria-label={t('wizard.cargo')}
          value={active}
          onChange={(cargoForm) => form.setFieldValue('cargoForm', cargoForm)}
          options={forms.map((cargoForm) => ({ value: cargoForm, label: t(cargoFormLabelKey(cargoForm)) }))}
        />
      ) : null}
      {active ? <div className="wizard-cargo-pane">{panes[active]()}</div> : null}
    </section>
  );
}
