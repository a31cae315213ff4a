import { Link } from 'react-router';
import { POLICIES_UPDATED, WARRANTY_SECTIONS } from '../../content/policies';
import { POLICY } from '../../content/policy-facts';
import { container, PageHeader, textLink } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';
import { PolicyAccordion } from '../../features/content/policy-sections';

const highlights = [
  { value: `${POLICY.standardReturnDays} days`, label: 'to return most products' },
  { value: `${POLICY.warrantedReturnDays} days`, label: 'to return a warranted product with a defect' },
  { value: '7–21', label: 'working days for a warranty claim' },
];

export function Component() {
  return (
    <>
      <PageMeta
        title="Warranty Policy"
        description={`Official manufacturer's warranty on genuine products, returns within ${POLICY.standardReturnDays} or ${POLICY.warrantedReturnDays} days, and warranty claims handled for you in ${POLICY.warrantyClaimTime}.`}
      />
      <PageHeader eyebrow="Policies" title="Warranty Policy">
        <p>
          Every product we sell is genuine and covered by its manufacturer's official warranty. Here is how it works.
        </p>
        <p className="mt-2 text-sm text-slate-600">Last updated: {POLICIES_UPDATED}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          {highlights.map((item) => (
            <div
              key={item.label}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 sm:p-5"
            >
              <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{item.label}</dt>
              <dd className="order-first text-lg font-bold whitespace-nowrap text-brand-700 sm:text-2xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 max-w-4xl">
          <PolicyAccordion sections={WARRANTY_SECTIONS} defaultOpen={[WARRANTY_SECTIONS[0]!.id]} />
          <p className="mt-8 text-sm text-slate-700">
            Need to make a claim?{' '}
            <Link to="/contact" state={{ subject: 'Warranty claim' }} className={textLink}>
              Contact us
            </Link>{' '}
            with your order number.
          </p>
        </div>
      </div>
    </>
  );
}
