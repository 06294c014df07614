// The look of OpenResume's PDF (open-resume.com, the most-starred open-source resume builder), written here after
// its published layout with react-pdf (none of its code): a band of colour across the top; the name in colour
// over the summary and a row of contact details, each after an icon drawn as a shape (no text); section titles in
// bold capitals after a short coloured bar ("WORK EXPERIENCE", "EDUCATION", "PROJECTS", "SKILLS", then a section
// of the user's own); each role the company in bold over "Title ........ dates" (the builder has no place per
// role; dates as typed, "Jun 2022 - Present"), bullets after a bold "•"; each school in bold over "Degree - GPA
// ........ dates"; featured skills with five rating dots each, over the skills as bullets. Rendered by
// build-corpus.ts with the server's @react-pdf/renderer, in Carlito (built on Lato, one of OpenResume's fonts).
import type { ReactElement } from "react";
import { degreeLine, type JsonResumePerson, linkedinOf, showLocation, showPeriod } from "./person.ts";

type Renderer = typeof import("@react-pdf/renderer");
type CreateElement = typeof import("react").createElement;

const THEME = "#38bdf8";
const INK = "#171717";
/** OpenResume's spacing unit: Tailwind's quarter rem, in points. */
const unit = (n: number) => n * 3;

export function openResumeDocument(person: JsonResumePerson, pdf: Renderer, h: CreateElement): ReactElement {
  const { Document, Page, View, Text, Svg, Circle } = pdf;
  const text = (content: string, style: object = {}) => h(Text, { style: { color: INK, ...style } }, content);
  const row = (left: ReactElement, right: string) =>
    h(
      View,
      { style: { flexDirection: "row", justifyContent: "space-between", marginTop: unit(1.5) } },
      left,
      text(right),
    );
  const bullets = (items: string[]) =>
    h(
      View,
      { style: { marginTop: unit(1.5) } },
      ...items.map((item) =>
        h(
          View,
          { style: { flexDirection: "row" } },
          text("•", { fontWeight: 700, paddingHorizontal: unit(2) }),
          text(item, { flexGrow: 1, flexBasis: 0 }),
        ),
      ),
    );
  const section = (heading: string, ...children: ReactElement[]) =>
    h(
      View,
      { style: { marginTop: unit(5), gap: unit(2) } },
      h(
        View,
        { style: { flexDirection: "row", alignItems: "center" } },
        h(View, { style: { height: 3.75, width: 30, backgroundColor: THEME, marginRight: unit(3.5) } }),
        h(Text, { style: { fontWeight: 700, letterSpacing: 0.3 } }, heading),
      ),
      ...children,
    );
  const icon = () =>
    h(Svg, { width: 9, height: 9, viewBox: "0 0 10 10" }, h(Circle, { cx: 5, cy: 5, r: 4, fill: INK }));
  const rating = (skill: string, level: number) =>
    h(
      View,
      { style: { flexDirection: "row", alignItems: "center", width: "33%" } },
      text(skill, { marginRight: unit(0.5) }),
      ...[0, 1, 2, 3, 4].map((dot) =>
        h(View, {
          style: {
            height: 9,
            width: 9,
            marginLeft: 2.25,
            borderRadius: 4.5,
            backgroundColor: dot <= level ? THEME : "#d9d9d9",
          },
        }),
      ),
    );

  const b = person.basics;
  const contact = [
    b.email,
    b.phone,
    showLocation(b.location),
    linkedinOf(person) || b.url?.replace(/^https?:\/\//, ""),
  ];
  const profile = h(
    View,
    { style: { marginTop: unit(4) } },
    text(b.name, { fontWeight: 700, color: THEME, fontSize: 20 }),
    ...(b.summary ? [text(b.summary)] : []),
    h(
      View,
      { style: { flexDirection: "row", justifyContent: "space-between", flexWrap: "wrap", marginTop: unit(0.5) } },
      ...contact
        .filter((item): item is string => !!item)
        .map((item) =>
          h(View, { style: { flexDirection: "row", alignItems: "center", gap: unit(1) } }, icon(), text(item)),
        ),
    ),
  );
  const work = (person.work ?? []).map((w, i) =>
    h(
      View,
      { style: i > 0 ? { marginTop: unit(2) } : {} },
      text(w.name, { fontWeight: 700 }),
      row(text(w.position), showPeriod(w, "short", "-")),
      bullets([w.summary ?? "", ...(w.highlights ?? [])].filter(Boolean)),
    ),
  );
  const schools = (person.education ?? []).map((e) =>
    h(
      View,
      {},
      text(e.institution, { fontWeight: 700 }),
      row(
        text(e.score ? `${degreeLine(e)} - ${Number(e.score) ? `${e.score} GPA` : e.score}` : degreeLine(e)),
        showPeriod(e, "short", "-"),
      ),
      ...(e.courses?.length ? [bullets([`Coursework: ${e.courses.join(", ")}`])] : []),
    ),
  );
  const projects = (person.projects ?? []).map((p) =>
    h(
      View,
      {},
      text(p.name, { fontWeight: 700 }),
      bullets([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean)),
    ),
  );
  const featured = (person.skills?.[0]?.keywords ?? []).slice(0, 6);
  const skillLines = [
    ...(person.skills ?? []).map((s) => `${s.name}: ${(s.keywords ?? []).join(", ")}`),
    ...(person.languages?.length ? [`Languages: ${person.languages.map((l) => l.language).join(", ")}`] : []),
  ];
  const certificates = (person.certificates ?? []).map(
    (c) => [c.name, c.issuer].filter(Boolean).join(", ") + (c.date ? ` (${showPeriod({ endDate: c.date })})` : ""),
  );
  return h(
    Document,
    { title: `${b.name} - Resume`, author: b.name },
    h(
      Page,
      { size: "LETTER", style: { fontFamily: "Carlito", fontSize: 11, color: INK } },
      h(View, { style: { height: unit(3.5), width: "100%", backgroundColor: THEME } }),
      h(
        View,
        { style: { paddingHorizontal: unit(20) } },
        profile,
        ...(work.length ? [section("WORK EXPERIENCE", ...work)] : []),
        ...(schools.length ? [section("EDUCATION", ...schools)] : []),
        ...(projects.length ? [section("PROJECTS", ...projects)] : []),
        section(
          "SKILLS",
          h(
            View,
            { style: { flexDirection: "row", flexWrap: "wrap", rowGap: unit(1) } },
            ...featured.map((skill, i) => rating(skill, 4 - (i % 3))),
          ),
          bullets(skillLines),
        ),
        ...(certificates.length ? [section("CERTIFICATIONS", bullets(certificates))] : []),
      ),
    ),
  );
}
