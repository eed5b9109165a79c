import { useEffect, useRef } from "react";
import { useOnline } from "../../../client/online-status";
import { showToast } from "../../../client/toast-store";
import type { T } from "../../../runtime/messages/texts";

/** spec §2: the online and offline status, shown while offline and when the network is back. */
export function OfflineStatus({ t }: { t: T }) {
  const online = useOnline();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      showToast(t("ui.online"), "success");
    }
  }, [online, t]);
  if (online) return null;
  // an alert is read out as it appears (an empty live region kept on every page would only be noise)
  return (
    <p
      role="alert"
      className="fixed inset-x-0 bottom-14 z-[65] mx-auto w-fit max-w-[calc(100vw-2rem)] rounded-md bg-neutral-900 px-4 py-2 text-center text-sm text-white shadow-lg desktop:bottom-4"
    >
      <i className="fa-solid fa-wifi mr-2" aria-hidden="true" />
      {t("ui.offline")}
    </p>
  );
}
