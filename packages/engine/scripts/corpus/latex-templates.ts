// The look of the most-used public LaTeX CV templates, written here after their published example PDFs (none of
// their code): each family sets every corpus person in one of them, compiled by lualatex with the fonts and icons
// the template uses (Debian's texlive-fonts-extra: Source Sans Pro, Roboto, Raleway, Font Awesome 5).
// - awesome: Awesome-CV, the most-starred LaTeX CV on GitHub. The name "First Last" centred with a light first
//   name, the title in small caps, a row of icon-led contact items between bars; section titles with their first
//   three letters in colour and a rule to the margin; each entry's organisation (bold) and place (italic) over
//   its position (small caps) and dates ("Mar. 2017 - Present"); skills as a table of group and items;
//   certificates as rows of year, name and issuer; a footer of date, name and page number on every page.
// - altacv: AltaCV, Overleaf's most-used CV template. Two columns (paracol); the name in capitals, a tagline, a
//   wrapping row of icon-led contact items; each role as title over company over "calendar dates  pin place",
//   dashed dividers between roles; the narrow right column holds the profile, skills as boxed tags, languages
//   rated by dots, certificates beside trophies and the schools.
// - deedy: Deedy-Resume. A narrow left column (education, links, skills, languages, certificates) beside a wide
//   right column (experience, projects), set with paracol so that a longer career flows onto a second page; the
//   name with a light first name over a line of links; each role "COMPANY | Title" over "dates | place" in small
//   grey type.

import { tex } from "./latex.ts";
import {
  degreeLine,
  githubOf,
  type JsonResumePerson,
  type JsonResumeWork,
  linkedinOf,
  showDate,
  showLocation,
  showPeriod,
} from "./person.ts";

export const LATEX_TEMPLATES = ["awesome", "altacv", "deedy"] as const;
export type LatexTemplate = (typeof LATEX_TEMPLATES)[number];

