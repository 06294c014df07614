// Drag-and-drop or 'Browse Files'. The type check runs for the picker and the drop alike (SPEC §5), and the
// 5 MB limit is told before uploading; the server checks both again.
import { isAcceptedResumeFile, MAX_UPLOAD_MB } from "@hireable/contracts";
import { FileTextIcon, UploadCloudIcon } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** SPEC §5: a selected file's size in KB with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function FileDropZone({
  file,
  disabled,
  onFile,
  onReject,
  wrongTypeMessage,
}: {
  file: File | null;
  disabled?: boolean;
  onFile(file: File): void;
  onReject(message: string): void;
  wrongTypeMessage: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const accept = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!isAcceptedResumeFile(candidate)) return onReject(wrongTypeMessage);
    if (candidate.size > MAX_UPLOAD_MB * 1024 * 1024)
      return onReject(`File is too large. The maximum size is ${MAX_UPLOAD_MB} MB.`);
    onFile(candidate);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };

  return (
    <section
      aria-label="Resume upload"
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors",
        dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <UploadCloudIcon className="size-10 text-brand-500" aria-hidden />
      <p className="font-medium text-slate-800">Drag and drop your resume here</p>
      <p className="text-sm text-slate-500">PDF or DOCX, up to {MAX_UPLOAD_MB} MB</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className="sr-only"
        aria-label="Resume file"
        disabled={disabled}
        onChange={(event) => {
          accept(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        Browse Files
      </Button>
      {file && (
        <p
          className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
          data-testid="selected-file"
        >
          <FileTextIcon className="size-4 text-brand-600" aria-hidden />
          <span className="font-medium">{file.name}</span>
          <span className="text-slate-500">({formatKilobytes(file.size)})</span>
        </p>
      )}
    </section>
  );
}
