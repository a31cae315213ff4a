import { SETUP_STEPS, type PaymentGateway, type SetupChecklist, type SetupStep } from '@pasal/contract';

// The first-run checklist's rules: each step is done when the shop's own data says so, never
// because someone ticked it. Pure, so the rules are tested without a database (checklist.test.ts);
// service.ts reads the facts.

/** The demo shop's name, which the settings start with: a shop still called so has no identity yet. */
const DEMO_SHOP_NAME = 'Pasal';

export interface ChecklistFacts {
  /** The saved settings (null while the shop runs on the environment's defaults). */
  settings: { name: string; zones: number; paymentMethods: readonly PaymentGateway[] } | null;
  /** The gateways that take real payments here: cash on delivery, and those with credentials. */
  liveGateways: readonly PaymentGateway[];
  /** An active product that is not part of the demo catalogue. */
  ownActiveProduct: boolean;
  /** The latest test e-mail; `waiting` while its row is still in the mail queue. */
  testMail: { to: string; queuedAt: Date; waiting: boolean; error: string | null } | null;
  dismissed: boolean;
}

export function stepDone(step: SetupStep, facts: ChecklistFacts): boolean {
  const { settings } = facts;
  switch (step) {
    case 'identity':
      return settings !== null && settings.name.trim().toLowerCase() !== DEMO_SHOP_NAME.toLowerCase();
    case 'delivery':
      return settings !== null && settings.zones >= 1;
    case 'payments':
      // A simulator takes no money: only a method that really pays counts.
      return settings !== null && settings.paymentMethods.some((method) => facts.liveGateways.includes(method));
    case 'product':
      return facts.ownActiveProduct;
    case 'test_email':
      return facts.testMail !== null && !facts.testMail.waiting;
  }
}

export function checklistOf(facts: ChecklistFacts): SetupChecklist {
  const steps = SETUP_STEPS.map((step) => ({ step, done: stepDone(step, facts) }));
  const { testMail } = facts;
  return {
    steps,
    complete: steps.every((step) => step.done),
    dismissed: facts.dismissed,
    test_email: testMail && {
      to: testMail.to,
      queued_at: testMail.queuedAt.toISOString(),
      sent: !testMail.waiting,
      error: testMail.waiting ? testMail.error : null,
    },
  };
}
