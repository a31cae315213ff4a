import { POLICIES_UPDATED, termsSections } from '../../content/policies';
import { container, PageHeader } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';
import { PolicyCards } from '../../features/content/policy-sections';
import { SellerDisclosures } from '../../features/content/seller-disclosures';
import { useShopFacts } from '../../features/content/shop-info';

export function Component() {
  const facts = useShopFacts();
  return (
    <>
      <PageMeta
        title="Terms and Conditions"
        description="The terms for buying from Pasal: orders, payment, delivery within Nepal, returns and final sale, warranty, complaints and the seller's details."
      />
      <PageHeader eyebrow="Policies" title="Terms and Conditions">
        <p>These terms apply when you use the Pasal website or buy from us. Please read them before you order.</p>
        <p className="mt-2 text-sm text-slate-600">Last updated: {POLICIES_UPDATED}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <PolicyCards
          sections={termsSections(facts)}
          extra={[{ id: 'seller', title: 'Seller details', content: <SellerDisclosures /> }]}
        />
      </div>
    </>
  );
}
