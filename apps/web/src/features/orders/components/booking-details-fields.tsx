import type { CargoForm, OrderParty } from '@cargo/domain';
import { Empty } from 'antd';
import { useT } from '../../../shared/i18n';
import type { ContainerType } from '../../../shared/references';
import { CargoTermsFields } from './cargo-terms-fields';
import { ContainerRows } from './container-rows';
import { FormSection } from './form-section';
import { NotifyParties } from './notify-parties';
import { PartyFields } from './party-fields';
import { PickupFields, ReferenceFields } from './pickup-fields';

export interface BookingDetailsFieldsProps {
  containerTypes: readonly ContainerType[];
  containerTypesLoading: boolean;
  today: string;
  /** The booked calculation's cargo: containers are asked of containers, trucks of a vehicle. */
  cargoForm: CargoForm;
  /** The parties of the organization's earlier orders, offered for the shipper and the consignee. */
  savedParties?: readonly OrderParty[];
}

/**
 * The booking's details (Product specification, domain §3 "Order"), the sections every booking form has: the
 * parties, the containers (of a container cargo), the terms, the pickup (with the trucks of a vehicle
 * cargo) and the client's reference; documents come after. A general cargo or pallets are asked
 * nothing of containers or trucks: the form asks only what the cargo has. Inside a form whose values are BookingValues (the client's booking, the operators' manual one).
 */
export function BookingDetailsFields({
  containerTypes,
  containerTypesLoading,
  today,
  cargoForm,
  savedParties,
}: BookingDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <FormSection title={t('orderScreens.booking.shipper')}>
        <PartyFields prefix={['shipper']} choices={savedParties} />
      </FormSection>
      <FormSection title={t('orderScreens.booking.consignee')}>
        <PartyFields prefix={['consignee']} choices={savedParties} />
      </FormSection>
      <NotifyParties />
      {cargoForm === 'CONTAINER' ? <ContainerRows types={containerTypes} loading={containerTypesLoading} /> : null}
      <CargoTermsFields />
      <PickupFields today={today} trucks={cargoForm === 'VEHICLE'} />
      <ReferenceFields />
      <FormSection title={t('orderScreens.documents')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderScreens.booking.documentsLater')} />
      </FormSection>
    </>
  );
}
