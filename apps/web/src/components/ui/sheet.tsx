import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A panel that slides in from a screen edge, on Radix Dialog (focus trap, Escape, overlay click). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-72 max-w-[85vw] border-r border-slate-200",
      right: "inset-y-0 right-0 h-full w-72 max-w-[85vw] border-l border-slate-200",
    },
  },
  defaultVariants: { side: "right" },
});

export function SheetContent({
  side,
  className,
  overlayClassName,
  closeLabel = "Close",
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { overlayClassName?: string; closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={cn("fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm", overlayClassName)} />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={closeLabel}
        >
          <XIcon className="size-4" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}
