export { LatestUpdates } from './components/latest-updates';
export { NotificationsPopover } from './components/notifications-popover';
