// LaTeX sources for the corpus, in three layouts that real LaTeX resumes use. Each is compiled by Debian's TeX
// Live (lualatex: Vietnamese and other accented names need Unicode fonts) in build-corpus.ts.
// - article: the one-page style most software engineers use (sb2nov / "Jake's resume"): bold company and
//   place, italic title and dates right-aligned with \hfill; the header order varies from person to person.
// - marginpar: a narrow text block with each role's dates in the right margin, on the first bullet's line,
//   justified and hyphenated text (the layout where dates land inside a bullet).
// - moderncv: the moderncv class ("classic" style): dates in a left column beside each entry.
// - columns: the look of CVs generated from YAML by CV tools: a centred header with the contact details on one
//   line, section titles ruled to the margin, each role as "Company, Title" with the place over the dates in a
//   right-hand column, each school's degree in a narrow left column, lower-case "present".
import {
  degreeLine,
  type JsonResumePerson,
  type JsonResumeWork,
  linkedinOf,
  showLocation,
  showPeriod,
} from "./person.ts";

export type LatexStyle = "article" | "marginpar" | "moderncv" | "columns";
type ModerncvStyle = "classic" | "banking" | "casual" | "oldstyle" | "fancy";
/** CTAN's CV classes and moderncv's other styles, one per person in turn (the latex-cv-classes family). */
export const CV_CLASS_LAYOUTS = ["banking", "casual", "oldstyle", "fancy", "europecv", "currvita"] as const;
export type CvClassLayout = (typeof CV_CLASS_LAYOUTS)[number];

