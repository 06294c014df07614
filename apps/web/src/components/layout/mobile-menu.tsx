// The navigation bar's slide-in menu under 768 px, loaded by Navbar on its first opening.
import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet.tsx";

export default function MobileMenu(props: { open: boolean; onOpenChange(open: boolean): void; children: ReactNode }) {
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent side="right" closeLabel="Close menu" className="gap-2 p-5 md:hidden" overlayClassName="md:hidden">
        <SheetTitle className="mb-4 text-base">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {props.children}
      </SheetContent>
    </Sheet>
  );
}
