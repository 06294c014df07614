import { Outlet } from "react-router";
import { Footer } from "./footer.tsx";
import { Navbar } from "./navbar.tsx";

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
