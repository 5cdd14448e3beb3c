import type { PostalAddress } from '#shared/schemas/mailing.ts';

/** An address as an envelope shows it: the street and unit, then city, state and ZIP. */
export function PostalAddressLines({ name, address }: { name?: string; address: PostalAddress }) {
  return (
    <address className="not-italic">
      {name && <span className="block">{name}</span>}
      <span className="block">{address.unit ? `${address.street} ${address.unit}` : address.street}</span>
      <span className="block">{`${address.city}, ${address.state} ${address.zipCode}`}</span>
    </address>
  );
}
