import { formatNepalAddress, savedAddressAsNepalAddress, type SavedAddress } from '@pasal/contract';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useAddressBook } from './api';
import { Button } from '../../components/ui/button';

// The customer's address book on a draft (issue #36): a customer on the phone says "to the office",
// and staff pick it instead of typing it out again. Nothing shows for a customer with no saved
// address.

export function AddressBook({ customerId, onUse }: { customerId: number; onUse(address: SavedAddress): void }) {
  const id = useId();
  const book = useAddressBook(customerId);
  if (!book.data || book.data.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 id={id} className="text-sm font-medium text-slate-800">
        From the customer’s address book
      </h3>
      <ul aria-labelledby={id} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {book.data.map((address) => (
          <li key={address.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
              <span className="font-medium text-ink">{address.label}</span>
              <span className="text-slate-700">
                {' '}
                · {formatNepalAddress(savedAddressAsNepalAddress(address)).join(', ')} · {address.phone}
              </span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => onUse(address)} aria-label={`Use ${address.label}`}>
              <MapPin aria-hidden="true" className="size-4" />
              Use
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