const site = (person: JsonResumePerson) => person.basics.url?.replace(/^https?:\/\//, "") ?? "";

/** Awesome-CV's example writes months with a full stop and a hyphen between: "Mar. 2017 - Present". */
function dottedPeriod(item: { startDate?: string; endDate?: string }): string {
  const show = (date: string | undefined) => showDate(date).replace(/^([A-Z][a-z]{2}) /, "$1. ");
  if (!item.startDate) return item.endDate ? show(item.endDate) : "";
  return `${show(item.startDate)} - ${show(item.endDate)}`;
}

const itemList = (items: string[], options: string) =>
  items.length
    ? `\\begin{itemize}[${options}]\n${items.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}`
    : "";

const FONT_AWESOME = String.raw`\usepackage{fontspec}
\usepackage{fontawesome5}
\usepackage{xcolor}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\setlength{\parindent}{0pt}`;

function awesome(person: JsonResumePerson): string {
  const b = person.basics;
  const [first, ...rest] = b.name.split(" ");
  const contact = [
    b.phone && `\\faMobile*\\ ${tex(b.phone)}`,
    b.email && `\\faEnvelope\\ ${tex(b.email)}`,
    site(person) && `\\faHome\\ ${tex(site(person))}`,
    githubOf(person) && `\\faGithub\\ ${tex(githubOf(person))}`,
    linkedinOf(person) && `\\faLinkedin\\ ${tex(linkedinOf(person))}`,
  ]
    .filter(Boolean)
    .join("\\quad\\textbar\\quad ");
  const section = (title: string) => `\\cvsection{${title.slice(0, 3)}}{${tex(title.slice(3))}}`;
  const roles = (person.work ?? [])
    .map(
      (w) =>
        `\\cventry{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{${tex(dottedPeriod(w))}}{${itemList(w.highlights ?? [], "leftmargin=2ex,nosep")}}`,
    )
    .join("\n");
  const schools = (person.education ?? [])
    .map(
      (e) =>
        `\\cventry{${tex(degreeLine(e))}}{${tex(e.institution)}}{}{${tex(dottedPeriod(e))}}{${e.score ? itemList([`GPA ${e.score}`], "leftmargin=2ex,nosep") : ""}}`,
    )
    .join("\n");
  const projects = (person.projects ?? [])
    .map(
      (p) =>
        `\\cventry{${tex(p.keywords?.join(", "))}}{${tex(p.name)}}{}{}{${itemList([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean), "leftmargin=2ex,nosep")}}`,
    )
    .join("\n");
  const skillRows = [
    ...(person.skills ?? []).map((s) => `\\textbf{${tex(s.name)}} & ${tex((s.keywords ?? []).join(", "))}`),
    ...(person.languages?.length
      ? [`\\textbf{Languages} & ${tex(person.languages.map((l) => l.language).join(", "))}`]
      : []),
  ];
  const certificates = (person.certificates ?? [])
    .map((c) => `${tex(c.date?.slice(0, 4))} & \\textbf{${tex(c.name)}}${c.issuer ? `, ${tex(c.issuer)}` : ""} \\\\`)
    .join("\n");
  return String.raw`\documentclass[11pt,a4paper]{article}
${FONT_AWESOME}
\usepackage[default]{sourcesanspro}
\usepackage[left=1.4cm,right=1.4cm,top=0.8cm,bottom=1.8cm,footskip=0.5cm]{geometry}
\usepackage{array,fancyhdr}
\definecolor{awesome}{HTML}{DC3522}
\definecolor{darktext}{HTML}{414141}
\definecolor{graytext}{HTML}{5D5D5D}
\definecolor{lighttext}{HTML}{999999}
\color{darktext}
\newcolumntype{L}[1]{>{\raggedright\arraybackslash\leavevmode}p{#1}}
\newcolumntype{R}[1]{>{\raggedleft\arraybackslash\leavevmode}p{#1}}
\newcommand{\cvsection}[2]{\par\vspace{6pt}{\fontsize{16pt}{1em}\selectfont\bfseries\textcolor{awesome}{#1}#2}\ {\color{lighttext}\leaders\hrule height 3.6pt depth -3pt\hfill\kern0pt}\par\vspace{3pt}}
\newcommand{\cventry}[5]{\begin{tabular*}{\linewidth}{@{\extracolsep{\fill}}L{\dimexpr\linewidth-4.5cm\relax}R{4.5cm}@{}}
{\fontsize{10pt}{1em}\selectfont\bfseries #2} & {\fontsize{9pt}{1em}\selectfont\itshape\color{awesome}#3} \\
{\fontsize{8pt}{1em}\selectfont\scshape\color{graytext}#1} & {\fontsize{8pt}{1em}\selectfont\itshape\color{graytext}#4} \\
\end{tabular*}\par{\fontsize{9pt}{1.2em}\selectfont\color{graytext}#5}\par\vspace{4pt}}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyfoot[L]{\fontsize{8pt}{1em}\selectfont\scshape\color{lighttext}September 2026}
\fancyfoot[C]{\fontsize{8pt}{1em}\selectfont\scshape\color{lighttext}${tex(b.name)}~~~·~~~Résumé}
\fancyfoot[R]{\fontsize{8pt}{1em}\selectfont\color{lighttext}\thepage}
\begin{document}
\begin{center}
{\fontsize{32pt}{1em}\selectfont{\sourcesansprolight\color{graytext}${tex(first)}}~\textbf{${tex(rest.join(" "))}}}\par\vspace{6pt}
${b.label ? `{\\fontsize{7.6pt}{1em}\\selectfont\\scshape\\color{awesome}${tex(b.label)}}\\par\\vspace{2pt}` : ""}
${b.location?.city ? `{\\fontsize{8pt}{1em}\\selectfont\\itshape\\color{lighttext}${tex(showLocation(b.location))}}\\par\\vspace{2pt}` : ""}
{\fontsize{6.8pt}{1em}\selectfont\color{graytext}${contact}}
\end{center}
${b.summary ? `${section("Summary")}\n{\\fontsize{9pt}{1.2em}\\selectfont\\color{graytext}${tex(b.summary)}}\\par` : ""}
${roles ? `${section("Experience")}\n${roles}` : ""}
${projects ? `${section("Projects")}\n${projects}` : ""}
${section("Education")}
${schools}
${certificates ? `${section("Certificates")}\n{\\fontsize{9pt}{1.2em}\\selectfont\\begin{tabular}{@{}L{1.5cm}L{\\dimexpr\\linewidth-2cm\\relax}@{}}\n${certificates}\n\\end{tabular}}` : ""}
${section("Skills")}
{\fontsize{9pt}{1.2em}\selectfont\begin{tabular}{@{}R{3.2cm}L{\dimexpr\linewidth-3.8cm\relax}@{}}
${skillRows.join(" \\\\\n")} \\
\end{tabular}}
\end{document}
`;
}

/** AltaCV rates a language by five dots; the corpus writes its fluency in words. */
function dots(fluency: string | undefined): number {
  if (!fluency || /native|full|c2/i.test(fluency)) return 5;
  if (/fluent|c1|advanced|professional/i.test(fluency)) return 4;
  if (/intermediate|b\d|conversational/i.test(fluency)) return 3;
  return 2;
}

function altacvRole(w: JsonResumeWork): string {
  const period = tex(showPeriod(w, "short", "--"));
  return `{\\large\\color{emphasis}${tex(w.position)}\\par}\\smallskip
{\\bfseries\\color{accent}${tex(w.name)}\\par}\\smallskip
{\\small${period ? `\\makebox[0.5\\linewidth][l]{\\faCalendar[regular]~${period}}` : ""}${w.location ? `\\makebox[0.5\\linewidth][l]{\\faMapMarker*~${tex(w.location)}}` : ""}\\par}
${itemList(w.highlights ?? [], "leftmargin=1.2em,nosep,label={\\small\\textbullet}")}`;
}

function altacv(person: JsonResumePerson): string {
  const b = person.basics;
  const info = [
    b.email && `\\faAt~${tex(b.email)}`,
    b.phone && `\\faPhone~${tex(b.phone)}`,
    b.location?.city && `\\faMapMarker*~${tex(showLocation(b.location))}`,
    linkedinOf(person) && `\\faLinkedin~${tex(linkedinOf(person))}`,
    githubOf(person) && `\\faGithub~${tex(githubOf(person))}`,
    site(person) && `\\faGlobe~${tex(site(person))}`,
  ]
    .filter(Boolean)
    .map((item) => `\\mbox{\\textcolor{accent}{${item}}}\\hspace{2em}`)
    .join(" ");
  const divider = "\n\n\\smallskip{\\color{body!30}\\hdashrule{\\linewidth}{0.6pt}{0.5ex}}\\medskip\n\n";
  const roles = (person.work ?? []).map(altacvRole).join(divider);
  const projects = (person.projects ?? [])
    .map(
      (p) =>
        `{\\large\\color{emphasis}${tex(p.name)}\\par}\\smallskip\n${itemList([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean), "leftmargin=1.2em,nosep")}`,
    )
    .join(divider);
  const tags = (person.skills ?? [])
    .flatMap((s) => s.keywords ?? [])
    .map((k) => `\\cvtag{${tex(k)}}`)
    .join("\n");
  const languages = (person.languages ?? [])
    .map((l) => `\\cvlanguage{${tex(l.language)}}{${dots(l.fluency)}}`)
    .join("\n");
  const certificates = (person.certificates ?? [])
    .map((c) => `\\cvachievement{${tex(c.name)}}{${tex([c.issuer, c.date?.slice(0, 4)].filter(Boolean).join(", "))}}`)
    .join("\n");
  const schools = (person.education ?? [])
    .map(
      (e) =>
        `{\\large\\color{emphasis}${tex(degreeLine(e))}\\par}\\smallskip\n{\\bfseries\\color{accent}${tex(e.institution)}\\par}\\smallskip\n{\\small\\faCalendar[regular]~${tex(showPeriod(e, "short", "--"))}\\par}${e.score ? `\n{\\small GPA ${tex(e.score)}\\par}` : ""}`,
    )
    .join(divider);
  return String.raw`\documentclass[10pt,a4paper]{article}
${FONT_AWESOME}
\setmainfont{Roboto}[UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-Italic,BoldItalicFont=*-BoldItalic]
\usepackage[margin=1.25cm]{geometry}
\usepackage{paracol,dashrule,tikz}
\definecolor{slategrey}{HTML}{2E2E2E}
\definecolor{lightgrey}{HTML}{666666}
\definecolor{darkgrey}{HTML}{000000}
\definecolor{accent}{HTML}{8F0D0D}
\colorlet{name}{darkgrey}
\colorlet{tagline}{accent}
\colorlet{heading}{darkgrey}
\colorlet{emphasis}{darkgrey}
\colorlet{body}{lightgrey}
\color{body}
\columnratio{0.6}
\newcommand{\cvsection}[1]{\par\bigskip{\color{heading}\Large\bfseries\MakeUppercase{#1}}\\[-1ex]{\color{accent}\rule{\linewidth}{2pt}\par}\medskip}
\newcommand{\cvtag}[1]{\tikz[baseline]\node[anchor=base,draw=body!30,rounded corners,inner xsep=1ex,inner ysep=0.75ex,text height=1.5ex,text depth=.25ex]{#1};\hspace{0.25em}\allowbreak}
\newcommand{\cvlanguage}[2]{\textcolor{emphasis}{\textbf{#1}}\hfill\foreach \x in {1,...,5}{\ifnum\x>#2\color{body!30}\else\color{accent}\fi\faCircle\hspace{0.2em}}\par}
\newcommand{\cvachievement}[2]{\begin{tabular}{@{}p{2em}@{\hspace{1ex}}p{\dimexpr\linewidth-3em\relax}@{}}{\Large\color{accent}\faTrophy} & \textbf{\textcolor{emphasis}{#1}}\\ & #2\end{tabular}\par\smallskip}
\begin{document}
{\Huge\bfseries\color{name}\MakeUppercase{${tex(b.name)}}\par}
\medskip
${b.label ? `{\\large\\bfseries\\color{tagline}${tex(b.label)}\\par}\n\\medskip` : ""}
{\footnotesize\bfseries ${info}\par}
\begin{paracol}{2}
${roles ? `\\cvsection{Experience}\n${roles}` : ""}
${projects ? `\\cvsection{Projects}\n${projects}` : ""}
\switchcolumn
${b.summary ? `\\cvsection{Profile}\n{\\itshape ${tex(b.summary)}\\par}` : ""}
${tags ? `\\cvsection{Strengths}\n{\\raggedright ${tags}\\par}` : ""}
${languages ? `\\cvsection{Languages}\n${languages}` : ""}
${certificates ? `\\cvsection{Most Proud Of}\n${certificates}` : ""}
\cvsection{Education}
${schools}
\end{paracol}
\end{document}
`;
}

function deedy(person: JsonResumePerson): string {
  const b = person.basics;
  const [first, ...rest] = b.name.split(" ");
  const links = [site(person), b.email, b.phone, showLocation(b.location)].filter(Boolean).map(tex).join(" | ");
  const roles = (person.work ?? [])
    .map(
      (w) =>
        `\\runsubsection{${tex(w.name)}}\\descript{| ${tex(w.position)}}\n\\location{${tex([showPeriod(w, "short", "–"), w.location].filter(Boolean).join(" | "))}}\n${itemList(w.highlights ?? [], "leftmargin=*,nosep")}\n\\sectionsep`,
    )
    .join("\n");
  const projects = (person.projects ?? [])
    .map(
      (p) =>
        `\\runsubsection{${tex(p.name)}}${p.keywords?.length ? `\\descript{| ${tex(p.keywords.join(", "))}}` : ""}\n\\par${itemList([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean), "leftmargin=*,nosep")}\n\\sectionsep`,
    )
    .join("\n");
  const schools = (person.education ?? [])
    .map(
      (e) =>
        `\\subsection{${tex(e.institution)}}\n\\descript{${tex(degreeLine(e))}}\n\\location{${tex(showPeriod(e, "short", "–"))}}${e.score ? `\nGPA: ${tex(e.score)}\\\\` : ""}\n\\sectionsep`,
    )
    .join("\n");
  const profiles = [
    githubOf(person) && `\\textbf{GitHub}:// \\textbf{${tex(githubOf(person).replace(/^github\.com\//, ""))}}`,
    linkedinOf(person) &&
      `\\textbf{LinkedIn}:// \\textbf{${tex(linkedinOf(person).replace(/^linkedin\.com\/in\//, ""))}}`,
  ].filter(Boolean);
  const skills = (person.skills ?? [])
    .map((s) => `\\subsection{${tex(s.name)}}\n${(s.keywords ?? []).map(tex).join(" \\textbullet{} ")}\\\\`)
    .join("\n\\sectionsep\n");
  const languages = (person.languages ?? []).map((l) => tex(l.language)).join(" \\textbullet{} ");
  const certificates = (person.certificates ?? [])
    .map((c) => `\\textbf{${tex(c.date?.slice(0, 4))}} ${tex(c.name)}\\\\`)
    .join("\n");
  return String.raw`\documentclass[letterpaper,10pt]{article}
${FONT_AWESOME}
\usepackage[hmargin=1.25cm,vmargin=0.75cm]{geometry}
\usepackage{paracol}
\setmainfont{Raleway}
\newfontfamily\light{Raleway Light}
\newfontfamily\heavy{Raleway SemiBold}
\definecolor{date}{HTML}{666666}
\definecolor{primary}{HTML}{2b2b2b}
\definecolor{headings}{HTML}{6A6A6A}
\definecolor{subheadings}{HTML}{333333}
\color{primary}
\newcommand{\namesection}[3]{\centering{\fontsize{40pt}{60pt}\selectfont{\light #1}~\textbf{#2}}\\[5pt]{\color{headings}\fontsize{11pt}{14pt}\selectfont #3}\\\noindent\makebox[\linewidth]{\color{headings}\rule{\paperwidth}{0.4pt}}\vspace{-5pt}\par\raggedright}
\newcommand{\cvsec}[1]{\par\vspace{4pt}{\color{headings}\scshape\fontsize{16pt}{24pt}\selectfont\MakeUppercase{#1}}\par}
\renewcommand{\subsection}[1]{\par{\color{subheadings}\heavy\fontsize{12pt}{12pt}\selectfont\MakeUppercase{#1}}\par}
\newcommand{\runsubsection}[1]{{\color{subheadings}\heavy\fontsize{12pt}{12pt}\selectfont\MakeUppercase{#1}} }
\newcommand{\descript}[1]{{\color{subheadings}\raggedright\scshape\fontsize{11pt}{13pt}\selectfont{#1}}\par}
\newcommand{\location}[1]{{\color{headings}\raggedright\fontsize{10pt}{12pt}\selectfont{#1}}\par}
\newcommand{\sectionsep}{\vspace{8pt}}
\begin{document}
\namesection{${tex(first)}}{${tex(rest.join(" "))}}{${links}}
\columnratio{0.33}
\begin{paracol}{2}
\cvsec{Education}
${schools}
${profiles.length ? `\\cvsec{Links}\n${profiles.join("\\\\\n")}\\\\\n\\sectionsep` : ""}
\cvsec{Skills}
${skills}
${languages ? `\\sectionsep\n\\subsection{Languages}\n${languages}\\\\` : ""}
${certificates ? `\\sectionsep\n\\cvsec{Certificates}\n${certificates}` : ""}
\switchcolumn
${roles ? `\\cvsec{Experience}\n${roles}` : ""}
${projects ? `\\cvsec{Projects}\n${projects}` : ""}
\end{paracol}
\end{document}
`;
}

export function latexTemplateSource(person: JsonResumePerson, template: LatexTemplate): string {
  if (template === "awesome") return awesome(person);
  if (template === "altacv") return altacv(person);
  return deedy(person);
}
