import { useCallback, useEffect, useState } from "react";
import { readSidebarOpen, sidebarCookie } from "@/lib/sidebar-cookie.ts";

/** Open/collapsed state kept in a 7-day cookie, toggled with Ctrl/Cmd+B. */
export function useSidebarState() {
  const [open, setOpenState] = useState(() => readSidebarOpen(document.cookie));
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
    document.cookie = sidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((current) => {
      // biome-ignore lint/suspicious/noDocumentCookie: as above
      document.cookie = sidebarCookie(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { open, setOpen, toggle };
}
