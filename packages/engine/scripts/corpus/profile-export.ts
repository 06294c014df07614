// A professional network's "save profile as PDF" export, the resume many people send without making one: a
// grey sidebar (Contact, Top Skills, Languages, Certifications) beside the main column (name, headline, place,
// Summary, Experience, Education); each role as the company in bold, the title, "January 2020 - Present
// (4 years 11 months)" and the place on lines of their own, its description typed as "- " lines; each school
// over "Degree, Field · (2012 - 2016)". Written here as HTML, printed by Chromium in build-corpus.ts with a
// "Page 1 of 2" footer. The layout, not the network's files: this project's own markup.
import type { JsonResumeLocation, JsonResumePerson } from "./person.ts";
import { showDate, showPeriod } from "./person.ts";

const html = (text: string | undefined) =>
  (text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const countryName = new Intl.DisplayNames(["en"], { type: "region" });

/** "Columbus, OH, United States": the city, the region and the country in full, as profiles print places. */
function profilePlace(location: JsonResumeLocation | undefined): string {
  if (!location?.city) return "";
  const country = location.countryCode ? countryName.of(location.countryCode.toUpperCase()) : "";
  return [location.city, location.region, country].filter(Boolean).join(", ");
}

/** Months from "2019-04" (or "2019") to "2024-12" (an open end is the day the corpus fixes: December 2024). */
function lengthOf(start: string, end: string | undefined): string {
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + (date.length > 4 ? Number(date.slice(5, 7)) - 1 : 0);
  const total = months(end ?? "2024-12") - months(start) + 1;
  const [years, rest] = [Math.floor(total / 12), total % 12];
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n > 1 ? "s" : ""}` : "");
  return [unit(years, "year"), unit(rest, "month")].filter(Boolean).join(" ");
}

export function profileExportHtml(person: JsonResumePerson): string {
  const b = person.basics;
  const profile = b.profiles?.find((p) => /linkedin/i.test(p.network ?? p.url ?? ""));
  const skills = (person.skills ?? []).flatMap((group) => group.keywords ?? []);
  const role = (w: NonNullable<JsonResumePerson["work"]>[number]) => {
    const period = w.startDate
      ? `${showPeriod(w, "long", "-")} (${lengthOf(w.startDate, w.endDate)})`
      : w.endDate
        ? showDate(w.endDate, "long")
        : "";
    return `<p class="title">${html(w.position)}</p>
${period ? `<p class="grey">${html(period)}</p>` : ""}${w.location ? `<p class="grey">${html(w.location)}</p>` : ""}
${(w.highlights ?? []).map((h) => `<p>- ${html(h)}</p>`).join("")}`;
  };
  // Roles in a row at one employer are grouped under its name once, with the time spent there in all, as the
  // network prints a promotion.
  const groups: Array<NonNullable<JsonResumePerson["work"]>> = [];
  for (const w of person.work ?? []) {
    const last = groups.at(-1);
    if (last && last[0]!.name === w.name) last.push(w);
    else groups.push([w]);
  }
  const roles = groups
    .map((group) => {
      const first = group.at(-1)!.startDate;
      const total = group.length > 1 && first ? `<p class="grey">${html(lengthOf(first, group[0]!.endDate))}</p>` : "";
      return `<h3>${html(group[0]!.name)}</h3>${total}${group.map(role).join("")}`;
    })
    .join("");
  const schools = (person.education ?? [])
    .map((e) => {
      const years = [e.startDate?.slice(0, 4), e.endDate?.slice(0, 4)].filter(Boolean).join(" - ");
      const degree = [e.studyType, e.area].filter(Boolean).join(", ");
      return `<h3>${html(e.institution)}</h3><p>${html(degree)}${years ? ` · (${html(years)})` : ""}</p>`;
    })
    .join("");
  const side = [
    `<h2>Contact</h2>${[b.email, b.phone]
      .filter(Boolean)
      .map((c) => `<p>${html(c)}</p>`)
      .join("")}`,
    profile?.url ? `<p>${html(profile.url.replace(/^https?:\/\//, ""))} (LinkedIn)</p>` : "",
    skills.length ? `<h2>Top Skills</h2>${skills.map((s) => `<p>${html(s)}</p>`).join("")}` : "",
    person.languages?.length
      ? `<h2>Languages</h2>${person.languages.map((l) => `<p>${html(l.language)}${l.fluency ? ` (${html(l.fluency)})` : ""}</p>`).join("")}`
      : "",
    person.certificates?.length
      ? `<h2>Certifications</h2>${person.certificates.map((c) => `<p>${html(c.name)}</p>`).join("")}`
      : "",
  ].join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { font-family: "DejaVu Sans", sans-serif; font-size: 10pt; margin: 0; color: #181818; }
.page { display: flex; min-height: 100vh; }
.side { width: 2.1in; flex: none; background: #f2f5f7; padding: 0.5in 0.25in; font-size: 9pt; }
.main { flex: 1; padding: 0.5in 0.45in; }
h1 { font-size: 24pt; font-weight: normal; margin: 0; } .headline { font-size: 11pt; margin: 4pt 0; }
h2 { font-size: 13pt; font-weight: normal; color: #111; margin: 14pt 0 6pt; }
.side h2 { font-size: 11pt; margin: 10pt 0 4pt; }
h3 { font-size: 11pt; font-weight: normal; margin: 10pt 0 0; }
.title { font-size: 10.5pt; margin: 2pt 0 0; } .grey { color: #6a6a6a; margin: 1pt 0; }
p { margin: 2pt 0; }
</style></head><body><div class="page"><div class="side">${side}</div><div class="main">
<h1>${html(b.name)}</h1>${b.label ? `<p class="headline">${html(b.label)}</p>` : ""}
<p class="grey">${html(profilePlace(b.location))}</p>
${b.summary ? `<h2>Summary</h2><p>${html(b.summary)}</p>` : ""}
${roles ? `<h2>Experience</h2>${roles}` : ""}
${schools ? `<h2>Education</h2>${schools}` : ""}
</div></div></body></html>`;
}
