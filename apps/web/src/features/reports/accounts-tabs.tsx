import { NavLink, useLocation } from 'react-router';

// The accounts area's screens, side by side as tabs: the sales register, the sales-return book and
// the sales report.
// The period in the address goes along, so switching keeps the period chosen.

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold lg:min-h-9 ${
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-ink'
  }`;

export function AccountsTabs() {
  const { search } = useLocation();
  // The grouping belongs to the report, the page to the register: only the period goes along.
  const params = new URLSearchParams(search);
  params.delete('by');
  params.delete('page');
  const keep = params.size > 0 ? `?${params.toString()}` : '';
  return (
    <nav aria-label="Accounts" className="flex gap-1 border-b border-slate-200 print:hidden">
      <NavLink to={`/staff/accounts${keep}`} end className={tab}>
        Sales register
      </NavLink>
      <NavLink to={`/staff/accounts/returns${keep}`} className={tab}>
        Sales returns
      </NavLink>
      <NavLink to={`/staff/accounts/report${keep}`} className={tab}>
        Sales report
      </NavLink>
    </nav>
  );
}
