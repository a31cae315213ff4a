import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { StaffDetailHeader } from './staff-detail-header';

const back = { to: '/staff/returns', label: 'All returns' };
const loaded = { isError: false, error: null, isPending: false };

describe('StaffDetailHeader', () => {
  it('shows the back link, the title with its status and order link, and the facts as terms and values', () => {
    render(
      <MemoryRouter>
        <StaffDetailHeader
          back={back}
          query={loaded}
          loadingText="Loading the return…"
          summary={{
            title: 'Return 5',
            status: <span>Requested</span>,
            transactionId: 'PSL-2026 11/7',
            label: 'Return',
            facts: [
              ['Order', 'PSL-2026 11/7'],
              ['Reason', <em key="reason">Faulty</em>],
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'All returns' })).toHaveAttribute('href', '/staff/returns');
    expect(screen.getByRole('heading', { level: 1, name: 'Return 5' })).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/staff/orders?order=PSL-2026%2011%2F7',
    );
    const facts = screen.getByRole('region', { name: 'Return' });
    expect(facts.querySelectorAll('dt')).toHaveLength(2);
    expect([...facts.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Order',
      'PSL-2026 11/7',
      'Reason',
      'Faulty',
    ]);
    expect(screen.queryByText('Loading the return…')).not.toBeInTheDocument();
  });

  it('says it is loading until the record comes, and shows the server’s reason when it fails', () => {
    const { rerender } = render(
      <MemoryRouter>
        <StaffDetailHeader
          back={back}
          query={{ isError: false, error: null, isPending: true }}
          loadingText="Loading the return…"
          summary={undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading the return…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <StaffDetailHeader
          back={back}
          query={{ isError: true, error: new ApiError(404, { message: 'Return not found' }), isPending: false }}
          loadingText="Loading the return…"
          summary={undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Return not found');
    expect(screen.queryByText('Loading the return…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All returns' })).toBeInTheDocument();
  });
});
