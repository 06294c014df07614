// The Europass CV as its 2013 template lays it out, still the CV many Europeans send: a left column of labels in
// small capitals set flush right (section names, "Dates", "Business or sector", "Mother tongue(s)"), the content
// beside them on the right; contact details on labelled lines; each role as its dates in the left column beside
// the position held, then the employer and its place, the activities as bullets and "Business or sector"; each
// school as its dates beside the qualification, then the organisation; a CEFR grid of the other languages;
// "Job-related skills" and "Digital skills"; certifications under "Additional information". Written here as HTML (this project's own markup,
// not the template's files), printed by Chromium on A4 in build-corpus.ts.
import type { JsonResumePerson } from "./person.ts";
import { linkedinOf, showLocation, showPeriod } from "./person.ts";

const html = (text: string | undefined) =>
  (text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One row of the template: a label (or dates) on the left, content on the right. */
const row = (label: string, content: string, className = "") =>
  `<tr class="${className}"><td class="label">${label}</td><td class="content">${content}</td></tr>`;

const heading = (title: string) => row(html(title), "", "heading");

const CEFR = ["A1", "A2", "B1", "B2", "C1", "C2"];

/** A fluency in words as the grid's level ("Professional working proficiency" -> C1). */
function cefrLevel(fluency: string | undefined): string {
  const written = /\b([ABC][12])\b/.exec(fluency ?? "")?.[1];
  if (written) return written;
  if (/native|bilingual|full/i.test(fluency ?? "")) return "C2";
  if (/fluent|professional|advanced/i.test(fluency ?? "")) return "C1";
  if (/intermediate|conversational|working/i.test(fluency ?? "")) return "B1";
  return CEFR[1]!;
}

export function europassHtml(person: JsonResumePerson): string {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const contact = [
    showLocation(b.location) ? `<p class="contact">&#8962; ${html(showLocation(b.location))}</p>` : "",
    b.phone ? `<p class="contact">&#9990; ${html(b.phone)}</p>` : "",
    b.email ? `<p class="contact">&#9993; ${html(b.email)}</p>` : "",
    linkedin ? `<p class="contact">&#8599; ${html(linkedin)}</p>` : "",
  ].join("");
  const rows = [
    row("Personal information", `<p class="name">${html(b.name)}</p>${contact}`, "personal"),
    b.label ? row("Job applied for", `<p class="applied">${html(b.label)}</p>`, "applied-row") : "",
  ];
  if (b.summary) rows.push(heading("Personal statement"), row("", `<p>${html(b.summary)}</p>`));
  if (person.work?.length) {
    rows.push(heading("Work experience"));
    for (const w of person.work) {
      const employer = [w.name, w.location].filter(Boolean).join(", ");
      const activities = (w.highlights ?? []).map((h) => `<li>${html(h)}</li>`).join("");
      rows.push(
        row(
          html(showPeriod(w, "short", "–")),
          `<p class="position">${html(w.position)}</p><p>${html(employer)}</p>${activities ? `<ul>${activities}</ul>` : ""}`,
          "entry",
        ),
      );
    }
  }
  if (person.education?.length) {
    rows.push(heading("Education and training"));
    for (const e of person.education) {
      const qualification = [e.studyType, e.area].filter(Boolean).join(" in ");
      rows.push(
        row(
          html(showPeriod(e, "short", "–")),
          `<p class="position">${html(qualification || e.institution)}</p>${qualification ? `<p>${html(e.institution)}</p>` : ""}${e.score ? `<p>Final grade: ${html(e.score)}</p>` : ""}`,
          "entry",
        ),
      );
    }
  }
  rows.push(heading("Personal skills"));
  const languages = person.languages ?? [];
  const native = languages.filter((l) => /native|mother/i.test(l.fluency ?? ""));
  const others = languages.filter((l) => !native.includes(l));
  if (native.length) rows.push(row("Mother tongue(s)", `<p>${native.map((l) => html(l.language)).join(", ")}</p>`));
  if (others.length) {
    const grid = others
      .map((l) => {
        const level = cefrLevel(l.fluency);
        return `<tr><td class="lang">${html(l.language)}</td>${"<td>LEVEL</td>".repeat(5).replaceAll("LEVEL", level)}</tr>`;
      })
      .join("");
    rows.push(
      row(
        "Other language(s)",
        `<table class="cefr"><tr><td></td><td colspan="2">UNDERSTANDING</td><td colspan="2">SPEAKING</td><td>WRITING</td></tr>
<tr><td></td><td>Listening</td><td>Reading</td><td>Spoken interaction</td><td>Spoken production</td><td></td></tr>${grid}</table>
<p class="small">Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user</p>`,
      ),
    );
  }
  const keywords = (person.skills ?? []).flatMap((s) => s.keywords ?? []);
  if (keywords.length) rows.push(row("Job-related skills", `<p>${html(keywords.join(", "))}</p>`));
  rows.push(
    row(
      "Digital skills",
      `<table class="cefr"><tr><td colspan="5">SELF-ASSESSMENT</td></tr><tr><td>Information processing</td><td>Communication</td><td>Content creation</td><td>Safety</td><td>Problem solving</td></tr><tr><td>Independent user</td><td>Proficient user</td><td>Independent user</td><td>Independent user</td><td>Independent user</td></tr></table>`,
    ),
  );
  const certificates = (person.certificates ?? []).map(
    (c) => `<p>${html([c.name, c.issuer, c.date].filter(Boolean).join(", "))}</p>`,
  );
  if (certificates.length) rows.push(heading("Additional information"), row("Certifications", certificates.join("")));
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm 10mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8.5pt; color: #3f3a38; margin: 0; }
table.cv { border-collapse: collapse; width: 100%; }
td.label { width: 30%; text-align: right; vertical-align: top; padding: 2pt 8pt 2pt 0; color: #0e4194;
  font-size: 8pt; text-transform: uppercase; }
td.content { vertical-align: top; padding: 2pt 0 2pt 4pt; }
tr.heading td.label { padding-top: 12pt; font-size: 9pt; }
tr.heading td.content { border-bottom: 1px solid #1593cb; }
tr.entry td { padding-top: 6pt; }
p { margin: 1pt 0; } ul { margin: 2pt 0; padding-left: 12pt; }
.name { font-size: 13pt; color: #0e4194; } .position { font-size: 10pt; color: #0e4194; }
.applied { font-size: 11pt; color: #0e4194; }
.small { font-size: 6.5pt; }
table.cefr { border-collapse: collapse; font-size: 7pt; text-align: center; }
table.cefr td { padding: 1pt 5pt; border: 1px solid #ddd; } td.lang { text-align: left; }
</style></head><body><table class="cv">${rows.join("")}</table></body></html>`;
}
