import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts (01 §9): bottom centre, at most 10, closing after 10 s. Loaded after the first screen. */
export function NotificationsHost() {
  return <Notifications position="bottom-center" limit={10} autoClose={10_000} />;
}
