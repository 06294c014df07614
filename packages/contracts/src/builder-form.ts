// Builder form values shared by the web app (blank entries, 'Fill with Example Data') and the server's tests.
import type { ResumeForm } from "./parsed-resume.ts";

type Experience = ResumeForm["experience"][number];
type Education = ResumeForm["education"][number];
type SkillCategory = ResumeForm["skills"][number];
type Project = ResumeForm["projects"][number];
type Certification = ResumeForm["certifications"][number];

export const DEFAULT_SKILL_CATEGORY = "General";
export const NEW_SKILL_CATEGORY = "New Category";

export const blankExperience = (): Experience => ({
  jobTitle: "",
  company: "",
  location: "",
  startDate: "",
  endDate: "",
  responsibilities: [],
});
export const blankEducation = (): Education => ({
  institution: "",
  degree: "",
  fieldOfStudy: "",
  startDate: "",
  endDate: "",
  details: [],
});
export const blankSkillCategory = (category = NEW_SKILL_CATEGORY): SkillCategory => ({ category, items: [] });
export const blankProject = (): Project => ({ name: "", description: "", technologies: [], link: "" });
export const blankCertification = (): Certification => ({ name: "", issuingOrganization: "", dateObtained: "" });

/** SPEC §3: the form starts with one blank experience, one blank education and a 'General' skill category. */
export function emptyResumeForm(): ResumeForm {
  return {
    personalInfo: { name: "", email: "", phone: "", linkedin: "", portfolio: "", address: "" },
    summary: "",
    targetJobRole: "",
    targetJobDescription: "",
    experience: [blankExperience()],
    education: [blankEducation()],
    skills: [blankSkillCategory(DEFAULT_SKILL_CATEGORY)],
    certifications: [],
    projects: [],
  };
}

/** 'Fill with Example Data': a complete, realistic resume (every completion check passes). */
export function exampleResumeForm(): ResumeForm {
  return {
    personalInfo: {
      name: "Jordan Rivera",
      email: "jordan.rivera@example.com",
      phone: "(555) 014-2297",
      linkedin: "linkedin.com/in/jordanrivera",
      portfolio: "github.com/jordanrivera",
      address: "Austin, TX",
    },
    summary:
      "Full-stack software engineer with 7 years of experience building web applications in TypeScript, React and Node.js. Led the move of a payments platform to PostgreSQL and cut page load times by 45%.",
    targetJobRole: "Senior Software Engineer",
    targetJobDescription: "",
    experience: [
      {
        jobTitle: "Senior Software Engineer",
        company: "Brightwave Payments",
        location: "Austin, TX",
        startDate: "2021-03",
        endDate: "Present",
        responsibilities: [
          "Led a team of 5 engineers rebuilding the merchant dashboard in React and TypeScript, used by 12,000 merchants",
          "Migrated 3 services from MySQL to PostgreSQL with zero downtime, cutting query latency by 38%",
          "Introduced end-to-end tests with Playwright, reducing production incidents by 30% in two quarters",
        ],
      },
      {
        jobTitle: "Software Engineer",
        company: "Northline Logistics",
        location: "Dallas, TX",
        startDate: "2018-06",
        endDate: "2021-02",
        responsibilities: [
          "Built REST APIs in Node.js for shipment tracking, serving 2 million requests per day",
          "Designed a caching layer with Redis that lowered infrastructure costs by $40,000 per year",
          "Mentored 4 junior developers through code reviews and pairing",
        ],
      },
    ],
    education: [
      {
        institution: "University of Texas at Austin",
        degree: "Bachelor of Science",
        fieldOfStudy: "Computer Science",
        startDate: "2014-08",
        endDate: "2018-05",
        details: ["GPA 3.7", "Teaching assistant for Data Structures"],
      },
    ],
    skills: [
      { category: "Languages", items: ["TypeScript", "JavaScript", "Python", "SQL"] },
      { category: "Frameworks and Tools", items: ["React", "Node.js", "PostgreSQL", "Redis", "Docker", "AWS"] },
    ],
    certifications: [
      {
        name: "AWS Certified Developer - Associate",
        issuingOrganization: "Amazon Web Services",
        dateObtained: "2022-09",
      },
    ],
    projects: [
      {
        name: "Open Budget Tracker",
        description: "Personal finance app with bank imports and monthly reports, 1,500 active users",
        technologies: ["React", "Node.js", "PostgreSQL"],
        link: "github.com/jordanrivera/open-budget",
      },
    ],
  };
}
