// Job postings written for the tests in the shapes real ones take: an about paragraph, responsibilities,
// requirements, nice-to-haves, benefits and equal-opportunity text. Companies are invented.
import { type CoverLetterTemplate, generateCoverLetters } from "../src/generate/cover-letter.ts";
import { analyzePosting } from "../src/posting/analyze-posting.ts";
import type { ParsedResume } from "../src/types.ts";

export const TEST_POSTINGS: Record<string, string> = {
  "software-engineer": `Senior Software Engineer, Platform
About us
Brightline builds scheduling software that 4,000 clinics use to run their day. Our platform team keeps it fast and reliable.
What you'll do
- Design and build services in TypeScript and Go that handle millions of bookings a month.
- Own reliability of our PostgreSQL and Kafka infrastructure on AWS.
- Mentor engineers and review designs across teams.
Requirements
- 5+ years of professional software engineering experience.
- Strong experience with TypeScript or Go, and with PostgreSQL.
- Experience running services on AWS with Docker and Kubernetes.
- Bachelor's degree in Computer Science or equivalent experience.
Nice to have
- Experience with Kafka or other event streaming systems.
- Terraform.
Benefits
- Health, dental and vision insurance, 401(k) match, and a learning budget.
Brightline is an equal opportunity employer. We consider all applicants without regard to race, color, religion, sex, sexual orientation or national origin.`,
  "registered-nurse": `Registered Nurse - Medical/Surgical Unit
Who we are
Riverside Community Hospital is a 240-bed teaching hospital serving the north valley. Our nurses lead patient care on every unit.
Responsibilities
- Assess, plan and deliver patient care for up to 5 patients per shift.
- Administer medications and document care in Epic.
- Educate patients and families on discharge plans.
Qualifications
- Active RN license in the state.
- BLS and ACLS certification.
- 2+ years of acute care experience.
- Bachelor of Science in Nursing preferred.
What we offer
- Shift differentials, tuition reimbursement and paid time off.
We are an equal opportunity employer.`,
  "data-analyst": `Data Analyst
About the team
Our analytics team helps 300 stores decide what to stock, price and promote.
What you will do
- Build dashboards in Tableau for merchandising and finance teams.
- Analyze sales and inventory data with SQL and Python.
- Present findings to category managers every week.
Requirements
- 3+ years of experience in data analysis.
- Advanced SQL and Excel.
- Experience with Tableau or Power BI.
- Python or R for analysis.
Preferred
- Experience in retail or e-commerce.
Benefits
- Hybrid work, employee discount, 20 days of paid time off.`,
  teacher: `High School Mathematics Teacher
About us
Lincoln Academy is a public charter school where every student takes calculus before graduating.
Responsibilities
- Plan and teach Algebra II and Pre-Calculus to grades 10 through 12.
- Use assessment data to adjust instruction and support struggling students.
- Collaborate with the mathematics department on curriculum.
Requirements
- State teaching certification in mathematics.
- Bachelor's degree in Mathematics or Education.
- Experience with classroom technology such as Google Classroom.
Nice to have
- Experience coaching or running after-school clubs.`,
  "account-executive": `Account Executive, Mid-Market
About the company
Fieldnote sells inspection software to construction firms across North America. We grew revenue 80% last year.
In this role
- Manage the full sales cycle from first call to signed contract.
- Build pipeline through outbound prospecting and events.
- Work with customer success to expand accounts.
Requirements
- 3+ years of B2B SaaS sales experience with a record of meeting quota.
- Experience with Salesforce and HubSpot.
- Excellent negotiation and presentation skills.
Benefits
- Uncapped commission, equity, and full health coverage.`,
  "mechanical-engineer": `Mechanical Design Engineer
About us
Corvid Robotics designs autonomous carts that move parts inside factories.
Key responsibilities
- Design mechanical assemblies in SolidWorks from concept to production.
- Run FEA and tolerance analysis on load-bearing parts.
- Work with suppliers on machining and sheet-metal processes.
Qualifications
- Bachelor's degree in Mechanical Engineering.
- 4+ years of experience designing production hardware.
- Proficiency in SolidWorks and GD&T.
Preferred
- Experience with MATLAB or Python for analysis.`,
  "backend-engineer": `Senior Backend Engineer (Remote)
We're hiring a Senior Backend Engineer to join our Platform team!
About the company
Ledgerwise is a fast-growing fintech company. Our mission is to make small-business accounting effortless, and our culture values ownership and curiosity.
What you'll do
- Design, build and maintain scalable backend services and APIs in Python (Django) and Go.
- Work with modern frameworks and best practices to deliver high-quality solutions.
- Own our event pipeline on Apache Kafka and our PostgreSQL and Redis data stores.
- Collaborate with product, design and frontend teams in an Agile environment.
Requirements
- 6+ years of backend development experience, including 3+ years with Python.
- Strong knowledge of REST and GraphQL API design.
- Experience with AWS (ECS, Lambda, S3) and infrastructure as code with Terraform.
- Excellent communication skills and a team player attitude.
Bonus points
- Experience with Kubernetes or Datadog.
- PCI DSS compliance experience.
What we offer
- Competitive salary and equity, 401(k), unlimited PTO, a home-office budget.
Ledgerwise is an Equal Opportunity Employer.`,
  "product-designer": `Product Designer
About the team
Our design team shapes how 2 million people manage their money.
What you'll do
- Lead user research and usability testing for new features.
- Create wireframes, prototypes and high-fidelity designs in Figma.
- Maintain and extend our design system with the frontend team.
Requirements
- 4+ years of product design experience with a portfolio of shipped work.
- Expert in Figma; comfortable with Adobe Illustrator.
- Understanding of accessibility standards (WCAG 2.1).
Nice to have
- Experience with HTML and CSS.`,
};

/** Each test posting as analyzePosting reads it, analysed once for the many letters written from it. */
const ANALYSED_TEST_POSTINGS = new Map(Object.values(TEST_POSTINGS).map((text) => [text, analyzePosting(text)]));

const TEMPLATES: CoverLetterTemplate[] = ["professional", "modern", "creative"];

/** The letters written from one resume for every test posting in every style (company "Acme"). */
export function* testLetters(
  resume: ParsedResume,
): Generator<{ name: string; posting: string; template: CoverLetterTemplate; letter: string }> {
  for (const [name, posting] of Object.entries(TEST_POSTINGS)) {
    const input = {
      resume,
      jobDescription: posting,
      posting: ANALYSED_TEST_POSTINGS.get(posting),
      companyName: "Acme",
    };
    for (const { template, letter } of generateCoverLetters(input, TEMPLATES))
      yield { name, posting, template, letter };
  }
}
