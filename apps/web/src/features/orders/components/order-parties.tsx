import type { OrderParty } from '@cargo/domain';
import { useT } from '../../../shared/i18n';

function Party({ title, party }: { title: string; party: OrderParty }) {
  const t = useT();
  const lines = [
    party.address,
    party.contactPerson,
    party.phone,
    party.email,
    party.taxId ? `${t('orderScreens.party.taxId')}: ${party.taxId}` : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="orders-party">
      <h3 className="orders-party-role">{title}</h3>
      <p className="orders-party-name">{party.name}</p>
      {lines.map((line, index) => (
        <p key={index} className="orders-party-line">
          {line}
        </p>
      ))}
    </div>
  );
}

/** The shipper, the consignee and whoever else is notified. */
export function OrderParties({
  shipper,
  consignee,
  notifyParties,
}: {
  shipper: OrderParty;
  consignee: OrderParty;
  notifyParties: readonly OrderParty[];
}) {
  const t = useT();
  return (
    <div className="orders-parties">
      <Party title={t('orderScreens.booking.shipper')} party={shipper} />
      <Party title={t('orderScreens.booking.consignee')} party={consignee} />
      {notifyParties.map((party, index) => (
        <Party key={index} title={t('orderScreens.booking.notifyParty', { number: index + 1 })} party={party} />
      ))}
    </div>
  );
}
