import type { Tip } from "@hireable/contracts";

/** The tips Help & Tips shows; each is something the analysis checks, so the advice and the scores agree. */
export const TIPS: Tip[] = [
  {
    id: "quantify",
    category: "Impact",
    content:
      "Put a number in about half of your bullets: a percentage, an amount, a count or time saved. Numbers make a result concrete.",
  },
  {
    id: "action-verbs",
    category: "Impact",
    content:
      "Start each bullet with a verb that says what you did — Led, Built, Reduced, Launched — not with “Responsible for”.",
  },
  {
    id: "show-skills",
    category: "Keywords",
    content:
      "For every skill you list, show it once in a bullet where you used it. A skill in context weighs more than a bare list.",
  },
  {
    id: "acronyms",
    category: "Keywords",
    content:
      "Write an acronym's long form once, e.g. “Amazon Web Services (AWS)”: some searches use one, some the other.",
  },
  {
    id: "headings",
    category: "Formatting",
    content:
      "Use plain section headings — Summary, Experience, Education, Skills. Creative headings leave sections unread by applicant tracking systems.",
  },
  {
    id: "one-column",
    category: "Formatting",
    content: "Prefer a single column. Sidebars are often read across, mixing your skills into your job bullets.",
  },
  {
    id: "length",
    category: "Formatting",
    content: "Aim for roughly 475–600 words; ratings fall past about 900. Shorten older roles to a line or two.",
  },
  {
    id: "dates",
    category: "Content",
    content:
      "Give every role a start and end date in one format, like “Jan 2021 – Present”: years of experience are computed from them.",
  },
  {
    id: "tailor",
    content:
      "Tailor your resume to each posting: use the posting's own words for the skills you really have, in the bullets that prove them.",
  },
];
