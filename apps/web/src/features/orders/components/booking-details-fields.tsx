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
}

/**
 * The booking's details (Product specification, domain §3 "Order"), the sections every booking form has: the
 * parties, the containers, the terms, the pickup and the client's reference; documents come
 * after. Inside a form whose values are BookingValues (the client's booking, the operators' manual one).
 */
export function BookingDetailsFields({ containerTypes, containerTypesLoading, today }: BookingDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <FormSection title={t('orderScreens.booking.shipper')}>
        <PartyFields prefix={['shipper']} />
      </FormSection>
      <FormSection title={t('orderScreens.booking.consignee')}>
        <PartyFields prefix={['consignee']} />
      </FormSection>
      <NotifyParties />
      <ContainerRows types={containerTypes} loading={containerTypesLoading} />
      <CargoTermsFields />
      <PickupFields today={today} />
      <ReferenceFields />
      <FormSection title={t('orderScreens.documents')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderScreens.booking.documentsLater')} />
      </FormSection>
    </>
  );
}
