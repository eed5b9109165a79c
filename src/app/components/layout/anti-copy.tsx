import { useEffect } from "react";

/** LOCK_RIGHT_CLICK (spec §3 anti-copy): no context menu on the page. Text selection is CSS. */
export function AntiCopy({ lockRightClick }: { lockRightClick: boolean }) {
  useEffect(() => {
    if (!lockRightClick) return;
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("contextmenu", block);
    return () => document.removeEventListener("contextmenu", block);
  }, [lockRightClick]);
  return null;
}
