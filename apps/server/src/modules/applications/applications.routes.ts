import {
  ApplicationCreateRequest,
  ApplicationListResponse,
  ApplicationResponse,
  type ApplicationSummary,
  ApplicationUpdateRequest,
  ErrorResponse,
  ImportedPosting,
  MAX_APPLICATION_NOTES_CHARS,
  PostingImportRequest,
  ResumeIdParams,
  STATUS_LABELS,
} from "@hireable/contracts";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { toCsv } from "../../lib/csv.ts";
import type { Guards } from "../../plugins/authentication.ts";
import type { ApplicationsService } from "./applications.service.ts";
import { fetchPage, type PageFetchPolicy } from "./import/page-fetch.ts";
import { readPosting } from "./import/posting-reader.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const security = [{ bearer: [] }];
const tags = ["applications"];

const when = (timestamp: { _seconds: number } | null) =>
  timestamp ? new Date(timestamp._seconds * 1000).toISOString() : "";

const CSV_COLUMNS: Array<[header: string, value: (application: ApplicationSummary) => string]> = [
  ["Company", (a) => a.company],
  ["Job title", (a) => a.jobTitle],
  ["Location", (a) => a.location],
  ["Status", (a) => STATUS_LABELS[a.status]],
  ["Salary", (a) => a.salary],
  ["Posting URL", (a) => a.postingUrl],
  ["Saved", (a) => when(a.savedAt)],
  ["Applied", (a) => when(a.appliedAt)],
  ["Next step", (a) => a.nextStep],
  ["Next step at", (a) => when(a.nextStepAt)],
  ["Closed", (a) => when(a.closedAt)],
  ["Resume", (a) => a.resume?.title ?? ""],
  ["Match score", (a) => (a.match ? String(a.match.score) : "")],
  ["Missing keywords", (a) => a.match?.missingKeywords.join("; ") ?? ""],
  ["Cover letter", (a) => a.coverLetter?.title ?? ""],
  ["Contacts", (a) => a.contacts.map((c) => [c.name, c.role, c.email].filter(Boolean).join(", ")).join("; ")],
  ["Notes", (a) => a.notes],
];

/** /api/applications: the user's applications, their CSV export and the import of a posting from its URL. */
export function applicationsRoutes(deps: {
  service: ApplicationsService;
  guards: Guards;
  importPolicy: PageFetchPolicy;
  importsPerMinute: number;
}): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  return async (app) => {
    app.addHook("preHandler", guards.requireUser);
    // A JSON body over the server's 1 MB limit here is an oversized field, not an upload: say which limits hold.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        const limit = MAX_APPLICATION_NOTES_CHARS.toLocaleString("en-US");
        throw Object.assign(
          new Error(`The request is too large: notes and the posting hold up to ${limit} characters each.`),
          { statusCode: 400, code: "REQUEST_TOO_LARGE" },
        );
      }
      throw error;
    });

    app.get(
      "/applications",
      {
        schema: {
          tags,
          summary: "Your applications",
          description:
            "Each application as the board shows it, without the posting's text: GET /api/applications/{id} gives it whole.",
          security,
          response: { 200: ApplicationListResponse, 401: ErrorResponse },
        },
      },
      async (request) => ({ applications: await service.list(request.user!.id) }),
    );
    app.post(
      "/applications",
      {
        schema: {
          tags,
          summary: "Save an application",
          description:
            "With `jobMatchId` or `coverLetterId`, the posting, job title, company and resume are filled in from that document unless the request sets them.",
          security,
          body: ApplicationCreateRequest,
          response: { 201: ApplicationResponse, ...errors },
        },
      },
      async (request, reply) => {
        return reply.status(201).send(await service.create(request.user!.id, request.body));
      },
    );
    app.get(
      "/applications/export.csv",
      {
        schema: {
          tags,
          summary: "All your applications as CSV",
          security,
          produces: ["text/csv"],
          response: { 200: z.string(), 401: ErrorResponse },
        },
      },
      async (request, reply) => {
        const applications = await service.list(request.user!.id);
        const rows = [
          CSV_COLUMNS.map(([header]) => header),
          ...applications.map((a) => CSV_COLUMNS.map(([, v]) => v(a))),
        ];
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", contentDisposition("attachment", "applications.csv"))
          .header("cache-control", "no-store")
          .send(toCsv(rows));
      },
    );
    app.post(
      "/applications/import",
      {
        // Each import makes this server fetch a page: limited like uploads.
        config: { rateLimit: { max: deps.importsPerMinute, timeWindow: "1 minute" } },
        schema: {
          tags,
          summary: "Read a posting from its web address",
          description:
            "Fetches the page (http or https, public addresses only, at most 3 redirects, 5 s, 2 MB, HTML only) and reads the posting from its schema.org JobPosting, else from its main text. Nothing is saved.",
          security,
          body: PostingImportRequest,
          response: { 200: ImportedPosting, ...errors, 422: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const page = await fetchPage(request.body.url, deps.importPolicy);
        return readPosting(page.html, page.url);
      },
    );
    app.get(
      "/applications/:id",
      {
        schema: {
          tags,
          summary: "One application, with its history",
          security,
          params: ResumeIdParams,
          response: { 200: ApplicationResponse, ...errors },
        },
      },
      async (request) => service.get(request.user!.id, request.params.id),
    );
    app.patch(
      "/applications/:id",
      {
        schema: {
          tags,
          summary: "Change an application: its fields, its status (a move on the board) or its place in a column",
          security,
          params: ResumeIdParams,
          body: ApplicationUpdateRequest,
          response: { 200: ApplicationResponse, ...errors },
        },
      },
      async (request) => service.update(request.user!.id, request.params.id, request.body),
    );
    app.delete(
      "/applications/:id",
      {
        schema: {
          tags,
          summary: "Delete an application",
          security,
          params: ResumeIdParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await service.remove(request.user!.id, request.params.id);
        return { message: "Application deleted." };
      },
    );
  };
}
