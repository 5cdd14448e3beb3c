/** The spec's dispute statuses; issue 5's state machine says which moves are allowed. */
export const DISPUTE_STATUSES = ['draft', 'pending', 'submitted', 'sent', 'in_review', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Until a dispute is resolved or rejected the item is "being disputed": it cannot be disputed twice. */
export const OPEN_DISPUTE_STATUSES = ['draft', 'pending', 'submitted', 'sent', 'in_review'] as const;

/** What the dashboard's "active disputes" tile counts (spec section 4). */
export const DASHBOARD_ACTIVE_DISPUTE_STATUSES = ['sent', 'in_review'] as const;
