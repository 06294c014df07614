// Public navigation bar (SPEC §2). Auth-required entries open the sign-in dialog when signed out.
// Under 768 px the links move into a slide-in menu, loaded on its first opening.

import { clsx } from "clsx";
import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { NavLink, useNavigate } from "react-router";
import { useAuth } from "@/app/auth-context.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Logo } from "./logo.tsx";
import { useSignInDialog } from "./sign-in-dialog.tsx";

const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

const NAV_ITEMS = [
  { label: "Home", to: "/", requiresAuth: false },
  { label: "Analyze Resume", to: "/analyze", requiresAuth: false },
  { label: "Resume Builder", to: "/builder", requiresAuth: true },
  { label: "Job Match", to: "/job-match", requiresAuth: true },
] as const;

export function Navbar() {
  const { status, signOut } = useAuth();
  const { requireSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const signedIn = status === "signed-in";

  const links = (onNavigate?: () => void) =>
    NAV_ITEMS.map((item) => (
      <NavLink
        key={item.to}
        to={item.to}
        end
        onClick={(event) => {
          if (item.requiresAuth && !signedIn) {
            event.preventDefault();
            requireSignIn(item.to);
          }
          onNavigate?.();
        }}
        className={({ isActive }) =>
          clsx(
            "rounded-md px-3 py-2 text-sm font-medium transition-colors",
            isActive ? "text-brand-700 bg-brand-50" : "text-slate-600 hover:text-slate-900 hover:bg-slate-100",
          )
        }
      >
        {item.label}
      </NavLink>
    ));

  const accountActions = (onNavigate?: () => void) =>
    signedIn ? (
      <>
        <Button
          variant="outline"
          onClick={() => {
            onNavigate?.();
            navigate("/dashboard");
          }}
        >
          Dashboard
        </Button>
        <Button
          variant="ghost"
          onClick={async () => {
            onNavigate?.();
            navigate("/");
            await signOut();
          }}
        >
          Logout
        </Button>
      </>
    ) : (
      <Button
        onClick={() => {
          onNavigate?.();
          navigate("/login");
        }}
      >
        Get Started
      </Button>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links()}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{accountActions()}</div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </Button>
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                {links(() => setMenuOpen(false))}
              </nav>
              <div className="mt-4 flex flex-col gap-2">{accountActions(() => setMenuOpen(false))}</div>
            </MobileMenu>
          </Suspense>
        )}
      </div>
    </header>
  );
}
