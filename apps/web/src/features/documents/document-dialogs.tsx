// Rename and delete confirmations for My Documents, as real dialogs (a name field with its label; a
// destructive action that says what it removes).
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

export interface DocumentTarget {
  title: string;
  /** What deleting removes besides the document itself, said in the confirmation. */
  deleteNote?: string;
}

export function RenameDialog(props: {
  target: DocumentTarget | null;
  onCancel(): void;
  onRename(title: string): void;
}) {
  const [title, setTitle] = useState("");
  useEffect(() => setTitle(props.target?.title ?? ""), [props.target]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) props.onRename(title.trim());
  };
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent>
        <DialogTitle>Rename document</DialogTitle>
        <DialogDescription>Give it a name you will recognise, like the job or company it is for.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <div className="space-y-2">
            <Label htmlFor="document-name">Name</Label>
            <Input id="document-name" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!title.trim()}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteDialog(props: { target: DocumentTarget | null; onCancel(): void; onDelete(): void }) {
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent>
        <DialogTitle>Delete “{props.target?.title}”?</DialogTitle>
        <DialogDescription>
          {props.target?.deleteNote ? `${props.target.deleteNote} ` : ""}This cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={props.onDelete}>
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