export function tex(text: string | undefined): string {
  return (text ?? "")
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([#$%&_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/–/g, "--")
    .replace(/σ/g, "$\\sigma$");
}

const PREAMBLE = String.raw`\usepackage{fontspec}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}`;

function skillLines(person: JsonResumePerson): string {
  return (person.skills ?? [])
    .map((group) => `\\textbf{${tex(group.name)}:} ${tex((group.keywords ?? []).join(", "))}`)
    .join(" \\\\\n");
}

function contactLine(person: JsonResumePerson, separator: string): string {
  const b = person.basics;
  return [showLocation(b.location), b.phone, b.email, linkedinOf(person)].filter(Boolean).map(tex).join(separator);
}

function articleRole(work: JsonResumeWork, variant: number): string {
  const period = tex(showPeriod(work, "short", "–"));
  const place = tex(work.location);
  const header = [
    `\\textbf{${tex(work.name)}} \\hfill ${place} \\\\\n\\textit{${tex(work.position)}} \\hfill \\textit{${period}}`,
    `\\textbf{${tex(work.position)}}, ${tex(work.name)}${place ? ` -- ${place}` : ""} \\hfill ${period}`,
    `\\textbf{${tex(work.position)}} \\hfill ${period} \\\\\n${tex(work.name)}${place ? `, ${place}` : ""}`,
  ][variant % 3];
  const bullets = (work.highlights ?? []).map((h) => `  \\item ${tex(h)}`).join("\n");
  // (A role with no bullets has no list: LaTeX refuses an empty one.)
  return `\\noindent ${header}\n${bullets ? `\\begin{itemize}\\itemsep0pt\n${bullets}\n\\end{itemize}\n` : "\\par\\medskip\n"}`;
}

function article(person: JsonResumePerson, variant: number): string {
  const b = person.basics;
  const section = (title: string) => `\\section*{${title}}\\vspace{-6pt}\\hrule\\vspace{4pt}`;
  const education = (person.education ?? [])
    .map(
      (e) =>
        `\\noindent\\textbf{${tex(e.institution)}} \\hfill ${tex(showPeriod(e))} \\\\\n\\textit{${tex(degreeLine(e))}}${e.score ? `, GPA ${tex(e.score)}` : ""}\n`,
    )
    .join("\n\\smallskip\n");
  const projects = (person.projects ?? [])
    .map(
      (p) =>
        `\\noindent\\textbf{${tex(p.name)}}${p.keywords?.length ? ` $|$ \\textit{${tex(p.keywords.join(", "))}}` : ""}\n\\begin{itemize}\\itemsep0pt\n${[
          p.description,
          ...(p.highlights ?? []),
        ]
          .filter(Boolean)
          .map((h) => `  \\item ${tex(h)}`)
          .join("\n")}\n\\end{itemize}\n`,
    )
    .join("\n");
  return String.raw`\documentclass[letterpaper,10pt]{article}
${PREAMBLE}
\usepackage[margin=0.6in]{geometry}
\usepackage{enumitem}
\setlist[itemize]{leftmargin=1.5em,topsep=2pt}
\begin{document}
\begin{center}
{\LARGE\bfseries ${tex(b.name)}} \\[2pt]
${contactLine(person, " $|$ ")}
\end{center}
${b.summary ? `${section("Summary")}\n${tex(b.summary)}\n` : ""}
${person.work?.length ? `${section("Experience")}\n${person.work.map((w) => articleRole(w, variant)).join("\n")}` : ""}
${projects ? `${section("Projects")}\n${projects}` : ""}
${section("Education")}
${education}
${section("Technical Skills")}
\noindent ${skillLines(person)}
\end{document}
`;
}

function marginpar(person: JsonResumePerson): string {
  const b = person.basics;
  const roles = (person.work ?? [])
    .map((w) => {
      const [first = "", ...rest] = w.highlights ?? [];
      const date = `\\marginpar{\\raggedleft\\small ${tex(showPeriod(w, "long", "–"))}}`;
      if (!first) return `\\subsection*{${tex(w.position)}, ${tex(w.name)}}\n\\noindent${date}\\mbox{}\\par`;
      return `\\subsection*{${tex(w.position)}, ${tex(w.name)}}\n\\begin{itemize}\n  \\item ${date}${tex(first)}\n${rest.map((h) => `  \\item ${tex(h)}`).join("\n")}\n\\end{itemize}`;
    })
    .join("\n");
  const education = (person.education ?? [])
    .map(
      (e) =>
        `\\subsection*{${tex(e.institution)}}\n\\marginpar{\\raggedleft\\small ${tex(showPeriod(e, "long", "–"))}}${tex(degreeLine(e))}${e.score ? ` (GPA ${tex(e.score)})` : ""}\n`,
    )
    .join("\n");
  return String.raw`\documentclass[a4paper,11pt]{article}
${PREAMBLE}
\usepackage[left=2cm,textwidth=12.5cm,marginparwidth=3.6cm,marginparsep=0.4cm,top=2cm,bottom=2cm]{geometry}
\begin{document}
\noindent{\Large\bfseries ${tex(b.name)}}\\
${tex(b.email)} \textbullet\ ${tex(b.phone)} \textbullet\ ${tex(showLocation(b.location))}
${b.summary ? `\\section*{Profile}\n${tex(b.summary)}` : ""}
${roles ? `\\section*{Work Experience}\n${roles}` : ""}
\section*{Education}
${education}
\section*{Skills}
${skillLines(person)}
\end{document}
`;
}

function moderncv(person: JsonResumePerson, style: ModerncvStyle = "classic"): string {
  const b = person.basics;
  const [first, ...rest] = b.name.split(" ");
  const roles = (person.work ?? [])
    .map(
      (w) =>
        `\\cventry{${tex(showPeriod(w, "short", "--"))}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{}{%\n${w.highlights?.length ? `\\begin{itemize}\n${w.highlights.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}` : ""}}`,
    )
    .join("\n");
  const education = (person.education ?? [])
    .map(
      (e) =>
        `\\cventry{${tex(showPeriod(e, "short", "--"))}}{${tex(degreeLine(e))}}{${tex(e.institution)}}{}{${e.score ? `GPA ${tex(e.score)}` : ""}}{}`,
    )
    .join("\n");
  const skills = (person.skills ?? [])
    .map((s) => `\\cvitem{${tex(s.name)}}{${tex((s.keywords ?? []).join(", "))}}`)
    .join("\n");
  return String.raw`\documentclass[11pt,a4paper,sans]{moderncv}
\moderncvstyle{${style}}
\moderncvcolor{blue}
\moderncvicons{letters}
\usepackage[scale=0.8]{geometry}
\name{${tex(first)}}{${tex(rest.join(" "))}}
${b.label ? `\\title{${tex(b.label)}}` : ""}
${b.location?.city ? `\\address{${tex(showLocation(b.location))}}{}{}` : ""}
${b.phone ? `\\phone[mobile]{${tex(b.phone)}}` : ""}
${b.email ? `\\email{${tex(b.email)}}` : ""}
\begin{document}
\makecvtitle
${b.summary ? `\\section{Summary}\n\\cvitem{}{${tex(b.summary)}}` : ""}
${roles ? `\\section{Experience}\n${roles}` : ""}
\section{Education}
${education}
\section{Skills}
${skills}
\end{document}
`;
}

function columns(person: JsonResumePerson): string {
  const b = person.basics;
  const period = (item: { startDate?: string; endDate?: string }) =>
    tex(showPeriod(item, "short", "–").replace("Present", "present"));
  const section = (title: string) => `\\medskip\\noindent{\\large\\bfseries ${title}}\\,\\hrulefill\\par\\smallskip`;
  // A row: the entry's text left, a right-hand column of the given lines (the place over the dates).
  const row = (left: string, right: string[]) =>
    `\\noindent\\begin{tabular*}{\\linewidth}{@{}p{\\dimexpr\\linewidth-4.4cm\\relax}@{\\extracolsep{\\fill}}r@{}}\n${left} & \\begin{tabular}[t]{@{}r@{}}${right.filter(Boolean).join(" \\\\ ")}\\end{tabular}\n\\end{tabular*}`;
  const highlights = (items: string[]) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.2em,topsep=1pt,itemsep=0pt]\n${items.map((h) => `  \\item ${tex(h)}`).join("\n")}\n\\end{itemize}`
      : "";
  const roles = (person.work ?? [])
    .map(
      (w) =>
        `${row(`\\textbf{${tex(w.name)}}, ${tex(w.position)}`, [tex(w.location), period(w)])}\n${highlights(w.highlights ?? [])}`,
    )
    .join("\\smallskip\n");
  const education = (person.education ?? [])
    .map((e) =>
      row(
        `\\parbox[t]{2.4cm}{\\raggedright\\textbf{${tex(e.studyType)}}}\\hspace{0.3cm}\\parbox[t]{\\dimexpr\\linewidth-7.2cm\\relax}{\\raggedright\\textbf{${tex(e.institution)}}${e.area ? `, ${tex(e.area)}` : ""}${e.score ? ` \\\\ GPA: ${tex(e.score)}` : ""}}`,
        [period(e)],
      ),
    )
    .join("\\par\\smallskip\n");
  const contact = [showLocation(b.location), b.email, b.phone, b.url?.replace(/^https?:\/\//, ""), linkedinOf(person)]
    .filter(Boolean)
    .map(tex)
    .join("\\quad ");
  const skills = (person.skills ?? [])
    .map((g) => `\\textbf{${tex(g.name)}:} ${tex((g.keywords ?? []).join(", "))}`)
    .join("\\\\\n");
  return String.raw`\documentclass[10pt,letterpaper]{article}
${PREAMBLE}
\usepackage[margin=2cm]{geometry}
\usepackage{enumitem}
\setlength{\parindent}{0pt}
\begin{document}
\begin{center}
{\fontsize{24pt}{28pt}\selectfont ${tex(b.name)}}\\[6pt]
{\small ${contact}}
\end{center}
${b.summary ? `${section("Summary")}\n${tex(b.summary)}\n` : ""}
${roles ? `${section("Experience")}\n${roles}\n` : ""}
${section("Education")}
${education}
${section("Skills")}
${skills}
\end{document}
`;
}

/**
 * europecv, the LaTeX class of the Europass CV as it was until 2012: a two-column table with the labels the form
 * prescribes ("Dates", "Occupation or position held", "Name and address of employer") flush right beside a rule.
 */
function europecv(person: JsonResumePerson): string {
  const b = person.basics;
  const items = (pairs: Array<[string, string]>) =>
    pairs
      .filter(([, value]) => value)
      .map(([label, value]) => `\\ecvitem{${label}}{${value}}`)
      .join("\n");
  const bullets = (lines: string[]) =>
    lines.length
      ? `\\vspace{-1ex}\\begin{itemize}\n${lines.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}`
      : "";
  const roles = (person.work ?? [])
    .map((w) =>
      items([
        ["Dates", tex(showPeriod(w, "long", "--"))],
        ["Occupation or position held", tex(w.position)],
        ["Name and address of employer", tex([w.name, w.location].filter(Boolean).join(", "))],
        ["Main activities and responsibilities", bullets(w.highlights ?? [])],
      ]),
    )
    .join("\n\\ecvitem{}{}\n");
  const education = (person.education ?? [])
    .map((e) =>
      items([
        ["Dates", tex(showPeriod(e, "long", "--"))],
        ["Title of qualification awarded", tex(degreeLine(e))],
        ["Name and type of organisation providing education and training", tex(e.institution)],
        ["Level in national or international classification", e.score ? `GPA ${tex(e.score)}` : ""],
      ]),
    )
    .join("\n\\ecvitem{}{}\n");
  const skills = (person.skills ?? [])
    .map((s) => `\\ecvitem{${tex(s.name)}}{${tex((s.keywords ?? []).join(", "))}}`)
    .join("\n");
  const address = [
    b.location?.address,
    [b.location?.postalCode, b.location?.city].filter(Boolean).join(" "),
    b.location?.region || b.location?.countryCode,
  ]
    .filter(Boolean)
    .join(", ");
  return String.raw`\documentclass[english,a4paper,nologo,noflag]{europecv}
${PREAMBLE}
\usepackage[margin=1.6cm]{geometry}
\ecvname{${tex(b.name)}}
${address ? `\\ecvaddress{${tex(address)}}` : ""}
${b.phone ? `\\ecvtelephone{${tex(b.phone)}}` : ""}
${b.email ? `\\ecvemail{${tex(b.email)}}` : ""}
\begin{document}
\begin{europecv}
\ecvpersonalinfo
${b.label ? `\\ecvitem{\\large Desired employment / Occupational field}{\\large ${tex(b.label)}}` : ""}
${roles ? `\\section{Work experience}\n${roles}` : ""}
\section{Education and training}
${education}
\section{Personal skills and competences}
${skills}
\end{europecv}
\end{document}
`;
}

/** currvita, the oldest CV package on CTAN: labelled lists, the labels (dates, "Phone") in a left column. */
function currvita(person: JsonResumePerson): string {
  const b = person.basics;
  const list = (title: string, items: string[]) =>
    items.length ? `\\begin{cvlist}{${title}}\n${items.join("\n")}\n\\end{cvlist}` : "";
  const contact = [
    ["Address", showLocation(b.location)],
    ["Phone", b.phone],
    ["E-mail", b.email],
    ["LinkedIn", linkedinOf(person)],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `\\item[${label}] ${tex(value)}`);
  const roles = (person.work ?? []).map(
    (w) =>
      `\\item[${tex(showPeriod(w, "short", "--"))}] \\textbf{${tex(w.position)}}, ${tex(w.name)}${w.location ? `, ${tex(w.location)}` : ""}${
        w.highlights?.length
          ? `\n\\begin{itemize}\n${w.highlights.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}`
          : ""
      }`,
  );
  const education = (person.education ?? []).map(
    (e) =>
      `\\item[${tex(showPeriod(e, "short", "--"))}] ${tex(degreeLine(e))}, \\textit{${tex(e.institution)}}${e.score ? ` (GPA ${tex(e.score)})` : ""}`,
  );
  const skills = (person.skills ?? []).map((s) => `\\item[${tex(s.name)}] ${tex((s.keywords ?? []).join(", "))}`);
  return String.raw`\documentclass[a4paper,11pt]{article}
${PREAMBLE}
\usepackage[margin=2.2cm]{geometry}
\usepackage{currvita}
\setlength{\cvlabelwidth}{3.4cm}
\begin{document}
\begin{cv}{${tex(b.name)}${b.label ? `\\\\[2pt]\\normalsize ${tex(b.label)}` : ""}}
${list("Contact", contact)}
${b.summary ? list("Profile", [`\\item[] ${tex(b.summary)}`]) : ""}
${list("Experience", roles)}
${list("Education", education)}
${list("Skills", skills)}
\end{cv}
\end{document}
`;
}

export function cvClassSource(person: JsonResumePerson, layout: CvClassLayout): string {
  if (layout === "europecv") return europecv(person);
  if (layout === "currvita") return currvita(person);
  return moderncv(person, layout);
}

export function latexSource(person: JsonResumePerson, style: LatexStyle, variant: number): string {
  if (style === "article") return article(person, variant);
  if (style === "marginpar") return marginpar(person);
  if (style === "columns") return columns(person);
  return moderncv(person);
}

/**
 * The same source for pdfLaTeX, the compiler Overleaf starts every project with: 8-bit T1 fonts (Latin Modern)
 * instead of fontspec's Unicode ones, so ligatures, dashes and accents reach the PDF as pdfTeX encodes them.
 */
export function forPdflatex(source: string): string {
  return source.replace("\\usepackage{fontspec}", "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}");
}
