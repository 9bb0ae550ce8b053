import { StatusBadge } from '@site/shared/ui';
import type { KitDigitalStatus, KitStatusCopy } from '@site/shared/content/kit-digital-status';

/** Where the Kit Digital call stands, as the badge under a page's hero text. */
export function CallStatusBadge({ status, copy }: { status: KitDigitalStatus; copy: KitStatusCopy }) {
  return <StatusBadge icon={status.open ? 'clock' : 'calendar-x'}>{copy.badge}</StatusBadge>;
}
