import { POLICIES_UPDATED, PRIVACY_SECTIONS } from '../../content/policies';
import { POLICY } from '../../content/policy-facts';
import { container, PageHeader } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';
import { PolicyCards } from '../../features/content/policy-sections';

export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description={`What personal data Pasal collects, why, who sees it and your rights. No trackers, no selling of data; not for children under ${POLICY.minimumAge}.`}
      />
      <PageHeader eyebrow="Policies" title="Privacy Policy">
        <p>We collect only what we need to serve you, and we never sell it.</p>
        <p className="mt-2 text-sm text-slate-600">Last updated: {POLICIES_UPDATED}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <PolicyCards sections={PRIVACY_SECTIONS} />
      </div>
    </>
  );
}
