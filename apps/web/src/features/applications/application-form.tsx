// An application's fields as a form: the job, its stage and dates, the resume used, notes and contacts.
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationContact,
  type ApplicationCreateRequest,
  type ApplicationStatus,
  STATUS_LABELS,
} from "@hireable/contracts";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input, Label } from "@/components/ui/input.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useGeneratedResumes } from "../documents/api/document-actions.ts";
import { resumeLabel, useResumes } from "../documents/api/get-resumes.ts";
import { fromDateTimeInput, toDateTimeInput } from "./date-input.ts";

/** What the form edits: text as typed, dates as datetime-local values, the resume as "uploaded:id" / "built:id". */
export interface ApplicationDraft {
  company: string;
  jobTitle: string;
  location: string;
  salary: string;
  postingUrl: string;
  postingText: string;
  status: ApplicationStatus;
  appliedAt: string;
  nextStep: string;
  nextStepAt: string;
  closedAt: string;
  notes: string;
  contacts: ApplicationContact[];
  resume: string;
}

export const EMPTY_DRAFT: ApplicationDraft = {
  company: "",
  jobTitle: "",
  location: "",
  salary: "",
  postingUrl: "",
  postingText: "",
  status: "saved",
  appliedAt: "",
  nextStep: "",
  nextStepAt: "",
  closedAt: "",
  notes: "",
  contacts: [],
  resume: "",
};

export function draftOf(application: Application): ApplicationDraft {
  return {
    company: application.company,
    jobTitle: application.jobTitle,
    location: application.location,
    salary: application.salary,
    postingUrl: application.postingUrl,
    postingText: application.postingText,
    status: application.status,
    appliedAt: toDateTimeInput(application.appliedAt),
    nextStep: application.nextStep,
    nextStepAt: toDateTimeInput(application.nextStepAt),
    closedAt: toDateTimeInput(application.closedAt),
    notes: application.notes,
    contacts: application.contacts,
    resume: application.resumeId
      ? `uploaded:${application.resumeId}`
      : application.generatedResumeId
        ? `built:${application.generatedResumeId}`
        : "",
  };
}

/** The request a draft sends: every field, dates as instants, one resume link (the other cleared). */
export function requestOf(draft: ApplicationDraft): ApplicationCreateRequest {
  const [kind, id] = draft.resume.split(":");
  return {
    company: draft.company,
    jobTitle: draft.jobTitle,
    location: draft.location,
    salary: draft.salary,
    postingUrl: draft.postingUrl.trim(),
    postingText: draft.postingText,
    status: draft.status,
    appliedAt: fromDateTimeInput(draft.appliedAt),
    nextStep: draft.nextStep,
    nextStepAt: fromDateTimeInput(draft.nextStepAt),
    closedAt: fromDateTimeInput(draft.closedAt),
    notes: draft.notes,
    contacts: draft.contacts.filter((contact) => contact.name.trim() || contact.email.trim()),
    resumeId: kind === "uploaded" && id ? id : null,
    generatedResumeId: kind === "built" && id ? id : null,
  };
}

const SELECT_CLASS =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

function ContactsEditor({
  contacts,
  onChange,
}: {
  contacts: ApplicationContact[];
  onChange(contacts: ApplicationContact[]): void;
}) {
  const set = (index: number, field: keyof ApplicationContact, value: string) =>
    onChange(contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Contacts</legend>
      {contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; rows are edited in place
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <Input
            aria-label={`Contact ${index + 1} name`}
            placeholder="Name"
            value={contact.name}
            onChange={(event) => set(index, "name", event.target.value)}
          />
          <Input
            aria-label={`Contact ${index + 1} role`}
            placeholder="Role (recruiter, hiring manager…)"
            value={contact.role}
            onChange={(event) => set(index, "role", event.target.value)}
          />
          <Input
            aria-label={`Contact ${index + 1} e-mail`}
            placeholder="E-mail"
            type="email"
            value={contact.email}
            onChange={(event) => set(index, "email", event.target.value)}
          />
          <Button
            type="button"
            variant="danger"
            size="icon"
            aria-label={`Remove contact ${index + 1}`}
            onClick={() => onChange(contacts.filter((_, i) => i !== index))}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...contacts, { name: "", role: "", email: "" }])}
      >
        <PlusIcon /> Add contact
      </Button>
    </fieldset>
  );
}

export function ApplicationForm({
  draft,
  onChange,
}: {
  draft: ApplicationDraft;
  onChange(draft: ApplicationDraft): void;
}) {
  const id = useId();
  const uploaded = useResumes();
  const built = useGeneratedResumes();
  const field = (name: keyof ApplicationDraft) => ({
    id: `${id}-${name}`,
    value: draft[name] as string,
    onValueChange: (value: string) => onChange({ ...draft, [name]: value }),
  });
  const closed = draft.status === "rejected" || draft.status === "withdrawn";
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Job title" {...field("jobTitle")} maxLength={200} />
        <TextField label="Company" {...field("company")} maxLength={200} />
        <TextField label="Location" {...field("location")} maxLength={200} />
        <TextField label="Salary" {...field("salary")} maxLength={200} placeholder="e.g. €70k–85k a year" />
        <TextField
          label="Posting URL"
          {...field("postingUrl")}
          type="url"
          placeholder="https://"
          className="sm:col-span-2"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            className={SELECT_CLASS}
            value={draft.status}
            onChange={(event) => onChange({ ...draft, status: event.target.value as ApplicationStatus })}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Applied on" {...field("appliedAt")} type="datetime-local" />
        <TextField label="Next step" {...field("nextStep")} maxLength={200} placeholder="e.g. Technical interview" />
        <TextField label="Next step date and time" {...field("nextStepAt")} type="datetime-local" />
        {closed && <TextField label="Closed on" {...field("closedAt")} type="datetime-local" />}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-resume`}>Resume used</Label>
          <select
            id={`${id}-resume`}
            className={SELECT_CLASS}
            value={draft.resume}
            onChange={(event) => onChange({ ...draft, resume: event.target.value })}
          >
            <option value="">None chosen</option>
            {(uploaded.data ?? []).map((resume) => (
              <option key={resume.id} value={`uploaded:${resume.id}`}>
                {resumeLabel(resume)} (uploaded)
              </option>
            ))}
            {(built.data ?? []).map((resume) => (
              <option key={resume.id} value={`built:${resume.id}`}>
                {resume.title} (built)
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-posting`}>Job posting</Label>
        <Textarea
          id={`${id}-posting`}
          rows={8}
          value={draft.postingText}
          onChange={(event) => onChange({ ...draft, postingText: event.target.value })}
          placeholder="The posting's text: matches and letters are written from it."
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea
          id={`${id}-notes`}
          rows={4}
          value={draft.notes}
          onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        />
      </div>
      <ContactsEditor contacts={draft.contacts} onChange={(contacts) => onChange({ ...draft, contacts })} />
    </div>
  );
}
