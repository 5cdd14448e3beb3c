// The disputes feature's public entry: what other features use of it.
export { ItemDisputeBadge, openDisputeOf } from './components/item-dispute-badge.tsx';
