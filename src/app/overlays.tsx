import { useEffect } from 'react';
import { Toaster } from '@fluentui/react-components';
import { ConfirmHost } from '@/lib/confirm';
import { takeNotices } from '@/lib/notices';
import { TOASTER_ID, useNoticesClearOfDialogs, useNotify } from '@/lib/notify';

/** Shows the session's notices (queued until now) as toasts. */
function SessionToasts() {
  const notify = useNotify();
  useEffect(
    () =>
      takeNotices((e) => {
        if (e.intent === 'success') notify.success(e.messageId);
        else if (e.error) notify.error(e.error, e.messageId);
        else notify.warning(e.messageId);
      }),
    [notify],
  );
  return null;
}

/** Keeps the notices off an open dialog's title (src/lib/notify.tsx). */
function NoticePlacement() {
  useNoticesClearOfDialogs();
  return null;
}

/**
 * The toaster and the confirmation dialog. Notices show at the top, centred, and at the bottom
 * while a dialog or drawer is open (`noticePosition`, src/lib/notify.tsx). Loaded lazily (src/app/App.tsx) once someone signs in
 * or a session exists, so the sign-in page ships without them.
 */
export default function Overlays() {
  return (
    <>
      <Toaster toasterId={TOASTER_ID} position="top" pauseOnHover limit={5} />
      <ConfirmHost />
      <SessionToasts />
      <NoticePlacement />
    </>
  );
}
