// Builder forms for tests: a long, three-page resume with every list filled, and a sparse one.
import type { ResumeForm } from "../src/types.ts";

const JOBS = [
  ["Staff Software Engineer", "Meridian Health Systems", "Boston, MA", "2022-01", "Present"],
  ["Senior Backend Engineer", "Corvid Labs", "Remote", "2019-04", "2021-12"],
  ["Backend Engineer", "Harbor Freight Technologies", "Chicago, IL", "2017-02", "2019-03"],
  ["Software Developer", "Lumen Analytics Inc.", "Madison, WI", "2014-07", "2017-01"],
  ["Junior Developer", "Pinecrest Software Group", "Milwaukee, WI", "2012-06", "2014-06"],
] as const;

const BULLETS = [
  "Designed an event pipeline on Kafka processing 4 million messages per hour with 99.95% availability",
  "Cut p95 API latency from 480 ms to 120 ms by introducing read replicas and query plans reviews",
  "Led the migration of 14 services to Kubernetes, reducing deployment time from 2 hours to 9 minutes",
  "Mentored 6 engineers and ran the backend guild's monthly architecture review",
  "Automated on-call runbooks in Python, lowering pages per week from 25 to 7",
  "Wrote the integration test harness used by 40 developers across 5 teams",
];

export function longResumeForm(): ResumeForm {
  return {
    personalInfo: {
      name: "Alexandra Okafor-Lindqvist",
      email: "alex.okafor@example.org",
      phone: "+1 617 555 0142",
      linkedin: "https://www.linkedin.com/in/alexokafor",
      portfolio: "alexokafor.dev",
      address: "Boston, MA",
    },
    summary:
      "Backend engineer with 13 years of experience designing distributed systems in Go, Java and Python for healthcare and logistics. Known for reliable data pipelines, calm incident leadership and mentoring.",
    targetJobRole: "Principal Engineer",
    targetJobDescription: "",
    experience: JOBS.map(([jobTitle, company, location, startDate, endDate], index) => ({
      jobTitle,
      company,
      location,
      startDate,
      endDate,
      responsibilities: BULLETS.slice(0, 6 - (index % 3)),
    })),
    education: [
      {
        institution: "Massachusetts Institute of Technology",
        degree: "Master of Science",
        fieldOfStudy: "Computer Science",
        startDate: "2010-09",
        endDate: "2012-05",
        details: ["Thesis on consensus protocols for geo-replicated databases"],
      },
      {
        institution: "University of Wisconsin",
        degree: "Bachelor of Science",
        fieldOfStudy: "Mathematics",
        startDate: "2006-09",
        endDate: "2010-05",
        details: [],
      },
    ],
    skills: [
      { category: "Languages", items: ["Go", "Java", "Python", "SQL", "TypeScript"] },
      { category: "Infrastructure", items: ["Kubernetes", "Docker", "Terraform", "AWS", "Google Cloud Platform"] },
      { category: "Data", items: ["PostgreSQL", "Kafka", "Redis", "Elasticsearch"] },
    ],
    certifications: [
      {
        name: "Certified Kubernetes Administrator",
        issuingOrganization: "Cloud Native Computing Foundation",
        dateObtained: "2021-06",
      },
      {
        name: "AWS Certified Solutions Architect",
        issuingOrganization: "Amazon Web Services",
        dateObtained: "2019-11",
      },
    ],
    projects: [
      {
        name: "pgwatch-lite",
        description: "Open-source PostgreSQL monitoring agent with 900 stars on GitHub",
        technologies: ["Go", "PostgreSQL"],
        link: "https://github.com/alexokafor/pgwatch-lite",
      },
      {
        name: "Clinic Scheduler",
        description: "Volunteer scheduling tool for a free clinic serving 300 patients a month",
        technologies: ["Python", "Redis"],
        link: "",
      },
    ],
  };
}
