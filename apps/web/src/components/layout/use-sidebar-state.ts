import { useCallback, useEffect, useState } from "react";
import { readSidebarOpen, sidebarCookie } from "@/lib/sidebar-cookie.ts";

/**
 * Desktop: open/collapsed, kept in a 7-day cookie. Mobile: a sheet that starts closed and is not remembered.
 * Ctrl/Cmd+B and the top-bar button both toggle whichever of the two is on screen.
 */
export function useSidebarState(isMobile: boolean) {
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((current) => !current);
      return;
    }
    setOpen((current) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
      document.cookie = sidebarCookie(!current);
      return !current;
    });
  }, [isMobile]);

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

  return { open, mobileOpen, setMobileOpen, toggle };
}
