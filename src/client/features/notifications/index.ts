// The notifications feature's public entry: what the app shell uses of it.
export { NotificationBell } from './components/notification-bell.tsx';
