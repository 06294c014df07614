import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "@/components/ui/button.tsx";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Oops! This page is missing from our resume.</h1>
      <Link to="/" className={`${buttonVariants()} mt-8`}>
        Return to Homepage
      </Link>
    </div>
  );
}
