// Fixed Help & Tips content (SPEC §2): four FAQs and four tutorials.

export const FAQS = [
  {
    id: "ats",
    question: "What is an ATS and why does it matter?",
    answer:
      "An applicant tracking system reads your resume before a person does. It files your text by its headings and searches it for skills, so plain headings, one column and named skills help you get seen.",
  },
  {
    id: "history",
    question: "How far back should my experience go?",
    answer: "Include the past 10–15 years and 3–5 positions. Older roles can be a single line or left out.",
  },
  {
    id: "score",
    question: "How is my resume score computed?",
    answer:
      "26 checks in four categories — formatting, content, keywords and impact — each pointing at the text it judged. The same file always gets the same score.",
  },
  {
    id: "privacy",
    question: "Who can see my documents?",
    answer:
      "Only you. Resumes analysed without an account are deleted after 24 hours; everything else stays until you delete it.",
  },
] as const;

/** Four tutorials, each a video filmed from the app itself (`npm run tutorials:record`) with its steps. */
export const TUTORIALS = [
  {
    id: "analyze",
    title: "Analyze your resume",
    description: "Upload a PDF or DOCX and read the suggestions, most points first.",
    steps: [
      "Open Resume Analysis and choose your PDF or DOCX.",
      "Upload it, then Analyze.",
      "Read the four category scores.",
      "Fix the first suggestion: each quotes the line it is about.",
    ],
  },
  {
    id: "builder",
    title: "Build an ATS-ready resume",
    description: "Fill in seven short tabs and export a PDF or DOCX any ATS can read.",
    steps: [
      "Open the Resume Builder.",
      "Fill in each tab; the bar shows how complete your resume is.",
      "Generate: clean resume text from your own facts.",
      "Download it as PDF or DOCX; it is saved in My Documents.",
    ],
  },
  {
    id: "match",
    title: "Match your resume to a job",
    description: "See which requirements your resume covers, and where.",
    steps: [
      "Open Job Match.",
      "Upload your resume and paste the whole posting.",
      "Analyze Match.",
      "Show each missing required skill you have in the bullet where you used it.",
    ],
  },
  {
    id: "letter",
    title: "Write a cover letter",
    description: "A letter built from your own resume's evidence for the job.",
    steps: [
      "Upload a resume first.",
      "Open Cover Letters and pick it.",
      "Paste the job description; add company and role.",
      "Choose a style, generate, then edit and download.",
    ],
  },
] as const;

export const tutorialVideo = (id: string) => `/tutorials/${id}.webm`;
export const tutorialPoster = (id: string) => `/tutorials/${id}.jpg`;
