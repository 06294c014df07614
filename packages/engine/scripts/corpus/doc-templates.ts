// Resumes laid out the way the popular word-processor templates lay them out (the ones people start from in
// Google Docs or Word), written here as HTML and printed by Chromium in build-corpus.ts. The layouts, not any
// template's files: each is this project's own markup.
// - serif: name and headline left, the address, phone and e-mail in a column on the right; the body in two
//   columns (roles and schools left; skills and languages in a narrow right column); "Company, Place — Title"
//   over the dates in small capitals.
// - swiss: one column, headings in a coloured band on the left of each section, "Title, Company" bold with the
//   dates right-aligned on the same line, the place under it in grey.
// - spearmint: a centred name over a contact line set with middle dots, "COMPANY — Title" in capitals, the dates
//   and place on one grey line under it, skills as a comma list.
import { degreeLine, type JsonResumePerson, linkedinOf, showDate, showLocation, showPeriod } from "./person.ts";

export const DOC_TEMPLATES = ["serif", "swiss", "spearmint"] as const;
export type DocTemplate = (typeof DOC_TEMPLATES)[number];

const html = (text: string | undefined) =>
  (text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const bullets = (items: string[] | undefined) =>
  items?.length ? `<ul>${items.map((h) => `<li>${html(h)}</li>`).join("")}</ul>` : "";

/** "MARCH 2021 - PRESENT": a period in small capitals, as the templates print it. */
const capsPeriod = (item: { startDate?: string; endDate?: string }) => showPeriod(item, "long", "-").toUpperCase();

function serif(person: JsonResumePerson): string {
  const b = person.basics;
  const roles = (person.work ?? [])
    .map(
      (w) => `<h3><b>${html(w.name)}</b>${w.location ? `, ${html(w.location)}` : ""} — <i>${html(w.position)}</i></h3>
<p class="when">${html(capsPeriod(w))}</p>${bullets(w.highlights)}`,
    )
    .join("");
  const schools = (person.education ?? [])
    .map(
      (e) => `<h3><b>${html(e.institution)}</b> — <i>${html(degreeLine(e))}</i></h3>
<p class="when">${html(capsPeriod(e))}</p>${e.score ? `<p>GPA ${html(e.score)}</p>` : ""}`,
    )
    .join("");
  const skills = (person.skills ?? []).flatMap((g) => g.keywords ?? []);
  return `<style>
body { font-family: "DejaVu Serif", serif; font-size: 10pt; margin: 0.6in; color: #222; }
.top { display: flex; justify-content: space-between; }
.top h1 { font-size: 26pt; margin: 0; } .top .label { font-size: 11pt; color: #555; }
.contact { text-align: right; font-size: 9pt; line-height: 1.5; }
.body { display: flex; gap: 0.4in; margin-top: 0.3in; }
.main { flex: 3; } .side { flex: 1.2; }
h2 { font-size: 11pt; letter-spacing: 0.08em; color: #2a6f97; margin: 14pt 0 4pt; }
h3 { font-size: 10.5pt; font-weight: normal; margin: 8pt 0 0; }
.when { font-size: 8pt; color: #777; margin: 2pt 0; }
ul { margin: 2pt 0 0 14pt; padding: 0; } p { margin: 2pt 0; }
</style>
<div class="top"><div><h1>${html(b.name)}</h1><div class="label">${html(b.label)}</div></div>
<div class="contact">${[showLocation(b.location), b.phone, b.email].filter(Boolean).map(html).join("<br>")}</div></div>
<div class="body"><div class="main">
${b.summary ? `<h2>PROFILE</h2><p>${html(b.summary)}</p>` : ""}
${roles ? `<h2>EXPERIENCE</h2>${roles}` : ""}
<h2>EDUCATION</h2>${schools}
</div><div class="side">
<h2>SKILLS</h2>${bullets(skills)}
${person.languages?.length ? `<h2>LANGUAGES</h2><p>${person.languages.map((l) => html(l.language)).join(", ")}</p>` : ""}
</div></div>`;
}

function swiss(person: JsonResumePerson): string {
  const b = person.basics;
  const section = (title: string, body: string) =>
    body ? `<section><h2>${title}</h2><div class="content">${body}</div></section>` : "";
  const roles = (person.work ?? [])
    .map(
      (
        w,
      ) => `<div class="row"><b>${html(w.position)}, ${html(w.name)}</b><span>${html(showPeriod(w, "short", "–"))}</span></div>
${w.location ? `<p class="place">${html(w.location)}</p>` : ""}${bullets(w.highlights)}`,
    )
    .join("");
  const schools = (person.education ?? [])
    .map(
      (e) => `<div class="row"><b>${html(e.institution)}</b><span>${html(showPeriod(e, "short", "–"))}</span></div>
<p>${html(degreeLine(e))}</p>`,
    )
    .join("");
  const skills = (person.skills ?? [])
    .map((g) => `<p><b>${html(g.name)}:</b> ${html((g.keywords ?? []).join(", "))}</p>`)
    .join("");
  return `<style>
body { font-family: "DejaVu Sans", sans-serif; font-size: 9.5pt; margin: 0.7in; color: #1d1d1d; }
h1 { font-size: 22pt; margin: 0 0 2pt; } .contact { color: #555; margin-bottom: 12pt; }
section { display: flex; gap: 16pt; margin-top: 10pt; }
h2 { width: 1.3in; flex: none; font-size: 10pt; color: #d1495b; margin: 0; }
.content { flex: 1; } .row { display: flex; justify-content: space-between; margin-top: 6pt; }
.place { color: #777; margin: 0; } ul { margin: 2pt 0 0 14pt; padding: 0; } p { margin: 2pt 0; }
</style>
<h1>${html(b.name)}</h1>
<div class="contact">${[b.email, b.phone, showLocation(b.location), linkedinOf(person)].filter(Boolean).map(html).join(" | ")}</div>
${section("Profile", b.summary ? `<p>${html(b.summary)}</p>` : "")}
${section("Experience", roles)}
${section("Education", schools)}
${section("Skills", skills)}`;
}

function spearmint(person: JsonResumePerson): string {
  const b = person.basics;
  const roles = (person.work ?? [])
    .map(
      (w) => `<h3>${html(w.name.toUpperCase())} — ${html(w.position)}</h3>
<p class="when">${html([showPeriod(w, "long", "–"), w.location].filter(Boolean).join(" · "))}</p>${bullets(w.highlights)}`,
    )
    .join("");
  const schools = (person.education ?? [])
    .map(
      (e) => `<h3>${html(e.institution.toUpperCase())} — ${html(degreeLine(e))}</h3>
<p class="when">${html(e.endDate ? `Graduated ${showDate(e.endDate, "long")}` : "")}</p>`,
    )
    .join("");
  const skills = (person.skills ?? []).flatMap((g) => g.keywords ?? []);
  return `<style>
body { font-family: "DejaVu Sans", sans-serif; font-size: 10pt; margin: 0.75in; color: #263238; }
h1 { text-align: center; font-size: 24pt; margin: 0; color: #00897b; }
.contact { text-align: center; margin: 4pt 0 14pt; font-size: 9pt; }
h2 { font-size: 10pt; letter-spacing: 0.1em; color: #00897b; border-bottom: 1px solid #b2dfdb; margin: 14pt 0 4pt; }
h3 { font-size: 10pt; margin: 8pt 0 0; } .when { color: #78909c; font-size: 9pt; margin: 1pt 0; }
ul { margin: 2pt 0 0 14pt; padding: 0; } p { margin: 2pt 0; }
</style>
<h1>${html(b.name)}</h1>
<div class="contact">${[showLocation(b.location), b.phone, b.email].filter(Boolean).map(html).join(" · ")}</div>
${b.summary ? `<h2>SUMMARY</h2><p>${html(b.summary)}</p>` : ""}
${roles ? `<h2>EXPERIENCE</h2>${roles}` : ""}
<h2>EDUCATION</h2>${schools}
<h2>SKILLS</h2><p>${html(skills.join(", "))}</p>`;
}

export function docTemplateHtml(person: JsonResumePerson, template: DocTemplate): string {
  const body = template === "serif" ? serif(person) : template === "swiss" ? swiss(person) : spearmint(person);
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}
