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

export const TUTORIALS = [
  {
    id: "analyze",
    title: "Analyze your resume",
    description: "Upload a PDF or DOCX and read the suggestions, most points first.",
    steps: [
      "Open Resume Analysis.",
      "Drop your PDF or DOCX, or Browse Files.",
      "Upload, then Analyze.",
      "Fix the first suggestion: each quotes the line it is about.",
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
  {
    id: "documents",
    title: "Keep your documents tidy",
    description: "Rename, download and delete what you upload.",
    steps: [
      "Open My Documents.",
      "Rename a resume after the job family it targets.",
      "Reopen any analysis with View Analysis.",
      "Delete what you no longer need.",
    ],
  },
] as const;
