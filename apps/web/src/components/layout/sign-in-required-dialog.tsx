// The 'Sign In Required' dialog's content (SPEC §2), loaded by SignInDialogProvider on first use.
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";

export default function SignInRequiredDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(path: "/login" | "/register"): void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogTitle>Sign In Required</DialogTitle>
        <DialogDescription>
          Please sign in or create a free account to use this feature. Your documents stay private to your account.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => props.onChoose("/register")}>
            Register
          </Button>
          <Button onClick={() => props.onChoose("/login")}>Sign In</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
