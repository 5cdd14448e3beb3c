// The billing feature's public entry: what other features use of it.
export { useStartCheckout } from './api/checkout.ts';
export { useSubscription } from './api/get-subscription.ts';
export { useStartPlan } from './api/start-plan.ts';
export { AgreementDialog } from './components/agreement-dialog.tsx';
