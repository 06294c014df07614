import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildAltChunkDocx,
  buildDocx,
  buildDocxFromXml,
  buildEncryptedPdf,
  buildImageOnlyPdf,
  buildPdf,
  buildZipBomb,
  docxParagraph,
  oneColumnResumeLines,
  twoColumnResumeLines,
} from "../../test/fixtures.ts";
import { parsedFromOneParagraph, parsedFromText } from "../../test/parsed-from-text.ts";
import { EngineError } from "../errors.ts";
import type { ExperienceEntry, ParsedResume, TextLine } from "../types.ts";
import { normaliseText } from "./normalise-text.ts";
import { parseResume, structureResume } from "./parse-resume.ts";
import { placeAfterStreet, placeAtAddressEnd } from "./places.ts";
import { parseSkillsSection } from "./skills-section.ts";

/** Each role as read, the fields asked for in their order. */
/** Rows of text pasted into Word: one paragraph, a soft line break after each row. */
const pastedIntoWord = (rows: string[]) =>
  buildDocxFromXml(
    `<w:p>${rows.map((row) => `<w:r><w:t xml:space="preserve">${row}</w:t></w:r>`).join("<w:r><w:br/></w:r>")}</w:p>`,
  );
const rolesRead = (parsed: ParsedResume, ...fields: Array<keyof ExperienceEntry>) =>
  parsed.resume.experience.map((role) => fields.map((field) => role[field]));

async function expectEngineError(work: Promise<unknown>, code: string) {
  const started = Date.now();
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).code).toBe(code);
  expect((error as EngineError).message.length).toBeGreaterThan(10);
  expect(Date.now() - started).toBeLessThan(2000);
}

describe("parseResume on a one-column PDF", () => {
  it("reads contact details, experience, education and skills into the builder's shape", async () => {
    const parsed = await parseResume(await buildPdf([oneColumnResumeLines()]));
    const { resume } = parsed;
    expect(parsed.format).toBe("pdf");
    expect(resume.personalInfo).toMatchObject({
      name: "Maria Gonzalez",
      email: "maria.gonzalez@example.com",
      phone: "+1 (512) 555-0142",
      address: "Austin, TX",
    });
    expect(resume.personalInfo.linkedin).toContain("linkedin.com/in/mariagonzalez");
    expect(resume.summary).toContain("Backend engineer with 7 years");
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Software Engineer", "Ledgerly Inc.", "2021-03", "Present"],
      ["Software Engineer", "Northwind Labs", "2017-06", "2021-02"],
    ]);
    expect(resume.experience[0]?.responsibilities).toEqual([
      "Cut payment settlement time by 40% by redesigning the batch pipeline in Go.",
      "Led a team of 5 engineers to migrate 2 TB of data from MySQL to PostgreSQL.",
    ]);
    expect(resume.education[0]).toMatchObject({
      institution: "University of Texas at Austin",
      degree: "Bachelor of Science",
      fieldOfStudy: "Computer Science",
    });
    expect(resume.skills).toEqual([
      { category: "Languages", items: ["Go", "TypeScript", "Python", "SQL"] },
      { category: "Tools", items: ["Kubernetes", "Docker", "Kafka", "Postgres"] },
    ]);
  });

  it("finds every skill with its section and experience entry, aliases resolved", async () => {
    const parsed = await parseResume(await buildPdf([oneColumnResumeLines()]));
    const postgres = parsed.skills.filter((s) => s.skillId === "postgresql");
    expect(postgres.map((s) => s.matchedText).sort()).toEqual(["PostgreSQL", "PostgreSQL", "Postgres"].sort());
    const cicd = parsed.skills.find((s) => s.name === "CI/CD");
    expect(cicd).toMatchObject({ section: "experience", entryIndex: 1 });
    expect(parsed.skills.find((s) => s.matchedText === "Node.js")).toMatchObject({
      name: "Node.js",
      section: "experience",
    });
  });

  it("gives the same result for the same file", async () => {
    const bytes = await buildPdf([oneColumnResumeLines()]);
    expect(JSON.stringify(await parseResume(bytes))).toBe(JSON.stringify(await parseResume(bytes)));
  });
});

describe("parseResume on a two-column PDF", () => {
  it("keeps the sidebar out of the experience bullets and keeps phone numbers as written", async () => {
    const parsed = await parseResume(await buildPdf([twoColumnResumeLines()]));
    expect(parsed.layout.columnCount).toBe(2);
    expect(parsed.resume.personalInfo).toMatchObject({
      name: "Sam Lee",
      email: "sam.lee@example.com",
      phone: "0541 999 99 99",
    });
    const bullets = parsed.resume.experience.flatMap((e) => e.responsibilities).join(" ");
    expect(bullets).not.toMatch(/Figma|Sketch|Korean/);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Product Designer", "Brightside Health"],
      ["UX Designer", "Pixel & Co"],
    ]);
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining(["Figma", "Sketch", "User research", "Prototyping"]),
    );
  });
});

describe("a short sidebar of headings and skill chips", () => {
  it("is a column of its own, not a lane of labels beside the roles", async () => {
    const side = (text: string, y: number, size = 7) => ({ text, x: 30, y, size, bold: false });
    const main = (text: string, y: number, size = 9) => ({ text, x: 220, y, size, bold: false });
    const parsed = await parseResume(
      await buildPdf([
        [
          side("SKILLS", 42, 14),
          main("Hannah O'Brien", 42, 30),
          side("Teaching", 68),
          main("Newcastle, NSW", 72),
          side("Literacy intervention", 84),
          main("0412 345 678  hannah.obrien@example.com.au", 86),
          side("Classroom management", 114),
          main("Primary teacher with seven years in public schools.", 119),
          side("Tools", 138),
          side("Google Classroom   Seesaw", 154),
          main("EXPERIENCE", 165, 14),
          main("Jan 2020 - Present   Year 5 Classroom Teacher", 184, 11),
          side("SOFT SKILLS", 195, 14),
          main("St Columba's Primary School, Adamstown", 200),
          side("LANGUAGES", 224, 14),
          main("Teach a class of 28 Year 5 students across all key learning areas.", 216),
          side("English : Native speaker", 240),
          main("Feb 2017 - Dec 2019   Casual Relief Teacher", 277, 11),
          main("NSW Department of Education, Newcastle", 293),
          main("Taught K-6 classes in 11 public schools across the Hunter region.", 309),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Year 5 Classroom Teacher", "St Columba's Primary School", "2020-01", "Present"],
      ["Casual Relief Teacher", "NSW Department of Education", "2017-02", "2019-12"],
    ]);
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining(["Literacy intervention", "Classroom management", "Seesaw"]),
    );
  });
});

describe("a right-aligned sidebar of skills whose long items wrap", () => {
  it("joins the lower-case end of an item to it, so 'education' is no heading", async () => {
    const main = (text: string, y: number, size = 9) => ({ text, x: 50, y, size, bold: false });
    const side = (text: string, y: number, size = 7) => ({ text, x: 560, y, size, bold: false, flushRight: true });
    const parsed = await parseResume(
      await buildPdf([
        [
          main("Maria Santos", 60, 30),
          side("maria.santos@example.com", 74, 9),
          main("Experience", 150, 13),
          side("Skills", 174, 13),
          main("Charge Nurse   Mar 2020 - Present", 190),
          side("Telemetry", 198),
          main("St. Mary's Medical Center, San Antonio, TX", 202, 8),
          side("monitoring", 207),
          side("Wound care", 216),
          main("Coordinate staffing and admissions for a 36-bed telemetry unit.", 216, 7),
          side("Patient", 225),
          side("education", 234),
          side("Epic EHR", 243),
          main("Registered Nurse   Jun 2015 - Feb 2020", 250),
          main("Hill Country Regional Hospital, New Braunfels, TX", 262, 8),
          side("Education", 290, 13),
          side("Bachelor of Science, Nursing", 310, 8),
          side("The University of Texas Health", 320, 8),
          side("Science Center at San Antonio", 330, 8),
          side("MSc, Computational Linguistics", 345, 8),
          side("Ludwig-Maximilians-Universität", 355, 8),
          side("München", 365, 8),
        ],
      ]),
    );
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining(["Telemetry monitoring", "Wound care", "Patient education", "Epic EHR"]),
    );
    // The sidebar's lines wrap at its left edge: a school's name goes on, a degree and a school stay apart.
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["The University of Texas Health Science Center at San Antonio", "Bachelor of Science"],
      ["Ludwig-Maximilians-Universität München", "MSc"],
    ]);
  });
});

describe("schools printed without dates, each degree over its school", () => {
  it("starts the next school at its degree once the one before has both", () => {
    const parsed = parsedFromText(`Aisha Mensah
aisha.mensah@example.com
Education
Graduate Certificate, Paralegal Studies
Humber Polytechnic
Bachelor of Arts, Political Science
York University`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Humber Polytechnic", "Graduate Certificate", "Paralegal Studies"],
      ["York University", "Bachelor of Arts", "Political Science"],
    ]);
  });
});

describe("a course online under Education", () => {
  it("is an entry whose school is its provider ('Udemy', 'Coursera'), not part of the school after it", () => {
    const parsed = parsedFromText(`Anna Levi
anna.levi@example.com
EDUCATION
Udemy
Practical SQL Course, 2022
Eastfield State University
Bachelor of Science in Mathematics, 2015 - 2019`);
    expect(parsed.resume.education.map((e) => [e.institution, e.endDate])).toEqual([
      ["Udemy", "2022"],
      ["Eastfield State University", "2019"],
    ]);
  });
});

describe("courses written 'Provider: Course, year'", () => {
  it("reads each as an entry of its provider, also where a conversion ran them together on one row", () => {
    const parsed = parsedFromText(`Nina Park
nina.park@example.com
EDUCATION & COURSES
Eastfield State University| 2012 - 2016 Practicum by Yandex: Product Analytics, 2019
DataCamp: Python Certificate, 2022 Udacity: Applied Probability, 2022
FutureLearn: Cloud Computing Basics for Product Managers, 2023`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Eastfield State University", "", "2016"],
      ["Practicum by Yandex", "Product Analytics", "2019"],
      ["DataCamp", "Python Certificate", "2022"],
      ["Udacity", "Applied Probability", "2022"],
      ["FutureLearn", "Cloud Computing Basics for Product Managers", "2023"],
    ]);
  });
});

describe("schools and courses one a line, each with its year as a field among commas", () => {
  it("reads an entry a line, and a course's subject with no school as what was studied", () => {
    const parsed = parsedFromText(`Dmitri Volkov
dmitri.volkov@example.com
Education
Master of Applied Mathematics,
Volga State University of Commerce, 2009, Kazan, Russia
JavaScript, 2012, Kazan, Russia
Web-Design, 2016, Haifa, Israel`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Volga State University of Commerce", "Master of Applied Mathematics", "2009"],
      ["", "JavaScript", "2012"],
      ["", "Web-Design", "2016"],
    ]);
  });
});

describe("degrees named in Polish and French", () => {
  it("reads 'inżynier', 'magister', 'Licencjat' and 'DUT' as the degree, what follows as the field", () => {
    const parsed = parsedFromText(`Tomasz Nowak
tomasz.nowak@example.com
Education
2015 – 2017: Uniwersytet Warszawski, magister, Ekonomia
2011 – 2015: Politechnika Radomska, inżynier, Logistyka
Licencjat, Finanse i Rachunkowość, Uniwersytet Ekonomiczny w Krakowie, 2011
IUT de Lyon — DUT Informatique — 2008 – 2010`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Uniwersytet Warszawski", "magister", "Ekonomia"],
      ["Politechnika Radomska", "inżynier", "Logistyka"],
      ["Uniwersytet Ekonomiczny w Krakowie", "Licencjat", "Finanse i Rachunkowość"],
      ["IUT de Lyon", "DUT Informatique", ""],
    ]);
  });
});

describe("a degree's subjects listed after its name, then the school", () => {
  it("reads 'GCSEs: Maths, English, Science — Kingsway Academy — 2013' as a school of its own", () => {
    const parsed = parsedFromText(`Sam Porter
sam.porter@example.com
Education
HND Computing, Glasgow Kelvin College, 2015 – 2017
GCSEs: Maths, English, Science — Kingsway Academy — 2013`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Glasgow Kelvin College", "HND Computing", "", "2017"],
      ["Kingsway Academy", "GCSEs", "Maths, English, Science", "2013"],
    ]);
  });
});

describe("a school's name with a qualification before it, its long name or its place after it", () => {
  it("keeps the school's own name, and a qualification's word run into it as the degree", () => {
    const parsed = parsedFromText(`Yulia Sorokina
yulia.sorokina@example.com
Education
Engineer Volga State University of Commerce
Sep 2001 - Aug 2006 Water treatment systems
2010 - 2014 Kama State Pedagogical University, Russia, Kazan  B.Sc. in physics
2008 - 2012 NEVA University (Networks, Electronics and Visual Arts)`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Volga State University of Commerce", "Engineer"],
      ["Kama State Pedagogical University", "B.Sc."],
      ["NEVA University", ""],
    ]);
  });
});

describe("a large headline that wraps after a comma beside a small place", () => {
  it("keeps the place apart from the headline", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Yui Tanaka", x: 50, y: 74, size: 40 },
          { text: "+65 9123 4567", x: 490, y: 69, size: 9 },
          { text: "yui.tanaka@example.sg", x: 450, y: 84, size: 9 },
          { text: "Senior Product Manager,", x: 50, y: 98, size: 20 },
          { text: "Singapore, Singapore", x: 463, y: 105, size: 9 },
          { text: "Payments", x: 50, y: 118, size: 20 },
          { text: "Experience", x: 50, y: 150, size: 13 },
          { text: "Senior Product Manager   Mar 2021 - Present", x: 50, y: 170, size: 9 },
          { text: "Lumen Pay Pte. Ltd., Singapore", x: 50, y: 182, size: 8 },
        ],
      ]),
    );
    expect(parsed.resume.personalInfo.address).toBe("Singapore, Singapore");
  });
});

describe("bullets flowed in two columns whose first column runs close to the second", () => {
  it("reads down the first column, then the second, so the last bullet's tail is no employer", async () => {
    const at = (text: string, x: number, y: number, size = 7) => ({ text, x, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          at("Liam O'Sullivan", 52, 60, 30),
          at("liam.osullivan@example.net", 52, 80, 9),
          at("Experience", 52, 330, 13),
          at("Journeyman Electrician   Jan 2016 - Jan 2020", 52, 345, 9),
          at("Redgum Industrial Electrical · Ipswich, Queensland, Australia", 52, 356, 8),
          at("· Maintained and fault-found on three-phase", 57, 370),
          at("switchboards per year.", 221, 370),
          at("motors, VSDs and PLC-controlled conveyors at ten", 57, 380),
          at("· Completed after-hours breakdown call-", 221, 380),
          at("food-processing plants.", 57, 390),
          at("outs with an average response time under", 221, 390),
          at("· Carried out preventive maintenance and", 57, 400),
          at("45 minutes.", 221, 400),
          at("thermal-imaging inspections on 200+", 57, 410),
          at("Electrical Apprentice   Jan 2012 - Jan 2016", 52, 428, 9),
          at("Coastline Electrical Services · Gold Coast, Queensland, Australia", 52, 439, 8),
          at("· Completed a four-year apprenticeship across residential and commercial work.", 57, 452),
        ],
      ]),
    );
    const [journeyman, apprentice] = parsed.resume.experience;
    expect(apprentice).toMatchObject({ jobTitle: "Electrical Apprentice", company: "Coastline Electrical Services" });
    expect(journeyman?.responsibilities).toContain(
      "Carried out preventive maintenance and thermal-imaging inspections on 200+ switchboards per year.",
    );
  });
});

describe("a title that ends in a number before its dates", () => {
  it("keeps the number: a day is read before a month only a space or two away", () => {
    const parsed = parsedFromText(`Rebecca Hollins
r.hollins@example.org
Experience
Teacher of Mathematics and Head of Year 9   Sep 2019 - Present
Kirkstall Vale Academy, Leeds
Analyst   15 January 2019 - 1st Oct 2021
Pennine Data Ltd, Leeds`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.startDate, e.endDate])).toEqual([
      ["Teacher of Mathematics and Head of Year 9", "2019-09", "Present"],
      ["Analyst", "2019-01", "2021-10"],
    ]);
  });
});

describe("two skill groups side by side in a right-aligned sidebar", () => {
  it("reads each group down, even where a row's two sides come close", async () => {
    const main = (text: string, y: number, size = 9) => ({ text, x: 52, y, size });
    const left = (text: string, y: number, size = 7) => ({ text, x: 495, y, size, flushRight: true });
    const right = (text: string, y: number, size = 7) => ({ text, x: 561, y, size, flushRight: true });
    const parsed = await parseResume(
      await buildPdf([
        [
          main("Rebecca Hollins", 70, 36),
          right("r.hollins@example.org", 94, 9),
          main("Experience", 200, 13),
          right("Skills", 224, 13),
          main("Teacher of Mathematics   Sep 2019 - Present", 230),
          left("Teaching &", 246, 10),
          right("Pastoral &", 246, 10),
          main("Kirkstall Vale Academy, Leeds", 242, 8),
          left("Curriculum", 257, 10),
          right("Safeguarding", 257, 10),
          left("Scheme of work design", 268),
          right("Restorative work", 268),
          main("Raised the proportion of GCSE groups achieving grade 5+ from 48% to 63%.", 262, 7),
          left("Differentiation", 278),
          right("Parent liaison", 278),
          left("Desmos", 288),
          right("Attendance", 288),
          main("Teacher of Mathematics   Sep 2015 - Aug 2019", 300),
          left("Sparx Maths", 298),
          main("Roundhay High School, Leeds", 312, 8),
          right("Education", 330, 13),
          right("University of Westmoor", 350, 8),
        ],
      ]),
    );
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining([
        "Scheme of work design",
        "Differentiation",
        "Desmos",
        "Sparx Maths",
        "Restorative work",
        "Parent liaison",
        "Attendance",
      ]),
    );
    const grouped = parsed.resume.skills.map((c) => c.category).join(" | ");
    expect(grouped).toContain("Teaching & Curriculum");
    expect(grouped).toContain("Pastoral & Safeguarding");
  });
});

describe("schools named by a word beyond university and college", () => {
  it("knows a collegiate and a cégep for schools, so the diploma stays the degree", () => {
    const parsed = parsedFromText(`Dylan Whitehorse
dylan.whitehorse@example.ca
Education
High School Diploma
Vincent Massey Collegiate   2009 - 2013
Diplôme d'études collégiales
Cégep de Sherbrooke   2013 - 2015`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Vincent Massey Collegiate", "High School Diploma"],
      ["Cégep de Sherbrooke", "Diplôme d'études collégiales"],
    ]);
  });
});

describe("Spanish job titles", () => {
  it("tells the title from the employer in 'Title, Company' lines", () => {
    const parsed = parsedFromText(`María José Hernández Ortega
mariajose.hernandez@example.com.mx
Experience
Subgerente de Tienda, Moda Ligera   Mar 2015 - Jul 2019
• Hired and trained 25 sales associates.
Asesora de Ventas, Moda Ligera   Jan 2013 - Feb 2015
• Sold 1.2 million pesos a year.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Subgerente de Tienda", "Moda Ligera"],
      ["Asesora de Ventas", "Moda Ligera"],
    ]);
  });
});

describe("a role without bullets before the next role, each with its dates under title and employer", () => {
  it("gives the next role the title and employer printed above its dates", () => {
    const parsed = parsedFromText(`Joon-ho Park
joonho.park@example.de
Experience
Software Engineer
Hanbit Soft Co., Ltd.
Jul 2016 – Nov 2018
Seoul
• Wrote settlement jobs for a mobile payments app with 3 million monthly users.
Server Developer
Naru Games
Jan 2014 – Jan 2016
Seongnam
Research Intern
Daejeon Institute of Science and Technology
Jun 2013 – Dec 2013
Daejeon`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Software Engineer", "Hanbit Soft Co., Ltd.", "2016-07", "2018-11"],
      ["Server Developer", "Naru Games", "2014-01", "2016-01"],
      ["Research Intern", "Daejeon Institute of Science and Technology", "2013-06", "2013-12"],
    ]);
  });

  it("does so where the employer stands over a line of title and dates", () => {
    const parsed = parsedFromText(`Joon-ho Park
joonho.park@example.de
Experience
Hanbit Soft Co., Ltd.
Software Engineer   Jul 2016 - Nov 2018
• Wrote settlement jobs for a mobile payments app with 3 million monthly users.
Naru Games
Server Developer   Jan 2014 - Jan 2016
Daejeon Institute of Science and Technology
Research Intern   Jun 2013 - Dec 2013`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Software Engineer", "Hanbit Soft Co., Ltd."],
      ["Server Developer", "Naru Games"],
      ["Research Intern", "Daejeon Institute of Science and Technology"],
    ]);
  });
});

describe("a headline with a qualifier in brackets over the contact line", () => {
  it("is no place: the city on the contact line is", () => {
    const parsed = parsedFromText(`Dylan Whitehorse
Journeyman Plumber (Red Seal)
Winnipeg, MB, CA   (204) 555-0148
dylan.whitehorse@example.ca
Experience
Journeyman Plumber   Apr 2019 - Present
Red River Mechanical Ltd.`);
    expect(parsed.resume.personalInfo.address).toBe("Winnipeg, MB, CA");
  });
});

describe("a large city under the name its own people write", () => {
  it("knows 'Ciudad de México' and 'Wien' for places, not only 'Mexico City' and 'Vienna'", () => {
    const employer = `Experience
Gerente de Tienda   Aug 2019 - Present
Almacenes Del Valle S.A. de C.V., Guadalajara`;
    const mexico = parsedFromText(`María José Hernández Ortega
Ciudad de México
mariajose.hernandez@example.com.mx
${employer}`);
    const vienna = parsedFromText(`Lukas Gruber
Wien, Österreich   +43 660 1234567
lukas.gruber@example.at
${employer}`);
    const coded = parsedFromText(`María José Hernández Ortega
Ciudad de México (MX), CDMX
mariajose.hernandez@example.com.mx
${employer}`);
    expect(mexico.resume.personalInfo.address).toBe("Ciudad de México");
    expect(vienna.resume.personalInfo.address).toBe("Wien, Österreich");
    // (Its country's code in brackets, then a region we do not know.)
    expect(coded.resume.personalInfo.address).toBe("Ciudad de México, MX, CDMX");
  });
});

describe("an employer whose name ends in two legal forms", () => {
  it("reads 'Co., Ltd.' and 'S.A. de C.V.' as the end of a name, not of a sentence, and a month with its year as no place", () => {
    const parsed = parsedFromText(`Joon-ho Park
joonho.park@example.de
Work Experience
Backend Engineer, Lieferfix GmbH
Jan, 2019 - Feb, 2021  2 years 1 month
Built the restaurant onboarding API in Kotlin and Spring Boot used by 9,000 partners.
Software Engineer, Hanbit Soft Co., Ltd.
Jul, 2016 - Nov, 2018  2 years 4 months
Wrote settlement jobs for a mobile payments app with 3 million monthly users.
Gerente de Tienda, Almacenes Del Valle S.A. de C.V.
Jan, 2014 - Jun, 2016  2 years 5 months
Ran a store of 38 staff.`);
    expect(
      parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.responsibilities.length]),
    ).toEqual([
      ["Backend Engineer", "Lieferfix GmbH", "2019-01", 1],
      ["Software Engineer", "Hanbit Soft Co., Ltd.", "2016-07", 1],
      ["Gerente de Tienda", "Almacenes Del Valle S.A. de C.V.", "2014-01", 1],
    ]);
    expect(parsed.resume.personalInfo.address).toBe("");
  });
});

describe("a qualified title run into its employer in text that lost its line breaks", () => {
  it("keeps the title's head word after 'Apprentice' or 'Intern' in the title", () => {
    const { resume } = parsedFromOneParagraph([
      "Dylan Whitehorse dylan.whitehorse@example.ca (204) 555-0148 SUMMARY Red Seal plumber with ten years on",
      "residential and light-commercial jobs across Manitoba; reads drawings and runs small crews. WORK EXPERIENCE",
      "Apprentice Plumber Prairie Pipe & Supply - Brandon, MB 2015 to 2019",
      "• Completed 6,800 apprenticeship hours on commercial fit-outs and service calls.",
      "Intern Pharmacist Kenya Pharmaceutical Distributors - Nairobi January 2013 to December 2014",
      "• Dispensed 150 prescriptions a day and counselled patients on their medicines at the counter.",
    ]);
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Apprentice Plumber", "Prairie Pipe & Supply"],
      ["Intern Pharmacist", "Kenya Pharmaceutical Distributors"],
    ]);
  });
});

describe("a name given only as a profile link's words", () => {
  it("reads the name from 'LinkedIn: Full Name', up to the next label, not from a skill list's capitalised words", () => {
    const parsed = parsedFromText(`QA Engineer with 5+ years of practice, seeking a remote contract role
Phone:  Year of birth: 1993
E-mail:  Residence: Nahariya.
Linkedin: Daniel Abramov Languages: Hebrew, English, Arabic.
TECHNICAL SKILLS
Technologies: Python, Django Framework (Django REST, Django
Channels Redis, Django Filters), Pytest, SQLAlchemy, Celery.`);
    expect(parsed.resume.personalInfo.name).toBe("Daniel Abramov");
  });
});

describe("a headline's layer and seniority, and a language's level, are no part of a name", () => {
  it("ends the name before 'Frontend Engineer', and reads no name from 'FULL STACK' over 'DEVELOPER'", () => {
    expect(
      parsedFromText("Tyler J. Brooks Frontend Engineer\ntyler.brooks@example.com\nExperience").resume.personalInfo
        .name,
    ).toBe("Tyler J. Brooks");
    const headlineOnly = parsedFromText(`FULL STACK
DEVELOPER
Languages: Spanish (Upper Intermediate), Ukrainian (Native)
Experience
Full Stack Developer, Northwind, 2020 - Present`);
    expect(headlineOnly.resume.personalInfo.name).toBe("");
  });
});

describe("a resume whose name the anonymisation removed", () => {
  it("takes no skill's name for the person's ('Machine Learning' of 'Machine Learning Research Intern')", () => {
    const parsed = parsedFromText(`Platform Engineer
Location: Cyprus
GitHub
Experience
Rust Developer
Feb 2022 - Present
• Built a payments gateway in Rust.
Machine Learning Research Intern Grafana,
Jun 2018 - Dec 2018
• Tuned recommendation models.`);
    expect(parsed.resume.personalInfo.name).toBe("");
  });
});

describe("a name run into a tradesman's headline in text that lost its line breaks", () => {
  it("ends the name before 'Journeyman'", () => {
    const { resume } = parsedFromOneParagraph([
      "Dylan Whitehorse Journeyman Plumber (Red Seal) Winnipeg, MB - dylan.whitehorse@example.ca - (204) 555-0148",
      "SUMMARY Red Seal plumber with ten years on residential and light-commercial jobs across Manitoba; reads",
      "drawings and runs small crews. WORK EXPERIENCE Journeyman Plumber Red River Mechanical Ltd. - Winnipeg, MB",
      "April 2019 to Present • Lead a crew of three on rough-in and finish for 40+ new homes a year.",
      "General Labourer Assiniboine Construction - Brandon, MB 2013 to 2015",
    ]);
    expect(resume.personalInfo.name).toBe("Dylan Whitehorse");
  });
});

describe("roles listed as bullets over their dates, the last with no bullets of its own", () => {
  it("reads the last role too", async () => {
    const at = (text: string, x: number, y: number, size = 11) => ({ text, x, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          at("Dylan Whitehorse", 57, 60, 24),
          at("dylan.whitehorse@example.ca", 57, 84),
          at("Work Experience", 57, 120, 13),
          at("•  Journeyman Plumber, Red River Mechanical Ltd.", 78, 140),
          at("Apr, 2019 - Present", 57, 154, 9),
          at("•  Lead a crew of three on rough-in and finish for 40+ new homes a year.", 114, 170),
          at("•  Apprentice Plumber, Prairie Pipe & Supply", 78, 190),
          at("Jan, 2015 - Jan, 2019 4 years", 57, 204, 9),
          at("•  Completed 6,800 apprenticeship hours on commercial fit-outs and service calls.", 114, 220),
          at("•  General Labourer, Assiniboine Construction", 78, 240),
          at("Jan, 2013 - Jan, 2015 2 years", 57, 254, 9),
          at("Skills", 57, 280, 13),
          at("Gas fitting, Blueprint reading", 68, 298),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Journeyman Plumber", "Red River Mechanical Ltd.", "2019-04"],
      ["Apprentice Plumber", "Prairie Pipe & Supply", "2015-01"],
      ["General Labourer", "Assiniboine Construction", "2013-01"],
    ]);
  });
});

describe("a degree, its field and its school run together on one line", () => {
  it("ends the field at its last field word before the school's name", () => {
    const parsed = parsedFromText(`Chinedu Okafor
chinedu.okafor@example.ng
Education
Diploma in Supply Chain Management Yaba College of Technology   2012
Certificate in Plumbing Technician Red River College Polytechnic   2015
MSc in Computational Linguistics Universität Tübingen   2016
High School Diploma in General Studies Palm Creek State High School   2011`);
    expect(parsed.resume.education.map((e) => [e.institution, e.fieldOfStudy])).toEqual([
      ["Yaba College of Technology", "Supply Chain Management"],
      ["Red River College Polytechnic", "Plumbing Technician"],
      ["Universität Tübingen", "Computational Linguistics"],
      ["Palm Creek State High School", "General Studies"],
    ]);
  });
});

describe("a school's name set a little right of the school above it", () => {
  it("is the next school, not a line of the one above", async () => {
    const at = (text: string, x: number, y: number, size = 10.5) => ({ text, x, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          at("Ngozi Adeyemi", 68, 60, 24),
          at("ngozi.adeyemi@example.com", 191, 84),
          at("Education", 68, 120, 20),
          at("Gulf Coast University Hospital", 182, 124, 16),
          at("Residency in Internal Medicine", 191, 140),
          at("Jan 2018 – Jan 2021", 191, 154),
          at("University of Lagos College of Medicine", 191, 176, 16),
          at("MBBS in Medicine and Surgery", 191, 192),
          at("Jan 2009 – Jan 2015", 191, 206),
        ],
      ]),
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Gulf Coast University Hospital", "Residency"],
      ["University of Lagos College of Medicine", "MBBS"],
    ]);
  });
});

describe("an employer's place glued on, set apart as a district, or of several words", () => {
  it("reads the employer apart from its place", () => {
    const parsed = parsedFromText(`Grace Njoroge
grace.njoroge@example.co.ke
Experience
Data Scientist   Jan 2019 - Present
Kieferstein Versicherungen AGMunich
• Built pricing models for motor insurance.
HR Business Partner   Feb 2016 - Dec 2018
Emirates Horizon Bank PJSC Abu Dhabi
• Partnered with 4 business units.
Pharmacist in Charge   Jan 2013 - Jan 2016
Mvita Health Pharmacy Ltd  Westlands, Nairobi
• Ran a community pharmacy serving 300 patients a day.`);
    expect(parsed.resume.experience.map((e) => [e.company, e.location])).toEqual([
      ["Kieferstein Versicherungen AG", "Munich"],
      ["Emirates Horizon Bank PJSC", "Abu Dhabi"],
      ["Mvita Health Pharmacy Ltd", "Westlands, Nairobi"],
    ]);
  });
});

describe("labelled skill lists with a lost comma and how well each is known", () => {
  it("splits two known skills run together, and keeps the skill's name without 'familiar with'", () => {
    const parsed = parsedFromText(`Anton Petrov
anton.petrov@example.com
Skills
Programming languages: Go, familiar with Rust, basic knowledge of Haskell
Databases: MariaDB, DynamoDB, PostgreSQL Elasticsearch, Neo4j.
Tools: Visual Studio Code, Spring Boot, AWS EC2`);
    expect(parsed.resume.skills.map((group) => group.items)).toEqual([
      ["Go", "Rust", "Haskell"],
      ["MariaDB", "DynamoDB", "PostgreSQL", "Elasticsearch", "Neo4j"],
      ["Visual Studio Code", "Spring Boot", "AWS EC2"],
    ]);
  });
});

describe("skills rated by stars or a level after their names", () => {
  it("keeps the skill's name, one a line or in a list, and leaves the rating out", () => {
    const itemsOf = (list: string) =>
      parsedFromText(`Anton Petrov\nanton.petrov@example.com\nSkills\n${list}`).resume.skills.flatMap((g) => g.items);
    expect(itemsOf("Excel ★★★★★\nSAP ★★★★☆\nSQL ● ● ● ○ ○")).toEqual(["Excel", "SAP", "SQL"]);
    expect(itemsOf("Excel - Expert\nSAP – Advanced\nGerman (Native speaker)")).toEqual(["Excel", "SAP", "German"]);
    expect(itemsOf("Excel (advanced), SAP - Expert, SQL: Basic, Power BI")).toEqual(["Excel", "SAP", "Power BI"]);
  });
});

describe("labelled skill lists that run into the next group or end in 'and more'", () => {
  it("keeps the next group's items without its name, and no 'etc.' on the last item", () => {
    const parsed = parsedFromText(`Anton Petrov
anton.petrov@example.com
Skills
Frontend: Vue, Pinia, HTML, CSS, Operating Systems: Linux, macOS
Libraries: Lodash, Axios, Bootstrap and more..
Testing: Vitest, Playwright, Cypress etc.`);
    expect(parsed.resume.skills.map((group) => group.items)).toEqual([
      ["Vue", "Pinia", "HTML", "CSS", "Linux", "macOS"],
      ["Lodash", "Axios", "Bootstrap"],
      ["Vitest", "Playwright", "Cypress"],
    ]);
  });
});

describe("skill groups with no Skills heading, the first named 'Licences'", () => {
  it("reads the groups as skills where a second group's name is set as 'Licences' is", async () => {
    const side = (text: string, y: number, size = 9) => ({ text, x: 50, y, size });
    const main = (text: string, y: number, size = 10) => ({ text, x: 230, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          main("Kwame Mensah-Bonsu", 60, 26),
          side("kwame@example.co.uk", 90, 8.5),
          side("07700 900461", 102, 8.5),
          main("Experience", 110, 14),
          side("Licences", 124, 11),
          main("Reach Truck Driver   May 2022 - Present", 128),
          side("Reach truck licence", 138),
          main("Northgate Distribution Ltd, Manchester", 142),
          side("Counterbalance forklift", 150),
          main("Put away and pick up to 180 pallets a shift at heights of 11 metres.", 156),
          side("Warehouse", 166, 11),
          side("Pick and pack", 180),
          main("Warehouse Operative   Sep 2020 - Apr 2022", 180),
          side("Stock rotation", 192),
          main("Brightside Logistics, Oldham", 194),
          side("RF scanners", 204),
          main("Picked and packed 250 orders a day at 99.8% accuracy.", 208),
        ],
      ]),
    );
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining(["Reach truck licence", "Counterbalance forklift", "Pick and pack", "RF scanners"]),
    );
  });

  it("leaves a list of certifications set in one style a list of certifications", () => {
    const parsed = parsedFromText(`Ana Silva
ana.silva@example.com
Certifications
Basic Life Support
Advanced Cardiac Life Support
Pediatric Advanced Life Support`);
    expect(parsed.resume.certifications.map((c) => c.name)).toContain("Basic Life Support");
    expect(parsed.resume.skills).toEqual([]);
  });
});

describe("a narrow sidebar's schools, the degree in bold over the school's name", () => {
  it("reads the school's lighter line as no wrapped end of the degree's, though the degree's line reaches the edge", () => {
    const rows: Array<[string, number, number, boolean]> = [
      ["Jihoon Park", 18, 120, true],
      ["jihoon.park@example.com", 9, 110, false],
      ["SUMMARY", 11, 60, true],
      ["Data scientist who builds language models for", 9, 156, false],
      ["claims and support teams, from the first labelled", 9, 155, false],
      ["set to the model in production and its monitoring.", 9, 156, false],
      ["EDUCATION", 11, 70, true],
      ["PhD, Computational Linguistics", 9, 150, true],
      ["Universität Tübingen", 9, 90, false],
      ["2015 – 2019", 8.5, 50, false],
      ["High School Diploma, General Studies", 9, 152, true],
      ["Palm Creek State High School", 9, 120, false],
      ["2007 – 2011", 8.5, 50, false],
    ];
    const lines: TextLine[] = rows.map(([text, fontSize, width, isBold], index) => ({
      index,
      text,
      page: 1,
      x: 409,
      y: 60 + index * 13,
      width,
      fontSize,
      isBold,
      column: 0,
      isBullet: false,
    }));
    const layout = {
      lines,
      pageCount: 1,
      columnCount: 1,
      bodyFontSize: 9,
      hasTables: false,
      headerFooterLines: new Set<number>(),
      textInWrappedHtml: false,
    };
    const parsed = structureResume(layout, "pdf");
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Universität Tübingen", "PhD", "Computational Linguistics", "2019"],
      ["Palm Creek State High School", "High School Diploma", "General Studies", "2011"],
    ]);
  });
});

describe("titles and employers no dictionary knows, each on a line of its own", () => {
  it("reads each role's title where the section's other roles set theirs: the bold line above", async () => {
    const role = (title: string, employer: string, dates: string, y: number) => [
      { text: title, x: 50, y, bold: true },
      { text: dates, x: 560, y, flushRight: true },
      { text: employer, x: 50, y: y + 14 },
      { text: "• Ran the weekend team of nine.", x: 60, y: y + 28 },
    ];
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Dana Whitfield", x: 50, y: 60, size: 18 },
          { text: "dana.whitfield@example.com", x: 50, y: 80 },
          { text: "EXPERIENCE", x: 50, y: 104, size: 12, bold: true },
          ...role("Wrangler", "Kestrel Ranch", "Mar 2020 – Present", 122),
          ...role("Steward", "Harbour & Vine", "Jun 2017 – Feb 2020", 170),
          ...role("Cellar Hand", "Oakmere", "Jan 2015 – May 2017", 218),
        ],
      ]),
    );
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Wrangler", "Kestrel Ranch"],
      ["Steward", "Harbour & Vine"],
      ["Cellar Hand", "Oakmere"],
    ]);
  });
});

describe("a group's name in bold after a list's last item wrapped onto a row of its own", () => {
  it("starts the next group at the bold name, not taking it for an item of the group above", async () => {
    const bold = (text: string) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          docxParagraph("Dana Whitfield"),
          docxParagraph("dana.whitfield@example.com"),
          bold("Skills"),
          bold("Frameworks"),
          docxParagraph("React · Next.js · Node.js"),
          docxParagraph(".NET"),
          bold("Practices"),
          docxParagraph("Code review · Mentoring"),
        ].join(""),
      ),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Frameworks", items: ["React", "Next.js", "Node.js", ".NET"] },
      { category: "Practices", items: ["Code review", "Mentoring"] },
    ]);
  });
});

describe("skill groups whose names and chips are set in one bold type", () => {
  it("reads each bold line over a row of chips as its group's name, a chip alone on its row as a chip", async () => {
    // Each chip drawn apart, as a page of boxed chips prints them.
    const chips = (texts: string[], y: number) =>
      texts.map((text, i) => ({
        text,
        x: 56 + texts.slice(0, i).reduce((at, before) => at + before.length * 6 + 14, 0),
        y,
        bold: true,
      }));
    const name = (text: string, y: number) => ({ text, x: 55, y, bold: true });
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Tomasz Wielgosz", x: 55, y: 60, size: 24 },
          { text: "tomasz.wielgosz@example.com", x: 55, y: 84 },
          { text: "SKILLS", x: 47, y: 110, size: 16 },
          name("Languages", 130),
          ...chips(["Go", "Python", "Java", "Ruby"], 144),
          name("Infrastructure", 160),
          ...chips(["Kubernetes", "Terraform", "Kafka"], 174),
          ...chips(["PostgreSQL"], 188),
          name("Practices — Advanced", 204),
          ...chips(["System design", "Observability"], 218),
          { text: "EXPERIENCE", x: 47, y: 244, size: 16 },
          { text: "Senior Software Engineer   Mar 2019 - Present", x: 55, y: 264 },
          { text: "Harbourline Payments, Gdansk", x: 55, y: 278 },
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Languages", items: ["Go", "Python", "Java", "Ruby"] },
      { category: "Infrastructure", items: ["Kubernetes", "Terraform", "Kafka", "PostgreSQL"] },
      { category: "Practices — Advanced", items: ["System design", "Observability"] },
    ]);
  });
});

describe("employers ending 'Co., Ltd.' or 'K.K.' in text that lost its line breaks", () => {
  it("ends no sentence there, so the role after a bullet is found", () => {
    const { resume } = parsedFromOneParagraph([
      "Joon-ho Park Senior Backend Engineer Berlin, DE - joonho.park@example.de - +49 30 1234 5678 SUMMARY Backend",
      "engineer with ten years building payment and delivery systems in Seoul and Berlin. WORK EXPERIENCE",
      "Backend Engineer Lieferfix GmbH - Berlin January 2019 to February 2021 • Built the restaurant onboarding API",
      "in Kotlin and Spring Boot used by 9,000 partners. Software Engineer Hanbit Soft Co., Ltd. - Seoul July 2016",
      "to November 2018 • Wrote settlement jobs for a mobile payments app with 3 million monthly users.",
      "Associate Product Manager Sakura Fintech K.K. - Tokyo, Japan April 2014 to March 2016",
      "• Shipped the QR payment feature for 12,000 small merchants.",
    ]);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Backend Engineer", "Lieferfix GmbH", "2019-01"],
      ["Software Engineer", "Hanbit Soft Co., Ltd.", "2016-07"],
      ["Associate Product Manager", "Sakura Fintech K.K.", "2014-04"],
    ]);
  });
});

describe("a long name set a word or two a line", () => {
  it("reads every line of it, particles and a hyphen's break too", async () => {
    const at = (text: string, y: number, size = 36) => ({ text, x: 213, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          at("Maria-", 60),
          at("Fernanda", 100),
          at("Castillo", 140),
          at("Rodríguez de", 180),
          at("la Vega", 220),
          at("Málaga, ES", 245, 10.5),
          at("Hotel Operations Manager", 265, 18),
          at("mf.castillo@example.es", 290, 10.5),
          at("Experience", 330, 14),
          at("Hotel Operations Manager   Mar 2019 - Present", 350, 10.5),
          at("Hotel Mirador del Sol, Málaga", 364, 10.5),
        ],
      ]),
    );
    expect(parsed.resume.personalInfo.name).toBe("Maria-Fernanda Castillo Rodríguez de la Vega");
  });
});

describe("a place run onto a headline whose last words are no title words", () => {
  it("stops at the city it knows, and goes on only to a longer city it knows", () => {
    const place = (head: string) =>
      parsedFromOneParagraph([
        `${head} - jane@example.com - +33 6 12 34 56 78 SUMMARY Digital marketing manager with eight years in`,
        "beauty and retail brands; runs paid media, CRM and e-commerce growth with small teams and measurable",
        "targets. WORK EXPERIENCE Marketing Manager Maison Verlaine - Paris September 2021 to Present • Grew",
        "online revenue by 34% in two years while holding acquisition cost flat across every paid channel.",
      ]).resume.personalInfo.address;
    expect(place("Camille Lefèvre Responsable Marketing Digital Paris, FR")).toBe("Paris, FR");
    expect(place("Jane Doe Senior Data Analyst New York, NY")).toBe("New York, NY");
  });
});

describe("a French or Portuguese title run into its employer", () => {
  it("keeps the department and the grade that follow the title's word in the title", () => {
    const { resume } = parsedFromOneParagraph([
      "Camille Lefèvre camille@example.fr +33 6 12 34 56 78 SUMMARY Digital marketing manager with eight years in",
      "beauty and retail brands; runs paid media, CRM and e-commerce growth with small teams. WORK EXPERIENCE",
      "Responsable Marketing Digital Maison Verlaine S.A.S. - Paris September 2021 to Present • Grew online",
      "revenue by 34% in two years. Analista de QA Sênior Banco Paulista Digital S.A. - São Paulo March 2019",
      "to August 2021 • Built the regression suite in Cypress for the mobile banking app and its web portal.",
    ]);
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Responsable Marketing Digital", "Maison Verlaine S.A.S."],
      ["Analista de QA Sênior", "Banco Paulista Digital S.A."],
    ]);
  });
});

describe("an employer, a district and a city we know", () => {
  it("reads the district with the city, not with the employer, and leaves a title's company alone", () => {
    const parsed = parsedFromText(`Chinedu Okafor
chinedu.okafor@example.ng
Experience
Inventory Control Lead   Mar 2018 - Feb 2021
Sahel Fresh Foods, Apapa, Lagos
• Cut stock losses by 30%.
Sous Chef   2016 - 2018
Head Chef, Bistro Mercier, Dublin
• Ran the pass.`);
    expect(parsed.resume.experience[0]).toMatchObject({ company: "Sahel Fresh Foods", location: "Apapa, Lagos" });
    expect(parsed.resume.experience[1]?.location).toBe("Dublin");
  });
});

describe("a bullet's list that goes on over lines in capitals", () => {
  it("stays in the bullet instead of opening a role", () => {
    const parsed = parsedFromText(`Otto Gaylord
otto@example.com
WORK EXPERIENCE
Operations Center Shift Manager
Microsoft India -
August 2012 to January 2016
• Responsible for administrative duties like reviewing performance
Metrics, managing breaks, Shift Changeover Process and adherence, Policy Reviews, OCSM
Pass-down Log, Inventory Control,
Employee Recognition Requests, Disciplinary Actions, Annual
Evaluations, Mentoring and Counselling
• Maintain and share updates on emergency procedures
Communication Supervisor
Microsoft India -
February 2011 to July 2012
• Managing all incidents based on the priorities`);
    expect(parsed.resume.experience.map((e) => e.jobTitle)).toEqual([
      "Operations Center Shift Manager",
      "Communication Supervisor",
    ]);
    expect(parsed.resume.experience[0]?.responsibilities.join(" ")).toContain(
      "Annual Evaluations, Mentoring and Counselling",
    );
  });
});

describe("a bullet's last words in capitals on a line of their own, between two bullets", () => {
  it("end the bullet instead of heading a role", () => {
    const parsed = parsedFromText(`Faustino Pfannerstill
faustino@example.com
WORK EXPERIENCE
Senior Technical Lead
HCL Cisco - Bengaluru, Karnataka -
October 2015 to Present
• Deployed Cisco ACI Multi-Site Controller with ACI fabric for Testing stretched
EPG's between Data centers
• Deployed Cisco IT replica Setup in Local Lab
Technical Lead
Aricent Cisco -
July 2012 to September 2015
• Written test cases to validate MPLS TP and P2MP
EVC
• Tested MPLS TP, single segment and multi-segment Pseudowire`);
    expect(parsed.resume.experience.map((e) => e.jobTitle)).toEqual(["Senior Technical Lead", "Technical Lead"]);
    expect(parsed.resume.experience[0]?.responsibilities[0]).toMatch(/stretched EPG's between Data centers$/);
  });
});

describe("an undated sub-heading under a dated role", () => {
  it("stays in the role's body instead of becoming a role of its own", () => {
    const parsed = parsedFromText(`Priya Menon
priya.menon@example.com
WORK EXPERIENCE
Security Analyst
Infosys Limited - Bengaluru, Karnataka
June 2016 to Present
Use Cases Description
• Built SIEM use cases for 40 clients.
Email Eradication
• Removed phishing mails from 12,000 mailboxes within an hour of detection.`);
    expect(parsed.resume.experience.map((e) => e.jobTitle)).toEqual(["Security Analyst"]);
    expect(parsed.resume.experience[0]?.responsibilities).toEqual(
      expect.arrayContaining(["Email Eradication", "Built SIEM use cases for 40 clients."]),
    );
  });

  it("keeps a role's 'Key Achievements:' in the role, not a section that takes the roles after it", () => {
    const parsed = parsedFromText(`Priya Nair
priya.nair@example.com
PROFESSIONAL EXPERIENCE
Senior Software Engineer, Wipro Technologies, Bengaluru   Aug 2018 – Present
• Designed microservices for a retail client.
Key Achievements:
• Cut the build time by 35%.
Software Engineer, Mindtree, Chennai   Jun 2015 – Jul 2018
• Built REST APIs for a bank.
ACHIEVEMENTS:
Won the 2019 hackathon.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.responsibilities])).toEqual([
      [
        "Senior Software Engineer",
        "Wipro Technologies",
        ["Designed microservices for a retail client.", "Cut the build time by 35%."],
      ],
      ["Software Engineer", "Mindtree", ["Built REST APIs for a bank."]],
    ]);
    // (Set as the page's headings are, the same words head a section.)
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "awards"]);
  });
});

describe("where and how the work was, in brackets after the employer", () => {
  it("takes the city out of the brackets as the place, and leaves the name alone", () => {
    const parsed = parsedFromText(`Oksana Melnyk
oksana.melnyk@example.com
Work experience
Golang Developer - Brightline (Vinnytsia, remote) - product company
Built clients for payment services.
from October 2022 till now
Android Developer - Quillby (Vinnytsia office, local) - staffing agency
Wrote Android apps for retail clients.
from April 2020 till October 2022
Android Developer - Northwind Studio (International, remote) - staffing agency
Built a booking app.
from June 2018 till April 2020`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Golang Developer", "Brightline", "Vinnytsia"],
      ["Android Developer", "Quillby", "Vinnytsia"],
      ["Android Developer", "Northwind Studio", ""],
    ]);
  });
});

describe("a role whose title names no title's word, among roles that print the employer first", () => {
  it("reads a title that is another role's employer as this role's employer", () => {
    const parsed = parsedFromText(`Kateryna Shevchenko
kateryna@example.com
Experience
2022 - present: Frontend developer
-- Brightline (Haifa, Israel)
• Built the booking pages.
2018 - 2022: Frontend developer
-- Brightline (Lviv, Ukraine)
• Built the admin panel.
2015 - 2018: Email templates
-- Brightline (Lviv, Ukraine)
• Laid out newsletters.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Frontend developer", "Brightline"],
      ["Frontend developer", "Brightline"],
      ["Email templates", "Brightline"],
    ]);
  });

  it("reads 'Employer, Activity' in the others' order", () => {
    const parsed = parsedFromText(`Gleb Orlov
gleb.orlov@example.com
Professional Experience
2021 - 2022 Medisure, Senior mobile dev in the claims team.
• Built the claims service.
2020 - 2021 Homequest, Team lead and mobile dev in a payments team.
• Led four developers.
2018 - 2020 Northwind, Data engineering in the billing department.
• Wrote the invoicing system.
2016 - 2017 Lattice Labs, RnD in the area of drones.
• Built a gripper controller.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Senior mobile dev", "Medisure"],
      ["Team lead and mobile dev", "Homequest"],
      ["Data engineering", "Northwind"],
      ["RnD", "Lattice Labs"],
    ]);
  });
});

describe("undated roles printed 'Employer  Title' a wide gap apart, one after another", () => {
  it("opens a role at each line of the first one's shape, and keeps a semicolon item's wrapped end with it", () => {
    const parsed = parsedFromText(`Denis Kuznetsov
denis.kuznetsov@example.com
Work experience
Brightline  Backend Developer (  now)
Added invoice exports and audit logs;
Worked with Rust, Axum, Redis, MySQL, RabbitMQ, Browser
Plugins;
Moved the servers to GCP;
Quillby Games  Back-End Developer (  )
Wrote the matchmaking queue;
Ported the build to Vite;
Northwind Maps  Junior Back-End Developer (  )
Fixed bugs;`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Backend Developer", "Brightline"],
      ["Back-End Developer", "Quillby Games"],
      ["Junior Back-End Developer", "Northwind Maps"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities[1]).toBe(
      "Worked with Rust, Axum, Redis, MySQL, RabbitMQ, Browser Plugins;",
    );
  });

  it("leaves the employer's line under a dated header with the role, whatever title's word its name holds", () => {
    const parsed = parsedFromText(`Noura Haddad
noura.haddad@example.com
Work Experience
HR Business Partner   Jan 2021 — Present
Majid Retail LLC   Dubai
• Partner with the leaders of 14 stores.
Recruitment Coordinator   Feb 2015 — Aug 2016
Gulf Talent Partners FZ-LLC   Dubai
• Scheduled 60 interviews a week.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["HR Business Partner", "Majid Retail LLC"],
      ["Recruitment Coordinator", "Gulf Talent Partners FZ-LLC"],
    ]);
  });

  it("reads the city written after the title, before its country", () => {
    const parsed = parsedFromText(`Irina Lebedeva
irina.lebedeva@example.com
Experience:
Brightline Analytics  Database developer Tomsk, Russia
Built reports on PL/SQL packages.
Northwind Telecom  Junior tester Kazan, Russia
Tested the billing system.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Database developer", "Brightline Analytics", "Tomsk, Russia"],
      ["Junior tester", "Northwind Telecom", "Kazan, Russia"],
    ]);
  });
});

describe("an employer read as a place, and a title after the employer's place", () => {
  it("takes the employer out of 'NAME, Country' where the other roles print 'EMPLOYER, Country'", () => {
    const parsed = parsedFromText(`Artem Belov
artem.belov@example.com
Experience
2019  , August  NORTHWIND BANK (northwind.example), Russia
2022, February Python Developer
Built the scoring service.
2017, July  LATTICE SOFT (lattice.example), Russia
2019, August Web-Developer
Built landing pages.
2016, July  QUILLMAP, Russia
September Data Intern
Wrote map tile tests.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Python Developer", "NORTHWIND BANK", "Russia"],
      ["Web-Developer", "LATTICE SOFT", "Russia"],
      ["Data Intern", "QUILLMAP", "Russia"],
    ]);
  });

  it("reads 'Employer LLC, City, Country, Title' as its three fields, in a PDF's text pasted into Word", async () => {
    const rows = [
      "Olga Morozova",
      "olga.morozova@example.com",
      "PROFESSIONAL EXPERIENCE",
      "Brightline LLC, Kazan, Russia, Engineering Manager 2015/---",
      "(",
      "Responsibilities: the booking engine and its admin pages, hiring and coaching",
      "four developers, planning each release with the product owner",
      "Technologies: Kotlin, Ktor, PostgreSQL.",
      "Northwind Soft LLC, Kazan, Russia, Senior Backend Engineer 2009/ 2015",
      "(",
      "Responsibilities: the billing system.",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Engineering Manager", "Brightline LLC", "Kazan, Russia"],
      ["Senior Backend Engineer", "Northwind Soft LLC", "Kazan, Russia"],
    ]);
  });
});

describe("a role's field the document left empty between two commas", () => {
  it("is no field: the place after it is read whole", () => {
    const parsed = parsedFromText(`Arkady Orlov
arkady.orlov@example.com
EXPERIENCE
2013 - 2016, Radio Planning Engineer, , Penza, Russia.
Tuned the cells of a regional network.
2011 - 2013, Support Engineer, , Penza, Russia.
Kept the office servers running.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.location])).toEqual([
      ["Radio Planning Engineer", "Penza, Russia"],
      ["Support Engineer", "Penza, Russia"],
    ]);
  });
});

describe("how the work was done, in brackets of its own after the dates", () => {
  it("leaves a seniority grade in brackets to the title, not to the place", () => {
    const parsed = parsedFromText(`Ivan Sokolov
ivan.sokolov@example.com
Experience
2023 - Brightline Systems. T3 (Senior) Software Engineer. Payments platform project.
Work done: new screens and their tests.`);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "T3 (Senior) Software Engineer",
      company: "Brightline Systems",
      location: "",
    });
  });

  it("is no employer", () => {
    const parsed = parsedFromText(`Taras Bondar
taras.bondar@example.com
Work experience
03/2022 - 11/2023 (project employment)
Go Team Lead, Delivery Consultant, Brightline, Lviv, Ukraine
Led the team of a logistics app.
01/2019 - 03/2022
Go Team Lead, Quillby, Kyiv, Ukraine
Ran the release process.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Go Team Lead, Delivery Consultant", "Brightline", "Lviv, Ukraine"],
      ["Go Team Lead", "Quillby", "Kyiv, Ukraine"],
    ]);
  });
});

describe("a role's length of time in brackets beside its title", () => {
  it("leaves the word that says the employer is a freelancer's client out of its name", () => {
    const parsed = parsedFromText(`Egor Zorin
egor.zorin@example.com
Experience
Freelance Software Developer
3/2013 - 9/2014, customer  Northgate Private University
Built a survey app in Qt.`);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Freelance Software Developer",
      company: "Northgate Private University",
    });
  });

  it("is no employer, whose name is on the line below", () => {
    const parsed = parsedFromText(`Andriy Koval
andriy.koval@example.com
Work experience:
Go Developer     (7 month)
Brightline Technologies LLC - Odesa, Ukraine
Wrote the order service
Web Developer     (3 month)
Northwind Bank - Odesa, Ukraine
Kept the loan calculator up to date
Go Developer     (2 month)
quillby.example - Odesa, Ukraine
Wrote a price scraper`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Go Developer", "Brightline Technologies LLC"],
      ["Web Developer", "Northwind Bank"],
      ["Go Developer", "quillby.example"],
    ]);
  });
});

describe("a sidebar's contact heading read on the name's row", () => {
  it("is no part of the name", () => {
    const parsed = parsedFromText(`CONTACTS MARINA VOLKOVA
UI DEVELOPER.
marina.volkova@example.com  Haifa
WORK EXPERIENCE
Frontend Developer, Brightline, 2020 - Present
• Built the booking pages in React.`);
    expect(parsed.resume.personalInfo.name).toBe("MARINA VOLKOVA");
  });
});

describe("roles in a row at one employer printed under its name once", () => {
  it("gives the employer to every role of the group, and to none after it", () => {
    const parsed = parsedFromText(`Joon-ho Park
joonho.park@example.de
Experience
Lieferfix GmbH
6 years
Senior Backend Engineer
March 2021 - Present (3 years 10 months)
Berlin
- Own the order routing service in Go.
Backend Engineer
January 2019 - February 2021 (2 years 2 months)
Berlin
- Built the restaurant onboarding API in Kotlin.
Hanbit Soft Co., Ltd.
Software Engineer
July 2016 - November 2018 (2 years 5 months)
Seoul`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Senior Backend Engineer", "Lieferfix GmbH"],
      ["Backend Engineer", "Lieferfix GmbH"],
      ["Software Engineer", "Hanbit Soft Co., Ltd."],
    ]);
  });

  it("gives an employer's line that opens with its dates to the roles dated within them, and to no role before them", () => {
    const parsed = parsedFromText(`Dana Mizrahi
dana.mizrahi@example.com
Experience
2012 – 2022 Northwind Bank, a fintech company
. Lead Software Engineer
Ran the payments team and its releases.
2014 - 2018. Backend developer.
Built the card services of the bank.
2012 – 2014. Junior developer.
Kept the intranet pages running.
2010 – 2012. Web developer.
Built a travel agency's booking site.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Lead Software Engineer", "Northwind Bank"],
      ["Backend developer", "Northwind Bank"],
      ["Junior developer", "Northwind Bank"],
      ["Web developer", ""],
    ]);
  });
});

describe("a role's dates in brackets before its place", () => {
  it("leaves no comma before the place ('Java Developer at Quillby Ltd. (Sept 2019 - Mar 2021), Haifa, Israel')", () => {
    const parsed = resumeOfDana(`Experience
Java Developer at Quillby Ltd. (Sept 2019 - Mar 2021), Haifa, Israel
Built the billing service.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate")).toEqual([
      ["Java Developer", "Quillby Ltd.", "Haifa, Israel", "2019-09"],
    ]);
  });
});

describe("dates with a two-digit year after an apostrophe, and open ranges written 'since'", () => {
  it("reads them as a role's dates", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Product Designer   Mar '21 – Present
Lumen Health, Boston, MA
• Redesigned the intake flow; completion rose 18%.
UX Designer   Jun ’18 - Feb ’21
Brightside Labs, Boston, MA
• Ran 40 usability sessions.
Freelance Illustrator   since 2015
Self-employed
• Illustrated 12 children's books.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.startDate, e.endDate])).toEqual([
      ["Product Designer", "2021-03", "Present"],
      ["UX Designer", "2018-06", "2021-02"],
      ["Freelance Illustrator", "2015", "Present"],
    ]);
  });
});

describe("ranges whose dash is typed as two hyphens or set as a minus sign, a figure dash or a bar", () => {
  it('reads "June 2020 -- Present", "2017 − 2020", "2015 ‒ 2017" and "2013 ― 2015" as ranges', () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Growth Analyst, Lumen Health   June 2020 -- Present
• Built the weekly retention report.
Marketing Associate, Brightside Labs   2017 − 2020
• Ran the newsletter.
Sales Assistant, Harbor Outfitters   2015 ‒ 2017
• Kept the stockroom in order.
Barista, Northgate Coffee   2013 ― 2015
• Opened the shop at six.`);
    expect(parsed.resume.experience.map((e) => [e.company, e.startDate, e.endDate])).toEqual([
      ["Lumen Health", "2020-06", "Present"],
      ["Brightside Labs", "2017", "2020"],
      ["Harbor Outfitters", "2015", "2017"],
      ["Northgate Coffee", "2013", "2015"],
    ]);
  });
});

describe("dates by quarter, with the month and year joined by a hyphen, and ranges written 'through'", () => {
  it('reads "Q2 2022 – Q1 2024", "Sep-2019 to Mar-2022" and "June 2016 through August 2019"', () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Growth Analyst, Lumen Health   Q2 2022 – Q1 2024
• Built the weekly retention report.
Marketing Associate, Brightside Labs   Sep-2019 to Mar-2022
• Ran the newsletter for 30,000 readers.
Sales Assistant, Harbor Outfitters   June 2016 through August 2019
• Kept the stockroom in order.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Growth Analyst", "Lumen Health", "2022-04", "2024-01"],
      ["Marketing Associate", "Brightside Labs", "2019-09", "2022-03"],
      ["Sales Assistant", "Harbor Outfitters", "2016-06", "2019-08"],
    ]);
  });
});

describe("dates in figures joined by a hyphen, 'Pres.', and a form's start and end dates on lines of their own", () => {
  it('reads "01-2017 – 12-2019", "Jan 2015 – Pres." and "Start date: 01/2019" over "End date: 05/2021"', () => {
    const parsed = parsedFromText(`Tom Becker
tom.becker@example.com
Experience
Developer, Acme, Berlin
Start date: 01/2019
End date: 05/2021
• Built an app.
Team Lead — Globex — 01-2017 – 12-2019
• Shipped the app.
Support Agent, Initech   Jan 2015 – Pres.
• Answered calls.`);
    expect(
      parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate, e.responsibilities]),
    ).toEqual([
      ["Developer", "Acme", "2019-01", "2021-05", ["Built an app."]],
      ["Team Lead", "Globex", "2017-01", "2019-12", ["Shipped the app."]],
      ["Support Agent", "Initech", "2015-01", "Present", ["Answered calls."]],
    ]);
  });
});

describe("schools told in a sentence, a grade after the year", () => {
  it("reads the school, the degree and the year, and keeps the grade as a detail", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Education
B.Com from Lakeshore University in 2014 with 68%
B.Tech in Computer Science from Meridian University (2013-2017) with 7.8 CGPA
Completed MCA from Westbrook University, 2019, CGPA: 8.1/10
Bachelor of Engineering (Mechanical) - Riverside Institute of Technology - 2016 - 62%
University of Harrowgate   Sep 2015 – Jun 2019
B.S. in Computer Science — GPA 3.6`);
    expect(
      parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.startDate, e.endDate, e.details]),
    ).toEqual([
      ["Lakeshore University", "B.Com", "", "", "2014", ["68%"]],
      ["Meridian University", "B.Tech", "Computer Science", "2013", "2017", ["CGPA 7.8"]],
      ["Westbrook University", "MCA", "", "", "2019", ["CGPA: 8.1/10"]],
      ["Riverside Institute of Technology", "Bachelor of Engineering", "Mechanical", "", "2016", ["62%"]],
      ["University of Harrowgate", "B.S.", "Computer Science", "2015-09", "2019-06", ["GPA 3.6"]],
    ]);
  });
});

describe("dates labelled as a form labels them, 'From: … To: …'", () => {
  it("reads the range beside the header and on a line of its own, leaving no label in the fields", async () => {
    const rows = [
      "Dana Whitfield",
      "dana.whitfield@example.com",
      "Experience",
      "Senior Software Engineer, Northwind Fintech   From: Apr 2020 To: Present",
      "Built the payments service.",
      "Software Engineer",
      "Brightside Labs",
      "From: 04/2017  To: 03/2020",
      "Wrote the first public API.",
    ];
    const roles = (parsed: ParsedResume) => rolesRead(parsed, "jobTitle", "company", "startDate", "endDate");
    const expected = [
      ["Senior Software Engineer", "Northwind Fintech", "2020-04", "Present"],
      ["Software Engineer", "Brightside Labs", "2017-04", "2020-03"],
    ];
    expect(roles(parsedFromText(rows.join("\n")))).toEqual(expected);
    const pdf = await buildPdf([rows.map((text, i) => ({ text, x: 50, y: 60 + i * 14, size: i === 0 ? 18 : 10 }))]);
    expect(roles(await parseResume(pdf))).toEqual(expected);
  });
});

describe("roles told as sentences, 'Working as … in … since …'", () => {
  it("reads the title and employer by the link words, and 'since' as an open range, past the opening verb", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Working as Senior Software Engineer in Northwind Fintech Pvt Ltd, Pune since April 2020.
Working with the finance team since 2021 on the monthly close and its reports.
Worked with Brightside Labs as Software Engineer from Jun 2016 to Mar 2020.
Wrote the first public API.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Senior Software Engineer", "Northwind Fintech Pvt Ltd", "Pune", "2020-04", "Present"],
      ["Software Engineer", "Brightside Labs", "", "2016-06", "2020-03"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Working with the finance team since 2021 on the monthly close and its reports.",
    ]);
  });
});

describe("roles told as bulleted sentences, one after another", () => {
  it("reads each dated sentence whose words after 'as' make a title as a role of its own, 'Previously' before it too", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
• Working as Senior Software Engineer in Northwind Fintech Pvt Ltd, Pune since April 2020.
• Previously worked with Brightside Labs as Software Engineer from Jun 2016 to Mar 2020.
• Worked on the billing service from Jan 2017 to Mar 2018.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Senior Software Engineer", "Northwind Fintech Pvt Ltd", "Pune", "2020-04", "Present"],
      ["Software Engineer", "Brightside Labs", "", "2016-06", "2020-03"],
    ]);
    expect(parsed.resume.experience[1]!.responsibilities).toEqual([
      "Worked on the billing service from Jan 2017 to Mar 2018.",
    ]);
  });
});

describe("months with their years' last two digits", () => {
  it('reads "Mar 19 – Apr 21", "Sept. 21 - Present" and "mai 17 – févr. 19" as ranges, and two days of one year as none', () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Growth Analyst, Lumen Health   Sept. 21 - Present
• Built the weekly retention report.
Marketing Associate, Brightside Labs   Mar 19 – Apr 21
• Ran the newsletter for 30,000 readers.
• Led the spring campaign from May 15 – Jun 10 with a team of four.
Assistante marketing, Atelier Verde   mai 17 – févr. 19
• Wrote 80 product pages.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Growth Analyst", "Lumen Health", "2021-09", "Present"],
      ["Marketing Associate", "Brightside Labs", "2019-03", "2021-04"],
      ["Assistante marketing", "Atelier Verde", "2017-05", "2019-02"],
    ]);
  });
});

describe("a job's terms as a profile export prints them, and how the work was done after the employer", () => {
  it('reads no "Full-time" or "Part-time" as an employer, nor "(Remote)" as part of one', () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Experience
Lumenfield Analytics
Full-time · 5 yrs 2 mos
Senior Software Engineer
Jan 2021 - Present · 3 yrs 10 mos
• Built the billing service.
Software Engineer
Oct 2019 - Dec 2020 · 1 yr 3 mos
• Wrote the first public API.
Support Engineer · Part-time
Jun 2017 - Sep 2019
Brightside Labs
• Answered 40 tickets a day.
Web Developer, Harbor Outfitters (Remote)   2015 – 2017
• Rebuilt the shop's product pages.
Freelance   2014 – 2015
• Made sites for local cafés.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Senior Software Engineer", "Lumenfield Analytics", "", "2021-01", "Present"],
      ["Software Engineer", "Lumenfield Analytics", "", "2019-10", "2020-12"],
      ["Support Engineer", "Brightside Labs", "", "2017-06", "2019-09"],
      ["Web Developer", "Harbor Outfitters", "Remote", "2015", "2017"],
      ["Freelance", "", "", "2014", "2015"],
    ]);
  });
});

describe("a name written with pronouns, a name called by in quotes, or surname first", () => {
  it.each([
    ["Dana Whitfield (she/her)", "Dana Whitfield"],
    ['Dana "Dee" Whitfield', "Dana Whitfield"],
    ["Whitfield, Dana", "Dana Whitfield"],
    ["WHITFIELD, DANA", "DANA WHITFIELD"],
  ])("reads %s as the name %s", (written, name) => {
    const parsed = parsedFromText(`${written}
Oakland, CA • dana.whitfield@example.com
Experience
Product Designer, Lumen Health   2021 – Present
• Redesigned the intake flow.`);
    expect(parsed.resume.personalInfo.name).toBe(name);
  });

  it("takes no list of languages or tools written so for a name", () => {
    const parsed = parsedFromText(`dana.whitfield@example.com
Experience
Product Designer, Lumen Health   2021 – Present
• Redesigned the intake flow.
Languages
English, Arabic
Tools
Vim, Figma`);
    expect(parsed.resume.personalInfo.name).toBe("");
  });
});

describe("a lane of dates, each role's start beside its header and its end beside the first bullet", () => {
  it('reads "Present" beside the first bullet as the open end of the range begun above it', async () => {
    const rows: Array<[string, string]> = [
      ["", "EXPERIENCE"],
      ["Mar 2021", "Senior Product Designer at Lumen Health"],
      ["Present", "Led the redesign of the patient portal."],
      ["Jun 2017", "Product Designer at Brightpath Bank"],
      ["Feb 2021", "Shipped the mobile onboarding flow."],
    ];
    const lines = [
      { text: "Dana Whitfield", x: 50, y: 60, size: 18 },
      { text: "dana.whitfield@example.com | Oakland, CA", x: 50, y: 80 },
      ...rows.flatMap(([lane, text], i) => [
        ...(lane ? [{ text: lane, x: 50, y: 110 + i * 14 }] : []),
        { text, x: lane ? 150 : 50, y: 110 + i * 14, bold: i % 2 === 1 },
      ]),
    ];
    const { resume } = await parseResume(await buildPdf([lines]));
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate, e.responsibilities])).toEqual([
      ["Senior Product Designer", "Lumen Health", "2021-03", "Present", ["Led the redesign of the patient portal."]],
      ["Product Designer", "Brightpath Bank", "2017-06", "2021-02", ["Shipped the mobile onboarding flow."]],
    ]);
  });
});

describe("a project dated in brackets after its name", () => {
  it("keeps no empty brackets in the name", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana.whitfield@example.com
Projects
Budget Buddy (2022)
A mobile app for shared household budgets.
Tech: Flutter, Firebase`);
    expect(parsed.resume.projects.map((project) => [project.name, project.technologies])).toEqual([
      ["Budget Buddy", ["Flutter", "Firebase"]],
    ]);
  });
});

describe("a city's area as profiles write it, and a LinkedIn path after its label", () => {
  it.each([
    ["dana.whitfield@example.com | +1 415 555 0142 | San Francisco Bay Area", "San Francisco Bay Area"],
    ["Greater London · dana.whitfield@example.com", "Greater London"],
  ])("reads the place of %s", (contact, place) => {
    const parsed = parsedFromText(`Dana Whitfield
${contact}
Experience
Product Designer, Lumen Health   2021 – Present
• Redesigned the intake flow.`);
    expect(parsed.resume.personalInfo.address).toBe(place);
  });

  it('reads "LinkedIn: /in/…" as the profile, and no path cut at a hyphen by the words run into it', () => {
    const profile = (line: string) =>
      parsedFromText(`Dana Whitfield
dana.whitfield@example.com
${line}
Experience
Product Designer, Lumen Health   2021 – Present
• Redesigned the intake flow.`).resume.personalInfo.linkedin;
    expect(profile("LinkedIn: /in/danawhitfield | GitHub: dwhitfield")).toBe("linkedin.com/in/danawhitfield");
    expect(profile("/in/dana-whitfield- cut the load time by half")).toBe("");
  });
});

describe("a job portal's export whose sections are titled '… Details'", () => {
  const exported = (lines: string[]) => parseResume(buildDocxFromXml(lines.map(docxParagraph).join("")));

  it("reads 'Employment Details', 'Education Details' and 'Languages Known' as the sections they name", async () => {
    const { resume, sections } = await exported([
      "Rahul Verma",
      "Email: rahul.verma@example.com",
      "Resume Headline",
      "Java developer with six years in banking software",
      "Key Skills",
      "Java, Spring Boot, Microservices, SQL",
      "Employment Details",
      "Senior Software Engineer",
      "Northwind Fintech Pvt Ltd",
      "Apr 2020 to Till Date",
      "Built the payments service.",
      "Educational Details",
      "B.Tech, Lakeshore Institute of Technology, 2017",
      "Languages Known",
      "English, Hindi, Tamil",
    ]);
    expect(sections.map((section) => section.kind)).toEqual([
      "contact",
      "summary",
      "skills",
      "experience",
      "education",
      "languages",
    ]);
    expect(resume.experience.map((role) => [role.jobTitle, role.company, role.startDate, role.endDate])).toEqual([
      ["Senior Software Engineer", "Northwind Fintech Pvt Ltd", "2020-04", "Present"],
    ]);
    expect(resume.education.map((school) => school.institution)).toEqual(["Lakeshore Institute of Technology"]);
  });

  it("reads the career's total length under the last role as none of that role's lines", async () => {
    const { resume } = await exported([
      "Rahul Verma",
      "Email: rahul.verma@example.com",
      "Employment Details",
      "Senior Software Engineer",
      "Northwind Fintech Pvt Ltd",
      "Apr 2020 to Till Date",
      "Built the payments service.",
      "Total Experience: 6 Years 10 Months",
    ]);
    expect(resume.experience.map((role) => role.responsibilities)).toEqual([["Built the payments service."]]);
  });

  it("reads schools written as label lines: course, institute, specialization, board and year of passing", async () => {
    const { resume } = await exported([
      "Rahul Verma",
      "Email: rahul.verma@example.com",
      "Work Experience",
      "Year 5 Classroom Teacher   2019 – Present",
      "Greenfield Public School, Pune",
      "Educational Details",
      "Course: B.Tech/B.E. (Computers)",
      "Institute: Meridian Institute of Technology, Pune",
      "Year of Passing: 2017",
      "Degree: MBA",
      "Specialization: Finance",
      "University: Westbrook University",
      "Passing Year: 2019",
      "Percentage: 72%",
      "Qualification: Bachelor of Commerce",
      "Board/University: Lakeshore University",
      "Year: 2014",
    ]);
    expect(resume.experience.map((role) => role.jobTitle)).toEqual(["Year 5 Classroom Teacher"]);
    expect(
      resume.education.map((school) => [school.institution, school.degree, school.fieldOfStudy, school.endDate]),
    ).toEqual([
      ["Meridian Institute of Technology", "B.Tech/B.E.", "Computers", "2017"],
      ["Westbrook University", "MBA", "Finance", "2019"],
      ["Lakeshore University", "Bachelor of Commerce", "", "2014"],
    ]);
    expect(resume.education[1]!.details).toEqual(["Percentage: 72%"]);
  });

  it("reads a 'Project Details' list of labelled lines as one project a 'Project:' line", async () => {
    const { resume } = await exported([
      "Rahul Verma",
      "Email: rahul.verma@example.com",
      "Project Details",
      "Project: Payments Hub",
      "Client: Lakeshore Bank",
      "Role: Backend Developer",
      "Duration: Jan 2021 – Dec 2021",
      "Team Size: 8",
      "Environment: Java, Spring Boot, Kafka",
      "Project: Loan Origination",
      "Client: Meridian Finance",
      "Role: Module Lead",
      "Environment: Java, Oracle",
    ]);
    expect(resume.projects.map((p) => [p.name, p.description, p.technologies])).toEqual([
      ["Payments Hub", "Client: Lakeshore Bank Role: Backend Developer Team Size: 8", ["Java", "Spring Boot", "Kafka"]],
      ["Loan Origination", "Client: Meridian Finance Role: Module Lead", ["Java", "Oracle"]],
    ]);
  });

  it("takes neither the wished-for town nor a list of skills for where the person lives", async () => {
    const { resume } = await exported([
      "Rahul Verma",
      "Email: rahul.verma@example.com",
      "Key Skills",
      "Java, Spring Boot",
      "Desired Job Profile",
      "Preferred Location: Bengaluru, Pune",
      "Personal Details",
      "Date of Birth: 12 Mar 1995",
    ]);
    expect(resume.personalInfo.address).toBe("");
  });
});

describe("a role dated by one season after a dash", () => {
  it("is dated from and to that season's year, not left open", () => {
    const parsed = parsedFromText(`Alex Morgan
alex.morgan@example.com
Experience
Data Analyst @ Airbnb (2018 – 2020)
• Cut reporting time by 40%.
Analytics Intern at Lyft, San Francisco, CA — Summer 2017
• Analyzed 2M rides.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Data Analyst", "Airbnb", "2018", "2020"],
      ["Analytics Intern", "Lyft", "2017", "2017"],
    ]);
  });
});

describe("universities named by their initials", () => {
  it("reads 'UC Berkeley' and 'NYU' as the school beside the degree", () => {
    const parsed = parsedFromText(`Alex Morgan
alex.morgan@example.com
Education
M.S. Computer Science, NYU, 2019
B.S. Statistics, UC Berkeley, 2017`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["NYU", "M.S.", "Computer Science"],
      ["UC Berkeley", "B.S.", "Statistics"],
    ]);
  });
});

describe("one date in brackets after a title, and one after 'Expected' at a school line's end", () => {
  it("dates the role and the school, leaving no date word in their fields", () => {
    const parsed = parsedFromText(`Jordan Lee
jordan.lee@example.com
EXPERIENCE
Microsoft, Redmond, WA
Software Engineering Intern (Summer 2017)
- Built a telemetry dashboard.
EDUCATION
University of Washington — B.S. Computer Science, Expected June 2018`);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Software Engineering Intern",
      startDate: "2017",
      endDate: "2017",
    });
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of Washington",
      degree: "B.S.",
      fieldOfStudy: "Computer Science",
      endDate: "2018-06",
    });
  });
});

describe("job titles beyond the common title words", () => {
  it("knows titles from O*NET and ESCO, so the employer is not taken for the title", () => {
    const parsed = parsedFromText(`Sam Ortiz
sam.ortiz@example.com
Experience
Barista   Jun 2019 – Present
Blue Bottle Coffee
• Served 300 customers a day and trained 4 new baristas.
Certified Paralegal   2016 – 2019
Hart & Lowe
• Prepared 120 filings a year.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Barista", "Blue Bottle Coffee"],
      ["Certified Paralegal", "Hart & Lowe"],
    ]);
  });
});

describe("entries set side by side", () => {
  it("reads the left entry, then the right one", () => {
    const parsed = parsedFromText(`Jane Doe
jane.doe@example.com
Experience
Creative Solutions Inc.   TechAdvancers
Senior Web Developer   Web Developer
January 2019 to Present   June 2016 to December 2018
Spearheaded the redesign of the main website,   Collaborated with a team of 10 to develop web
resulting in a 40% increase in user engagement.   applications using React.js and Node.js.
Education
University of Oregon   2012 – 2016`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Web Developer", "Creative Solutions Inc.", "2019-01", "Present"],
      ["Web Developer", "TechAdvancers", "2016-06", "2018-12"],
    ]);
    expect(parsed.resume.experience[1]!.responsibilities).toEqual([
      "Collaborated with a team of 10 to develop web applications using React.js and Node.js.",
    ]);
    expect(parsed.resume.education[0]).toMatchObject({ institution: "University of Oregon", endDate: "2016" });
  });

  it("starts the next undated school at its name once a school and its degree were read", () => {
    const parsed = parsedFromText(`Jürgen Weißmüller
j.weissmueller@example.de
Education
Universität Tübingen
PhD in Computational Linguistics
Ludwig-Maximilians-Universität München
MSc in Computational Linguistics`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Universität Tübingen", "PhD"],
      ["Ludwig-Maximilians-Universität München", "MSc"],
    ]);
  });

  it("reads schools laid out one after another in a flow of cells, the next starting after the dates", () => {
    const parsed = parsedFromText(`Venkata Iyer
venkat.iyer@example.in
Education
Christ University   2014 - 2016   Bangalore University
2011 - 2014
Skills
SAP FICO, BlackLine`);
    expect(parsed.resume.education.map((e) => [e.institution, e.startDate, e.endDate])).toEqual([
      ["Christ University", "2014", "2016"],
      ["Bangalore University", "2011", "2014"],
    ]);
  });

  it("reads two schools side by side, a row of two ranges telling them apart", () => {
    const parsed = parsedFromText(`Venkata Iyer
venkat.iyer@example.in
EDUCATION
Christ University   Bangalore University
Jan 2014 - Jan 2016   Jan 2011 - Jan 2014
MBA - Finance   B.Com - Commerce`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Christ University", "MBA", "2016-01"],
      ["Bangalore University", "B.Com", "2014-01"],
    ]);
  });
});

describe("parseResume on DOCX", () => {
  it("reads contact details from the header part and says so", async () => {
    const parsed = await parseResume(await buildDocx({ headerContact: true }));
    expect(parsed.format).toBe("docx");
    expect(parsed.resume.personalInfo).toMatchObject({
      name: "Li Wei",
      email: "li.wei@example.com",
      phone: "+44 20 7946 0958",
    });
    expect(parsed.layout.contactInHeaderOrFooter).toBe(true);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Data Analyst",
      company: "Harbor Bank plc",
      startDate: "2019-01",
      endDate: "Present",
    });
  });

  it("understands letter-spaced headings and Word's private-use bullet glyphs", async () => {
    const parsed = await parseResume(await buildDocx({ letterSpacedHeadings: true, wordBullets: true }));
    expect(parsed.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["experience", "education", "skills"]));
    expect(parsed.text).not.toMatch(/[\uE000-\uF8FF]/);
    expect(parsed.resume.experience[0]?.responsibilities).toEqual([
      "Automated weekly risk reports in Python, saving 6 hours per week.",
      "Built Tableau dashboards used by 40 branch managers.",
    ]);
  });

  it("notices tables and still reads the skills inside them", async () => {
    const parsed = await parseResume(await buildDocx({ table: true }));
    expect(parsed.layout.hasTables).toBe(true);
    expect(parsed.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["SQL", "Excel", "Python", "Tableau"]));
  });
});

describe("marks Word writes in place of characters", () => {
  it("reads a non-breaking hyphen, a text-wrapping break, and a bullet inserted as a symbol", async () => {
    const paragraph = (runs: string) => `<w:p>${runs}</w:p>`;
    const text = (value: string) => `<w:r><w:t xml:space="preserve">${value}</w:t></w:r>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          paragraph(`${text("Chinonso Okafor")}<w:r><w:noBreakHyphen/></w:r>${text("Adeyemi")}`),
          paragraph(text("chinonso.okafor@example.org")),
          paragraph(text("EXPERIENCE")),
          paragraph(
            `${text("Night Shift Supervisor")}<w:r><w:br w:type="textWrapping"/></w:r>${text("Harlow Logistics Ltd")}<w:r><w:br w:type="textWrapping"/></w:r>${text("September 2020 - Present")}`,
          ),
          paragraph(
            `<w:r><w:sym w:font="Symbol" w:char="F0B7"/><w:tab/></w:r>${text("Lead a night team of 38 pickers and forklift operators")}`,
          ),
          paragraph(
            `<w:r><w:sym w:font="Symbol" w:char="F0B7"/><w:tab/></w:r>${text("iOS scanner roll-out raised pick accuracy from 97.1% to 99.6%")}`,
          ),
        ].join(""),
      ),
    );
    expect(parsed.resume.personalInfo.name).toBe("Chinonso Okafor-Adeyemi");
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Night Shift Supervisor", "Harlow Logistics Ltd", "2020-09"],
    ]);
    // Bullets typed as a Symbol-font character: two bullets, not one run-on line.
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Lead a night team of 38 pickers and forklift operators",
      "iOS scanner roll-out raised pick accuracy from 97.1% to 99.6%",
    ]);
  });
});

describe("a PDF's text pasted into Word as one paragraph of line breaks", () => {
  /** The rows a pasted resume opens with: the name, the email, and a role's header. */
  const OPENING_ROWS = [
    "Dana Mizrahi",
    "dana.mizrahi@example.com",
    "EXPERIENCE",
    "Harbor Trust Sep 2017 - Nov 2021",
    "Software Engineer",
  ];

  it("reads a row indented by the space a lost bullet glyph left as a bullet, not as the next role's employer", async () => {
    const rows = [
      ...OPENING_ROWS,
      " Ledger service",
      "for twelve retail branches",
      " Streaming reports",
      "Lumen Pay Jan 2015 - Sep 2017",
      "Software Developer",
      " Mentoring of interns",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.responsibilities])).toEqual([
      [
        "Software Engineer",
        "Harbor Trust",
        "2017-09",
        ["Ledger service for twelve retail branches", "Streaming reports"],
      ],
      ["Software Developer", "Lumen Pay", "2015-01", ["Mentoring of interns"]],
    ]);
  });

  it("reads each bulleted row of Education that opens with its year as a school or course of its own", async () => {
    const rows = [
      ...OPENING_ROWS,
      " Ledger service for twelve retail branches",
      "Education and courses:",
      " 2022  German course, Lindenhof Sprachhaus, Haifa.",
      " 2019 .",
      " 2020  Go evening classes, online video courses Udemy.",
      " 2012  2016  Applied mathematics at the Technion Israel Institute of",
      "Technology.",
      "Languages:",
      "English  Fluent, Hebrew  Native.",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(parsed.resume.education.map((e) => [e.startDate, e.endDate])).toEqual([
      ["", "2022"],
      ["", "2020"],
      ["2012", "2016"],
    ]);
    expect(parsed.resume.education[2]!.institution).toBe("Technion Israel Institute of Technology");
  });

  it("opens a role at a title and its dates under a sentence left open on 'and', in Word and in a PDF", async () => {
    const rows = [
      ...OPENING_ROWS,
      " Ledger service for twelve retail branches",
      "Junior backend developer Feb 2016  May 2017",
      "Built the claims tool, using Kotlin scripts and",
      "Junior QA test engineer Jul 2013  Sep 2013",
      "Northwind Software Center,",
      "wrote unit tests;",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(rolesRead(parsed, "jobTitle", "startDate").slice(1)).toEqual([
      ["Junior backend developer", "2016-02"],
      ["Junior QA test engineer", "2013-07"],
    ]);
    expect(rolesRead(parsedFromText(rows.join("\n")), "startDate")).toEqual([["2017-09"], ["2016-02"], ["2013-07"]]);
  });

  it("reads a skills list whose lines a pasted sidebar's contact labels cut, on past the labels", async () => {
    const opening = ["DANA RIVERS", "31 y.o., Haifa, Israel", "Backend developer with six years of payments work."];
    const unknownTools = await parseResume(
      pastedIntoWord([
        ...opening,
        "Skills: Orbix, Quillscript, Tallyfox;",
        "Northbeam, Lumenkit;",
        "Tel:",
        "Brightflow, Corvane;",
        "Email: d",
        "Zentrix, Polarit.",
        "Work experience",
      ]),
    );
    expect(unknownTools.resume.skills).toEqual([
      {
        category: "Skills",
        items: [
          "Orbix",
          "Quillscript",
          "Tallyfox",
          "Northbeam",
          "Lumenkit",
          "Brightflow",
          "Corvane",
          "Zentrix",
          "Polarit",
        ],
      },
    ]);
    const knownTools = await parseResume(
      pastedIntoWord([
        ...opening,
        "Maven, Gradle, Gulp;",
        "Tel:",
        "Ktor, Spring Boot, Apache Kafka;",
        "Email: d",
        "JUnit, Mockito, Cucumber;",
        "LN: linkedin.com/in/dana",
        "Git, Mercurial;",
        "Work experience",
      ]),
    );
    expect(knownTools.resume.skills.map((group) => group.items)).toEqual([
      [
        "Maven",
        "Gradle",
        "Gulp",
        "Ktor",
        "Spring Boot",
        "Apache Kafka",
        "JUnit",
        "Mockito",
        "Cucumber",
        "Git",
        "Mercurial",
      ],
    ]);
  });

  it("reads a sidebar's chip at the end of a role's bullet, past a wide gap, as a skill of the sidebar", async () => {
    const parsed = await parseResume(
      pastedIntoWord([
        ...OPENING_ROWS,
        "• Led the falls-prevention rounds that cut patient falls by a third  Telemetry monitoring",
        "• Trained the night staff on the new charting workflow.  Bedside handover",
        "SKILLS",
        "Wound care, Triage, Patient education",
      ]),
    );
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Led the falls-prevention rounds that cut patient falls by a third",
      "Trained the night staff on the new charting workflow.",
    ]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(
      expect.arrayContaining(["Telemetry monitoring", "Bedside handover", "Wound care", "Triage"]),
    );
  });

  it("joins a school's name wrapped before its last word, 'University', on a Word line break", async () => {
    const rows = [
      ...OPENING_ROWS,
      " Ledger service for twelve retail branches",
      "Education",
      "Bachelor's Degree Applied physics at Lakeshore Polytechnic",
      "University",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(parsed.resume.education[0]!.institution).toBe("Lakeshore Polytechnic University");
  });

  it("reads a two-column PDF's rows, the columns alternating, as the two columns they were", async () => {
    const rows = [
      "Marta Kowalczyk",
      "marta.kowalczyk@example.com",
      "SUMMARY EDUCATION",
      "Backend developer with five years of building payment  BSc in Computer Science",
      "services in Go and Python, now looking for a senior role.  Riverbend University",
      "2012 - 2016",
      "EXPERIENCE",
      "SKILLS",
      "Senior Backend Developer  Languages: Go, Python, SQL",
      "Northwind Payments | Mar 2021 - Present  Databases: PostgreSQL, Redis",
      "- Built the settlement service that clears two million payments a day Kafka, RabbitMQ",
      "- Cut the nightly ledger run from four hours to forty minutes  Docker, Kubernetes",
      "Backend Developer",
      "Globex Retail | Jun 2018 - Feb 2021 LANGUAGES",
      "- Moved the order service from a monolith to three services English - fluent",
      "- Wrote the team's first integration tests Polish - native",
    ];
    const parsed = await parseResume(pastedIntoWord(rows));
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Senior Backend Developer", "Northwind Payments", "2021-03", "Present"],
      ["Backend Developer", "Globex Retail", "2018-06", "2021-02"],
    ]);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.startDate, e.endDate])).toEqual([
      ["Riverbend University", "BSc", "2012", "2016"],
    ]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(
      expect.arrayContaining([
        "Go",
        "Python",
        "SQL",
        "PostgreSQL",
        "Redis",
        "Kafka",
        "RabbitMQ",
        "Docker",
        "Kubernetes",
      ]),
    );
  });
});

describe("parseResume on hostile files", () => {
  it("rejects a file that is neither PDF nor DOCX, whatever its name", async () => {
    await expectEngineError(parseResume(new TextEncoder().encode("name,email\nx,y")), "UNSUPPORTED_FILE_TYPE");
  });
  it("rejects a ZIP that is not a DOCX", async () => {
    const { zipSync } = await import("fflate");
    await expectEngineError(parseResume(zipSync({ "a.txt": new Uint8Array([65]) })), "UNSUPPORTED_FILE_TYPE");
  });
  it("rejects an empty file and a file over the size limit", async () => {
    await expectEngineError(parseResume(new Uint8Array()), "EMPTY_FILE");
    await expectEngineError(parseResume(new Uint8Array(6 * 1024 * 1024).fill(0x25)), "FILE_TOO_LARGE");
  });
  it("names an encrypted PDF as such", async () => {
    await expectEngineError(parseResume(buildEncryptedPdf()), "ENCRYPTED_PDF");
  });
  it("names a truncated PDF as corrupt", async () => {
    const bytes = await buildPdf([oneColumnResumeLines()]);
    await expectEngineError(parseResume(bytes.slice(0, Math.floor(bytes.length * 0.3))), "CORRUPT_FILE");
  });
  it("says when a PDF has no text (scanned, image only)", async () => {
    await expectEngineError(parseResume(await buildImageOnlyPdf()), "NO_TEXT");
  });
  it("refuses a zip bomb without expanding it", async () => {
    const bomb = buildZipBomb(64);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectEngineError(parseResume(bomb), "ARCHIVE_TOO_LARGE");
  });
  it("refuses a damaged DOCX", async () => {
    const docx = await buildDocx();
    await expectEngineError(parseResume(docx.slice(0, 200)), "CORRUPT_FILE");
  });
});

// The failure classes of resumes made outside our own templates, one small case each (the corpus in
// test/corpus measures them at scale).
describe("resumes made elsewhere", () => {
  it("reads roles that have no Experience heading, right under the contact block", () => {
    const { resume } = parsedFromText(`Dana Whitfield
dana@example.com | (312) 555-0148 | Chicago, IL
Charge Nurse, Lakeshore General Hospital
Mar 2020 – Present
• Supervised 12 nurses on a 32-bed unit.
• Cut overtime by 18% with self-scheduling.
EDUCATION
University of Illinois Chicago
Bachelor of Science in Nursing   2016`);
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]).toMatchObject({
      jobTitle: "Charge Nurse",
      company: "Lakeshore General Hospital",
      startDate: "2020-03",
      endDate: "Present",
    });
    expect(resume.personalInfo.address).toBe("Chicago, IL");
  });

  it("takes a job board's banner off the name and reads 'UG: degree from school in year'", () => {
    const { resume } = parsedFromText(`C.Karthik RajaFeatured Resume
karthik.raja@example.com
EDUCATION
UG: B.Tech from Anna University in 2015`);
    expect(resume.personalInfo.name).toBe("C.Karthik Raja");
    expect(resume.education[0]).toMatchObject({ degree: "B.Tech", institution: "Anna University", endDate: "2015" });
  });

  it("reads a job portal's line for a level of degree not taken as no school and no field", () => {
    const { resume } = parsedFromText(`Anil Menon
anil.menon@example.com
EDUCATION
UG: B.Sc (Physics) from Lakeview Arts College in 2012
PG: Not Pursuing Post Graduation
Doctorate: Not Pursuing Doctorate`);
    expect(resume.education.map((s) => [s.institution, s.degree, s.fieldOfStudy, s.endDate])).toEqual([
      ["Lakeview Arts College", "B.Sc", "Physics", "2012"],
    ]);
  });

  it("cuts text whose line breaks were lost back into sections, roles, dates and bullets", () => {
    const paragraph = [
      "Tanya Brooks Data Analyst Charlotte, NC - tanya.brooks@example.com - (704) 555-0163",
      "SUMMARY Analyst who moved from retail management into analytics.",
      "WORK EXPERIENCE Data Analyst Piedmont Home Health Partners - Charlotte, NC March 2023 to Present",
      "• Built Tableau dashboards for 14 branch offices. • Wrote SQL checks that cut missed visits by 21%.",
      "Reporting Analyst Hollis & Crane, Inc. - Charlotte, NC June 2019 to February 2023 • Automated reports.",
      "Store Manager Queen City Outfitters - Charlotte, NC 2016 to 2019 • Ran a store of 28 staff.",
      "EDUCATION Bachelor of Arts in Economics Catawba Valley State University May 2012",
      "SKILLS SQL, Python, Tableau, Excel",
    ];
    const { resume } = parsedFromOneParagraph(paragraph);
    expect(resume.personalInfo.name).toBe("Tanya Brooks");
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Data Analyst", "Piedmont Home Health Partners", "2023-03", "Present"],
      ["Reporting Analyst", "Hollis & Crane, Inc.", "2019-06", "2023-02"],
      ["Store Manager", "Queen City Outfitters", "2016", "2019"],
    ]);
    expect(resume.experience[0]!.responsibilities).toHaveLength(2);
    expect(resume.education[0]).toMatchObject({ institution: "Catawba Valley State University", endDate: "2012-05" });
    expect(resume.skills.flatMap((c) => c.items)).toEqual(expect.arrayContaining(["SQL", "Python", "Tableau"]));
  });

  it("ends a run-together title after its link word ('Chef de Partie'), and keeps a company's word before its legal form", () => {
    const paragraph = [
      "Siobhán Ní Bhriain Head Chef Dublin - siobhan@example.ie - +353 87 555 0192",
      "WORK EXPERIENCE Head Chef The Gilded Oyster - Cork April 2021 to Present • Run a brigade of 12.",
      "Recruitment Coordinator Gulf Talent Partners FZ-LLC - Dubai May 2017 to March 2021 • Led hiring.",
      "Chef de Partie Bistro Mercier - Dublin September 2013 to April 2017 • Ran the sauce section.",
      "SKILLS Menu development, Food costing",
    ];
    const { resume } = parsedFromOneParagraph(paragraph);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Head Chef", "The Gilded Oyster", "Cork"],
      ["Recruitment Coordinator", "Gulf Talent Partners FZ-LLC", "Dubai"],
      ["Chef de Partie", "Bistro Mercier", "Dublin"],
    ]);
  });

  it("ends the name before a headline whose words the roles repeat, and reads 'St. Mary's' as no sentence's end", () => {
    const paragraph = [
      "Hannah O'Brien Primary School Teacher Newcastle, NSW - hannah@example.com.au - 0412 345 678",
      "SUMMARY Teacher with seven years in public and Catholic schools.",
      "WORK EXPERIENCE Year 5 Classroom Teacher St Columba's Primary School - Adamstown, NSW January 2020 to Present",
      "• Teach a class of 28 students. Charge Nurse St. Mary's Medical Center - San Antonio, TX June 2015 to",
      "December 2019 • Coordinated staffing for a 36-bed unit.",
      "SKILLS Literacy intervention, Classroom management",
    ];
    const { resume } = parsedFromOneParagraph(paragraph);
    expect(resume.personalInfo.name).toBe("Hannah O'Brien");
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Year 5 Classroom Teacher", "St Columba's Primary School"],
      ["Charge Nurse", "St. Mary's Medical Center"],
    ]);
  });

  it("keeps a 'Languages' category of programming languages inside Skills", () => {
    const { resume, sections } = parsedFromText(`Nathan Feldstein
nathan@example.com
SKILLS
Languages
Go, Python, TypeScript
Infrastructure
Kubernetes, Terraform`);
    expect(sections.some((s) => s.kind === "languages")).toBe(false);
    expect(resume.skills.flatMap((c) => c.items)).toEqual(["Go", "Python", "TypeScript", "Kubernetes", "Terraform"]);
  });
});

describe("addresses and e-mails a narrow sidebar wrapped", () => {
  it("finds the place at the end of a wrapped address, and an e-mail split over three lines", () => {
    const parsed = parsedFromText(`Jürgen Müller-Schäfer
Lindwurmstraße 57
München Bayern
80337 DE
juergen.mueller-
schaefer@example.co
m
+49 89 99998 214
Experience
Isartal Maschinenbau AG   03/2019 - Present
Senior Mechanical Engineer`);
    expect(parsed.resume.personalInfo.address).toBe("München Bayern 80337 DE");
    expect(parsed.resume.personalInfo.email).toBe("juergen.mueller-schaefer@example.com");
  });

  it("reads a place given in labelled rows, the city before its region", () => {
    const parsed = parsedFromText(`Maya Thornton
Email   maya.thornton@example.com
Address   2218 Linden Park Ave
LOCATION   Postal Code & City   43211 Columbus
Region   OH
Experience
Riverside General Hospital   2019 - Present
Registered Nurse`);
    expect(parsed.resume.personalInfo.address).toBe("Columbus, OH");
  });

  it.each([
    ["14 Broad Lane Leeds West Yorkshire LS5 3AB GB", "Leeds West Yorkshire LS5 3AB GB"],
    ["88 Danforth Ave, Unit 1204 Toronto ON M4K 1N2 CA", "Toronto ON M4K 1N2 CA"],
    ["12 rue Mercière Lyon Auvergne-Rhône-Alpes 69002 FR", "Lyon Auvergne-Rhône-Alpes 69002 FR"],
    ["45 Nguyễn Đình Chiểu, Quận 1 Thành phố Hồ Chí Minh 700000 VN", "Thành phố Hồ Chí Minh 700000 VN"],
    ["Led a team of 12 engineers", ""],
    ["Senior Engineer, Acme Corp 2019", ""],
  ])("%s -> %s", (address, place) => {
    expect(placeAtAddressEnd(address)).toBe(place);
  });
});

describe("lines that go on from the line above", () => {
  it("reads a lower-case word under a same-size line as its end, not as a heading", () => {
    const parsed = parsedFromText(`Jane Doe
jane.doe@example.com
Skills
Designated Safeguarding Lead
training
Restorative practice
Experience
Acme Academy   2019 - Present
Teacher of Mathematics`);
    expect(parsed.sections.map((section) => section.kind)).not.toContain("certifications");
    expect(parsed.resume.experience[0]).toMatchObject({ company: "Acme Academy", jobTitle: "Teacher of Mathematics" });
  });
});

describe("skills in a grid of columns whose lists wrap", () => {
  it("reads every item, including rows of single items that go on below and the grid's last row", () => {
    const parsed = parsedFromText(`Sam Carter
sam.carter@example.com
Skills
Electrical   Industrial Controls   Site & Safety
Switchboard installation ·   VSDs · PLC basics ·   SWMS · Lock-out/tag-out ·
Three-phase power ·   Motor control circuits ·   EWP operation ·
Telemetry monitoring ·   Bar-code scanning ·Quality improvement ·
Budgeting   Conflict resolution
Experience
Southbank Power   2020 - Present
Leading Hand Electrician`);
    const items = parsed.resume.skills.flatMap((category) => category.items);
    expect(items).toEqual(
      expect.arrayContaining([
        "Switchboard installation",
        "Three-phase power",
        "Motor control circuits",
        "EWP operation",
        "Telemetry monitoring",
        "Quality improvement",
        "Budgeting",
        "Conflict resolution",
      ]),
    );
    expect(items.every((item) => !/[·,]$/.test(item))).toBe(true);
  });
});

describe("skills under category names, one item per cell", () => {
  it("reads the indented rows under the names as items, not as more names", () => {
    const parsed = parsedFromText(`Arjun Venkataraman
arjun.venkat@example.com
Skills
Languages   Frameworks
  Java   Spring Boot
  Python   Node.js
  TypeScript   React
Experience
Acme Labs   2023 - Present
Software Developer`);
    const skills = Object.fromEntries(parsed.resume.skills.map((c) => [c.category, c.items]));
    expect(skills.Languages).toEqual(["Java", "Python", "TypeScript"]);
    expect(skills.Frameworks).toEqual(["Spring Boot", "Node.js", "React"]);
  });
});

describe("skill groups named over their items, one item a line set further in", () => {
  it("reads each outdented line as a group's name, and a known skill over a lower-case one as two items", async () => {
    const items = (x: number, y: number, names: string[]) => names.map((text, i) => ({ x, y: y + i * 14, text }));
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 36, y: 60, text: "João Albuquerque", size: 20 },
          { x: 36, y: 90, text: "joao@example.com.br" },
          { x: 36, y: 130, text: "Skills", size: 14 },
          { x: 36, y: 155, text: "Automation", size: 12 },
          ...items(66, 175, ["Cypress", "Playwright", "Selenium", "k6", "Postman"]),
          { x: 36, y: 255, text: "Languages", size: 12 },
          ...items(66, 275, ["Java", "TypeScript", "SQL"]),
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Automation", items: ["Cypress", "Playwright", "Selenium", "k6", "Postman"] },
      { category: "Languages", items: ["Java", "TypeScript", "SQL"] },
    ]);
  });
});

describe("a skills heading with its first group's name beside it", () => {
  it("reads 'Skills   Licences' as the heading and a group, not a Licences section", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 58, y: 60, text: "Kwame Mensah-Bonsu", size: 20 },
          { x: 58, y: 90, text: "kwame@example.co.uk" },
          { x: 58, y: 130, text: "Experience", size: 18 },
          { x: 197, y: 130, text: "Reach Truck Driver, Northgate Distribution Ltd   2022 - Present" },
          { x: 197, y: 145, text: "• Put away up to 180 pallets a shift." },
          { x: 117, y: 200, text: "Skills", size: 20 },
          { x: 197, y: 200, text: "Licences", size: 16 },
          { x: 197, y: 220, text: "Reach truck licence" },
          { x: 197, y: 245, text: "Counterbalance forklift" },
        ],
      ]),
    );
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(
      expect.arrayContaining(["Reach truck licence", "Counterbalance forklift"]),
    );
    expect(parsed.resume.certifications).toEqual([]);
  });
});

describe("dates in the margin, their end wrapped onto the next line", () => {
  it("gives each range its end back, and the bullets lose it", () => {
    const parsed = parsedFromText(`Sam Carter
sam.carter@example.com
Experience
Staff Software Engineer, Quillmark Systems
February 2021 –
• Technical lead for the payments platform org,   Present
• Designed an event-sourced ledger in Go and Kafka.
Senior Software Engineer, Lumenfold
January 2018 –
• Led migration of a Rails monolith to Kubernetes, re-   January 2021
ducing deploy time from 50 minutes to 8.
Registered Nurse, Scioto Valley Medical Center   August 2015 – May
2017
• Triaged up to 40 patients per shift.`);
    expect(parsed.resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ["2021-02", "Present"],
      ["2018-01", "2021-01"],
      ["2015-08", "2017-05"],
    ]);
    expect(parsed.resume.experience[1]!.responsibilities[0]).toBe(
      "Led migration of a Rails monolith to Kubernetes, reducing deploy time from 50 minutes to 8.",
    );
  });
});

describe("a first bullet floated beside the title and dates", () => {
  it("starts the role's body with the words after the dates, joined to their lines below", async () => {
    const row = (y: number, cells: Array<[number, string]>) => cells.map(([x, text]) => ({ x, y, text }));
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 44, y: 58, text: "Ji-hoon Park", size: 20 },
          { x: 44, y: 90, text: "jihoon.park@example.io" },
          { x: 44, y: 130, text: "Work", size: 16 },
          { x: 44, y: 160, text: "Brightpath Health, Inc.", size: 12 },
          ...row(185, [
            [44, "Senior Data Engineer"],
            [180, "2021-05 - Present"],
            [359, "Own the claims data platform: 40"],
          ]),
          { x: 359, y: 197, text: "Airflow DAGs loading 2 TB a day into" },
          { x: 74, y: 209, text: "Snowflake." },
          {
            x: 74,
            y: 221,
            text: "Moved hourly batch jobs to Kafka streams; claim status now lands in 90 seconds, not 70 minutes.",
          },
          { x: 44, y: 260, text: "Northwind Freight Co.", size: 12 },
          ...row(285, [
            [44, "Data Engineer"],
            [180, "2018-07 - 2021-04"],
            [359, "Built the shipment event pipeline on"],
          ]),
          { x: 359, y: 297, text: "AWS Glue and Redshift used by 60" },
          { x: 74, y: 309, text: "analysts." },
          {
            x: 74,
            y: 321,
            text: "Wrote the team's data quality checks with Great Expectations and contract tests in dbt.",
          },
        ],
      ]),
    );
    expect(
      parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate, e.responsibilities]),
    ).toEqual([
      [
        "Senior Data Engineer",
        "Brightpath Health, Inc.",
        "2021-05",
        "Present",
        [
          "Own the claims data platform: 40 Airflow DAGs loading 2 TB a day into Snowflake.",
          "Moved hourly batch jobs to Kafka streams; claim status now lands in 90 seconds, not 70 minutes.",
        ],
      ],
      [
        "Data Engineer",
        "Northwind Freight Co.",
        "2018-07",
        "2021-04",
        [
          "Built the shipment event pipeline on AWS Glue and Redshift used by 60 analysts.",
          "Wrote the team's data quality checks with Great Expectations and contract tests in dbt.",
        ],
      ],
    ]);
  });
});

describe("role lines with a company's legal form, and a state that looks like a word", () => {
  it('keeps "Systems, Inc." in the company and does not join a line ending in a state code to the next', () => {
    const parsed = parsedFromText(`Nathan Feldstein
nathan@example.com
Experience
Staff Software Engineer, Quillmark Systems, Inc.   Feb 2021 – Present
• Technical lead for the payments platform.
Harbourview Provisions Ltd.   Toronto, ON
Senior Financial Analyst   Jan 2018 – Jan 2021
• Rebuilt the annual operating budget model.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Staff Software Engineer", "Quillmark Systems, Inc."],
      ["Senior Financial Analyst", "Harbourview Provisions Ltd."],
    ]);
  });
});

describe("a city of two words written with a hyphen", () => {
  it("reads 'Tel-Aviv' and 'Petah-Tikva' as the cities they are, after their country", () => {
    const parsed = parsedFromText(`Anna Levin
anna.levin@example.com
Experience
Oct 2021 - Jan 2022 Full Stack Developer, Corvid Labs, Israel, Tel-Aviv
• Built a stock tracker for a florist chain.
Mar 2017 - Aug 2018 Front-end Developer, Northwind, Israel, Petah-Tikva
• Built interactive maps.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Full Stack Developer", "Corvid Labs", "Israel, Tel-Aviv"],
      ["Front-end Developer", "Northwind", "Israel, Petah-Tikva"],
    ]);
  });
});

describe("an employer named by its legal form after a title no dictionary knows", () => {
  it("reads 'Magazynier, Trans-Bud S.A., Radom' as title, employer and place", () => {
    const parsed = parsedFromText(`Tomasz Nowak
tomasz.nowak@example.com
Experience
03.2019 – 02.2021: Kierownik magazynu, Logipol Sp. z o.o., Warszawa
• Managed a team of 25 people across two warehouses and three shifts.
06.2015 – 02.2019: Magazynier, Trans-Bud S.A., Radom
• Drove a forklift on the night shift.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Kierownik magazynu", "Logipol Sp. z o.o.", "Warszawa"],
      ["Magazynier", "Trans-Bud S.A.", "Radom"],
    ]);
  });
});

describe("'Self-employed' beside a title", () => {
  it("is the employer, but only a job's terms beside an employer's name", () => {
    const parsed = parsedFromText(`Lee Grant
lee.grant@example.com
Work History
Self-employed — Handyman — Dayton, OH — 2018 – present
• Repaired 300 homes for 120 clients across the county, from roofs to kitchens.
Northwind Renovations · Self-employed · 2015 – 2018
• Fitted 80 kitchens.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Handyman", "Self-employed"],
      ["", "Northwind Renovations"],
    ]);
  });
});

describe("cities by the names resumes give them", () => {
  it("knows a city by its English name or its name of before, alone on the contact line or after an employer", () => {
    const parsed = parsedFromText(`Mia Jensen
mia.jensen@example.com | +45 20 55 50 10 | Aarhus
Experience
UX Researcher | Nordlys Apps | Gothenburg | Sep 2019 – Jun 2022
• Ran 50 interviews.
Software Engineer
Indus Softworks, Gurugram
Jan 2016 – Jun 2019
• Built the billing APIs.
Intern | Alpen Design | Geneva | 2015 – 2016
• Drew 40 wireframes.`);
    expect(parsed.resume.personalInfo.address).toBe("Aarhus");
    expect(rolesRead(parsed, "company", "location")).toEqual([
      ["Nordlys Apps", "Gothenburg"],
      ["Indus Softworks", "Gurugram"],
      ["Alpen Design", "Geneva"],
    ]);
  });
});

describe("places in a contact line", () => {
  it("leaves out a country's code a theme prints before the city ('CA, Toronto, ON')", () => {
    const parsed = parsedFromText(`Owen Marsh
Financial Analyst
CA, Toronto, ON   owen.marsh@example.com
Experience
Analyst, Quillmark Systems   2019 - 2023`);
    expect(parsed.resume.personalInfo.address).toBe("Toronto, ON");
  });

  it("reads the contact details a theme sets at the end, under the last section, without a heading", () => {
    const bullets = Array.from({ length: 64 }, (_, i) => `• Closed account number ${i + 1} with a new contract.`);
    const parsed = parsedFromText(`Owen Marsh
Experience
Account Executive, Quillmark Systems   2019 - 2023
${bullets.join("\n")}
Languages
English   Spanish
Portland, OR   owen.marsh@example.com
+1 (503) 555-0188`);
    expect(parsed.resume.personalInfo).toMatchObject({ phone: "+1 (503) 555-0188", address: "Portland, OR" });
  });

  it("reads a place whose cell wraps in a table of contact details, and no street's last word as the city", () => {
    const cells = parsedFromText(`Owen Marsh
Staff Software Engineer
Portland,   (503)   owen@example.com
OR, US, 97205   555-0188
Experience
Staff Engineer, Quillmark Systems   2019 - Present`);
    expect(cells.resume.personalInfo.address).toBe("Portland, OR, US, 97205");
    const street = parsedFromText(`Ruth Pellow
Secondary Science Teacher
9 Mill   +44 7700   r.pellow@example.org
Lane, Bristol,   900512   English
South
Gloucestershire, GB,
BS1 4DJ
Experience
Teacher, Kingsdown Academy   2019 - Present`);
    expect(street.resume.personalInfo.address).toBe("Bristol");
  });

  it("takes no place from the name printed twice (a picture's text where the picture did not load)", () => {
    const parsed = parsedFromText(`Marcus Delgado
Marcus Delgado
marcus@example.net
Experience
Sales Representative, Acme Corp   2019 - 2021`);
    expect(parsed.resume.personalInfo.address).toBe("");
  });

  it("reads the city of a job board's 'City, ST - e-mail - phone' line", () => {
    const parsed = parsedFromText(`Maya L. Thornton
Registered Nurse
Columbus, OH - maya.thornton@example.com - (614) 555-0142
Work Experience
Riverbend General Hospital   2019 - Present
Registered Nurse`);
    expect(parsed.resume.personalInfo.address).toBe("Columbus, OH");
  });

  it("reads a city and a region it does not know beside the name, never a headline", () => {
    const withPlace = parsedFromText(`Rebecca Hollins   Leeds, West Yorkshire
Secondary Mathematics Teacher   r.hollins@example.org
Experience
Kirkstall Vale Academy   2019 - Present
Teacher of Mathematics`);
    expect(withPlace.resume.personalInfo.address).toBe("Leeds, West Yorkshire");
    const headline = parsedFromText(`Liam O'Sullivan, A-Grade Licensed Electrician
liam@example.com
Experience
Southbank Power   2020 - Present
Leading Hand Electrician`);
    expect(headline.resume.personalInfo.address).toBe("");
  });

  it("reads the city run onto the name and headline of text that lost its line breaks", () => {
    const parsed = parsedFromText(`Tanya Brooks Data Analyst Charlotte, NC - tanya.brooks@example.com - (704) 555-0199
Work Experience
Queen City Outfitters   2019 - Present
Data Analyst`);
    expect(parsed.resume.personalInfo.address).toBe("Charlotte, NC");
  });

  it.each([
    ["14 Broad Lane, Leeds, West Yorkshire, GB, LS5 3AB", "Leeds, West Yorkshire, GB, LS5 3AB"],
    ["14 Broad Lane, LS5 3AB, Leeds (GB), West Yorkshire", "Leeds, GB, West Yorkshire"],
    ["Lindwurmstraße 57, 80337 München, Bayern, DE", "München, Bayern, DE"],
    ["Riverbend General Hospital, Columbus, OH", ""],
  ])("after the street: %s -> %s", (line, place) => {
    expect(placeAfterStreet(line)).toBe(place);
  });
});

describe("schools one after another without a gap", () => {
  it("starts the next school after a dated degree and school, and keeps a high school's diploma with it", () => {
    const parsed = parsedFromText(`Rebecca Hollins
r.hollins@example.org
Education
PGCE in Secondary Mathematics (QTS)
University of Westmoor
June 2016
Bachelor of Science in Mathematics
University of Eastfield
June 2015
Palm Creek State High School   2007 – 2011
High School Diploma in General Studies`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["University of Westmoor", "PGCE", "2016-06"],
      ["University of Eastfield", "Bachelor of Science", "2015-06"],
      ["Palm Creek State High School", "High School Diploma", "2011"],
    ]);
  });
});

describe("a degree set under its school's field of study", () => {
  it("gives the school its degree instead of starting an entry with it", () => {
    const parsed = parsedFromText(`Arjun Venkataraman
arjun.venkat@example.com
Education
Deccan Institute of Technology   2020 – 2024
  Computer Science and Engineering
B.Tech
Skills
Java, Python, SQL`);
    expect(parsed.resume.education).toHaveLength(1);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Deccan Institute of Technology",
      degree: "B.Tech",
      endDate: "2024",
    });
  });
});

describe("schools as bullets of a Word outline", () => {
  it("reads each bulleted school with its dates as an entry, courses under the first staying with it", () => {
    const parsed = parsedFromText(`Rebecca Hollins
r.hollins@example.org
Education
• Secondary Mathematics (QTS), PGCE, University of Westmoor
Sep, 2015 - Jun, 2016
Subject Knowledge for Teaching
• Mathematics, Bachelor of Science, University of Eastfield
Sep, 2012 - Jun, 2015`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.startDate])).toEqual([
      ["University of Westmoor", "PGCE", "2015-09"],
      ["University of Eastfield", "Bachelor of Science", "2012-09"],
    ]);
  });

  it("ignores the section's heading repeated under it", () => {
    const parsed = parsedFromText(`Rebecca Hollins
r.hollins@example.org
Education
Education
• Mathematics, Bachelor of Science, University of Eastfield
Sep, 2012 - Jun, 2015`);
    expect(parsed.resume.education).toEqual([
      expect.objectContaining({ institution: "University of Eastfield", degree: "Bachelor of Science" }),
    ]);
  });
});

describe("a role line wrapped inside its place", () => {
  it('joins "United" / "Kingdom" and "Ger-" / "many" back, so the place does not become the title', () => {
    const parsed = parsedFromText(`Rebecca Hollins
r.hollins@example.org
Experience
Sep 2019 – Present   Teacher of Mathematics, Kirkstall Vale Academy, Leeds, United
Kingdom
• Raised the proportion of GCSE groups achieving grade 5+.
Apr 2016 – Aug 2019   Senior Mechanical Design Engineer, Voralpen Antriebstechnik GmbH, München, Ger-
many
• Led the design of a planetary gearbox series.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Teacher of Mathematics", "Kirkstall Vale Academy"],
      ["Senior Mechanical Design Engineer", "Voralpen Antriebstechnik GmbH"],
    ]);
  });
});

describe("a sidebar of skill groups whose last group's name is a heading", () => {
  it('reads the groups above the "Tools" heading as skills too', () => {
    const parsed = parsedFromText(`Daniel Kwan
daniel.kwan@example.com
Cloud
AWS
Docker
Kubernetes
Terraform
Tools
Git
Jira
Experience
Northwind Logistics   2019 - Present
Platform Engineer`);
    const items = parsed.resume.skills.flatMap((category) => category.items);
    expect(items).toEqual(expect.arrayContaining(["AWS", "Docker", "Kubernetes", "Terraform", "Git", "Jira"]));
  });
});

describe("a region that ends the summary's sentence", () => {
  it("yields to the city and country in the contact lines", () => {
    const parsed = parsedFromText(`Liam O'Sullivan
A-Grade Licensed Electrician
Keeping jobs safe and on schedule. Happy to travel across South-East
Queensland.
Brisbane, Australia
liam.osullivan@example.net
Experience
Southbank Power   2020 - Present
Leading Hand Electrician`);
    expect(parsed.resume.personalInfo.address).toBe("Brisbane, Australia");
  });
});

describe("words hyphenated at a line's end", () => {
  it("joins a role line's hyphenated company before its dates, and a contact line that wraps its place", () => {
    const parsed = parsedFromText(`Jürgen Müller-Schäfer
juergen@example.com • +49 89 99998 214 • München,
Bayern
Experience
Registered Nurse, Emergency Department, Scioto Valley Med-
ical Center   August 2018 – May 2021
• Triaged and treated up to 40 patients per shift.`);
    expect(parsed.resume.personalInfo.address).toBe("München, Bayern");
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Registered Nurse, Emergency Department",
      company: "Scioto Valley Medical Center",
      startDate: "2018-08",
    });
  });
});

describe("a high school after its diploma", () => {
  it('takes the school\'s name as the school, not the diploma that also says "High School"', () => {
    const parsed = parsedFromText(`Liam O'Sullivan
liam@example.net
Education
High School Diploma in General Studies   2007 – 2011
Palm Creek State High School`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Palm Creek State High School",
      degree: "High School Diploma",
    });
  });
});

describe("the first item right under a category's name", () => {
  it("is an item, even when a list follows it", () => {
    const lines = ["Digital Marketing:", "Facebook Ads", "TikTok Ads  Zalo OA", "Google Analytics 4"].map(
      (text, index) => ({
        index,
        text,
        page: 1,
        x: 50,
        y: 100 + index * 15,
        width: 80,
        fontSize: 9,
        isBold: false,
        column: 1,
        isBullet: false,
      }),
    );
    const categories = parseSkillsSection(lines);
    // The list's next row at its indent stays in the group.
    expect(categories).toEqual([
      { category: "Digital Marketing", items: ["Facebook Ads", "TikTok Ads", "Zalo OA", "Google Analytics 4"] },
    ]);
  });
});

describe("dates with a day, and 'till date'", () => {
  it('reads "01st Oct 2015 - till date" as October 2015 to the present', () => {
    const parsed = parsedFromText(`Ravi Kumar
ravi.kumar@example.com
Experience
Infosys Limited   01st Oct 2015 - till date
Senior Systems Engineer
• Built SAP ABAP reports for finance teams.`);
    expect(parsed.resume.experience[0]).toMatchObject({
      company: "Infosys Limited",
      jobTitle: "Senior Systems Engineer",
      startDate: "2015-10",
      endDate: "Present",
    });
  });
});

describe("American date forms: a day between month and year, two-digit years, months sharing a year", () => {
  it('reads "2/1/2012 - Current", "8/08 to 1/09", "Jun - Sept 2009" and "February to April 2005"', () => {
    const parsed = parsedFromText(`Dana Whitfield
dana@example.com
Experience
Office Manager, Harbor Dental   2/1/2012 - Current
• Ran scheduling for four dentists.
Receptionist, Bayside Clinic   8/08 to 1/09
• Answered 80 calls a day.
Intern, Lakeview Hospital   Jun - Sept 2009
• Filed patient records.
Volunteer, Food Bank of Delaware   February to April 2005
• Sorted donations.
Clerk, City Records Office   25/09/2003 - 14.02.2004
• Indexed deeds.`);
    expect(parsed.resume.experience.map((e) => [e.company, e.startDate, e.endDate])).toEqual([
      ["Harbor Dental", "2012-02", "Present"],
      ["Bayside Clinic", "2008-08", "2009-01"],
      ["Lakeview Hospital", "2009-06", "2009-09"],
      ["Food Bank of Delaware", "2005-02", "2005-04"],
      ["City Records Office", "2003-09", "2004-02"],
    ]);
  });

  it("reads a month and its year joined by a slash, and Portuguese short months ('jan/2019 – atual', 'fev 2015 - set 2018')", () => {
    const parsed = parsedFromText(`Beatriz Costa
beatriz.costa@example.com
Experience
Gerente de Projetos | Paulista Engenharia Ltda. | São Paulo | jan/2019 – atual
• Coordenei 15 obras residenciais.
Engenheira Civil | Construtora Ipiranga S.A. | Campinas | fev 2015 - set 2018
• Acompanhei a execução de 6 edifícios.`);
    expect(parsed.resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ["2019-01", "Present"],
      ["2015-02", "2018-09"],
    ]);
  });

  it("reads the words between and after a range's dates in German, Italian, Spanish and Polish", () => {
    const parsed = parsedFromText(`Jonas Weber
jonas.weber@example.com
Experience
Data Analyst, Elbtal Logistik GmbH   01/2021 – bis heute
• Built weekly dashboards.
Analista, Lombardia Costruzioni S.p.A.   dal 2018 al 2020
• Managed 14 projects.
Analista, Grupo Guadalquivir S.L.   2016 – hasta la fecha
• Built 30 reports.
Kierownik magazynu, Logipol Sp. z o.o.   od 03.2014 do teraz
• Managed a team of 25.
Werkstudent, Sachsen Energie AG   2012 bis 2014
• Prepared cost reports.`);
    expect(parsed.resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ["2021-01", "Present"],
      ["2018", "2020"],
      ["2016", "Present"],
      ["2014-03", "Present"],
      ["2012", "2014"],
    ]);
  });

  it("reads both ends of a range day first when one end cannot be the month first ('01/09/2016 – 30/06/2019')", () => {
    const parsed = parsedFromText(`Anna Rossi
anna.rossi@example.com
Experience
Project Manager, Lombardia Costruzioni S.p.A.   01/09/2016 – 30/06/2019
• Managed 14 residential projects.
Site Engineer, Edil Nord S.r.l.   15-03-2014 - 01-08-2016
• Supervised 40 workers.`);
    expect(parsed.resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ["2016-09", "2019-06"],
      ["2014-03", "2016-08"],
    ]);
  });

  it("reads a range whose dash an export lost before an open end, in brackets after the title too", () => {
    const { resume } = parsedFromOneParagraph([
      "Taryn Sessums taryn@example.com (813) 555-0175",
      "PROFESSIONAL EXPERIENCE",
      "Paralegal (2013   present)   The Solomon Law Group, PA   Tampa, Florida",
      "• Drafted pleadings, discovery requests and settlement statements for personal injury cases.",
      "  Website Developer   Rosies Antique Shop, Canterbury   Mar 2014   current",
      "• Manage and maintain the company website and its online catalogue of four thousand items.",
      "EDUCATION Paralegal Certificate Blackstone School of Law 1996",
    ]);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Paralegal", "The Solomon Law Group, PA", "2013", "Present"],
      ["Website Developer", "Rosies Antique Shop", "2014-03", "Present"],
    ]);
  });

  it("takes no fraction, score or single month for a date", () => {
    const parsed = parsedFromText(`Dana Whitfield
dana@example.com
Experience
Office Manager, Harbor Dental   2019 - Present
• Kept 24/7 coverage with 3/4 of the usual staff; rated 9/10 by patients in May.`);
    expect(parsed.resume.experience).toHaveLength(1);
    expect(parsed.resume.experience[0]).toMatchObject({ startDate: "2019", endDate: "Present" });
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Kept 24/7 coverage with 3/4 of the usual staff; rated 9/10 by patients in May.",
    ]);
  });
});

describe("a school's degree under its place", () => {
  it("gives the school the degree set after its date and a bulleted place", () => {
    const { resume } = parsedFromText(`Kevin Marketer
kevin@example.com
Education
West Chester University of Pennsylvania,
May 2017
• West Chester, PA
Bachelor of Science in Marketing
• GPA: 3.8
Experience
Marketing Intern, Brandywine Events   Jan 2016 - May 2017
• Planned 12 campus events.`);
    expect(resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["West Chester University of Pennsylvania", "Bachelor of Science", "Marketing", "2017-05"],
    ]);
  });
});

describe("labels an entry's bullets go on under", () => {
  it('keeps one role through "Contributions:" and "SAP Modules/ Tools:"', () => {
    const { resume } = parsedFromText(`Ravi Kumar
ravi.kumar@example.com
Work Experience
System Engineer
Infosys Limited -
January 2017 to Present
Responsibilities:
• Prepared the solution document and estimates for each sprint.
Contributions:
• Developed and integrated the modules of three team members.
SAP Modules/ Tools:
• SD, MM, ABAP Workbench
Education
National Institute of Technology
B.Tech   2016`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.responsibilities.length])).toEqual([
      ["System Engineer", "Infosys Limited", 3],
    ]);
  });
});

describe("a job board's role headers", () => {
  it("tells a title with a company's word in it from the employer with a legal form, and drops a stray dash", () => {
    const { resume } = parsedFromText(`Ravi Kumar
ravi@example.com
WORK EXPERIENCE
JAVA Developer/Senior Systems Engineer
INFOSYS LIMITED -  Pune, Maharashtra -
February 2016 to Present
• Built the quoting engine's rating services.
SALES ENGINEER - CONCEPT TECHNOLOGY SOLUTION
-
January 2014 to November 2016
• Sold CAD and CAM software to manufacturers.`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["JAVA Developer/Senior Systems Engineer", "INFOSYS LIMITED", "Pune, Maharashtra"],
      ["SALES ENGINEER", "CONCEPT TECHNOLOGY SOLUTION", ""],
    ]);
  });
});

describe("an executive's roles: the employer, its dates and a line about it, then the title", () => {
  it("gives the employer's entry the title set under the line that describes the company", () => {
    const { resume } = parsedFromText(`Shelli Kuvalis
shelli@example.com
PROFESSIONAL EXPERIENCE
Jackson Associates
Palatine, IL
2006 to 2009
Leading provider of HR benefits, outsourcing, and consulting services in the U.S. and U.K.
SENIOR DIVISION OPERATIONS EXECUTIVE
Doubled sales performance and profitability by establishing systematic business development tools.
Owned P&L accountability for U.S. and India operations.
Brightline Payroll, Inc., Chicago, IL
2001 to 2006
Vice President, Sales
• Grew annual revenue from $4M to $11M.`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["SENIOR DIVISION OPERATIONS EXECUTIVE", "Jackson Associates", "2006", "2009"],
      ["Vice President, Sales", "Brightline Payroll, Inc.", "2001", "2006"],
    ]);
    expect(resume.experience[0]!.responsibilities).toHaveLength(3);
  });
});

describe("text decoded with the wrong character set", () => {
  it("reads UTF-8 taken for Windows-1252 or Latin-1 as the characters it was", async () => {
    const lines = [
      "Zoé Tillman",
      "zoe@example.com",
      "Work Experience",
      "Postdoctoral Scientist, Carnegie Mellon University   2010 â€“ Present",
      "• Developed online learning techniques for ambulance deployment.",
      "Research Intern, Microsoft Research   2008 â\u0080\u0093 2009",
      "• Worked on search quality analysis.",
      "Education",
      "Ã‰cole Normale SupÃ©rieure de Lyon",
      "PhD in Computer Science   2010",
    ];
    const { resume } = await parseResume(buildDocxFromXml(lines.map(docxParagraph).join("")));
    expect(resume.experience.map((e) => [e.company, e.startDate, e.endDate])).toEqual([
      ["Carnegie Mellon University", "2010", "Present"],
      ["Microsoft Research", "2008", "2009"],
    ]);
    expect(resume.education[0]?.institution).toBe("École Normale Supérieure de Lyon");
  });
});

describe("bullets that lost their glyphs", () => {
  it("keeps short statements of what the person did in the role, not as roles of their own", () => {
    const { resume } = parsedFromText(`Gregory Jones
gregory@example.com
Relevant Experience
Lord Corporation
Bowling Green, Kentucky
Intern
Summer 2011
Created manufacturing standards that were adopted throughout the production facility
Aided in facility energy analysis
Designed fixtures to improve rubber flash material
Bowling Green Motorsports
Team Leader/Laborer
2009 - 2011
Responsible for engine assembly`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.responsibilities.length])).toEqual([
      ["Intern", "Lord Corporation", 3],
      ["Team Leader/Laborer", "Bowling Green Motorsports", 1],
    ]);
  });
});

describe("a resume builder's plain text, its line breaks lost", () => {
  it("reads places and degrees spaced around their commas and colons, and 'Education' inside an employer's name", () => {
    const { resume } = parsedFromOneParagraph([
      "Rose McAllister   PRIMARY TEACHER   Newcastle  ,   NSW   +61 2 5550 1234   rose@example.com",
      "  Summary   Primary teacher with eight years in public schools across the Hunter region.",
      "  Experience   St Columba's Primary School   Newcastle  ,   NSW   Classroom Teacher   02/2020   to   Current",
      "  Taught a Year 3 class of 27 students and led the school's reading recovery programme.",
      "  NSW Department of Education   Newcastle  ,   NSW   Casual Relief Teacher   02/2017   to   12/2019",
      "  Covered K-6 classes in 11 public schools across the Hunter region.",
      "  Education   Bachelor of Education  :   Primary   2016   University of Newcastle",
      "  Skills   Literacy intervention, Classroom management",
    ]);
    expect(resume.personalInfo.address).toBe("Newcastle, NSW");
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Classroom Teacher", "St Columba's Primary School", "2020-02", "Present"],
      ["Casual Relief Teacher", "NSW Department of Education", "2017-02", "2019-12"],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["University of Newcastle", "Bachelor of Education", "Primary"],
    ]);
  });
});

describe("page numbers in a footer", () => {
  it("reads a school whose degree went on to the next page past 'Page 1 of 2'", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 50, y: 60, text: "Dana Whitfield", size: 20 },
          { x: 50, y: 90, text: "dana@example.com" },
          { x: 50, y: 130, text: "Experience", size: 13 },
          { x: 50, y: 150, text: "Charge Nurse, Lakeshore General Hospital   March 2020 - Present" },
          { x: 60, y: 165, text: "• Supervised 12 nurses on a 32-bed unit." },
          { x: 50, y: 700, text: "Education", size: 13 },
          { x: 50, y: 725, text: "Great Lakes College of Nursing", size: 11 },
          { x: 280, y: 770, text: "Page 1 of 2", size: 8 },
        ],
        [
          { x: 50, y: 40, text: "BSN, Nursing · (2014 - 2018)" },
          { x: 280, y: 770, text: "Page 2 of 2", size: 8 },
        ],
      ]),
    );
    expect(parsed.resume.education).toEqual([
      expect.objectContaining({ institution: "Great Lakes College of Nursing", degree: "BSN", details: [] }),
    ]);
    expect(parsed.text).not.toContain("Page 1 of 2\n");
  });
});

describe("roles and schools from Brazil, Singapore and a hospital", () => {
  it("reads Portuguese titles and degrees, Brazilian states, 'Pte. Ltd.' and a medical department", () => {
    const { resume } = parsedFromText(`João Pedro dos Santos Albuquerque
joao.albuquerque@example.com.br
Experience
Analista de QA Sênior, Banco Paulista Digital S.A., São Paulo, SP   Aug 2021 – Present
• Built the Cypress suite for the mobile banking web app.
Estagiário de Testes, TecnoSul Sistemas, Campinas, SP   Jan 2016 – Dec 2017
• Wrote and ran manual test cases for an ERP's invoicing module.
Senior Product Manager, Payments, Lion City Mobility Pte. Ltd., Singapore   Feb 2022 – Present
• Launched in-app wallet top-ups in three markets.
Resident Physician, Internal Medicine, Gulf Coast University Hospital   Jun 2018 – Jun 2021
• Chief resident in the final year.
Education
Universidade Estadual do Vale do Tietê
Bacharelado in Ciência da Computação   2013 – 2017`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Analista de QA Sênior", "Banco Paulista Digital S.A.", "São Paulo, SP"],
      ["Estagiário de Testes", "TecnoSul Sistemas", "Campinas, SP"],
      ["Senior Product Manager, Payments", "Lion City Mobility Pte. Ltd.", "Singapore"],
      ["Resident Physician, Internal Medicine", "Gulf Coast University Hospital", ""],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Universidade Estadual do Vale do Tietê", "Bacharelado", "Ciência da Computação"],
    ]);
  });
});

describe("a title's department run on into the employer's name", () => {
  it("keeps a department of several words with the title after its comma or its dash", () => {
    const { resume } = parsedFromOneParagraph([
      "Amara Okonkwo amara@example.org (713) 555-0129",
      "WORK EXPERIENCE Attending Physician, Internal Medicine Bayou City Community Health - Houston, TX July 2021 to Present",
      "• See 22 patients a day in a federally qualified health center and lead the diabetes care pathway.",
      "Senior Associate – Finance & Accounts Tata Consultancy Services Limited - Bengaluru, Karnataka June 2016 to June 2021",
      "• Closed the books for three entities every month within five working days.",
      "EDUCATION MBBS in Medicine and Surgery University of Lagos College of Medicine 2015",
      "SKILLS Chronic disease management, Epic",
    ]);
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Attending Physician, Internal Medicine", "Bayou City Community Health"],
      ["Senior Associate – Finance & Accounts", "Tata Consultancy Services Limited"],
    ]);
  });
});

describe("programming languages under a Languages heading", () => {
  it("reads a group of known programming languages as skills, and spoken languages as no skills", () => {
    const { resume } = parsedFromText(`Ji-hoon Park
jihoon.park@example.io
Experience
Data Engineer, Northwind Freight Co.   2018 - 2021
• Built the shipment event pipeline.
Skills
Data
Apache Airflow  Snowflake
Languages
English
Fluent
Languages
Python  SQL  Scala
Korean
Native speaker`);
    const items = resume.skills.flatMap((c) => c.items);
    expect(items).toEqual(expect.arrayContaining(["Apache Airflow", "Snowflake", "Python", "SQL", "Scala"]));
    expect(items).not.toContain("English");
    expect(items).not.toContain("Korean");
  });
});

describe("a bullet's last word left on a line of its own", () => {
  it("ends the role's bullet with it instead of opening the next role", () => {
    const { resume } = parsedFromText(`Kwame Mensah-Bonsu
kwame@example.co.uk
Experience
Reach Truck Driver   May 2022 - Present
Northgate Distribution Ltd
• Put away up to 180 pallets a shift at heights of 11 metres with no damage
• Trained new starters on the warehouse management scanners.
incidents.
Warehouse Operative   Sep 2020 - Apr 2022
Brightside Logistics
• Picked and packed 250 orders a day at 99.8% accuracy.`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Reach Truck Driver", "Northgate Distribution Ltd"],
      ["Warehouse Operative", "Brightside Logistics"],
    ]);
    expect(resume.experience[0]!.responsibilities[0]).toBe(
      "Put away up to 180 pallets a shift at heights of 11 metres with no damage incidents.",
    );
  });
});

describe("a district before a known city", () => {
  it("keeps 'Trafford Park, Manchester' together as the place when the employer is named before it", () => {
    const { resume } = parsedFromText(`Kwame Mensah-Bonsu
kwame@example.co.uk
Experience
Reach Truck Driver, Northgate Distribution Ltd – Trafford Park, Manchester   May 2022 – Present
• Put away up to 180 pallets a shift.
May 2020 – Apr 2022   Warehouse Operative, Brightside Logistics Ltd, Trafford Park, Manchester
• Picked and packed 250 orders a day.
Kitchen Porter, Bistro Mercier, Dublin   2017 – 2019
• Kept the kitchen running through 300 covers a night.`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Reach Truck Driver", "Northgate Distribution Ltd", "Trafford Park, Manchester"],
      ["Warehouse Operative", "Brightside Logistics Ltd", "Trafford Park, Manchester"],
      ["Kitchen Porter", "Bistro Mercier", "Dublin"],
    ]);
  });
});

describe("headings that join two names", () => {
  const paragraph = [
    "Cordell Hackett Frontier Road Phone: 753-76-543 cordell@example.com",
    "Objective To secure a position in the automobile sector.",
    "Career Experience/Job History Automobile Estimator, Taylor Motors 2007-Present",
    "• Assessed and estimated all types of vehicle damage.",
    "• Reviewed payments after assessing damage and provided solutions to the clients.",
    "EDUCATION & CERTIFICATION B.S. in Business Administration Colorado State University 2005",
    "SKILLS Damage estimating, Customer relations",
  ];

  it("reads them as one heading in text that lost its line breaks", () => {
    const { resume } = parsedFromOneParagraph(paragraph);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Automobile Estimator", "Taylor Motors", "2007", "Present"],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree])).toEqual([["Colorado State University", "B.S."]]);
  });

  it("reads a heading that names another before it, and leaves a heading word that ends an employer's name", () => {
    const { resume } = parsedFromOneParagraph([
      "Cordell Hackett cordell@example.com (410) 555-0148",
      "Objective To work as a systems administrator in a growing company.",
      "Internship/Experience: Telecommunication Systems - Annapolis, MD From Jan 2009 to May 2009",
      "• Configured, maintained and troubleshot complex networks for a team of forty engineers.",
      "• Installed, supported and maintained servers and other computer systems.",
      "Professional Experience   BG Computer Technologies   Princeton, NJ   2008 - Present   Java Developer",
      "• Programmed clients' websites and applications in Java.",
      "EDUCATION B.S. in Computer Science Princeton University 2010",
      "SKILLS Networking, Java",
    ]);
    expect(resume.experience.map((e) => [e.company, e.startDate, e.endDate])).toEqual([
      ["Telecommunication Systems", "2009-01", "2009-05"],
      ["BG Computer Technologies", "2008", "Present"],
    ]);
  });

  it("reads them as one heading on a line of their own", () => {
    const { resume } = parsedFromText(`Cordell Hackett
cordell@example.com
Career Experience/Job History
Automobile Estimator, Taylor Motors   2007 - Present
• Assessed and estimated all types of vehicle damage.
Education / Training
Colorado State University
B.S. in Business Administration   2005`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([["Automobile Estimator", "Taylor Motors"]]);
    expect(resume.education.map((e) => e.institution)).toEqual(["Colorado State University"]);
  });
});

describe("a name run onto its headline, and roles and schools that lost their line breaks", () => {
  it("ends the name where the headline starts, keeping particles and surnames that are words", () => {
    const paragraph = [
      "Ana Lucía Ortega de la Cruz Hotel Front Office Manager Sevilla, Andalucía - ana.ortega@example.com - +34 600 555 010",
      "SUMMARY Front office lead for hotel groups, now running hotel operations for a resort.",
      "WORK EXPERIENCE Night Auditor (Seasonal) Costa Brava Resorts - Barcelona, Spain March 2014 to May 2016",
      "• Balanced nightly ledgers for 240 rooms.",
      "EDUCATION Technical Diploma in Tourism Escuela de Turismo Marbella 2013 Bachelor's Degree in Tourism (Grado en Turismo) Universidad de Sevilla 2017",
      "SKILLS Opera PMS, Revenue management",
    ];
    const { resume } = parsedFromOneParagraph(paragraph);
    expect(resume.personalInfo.name).toBe("Ana Lucía Ortega de la Cruz");
    expect(resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Night Auditor (Seasonal)", "Costa Brava Resorts"],
    ]);
    expect(resume.education.map((e) => [e.institution, e.endDate])).toEqual([
      ["Escuela de Turismo Marbella", "2013"],
      ["Universidad de Sevilla", "2017"],
    ]);
  });

  it("does not cut a surname that is also a word, nor take an acronym of the headline into the name", () => {
    const lead = (line: string) =>
      parsedFromText(
        `${line}\nHyderabad - grace@example.com\nExperience\nAcme Ltd   2019 - 2021\nDeveloper\n• Built things.`,
      ).resume.personalInfo.name;
    expect(lead("Grace Nolan King ESB Integration Developer - Cisco Systems")).toBe("Grace Nolan King");
    expect(lead("Peter Quinn Fisher")).toBe("Peter Quinn Fisher");
  });
});

describe("resumes written in other languages", () => {
  it("reads French headings, month names and open ends, and drops the length of time beside the dates", () => {
    const { resume } = parsedFromText(`Camille Roux
camille.roux@example.fr
EXPÉRIENCES PROFESSIONNELLES
Févr. 2019 - Aujourd'hui   Chargée de communication
5 ans 2 mois
Maison Lumière SARL   Lyon, France
• Piloté 12 campagnes par an.
Janv. 2016 - Déc. 2018   Assistante marketing
Atelier Verde   Grenoble, France
• Rédigé la lettre mensuelle.
FORMATION
Sept. 2012 - Juin 2015   Licence en Communication
Université de Valbrune
COMPÉTENCES
Canva, Figma, Google Analytics`);
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Chargée de communication", "Maison Lumière SARL", "Lyon, France", "2019-02", "Present"],
      ["Assistante marketing", "Atelier Verde", "Grenoble, France", "2016-01", "2018-12"],
    ]);
    expect(resume.experience[0]!.responsibilities).toEqual(["Piloté 12 campagnes par an."]);
    expect(resume.education[0]).toMatchObject({ institution: "Université de Valbrune", startDate: "2012-09" });
    expect(resume.skills.flatMap((c) => c.items)).toEqual(["Canva", "Figma", "Google Analytics"]);
  });

  it("reads Spanish and German dates", () => {
    const range = (line: string) =>
      parsedFromText(`Ana Ruiz\nana@example.es\nExperiencia\nAcme S.A.   ${line}\nAnalista\n• Informes.`).resume
        .experience[0];
    expect(range("marzo 2019 - actualidad")).toMatchObject({ startDate: "2019-03", endDate: "Present" });
    expect(range("Mai 2017 - Dez. 2018")).toMatchObject({ startDate: "2017-05", endDate: "2018-12" });
  });

  it("reads Dutch, Polish, Italian and Swedish headings, months and open ends", () => {
    const read = (text: string) => parsedFromText(`Anna Nowak\nanna.nowak@example.pl\n${text}`);
    const dutch = read(`Werkervaring
Acme B.V.   mrt. 2019 - heden
Analist
• Rapporten.
Opleiding
Universiteit van Amsterdam   2014 - 2018`);
    expect(dutch.resume.experience[0]).toMatchObject({ startDate: "2019-03", endDate: "Present" });
    expect(dutch.resume.education[0]).toMatchObject({ institution: "Universiteit van Amsterdam", endDate: "2018" });
    const polish = read(`Doświadczenie zawodowe
Acme Sp. z o.o.   styczeń 2017 - obecnie
Analityk
• Raporty.
Wykształcenie
Uniwersytet Warszawski   2012 - 2016`);
    expect(polish.resume.experience[0]).toMatchObject({ startDate: "2017-01", endDate: "Present" });
    expect(polish.sections.map((s) => s.kind)).toContain("education");
    const italian = read(`Esperienza lavorativa
Acme S.p.A.   settembre 2015 - oggi
Analista
• Rapporti.`);
    expect(italian.resume.experience[0]).toMatchObject({ startDate: "2015-09", endDate: "Present" });
    const swedish = read(`Arbetslivserfarenhet
Acme AB   augusti 2019 - nu
Analytiker
• Rapporter.`);
    expect(swedish.resume.experience[0]).toMatchObject({ startDate: "2019-08", endDate: "Present" });
  });

  it("reads Italian, German, Swedish, Danish and Finnish headings the first tables lacked", () => {
    const body: Record<string, string> = {
      experience: "Analyst, Acme   2019 - 2021\n• Built reports.",
      education: "Uppsala University   2014 - 2018",
      skills: "SQL, Python, Excel",
      languages: "English, Swedish",
    };
    const kinds = (headings: Array<[string, string]>) =>
      parsedFromText(
        `Anna Nowak\nanna.nowak@example.pl\n${headings.map(([h, kind]) => `${h}\n${body[kind]}`).join("\n")}`,
      )
        .sections.map((s) => s.kind)
        .filter((kind) => kind !== "contact");
    const cases: Array<Array<[string, string]>> = [
      [
        ["Esperienze lavorative", "experience"],
        ["Istruzione e formazione", "education"],
        ["Competenze tecniche", "skills"],
      ],
      [
        ["Beruflicher Werdegang", "experience"],
        ["Bildungsweg", "education"],
      ],
      [
        ["Arbetslivserfarenhet", "experience"],
        ["Utbildning", "education"],
        ["Språk", "languages"],
      ],
      [
        ["Erhvervserfaring", "experience"],
        ["Uddannelse", "education"],
      ],
      [
        ["Työkokemus", "experience"],
        ["Koulutus", "education"],
      ],
    ];
    for (const headings of cases) expect(kinds(headings)).toEqual(headings.map(([, kind]) => kind));
  });
});

describe("conventions of other traditions", () => {
  it("reads an academic CV's appointments as its roles, and character references as references", () => {
    const parsed = parsedFromText(`Helena Vos
h.vos@example.org | Utrecht, Netherlands
ACADEMIC APPOINTMENTS
2018–2021  Postdoctoral Researcher, Max Planck Institute for Polymer Research, Mainz
EDUCATION
Bachelor of Science in Business Administration
Polytechnic University of the Philippines, 2018
CHARACTER REFERENCES
Ana Reyes, Team Leader, Concentrix, 0917 555 0123`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "references"]);
    expect(parsed.resume.experience).toMatchObject([
      { jobTitle: "Postdoctoral Researcher", company: "Max Planck Institute for Polymer Research", startDate: "2018" },
    ]);
    expect(parsed.resume.education[0]).toMatchObject({
      degree: "Bachelor of Science",
      fieldOfStudy: "Business Administration",
    });
  });

  it("reads each school written as a sentence, 'from' its school with the marks before the year, and the closing declaration as no skill", () => {
    const parsed = parsedFromText(`Rohan Mehta
rohan.mehta@example.com
ACADEMIC QUALIFICATION
B.E. (Computer Engineering) from Pune University with 72% in 2016.
HSC from Maharashtra Board with 81% in 2012.
Class XII from Kendriya Vidyalaya, Chennai with 8.1 CGPA in 2011
TECHNICAL SKILLS
Java, Python, SQL
DECLARATION
I hereby declare that the above information is true to the best of my knowledge.`);
    expect(parsed.resume.education).toMatchObject([
      {
        degree: "B.E.",
        fieldOfStudy: "Computer Engineering",
        institution: "Pune University",
        endDate: "2016",
        details: ["72%"],
      },
      { degree: "HSC", institution: "Maharashtra Board", endDate: "2012", details: ["81%"] },
      { degree: "Class XII", institution: "Kendriya Vidyalaya", endDate: "2011", details: ["CGPA 8.1"] },
    ]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(["Java", "Python", "SQL"]);
  });
  it("reads a US federal resume: a department in Washington, D.C. as the employer, the USAJOBS terms as no duties", () => {
    const parsed = parsedFromText(`Sandra Ellison
sandra.ellison@example.com | (703) 555-0142 | Washington, D.C.
WORK EXPERIENCE
Program Analyst
U.S. Department of Transportation, Washington, DC
10/2018 - Present
Hours per week: 40
Series/Grade: GS-0343-12
Supervisor: Mark Hale, (202) 555-0188, may contact
• Led budget reviews for 14 grant programs.
Management Analyst, Acme Corp, Washington, D.C.   2014 – 2018
• Wrote process maps for the claims intake office.`);
    expect(parsed.resume.personalInfo.address).toBe("Washington, D.C.");
    expect(parsed.resume.experience).toMatchObject([
      {
        jobTitle: "Program Analyst",
        company: "U.S. Department of Transportation",
        location: "Washington, DC",
        responsibilities: ["Led budget reviews for 14 grant programs."],
      },
      { jobTitle: "Management Analyst", company: "Acme Corp", location: "Washington, D.C.", startDate: "2014" },
    ]);
  });
  it("reads the states, provinces and school certificates of Nigeria, South Africa, Kenya and Australia", () => {
    const parsed = parsedFromText(`Chinedu Okafor
chinedu.okafor@example.com | Johannesburg, Gauteng
WORK EXPERIENCE
Field Engineer | Shell Petroleum Development Company | Port Harcourt, Rivers State | 2019 – Present
• Supervised wellhead maintenance for 12 wells.
Carpenter — Lendlease, Sydney NSW — Feb 2015 to Jan 2019
• Framed and fitted out 30 townhouses.
EDUCATION
WAEC (SSCE), Federal Government College, Enugu, 2010
KCSE, Alliance Girls High School, 2014`);
    expect(parsed.resume.personalInfo.address).toBe("Johannesburg, Gauteng");
    expect(parsed.resume.experience).toMatchObject([
      { company: "Shell Petroleum Development Company", location: "Port Harcourt, Rivers State" },
      { jobTitle: "Carpenter", company: "Lendlease", location: "Sydney NSW", startDate: "2015-02" },
    ]);
    expect(parsed.resume.education).toMatchObject([
      { degree: "WAEC (SSCE)", institution: "Federal Government College", endDate: "2010" },
      { degree: "KCSE", institution: "Alliance Girls High School", endDate: "2014" },
    ]);
  });
});

describe("habits of job-board resumes", () => {
  it("reads a heading wrapped over two lines, and a school under a header that only names the degree", () => {
    const { resume, sections } = parsedFromText(`Ravi Kumar
ravi.kumar@example.com
Experience
Infosys Limited   2019 - 2021
Systems Engineer
• Built reports.
ACADEMIC
CREDENTIALS
B-tech in Electronics and Telecommunication
College of engineering - Bhubaneshwar, Orissa
2015`);
    expect(sections.map((s) => s.kind)).toContain("education");
    expect(resume.education[0]).toMatchObject({
      institution: "College of engineering",
      degree: "B-tech",
      fieldOfStudy: "Electronics and Telecommunication",
    });
  });

  it("cuts a contact label glued to the e-mail and a city after the company's kind of business", () => {
    const { resume } = parsedFromText(`Dana Whitfield
dana.whitfield@example.comlinkedin
Experience
Registered Nurse   2019 - 2021
Riverbend General Hospital Columbus, OH
• Cared for 6 patients a shift.`);
    expect(resume.personalInfo.email).toBe("dana.whitfield@example.com");
    expect(resume.experience[0]).toMatchObject({ company: "Riverbend General Hospital", location: "Columbus, OH" });
  });
});

describe("a place given only in passing", () => {
  it("reads a city alone under the name, or the place a summary says the person is based in", () => {
    const under = parsedFromText(`Marcus Delgado
Denver
Summary
Seller of software to freight companies.
Experience
Acme Corp   2019 - 2021
Account Executive
• Closed deals.`);
    expect(under.resume.personalInfo.address).toBe("Denver");
    const summary = parsedFromText(`Hélène Dubois
helene@example.org
Summary
Product designer. Based in Lyon, open to hybrid roles.
Experience
Studio Bérénice   2016 - 2018
Graphic Designer
• Designed identities.`);
    expect(summary.resume.personalInfo.address).toBe("Lyon");
    const headline = parsedFromText(`Priya Raman
Data Science
priya@example.com
Experience
Acme Corp   2019 - 2021
Data Analyst
• Built dashboards.`);
    expect(headline.resume.personalInfo.address).toBe("");
  });
});

describe("contact and personal details beside a school (two-column templates read line by line)", () => {
  it("keeps phone numbers and 'Nationality:' rows out of the degree and field, and glued years out of the phone", () => {
    const parsed = parsedFromText(`Elena Marsh
elena.marsh@example.org
Experience
Marketing Assistant
Ridgeway Foods
2008 – 2011
Education
BA (Hons)   T: 02123 345 7890   Marketing
Nuneaton University   2005 – 2008
Driving license: Yes   Nationality: British
Coventry Central College   20032005`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Nuneaton University",
      degree: "BA (Hons)",
      fieldOfStudy: "Marketing",
    });
    expect(parsed.resume.education.map((e) => `${e.degree} ${e.fieldOfStudy}`).join(" ")).not.toMatch(
      /Nationality|license|02123/,
    );
    expect(parsed.resume.personalInfo.phone).toBe("02123 345 7890");
    const gluedYears = parsedFromText(`Elena Marsh
elena.marsh@example.org
Education
Coventry Central College   20032005`);
    expect(gluedYears.resume.personalInfo.phone).toBe("");
  });
});

describe("resumes from templates beyond the corpus", () => {
  it("reads a Google Docs template's 'Company, Location — Title' over dates in capitals, an honour line apart", () => {
    const parsed = parsedFromText(`Hannah Okonkwo
Product Designer
(503) 555-0199
hannah.okonkwo@example.com
EXPERIENCE
Lumen Health, Portland, OR — Senior Product Designer
MARCH 2021 - PRESENT
• Led redesign of the patient intake flow, cutting drop-off by 23%.
EDUCATION
University of Oregon, Eugene, OR — BFA in Graphic Design
SEPTEMBER 2013 - JUNE 2017
Graduated cum laude.`);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Senior Product Designer",
      company: "Lumen Health",
      location: "Portland, OR",
      startDate: "2021-03",
      endDate: "Present",
    });
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of Oregon",
      degree: "BFA",
      fieldOfStudy: "Graphic Design",
    });
    expect(parsed.resume.education[0]!.details).toContain("Graduated cum laude.");
  });

  it("reads British grade titles, a field after the degree's comma, and places with no region", () => {
    const parsed = parsedFromText(`Amelia Clarke
amelia.clarke@example.co.uk • 07700 900123
Employment History
Audit Senior, Grant Thornton UK LLP, Manchester
Sep 2019 – present
- Ran audits of mid-market clients with turnover up to £150m.
Data Scientist, Nordlicht Mobility GmbH, Berlin
Jan 2016 – Aug 2019
- Built churn models.
Education
Bachelor of Business Administration, Supply Chain Management | University of Leeds | 2016`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Audit Senior", "Grant Thornton UK LLP", "Manchester"],
      ["Data Scientist", "Nordlicht Mobility GmbH", "Berlin"],
    ]);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of Leeds",
      degree: "Bachelor of Business Administration",
      fieldOfStudy: "Supply Chain Management",
    });
  });
});

describe("Word resumes written as lists of fields", () => {
  it("reads a school's year with its GPA, medical degrees, and skill groups set on one line", () => {
    const parsed = parsedFromText(`Jonathan P. Smith, MBA, PMP
Phone: 617-555-0123
Email: jon.smith@example.com
EDUCATION
M.S. in Computer Science, Georgia Institute of Technology, 2014 (GPA: 3.9/4.0)
MBChB, University of Manchester (2006 - 2011)
SKILLS
Languages: Python, SQL | Tools: Jira, Smartsheet | Methods: Agile, Scrum`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Georgia Institute of Technology", "M.S.", "Computer Science", "2014"],
      ["University of Manchester", "MBChB", "", "2011"],
    ]);
    expect(parsed.resume.education[0]!.details).toContain("GPA: 3.9/4.0");
    expect(parsed.resume.skills).toEqual([
      { category: "Languages", items: ["Python", "SQL"] },
      { category: "Tools", items: ["Jira", "Smartsheet"] },
      { category: "Methods", items: ["Agile", "Scrum"] },
    ]);
  });
});

describe("Indian resumes: grades beside degrees, school-leaving classes", () => {
  it("keeps the grade out of the field and reads 'Class XII' at a Vidyalaya", () => {
    const parsed = parsedFromText(`Ravi Kumar
ravi.kumar@example.in | +91 98450 12345 | Pune, Maharashtra
TOP SKILLS
Java, Spring Boot, Kafka
EDUCATION
B.Tech in Computer Science (CGPA 8.2/10), College of Engineering Pune, 2015
Class XII (CBSE), 82%, Kendriya Vidyalaya, 2011`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["College of Engineering Pune", "B.Tech", "Computer Science", "2015"],
      ["Kendriya Vidyalaya", "Class XII (CBSE)", "", "2011"],
    ]);
    expect(parsed.resume.education[0]!.details).toContain("CGPA 8.2/10");
  });
});

describe("a degree in a narrow lane beside its school (CVs printed from YAML)", () => {
  it("joins the lane's lines into the degree and the school's into the school and field", () => {
    const parsed = parsedFromText(`Hélène Dubois
helene.dubois@example.fr
Education
Master of   École Supérieure de Design   Sep 2013 – Jun 2015
Arts   Rhône-Alpes, Interaction Design
Bachelor of  Front Range State University,   Aug 2010 – May 2014
Business Ad-  Marketing
ministration  GPA: 3.3/4.0`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["École Supérieure de Design Rhône-Alpes", "Master of Arts", "Interaction Design", "2015-06"],
      ["Front Range State University", "Bachelor of Business Administration", "Marketing", "2014-05"],
    ]);
  });
});

describe("a bullet whose end a column flow put first", () => {
  it("keeps a run of lower-case words after it in the bullet, not as a new role", () => {
    const parsed = parsedFromText(`Jürgen Weißmüller
j.weissmueller@example.de
Experience
Research Assistant   Apr 2015 - Sep 2019
Universität Tübingen
• Published six peer-reviewed papers on   compounds.
morphological parsing of German
Data Scientist   Oct 2013 - Mar 2015
Kieferstein Versicherungen AG
• Built fraud models.`);
    expect(parsed.resume.experience.map((e) => e.jobTitle)).toEqual(["Research Assistant", "Data Scientist"]);
  });
});

describe("functional resumes", () => {
  it("keeps the accomplishments under skill names out of the skills, and reads the one-line roles", () => {
    const parsed = parsedFromText(`Maria Lopez
Phoenix, AZ • (602) 555-0110 • maria.lopez@example.com
RELEVANT SKILLS
Team Leadership
• Hired and trained 40+ associates across three stores.
EMPLOYMENT HISTORY
Store Manager, Target, Phoenix, AZ, 2015 – 2019
Assistant Store Manager, Walgreens, Tempe, AZ, 2011 – 2015
EDUCATION
Associate of Applied Science in Business Management, Mesa Community College, 2010`);
    expect(parsed.resume.skills.flatMap((c) => c.items)).toEqual(["Team Leadership"]);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate])).toEqual([
      ["Store Manager", "Target", "Phoenix, AZ", "2015"],
      ["Assistant Store Manager", "Walgreens", "Tempe, AZ", "2011"],
    ]);
    expect(parsed.resume.education[0]).toMatchObject({
      degree: "Associate of Applied Science",
      fieldOfStudy: "Business Management",
    });
  });
});

describe("Europass CVs: fields under labels", () => {
  it("reads each role's and school's labelled fields, and the address's city after its postal code", () => {
    const parsed = parsedFromText(`Curriculum Vitae
PERSONAL INFORMATION
Name: Giulia Bianchi
Address: Via Roma 12, 20121 Milano, Italy
Telephone: +39 02 5555 1234
E-mail: giulia.bianchi@example.it
WORK EXPERIENCE
Dates: 01/2019 – Present
Occupation or position held: Data Analyst
Name and address of employer: Pirelli & C. S.p.A., Milano
• Built demand forecasts for the tyre business.
EDUCATION AND TRAINING
Dates: 2012 – 2015
Title of qualification awarded: Laurea Magistrale in Statistics
Name of organisation providing education: Università di Bologna`);
    expect(parsed.resume.personalInfo).toMatchObject({ name: "Giulia Bianchi", address: "Milano, Italy" });
    expect(parsed.resume.experience).toHaveLength(1);
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Data Analyst",
      company: "Pirelli & C. S.p.A.",
      location: "Milano",
      startDate: "2019-01",
      endDate: "Present",
    });
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Università di Bologna",
      degree: "Laurea Magistrale",
      fieldOfStudy: "Statistics",
      endDate: "2015",
    });
  });
});

describe("job-board exports whose titles read as no title", () => {
  it("takes the title over 'Company -' and the name before the board's banner", () => {
    const parsed = parsedFromText(`Christin Harvey - Email me on Indeed: indeed.com/r/christin-harvey
WORK EXPERIENCE
App develop
Microsoft -
August 2016 to Present
EDUCATION
Electrical engineering
VSSUT, Burla`);
    expect(parsed.resume.personalInfo.name).toBe("Christin Harvey");
    expect(parsed.resume.experience[0]).toMatchObject({ jobTitle: "App develop", company: "Microsoft" });
  });
});

describe("skill groups named in a larger type", () => {
  it("reads the names by their size, items in lower case on lines of their own included", () => {
    const rows: Array<[string, number]> = [
      ["Electrical", 12.5],
      ["Switchboard installation", 9.7],
      ["Three-phase power  Fault-finding", 9.7],
      ["Testing and commissioning", 9.7],
      ["Machine learning", 12.5],
      ["Python  PyTorch", 9.7],
      ["scikit-learn  LightGBM", 9.7],
      ["dbt", 9.7],
    ];
    const lines = rows.map(([text, fontSize], index) => ({
      index,
      text,
      page: 1,
      x: 25,
      y: 100 + index * 18,
      width: 150,
      fontSize,
      isBold: false,
      column: 0,
      isBullet: false,
    }));
    expect(parseSkillsSection(lines)).toEqual([
      {
        category: "Electrical",
        items: ["Switchboard installation", "Three-phase power", "Fault-finding", "Testing and commissioning"],
      },
      { category: "Machine learning", items: ["Python", "PyTorch", "scikit-learn", "LightGBM", "dbt"] },
    ]);
  });
});

describe("Word resumes laid out by hand", () => {
  it("gives back a range wrapped in a table's date cell, and reads a grid of skills with no group names", async () => {
    const row = (y: number, date: string, text: string) => [
      { text: date, x: 78, y },
      { text, x: 178, y },
    ];
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Nadia Petrova", x: 72, y: 60, size: 20 },
          { text: "nadia.petrova@example.com", x: 72, y: 80 },
          { text: "Career History", x: 72, y: 110, size: 14, bold: true },
          ...row(130, "Apr 2021 –", "Senior Account Executive"),
          ...row(142, "Present", "Brightline Freight Software, Denver, CO"),
          { text: "• Closed $2.4M in new annual recurring revenue in FY2023.", x: 196, y: 154 },
          ...row(170, "Feb 2018 – Mar", "Account Executive"),
          ...row(182, "2021", "Summit Payroll Solutions, Denver, CO"),
          { text: "• Achieved 118% of quota in 2019 and 121% in 2020.", x: 196, y: 194 },
          { text: "Core Competencies", x: 72, y: 222, size: 14, bold: true },
          ...[
            ["Minute books", "Closings", "Corporate filings"],
            ["Due diligence", "Athennian", "Microsoft Word"],
          ].flatMap((cells, r) => cells.map((text, c) => ({ text, x: 78 + c * 160, y: 240 + r * 12 }))),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Account Executive", "Brightline Freight Software", "2021-04", "Present"],
      ["Account Executive", "Summit Payroll Solutions", "2018-02", "2021-03"],
    ]);
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual([
      "Minute books",
      "Closings",
      "Corporate filings",
      "Due diligence",
      "Athennian",
      "Microsoft Word",
    ]);
  });

  it("reads 'Group - items' lines, a list wrapped mid-item, and a range 'to December' wrapped before its year", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Daniel Kwan", x: 72, y: 60, size: 16, bold: true },
          { text: "E-mail: daniel.kwan@example.com", x: 72, y: 76 },
          { text: "EXPERIENCE:", x: 72, y: 100, bold: true },
          { text: "Maple Crest Logistics, Mississauga, ON", x: 72, y: 114, bold: true },
          { text: "May 2018 to December", x: 430, y: 114 },
          { text: "2020", x: 72, y: 126 },
          { text: "Financial Analyst", x: 72, y: 138 },
          { text: "• Prepared rolling 13-week cash flow forecasts during the 2020 downturn, used to", x: 90, y: 150 },
          { text: "secure a revolving credit extension with the bank's lending committee members.", x: 108, y: 162 },
          { text: "SKILLS:", x: 72, y: 186, bold: true },
          { text: "• Finance & Accounting - Financial modelling, FP&A, Variance analysis", x: 90, y: 200 },
          { text: "• Tools - Excel, Power BI, NetSuite", x: 90, y: 212 },
          {
            text: "Retrieval practice • Desmos • Sparx Maths • Google Classroom • Power Query • Designated",
            x: 72,
            y: 226,
          },
          { text: "Safeguarding Lead training • Restorative practice", x: 72, y: 238 },
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Financial Analyst", "Maple Crest Logistics", "2018-05", "2020-12"],
    ]);
    const { skills } = parsed.resume;
    expect(skills.slice(0, 2)).toEqual([
      { category: "Finance & Accounting", items: ["Financial modelling", "FP&A", "Variance analysis"] },
      { category: "Tools", items: ["Excel", "Power BI", "NetSuite"] },
    ]);
    expect(skills.flatMap((s) => s.items)).toContain("Designated Safeguarding Lead training");
  });
});

describe("what job-board exports leave around the name and the dates", () => {
  it("takes no template's instruction or personal-details label for the name, and no repeated dates for a role", () => {
    const parsed = parsedFromText(`Market Your Skills: Interpersonal, Analytical    Tesha Littel    Chicago, IL
tesha.littel@example.com
Marital Status
WORK EXPERIENCE
Consultant SDET
Microsoft -
June 2013 to Present
June 2013 - Present)
• Led manual and automated test management for mobile and cloud applications.
Programmer Analyst
Cognizant -
March 2010 to May 2013
• Built WCF services for iOS and Android applications.`);
    expect(parsed.resume.personalInfo.name).toBe("Tesha Littel");
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Consultant SDET", "Microsoft", "2013-06", "Present"],
      ["Programmer Analyst", "Cognizant", "2010-03", "2013-05"],
    ]);
  });
});

describe("a range wrapped in a lane of dates after the employer's name", () => {
  it("joins the name's and the range's pieces", () => {
    const parsed = parsedFromText(`Venkata Iyer
venkat.iyer@example.in
Work
Tata Consultancy Services   2020-07 -
Limited   present
Senior Associate
• Own month-end close for 6 European entities of a retail client.
Infosys BPM Ltd.   2016-08 - 2020-06
Process Specialist
• Processed 2,500 vendor invoices a month.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Associate", "Tata Consultancy Services Limited", "2020-07", "Present"],
      ["Process Specialist", "Infosys BPM Ltd.", "2016-08", "2020-06"],
    ]);
  });
});

describe("titles and employers that read like other things", () => {
  it("takes a French title over its dates for a header, and 'NSW DEPARTMENT OF EDUCATION' for no heading", () => {
    const parsed = parsedFromText(`Camille Lefèvre
camille@example.fr
EXPÉRIENCE
Responsable Marketing Digital, Maison Verlaine S.A.S.
Sep, 2021 - Present
Lead a team of five across paid media, CRM and merchandising.
Chef de projet e-commerce, Atelier Sorel
Jan, 2017 - Aug, 2021
Launched the brand's online shop in four countries.
Casual Relief Teacher
NSW DEPARTMENT OF EDUCATION
Feb, 2015 - Dec, 2016
Taught K-6 classes in 11 public schools across the Hunter region.
EDUCATION
Master in Marketing, École de Commerce de Lyon, 2016`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Responsable Marketing Digital", "Maison Verlaine S.A.S.", "2021-09"],
      ["Chef de projet e-commerce", "Atelier Sorel", "2017-01"],
      ["Casual Relief Teacher", "NSW DEPARTMENT OF EDUCATION", "2015-02"],
    ]);
    expect(parsed.resume.education.map((e) => e.institution)).toEqual(["École de Commerce de Lyon"]);
  });
});

describe("French titles with their dates before them or a place after the dates", () => {
  it("heads the entry with the title under its dates, and over 'dates | place'", () => {
    const parsed = parsedFromText(`Camille Lefèvre
camille@example.fr
EXPERIENCE
Responsable Marketing Digital | Maison Verlaine S.A.S.
Sep 2021 – Present | Paris
• Lead a team of five across paid media.
Chef de projet e-commerce | Atelier Sorel
Jan 2017 – Aug 2021 | Lyon
• Launched the brand's online shop in four countries.
January 2014 — December 2016
Chargée de communication et de partenariats, Maison Sorel
• Ran the press office.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Responsable Marketing Digital", "Maison Verlaine S.A.S.", "2021-09"],
      ["Chef de projet e-commerce", "Atelier Sorel", "2017-01"],
      ["Chargée de communication et de partenariats", "Maison Sorel", "2014-01"],
    ]);
  });
});

describe("a title's qualifier after its comma, run into the employer", () => {
  it("keeps 'Mid-Market' and 'Assurance' in the title, and 'Budimex-Odra' in its company", () => {
    const parsed = parsedFromText(`Marcus Delgado
marcus@example.net
EXPERIENCE
Senior Account Executive, Mid-Market Brightline Freight Software
Apr 2021 – Present
• Closed $2.4M in new ARR.
Staff Accountant, Assurance Beaumont & Hale LLP
Sep 2015 – Apr 2018
• Audited mid-market clients.
Project Manager, Budimex-Odra Sp. z o.o.
Jan 2012 – Aug 2015
• Ran a 40-unit housing project.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Senior Account Executive, Mid-Market", "Brightline Freight Software"],
      ["Staff Accountant, Assurance", "Beaumont & Hale LLP"],
      ["Project Manager", "Budimex-Odra Sp. z o.o."],
    ]);
  });
});

describe("a title with its department after a dash", () => {
  it("keeps the department in the title, and a dash before an employer still parts them", () => {
    const parsed = parsedFromText(`Venkata Iyer
venkat.iyer@example.in
EXPERIENCE
Senior Associate – Finance & Accounts, Tata Consultancy Services Limited
Jul 2020 – Present
• Own month-end close for 6 European entities.
Data Analyst – Quillbyte Inc.
Aug 2016 – Jun 2020
• Built the monthly reporting pack.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Senior Associate – Finance & Accounts", "Tata Consultancy Services Limited"],
      ["Data Analyst", "Quillbyte Inc."],
    ]);
  });
});

describe("towns the gazetteer does not know, printed where the known places are", () => {
  it("reads 'Company, Town' and 'Title, Company, Town' as the known 'Bistro Mercier, Dublin' is read", () => {
    const parsed = parsedFromText(`Siobhán Ní Bhriain
siobhan@example.ie
EXPERIENCE
Head Chef
The Gilded Oyster, Cork
Apr 2021 – Present
• Run a brigade of 12 for a 90-cover restaurant.
Sous Chef, Ardmore Bay Hotel & Spa, Kinsale
May 2017 – Mar 2021
• Led banqueting for weddings of up to 220 guests.
Chef de Partie
Bistro Mercier, Dublin
Sep 2013 – Apr 2017
• Ran the sauce and fish sections.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Head Chef", "The Gilded Oyster", "Cork"],
      ["Sous Chef", "Ardmore Bay Hotel & Spa", "Kinsale"],
      ["Chef de Partie", "Bistro Mercier", "Dublin"],
    ]);
  });
});

describe("a place printed as a city and its country's code", () => {
  it("reads 'Cork IE' in the contact block as Cork, IE", () => {
    const parsed = parsedFromText(`Siobhán Ní Bhriain
Head Chef
Cork IE
siobhan.nibhriain@example.ie
+353 87 555 0192`);
    expect(parsed.resume.personalInfo).toMatchObject({ name: "Siobhán Ní Bhriain", address: "Cork, IE" });
  });
});

describe("names that hold a comma or a word of another section", () => {
  it("keeps a contact block's phone and place out of the school when its heading was stacked over Education", () => {
    const parsed = parsedFromText(`Camille Lefèvre
CONTACT
EDUCATION
Paris FR
+33 6 12 34 56 78
camille.lefevre@example.fr
2014
2016
École de Commerce de Lyon
Master
Marketing`);
    expect(parsed.resume.education[0]).toMatchObject({ institution: "École de Commerce de Lyon", degree: "Master" });
  });

  it("joins a school's name wrapped before 'Center at San Antonio'", () => {
    const parsed = parsedFromText(`Maria Santos
maria.santos@example.com
EDUCATION
The University of Texas Health Science
Center at San Antonio
Aug 2011 - May 2015
Bachelor of Science - Nursing`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "The University of Texas Health Science Center at San Antonio",
      degree: "Bachelor of Science",
      fieldOfStudy: "Nursing",
    });
  });

  it("keeps a last skill group 'Languages' in Skills right above the Languages section", () => {
    const parsed = parsedFromText(`Ji-hoon Park
jihoon.park@example.io
SKILLS
Data
Apache Airflow  Snowflake  dbt
Languages
Python  SQL  Scala
LANGUAGES
English
Korean`);
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual(expect.arrayContaining(["Python", "SQL", "Scala"]));
    expect(parsed.sections.filter((s) => s.kind === "languages")).toHaveLength(1);
  });

  it("keeps the campus when the field and degree come first on the line", () => {
    const parsed = parsedFromText(`Tyler Brooks
tyler.brooks@example.dev
EDUCATION
Computer Science, B.S., University of California, Davis
Sep, 2015 - Jun, 2019`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of California, Davis",
      degree: "B.S.",
    });
  });

  it("reads a bulleted list of schools, one line each, as an entry each", () => {
    const parsed = parsedFromText(`Dana Reyes
dana.reyes@example.dev
EDUCATION
• MSc in Data Science, Northgate University, 2016
• BSc in Physics, Lakeside University, Minsk (2014)
• Education course Linux Essentials at the Academy of Cloud & Network Engineering in March 2021`);
    expect(
      parsed.resume.education.map(({ institution, degree, endDate }) => ({ institution, degree, endDate })),
    ).toEqual([
      { institution: "Northgate University", degree: "MSc", endDate: "2016" },
      { institution: "Lakeside University", degree: "BSc", endDate: "2014" },
      { institution: "Academy of Cloud & Network Engineering", degree: "", endDate: "2021-03" },
    ]);
  });

  it("reads a course named by the job it trains for as what was studied, and its provider as the school", () => {
    const parsed = parsedFromText(`Roman Kuzmin
roman.kuzmin@example.dev
EDUCATION
Python Developer (2021)
Northwind.Academy
A ten-month evening programme`);
    expect(parsed.resume.education[0]).toMatchObject({ institution: "Northwind.Academy", degree: "Python Developer" });
  });

  it("reads 'Provider course. Subject' as the school and what it taught", () => {
    const parsed = parsedFromText(`Elena Popova
elena.popova@example.dev
Education
Coursewise course. Web apps with Vue.js/Express
Technologies: Next.js, Prisma, Tailwind, PostgreSQL
2018 - Skillorchard - Northwind group - course SQL, Power BI, Excel.`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Coursewise",
      degree: "Web apps with Vue.js/Express",
    });
    // (Or the provider first, the course after dashes.)
    expect(parsed.resume.education[1]).toMatchObject({
      institution: "Skillorchard",
      degree: "SQL, Power BI, Excel",
    });
  });

  it("reads a dated item among a list of schools as an entry too, though its provider names no school", () => {
    const parsed = parsedFromText(`Oleh Marchenko
oleh.marchenko@example.dev
Education:
•   NGMU (Northgate Maritime University). Physics, 2010-2013
•   WBSE (Westbrook School of Economics). Statistics 2013-2017
•   CODEWAY/Lattice, NOVA LEARN 2019-2020`);
    expect(parsed.resume.education.map((e) => [e.institution, e.startDate, e.endDate])).toEqual([
      ["NGMU (Northgate Maritime University)", "2010", "2013"],
      ["WBSE (Westbrook School of Economics)", "2013", "2017"],
      ["CODEWAY/Lattice, NOVA LEARN", "2019", "2020"],
    ]);
  });

  it("splits nothing at a comma in a school's brackets, its long name there no part of its name", () => {
    const parsed = parsedFromText(`Dmitri Orlov
dmitri.orlov@example.dev
EDUCATION
Northgate University (Computer Systems, Robotics and Control)
B.Sc., Signal Processing / 2012 - 2016`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Northgate University",
      degree: "B.Sc.",
    });
  });

  it("keeps a campus in its school's name, and a 'Languages' group over React Native in Skills", () => {
    const parsed = parsedFromText(`Tyler Brooks
tyler.brooks@example.dev
EDUCATION
University of California, Davis
B.S. in Computer Science
Sep 2015 – Jun 2019
SKILLS
Languages
TypeScript  JavaScript  C++  C#
Frameworks
React  React Native  Next.js  Node.js`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of California, Davis",
      degree: "B.S.",
      fieldOfStudy: "Computer Science",
    });
    expect(parsed.sections.map((s) => s.kind)).not.toContain("languages");
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual(
      expect.arrayContaining(["TypeScript", "C#", "React Native", "Node.js"]),
    );
  });
});

describe("a web page's outline printed by a word processor, and a group's list wrapped in its lane", () => {
  it("reads a bulleted role ending in 'Inc.' as a header, and 'UAE Labour' / 'Law' as one skill", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Layla Al-Mansouri", x: 72, y: 60, size: 20 },
          { text: "layla.almansouri@example.ae", x: 72, y: 80 },
          { text: "Summary", x: 72, y: 110, size: 14, bold: true },
          ...[
            "HR business partner with nine years in retail and banking across the GCC, partnering with line",
            "managers on workforce planning, Emiratisation targets and employee relations, and building the",
            "HR processes that hold up under audit in a regulated bank and in a fast-growing retail group.",
          ].map((text, i) => ({ text, x: 72, y: 126 + i * 12 })),
          { text: "Work Experience", x: 72, y: 180, size: 14, bold: true },
          { text: "• Recruitment Coordinator, Gulf Talent Partners", x: 78, y: 198 },
          { text: "Feb 2015 - Aug 2016", x: 72, y: 212 },
          { text: "• Scheduled 60 interviews a week for clients in hospitality and aviation.", x: 110, y: 226 },
          { text: "• Talent Acquisition Specialist, Emirates Horizon Bank, Inc.", x: 78, y: 244 },
          { text: "Sep 2016 - Dec 2020", x: 72, y: 258 },
          { text: "• Hired 180 people a year across retail banking, with 92% passing probation.", x: 110, y: 272 },
          { text: "Skills", x: 72, y: 300, size: 14, bold: true },
          { text: "HR", x: 72, y: 318 },
          {
            text: "Employee relations, Workforce planning, Talent acquisition, Emiratisation, UAE Labour",
            x: 131,
            y: 318,
          },
          { text: "Law", x: 131, y: 330 },
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Recruitment Coordinator", "Gulf Talent Partners", "2015-02"],
      ["Talent Acquisition Specialist", "Emirates Horizon Bank, Inc.", "2016-09"],
    ]);
    expect(parsed.resume.skills.flatMap((s) => s.items)).toContain("UAE Labour Law");
  });
});

describe("a skills grid in two columns above the first role", () => {
  it("keeps the role's right-aligned dates on its row and goes on with the roles on the next page", async () => {
    const cell = (text: string, x: number, y: number, size = 10.5) => ({ text, x, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Siobhán Ní Bhriain", x: 213, y: 130, size: 30 },
          cell("siobhan.nibhriain@example.ie", 102, 310, 12),
          { text: "Summary", x: 102, y: 411, size: 22.5 },
          cell(
            "Head chef with eleven years in busy hotel and restaurant kitchens, writing seasonal menus.",
            102,
            439,
            12,
          ),
          { text: "Skills", x: 102, y: 551, size: 22.5 },
          cell("Kitchen", 102, 581, 13.5),
          cell("Menu development", 111, 610),
          cell("Food costing", 111, 634),
          cell("Butchery", 111, 658),
          cell("Leadership", 311, 581, 13.5),
          cell("Rota planning", 320, 610),
          cell("Staff training", 320, 634),
          cell("Supplier relations", 320, 658),
          { text: "Work", x: 102, y: 726, size: 22.5 },
          cell("The Gilded Oyster", 120, 761, 15),
          cell("2021-04 - present", 402, 761, 12),
          cell("Head Chef", 120, 783, 13.5),
        ],
        [
          cell("- Run a brigade of 12 for a 90-cover restaurant; kept food cost at 28.5%.", 120, 40, 12),
          cell("Ardmore Bay Hotel & Spa", 120, 155, 15),
          cell("2017-05 - 2021-03", 402, 155, 12),
          cell("Sous Chef", 120, 177, 13.5),
          cell("- Led banqueting for weddings of up to 220 guests, 60 events a year.", 120, 205, 12),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Head Chef", "The Gilded Oyster", "2021-04", "Present"],
      ["Sous Chef", "Ardmore Bay Hotel & Spa", "2017-05", "2021-03"],
    ]);
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual(
      expect.arrayContaining(["Menu development", "Supplier relations"]),
    );
  });
});

describe("a sidebar's first skill group above a heading that names the second", () => {
  it("reads the group set like the one under 'TOOLS' as skills, however few of its items the dictionary knows, from its name on", async () => {
    const line = (text: string, y: number, size: number) => ({ text, x: 50, y, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          line("VENKATA IYER", 59, 28),
          line("SENIOR ASSOCIATE", 76, 11.3),
          line("ABOUT", 114, 9.9),
          line("BENGALURU KARNATAKA", 140, 6.4),
          line("VENKAT.IYER@EXAMPLE.IN", 157, 6.4),
          line("IN/VENKATA-SUBRAMANIAN-", 177, 6.4),
          line("IYER", 184, 6.4),
          line("ACCOUNTING", 206, 9.9),
          line("RECORD TO REPORT", 228, 7.1),
          line("INTERCOMPANY CLOSE", 238, 7.1),
          line("FIXED ASSET REGISTERS", 248, 7.1),
          line("IFRS", 258, 7.1),
          line("TOOLS", 284, 9.9),
          line("SAP FICO", 306, 7.1),
          line("BLACKLINE", 316, 7.1),
          line("ADVANCED EXCEL", 326, 7.1),
        ],
      ]),
    );
    const items = parsed.resume.skills.flatMap((s) => s.items.map((item) => item.toLowerCase()));
    expect(items).toEqual(expect.arrayContaining(["record to report", "fixed asset registers", "sap fico"]));
  });
});

describe("a name of three words set one a line", () => {
  it("reads all three words as the name", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Venkata", x: 213, y: 130, size: 36 },
          { text: "Subramanian", x: 213, y: 166, size: 36 },
          { text: "Iyer", x: 213, y: 202, size: 36 },
          { text: "Bengaluru, IN", x: 237, y: 226, size: 10.5 },
          { text: "Senior Associate – Finance & Accounts", x: 125, y: 264, size: 18 },
          { text: "venkat.iyer@example.in", x: 102, y: 346, size: 12 },
        ],
      ]),
    );
    expect(parsed.resume.personalInfo.name).toBe("Venkata Subramanian Iyer");
  });
});

describe("a bullet's next line that starts with a capital", () => {
  it("goes on with the bullet when it is set in the bullets' smaller type at their edge", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { text: "Tyler J. Brooks", x: 49, y: 73, size: 30 },
          { text: "tyler.brooks@example.dev", x: 49, y: 100, size: 9 },
          { text: "Experience", x: 52, y: 174, size: 13.2 },
          { text: "Frontend Engineer / Tech Lead", x: 52, y: 195, size: 9.2 },
          { text: "Feb 2022 - Present", x: 300, y: 195, size: 9.2 },
          { text: "Quillbyte · San Francisco, CA", x: 52, y: 207, size: 8.1 },
          { text: "• Cut the main bundle from 1.4 MB to 610", x: 57, y: 220, size: 7.1 },
          { text: "KB with route-level code splitting;", x: 57, y: 230, size: 7.1 },
          { text: "Software Engineer II", x: 52, y: 284, size: 9.2 },
          { text: "Jun 2019 - Jan 2022", x: 300, y: 284, size: 9.2 },
          { text: "Hollis & Crane · Oakland, CA", x: 52, y: 296, size: 8.1 },
          { text: "• Built the React Native field app used by 1,800 inspectors.", x: 57, y: 310, size: 7.1 },
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Frontend Engineer / Tech Lead", "Quillbyte", "2022-02"],
      ["Software Engineer II", "Hollis & Crane", "2019-06"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Cut the main bundle from 1.4 MB to 610 KB with route-level code splitting;",
    ]);
  });
});

describe("a role set as a row of cells whose title wraps", () => {
  it("takes no sentence in the row for the company, whatever word of it looks like a legal form", () => {
    const parsed = parsedFromText(`Liam O'Sullivan
liam@example.net
Work
Redgum Industrial Electrical
Journeyman Electrician   2016 - 2020   Maintained and fault-found on three-phase motors, VSDs and PLC-controlled conveyors.
• Carried out preventive maintenance on 200+ switchboards per year.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Journeyman Electrician", "Redgum Industrial Electrical"],
    ]);
  });

  it("reads the title whole, and leaves a title under a company's dated row alone", () => {
    const parsed = parsedFromText(`Tyler Brooks
tyler.brooks@example.dev
Work
Quillbyte
Frontend Engineer / Tech  2022-02 - Present   Lead four engineers on the checkout
Lead   and account pages of a marketplace with 3M monthly users.
• Cut the main bundle from 1.4 MB to 610 KB with route-level code splitting.
Voralpen Antriebstechnik GmbH
Senior Mechanical Design  2019-04 - 2022-01
Engineer
Responsible for the mechanical design of planetary gearboxes for collaborative robots.
Hollis & Crane   Jun 2016 - Mar 2019
Software Engineer
• Built the React Native field app used by 1,800 inspectors.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Frontend Engineer / Tech Lead", "Quillbyte"],
      ["Senior Mechanical Design Engineer", "Voralpen Antriebstechnik GmbH"],
      ["Software Engineer", "Hollis & Crane"],
    ]);
  });
});

describe("a table's header row", () => {
  it("names the columns of a section and is neither a school nor a skill, on one line or a cell a line", () => {
    const oneLine = parsedFromText(`Ana Ruiz
ana.ruiz@example.com
Education
Degree   School   Dates
Bachelor of Arts in History   Lakeside State University   Aug 2010 – May 2014
Skills
Area   Skills
Languages   Python, SQL`);
    const cellALine = parsedFromText(`Ana Ruiz
ana.ruiz@example.com
Education
Degree
School
Dates
Bachelor of Arts in History
Lakeside State University
Aug 2010 – May 2014
Skills
Area
Skills
Languages
Python, SQL`);
    for (const parsed of [oneLine, cellALine]) {
      expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
        ["Lakeside State University", "Bachelor of Arts"],
      ]);
      expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual(["Python", "SQL"]);
    }
  });
});

describe("a district of a known city on the dates' line", () => {
  it("is the role's place when a title and a company are there already, whatever the company's words", () => {
    const parsed = parsedFromText(`Chinonso Okafor
chinonso@example.org
Experience
Inventory Control Lead, Sahel Fresh Foods
Mar 2017 – Aug 2020 | Apapa, Lagos
• Ran weekly cycle counts across 4,800 SKUs.
Forklift Operator, Onitsha Building Supplies
2015 – 2017
• Loaded and unloaded up to 30 trucks a shift.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Inventory Control Lead", "Sahel Fresh Foods", "Apapa, Lagos"],
      ["Forklift Operator", "Onitsha Building Supplies", ""],
    ]);
  });
});

describe("a table's cell that wraps onto a line of its own", () => {
  it("goes on with its cell, even when its word would be a heading", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 58, y: 58, text: "Grace Whitfield", size: 14 },
          { x: 58, y: 80, text: "grace.whitfield@example.com" },
          {
            x: 58,
            y: 92,
            text: "Registered nurse with nine years on medical-surgical and telemetry floors, the last four as charge.",
          },
          { x: 58, y: 110, text: "Education", size: 12 },
          { x: 58, y: 128, text: "Bachelor of Science in Nursing" },
          { x: 227, y: 128, text: "Lone Star State University" },
          { x: 400, y: 128, text: "Aug 2011 – May 2015" },
          { x: 58, y: 150, text: "Skills", size: 12 },
          { x: 58, y: 168, text: "Clinical" },
          { x: 312, y: 168, text: "Telemetry monitoring, Wound care, IV therapy, Patient" },
          { x: 312, y: 180, text: "education" },
          { x: 58, y: 192, text: "Leadership" },
          { x: 312, y: 192, text: "Charge nurse, Precepting, Staffing" },
          { x: 58, y: 220, text: "Certifications", size: 12 },
          { x: 70, y: 238, text: "• Advanced Cardiovascular Life Support (ACLS), American Heart Association, 2023-04" },
        ],
      ]),
    );
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "education", "skills", "certifications"]);
    expect(parsed.resume.skills).toEqual([
      { category: "Clinical", items: ["Telemetry monitoring", "Wound care", "IV therapy", "Patient education"] },
      { category: "Leadership", items: ["Charge nurse", "Precepting", "Staffing"] },
    ]);
  });
});

describe("rows of a skills table, each with its group's name", () => {
  it("starts a new group at each row, however near the page's edge the row above ends", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 58, y: 58, text: "Min-jun Lee", size: 14 },
          { x: 58, y: 80, text: "minjun.lee@example.com" },
          {
            x: 58,
            y: 92,
            text: "Data engineer with seven years of building batch and streaming pipelines for analytics teams.",
          },
          { x: 58, y: 120, text: "Skills", size: 12 },
          { x: 149, y: 138, text: "Data" },
          { x: 206, y: 138, text: "Apache Airflow, Snowflake, dbt, Apache Kafka, AWS Glue" },
          { x: 149, y: 150, text: "Languages" },
          { x: 206, y: 150, text: "Python, SQL, Scala" },
          { x: 58, y: 178, text: "Certifications", size: 12 },
          { x: 70, y: 196, text: "• AWS Certified Data Engineer – Associate, Amazon Web Services, 2024" },
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Data", items: ["Apache Airflow", "Snowflake", "dbt", "Apache Kafka", "AWS Glue"] },
      { category: "Languages", items: ["Python", "SQL", "Scala"] },
    ]);
  });
});

describe("a Europass CV: labels in a lane on the left, set flush right", () => {
  it("reads the lane's headings, dates and the template's own labels beside their content", async () => {
    const label = (y: number, text: string, size = 8) => ({ x: 228 - text.length * 5.2, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          label(50, "PERSONAL INFORMATION"),
          { x: 240, y: 52, text: "Maya Thornton", size: 13 },
          { x: 240, y: 68, text: "Columbus, OH", size: 8.5 },
          { x: 240, y: 80, text: "maya.thornton@example.com", size: 8.5 },
          label(104, "JOB APPLIED FOR"),
          { x: 240, y: 104, text: "Registered Nurse", size: 11 },
          label(130, "WORK EXPERIENCE", 9),
          label(150, "JUN 2021 – PRESENT"),
          { x: 240, y: 150, text: "Registered Nurse, Medical-Surgical Unit", size: 10 },
          { x: 240, y: 162, text: "Riverbend General Hospital, Columbus, OH", size: 8.5 },
          {
            x: 252,
            y: 174,
            text: "• Manage care for 5–6 post-operative patients per shift, including wound care.",
            size: 8.5,
          },
          label(194, "AUG 2018 – MAY 2021"),
          { x: 240, y: 194, text: "Registered Nurse, Emergency Department", size: 10 },
          { x: 240, y: 206, text: "Scioto Valley Medical Center, Chillicothe, OH", size: 8.5 },
          {
            x: 252,
            y: 218,
            text: "• Triaged and treated up to 40 patients per 12-hour shift in a Level III trauma centre.",
            size: 8.5,
          },
          label(240, "EDUCATION AND TRAINING", 9),
          label(260, "AUG 2014 – MAY 2018"),
          { x: 240, y: 260, text: "BSN in Nursing", size: 10 },
          { x: 240, y: 272, text: "Great Lakes College of Nursing", size: 8.5 },
          label(296, "PERSONAL SKILLS", 9),
          label(314, "MOTHER TONGUE(S)"),
          { x: 240, y: 314, text: "English", size: 8.5 },
          label(330, "JOB-RELATED SKILLS"),
          { x: 240, y: 330, text: "IV therapy, Wound care, Telemetry monitoring, Triage (ESI), Epic EHR", size: 8.5 },
          label(346, "DIGITAL SKILLS"),
          { x: 300, y: 346, text: "Information processing", size: 7 },
          { x: 420, y: 346, text: "Communication", size: 7 },
          { x: 300, y: 358, text: "Independent user", size: 7 },
          { x: 420, y: 358, text: "Proficient user", size: 7 },
        ],
      ]),
    );
    const { resume } = parsed;
    expect(resume.personalInfo.name).toBe("Maya Thornton");
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Registered Nurse, Medical-Surgical Unit", "Riverbend General Hospital", "Columbus, OH", "2021-06", "Present"],
      [
        "Registered Nurse, Emergency Department",
        "Scioto Valley Medical Center",
        "Chillicothe, OH",
        "2018-08",
        "2021-05",
      ],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Great Lakes College of Nursing", "BSN", "2018-05"],
    ]);
    expect(resume.skills.flatMap((s) => s.items)).toEqual([
      "IV therapy",
      "Wound care",
      "Telemetry monitoring",
      "Triage (ESI)",
      "Epic EHR",
    ]);
  });
});

describe("contact lines led by a symbol", () => {
  it("reads the place, phone and e-mail after a house, a telephone or an envelope", () => {
    const parsed = parsedFromText(`Maya Thornton
⌂ Columbus, OH
✆ (614) 555-0142
✉ maya.thornton@example.com
Experience
Registered Nurse, Riverbend General Hospital   Jun 2021 – Present
• Manage care for 5–6 post-operative patients per shift.`);
    expect(parsed.resume.personalInfo).toMatchObject({
      name: "Maya Thornton",
      address: "Columbus, OH",
      phone: "(614) 555-0142",
      email: "maya.thornton@example.com",
    });
  });
});

describe("a one-word name", () => {
  it("is the name when it stands alone at the top in the largest type, not an employer further down", () => {
    const parsed = parsedFromText(`SUKARNO
Operations Analyst
Jakarta, Indonesia | +62 812 5555 0101 | sukarno.ops@example.co.id
PROFESSIONAL EXPERIENCE
PT Nusantara Logistik Tbk — Operations Analyst
January 2019 - Present
• Built weekly fleet utilisation reports in Excel and Power BI for 14 depots.`);
    expect(parsed.resume.personalInfo.name).toBe("SUKARNO");
    const titled = parsedFromText(`RESUME
Operations Analyst
jakarta.ops@example.co.id
PROFESSIONAL EXPERIENCE
PT Nusantara Logistik Tbk — Operations Analyst
January 2019 - Present`);
    expect(titled.resume.personalInfo.name).not.toBe("Resume");
  });
});

describe("schools named in their own language", () => {
  it("tells the school from the degree, in Indonesian, Dutch, Polish, Turkish or Italian", () => {
    const parsed = parsedFromText(`Ana Ruiz
ana.ruiz@example.com
Experience
Analyst, Acme Corp   2019 - 2021
Education
Universitas Gadjah Mada, Bachelor of Economics, 2015
Universiteit Leiden, Master of Laws, 2017
Uniwersytet Warszawski, Master of Arts, 2011
Boğaziçi Üniversitesi, Bachelor of Science, 2009
Politecnico di Milano, Master of Science, 2013`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Universitas Gadjah Mada", "Bachelor of Economics"],
      ["Universiteit Leiden", "Master of Laws"],
      ["Uniwersytet Warszawski", "Master of Arts"],
      ["Boğaziçi Üniversitesi", "Bachelor of Science"],
      ["Politecnico di Milano", "Master of Science"],
    ]);
  });
});

describe("a country written in its own language", () => {
  it("ends a place as its English name does, with no heading to say where the contact block ends", () => {
    const parsed = parsedFromText(`Laura Bianchi
laura.bianchi@example.it
+39 333 123 4567
Milano, Italia
2020 – Present
Project Manager
Fincantieri S.p.A., Trieste
- Led a team of 12 engineers delivering ship automation systems.`);
    expect(parsed.resume.personalInfo.address).toBe("Milano, Italia");
  });
});

describe("schools a job board's text names plainly", () => {
  it("takes 'group of institution' for a school and a field of study over a school's initials for no school", () => {
    const parsed = parsedFromText(`Molly Bartoletti
molly@example.com
EDUCATION
b.tech in computer science
sunder deep group of institution -  Noida, Uttar Pradesh
Electrical engineering
VSSUT, Burla`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["sunder deep group of institution", "b.tech", "computer science"],
      ["VSSUT, Burla", "", "Electrical engineering"],
    ]);
  });
});

describe("a DOCX that wraps a web page's HTML whole (altChunk)", () => {
  const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Résumé</title><style>h1{color:red}</style></head>
<body><header><h1>Ana Ruiz</h1><p><span>Sevilla, Spain</span> · <a href="mailto:ana.ruiz@example.com">ana.ruiz@example.com</a></p>
<p><span>+34 600<span hidden>1337</span> 123 456</span></p><div style="display: none">Secret <b>draft</b> notes</div>
<img hidden src="photo.jpg" alt=""></header>
<section><h2>Experience</h2>
<div class="entry"><a class="anchor" href="#role-1">#</a><div><strong>Data Analyst</strong><span class="company">Triana Analytics S.L.</span></div>
<div class="dates">Mar 2020 &ndash; Present</div>
<ul><li><p>Built the weekly sales dashboard in Power BI for 40 stores.</p></li></ul></div></section>
<section><h2>Education</h2><ul><li><div class="year">2015 2019</div><div><h3>Universidad de Sevilla</h3>
<p>Bachelor of Science in Statistics</p></div></li></ul></section>
<section><h2>Skills</h2><div><span class="label">Power BI</span>
  <span class="label">SQL</span> <span class="label">Python</span></div></section>
<!-- <h2>Old section</h2> -->
</body></html>`;
  for (const as of ["mht", "htm"] as const) {
    it(`reads the page as Word shows it (${as} part)`, async () => {
      const parsed = await parseResume(buildAltChunkDocx(page, as));
      expect(parsed.resume.personalInfo).toMatchObject({
        name: "Ana Ruiz",
        email: "ana.ruiz@example.com",
        address: "Sevilla, Spain",
        phone: "+34 600 123 456",
      });
      expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
        ["Data Analyst", "Triana Analytics S.L.", "2020-03", "Present"],
      ]);
      expect(parsed.resume.experience[0]!.responsibilities).toEqual([
        "Built the weekly sales dashboard in Power BI for 40 stores.",
      ]);
      expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
        ["Universidad de Sevilla", "Bachelor of Science", "Statistics", "2019"],
      ]);
      expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(["Power BI", "SQL", "Python"]);
      expect(parsed.text).not.toMatch(/Old section|color:red|Résumé|Secret|draft|1337|^#$/m);
    });
  }
});

describe("roles a converter left without their company", () => {
  it("keeps each role's dates when a place follows the title after a separator, and reads 'Intern Pharmacist' whole", () => {
    const parsed = parsedFromText(`Grace Njoroge
grace@example.co.ke
Experience
Clinical Pharmacist
· Nairobi
Feb 2020 - Present
Lead daily antimicrobial stewardship rounds on three medical wards; broad-spectrum use fell 22% in a year.
Review 60+ inpatient prescriptions a day for dosing, interactions and renal adjustment.
Intern Pharmacist
· Nairobi
Jan 2016 - Dec 2016
Ran a community pharmacy serving 300 patients a day with a team of six.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Clinical Pharmacist", "", "2020-02", "Present"],
      ["Intern Pharmacist", "", "2016-01", "2016-12"],
    ]);
  });
});

describe("a heading with a count after it", () => {
  it("still names its section ('Work Experience (3)', 'Education (1)')", () => {
    const parsed = parsedFromText(`Hélène Dubois
helene.dubois@example.org
Work Experience (2)
Sept 2021 - Current
Senior UX/UI Designer
Atelier Lumière Numérique
Lead design for a B2B scheduling platform used by 1,200 clinics.
Education (1)
Master of Arts in Interaction Design, École Supérieure de Design Rhône-Alpes, 2016`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education"]);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Senior UX/UI Designer", "Atelier Lumière Numérique", "2021-09"],
    ]);
  });
});

describe("a lane of headings pasted one space before each section's first line", () => {
  it("reads each heading apart from its first line ('Work Staff Software Engineer'), and a title as a title", () => {
    const parsed = parsedFromText(`Nathan Feldman
nathan@example.com
Backend engineer with 15 years of building payment systems.
Work Staff Software Engineer
Quillmark Systems, Inc.
Feb 2021 – Present
Designed an event-sourced ledger in Go and Kafka.
Project Manager
Lumenfold
Jan 2018 – Jan 2021
Led the migration of a Rails monolith to Kubernetes.
Education Pacific Coast State University
Bachelor of Science in Computer Science
Aug 2006 – May 2010`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education"]);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["Staff Software Engineer", "Quillmark Systems, Inc.", "2021-02"],
      ["Project Manager", "Lumenfold", "2018-01"],
    ]);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Pacific Coast State University", "Bachelor of Science"],
    ]);
  });

  it("reads no lane in a word that opens several lines ('Project Feature testing…', 'Project Carrier…')", () => {
    const parsed = parsedFromText(`Ravi Kumar
ravi.kumar@example.com
EXPERIENCE
Senior Technical Lead
Northwind Group
Project Feature testing and deployment on the data centre fabric
Technical Lead
Globex Systems
Project Carrier packet transport testing for the regional network`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Senior Technical Lead", "Northwind Group"],
      ["Technical Lead", "Globex Systems"],
    ]);
  });
});

describe("a heading whose word is misspelt", () => {
  it("still names its section ('Experiance', 'Work Expirience'), not the first role's employer", () => {
    for (const heading of ["Experiance", "Work Expirience", "Expierence:"]) {
      const parsed = parsedFromText(`Anna Levi
anna.levi@example.com
${heading}
Network Engineer
Harbor Telecom | Sep 2018 - Present
- Ran the core network of 400 devices`);
      expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
      expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
        ["Network Engineer", "Harbor Telecom"],
      ]);
    }
  });
});

describe("a range broken over three lines", () => {
  it("is one range: 'Aug 2018' / '–' / 'May 2021'", () => {
    const parsed = parsedFromText(`Maya Thornton
maya.thornton@example.com
Work
Registered Nurse, Emergency Department
Scioto Valley Medical Center
Aug 2018
–
May 2021
Chillicothe, OH
Triaged and treated up to 40 patients per 12-hour shift in a Level III trauma center.
Patient Care Technician
Lakeshore Regional Health
May 2016
–
Jul 2018
Cleveland, OH
Recorded vital signs for up to 14 telemetry patients.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Registered Nurse, Emergency Department", "Scioto Valley Medical Center", "2018-08", "2021-05"],
      ["Patient Care Technician", "Lakeshore Regional Health", "2016-05", "2018-07"],
    ]);
  });
});

describe("a postal code written before the city", () => {
  it("is no part of the place ('4103 Brisbane', '69002 Lyon')", () => {
    for (const [line, place] of [
      ["4103 Brisbane", "Brisbane"],
      ["69002 Lyon, France", "Lyon, France"],
    ]) {
      const parsed = parsedFromText(`Liam O'Sullivan
liam.osullivan@example.net
${line}
Experience
Electrician, Redgum Industrial Electrical   2016 - 2020
• Maintained three-phase motors.`);
      expect(parsed.resume.personalInfo.address).toBe(place);
    }
  });
});

describe("a converter that sets each piece on a line of its own", () => {
  it("reads 'Go' / ',' / 'Python' as two skills and '2019-04' / '- Present' as one range", () => {
    const parsed = parsedFromText(`Jonas Weber
jonas.weber@example.de
Work
Voralpen Antriebstechnik GmbH
Senior Mechanical Design Engineer
2019-04
- Present
Responsible for the mechanical design of planetary gearboxes for collaborative robots.
Skills
Languages:
Go
,
Python
,
Java`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Mechanical Design Engineer", "Voralpen Antriebstechnik GmbH", "2019-04", "Present"],
    ]);
    expect(parsed.resume.skills).toEqual([{ category: "Languages", items: ["Go", "Python", "Java"] }]);
  });
});

describe("heading styles in a DOCX with no sizes of their own", () => {
  it("rank as Word draws them: the name in Heading 1 over a run of one-word lines in Heading 6", async () => {
    const styled = (style: string, text: string) =>
      `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const plain = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          styled("Heading1", "Arjun Venkataraman"),
          plain("arjun.venkat@example.com"),
          styled("Heading3", "Skills"),
          ...["Java", "Python", "JavaScript", "TypeScript", "SQL"].map((skill) => styled("Heading6", skill)),
          styled("Heading3", "Education"),
          plain("B.Tech in Computer Science, Deccan Institute of Technology, 2024"),
        ].join(""),
      ),
    );
    expect(parsed.resume.personalInfo.name).toBe("Arjun Venkataraman");
  });

  it("tell a group's name in Heading 3 from its items in Heading 6, under a Licences heading", async () => {
    const styled = (style: string, text: string) =>
      `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          styled("Heading1", "Kwame Mensah-Bonsu"),
          styled("Heading6", "kwame@example.co.uk"),
          styled("Heading3", "Licences"),
          ...["Reach truck licence", "Counterbalance forklift"].map((item) => styled("Heading6", item)),
          styled("Heading3", "Warehouse"),
          ...["Pick and pack", "Stock rotation", "RF scanners"].map((item) => styled("Heading6", item)),
        ].join(""),
      ),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Licences", items: ["Reach truck licence", "Counterbalance forklift"] },
      { category: "Warehouse", items: ["Pick and pack", "Stock rotation", "RF scanners"] },
    ]);
  });
});

describe("a skill's version wrapped onto a line of its own", () => {
  it("ends the item above ('Google Analytics' / '4', 'Microsoft' / '365')", () => {
    const skills = parseSkillsSection(
      ["Tools", "Google Analytics", "4", "Microsoft", "365", "Looker Studio"].map((text, index) => ({
        index,
        text,
        page: 1,
        x: text === "Tools" ? 500 : 505,
        y: 100 + index * 10,
        width: text.length * 4,
        fontSize: text === "Tools" ? 9.2 : 7.1,
        isBold: false,
        column: 2,
        isBullet: false,
      })),
    );
    expect(skills).toEqual([{ category: "Tools", items: ["Google Analytics 4", "Microsoft 365", "Looker Studio"] }]);
  });
});

describe("a cloud of chips under its group's name, wrapped onto a second row", () => {
  it("keeps the second row's chips in the group, not as the names of groups that never follow", () => {
    const rows: Array<[string, number]> = [
      ["Sales Methodology", 9.8],
      ["MEDDICC  Challenger Sale   Solution selling", 7.5],
      ["Negotiation   Forecasting", 7.5],
      ["Sales Tools", 9.8],
      ["Salesforce  HubSpot  Outreach", 7.5],
    ];
    const skills = parseSkillsSection(
      rows.map(([text, fontSize], index) => ({
        index,
        text,
        page: 1,
        x: 29,
        y: 22 + index * 18,
        width: text.length * 4,
        fontSize,
        isBold: false,
        column: 0,
        isBullet: false,
      })),
    );
    expect(skills).toEqual([
      {
        category: "Sales Methodology",
        items: ["MEDDICC", "Challenger Sale", "Solution selling", "Negotiation", "Forecasting"],
      },
      { category: "Sales Tools", items: ["Salesforce", "HubSpot", "Outreach"] },
    ]);
  });
});

describe("a rating under each skill", () => {
  it("is no version of it ('Python' / '5', 'SQL' / '4', 'Excel' / '3')", () => {
    const skills = parseSkillsSection(
      ["Python", "5", "SQL", "4", "Excel", "3"].map((text, index) => ({
        index,
        text,
        page: 1,
        x: 505,
        y: 100 + index * 10,
        width: text.length * 4,
        fontSize: 7.1,
        isBold: false,
        column: 2,
        isBullet: false,
      })),
    );
    expect(skills.flatMap((group) => group.items)).toEqual(["Python", "SQL", "Excel"]);
  });
});

describe("a grade written after the degree", () => {
  it("is a detail, leaving the degree and its field ('B.S. Computer Science, GPA 3.7/4.0')", () => {
    const parsed = parsedFromText(`Daniel Okoro
daniel.okoro@example.com
Education
B.S. Computer Science, GPA 3.7/4.0 — University of California, Davis (2016)
Bachelor of Commerce – CGPA: 8.4/10, University of Mumbai, 2014`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["University of California, Davis", "B.S.", "Computer Science"],
      ["University of Mumbai", "Bachelor of Commerce", ""],
    ]);
    expect(parsed.resume.education[0]!.details).toEqual(["GPA 3.7/4.0"]);
  });
});

describe("a table row whose cell is centred beside a wrapped neighbour", () => {
  it("reads the wrapped cell whole: 'Graduate Certificate in' / 'Paralegal Studies' around 'Humber Polytechnic'", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 90, y: 40, text: "Aisha Thompson", size: 18 },
          { x: 90, y: 60, text: "aisha.thompson@example.ca" },
          {
            x: 90,
            y: 72,
            text: "Paralegal with six years in corporate and real estate practice at two Toronto firms.",
          },
          { x: 90, y: 100, text: "Education", size: 16 },
          { x: 96, y: 120, text: "Graduate Certificate in" },
          { x: 240, y: 129, text: "Humber Polytechnic" },
          { x: 400, y: 129, text: "Sep 2017 – Jun 2018" },
          { x: 96, y: 138, text: "Paralegal Studies" },
          { x: 96, y: 156, text: "Bachelor of Arts in" },
          { x: 240, y: 165, text: "York University" },
          { x: 400, y: 165, text: "Sep 2012 – Apr 2016" },
          { x: 96, y: 174, text: "Political Science" },
          { x: 90, y: 200, text: "Skills", size: 16 },
          {
            x: 96,
            y: 218,
            text: "Legal research, Corporate records, Real estate closings, Due diligence, Conveyancing",
          },
        ],
      ]),
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Humber Polytechnic", "Graduate Certificate", "Paralegal Studies", "2018-06"],
      ["York University", "Bachelor of Arts", "Political Science", "2016-04"],
    ]);
  });
});

describe("accents a PDF drew as glyphs of their own", () => {
  it("sit on their letters again ('Rhˆone', 'M´exico', 'H´el`ene', 'M¨uller'), and a typed '´' apostrophe stays", () => {
    expect(
      ["Lyon, Auvergne-Rhˆone-Alpes", "Ciudad de M´exico", "H´el`ene Dubois", "Jürgen M¨uller", "Fran¸cois"].map(
        normaliseText,
      ),
    ).toEqual(["Lyon, Auvergne-Rhône-Alpes", "Ciudad de México", "Hélène Dubois", "Jürgen Müller", "François"]);
    expect(["don´t", "O´Neill"].map((text) => normaliseText(text).replace(/\s\u0301/g, "´"))).toEqual([
      "don´t",
      "O´Neill",
    ]);
  });
});

describe("a skills table whose lists wrap, each group's name centred beside its list", () => {
  it("reads each name over its whole list", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 90, y: 40, text: "Marcus Delgado", size: 18 },
          { x: 90, y: 60, text: "marcus.delgado@example.net" },
          {
            x: 90,
            y: 72,
            text: "Account executive with eight years of selling logistics software to mid-market fleets.",
          },
          { x: 90, y: 100, text: "Skills", size: 16 },
          { x: 312, y: 120, text: "MEDDICC, Challenger Sale, Solution" },
          { x: 96, y: 129, text: "Sales Methodology" },
          { x: 312, y: 138, text: "selling, Negotiation, Forecasting" },
          { x: 312, y: 156, text: "Salesforce, HubSpot, Outreach, Gong," },
          { x: 96, y: 165, text: "Sales Tools" },
          { x: 312, y: 174, text: "LinkedIn Sales Navigator, ZoomInfo" },
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      {
        category: "Sales Methodology",
        items: ["MEDDICC", "Challenger Sale", "Solution selling", "Negotiation", "Forecasting"],
      },
      {
        category: "Sales Tools",
        items: ["Salesforce", "HubSpot", "Outreach", "Gong", "LinkedIn Sales Navigator", "ZoomInfo"],
      },
    ]);
  });
});

describe("the Europass form until 2012: its labels beside their values", () => {
  it("reads a PDF whose labels stand flush right in a lane, one wrapped over three lines, over two pages", async () => {
    const label = (y: number, text: string, size = 10) => ({ x: 190, y, text, size, flushRight: true });
    const value = (y: number, text: string, size = 10) => ({ x: 210, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          label(50, "Europass", 14),
          label(66, "Curriculum Vitae", 14),
          label(100, "Personal information", 12),
          label(120, "Name / Surname"),
          value(120, "Liam O'Sullivan", 12),
          label(134, "Address"),
          value(134, "4103 Brisbane, QLD"),
          label(148, "Telephone"),
          value(148, "+61 491 570 156"),
          label(162, "E-mail"),
          value(162, "liam.osullivan@example.net"),
          label(196, "Work experience", 12),
          label(216, "Dates"),
          value(216, "2020 – Present"),
          label(230, "Occupation or position held"),
          value(230, "Leading Hand Electrician"),
          label(244, "Name and address of employer"),
          value(244, "Southbank Power & Data, Brisbane, QLD"),
          label(258, "Main activities and"),
          label(270, "responsibilities"),
          value(276, "– Supervised crews of 3–6 electricians on commercial fit-outs valued up to $1.8M."),
          label(310, "Dates"),
          value(310, "2016 – 2020"),
          label(324, "Occupation or position held"),
          value(324, "Journeyman Electrician"),
          label(338, "Name and address of employer"),
          value(338, "Redgum Industrial Electrical, Ipswich, QLD"),
          label(740, "Page 1 - Curriculum vitae of", 8),
          label(750, "Liam O'Sullivan", 8),
        ],
        [
          label(60, "Education and training", 12),
          label(80, "Dates"),
          value(80, "2012 – 2016"),
          label(94, "Title of qualification awarded"),
          value(94, "Certificate III in Electrotechnology"),
          label(108, "Name and type of organisation"),
          value(108, "South Coast Institute of TAFE"),
          label(120, "providing education and"),
          label(132, "training"),
          label(160, "Dates"),
          value(160, "2007 – 2011"),
          label(174, "Title of qualification awarded"),
          value(174, "High School Diploma"),
          label(188, "Name and type of organisation"),
          value(188, "Palm Creek State High School"),
          label(200, "providing education and"),
          label(212, "training"),
          label(240, "Personal skills and competences", 12),
          label(260, "Electrical"),
          value(260, "Switchboard installation, Three-phase power, Fault-finding, Solar PV"),
          label(740, "Page 2 - Curriculum vitae of", 8),
          label(750, "Liam O'Sullivan", 8),
        ],
      ]),
    );
    const { resume } = parsed;
    expect(resume.personalInfo).toMatchObject({
      name: "Liam O'Sullivan",
      phone: "+61 491 570 156",
      email: "liam.osullivan@example.net",
    });
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Leading Hand Electrician", "Southbank Power & Data", "Brisbane, QLD", "2020", "Present"],
      ["Journeyman Electrician", "Redgum Industrial Electrical", "Ipswich, QLD", "2016", "2020"],
    ]);
    expect(resume.experience[0]?.responsibilities).toEqual([
      "Supervised crews of 3–6 electricians on commercial fit-outs valued up to $1.8M.",
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["South Coast Institute of TAFE", "Certificate III", "2016"],
      ["Palm Creek State High School", "High School Diploma", "2011"],
    ]);
    expect(resume.skills.flatMap((s) => s.items)).toEqual([
      "Switchboard installation",
      "Three-phase power",
      "Fault-finding",
      "Solar PV",
    ]);
    expect(parsed.text).not.toMatch(/Page \d|Main activities/);
  });

  it("reads a Word table whose left cells hold the labels", async () => {
    const row = (label: string, value: string) =>
      `<w:tr><w:tc><w:p><w:r><w:t>${label}</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t xml:space="preserve">${value}</w:t></w:r></w:p></w:tc></w:tr>`;
    const heading = (text: string) =>
      `<w:tr><w:tc><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${text}</w:t></w:r></w:p></w:tc><w:tc><w:p/></w:tc></w:tr>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        `<w:tbl>${[
          heading("Personal information"),
          row("Surname(s) / First name(s)", "Bianchi Giulia"),
          row("Telephone(s)", "+39 02 5555 1234"),
          row("E-mail", "giulia.bianchi@example.it"),
          heading("Work experience"),
          row("Dates", "01/2019 – Present"),
          row("Occupation or position held", "Data Analyst"),
          row("Name and address of employer", "Pirelli &amp; C. S.p.A., Milano"),
          row("Main activities and responsibilities", "Built demand forecasts for the tyre business."),
          heading("Education and training"),
          row("Dates", "2012 – 2015"),
          row("Title of qualification awarded", "Laurea Magistrale in Statistics"),
          row("Name and type of organisation providing education and training", "Università di Bologna"),
        ].join("")}</w:tbl>`,
      ),
    );
    const { resume } = parsed;
    expect(resume.personalInfo).toMatchObject({ phone: "+39 02 5555 1234", email: "giulia.bianchi@example.it" });
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Data Analyst", "Pirelli & C. S.p.A.", "Milano", "2019-01", "Present"],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Università di Bologna", "Laurea Magistrale", "Statistics", "2015"],
    ]);
  });
});

describe("a job portal's Word export whose roles and schools are tables under a header row", () => {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p></w:tc>`;
  const table = (rows: string[][]) =>
    `<w:tbl>${rows.map((r) => `<w:tr>${r.map(cell).join("")}</w:tr>`).join("")}</w:tbl>`;
  const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

  it("reads a table of skills whose group names also name sections ('Research') as groups of skills", async () => {
    const { resume, sections } = await parseResume(
      buildDocxFromXml(
        [
          paragraph("Dana Whitfield"),
          paragraph("dana.whitfield@example.com"),
          paragraph("Skills"),
          table([
            ["Design", "Figma, Sketch, Prototyping"],
            ["Research", "User interviews, Usability testing"],
            ["Tools", "Jira, Miro"],
          ]),
        ].join(""),
      ),
    );
    expect(sections.map((section) => section.kind)).toEqual(["contact", "skills"]);
    expect(resume.skills.map((group) => [group.category, group.items])).toEqual([
      ["Design", ["Figma", "Sketch", "Prototyping"]],
      ["Research", ["User interviews", "Usability testing"]],
      ["Tools", ["Jira", "Miro"]],
    ]);
  });

  it("reads the header row's column names, 'Year' among them, as no school", async () => {
    const { resume } = await parseResume(
      buildDocxFromXml(
        [
          paragraph("Meera Iyer"),
          paragraph("meera.iyer@example.com"),
          paragraph("Work Experience"),
          table([
            ["Organization", "Designation", "Duration"],
            ["Tidewater Analytics Pvt Ltd", "Data Engineer", "Jun 2020 - Present"],
          ]),
          paragraph("Education"),
          table([
            ["Degree", "Institute", "Year"],
            ["M.Tech", "Coastal Institute of Technology", "2020"],
            ["B.E. (Electronics)", "Hillcrest Engineering College", "2018"],
          ]),
        ].join(""),
      ),
    );
    expect(resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Coastal Institute of Technology", "M.Tech", "2020"],
      ["Hillcrest Engineering College", "B.E.", "2018"],
    ]);
  });

  it("reads a profile table of label cells as the portal's label lines: the current town, not the one wished for", async () => {
    const { resume } = await parseResume(
      buildDocxFromXml(
        [
          paragraph("Farhan Qureshi"),
          table([
            ["Current Designation", "Shift Supervisor"],
            ["Current Company", "Lakeside Cold Storage Pvt Ltd"],
            ["Current Location", "Nagpur"],
            ["Pref. Location", "Pune, Indore"],
            ["Total Experience", "7 Year(s) 5 Month(s)"],
            ["Email", "farhan.qureshi@example.com"],
          ]),
          paragraph("Work Experience"),
          table([
            ["Company Name", "Lakeside Cold Storage Pvt Ltd"],
            ["Designation", "Shift Supervisor"],
            ["Duration", "Mar 2019 to Till Date"],
          ]),
        ].join(""),
      ),
    );
    expect(resume.personalInfo).toMatchObject({
      name: "Farhan Qureshi",
      email: "farhan.qureshi@example.com",
      address: "Nagpur",
    });
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Shift Supervisor", "Lakeside Cold Storage Pvt Ltd", "2019-03", "Present"],
    ]);
  });

  it("reads a table of qualifications, boards and marks row by row, and the person's name, not a parent's", async () => {
    const { resume } = await parseResume(
      buildDocxFromXml(
        [
          paragraph("Kiran Babu Varma"),
          paragraph("kiran.varma@example.com"),
          paragraph("Educational Qualification"),
          table([
            ["Qualification", "Board/University", "Year of Passing", "Percentage"],
            ["B.Tech (EEE)", "Riverside Technological University", "2019", "71%"],
            ["Intermediate (MPC)", "Board of Intermediate Education", "2015", "89%"],
            ["SSC", "Board of Secondary Education", "2013", "84%"],
            ["10th", "CBSE", "2013", "84%"],
          ]),
          paragraph("Personal Details"),
          paragraph("Father's Name: Mohan Varma"),
          paragraph("Nationality: Indian"),
        ].join(""),
      ),
    );
    expect(resume.personalInfo.name).toBe("Kiran Babu Varma");
    expect(resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Riverside Technological University", "B.Tech (EEE)", "2019"],
      ["Board of Intermediate Education", "Intermediate (MPC)", "2015"],
      ["Board of Secondary Education", "SSC", "2013"],
      ["CBSE", "10th", "2013"],
    ]);
  });
});

describe("a lane of headings under the contact details, beside the name (moderncv's fancy style)", () => {
  it("puts each heading before the content on its row, not in a sidebar read first", async () => {
    const lane = (y: number, text: string, size = 10) => ({ x: 150, y, text, size, flushRight: true });
    const body = (y: number, text: string, size = 10) => ({ x: 168, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          lane(60, "San Francisco, CA"),
          lane(72, "M  +1 416-555-0187"),
          lane(84, "E  daniel.kwan@exam-"),
          lane(96, "ple.com"),
          body(66, "Daniel Kwan", 28),
          body(96, "Senior Financial Analyst, CPA", 16),
          lane(120, "Summary", 14),
          body(120, "CPA with nine years of experience in public accounting and corporate FP&A."),
          lane(140, "Experience", 14),
          body(140, "Senior Financial Analyst, Harbourview Provisions Ltd.   Jan 2021 – Present"),
          body(154, "• Rebuilt the annual operating budget model in Excel and Power BI."),
          body(166, "• Delivered monthly variance analysis to the CFO and branch managers."),
          body(190, "Financial Analyst, Maple Crest Logistics   May 2018 – Dec 2020"),
          body(204, "• Prepared rolling 13-week cash flow forecasts during the 2020 downturn."),
          body(216, "• Automated intercompany reconciliations with Power Query."),
          lane(250, "Education", 14),
          body(250, "Bachelor of Commerce, Lakeshore University   Sep 2011 – Apr 2015"),
          lane(284, "Skills", 14),
          body(284, "Finance: Financial modelling, Variance analysis, IFRS"),
          body(298, "Tools: Excel, Power BI, NetSuite"),
        ],
      ]),
    );
    const { resume } = parsed;
    expect(resume.personalInfo).toMatchObject({
      name: "Daniel Kwan",
      email: "daniel.kwan@example.com",
      phone: "+1 416-555-0187",
      portfolio: "",
      address: "San Francisco, CA",
    });
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Senior Financial Analyst", "Harbourview Provisions Ltd.", "2021-01", "Present"],
      ["Financial Analyst", "Maple Crest Logistics", "2018-05", "2020-12"],
    ]);
    expect(resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Lakeshore University", "Bachelor of Commerce"],
    ]);
    expect(resume.skills.map((s) => s.category)).toEqual(["Finance", "Tools"]);
  });
});

describe("moderncv's entry line: 'Title, Company, Place.' wrapped before dates set at its end", () => {
  it("reads the wrapped words before the dates, and the closing full stop as no part of the place", async () => {
    const line = (y: number, text: string, size = 10) => ({ x: 72, y, text, size });
    // (The dates start a little after the longest title can end: the title's column is narrower than the line.)
    const dates = (y: number, text: string) => ({ x: 410, y, text, size: 10, flushRight: true });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 72, y: 50, text: "Marcus Delgado", size: 24 },
          line(76, "Denver, CO  |  +1 (303) 555-0177  |  marcus.delgado@example.net"),
          { x: 72, y: 110, text: "Experience", size: 14, bold: true },
          { x: 72, y: 130, text: "Senior Account Executive, Mid-Market, Brightline", size: 10, bold: true },
          dates(130, "Apr 2021 – Present"),
          line(144, "Freight Software, Denver, CO."),
          line(158, "• Closed $2.4M in new ARR in FY2023, finishing at 132% of a $1.8M quota."),
          line(172, "• Ranked first of 14 account executives for two consecutive years."),
          { x: 72, y: 196, text: "Account Executive, Summit Payroll Solutions, Lyon.", size: 10, bold: true },
          dates(196, "Feb 2018 – Mar 2021"),
          line(210, "• Achieved 118% of quota in 2019 and 121% in 2020 selling payroll software."),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.location, e.startDate])).toEqual([
      ["Senior Account Executive, Mid-Market", "Brightline Freight Software", "Denver, CO", "2021-04"],
      ["Account Executive", "Summit Payroll Solutions", "Lyon", "2018-02"],
    ]);
  });
});

describe("a centred name and headline wrapped over lines in the name's large type (moderncv's banking style)", () => {
  it("reads the name up to the separator before the headline", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 200, y: 50, text: "Chinonso Okafor-", size: 24 },
          { x: 130, y: 78, text: "Adeyemi | Warehouse & Logistics", size: 24 },
          { x: 248, y: 106, text: "Supervisor", size: 24 },
          { x: 160, y: 130, text: "+234 803 555 0198  •  chinonso.okafor@example.org", size: 10 },
          { x: 60, y: 170, text: "Experience", size: 14, bold: true },
          { x: 60, y: 190, text: "Warehouse Supervisor, Sahel Freight Ltd., Lagos   Mar 2019 – Present", size: 10 },
          { x: 60, y: 204, text: "• Ran a 40-person night shift across inbound, picking and dispatch.", size: 10 },
        ],
      ]),
    );
    expect(parsed.resume.personalInfo.name).toBe("Chinonso Okafor-Adeyemi");
  });
});

describe("a small contact item on the name's row, a little apart from it", () => {
  it("is a field of its own, not a word of the name", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 150, y: 60, text: "Houston, TX", size: 10, flushRight: true },
          { x: 168, y: 60, text: "Amara Okonkwo", size: 34 },
          { x: 168, y: 84, text: "Internal Medicine Physician", size: 17 },
          { x: 168, y: 104, text: "(713) 555-0129  |  amara.okonkwo@example.org", size: 10 },
          { x: 168, y: 140, text: "Experience", size: 14, bold: true },
          { x: 168, y: 160, text: "Attending Physician, Bayou City Community Health   Jul 2021 – Present", size: 10 },
          { x: 168, y: 174, text: "• Lead a panel of 1,900 adult patients with chronic disease.", size: 10 },
        ],
      ]),
    );
    expect(parsed.resume.personalInfo).toMatchObject({ name: "Amara Okonkwo", address: "Houston, TX" });
  });
});

describe("a school's line with its grade", () => {
  it("reads the school wrapped after a degree ending in a comma, its grade after a comma or in brackets a detail", () => {
    const parsed = parsedFromText(`Marcus Delgado
marcus.delgado@example.net
Education
Bachelor of Business Administration in Marketing,   Aug 2010 – May 2014
Front Range State University, GPA 3.3/4.0.
MBA in Finance, Christ University (GPA 7.8 CGPA)   2016 – 2018`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Front Range State University", "Bachelor of Business Administration", "2014-05"],
      ["Christ University", "MBA", "2018"],
    ]);
  });
});

describe("contact details in the page's footer (moderncv's casual style)", () => {
  it("reads them as contact details, not as the last skills", async () => {
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 300, y: 50, text: "Rebecca Hollins", size: 30 },
          { x: 310, y: 80, text: "Secondary Mathematics Teacher", size: 16 },
          { x: 130, y: 120, text: "Experience", size: 14, bold: true },
          { x: 130, y: 140, text: "Teacher of Mathematics, Kirkstall Vale Academy   Sep 2019 – Present", size: 10 },
          { x: 130, y: 154, text: "• Raised GCSE grade 5+ passes from 48% to 61% in two years.", size: 10 },
          { x: 130, y: 180, text: "Skills", size: 14, bold: true },
          { x: 130, y: 200, text: "Teaching   GCSE Mathematics, A-level Mathematics, Retrieval practice", size: 10 },
          {
            x: 130,
            y: 214,
            text: "Pastoral   Restorative practice, Attendance tracking, Parent communication",
            size: 10,
          },
          { x: 248, y: 750, text: "Leeds, West Yorkshire", size: 10 },
          { x: 181, y: 764, text: "M +44 7700 900418  •  E r.hollins@example.org", size: 10 },
        ],
      ]),
    );
    expect(parsed.resume.personalInfo).toMatchObject({
      phone: "+44 7700 900418",
      email: "r.hollins@example.org",
      address: "Leeds, West Yorkshire",
    });
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual([
      "GCSE Mathematics",
      "A-level Mathematics",
      "Retrieval practice",
      "Restorative practice",
      "Attendance tracking",
      "Parent communication",
    ]);
  });
});

describe("a page set in a monospaced font, each word drawn apart", () => {
  it("reads its spaces as spaces, not as gaps between fields", async () => {
    const mono = (y: number, text: string, size = 10) => ({ x: 60, y, text, size, monospaced: true });
    // Bullets whose words leave a space in the same place on every line: a column of spaces down the page.
    const halves = [
      ["• Managed care for five", "to six patients per shift, including wound care."],
      ["• Served as relief charge", "nurse two nights per week across the unit."],
      ["• Precepted nine new grad", "nurses through a twelve-week orientation."],
      ["• Led a falls prevention", "initiative that cut patient falls by 38%."],
      ["• Trained staff on Epic", "charting during the hospital's EHR go-live."],
      ["• Audited bed alarms and", "hourly rounding logs for the quality team."],
    ];
    const bullets = halves.map(([a, b], i) => mono(60 + i * 14, `${a!.padEnd(25)} ${b}`));
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 60, y: 50, text: "Maya L. Thornton", size: 30 },
          mono(80, "Phone (614) 555-0142   Email maya.thornton@example.com"),
          { x: 60, y: 120, text: "Experience", size: 16, bold: true },
          mono(140, "Riverbend General Hospital", 12),
          mono(156, "June 2021 - Present"),
          mono(170, "Registered Nurse, Medical-Surgical Unit"),
        ],
        // (The role's bullets go on over the page, alone on it.)
        bullets,
        [
          mono(60, "Scioto Valley Medical Center", 12),
          mono(76, "August 2018 - May 2021"),
          mono(90, "Registered Nurse, Emergency Department"),
          mono(104, "• Triaged and treated up to 40 patients per 12-hour shift."),
        ],
      ]),
    );
    expect(parsed.resume.personalInfo.phone).toBe("(614) 555-0142");
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.startDate])).toEqual([
      ["Registered Nurse, Medical-Surgical Unit", "Riverbend General Hospital", "2021-06"],
      ["Registered Nurse, Emergency Department", "Scioto Valley Medical Center", "2018-08"],
    ]);
    expect(parsed.resume.experience[0]?.responsibilities.map((b) => b.replace(/\s+/g, " "))).toEqual(
      halves.map(([a, b]) => `${a!.slice(2)} ${b}`),
    );
  });
});

describe("a page split in two by a grid of skills, its school under it in the left column", () => {
  it("reads the school's line as its own, not wrapped onto the field under it", async () => {
    const left = (y: number, text: string, size = 12) => ({ x: 24, y, text, size });
    const right = (y: number, text: string, size = 12) => ({ x: 240, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 24, y: 50, text: "Ji-hoon Park", size: 40 },
          left(80, "jihoon.park@example.io  |  +1 206-555-0110  |  Seattle, WA"),
          left(120, "Skills", 21),
          left(150, "Data"),
          right(150, "Languages"),
          left(170, "Apache Airflow"),
          right(170, "Python"),
          left(190, "Snowflake"),
          right(190, "SQL"),
          left(210, "Apache Kafka"),
          right(210, "Scala"),
          left(260, "Education", 21),
          left(290, "2016 - 2018"),
          left(308, "University of Washington"),
          left(326, "Computer Science"),
          left(344, "M.S."),
          left(380, "2011 - 2015"),
          left(398, "Saigon Institute of Economics and Commerce"),
          left(416, "Marketing"),
          left(434, "Bachelor of Business Administration"),
        ],
      ]),
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["University of Washington", "M.S.", "Computer Science"],
      ["Saigon Institute of Economics and Commerce", "Bachelor of Business Administration", "Marketing"],
    ]);
  });
});

describe("a labelled street whose place wrapped to the rows below", () => {
  it("reads the place under the street, beside the row's own fields or alone", () => {
    const role = `Experience
Teacher of Mathematics, Kirkstall Vale Academy   Sep 2019 – Present
• Raised GCSE grade 5+ passes from 48% to 61% in two years.`;
    const beside = parsedFromText(`Maya Thornton
Website   https://mayathornton.example.com   Email   maya.thornton@example.com
Location   2218 Linden Park Ave
Phone   (614) 555-0142   Columbus, OH 43211, US
${role}`);
    expect(beside.resume.personalInfo.address).toMatch(/^Columbus, OH/);
    const alone = parsedFromText(`Rebecca Hollins
Email: r.hollins@example.org   Phone   +44 7700 900418
Location   14 Broad Lane
Leeds, West Yorkshire LS5 3AB, GB
${role}`);
    expect(alone.resume.personalInfo.address).toMatch(/^Leeds\b/);
  });
});

describe("a street address whose city ends the line, as much of Europe writes it", () => {
  const addressOf = (line: string) =>
    parsedFromText(`John Smith
john.smith@example.com
${line}
Experience
Northwind Ltd | Operations Manager | 2018 - Present`).resume.personalInfo.address;

  it("reads the city after the street, with its postal code before or after it, and no address from a title", () => {
    expect(addressOf("Address: 12 High Street, Leeds LS1 4AP")).toBe("Leeds LS1 4AP");
    expect(addressOf("Flat 3, 12 High Street, Leeds LS1 4AP, UK")).toBe("Leeds LS1 4AP, UK");
    expect(addressOf("Calle Mayor 5, 28013 Madrid")).toBe("Madrid");
    expect(addressOf("Musterstraße 12, 10115 Berlin")).toBe("Berlin");
    // (A flat's number is no city's postal code, nor a year after a name.)
    expect(addressOf("88 Danforth Ave, Unit 1204, Toronto, ON")).toBe("Toronto, ON");
    expect(addressOf("Unit Manager, Northwind 2019")).toBe("");
  });

  it("reads the house's number after the street's name, and Poland's, Portugal's, the Netherlands' and Sweden's postal codes", () => {
    expect(addressOf("ul. Długa 15/3, 00-238 Warszawa")).toBe("Warszawa");
    expect(addressOf("00-238 Warszawa")).toBe("Warszawa");
    expect(addressOf("Rua Augusta 100, 1100-053 Lisboa")).toBe("Lisboa");
    expect(addressOf("Keizersgracht 12, 1015 CX Amsterdam")).toBe("Amsterdam");
    expect(addressOf("Drottninggatan 5, 111 51 Stockholm")).toBe("Stockholm");
    expect(addressOf("Na Příkopě 10, 110 00 Praha")).toBe("Praha");
    // (The same codes after a label: "Location:", "Residence:".)
    expect(addressOf("Location: 1015 CX Amsterdam")).toBe("Amsterdam");
  });

  it("reads Brazil's and Portugal's postal codes before the city as no telephone number, beside one or alone", () => {
    const contactOf = (line: string) =>
      parsedFromText(`João Silva\njoao.silva@example.com\n${line}\nExperience\nAnalista, Itaú, Campinas   2019 – 2021`)
        .resume.personalInfo;
    expect(contactOf("Rua Augusta 100, 01310-100 Campinas")).toMatchObject({ phone: "", address: "Campinas" });
    expect(contactOf("Rua Augusta 100, 1100-053 Lisboa")).toMatchObject({ phone: "", address: "Lisboa" });
    expect(contactOf("Av. Paulista 1578, 01310-200 São Paulo, SP")).toMatchObject({ address: "São Paulo, SP" });
    expect(contactOf("+55 11 98765-4321   01310-100 Campinas")).toMatchObject({
      phone: "+55 11 98765-4321",
      address: "Campinas",
    });
  });
});

describe("contact details as people outside the US write them", () => {
  const contactOf = (top: string) =>
    parsedFromText(`${top}
Experience
Senior Accountant, Northwind Traders, 2019 - Present
- Closed the books each month.`).resume.personalInfo;

  it("reads a name with the given name used at work in brackets, and a country code in brackets", () => {
    expect(contactOf("Li Wei (David)\nShanghai, China · +86 138 0013 8000 · david.li@example.cn").name).toBe("Li Wei");
    expect(contactOf("Jane Roe (Evgenia Roeva)\nRamat Gan, Israel\njane.roe@example.com").name).toBe("Jane Roe");
    expect(contactOf("Tran Thi Mai\nHanoi, Vietnam\n(+84) 90 123 4567 - mai.tran@example.com").phone).toBe(
      "(+84) 90 123 4567",
    );
  });

  it("reads the city an area is named after, and a place with a remark on moving", () => {
    expect(contactOf("Jane Roe\nGreater Seattle Area | jane.roe@example.com | (555) 010-1234").address).toBe("Seattle");
    expect(contactOf("Jane Roe\njane.roe@example.com | Tel Aviv area").address).toBe("Tel Aviv");
    expect(contactOf("Jane Roe\nHaifa (open to relocation) • jane.roe@example.com").address).toBe("Haifa");
    expect(contactOf("Jane Roe\nLocation: Haifa (open to relocation) | Phone: 052-0000000").address).toBe("Haifa");
  });

  it("takes no document title in another language for the name ('Резюме', 'Lebenslauf')", () => {
    expect(contactOf("Резюме\nJane Roe\nTel: +7 (900) 000-00-00\nE-mail: jane.roe@example.com").name).toBe("Jane Roe");
    expect(contactOf("Lebenslauf\nJane Roe\njane.roe@example.com").name).toBe("Jane Roe");
  });

  it("takes no date of birth for the phone", () => {
    const details = contactOf(
      "CURRICULUM VITAE\nJane Roe\nDate of birth: 01.02.1990\nPhone: 050-0000000\nEmail: jane.roe@example.com",
    );
    expect(details.phone).toBe("050-0000000");
    expect(contactOf("Jane Roe\nBorn: 1990-02-01\njane.roe@example.com").phone).toBe("");
  });

  it("takes no city and its region's code for a name, nor a name's initial for an address's start", () => {
    const below = contactOf("Doe, Jane\njane.doe@example.com\nAustin TX");
    expect(below.name).not.toBe("Austin TX");
    expect(below.address).toBe("Austin, TX");
    expect(contactOf("John A. Smith, CPA\nSmith, John A.\njohn.smith@example.com").email).toBe(
      "john.smith@example.com",
    );
  });

  it("reads a labelled place among other labels on one line, up to its postal code", () => {
    expect(
      contactOf("Jane Doe, MBA\nPhone: 512-555-0147 Email: jane@example.com Location: Austin, TX 78701").address,
    ).toBe("Austin, TX");
  });

  it("reads a LinkedIn profile written as its path alone, and no path from a bullet", () => {
    expect(contactOf("Jane Doe\nin/jane-doe | jane.doe@example.com | (512) 555-0147").linkedin).toBe(
      "linkedin.com/in/jane-doe",
    );
    expect(contactOf("Jane Doe\njane.doe@example.com").linkedin).toBe("");
  });

  it("reads a city with its postal district's number", () => {
    expect(contactOf("Tom O'Brien\nDublin 8, Ireland\n087 123 4567\ntom.obrien@example.ie").address).toBe(
      "Dublin 8, Ireland",
    );
  });
});

describe("skills as chips in boxes, one a line under their group's name", () => {
  it("reads the names set a few points left of the chips, and a chip wrapped in its box as one", async () => {
    const name = (y: number, text: string) => ({ x: 30, y, text, size: 10.5 });
    const chip = (y: number, text: string) => ({ x: 33, y, text, size: 10.5 });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 30, y: 50, text: "Rebecca Hollins", size: 28 },
          { x: 30, y: 80, text: "r.hollins@example.org  |  +44 7700 900418", size: 10.5 },
          { x: 30, y: 120, text: "Skills", size: 18 },
          name(150, "Teaching & Curriculum"),
          chip(171, "GCSE Mathematics"),
          chip(192, "Scheme of work design"),
          chip(213, "Retrieval practice"),
          name(240, "Pastoral & Safeguarding"),
          chip(261, "Designated"),
          chip(276, "Safeguarding Lead"),
          chip(291, "training"),
          chip(312, "Restorative practice"),
          chip(333, "Parent communication"),
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Teaching & Curriculum", items: ["GCSE Mathematics", "Scheme of work design", "Retrieval practice"] },
      {
        category: "Pastoral & Safeguarding",
        items: ["Designated Safeguarding Lead training", "Restorative practice", "Parent communication"],
      },
    ]);
  });
});

describe("a phone number beside a postal code in the next field", () => {
  it("reads the number alone", () => {
    const parsed = parsedFromText(`Arjun Venkataraman
Location   Bengaluru, Karnataka
Phone   +91 98450 01234   560034, IN
Experience
Software Developer Intern, Kestrel Labs   May 2023 – Jul 2023
• Built a REST API in Spring Boot used by three internal teams.`);
    expect(parsed.resume.personalInfo.phone).toBe("+91 98450 01234");
  });
});

describe("an e-mail address on the line after a sentence", () => {
  it("is not joined to the sentence's last word", () => {
    const parsed = parsedFromText(`Maya L. Thornton
Registered Nurse with seven years of acute care experience. Seeking a clinical lead role in a Magnet-track hospital.
maya.thornton@example.com   (614) 555-0142
Experience
Registered Nurse, Riverbend General Hospital   Jun 2021 – Present
• Manage care for 5–6 post-operative patients per shift.`);
    expect(parsed.resume.personalInfo.email).toBe("maya.thornton@example.com");
  });

  it("is not joined to a paragraph's last word left alone on its line (OpenResume's summary over the contact row)", () => {
    const parsed = parsedFromText(`Daniel Kwan
CPA with nine years in public accounting and corporate FP&A. Interested in finance manager roles in consumer goods or
logistics.
daniel.kwan@example.com   +1 416 555 0187   Toronto, ON
Experience
Senior Financial Analyst, Harbourview Provisions   Jan 2021 – Present
• Rebuilt the annual operating budget model in Excel and Power BI.`);
    expect(parsed.resume.personalInfo.email).toBe("daniel.kwan@example.com");
  });
});

describe("'Employer - Title' on one line", () => {
  it("reads the side holding a title's word as the title, either way round", () => {
    const parsed = parsedFromText(`Maya L. Thornton
maya.thornton@example.com  |  (614) 555-0142
EXPERIENCE
Riverbend General Hospital - Registered Nurse, Medical-Surgical Unit   2021-06 — Present
• Manage care for 5–6 post-operative patients per shift.
Patient Care Technician - Lakeshore Regional Health   2016-05 — 2018-07
• Recorded vital signs for up to 14 telemetry patients.`);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Registered Nurse, Medical-Surgical Unit", "Riverbend General Hospital"],
      ["Patient Care Technician", "Lakeshore Regional Health"],
    ]);
  });
});

describe("currvita's labelled lists, the day it was signed at the end", () => {
  it("reads each group's name in the lane beside its list, and the signing date as no skill", async () => {
    const label = (y: number, text: string, size = 10.9) => ({ x: 62, y, text, size });
    const item = (y: number, text: string) => ({ x: 155, y, text, size: 10.9 });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 62, y: 50, text: "María Fernanda Castillo", size: 20 },
          item(80, "mf.castillo@example.com  ·  +34 600 123 456  ·  Málaga, Spain"),
          label(120, "Experience", 12),
          label(140, "2020 – Present"),
          item(140, "Hotel Operations Manager, Hotel Mirador del Sol, Málaga"),
          item(154, "• Lead a team of 48 across front office, housekeeping and food and beverage."),
          label(190, "Skills", 12),
          label(210, "Hotel Operations"),
          item(210, "Front office management, Housekeeping, Revenue management,"),
          item(224, "Budgeting"),
          label(244, "Systems"),
          item(244, "Oracle Opera PMS, SiteMinder, TrustYou, Excel"),
          label(264, "Leadership"),
          item(264, "Team training, Guest experience, Staff scheduling"),
          label(310, "November 25, 2026"),
        ],
      ]),
    );
    expect(parsed.resume.skills.map((s) => s.category)).toEqual(["Hotel Operations", "Systems", "Leadership"]);
    expect(parsed.resume.skills.flatMap((s) => s.items)).not.toContain("November 25, 2026");
    expect(parsed.resume.skills[0]?.items).toEqual([
      "Front office management",
      "Housekeeping",
      "Revenue management",
      "Budgeting",
    ]);
  });
});

describe("grids of profiles and of skill groups, each under its heading in the first column", () => {
  it("reads the groups beside the first under the Skills heading, not under the section above", async () => {
    const at = (x: number, y: number, text: string, size = 12) => ({ x, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          at(24, 50, "Arjun Venkataraman", 40),
          at(24, 80, "arjun.venkat@example.com   +91 98450 01234   Bengaluru, Karnataka"),
          at(24, 110, "Recent B.Tech graduate in Computer Science with strong foundations in data structures."),
          at(24, 150, "Profiles", 14),
          at(24, 180, "LinkedIn"),
          at(178, 180, "GitHub"),
          at(24, 196, "arjun-venkataraman"),
          at(178, 196, "arjunv-dev"),
          at(24, 240, "Skills", 21),
          at(24, 280, "Languages"),
          at(210, 280, "Frameworks"),
          at(426, 280, "Tools & Cloud"),
          at(54, 300, "Java"),
          at(240, 300, "Spring Boot"),
          at(426, 300, "Git"),
          at(54, 320, "Python"),
          at(240, 320, "React"),
          at(426, 320, "Docker"),
          at(54, 340, "SQL"),
          at(240, 340, "FastAPI"),
          at(426, 340, "AWS EC2"),
          at(24, 390, "Education", 21),
        ],
        [
          at(24, 40, "2020 - 2024"),
          at(24, 56, "Deccan Institute of Technology"),
          at(24, 72, "Computer Science and Engineering"),
          at(24, 88, "B.Tech"),
        ],
      ]),
    );
    expect(parsed.resume.skills.flatMap((s) => s.items)).toEqual(
      expect.arrayContaining(["Java", "Python", "SQL", "Spring Boot", "React", "FastAPI", "Git", "Docker", "AWS EC2"]),
    );
  });
});

describe("skills whose separators a conversion lost (a web page saved as Word)", () => {
  const paragraph = (text: string, halfPoints: number) =>
    `<w:p><w:r><w:rPr><w:sz w:val="${halfPoints}"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  /** A Word resume whose Skills section holds these groups, each name over its items run together. */
  const parseSkillGroups = (name: string, email: string, groups: Array<[string, string]>) =>
    parseResume(
      buildDocxFromXml(
        [
          paragraph(name, 40),
          paragraph(email, 22),
          paragraph("Skills", 28),
          ...groups.flatMap(([group, items]) => [paragraph(group, 26), paragraph(items, 22)]),
        ].join(""),
      ),
    );

  it("splits a run of chips at each capital after a lower-case word, and a run of skills we know one by one", async () => {
    const parsed = await parseSkillGroups("Maya L. Thornton", "maya.thornton@example.com", [
      [
        "Clinical Care",
        "IV therapy Wound care Telemetry monitoring Triage (ESI) Medication administration Sepsis protocols",
      ],
      ["Software", "MATLAB Python SQL Excel Tableau"],
      ["Backend", "Go Kotlin Java SQL"],
      ["Sales Tools", "LinkedIn Sales Navigator"],
    ]);
    expect(parsed.resume.skills).toEqual([
      {
        category: "Clinical Care",
        items: [
          "IV therapy",
          "Wound care",
          "Telemetry monitoring",
          "Triage (ESI)",
          "Medication administration",
          "Sepsis protocols",
        ],
      },
      { category: "Software", items: ["MATLAB", "Python", "SQL", "Excel", "Tableau"] },
      { category: "Backend", items: ["Go", "Kotlin", "Java", "SQL"] },
      { category: "Sales Tools", items: ["LinkedIn Sales Navigator"] },
    ]);
  });

  it("reads chips of several words back by their shape: lower-case words, numbers and brackets go on with a chip", async () => {
    const parsed = await parseSkillGroups("Jürgen Weiss", "j.weiss@example.com", [
      ["Methods", "GD&amp;T (ISO GPS) DFMEA Tolerance analysis Design for manufacturing PPAP"],
      ["Analytics", "Tableau Power BI Matplotlib Dashboard design"],
      ["Marketing", "Google Analytics 4 Salesforce Marketing Cloud Attendance tracking with SIMS"],
    ]);
    expect(parsed.resume.skills).toEqual([
      {
        category: "Methods",
        items: ["GD&T (ISO GPS)", "DFMEA", "Tolerance analysis", "Design for manufacturing", "PPAP"],
      },
      { category: "Analytics", items: ["Tableau", "Power BI", "Matplotlib", "Dashboard design"] },
      {
        category: "Marketing",
        items: ["Google Analytics 4", "Salesforce Marketing Cloud", "Attendance tracking with SIMS"],
      },
    ]);
  });

  it("reads skills each rated after a colon as the skills, and a vendor's product with its parts in brackets whole", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Skills
Java: advanced; Python: intermediate; Go: basic
Microsoft Office (Word, Excel, PowerPoint, Outlook), Adobe Photoshop, Illustrator`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      "Java",
      "Python",
      "Go",
      "Microsoft Office (Word, Excel, PowerPoint, Outlook)",
      "Adobe Photoshop",
      "Illustrator",
    ]);
  });

  it("keeps a slash or a plus inside a chip, parts a run of three slashed names, and keeps a vendor's product whole", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Skills
Technologies:  Maven, Quarkus / Panache / Vert.x / Mutiny, JUnit 5 + AssertJ / Mockito, Google Places API (search), Kafka`);
    expect(parsed.resume.skills[0]?.items).toEqual([
      "Maven",
      "Quarkus",
      "Panache",
      "Vert.x",
      "Mutiny",
      "JUnit 5 + AssertJ / Mockito",
      "Google Places API (search)",
      "Kafka",
    ]);
  });
});

describe("a Word document whose headings Word numbers (a heading's style with a list's numbering)", () => {
  it("reads each heading as its section, not as a list item", async () => {
    const heading = (text: string) =>
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          docxParagraph("Jane Roe"),
          docxParagraph("jane.roe@example.com"),
          heading("Experience"),
          docxParagraph("Java Developer, Northwind Bank, 2019 – 2021"),
          docxParagraph("Built the API and the billing service for clients."),
          heading("Education"),
          docxParagraph("Northgate University, BSc Physics, 2015"),
          heading("Skills"),
          docxParagraph("Java, Spring, SQL"),
        ].join(""),
      ),
    );
    expect(parsed.sections.map((section) => section.kind)).toEqual(["contact", "experience", "education", "skills"]);
    expect(parsed.resume.skills[0]?.items).toEqual(["Java", "Spring", "SQL"]);
  });
});

describe("a school's 'Courses' set in the type of the schools' own lines", () => {
  it("is a part of that school, and the next school is read as one", async () => {
    const paragraph = (text: string, halfPoints: number) =>
      `<w:p><w:r><w:rPr><w:sz w:val="${halfPoints}"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          paragraph("Rebecca Hollins", 40),
          paragraph("r.hollins@example.org", 22),
          paragraph("Education", 26),
          paragraph("University of Westmoor 2015-09 — 2016-06", 25),
          paragraph("Secondary Mathematics (QTS)", 22),
          paragraph("PGCE", 22),
          paragraph("Courses", 25),
          paragraph("Subject Knowledge for Teaching", 22),
          paragraph("Assessment for Learning", 22),
          paragraph("University of Eastfield 2012-09 — 2015-06", 25),
          paragraph("Mathematics", 22),
          paragraph("Bachelor of Science", 22),
        ].join(""),
      ),
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.endDate])).toEqual([
      ["University of Westmoor", "2016-06"],
      ["University of Eastfield", "2015-06"],
    ]);
  });
});

describe("a company's city and region after its name with no comma between", () => {
  it("is the role's place when it is a city we know, not a part of the company", async () => {
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          "Rebecca Hollins",
          "r.hollins@example.org",
          "Work Experience",
          "Teacher of Mathematics at Kirkstall Vale Academy Leeds, United Kingdom",
          "Sep 2019 - Present",
          "• Taught GCSE and A-level Mathematics.",
          "Senior Software Engineer at Lumenfold San Francisco, CA",
          "Jan 2017 - Aug 2019",
          "• Built the billing service.",
          "Analyst at Bank of Montreal, Canada",
          "Jun 2015 - Dec 2016",
          "• Modelled credit risk.",
        ]
          .map(docxParagraph)
          .join(""),
      ),
    );
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Teacher of Mathematics", "Kirkstall Vale Academy", "Leeds, United Kingdom"],
      ["Senior Software Engineer", "Lumenfold", "San Francisco, CA"],
      ["Analyst", "Bank of Montreal", "Canada"],
    ]);
  });

  it("takes a city alone after the company for a place when more roles end so, and a department's link word off", async () => {
    const rolesOf = async (lines: string[]) =>
      (await parseResume(buildDocxFromXml(lines.map(docxParagraph).join("")))).resume.experience.map((e) => [
        e.jobTitle,
        e.company,
        e.location,
      ]);
    const header = ["Seán Murphy", "sean.murphy@example.ie", "Experience"];
    expect(
      await rolesOf([
        ...header,
        "Sous Chef at Bistro Mercier Dublin",
        "Apr 2021 - Present",
        "• Ran the pass for 90 covers.",
        "Chef de Partie at Northern Quarter Kitchen Manchester",
        "Sep 2017 - Mar 2021",
        "• Ran the grill section.",
        "Attending Physician, Internal Medicine at Bayou City Community Health Houston, TX",
        "Jul 2014 - Aug 2017",
        "• Led a panel of 1,800 adult patients.",
      ]),
    ).toEqual([
      ["Sous Chef", "Bistro Mercier", "Dublin"],
      ["Chef de Partie", "Northern Quarter Kitchen", "Manchester"],
      ["Attending Physician, Internal Medicine", "Bayou City Community Health", "Houston, TX"],
    ]);
    // One company whose name ends in a city's, and no place printed anywhere: the name.
    expect(
      await rolesOf([
        ...header,
        "Front Desk Agent at Fairmont Royal York",
        "Jun 2016 - Aug 2018",
        "• Checked in guests.",
      ]),
    ).toEqual([["Front Desk Agent", "Fairmont Royal York", ""]]);
  });
});

describe("a group's name set closer to the list above it than to its own", () => {
  it("names the list below it, and is no item of the list above", async () => {
    const line = (y: number, text: string) => ({ x: 204, y, text, size: 11.2 });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 204, y: 50, text: "Tair Okonkwo", size: 20 },
          line(80, "tair.okonkwo@example.com"),
          // (A summary's lines, as long as the longest list's, set the text's right edge.)
          line(110, "Staff engineer who has built payment systems for"),
          line(125, "ten years and leads teams of six to ten engineers"),
          line(140, "across three time zones, with a focus on quality,"),
          line(155, "reliability and the growth of the people around"),
          line(170, "him, from their first code review to their promotion."),
          { x: 77, y: 200, text: "SKILLS", size: 12 },
          line(200, "Languages"),
          line(231, "Go, Python, Java, Ruby, TypeScript, SQL"),
          line(245, "Infrastructure"),
          line(277, "Kubernetes, AWS, Terraform, Kafka, PostgreSQL, Redis"),
          line(291, "Practices"),
          line(323, "Distributed systems, System design, Observability,"),
          line(338, "Incident management, Mentoring"),
        ],
      ]),
    );
    expect(parsed.resume.skills).toEqual([
      { category: "Languages", items: ["Go", "Python", "Java", "Ruby", "TypeScript", "SQL"] },
      { category: "Infrastructure", items: ["Kubernetes", "AWS", "Terraform", "Kafka", "PostgreSQL", "Redis"] },
      {
        category: "Practices",
        items: ["Distributed systems", "System design", "Observability", "Incident management", "Mentoring"],
      },
    ]);
  });
});

describe("a resume builder's credit at the end of the page", () => {
  it("is no skill of the list above it", () => {
    const { resume } = parsedFromText(`Tair Okonkwo
tair.okonkwo@example.com
Education
Pacific Coast State University
Bachelor of Science in Computer Science   2006 - 2010
Skills
Go, Python, Kubernetes
Powered by JSON Resume · Theme by Tair Assimov`);
    expect(resume.skills.flatMap((s) => s.items)).toEqual(["Go", "Python", "Kubernetes"]);
  });
});

describe("roles with no bullets anywhere, each header over its dates", () => {
  it("gives each role its own header and dates, whether the header is one line or the company is below the dates", () => {
    // The roles read from a resume whose experience is these lines, under a name and an e-mail.
    const roles = (experience: string) =>
      parsedFromText(`Rebecca Hollins\nr.hollins@example.org\nWork Experience\n${experience}`).resume.experience.map(
        (e) => [e.jobTitle, e.company, e.startDate, e.endDate],
      );
    expect(
      roles(`Teacher of Mathematics, Kirkstall Vale Academy
Sep 2019 - Present
Senior Software Engineer, Lumenfold
Jan 2017 - Aug 2019
Analyst, Bank of Montreal
Jun 2015 - Dec 2016`),
    ).toEqual([
      ["Teacher of Mathematics", "Kirkstall Vale Academy", "2019-09", "Present"],
      ["Senior Software Engineer", "Lumenfold", "2017-01", "2019-08"],
      ["Analyst", "Bank of Montreal", "2015-06", "2016-12"],
    ]);
    expect(
      roles(`Senior Software Engineer
Jan 2017 - Aug 2019
Lumenfold
Analyst
Jun 2015 - Dec 2016
Bank of Montreal`),
    ).toEqual([
      ["Senior Software Engineer", "Lumenfold", "2017-01", "2019-08"],
      ["Analyst", "Bank of Montreal", "2015-06", "2016-12"],
    ]);
    // A role dated by a year alone after roles dated by ranges.
    expect(
      roles(`Analyst
Bank of Montreal
Jun 2015 - Dec 2016
Intern
Acme Corp
2014`),
    ).toEqual([
      ["Analyst", "Bank of Montreal", "2015-06", "2016-12"],
      ["Intern", "Acme Corp", "2014", "2014"],
    ]);
  });
});

describe("a role's web address on the line under its title", () => {
  it("is no wrapped end of the title, which stays the role's title", async () => {
    const line = (y: number, text: string, size = 10.8) => ({ x: 204, y, text, size });
    const parsed = await parseResume(
      await buildPdf([
        [
          { x: 204, y: 60, text: "Rebecca Hollins", size: 24 },
          line(90, "r.hollins@example.org"),
          { x: 204, y: 130, text: "Summary", size: 12 },
          ...[
            "Qualified Teacher of Mathematics with eight years' experience teaching",
            "Key Stages 3–5 in comprehensive schools, passionate about closing",
            "attainment gaps through retrieval practice and careful use of data,",
            "currently Head of Year 9 and looking for a second-in-department post",
            "in a school that values its pastoral team as much as its results.",
          ].map((text, i) => line(150 + i * 15, text)),
          { x: 204, y: 250, text: "Experience", size: 12 },
          line(270, "2019-09 - Present"),
          { x: 204, y: 290, text: "Kirkstall Vale Academy", size: 14.4 },
          line(310, "Teacher of Mathematics and Head of Year 9"),
          line(328, "https://kirkstallvale.example.org"),
          line(350, "• Raised the proportion of GCSE groups achieving grade 5+ from 48% to 63%."),
        ],
      ]),
    );
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Teacher of Mathematics and Head of Year 9", "Kirkstall Vale Academy"],
    ]);
  });
});

describe("a place that ends open over a labelled contact field", () => {
  it("ends before the label: 'Phone' is no part of the place", () => {
    const { resume } = parsedFromText(`Nathan Feldstein
Staff Software Engineer
Website   Email
https://feldstein.example.com   nathan@feldstein.example.com
Location   San Francisco, CA 94110,
Phone   (415) 555-0123   US
Experience
Staff Software Engineer, Quillmark Systems   2019 - Present
• Led the platform team.`);
    expect(resume.personalInfo.address).toBe("San Francisco, CA 94110");
    expect(resume.personalInfo.phone).toBe("(415) 555-0123");
  });
});

describe("a name set large over two lines whose surname is also a trade", () => {
  it("reads 'John' / 'Smith' as one name, and leaves a headline in the name's type out", async () => {
    const nameOf = async (first: string, second: string) => {
      const line = (y: number, text: string, size = 10.5) => ({ x: 50, y, text, size });
      const parsed = await parseResume(
        await buildPdf([
          [
            line(60, first, 28),
            line(92, second, 28),
            line(115, "Project Manager", 13),
            line(135, "jpm.work@example.com | (555) 123-4567 | Austin, TX"),
            line(170, "Professional Experience", 13),
            line(188, "Senior Project Manager, Dell Technologies, Round Rock, TX (Mar 2019 – Present)"),
            line(204, "• Delivered 14 projects on time and within budget."),
          ],
        ]),
      );
      return parsed.resume.personalInfo.name;
    };
    expect(await nameOf("John", "Smith")).toBe("John Smith");
    expect(await nameOf("EMILY", "BAKER")).toBe("EMILY BAKER");
    expect(await nameOf("Marcus", "Account Executive")).toBe("Marcus");
  });
});

describe("roles with no heading right under a contact block that ends with its place", () => {
  it("leaves the place to the person, not to the first role", () => {
    const { resume } = parsedFromText(`Priya Raman
priya.raman@example.com
+91 98450 12345
Bengaluru, Karnataka
Senior Data Analyst at Flipkart
2021 - Present
• Built the weekly sales dashboard used by 40 category managers.
Data Analyst at Myntra
2018 - 2021
• Automated the returns report, saving 6 hours a week.`);
    expect(resume.personalInfo.address).toBe("Bengaluru, Karnataka");
    expect(resume.experience.map((e) => [e.jobTitle, e.company, e.location])).toEqual([
      ["Senior Data Analyst", "Flipkart", ""],
      ["Data Analyst", "Myntra", ""],
    ]);
  });
});

describe("a credential after the name", () => {
  it("is no place: 'Olivia Chen, RN' is the name and a nurse's credential, the place is on the next line", () => {
    const { resume } = parsedFromText(`Olivia Chen, RN
olivia.chen@example.com • (312) 555-0199 • Chicago, IL
Clinical Experience
Registered Nurse, Northwestern Memorial Hospital   07/2020 – Present
• Care for 2–3 critically ill patients per shift.`);
    expect([resume.personalInfo.name, resume.personalInfo.address]).toEqual(["Olivia Chen", "Chicago, IL"]);
  });
});

describe("a project's tools named after its name in the header", () => {
  it("are the project's technologies, listed or set as chips after a label, not the start of its description", () => {
    const { resume } = parsedFromText(`Kwame Asante
kwame.asante@example.com | Accra, Ghana
Projects
Farm Price Tracker — React Native, Firebase
• Built an app that shows daily crop prices from 12 markets; 3,000 downloads.
Bus Route Planner — Python, Flask, PostgreSQL
• Planned routes across 40 trotro lines with Dijkstra's algorithm.
Distributed Key-Value Store   Skills: Go   Raft   gRPC
• Implemented leader election and log replication.`);
    expect(resume.projects.map((p) => [p.name, p.technologies, p.description])).toEqual([
      [
        "Farm Price Tracker",
        ["React Native", "Firebase"],
        "Built an app that shows daily crop prices from 12 markets; 3,000 downloads.",
      ],
      [
        "Bus Route Planner",
        ["Python", "Flask", "PostgreSQL"],
        "Planned routes across 40 trotro lines with Dijkstra's algorithm.",
      ],
      ["Distributed Key-Value Store", ["Go", "Raft", "gRPC"], "Implemented leader election and log replication."],
    ]);
  });
});

/** A resume's text under one invented person's contact lines (the tests of real Word resumes' shapes). */
const resumeOfDana = (body: string) => parsedFromText(`Dana Mizrahi\ndana.mizrahi@example.com\n${body}`);

describe("an internship written out in the role's row", () => {
  it("takes the title it was done as, and the employer without what the employer is", () => {
    const parsed = resumeOfDana(`Experience
2021  Winter internship as QA Engineer at Quillbyte, a fintech startup which
builds payment terminals
• Wrote regression tests for the terminal firmware.
2019  Junior Developer at Northwind Labs
• Maintained the billing service.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["QA Engineer", "Quillbyte", "2021"],
      ["Junior Developer", "Northwind Labs", "2019"],
    ]);
  });
  it("reads a header whose note on the employer wraps in lower case onto the line of its place", () => {
    const parsed = resumeOfDana(`Experience
2020  Internship, Support Engineer, Harbour Analytics, software
house for regional lenders and insurers, Portugal
Answered the lenders' tickets.
2019  Summer internship as Kotlin Developer at Orbix, a startup which
builds ferry ticketing, Spain
Wrote the booking screens.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate")).toEqual([
      ["Support Engineer", "Harbour Analytics", "Portugal", "2020"],
      ["Kotlin Developer", "Orbix", "Spain", "2019"],
    ]);
  });
  it("reads an employer's name, then the field of the work as the title, without what the scheme was", () => {
    const parsed = resumeOfDana(`Experience
2020  2021  Orbix Hub, Kotlin and Backend programming, educational program, Cyprus
In the program I built a booking bot.
2019  Junior Developer at Northwind Labs
Maintained the billing service.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Kotlin and Backend programming", "Orbix Hub", "Cyprus"],
      ["Junior Developer", "Northwind Labs", ""],
    ]);
  });
  it("reads a title run into its employer's name with the product worked on after a comma, a project's line below", () => {
    const parsed = resumeOfDana(`Experience
Web Developer Quillby Technologies, dataSpan, Netanya, Israel  2020-present
Cloud cost reporting dashboard
Developing the responsive front end in Angular.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Web Developer", "Quillby Technologies", "Netanya, Israel"],
    ]);
  });
  it("reads the employer after the scheme the work came through, and a row of three fields set apart by gaps", () => {
    const parsed = resumeOfDana(`Experience
Apr 2021 – Jun 2021 Relocation work program at Quillby Works, Israel, Haifa  Full stack Developer
Built the fleet dashboard.
Mar 2017 – Aug 2018 QX  Car rental portal, Russia, Kazan  Front-end Developer
Built the search page.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Full stack Developer", "Quillby Works", "Israel, Haifa"],
      ["Front-end Developer", "QX", "Russia, Kazan"],
    ]);
  });
});

describe("where the work was, written after the title with 'in'", () => {
  it("is the role's place, while a field after 'in' stays in the title", () => {
    const parsed = resumeOfDana(`Experience
Volunteer Coordinator in Portugal   Mar 2018 - Jul 2019
• Ran the intake of forty volunteers a season.
Specialist in Quality Control   Jan 2015 - Feb 2018
• Audited the assembly line weekly.`);
    expect(rolesRead(parsed, "jobTitle", "location")).toEqual([
      ["Volunteer Coordinator", "Portugal"],
      ["Specialist in Quality Control", ""],
    ]);
  });
});

describe("a degree 'in' a school named after a place", () => {
  it("gives the school its name, not the degree a field of study", () => {
    const parsed = resumeOfDana(`Education
BA in Tampere University
MSc in Data Science Aalto University`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Tampere University", "BA", ""],
      ["Aalto University", "MSc", "Data Science"],
    ]);
  });
});

describe("a course written first and its provider last ('…, evening courses Udemy.')", () => {
  it("reads the provider as the school and the course as what was taken", () => {
    const parsed = resumeOfDana(`Education
2019  Python basics, evening courses Udemy.
2022  Web Testing, evening courses at Yandex Practicum.`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Udemy", "Python basics", "2019"],
      ["Yandex Practicum", "Web Testing", "2022"],
    ]);
  });
});

describe("a school's range in brackets that the line wrapped inside ('(2017' / '2021)')", () => {
  it("closes the range, so the school keeps its years and the next school starts its own entry", () => {
    const parsed = resumeOfDana(`Education
Baltic State University of Technology  Bachelor's Degree (2016
2020)
Information Systems
Riga Polytechnic College  Diploma (2011 - 2016)
Software Maintenance`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.startDate, e.endDate])).toEqual([
      ["Baltic State University of Technology", "Bachelor's Degree", "2016", "2020"],
      ["Riga Polytechnic College", "Diploma", "2011", "2016"],
    ]);
  });
});

describe("an employer, a comma, a city and the title run together ('Brightline,BerlinDeveloper')", () => {
  it("reads the three apart, and the employer from its own row, not from a line above it", () => {
    const parsed = resumeOfDana(`Experience
Northwind,Remote  Developer
MAY 2021 - PRESENT
Built a level editor for mobile puzzle games.
Tools: Godot, GDScript
Particles / Lighting
Quillbyte,Berlin Developer
JUNE 2019 - MAY 2021
Wrote the physics of a racing prototype.
Brightline,BerlinDeveloper
AUGUST 2016 - JUNE 2019
Ported a card game to tablets.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Developer", "Northwind", "Remote"],
      ["Developer", "Quillbyte", "Berlin"],
      ["Developer", "Brightline", "Berlin"],
    ]);
  });
});

describe("a resume whose name was left out (an anonymised copy)", () => {
  it("reads no name from a skills list or a role's dated row, and the city from 'Address: City, Street 1'", () => {
    const parsed = parsedFromText(`Address: Haifa, Herzl 12
Summary
Backend developer with eight years of experience in payment systems.
Skills
Kotlin, Spring Boot,  Azure DevOps  Kafka
Experience
2016  Northwind Aero Portugal
Production engineer
• Planned the maintenance of the test benches.`);
    expect(parsed.resume.personalInfo).toMatchObject({ name: "", address: "Haifa" });
  });
});

describe("a certificate listed under Education", () => {
  it("is a certification, not a school, so the schools keep their order", () => {
    const parsed = resumeOfDana(`Education and Training
A bachelor’s diploma in physics, Baltic State University of Technology, Riga (2013)
Certificate “Kubernetes Administration” in March 2019
Spanish B2 (DELE certificate, 2017)
Certificate in Nursing, Humber College (2016)`);
    expect(parsed.resume.education.map((e) => e.institution)).toEqual([
      "Baltic State University of Technology",
      "Humber College",
    ]);
    expect(parsed.resume.certifications).toEqual([
      { name: "Kubernetes Administration", issuingOrganization: "", dateObtained: "2019-03" },
    ]);
  });
});

describe("roles written dates first, as people write them in Word", () => {
  it("reads 'dates: Title, Company (Country, City)' with the place in brackets, either way round", () => {
    const parsed = resumeOfDana(`Professional Experience
2016 – 2018:  Full stack Python developer, Bank Rassvet (Russia, Kazan)
• Built reports on the bank's SQL databases.
2004 - 2016: Software developer, Freebank (Poltava, Ukraine)
• Moved the tariff rules into the business logic.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Full stack Python developer", "Bank Rassvet", "Russia, Kazan", "2016", "2018"],
      ["Software developer", "Freebank", "Poltava, Ukraine", "2004", "2016"],
    ]);
  });

  it("reads a Word list item that opens with its dates as the role's header, not as a bullet", () => {
    const parsed = resumeOfDana(`Experience
• March 2021 – now:  Go back-end developer, Tamarind LTD (Israel, Yavne)
• A service that flags duplicate insurance claims.
• 2016 – 2021: Fullstack Developer, Marlow Labs (Russia, Samara)
• An online booking site for a chain of dental clinics.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate")).toEqual([
      ["Go back-end developer", "Tamarind LTD", "Israel, Yavne", "2021-03"],
      ["Fullstack Developer", "Marlow Labs", "Russia, Samara", "2016"],
    ]);
    expect(parsed.resume.experience.map((e) => e.responsibilities.length)).toEqual([1, 1]);
  });

  it("keeps a labelled detail under the header ('Main project: …') out of the employer", () => {
    const parsed = resumeOfDana(`Experience
2018 - 2022 Kotlin Backend Developer, Agrovia (Lipetsk, Russia)
Main project: Warehouse stock forecasting
• Wrote the reporting service.`);
    const [role] = parsed.resume.experience;
    expect([role?.jobTitle, role?.company, role?.location]).toEqual([
      "Kotlin Backend Developer",
      "Agrovia",
      "Lipetsk, Russia",
    ]);
    expect(role?.responsibilities[0]).toMatch(/^Main project/);
  });

  it("reads a range whose dash an export lost, ISO dates with days, and a soft hyphen for a dash", () => {
    const parsed = resumeOfDana(`Experience
Full-Stack Developer, Quantex   2021  now
• Built services.
Database Developer, Tellurion   4/2009  11/2011
• Tuned queries.
Analyst, Northwind   2016-12-05 - 2020-02-14
• Wrote reports.
Intern, Contoso   ${normaliseText("Sep. 2015 \u00AD May. 2016")}
• Tested builds.`);
    expect(rolesRead(parsed, "company", "startDate", "endDate")).toEqual([
      ["Quantex", "2021", "Present"],
      ["Tellurion", "2009-04", "2011-11"],
      ["Northwind", "2016-12", "2020-02"],
      ["Contoso", "2015-09", "2016-05"],
    ]);
    // (In a word, a soft hyphen is only where it may break.)
    expect(normaliseText("devel\u00ADopment")).toBe("development");
    expect(normaliseText("Sep. 2023\u00ADMar. 2024")).toBe("Sep. 2023-Mar. 2024");
  });
});

describe("role lines as a PDF-to-Word conversion leaves them", () => {
  /** Each line as the Word reader hands it over (normalised one by one). */
  const converted = (body: string) => resumeOfDana(body.split("\n").map(normaliseText).join("\n"));

  it("reads a range whose dash was lost with its spaces ('20192021', 'Feb 2015Jul 2017')", () => {
    const parsed = converted(`Experience
20192021 Backend Developer, Vantera
• Wrote the settlement reports.
Feb 2015Jul 2017 Junior Developer, Quillby
• Fixed the checkout bugs.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Backend Developer", "Vantera", "2019", "2021"],
      ["Junior Developer", "Quillby", "2015-02", "2017-07"],
    ]);
  });

  it("reads '(cid:123)' before a line as a bullet, and a dated 'Employer, title in …' line that ends as a sentence as the next role", () => {
    const parsed = converted(`Professional Experience
2021 - 2023 Lumenor, Senior backend developer in the logistics sphere.
(cid:123) Rebuilt the billing service in Go.
(cid:123) Cut the nightly batch from four hours to one
2019 - 2021 Vantera (Orbis Group), Backend developer in a payments team.
(cid:123) Wrote the settlement reports.`);
    expect(rolesRead(parsed, "startDate", "endDate")).toEqual([
      ["2021", "2023"],
      ["2019", "2021"],
    ]);
    expect(parsed.resume.experience.map((role) => role.responsibilities)).toEqual([
      ["Rebuilt the billing service in Go.", "Cut the nightly batch from four hours to one"],
      ["Wrote the settlement reports."],
    ]);
  });
});

describe("a role's dates opening the line under its header, its first bullet beside them", () => {
  it("reads the words after the dates as the first bullet, not as the employer", () => {
    const parsed = resumeOfDana(`Work history
Shop Owner Greenleaf Bakery, Haifa, Israel
Apr 2017 - Jan 2021  Opened the bakery from scratch and grew it to three shops;
Hired and trained 12 bakers.
Java Developer Northwind Archive, Haifa, Israel
Feb 2014 - Mar 2017  Built the archive's reporting service from scratch.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate")).toEqual([
      ["Shop Owner", "Greenleaf Bakery", "Haifa, Israel", "2017-04"],
      ["Java Developer", "Northwind Archive", "Haifa, Israel", "2014-02"],
    ]);
    expect(parsed.resume.experience[0]?.responsibilities[0]).toMatch(/^Opened the bakery/);
  });
});

describe("a role's lines that are no part of its header", () => {
  it("keeps a line of tools, list items ending in semicolons and where in the employer the work was out of the fields", () => {
    const parsed = resumeOfDana(`Experience
2020 - 2021 Northwind (Orbis Group), Lead backend developer in a new payments team.
Go/gRPC, Docker, PostgreSQL, Redis
• Cut the error rate of the payment API.
2013 - 2018 Data Analyst, Quillby (Haifa, Israel)
Responsibilities:
Building the weekly sales dashboards;
Cleaning data from the shop systems;`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Lead backend developer", "Northwind (Orbis Group)"],
      ["Data Analyst", "Quillby"],
    ]);
    expect(parsed.resume.experience.map((role) => role.responsibilities.length)).toEqual([2, 2]);
  });
});

describe("a role's dates under its first bullets, running on into a sentence", () => {
  it("dates the role above, which has none yet, and keeps the sentence in its body", () => {
    const parsed = resumeOfDana(`Experience
Senior Developer, Northwind
• Built the chat bot.
APR 2021 TO PRESENT building the message routing between services.
Lead Developer, Quillby
• Moved the reports to the cloud.
FEB 2018 TO APR 2021 running the migration of twelve services.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Senior Developer", "Northwind", "2021-04", "Present"],
      ["Lead Developer", "Quillby", "2018-02", "2021-04"],
    ]);
    expect(parsed.resume.experience[0]?.responsibilities).toEqual([
      "Built the chat bot.",
      "building the message routing between services.",
    ]);
  });
});

describe("a role's dates after its body ('from February 2020 till October 2021')", () => {
  it("dates the role and ends it, and keeps what the employer is after a dash out of its name", () => {
    const parsed = resumeOfDana(`Experience
Golang Developer - Northwind Labs - fintech startup
Built clients for payment services.
Learned the event-driven design of the platform.
from October 2021 till now
Android Developer - Quillby Studio - mobile software agency
Kept three shop apps running.
from February 2020 till October 2021`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Golang Developer", "Northwind Labs", "2021-10", "Present"],
      ["Android Developer", "Quillby Studio", "2020-02", "2021-10"],
    ]);
  });
});

describe("a role's header that ends with its year after a comma, under a list", () => {
  it("opens the role, not the list's next line nor a bullet", () => {
    const parsed = resumeOfDana(`Experience
Freelance Developer, 2020 - till now
Made apps for small shops
Collected needs from clients, wrote estimates, budgets &
schedules
Developer intern at Quillby, Lyon, 2021
Shipped two paid projects
Android Developer at Northwind, Porto, 2022
Built a watch app`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["Freelance Developer", "", "2020"],
      ["Developer intern", "Quillby", "2021"],
      ["Android Developer", "Northwind", "2022"],
    ]);
  });
});

describe("a title and its employer run together, a project's name on the line below", () => {
  it("parts the title from the employer and leaves the project's name out of both", () => {
    const parsed = resumeOfDana(`Experience
Backend Java Developer Northwind Ltd., Leeds, UK   2017 - present
Bike rental app
Built the booking service in Spring Boot.
DATA ANALYST QUILLBY GROUP, BRISTOL, UK   2012 - 2016
PROPERTY AND LEASING
Kept the sales databases (SQL).`);
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Backend Java Developer", "Northwind Ltd.", "Leeds, UK"],
      ["DATA ANALYST", "QUILLBY GROUP", "BRISTOL, UK"],
    ]);
  });
});

describe("a role's fields set apart by full stops", () => {
  it("reads 'Employer. Title. What the work was' after the dates, and no short word's stop as a field's end", () => {
    const parsed = resumeOfDana(`Experience
2021 - 2022 Quillby. Junior web developer. Three projects for clinics.
• Built the booking pages.
2019 - 2021 Frontend intern, St. Vincent Clinic
• Fixed layout bugs.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Junior web developer", "Quillby"],
      ["Frontend intern", "St. Vincent Clinic"],
    ]);
  });
});

describe("an employer and a title two spaces apart", () => {
  it("parts them where one side is a title and the other not", () => {
    const parsed = resumeOfDana(`Experience
Northwind Cloud  Oracle developer   2019 - 2021
• Tuned the billing queries.
Senior Engineer  Data Platform   2016 - 2019
• Ran the data platform.
Go Developer (Bootcamp,  )   2014 - 2016
Northwind Practice
• Studied web development.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Oracle developer", "Northwind Cloud"],
      ["Senior Engineer", "Data Platform"],
      ["Go Developer (Bootcamp)", "Northwind Practice"],
    ]);
  });
});

describe("what follows an employer's name", () => {
  it("keeps a label with its list, and what the employer does in brackets, out of the name", () => {
    const parsed = resumeOfDana(`Experience
Python Developer (Feb. 2022 - Jul. 2022)
Quillby Hats,
Projects: Price Tracker, Alert Service
• Built the trackers.
2013 - 2015 Junior iOS Developer @ Zentrix (travel booking apps development)
• Built the shop app.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Python Developer", "Quillby Hats"],
      ["Junior iOS Developer", "Zentrix"],
    ]);
  });
});

describe("an employer named after '@', over a line of what the employer does", () => {
  it("takes the employer after the link word, not the line with a company's word", () => {
    const parsed = resumeOfDana(`Work Experience
2015  Firmware Engineer @ Kelvane
Telecom hardware / 2015 - 2019
• Wrote the drivers for the new boards.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Firmware Engineer", "Kelvane", "2015", "2019"],
    ]);
  });
});

describe("a role's start and end stacked in a table's left cell, read row by row", () => {
  it("reads the start beside the employer and the end beside the title as one range", () => {
    const parsed = resumeOfDana(`Experience
2018, October  Northwind Software (northwind.example), Russia
2021, May Python Developer
Built the billing API for the partner portal.
2016, June  Quillby (quillby.example), Russia
November Web Developer
Rewrote the search page.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Python Developer", "Northwind Software", "Russia", "2018-10", "2021-05"],
      ["Web Developer", "Quillby", "Russia", "2016-06", "2016-11"],
    ]);
  });

  it("reads roles with no heading after a narrative, each a date and a title over its end date", () => {
    const parsed = resumeOfDana(`Seeking a position as a systems analyst on a product team.
I began as a database developer, moved into analysis and now lead analysts in a retail bank.
Northwind Bank
October 2018  Head of Analytics
currently working
Led four teams of analysts through the bank's move to the cloud.
Contoso Consulting
March 2011  Business Analyst
September 2018
Wrote the requirements for a loyalty programme.
Languages:
English`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Head of Analytics", "Northwind Bank", "2018-10", "Present"],
      ["Business Analyst", "Contoso Consulting", "2011-03", "2018-09"],
    ]);
  });

  it("leaves roles listed one a year alone", () => {
    const parsed = resumeOfDana(`Experience
2015 Intern, Quillby
2017 Developer, Northwind Software
• Built the billing API.`);
    expect(rolesRead(parsed, "jobTitle", "startDate")).toEqual([
      ["Intern", "2015"],
      ["Developer", "2017"],
    ]);
  });
});

describe("a summary made of labelled lists ('Experience Summary' / 'Databases: …')", () => {
  it("is read as the skills, so the advice does not ask for a Skills section", () => {
    const parsed = resumeOfDana(`EXPERIENCE SUMMARY
• Programming languages:  Kotlin, Swift
• Web:  GraphQL, Sass, WebSockets.
• Databases:  PostgreSQL, SQLite, Redis.
EXPERIENCE
2015 – 2019: Fullstack Developer, Marlow Labs (Russia, Samara)
• Built an online shop for a bicycle maker.`);
    expect(parsed.sections.map((s) => s.kind)).toContain("skills");
    expect(parsed.resume.skills.map((group) => group.category)).toEqual(["Programming languages", "Web", "Databases"]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toContain("PostgreSQL");
  });
});

describe("a lane of headings glued to each section's first line (a PDF opened in Word)", () => {
  it("reads the heading apart, also one set over two rows ('WORK' / 'EXPERIENCE')", () => {
    const parsed = resumeOfDana(`SUMMARY Main stack: Ruby, Rails, Vue.js, PostgreSQL.
WORK Full Stack Developer, Vorrex   2021 - 2023
EXPERIENCE Integrated Braintree and single sign-on with Okta;
Hosted the services on Azure and Fly.io;
EDUCATION Lakeside State University of Engineering, Bachelor's Degree   2015 - 2019
Skills  Ruby, Sidekiq, REST API, GraphQL`);
    expect(parsed.sections.map((s) => [s.kind, s.heading])).toEqual([
      ["contact", ""],
      ["summary", "SUMMARY"],
      ["experience", "WORK EXPERIENCE"],
      ["education", "EDUCATION"],
      ["skills", "Skills"],
    ]);
    expect(parsed.resume.experience.map((e) => [e.jobTitle, e.company, e.responsibilities.length])).toEqual([
      ["Full Stack Developer", "Vorrex", 2],
    ]);
    expect(parsed.resume.skills.flatMap((g) => g.items)).toContain("GraphQL");
  });

  it("reads 'Education' glued by a space to a dated degree as the heading, not to a title ('Education Coordinator')", () => {
    const parsed = resumeOfDana(`Experience
Education Coordinator, Springfield University   2019 - 2021
• Ran the evening courses.
Education Bachelor's degree 06/2012
Northfield Arts College`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education"]);
    expect(rolesRead(parsed, "jobTitle")).toEqual([["Education Coordinator"]]);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Northfield Arts College", "Bachelor's degree"],
    ]);
  });

  it("leaves a title in capitals alone ('EXPERIENCE DESIGNER')", () => {
    const parsed = parsedFromText(`Dana Mizrahi
EXPERIENCE DESIGNER
dana.mizrahi@example.com`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact"]);
  });
});

describe("headings on a page with no type of its own (a PDF opened in Word: no bold, one size)", () => {
  const plain = (text: string) => {
    const parsed = parsedFromText(text);
    // (parsedFromText sets the first line larger; a plain page has one size throughout.)
    return structureResume(
      {
        lines: parsed.lines.map((line) => ({ ...line, fontSize: 11 })),
        pageCount: 1,
        columnCount: 1,
        bodyFontSize: 11,
        hasTables: false,
        headerFooterLines: new Set(),
        textInWrappedHtml: false,
      },
      "docx",
    );
  };

  it("reads a heading in Title Case by its last word ('UX Design Positions', '… Internships and Workshops'), set as the page's plain headings are, and a role dated by its start year first", () => {
    const parsed = plain(`Dana Mizrahi
Location: Tel Aviv
UX Design Positions
2021 - 2022 Junior UX designer, RareRoute
Work done: screens, usability tests and fixes.
Education
2003 - 2008 Specialist in Sociology, Kursk State University
UX Design Internships and Workshops
2022 QA intern, Talvera Systems
UX Design Tools and Skills
Figma, Sketch, Miro, Framer`);
    // (Set as the page's plainly named heading, "Education", is set.)
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "experience", "skills"]);
    expect(parsed.resume.experience.map((e) => e.company)).toEqual(["RareRoute", "Talvera Systems"]);
  });

  it("reads a heading's word and a label's colon as a heading ('Experience and completed projects:'), not a list's label", () => {
    const parsed = plain(`Dana Mizrahi
Education
2016 - 2017 Diploma, Gilboa College
Experience and completed projects:
2019 - 2020 QA developer, Orvane Tech, Israel
Built a robotics dashboard.
Cloud Platforms experience:
AWS, Azure, Hetzner`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "education", "experience"]);
    expect(parsed.resume.experience.map((e) => e.startDate)).toEqual(["2019"]);
  });

  it("takes no employer's name over its place for a heading ('Higher Education' / 'Parkland, CA')", () => {
    const parsed = plain(`Dana Mizrahi
Experience
Educational Consultant
Higher Education
Parkland, CA
2004 - 2009`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
  });
});

describe("schools and tools as real Word resumes write them", () => {
  it("reads a course's provider after 'from', a school after ', in' and a place in brackets after it", () => {
    const parsed = resumeOfDana(`Education
2001-2006 – Master’s degree in Municipal water engineering, in Eastern Regional Academy, Russia.
2016-2017 – Courses «QA Engineer» from Codefield.
2014 – 2015 | Graphic Design | ORBIT Computer Academy (Tashkent, Uzbekistan).`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Eastern Regional Academy", "Master’s degree"],
      ["Codefield", "QA Engineer"],
      ["ORBIT Computer Academy", ""],
    ]);
  });

  it("opens the next school at a line that opens with its year, after a dated school whose lines go on", () => {
    const parsed = resumeOfDana(`Education
2009 - 2013: Bachelor in Statistics - Northfield Technical University (NTU),
Faculty of Applied Physics, Springfield
2019: Online courses «Data cleaning basics» from Coursely`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.endDate])).toEqual([
      ["Northfield Technical University (NTU)", "Bachelor in Statistics", "2013"],
      ["Coursely", "Data cleaning basics", "2019"],
    ]);
  });

  it("reads a 'Qualifications' heading over labelled lists as the skills, and a school under its dates that ends as a sentence", () => {
    const parsed = resumeOfDana(`Qualifications
Programming languages: Kotlin, Go, C
IDEs: IntelliJ IDEA, VS Code
Databases: Redis, Cassandra
Employment History
2009 - 2016 Fleet manager, Northwind Motors
Education:
2018 - 2019
Hadar Educational Center - data engineering.
- Python/SQL/Airflow
Galil State University (Israel)
MA in Optics and lasers`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "skills", "experience", "education"]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toContain("IntelliJ IDEA");
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Hadar Educational Center", "", "data engineering"],
      ["Galil State University", "MA", "Optics and lasers"],
    ]);
  });

  it("dates a school by the year before its name and a comma, and reads no school in a line offering recommendations", () => {
    const parsed = resumeOfDana(`Education
2004 - 2009, Galil State University, Master of Science
2020-2021, , Online course for learning Kotlin programming.
2021, Nova Learn Training Center
Recommendations available on request`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Galil State University", "Master of Science", "", "2009"],
      ["Online course for learning Kotlin programming", "", "", "2021"],
      ["Nova Learn Training Center", "", "", "2021"],
    ]);
  });

  it("reads labelled lines of what was studied, a field before the school's dash, a course after its school's name", () => {
    const schools = (body: string) =>
      resumeOfDana(`Education\n${body}`).resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy]);
    expect(
      schools(`Higher education
Galil State University, 2008 – 2013
Specialty: Applied Physics
Qualification: Engineer-physicist`),
    ).toEqual([["Galil State University", "Engineer-physicist", "Applied Physics"]]);
    expect(schools("09/2008 – 06/2013 Galil State University\nFaculty: Applied Physics; Degree: Master")).toEqual([
      ["Galil State University", "Master", "Applied Physics"],
    ]);
    expect(schools("Galil State University, Major: Economics, 2013")).toEqual([
      ["Galil State University", "", "Economics"],
    ]);
    expect(schools("Galil State University, Faculty: Applied Physics; Degree: Master, 2013")).toEqual([
      ["Galil State University", "Master", "Applied Physics"],
    ]);
    expect(schools("Diploma, Nursing — Haifa Technical College, 2008")).toEqual([
      ["Haifa Technical College", "Diploma", "Nursing"],
    ]);
    expect(schools("2020 – 2021  Nova Learn, Full Stack Web Development course")).toEqual([
      ["Nova Learn", "", "Full Stack Web Development course"],
    ]);
  });

  it("ends a school's name before its faculty, a field after a wide gap or a full stop, and a colon left before it", () => {
    const schools = (body: string) => resumeOfDana(`Education\n${body}`).resume.education.map((e) => e.institution);
    expect(
      schools(`2005 - 2009: NSU, Faculty of Applied Physics, Bachelor degree
2012 - 2014 Maritime University (NMU). Computer science
2018 Orion IT school  web development`),
    ).toEqual(["NSU", "Maritime University (NMU)", "Orion IT school"]);
    expect(schools(": Northfield University of mining, Mining engineer.")).toEqual(["Northfield University of mining"]);
  });

  it("lists the tools a role names ('Used: …') as skills, once, beside the skills section", () => {
    const parsed = resumeOfDana(`Skills
Languages: TypeScript, Python
Experience
2020 - present: Web Developer, Quantex (Yavne, Israel)
Built the tenant portal pages.
Used: Sass, Vite, TypeScript, React Query, Zustand.
2017 - 2021: UI Developer, Polarit (St. Petersburg, Russia)
Designed the warehouse screens.
Technologies used: C#, .NET, Zustand`);
    expect(parsed.resume.skills.at(-1)).toEqual({
      category: "Tools used in roles",
      items: ["Sass", "Vite", "React Query", "Zustand", "C#", ".NET"],
    });
  });
});

describe("a skill with a list of its own in brackets", () => {
  it("keeps 'Git (GitLab, Gitea)' one item, and parts a bracket left open at the line's end", () => {
    const parsed = resumeOfDana(`Skills
Stores: SQL (MariaDB, SQLite), NoSQL (Redis, Cassandra).
Version control: Git (GitLab, Gitea), Trello
Angular (Signals, Forms, Router, RxJS, CDK, Material), Svelte
Frameworks: Django, Flask (Jinja, SQLAlchemy,`);
    expect(parsed.resume.skills.map((group) => group.items)).toEqual([
      ["SQL (MariaDB, SQLite)", "NoSQL (Redis, Cassandra)"],
      ["Git (GitLab, Gitea)", "Trello"],
      ["Angular (Signals, Forms, Router, RxJS, CDK, Material)", "Svelte"],
      ["Django", "Flask (Jinja", "SQLAlchemy"],
    ]);
  });

  it("parts a line of two skills named as the dictionary names them, not a vendor's product or a coaching skill", () => {
    const parsed = resumeOfDana(`Skills
Ruby SQL
AWS EC2
Tableau Excel
Sales Coaching`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Ruby", "SQL", "AWS EC2", "Tableau", "Excel", "Sales Coaching"],
    ]);
  });

  it("joins a bracket wrapped onto the next line, and parts a tool from its family's own products named in full", () => {
    const parsed = resumeOfDana(`Skills
Technologies: Gradle, Ktor, Quarkus (Quarkus Panache, Quarkus Cache, Quarkus
Security, Quarkus Scheduler), Angular (Signals, Forms, Router), Kafka.`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Gradle", "Ktor", "Quarkus", "Quarkus Panache", "Quarkus Cache", "Quarkus Security", "Quarkus Scheduler"],
      ...["Angular (Signals, Forms, Router)", "Kafka"],
    ]);
    // (Not a grid's row, its cells set apart by gaps: the bracket of one cell does not swallow the next row.)
    const grid = resumeOfDana(`Skills
Pages  Hosting  Build
Web pages (Vue, Sass,  GCP (GKE, Pub/Sub)  Jenkins
Pinia, Vite)  Azure (Functions)  RabbitMQ`);
    expect(grid.resume.skills.flatMap((group) => group.items)).toEqual(
      expect.arrayContaining(["GCP (GKE, Pub/Sub)", "Jenkins", "Azure (Functions)", "RabbitMQ"]),
    );
  });

  it("reads the skills a sentence lists ('Strong knowledge of Kotlin Coroutines and OOP')", () => {
    const parsed = resumeOfDana(`Skills
- Strong knowledge of Kotlin Coroutines and OOP
- Experience with Ktor and Exposed
- Good understanding of SQL, MariaDB`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Kotlin Coroutines", "OOP", "Ktor", "Exposed", "SQL", "MariaDB"],
    ]);
  });

  it("parts two skills we know set apart by a slash, on a line of their own or in a list", () => {
    const parsed = resumeOfDana(`Skills
Python / Django / Flask
PostgreSQL / Redis
Stores: MariaDB / ClickHouse, Quillstack / Lattice`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Python", "Django", "Flask", "PostgreSQL", "Redis", "MariaDB", "ClickHouse", "Quillstack / Lattice"],
    ]);
  });

  it("parts a kind of skill from the three tools or more its brackets name, not a tool we know from its versions", () => {
    const parsed = resumeOfDana(`Skills
Motion & 3D design (Blender, Figma, Cinema 4D), Python (3.8, 3.10, 3.12)
Product analytics (cohort analysis, funnels, A/B tests)`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Motion & 3D design", "Blender", "Figma", "Cinema 4D", "Python (3.8, 3.10, 3.12)"],
      ...["Product analytics", "cohort analysis", "funnels", "A/B tests"],
    ]);
  });
});

describe("tools listed after a sentence, and a tools line under the contact details", () => {
  it("lists the tools a role's line names after a sentence ('… features. Stack: …', 'Used stack: …')", () => {
    const parsed = resumeOfDana(`Experience
2021 - 2023 Backend Developer, Vantera
• Kept the old checkout running and shipped new screens. Stack: Go, Redis,
Kafka
• Built the reports. Used stack: Grafana, ClickHouse. Cut their load time by half.`);
    expect(parsed.resume.skills.at(-1)).toEqual({
      category: "Tools used in roles",
      items: ["Go", "Redis", "Kafka", "Grafana", "ClickHouse"],
    });
  });

  it("lists a role's line of tools alone, over the next role's dates, and a label with words before it", () => {
    const parsed = resumeOfDana(`Experience
2021 - 2023 Backend Developer, Vantera
• Moved the billing jobs onto queues.
Kotlin, Ktor, Redis, Kafka
2018 - 2021 QA Engineer, Polarit
Team process technologies: Jira, Confluence, TestRail.
• Wrote Python, Bash and SQL checks for the nightly import.
Technologies used: Vue.js, Pinia, Vite
2016/03 - 2018/04 Freelance Web Developer
Built shop fronts for three bakeries.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Backend Developer", "Vantera"],
      ["QA Engineer", "Polarit"],
      ["Freelance Web Developer", ""],
    ]);
    expect(parsed.resume.skills.at(-1)).toEqual({
      category: "Tools used in roles",
      items: ["Kotlin", "Ktor", "Redis", "Kafka", "Jira", "Confluence", "TestRail", "Vue.js", "Pinia", "Vite"],
    });
  });

  it("lists a role's tools set under a label alone, at their versions, and under the kind of tool they are", () => {
    const parsed = resumeOfDana(`Experience
2019 – 2021:   Vantera (Haifa) – Backend Developer
Built and ran the booking services of a travel site with a team of six.
Technologies used:
Kotlin 1.9, Ktor, Exposed, Redis, Quillstack
Databases:       MariaDB, ClickHouse, Cassandra
Monitoring:       Grafana, Prometheus, Kibana
2017 – 2019:   Polarit (Yavne) – Java Developer
Kept the claims desk app running.`);
    expect(parsed.resume.experience[0]!.responsibilities.slice(1)).toEqual([
      "Kotlin 1.9, Ktor, Exposed, Redis, Quillstack",
      "Databases:       MariaDB, ClickHouse, Cassandra",
      "Monitoring:       Grafana, Prometheus, Kibana",
    ]);
    expect(parsed.resume.skills.at(-1)).toEqual({
      category: "Tools used in roles",
      items: [
        ...["Kotlin 1.9", "Ktor", "Exposed", "Redis", "Quillstack"],
        ...["MariaDB", "ClickHouse", "Cassandra", "Grafana", "Prometheus", "Kibana"],
      ],
    });
  });

  it("lists the tools of each labelled sentence in a role's line, two tools joined by 'and' apart", () => {
    const parsed = resumeOfDana(`Experience
2019 – 2021: Web Developer, Quillby Studio (Spain, Madrid)
Built shop sites for small brands.
Stack by side. Front: Svelte, custom CMS, Vite, Sass, TypeScript. Back: Ktor, Exposed and Flyway, Redis. Postman to test.
Skills
Kotlin, Java, SQL`);
    expect(parsed.resume.skills.at(-1)).toEqual({
      category: "Tools used in roles",
      items: ["Svelte", "custom CMS", "Vite", "Sass", "TypeScript", "Ktor", "Exposed", "Flyway", "Redis"],
    });
  });

  it("reads a tools label with a word before it ('Main stack: …') in the summary as a group of skills", () => {
    const parsed = resumeOfDana(`Full-stack developer who builds shop back offices end to end.
Main stack: Go, Svelte, MariaDB, Kotlin.
Experience
2021 - 2023 Web Developer, Vantera
• Built the booking pages.`);
    expect(parsed.resume.skills).toContainEqual({
      category: "Main stack",
      items: ["Go", "Svelte", "MariaDB", "Kotlin"],
    });
  });

  it("reads a 'Technologies: …' line outside the roles as a group of skills, its list wrapped onto the next line", () => {
    const parsed = resumeOfDana(`Junior full-stack developer, looking for a first role in a product team.
Technologies: Vue.js, Pinia, Django, Celery, Spring
Boot, Kotlin, MariaDB, Git.
Experience
2021 - 2023 Frontend Developer, Vantera
• Built the booking pages.`);
    expect(parsed.resume.skills).toContainEqual({
      category: "Technologies",
      items: ["Vue.js", "Pinia", "Django", "Celery", "Spring Boot", "Kotlin", "MariaDB", "Git"],
    });
  });
});

describe("role dates and role labels on a page with no type of its own", () => {
  it("reads 'current time' as an open end and a year before its month ('2019 october')", () => {
    const parsed = resumeOfDana(`Experience:
2022 - current time: Backend Developer at Saffron LTD (Yavne, Israel)
• Built the booking pages.
2018 november - 2021 march: Mobile Developer in Core-Group, Moscow
• Shipped the Android app.`);
    expect(rolesRead(parsed, "jobTitle", "startDate", "endDate")).toEqual([
      ["Backend Developer", "2022", "Present"],
      ["Mobile Developer", "2018-11", "2021-03"],
    ]);
  });

  it("keeps a label in another case than the section's heading ('Technologies:' under 'EXPERIENCE') in the role", () => {
    const lines = parsedFromText(`Dana Mizrahi
EXPERIENCE
2020 – 2022:   Orbitel (Ramla) – Python Back-End Developer
On a small platform squad, I built the billing services.
Technologies:
Python 3, FastAPI, SQLAlchemy, gRPC
2018 – 2020:   Bridgeway Technologies (Bnei Brak) – Python Developer
Maintained a desktop point-of-sale application.
EDUCATION
2016 – 2017:   Gilboa Training Center (Yavne) – Python Full-Stack`).lines.map((line) => ({
      ...line,
      fontSize: 11,
    }));
    const parsed = structureResume(
      {
        lines,
        pageCount: 1,
        columnCount: 1,
        bodyFontSize: 11,
        hasTables: false,
        headerFooterLines: new Set(),
        textInWrappedHtml: false,
      },
      "docx",
    );
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education"]);
    expect(rolesRead(parsed, "company", "jobTitle", "location")).toEqual([
      ["Orbitel", "Python Back-End Developer", "Ramla"],
      ["Bridgeway Technologies", "Python Developer", "Bnei Brak"],
    ]);
  });
});

describe("where the person lives, as Word resumes label it", () => {
  it.each([
    ["Phone: 054 555 0101                        Residence: Ashkelon, Israel", "Ashkelon, Israel"],
    ["Phone:  Email:  Residence: Ramla Birthday: 1992", "Ramla"],
    ["Email:  Tel:  City of Residence: Beersheba Date of birth: 1988", "Beersheba"],
    ["⌂: Tel Aviv", "Tel Aviv"],
    ["location Bnei Brak", "Bnei Brak"],
    ["Residence: Kiryat Gat, Hashaked, 7.", "Kiryat Gat"],
    ["Residence: Petah-Tikva Area, Israel", "Petah-Tikva, Israel"],
    ["Israel, Petach Tikva", "Petach Tikva, Israel"],
    ["Birth year: 1986 | City: Ashkelon, Israel | LinkedIn", "Ashkelon, Israel"],
    ["Graduated 2019 Region: Nahariya, Israel", "Nahariya, Israel"],
    ["Nazareth Cell:   LinkedIn", "Nazareth"],
    ["Israel, Afula tel: , e-mail:", "Afula, Israel"],
    ["Dimona, Israel (Open to relocation)", "Dimona, Israel"],
    ["Location: Kfar  Saba, Israel", "Kfar Saba, Israel"],
  ])("%s -> %s", (line, place) => {
    const parsed = parsedFromText(`Dana Mizrahi
Full Stack Developer
${line}
dana.mizrahi@example.com
Experience
Developer, Acme Ltd   2019 - 2021`);
    expect(parsed.resume.personalInfo.address).toBe(place);
  });

  it("takes no label of a blanked contact detail for the name ('Nazareth Cell:')", () => {
    const parsed = parsedFromText(`Java Developer
Nazareth Cell:
Experience
Developer, Acme Ltd   2019 - 2021`);
    expect(parsed.resume.personalInfo.name).toBe("");
    expect(parsed.resume.personalInfo.address).toBe("Nazareth");
  });

  it("reads no street after a label set a wide gap before it, nor a place named in a sentence", () => {
    const parsed = parsedFromText(`Dana Mizrahi
Worked with partner locations around the world.
dana.mizrahi@example.com`);
    expect(parsed.resume.personalInfo.address).toBe("");
  });
});

describe("role headers as real Word resumes write them", () => {
  it("opens a role at a line that starts with its dates, even after a list that ends without a full stop", () => {
    const parsed = resumeOfDana(`PROFESSIONAL EXPERIENCE:
2022 - current time: Backend Developer at Saffron LTD (Yavne, Israel)
Latest project: Booking portal for a chain of yoga studios.
Used: Svelte, Node.js, Leaflet, OpenStreetMap API
2018 - 2022: Mobile Developer at QMosaic (Kazan, Russia)
Latest project: The corporate website.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["Backend Developer", "Saffron LTD", "2022"],
      ["Mobile Developer", "QMosaic", "2018"],
    ]);
  });

  it("reads list items that name an employer, its place in brackets and a title, their dates lost", () => {
    const parsed = resumeOfDana(`Experience
• - present Ventaro (Haifa, Israel) Mobile FrontEnd Developer
Description: An app that tracks bus arrivals.
• -  Almanara (Haifa, Israel) Mobile Full Stack Developer
Description: A quiz platform for teachers.`);
    expect(rolesRead(parsed, "company", "location", "jobTitle")).toEqual([
      ["Ventaro", "Haifa, Israel", "Mobile FrontEnd Developer"],
      ["Almanara", "Haifa, Israel", "Mobile Full Stack Developer"],
    ]);
  });

  it("keeps what an employer is, how the work was done and stray stops out of the fields", () => {
    const parsed = resumeOfDana(`Experience
2009 – 2021. Senior Software Engineer, KRB, insurance company
• Built the payments back office.
2020 may - now: QA Engineer (part-time) in project TrailMark Ltd., Ashkelon
• Localised the app.
2014 – 2016:  Data engineer, Company "LegalPoint", Russia, Kazan
• Analysed legal documents.
2016 – 2018: Backend developer (remote, part-time), KLT (Yeruham, Israel)
• Built the shop.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Senior Software Engineer", "KRB"],
      ["QA Engineer", "TrailMark Ltd."],
      ["Data engineer", "LegalPoint"],
      ["Backend developer", "KLT"],
    ]);
  });
});

describe("shapes the held-out sets showed (issue 28)", () => {
  it("drops 'Dr.' before the name and reads a degree's field in brackets", () => {
    const parsed = parsedFromText(`Dr. Miriam Okonkwo
Research Scientist
miriam.okonkwo@example.org | +1 617 555 0142 | Boston, MA
Education
Ph.D/Doctorate (english literature), University of Leeds   2012 – 2016`);
    expect(parsed.resume.personalInfo.name).toBe("Miriam Okonkwo");
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "University of Leeds",
      degree: "Ph.D/Doctorate",
      fieldOfStudy: "english literature",
    });
  });

  it("keeps a role dated 'Summer 2012 and 2013'", () => {
    const parsed = parsedFromText(`Jordan Lee
jordan.lee@example.com
Experience
Software Engineer, Stripe   Jan 2020 – Present
• Built billing APIs.
Software Engineering Intern, Google   Summer 2012 and 2013
• Built a crawler.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Software Engineer", "Stripe", "2020-01", "Present"],
      ["Software Engineering Intern", "Google", "2012", "2013"],
    ]);
  });

  it("takes no role's place for the person's under a header that prints a placeholder", () => {
    const parsed = parsedFromText(`Jordan Lee
Your Location | jordan.lee@example.com | (555) 010-1234
Experience
Software Engineer, Stripe   Jan 2020 – Present   San Francisco, CA
• Built billing APIs.`);
    expect(parsed.resume.personalInfo.address).toBe("");
    expect(parsed.resume.experience[0]?.location).toBe("San Francisco, CA");
    // (Nor a role's place on a line of its own, under the employer and its dates.)
    const below = parsedFromText(`Jordan Lee
Your Location | jordan.lee@example.com | (555) 010-1234
Experience
Quillby    June 2005 – Aug 2007
Software Engineer    Cupertino, CA
• Cut the time to render lists by 75%.`);
    expect(below.resume.personalInfo.address).toBe("");
    expect(below.resume.experience[0]?.location).toBe("Cupertino, CA");
  });

  it("takes no role's place for the person's where the header names no place at all", async () => {
    const pdf = await buildPdf([
      [
        { text: "Dana Whitfield", x: 50, y: 60, size: 18 },
        { text: "dana.whitfield@example.com", x: 50, y: 80 },
        { text: "EXPERIENCE", x: 50, y: 104, size: 12, bold: true },
        { text: "Store Supervisor", x: 50, y: 122, bold: true },
        { text: "Mar 2020 – Present", x: 560, y: 122, flushRight: true },
        { text: "Kestrel Outfitters", x: 50, y: 136 },
        { text: "Leeds, UK", x: 560, y: 136, flushRight: true },
        { text: "• Ran the weekend team of nine.", x: 60, y: 150 },
      ],
    ]);
    const parsed = await parseResume(pdf);
    expect(parsed.resume.personalInfo.address).toBe("");
    expect(rolesRead(parsed, "jobTitle", "company", "location")).toEqual([
      ["Store Supervisor", "Kestrel Outfitters", "Leeds, UK"],
    ]);
  });

  it("takes no school's place for the person's under a row of details that names none", () => {
    const parsed = parsedFromText(`Maya Brennan
555-010-7890 | maya@northgate.example | linkedin.com/in/mayab | github.com/mayab
Education
Northgate University    Georgetown, TX
Bachelor of Arts in Computer Science    Aug. 2018 – May 2021`);
    expect(parsed.resume.personalInfo.address).toBe("");
    expect(parsed.resume.education[0]?.institution).toBe("Northgate University");
    // (Nor a school's place beside its one date, under a shorter row.)
    const dated = parsedFromText(`Priya Das
priya@example.com | 555.000.0000
Education
Northgate University
MEng in Computer Science
Dec 2014 | Ithaca, NY`);
    expect(dated.resume.personalInfo.address).toBe("");
  });

  it("reads a job portal's export: label lines over the name, roles and schools as label tables", () => {
    const parsed = parsedFromText(`Current Designation: Senior Software Engineer
Current Company: Infosys Limited
Current Location   Bengaluru
Pref. Location   Chennai, Hyderabad
Total Experience: 7 Year(s) 3 Month(s)
Ravi Shankar Iyer
ravi.iyer@example.com
Work Experience
Company Name   Infosys Limited
Designation   Senior Software Engineer
Duration   Jun 2019 to Present
Location   Bengaluru
Roles & Responsibilities   Built payment services for retail banks.
Company Name   Wipro Technologies
Designation   Software Engineer
Duration   Jul 2015 to May 2019
Location   Chennai
Education
Degree   B.Tech (Computer Science)
Institute   Anna University
Year of Passing   2015`);
    expect(parsed.resume.personalInfo).toMatchObject({ name: "Ravi Shankar Iyer", address: "Bengaluru" });
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Senior Software Engineer", "Infosys Limited", "Bengaluru", "2019-06", "Present"],
      ["Software Engineer", "Wipro Technologies", "Chennai", "2015-07", "2019-05"],
    ]);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Anna University",
      degree: "B.Tech",
      fieldOfStudy: "Computer Science",
      endDate: "2015",
    });
  });

  /** A Word document of a name, an e-mail, a heading and a table of [label, value] rows, a cell each. */
  const labelTable = (heading: string, rows: Array<[string, string]>) => {
    const cells = rows.map(
      ([label, value]) => `<w:tr><w:tc>${docxParagraph(label)}</w:tc><w:tc>${docxParagraph(value)}</w:tc></w:tr>`,
    );
    return parseResume(
      buildDocxFromXml(
        [
          docxParagraph("Jane Roe"),
          docxParagraph("jane.roe@example.com"),
          docxParagraph(heading),
          `<w:tbl>${cells.join("")}</w:tbl>`,
        ].join(""),
      ),
    );
  };

  it("reads roles written as a Word table of 'Position', 'Company', 'Period' rows, each label in a cell", async () => {
    const parsed = await labelTable("WORK EXPERIENCE", [
      ["Period", "03/2019 – present"],
      ["Company", "Northwind Bank"],
      ["Position", "Java Developer"],
      ["Responsibilities", "Built the payments API."],
      ["Period", "2016 – 2019"],
      ["Company", "Quillby"],
      ["Position", "Junior Developer"],
    ]);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Java Developer", "Northwind Bank", "2019-03", "Present"],
      ["Junior Developer", "Quillby", "2016", "2019"],
    ]);
  });

  it("reads a school written as a Word table of 'Period', 'Institution', 'Degree' rows", async () => {
    const parsed = await labelTable("EDUCATION", [
      ["Period", "2012 – 2016"],
      ["Institution", "Northgate University"],
      ["Degree", "B.Sc. Computer Science"],
    ]);
    expect(parsed.resume.education).toMatchObject([
      { institution: "Northgate University", degree: "B.Sc.", fieldOfStudy: "Computer Science", endDate: "2016" },
    ]);
  });
});

describe("glyphs a printer set one by one with letter spacing (wkhtmltopdf's small capitals)", () => {
  it("reads them as the words they spell, so the role keeps its dates", async () => {
    const pdf = await buildPdf([
      [
        { text: "Liam O'Sullivan", x: 50, y: 60, size: 20 },
        { text: "liam.osullivan@example.net", x: 50, y: 85 },
        { text: "WORK EXPERIENCE", x: 50, y: 120, bold: true, size: 12 },
        { text: "2020 TO PRESENT", x: 50, y: 145, size: 7, letterSpacing: 0.2 },
        { text: "Leading Hand Electrician at Southbank Power & Data", x: 200, y: 145 },
        { text: "• Supervise crews of 3-6 electricians on commercial fit-outs.", x: 210, y: 160 },
        { text: "2016 TO 2020", x: 50, y: 185, size: 7, letterSpacing: 0.2 },
        { text: "Journeyman Electrician at Redgum Industrial Electrical", x: 200, y: 185 },
        { text: "• Wired switchboards for industrial clients.", x: 210, y: 200 },
      ],
    ]);
    const parsed = await parseResume(pdf);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Leading Hand Electrician", "Southbank Power & Data", "2020", "Present"],
      ["Journeyman Electrician", "Redgum Industrial Electrical", "2016", "2020"],
    ]);
  });
});

describe("a PDF whose printer placed each glyph with an uneven gap (pdf.js reads 'Se nior Engine e r')", () => {
  const lines = [
    { text: "Nathan Feldstein", x: 50, y: 60, size: 20 },
    { text: "Senior Backend Engineer", x: 50, y: 85 },
    { text: "nathan.feldstein@example.com   (415) 555-0123", x: 50, y: 100 },
    { text: "EXPERIENCE", x: 50, y: 130, bold: true, size: 12 },
    { text: "Senior Software Engineer, Lumenfold", x: 50, y: 150, bold: true },
    { text: "Mar 2016 - Dec 2017", x: 50, y: 165 },
    { text: "• Built a payment platform in Go and PostgreSQL serving millions of users.", x: 60, y: 180 },
    { text: "• Reduced deploy time from fifty minutes to eight with a continuous delivery pipeline.", x: 60, y: 195 },
    { text: "Software Engineer, Ashgrove Health", x: 50, y: 220, bold: true },
    { text: "Jan 2013 - Feb 2016", x: 50, y: 235 },
    { text: "• Scaled the video transcoding pipeline to two million uploads per month.", x: 60, y: 250 },
    { text: "EDUCATION", x: 50, y: 280, bold: true, size: 12 },
    { text: "Bachelor of Science in Computer Science, University of Washington, 2012", x: 50, y: 300 },
  ];

  it("reads the words the glyphs spell, so the name, the roles and their dates are whole", async () => {
    const parsed = await parseResume(await buildPdf([lines.map((line, i) => ({ ...line, unevenGlyphs: i + 1 }))]));
    expect(parsed.resume.personalInfo).toMatchObject({
      name: "Nathan Feldstein",
      email: "nathan.feldstein@example.com",
    });
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Senior Software Engineer", "Lumenfold", "2016-03", "2017-12"],
      ["Software Engineer", "Ashgrove Health", "2013-01", "2016-02"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities[0]).toBe(
      "Built a payment platform in Go and PostgreSQL serving millions of users.",
    );
  });
});

describe("a second page whose left margin holds only a timeline's dots and a heading (jsonresume elegant, WeasyPrint)", () => {
  it("reads the page as one column, so the roles it continues keep their titles and dates", async () => {
    const role = (y: number, header: string, dates: string, bullet: string) => [
      { text: "•", x: 136, y },
      { text: header, x: 146, y },
      { text: dates, x: 146, y: y + 16, size: 9 },
      { text: `• ${bullet}`, x: 166, y: y + 34 },
    ];
    const pdf = await buildPdf([
      [
        { text: "Nathan Feldstein", x: 146, y: 60, size: 18 },
        { text: "nathan@feldstein.example.com", x: 146, y: 82 },
        { text: "Work Experience", x: 116, y: 120, size: 12 },
        ...role(150, "Staff Software Engineer, Quillmark Systems", "Feb, 2021 - Present", "Led the payments platform."),
        ...role(230, "Senior Software Engineer, Lumenfold", "Jan, 2018 - Jan, 2021", "Moved a monolith to Kubernetes."),
      ],
      [
        ...role(60, "Senior Software Engineer, Parcelwise", "Mar, 2016 - Dec, 2017", "Wrote the route API in Python."),
        ...role(140, "Software Engineer II, Greyfinch Media", "Jan, 2013 - Jan, 2016", "Scaled the video pipeline."),
        ...role(220, "Software Engineer, Ashgrove Health IT", "Jan, 2011 - Jan, 2013", "Built HL7 interfaces."),
        ...role(300, "Junior Web Developer, Bayline Web Studio", "Jan, 2010 - Jan, 2011", "Built PHP websites."),
        { text: "Skills", x: 116, y: 390, size: 12 },
        { text: "•", x: 136, y: 420 },
        { text: "Backend: Go, Python, PostgreSQL, Kafka", x: 146, y: 420 },
        { text: "•", x: 136, y: 440 },
        { text: "Cloud: Kubernetes, Terraform, AWS", x: 146, y: 440 },
      ],
    ]);
    const parsed = await parseResume(pdf);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["Staff Software Engineer", "Quillmark Systems", "2021-02"],
      ["Senior Software Engineer", "Lumenfold", "2018-01"],
      ["Senior Software Engineer", "Parcelwise", "2016-03"],
      ["Software Engineer II", "Greyfinch Media", "2013-01"],
      ["Software Engineer", "Ashgrove Health IT", "2011-01"],
      ["Junior Web Developer", "Bayline Web Studio", "2010-01"],
    ]);
  });
});

describe("an ISO range in the margin cut after its end's year ('2018-09 - 2021-' / 'Corporation   04')", () => {
  it("gives the range its end month back and the employer's name its wrapped word", async () => {
    const pdf = await buildPdf([
      [
        { text: "Priya Raghunathan", x: 60, y: 60, size: 18 },
        { text: "priya@example.ca", x: 60, y: 82 },
        { text: "Work", x: 60, y: 120, size: 16 },
        { text: "Whitcombe Arsenault LLP", x: 72, y: 145, size: 12 },
        { text: "2021-05 - present", x: 300, y: 145, size: 12, flushRight: true },
        { text: "Senior Corporate Paralegal", x: 72, y: 162, size: 11 },
        { text: "- Manage minute books and annual filings for 140 private corporations.", x: 72, y: 180 },
        { text: "Bayview Legal Professional", x: 72, y: 205, size: 12 },
        { text: "2018-09 - 2021-", x: 300, y: 205, size: 12, flushRight: true },
        { text: "Corporation", x: 72, y: 220, size: 12 },
        { text: "04", x: 300, y: 220, size: 12, flushRight: true },
        { text: "Corporate Law Clerk", x: 72, y: 237, size: 11 },
        { text: "- Drafted incorporation documents for lawyer review.", x: 72, y: 255 },
      ],
    ]);
    expect(rolesRead(await parseResume(pdf), "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Senior Corporate Paralegal", "Whitcombe Arsenault LLP", "2021-05", "Present"],
      ["Corporate Law Clerk", "Bayview Legal Professional Corporation", "2018-09", "2021-04"],
    ]);
  });
});

describe("a skills grid in three columns at the top of a page, its heading at the foot of the page before", () => {
  it("reads the third column's groups as skills, not as a block of contact lines after Education", async () => {
    const items = (x: number, names: string[]) => names.map((text, i) => ({ text, x, y: 60 + i * 20, size: 12 }));
    const pdf = await buildPdf([
      [
        { text: "Nathan Feldstein", x: 24, y: 60, size: 24 },
        { text: "nathan@feldstein.example.com", x: 24, y: 90, size: 12 },
        { text: "Work", x: 24, y: 140, size: 21 },
        { text: "Lumenfold", x: 24, y: 180, size: 14 },
        { text: "January 2018 - January 2021", x: 24, y: 200, size: 12 },
        { text: "Senior Software Engineer", x: 24, y: 220, size: 12 },
        { text: "Moved a monolith to Kubernetes-hosted services.", x: 54, y: 245, size: 12 },
        { text: "Skills", x: 24, y: 767, size: 21 },
      ],
      [
        { text: "Languages", x: 24, y: 32, size: 12 },
        { text: "Infrastructure", x: 240, y: 32, size: 12 },
        { text: "Practices", x: 396, y: 32, size: 12 },
        ...items(54, ["Go", "Python", "Java", "Ruby"]),
        ...items(240, ["Kubernetes", "AWS", "Terraform", "Kafka"]),
        ...items(426, ["Distributed systems", "System design", "Observability", "Mentoring"]),
        { text: "Education", x: 24, y: 320, size: 21 },
        { text: "2006 - 2010", x: 24, y: 360, size: 12 },
        { text: "Pacific Coast State University", x: 24, y: 378, size: 12 },
        { text: "Bachelor of Science, Computer Science", x: 24, y: 396, size: 12 },
      ],
    ]);
    const skills = (await parseResume(pdf)).resume.skills.flatMap((group) => group.items);
    expect(skills).toEqual(
      expect.arrayContaining(["Go", "Kafka", "Distributed systems", "Observability", "Mentoring"]),
    );
  });
});

describe("schools as real Word resumes name them", () => {
  it("gives a dated degree the school under it, past a detail, and the school's own name only", () => {
    const parsed = resumeOfDana(`Education
1999 - 2004: master's degree in Applied Chemistry.
Specialization: analysis of industrial polymers.
State Engineering University of Armenia
2016 - 2017: Diploma, Gilboa College, Israel
2002 - 2007: Master Degree, National Forestry University Zaporozhye Ukraine`);
    expect(parsed.resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ["State Engineering University of Armenia", "master's degree"],
      ["Gilboa College", "Diploma"],
      ["National Forestry University", "Master Degree"],
    ]);
  });
});

describe("a range's end a printer set a row lower, before the first bullet floated beside it (WeasyPrint)", () => {
  it("closes the range and keeps the rest of the row as the first bullet", () => {
    const parsed = resumeOfDana(`Work
Nordlicht Mobility GmbH
Senior Data Scientist•   2022-01
• - Present  Rebuilt the journey search ranking with a learning-to-rank model.
• Cut the labelling budget by 40% with active learning.
Kieferstein Versicherungen AG
Data Scientist•   2019-10
• - 2021-12  Extracted claim facts from scanned letters.`);
    expect(parsed.resume.experience.map((e) => [e.company, e.startDate, e.endDate, e.responsibilities[0]])).toEqual([
      [
        "Nordlicht Mobility GmbH",
        "2022-01",
        "Present",
        "Rebuilt the journey search ranking with a learning-to-rank model.",
      ],
      ["Kieferstein Versicherungen AG", "2019-10", "2021-12", "Extracted claim facts from scanned letters."],
    ]);
  });
});

describe("'Company, City, Country, Title YYYY/YYYY' roles", () => {
  it("reads years parted by a slash, an open '2013/---', and the place inside the employer's part", () => {
    const parsed = resumeOfDana(`PROFESSIONAL EXPERIENCE
Cellora LLC, Samara, Russia, Engineering Manager 2014/---
• Led the platform team.
DLK LLC, Samara, Russia, Backend Developer 1999/ 2006
• Built reports.
QR consulting, qrconsulting.example, Junior software engineer 1996/1999
• Tested releases.`);
    expect(rolesRead(parsed, "jobTitle", "company", "location", "startDate", "endDate")).toEqual([
      ["Engineering Manager", "Cellora LLC", "Samara, Russia", "2014", "Present"],
      ["Backend Developer", "DLK LLC", "Samara, Russia", "1999", "2006"],
      ["Junior software engineer", "QR consulting", "", "1996", "1999"],
    ]);
  });
});

describe("skills listed where a Word resume lists them", () => {
  it("reads a table of groups whose names lost their gap before the list ('VCS Git, Mercurial')", () => {
    const parsed = resumeOfDana(`Skills
VCS Git, Mercurial
Build tools Gradle, TeamCity, GitLab CI
Distributions Fedora, Debian, Yocto
Misc Emacs, Markdown, LaTeX, Docker`);
    expect(parsed.resume.skills).toEqual([
      { category: "VCS", items: ["Git", "Mercurial"] },
      { category: "Build tools", items: ["Gradle", "TeamCity", "GitLab CI"] },
      { category: "Distributions", items: ["Fedora", "Debian", "Yocto"] },
      { category: "Misc", items: ["Emacs", "Markdown", "LaTeX", "Docker"] },
    ]);
    const dashed = resumeOfDana(`Skills
Languages - Java, Kotlin
Databases - PostgreSQL, Oracle
Tools - Git, Jira`);
    expect(dashed.resume.skills.map((group) => group.category)).toEqual(["Languages", "Databases", "Tools"]);
  });
  it("opens a group at its name after a line ending with ';', and keeps a product's name and its initials whole", () => {
    const parsed = resumeOfDana(`Skills
Operating Systems:
macOS, FreeBSD, Haiku (a desktop system for hobbyists).
Databases:
Oracle, Firebird, Informix;
Other Tools:
IBM Spectrum Protect Server (SPS);
Mercurial, Trello, Perforce; Bourne Shells (zsh, dash); Lotus Notes.`);
    expect(parsed.resume.skills).toEqual([
      { category: "Operating Systems", items: ["macOS", "FreeBSD", "Haiku"] },
      { category: "Databases", items: ["Oracle", "Firebird", "Informix"] },
      {
        category: "Other Tools",
        items: [
          "IBM Spectrum Protect Server (SPS)",
          "Mercurial",
          "Trello",
          "Perforce",
          "Bourne Shells (zsh, dash)",
          "Lotus Notes",
        ],
      },
    ]);
  });
  it("reads a Skills heading with a remark after it, a 'SKILLS SET', and a labelled skills line in the summary", () => {
    const withRemark = resumeOfDana(`SKILLS (STRONGEST ARE HIGHLIGHTED)
VCS: Git, Mercurial
EXPERIENCE (AGILE TEAMS)
Developer, Acme Ltd   2019 - 2021
• Built the billing service.`);
    expect(withRemark.sections.map((s) => s.kind)).toEqual(["contact", "skills", "experience"]);
    const skillsSet = resumeOfDana(`TECHNICAL SKILLS SET
Build tools: Gradle, Maven, Bazel`);
    expect(skillsSet.sections.map((s) => s.kind)).toEqual(["contact", "skills"]);
    const inSummary = resumeOfDana(`Summary
Data engineer with eight years in retail.
Professional skills: SQL (Postgres), PL/pgSQL, Scala, Python
Experience
Developer, Acme Ltd   2019 - 2021
• Built the billing service.`);
    expect(inSummary.resume.skills).toEqual([
      { category: "Professional skills", items: ["SQL (Postgres)", "PL/pgSQL", "Scala", "Python"] },
    ]);
  });

  it("takes no sentence's last words in brackets for a heading ('experience (Scrum values)')", () => {
    const parsed = parsedFromText(`Dana Mizrahi
PROFILE
Fixes and new features driven by client feedback to deliver a smooth user
experience (Scrum values)
Architect, over 15 years of work in web development`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "summary"]);
  });
});

describe("a section's heading written as the label of its first entry", () => {
  it("reads 'Professional Experience: Independent Consultant, 2020  till now' as the heading and the role", () => {
    const parsed = resumeOfDana(`Executive Summary
Curious engineer who enjoys hard problems.
Professional Experience: Independent Consultant, 2020  till now
Built iOS apps with Core Data.
IOS-Developer at 7tables, Haifa, .2022
Worked with Restful APIs.`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "summary", "experience"]);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Independent Consultant", "", "2020", "Present"],
      ["IOS-Developer", "7tables", "2022", "2022"],
    ]);
  });
});

describe("letter-spaced headings", () => {
  it("reads words set letter by letter either side of an ampersand, and with a remark after them", async () => {
    const rows = [
      "Dana Mizrahi",
      "dana.mizrahi@example.com",
      "S K I L L S  &  S T A C K",
      "Python, SQL, Tableau",
      "D E G R E E S & L I C E N S E S",
      "Haifa University | 2013 - 2016",
      "B.A. in Economics",
      "O P E N  S O U R C E (links)",
      "A plugin for a charting library",
    ];
    const paragraphs = rows.map(docxParagraph);
    const parsed = await parseResume(buildDocxFromXml(paragraphs.join("")));
    expect(parsed.sections.map((s) => [s.kind, s.heading])).toEqual([
      ["contact", ""],
      ["skills", "SKILLS & STACK"],
      ["education", "DEGREES & LICENSES"],
      ["projects", "OPEN SOURCE"],
    ]);
  });
});

describe("a heading that starts with another heading's word", () => {
  it("reads 'EDUCATION and TRAINING' whole, not 'EDUCATION' glued to a line", () => {
    const parsed = resumeOfDana(`EDUCATION and TRAINING
Master degree in geology, Tomsk State University (2012)`);
    expect(parsed.sections.map((s) => [s.kind, s.heading])).toEqual([
      ["contact", ""],
      ["education", "EDUCATION and TRAINING"],
    ]);
  });
});

describe("what a lost start date leaves", () => {
  it("drops a bracket left with an open end alone from the title", () => {
    const parsed = resumeOfDana(`Experience
QA Engineer (  now)   Brightline
• Automated the checkout tests with Playwright.`);
    expect(rolesRead(parsed, "jobTitle")).toEqual([["QA Engineer"]]);
  });
});

describe("schools listed without degrees", () => {
  it("opens an entry at each school's own line, and keeps a school's name wrapped over two lines whole", () => {
    const listed = resumeOfDana(`Education:
2019 Codeway IT school  web testing
KSPI (Kestrel State Polytechnic Institute). Civil engineering
RSUWT (Riverside State University of Water Transport). Marine engineering
Recommendations:
Larkspur Systems LLC - Odessa, Ukraine`);
    expect(listed.resume.education.map((e) => e.institution)).toEqual([
      "Codeway IT school",
      "KSPI (Kestrel State Polytechnic Institute)",
      "RSUWT (Riverside State University of Water Transport)",
    ]);
    const wrapped = resumeOfDana(`Education
Federal Research University Westbrook
Marine Design Institute
Sep 2005 - June 2009`);
    expect(wrapped.resume.education).toHaveLength(1);
  });
});

describe("'dev' for developer", () => {
  it("reads 'Company, Lead Python dev' as the employer and the title", () => {
    const parsed = resumeOfDana(`Experience
2021 - 2022 Quillbyte, Lead Python dev in the travel booking domain.
• Implemented features in a large Django admin.
2018 - 2020 Northwind, Senior frontend dev in the search team.
• Built the search page.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Lead Python dev", "Quillbyte"],
      ["Senior frontend dev", "Northwind"],
    ]);
  });
});

describe("a country after an employer's name, without a comma", () => {
  it("reads it as the role's place after a name of two words or more, and leaves a brand's own country alone", () => {
    const parsed = resumeOfDana(`Experience
Frontend Developer
Cedar Ridge Capital Israel   Mar 2021 - Present
• Built the investor dashboard in React.
Network Engineer
Telvora Ukraine   Apr 2012 - Jun 2012
• Configured the policy servers.`);
    expect(rolesRead(parsed, "company", "location")).toEqual([
      ["Cedar Ridge Capital", "Israel"],
      ["Telvora Ukraine", ""],
    ]);
  });
});

describe("roles written dates first", () => {
  it("reads a Word list item '2015: Freelance' as a role of that year, like the '2018-2020: …' items above it", () => {
    const parsed = resumeOfDana(`Experience
• 2018-2020: Web Developer
-- Northwind (Lviv, Ukraine)
Built shop sites with React and Node.
• 2015: Freelance
-- Lviv, Ukraine
Built Shopify themes for local shops.`);
    expect(rolesRead(parsed, "jobTitle", "startDate", "endDate")).toEqual([
      ["Web Developer", "2018", "2020"],
      ["Freelance", "2015", "2015"],
    ]);
  });
});

describe("roles under the wrong heading", () => {
  it("reads an 'Education' with dated roles and no school or degree, on a page with no Experience, as experience", () => {
    const parsed = resumeOfDana(`EDUCATION
Python Developer, Corvane Group   2020 - 2021
• Trained a model behind an internal API.
Python Developer, Tessaline Software   2019 - 2020
• Connected a store to a payments API.
Web Developer, Velmora   2017 - 2019
• Fixed layout bugs.
SWE Intern, Plotwise   2016 - 2016
• Built a web page.`);
    expect(parsed.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
    expect(parsed.resume.experience.map((e) => e.company)).toEqual([
      "Corvane Group",
      "Tessaline Software",
      "Velmora",
      "Plotwise",
    ]);
    expect(parsed.resume.education).toEqual([]);
  });
});

describe("roles interrupted by a sidebar read line by line across", () => {
  it("goes on with the roles when a 'Skills' column's heading cuts into them, and keeps the column's skills", () => {
    const parsed = resumeOfDana(`Experience
Northwind Bank Feb 2022 - July 2022
Senior Software Developer
Skills & Expertise
• data model of a new loan-approval service for the savings bank
• gathering acceptance criteria from the lending teams  Java
• SQL, MySQL, Redis
Harbor Trust Sep 2017 - Nov 2021  RabbitMQ, Elasticsearch
Software Engineer
• distributed teams in fraud detection, clusters in three regions  Rust, Elixir, Ruby
Languages
Hebrew native, English advanced
Lumen Pay Jan 2015 - Sep 2017
Software Developer
• new screens for the card issuing portal, and onboarding of juniors`);
    expect(rolesRead(parsed, "company", "startDate", "endDate")).toEqual([
      ["Northwind Bank", "2022-02", "2022-07"],
      ["Harbor Trust", "2017-09", "2021-11"],
      ["Lumen Pay", "2015-01", "2017-09"],
    ]);
    const skills = parsed.resume.skills.flatMap((group) => group.items);
    expect(skills).toEqual(
      expect.arrayContaining(["Java", "SQL", "MySQL", "RabbitMQ", "Elasticsearch", "Rust", "Elixir"]),
    );
    expect(skills).not.toContain("Hebrew native");
  });

  it("reads the roles under two columns' headings set on one line ('EXPERIENCE SKILLS')", () => {
    const parsed = resumeOfDana(`EXPERIENCE SKILLS
Bluefin Games, Remote  Developer
MARCH 2021 - PRESENT
Moved puzzle games from Cocos to Godot.
Photon
Pixel Forge, Haifa  Developer
AUGUST 2019 - MARCH 2021
Built instrument simulators.`);
    expect(rolesRead(parsed, "startDate", "endDate")).toEqual([
      ["2021-03", "Present"],
      ["2019-08", "2021-03"],
    ]);
  });

  it("reads a first role's header lines under 'EXPERIENCE SKILLS', and a misspelt 'WORK EXPIRIENCE' heading", () => {
    const merged = resumeOfDana(`EXPERIENCE SKILLS
Kotlin Developer
Kotlin, Swift, Dart,
Nimbus Learning
C++
Feb 2020 - Present
Built the quiz editor for the tutors.`);
    expect(rolesRead(merged, "jobTitle", "startDate", "endDate")).toEqual([["Kotlin Developer", "2020-02", "Present"]]);
    const misspelt = resumeOfDana(`DESCRIPTION WORK EXPIRIENCE
Systems Engineer
Mar 2017 - present
Kestrel Networks LLC
Designed data centre networks.`);
    expect(misspelt.sections.map((s) => s.kind)).toContain("experience");
    expect(rolesRead(misspelt, "startDate", "endDate")).toEqual([["2017-03", "Present"]]);
  });

  it("leaves a skills section's dated course alone when no roles came before it", () => {
    const parsed = resumeOfDana(`Skills
Python, SQL
Data course 2019 - 2020
Education
BSc Computer Science, Haifa University, 2015 - 2019`);
    expect(parsed.resume.experience).toEqual([]);
  });
});

describe("the look of the best-known LaTeX templates", () => {
  it("reads a title in small capitals that opens with a heading's word as the title, beside its dates", () => {
    const parsed = resumeOfDana(`Experience
Budimex-Odra Sp. z o.o.   Wrocław
PROJECT MANAGER   Feb. 2019 - Present
•  Delivered a 14-storey residential tower two weeks ahead of programme.
Skanbet Construction   Poznań
RESEARCH ASSISTANT   Jul. 2014 - Jan. 2019
•  Ran the site's weekly programme reviews.`);
    expect(parsed.sections.map((s) => s.kind)).not.toContain("projects");
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["PROJECT MANAGER", "Budimex-Odra Sp. z o.o.", "2019-02", "Present"],
      ["RESEARCH ASSISTANT", "Skanbet Construction", "2014-07", "2019-01"],
    ]);
  });

  it("leaves out a running footer of date, name, 'Résumé' and page number", () => {
    const parsed = resumeOfDana(`Skills
Languages   Go, Python, SQL
Frontend   React, GraphQL
SEPTEMBER 2026   DANA MIZRAHI · RÉSUMÉ   1`);
    expect(parsed.text).not.toMatch(/RÉSUMÉ/);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(["Go", "Python", "SQL", "React", "GraphQL"]);
  });
  it("leaves out RenderCV's footer of the name and the page's number of the total, not a rating", () => {
    const parsed = resumeOfDana(`Skills
Languages   Go, Python, SQL
Frontend   React, GraphQL
Dana Mizrahi – 1/2`);
    expect(parsed.text).not.toMatch(/1\/2/);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(["Go", "Python", "SQL", "React", "GraphQL"]);
    expect(resumeOfDana("Languages\nHebrew – 5/5\nGerman – 3/5").text).toMatch(/German – 3\/5/);
  });
});

describe("a school's name wrapped in a narrow sidebar", () => {
  /** A line of a two-column PDF page: its column, where it starts and ends, its type size. */
  const at = (text: string, column: number, y: number, end: number, fontSize = 10): TextLine => ({
    index: 0,
    text,
    page: 1,
    x: column === 1 ? 35 : column === 2 ? 221 : 150,
    y,
    width: end - (column === 1 ? 35 : column === 2 ? 221 : 150),
    fontSize,
    isBold: false,
    column,
    isBullet: false,
  });

  it("joins it where the sidebar's lists wrap at the same edge", () => {
    // Deedy-Resume's look: a sidebar a third of the page wide, its lines ending at 200 where they wrap.
    const lines = [
      at("Siobhan Byrne", 0, 50, 450, 40),
      at("siobhan.byrne@example.ie | +353 21 555 0199 | Cork", 0, 74, 460, 11),
      at("EDUCATION", 1, 90, 127, 15.9),
      at("MUNSTER TECHNOLOGICAL", 1, 102, 196, 12),
      at("UNIVERSITY", 1, 114, 106, 12),
      at("HIGHER CERTIFICATE IN CULINARY", 1, 126, 199, 11),
      at("ARTS", 1, 138, 61, 11),
      at("2011 – 2013", 1, 150, 87),
      at("SKILLS", 1, 176, 88, 15.9),
      at("Menu development • Food costing •", 1, 200, 200),
      at("HACCP • Butchery • Pastry", 1, 212, 156),
      at("EXPERIENCE", 2, 90, 320, 15.9),
      at("THE GALLEY HOUSE | HEAD CHEF", 2, 102, 420, 12),
      at("Mar 2019 – Present | Cork", 2, 114, 340),
      at("• Ran a kitchen of twelve serving 180 covers a night.", 2, 126, 500),
    ].map((line, index) => ({ ...line, index, isBullet: line.text.startsWith("•") }));
    const parsed = structureResume(
      {
        lines,
        pageCount: 1,
        columnCount: 2,
        bodyFontSize: 10,
        hasTables: false,
        headerFooterLines: new Set(),
        textInWrappedHtml: false,
      },
      "pdf",
    );
    expect(parsed.resume.education.map((e) => e.institution)).toEqual(["MUNSTER TECHNOLOGICAL UNIVERSITY"]);
  });
});

describe("two columns with a line TeX could not break", () => {
  const corpusFile = (path: string) =>
    new Uint8Array(readFileSync(join(import.meta.dirname, "../../test/corpus", path)));

  it("reads AltaCV's columns apart under 'EXPERIENCE   PROFILE', a bullet's line overfull into the gutter", async () => {
    const parsed = await parseResume(corpusFile("latex-altacv/23-primary-teacher-australia.pdf"));
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Year 5 Classroom Teacher", "St Columba’s Primary School", "2020-01", "Present"],
      ["Casual Relief Teacher", "NSW Department of Education", "2017-02", "2019-12"],
    ]);
  });

  it("reads Deedy's columns apart when a degree in the narrow one is overfull", async () => {
    const parsed = await parseResume(corpusFile("latex-deedy/02-secondary-teacher.pdf"));
    expect(parsed.resume.education.map((e) => e.institution)).toEqual([
      "UNIVERSITY OF WESTMOOR",
      "UNIVERSITY OF EASTFIELD",
    ]);
    expect(rolesRead(parsed, "company", "startDate", "endDate")).toEqual([
      ["KIRKSTALL VALE ACADEMY", "2019-09", "Present"],
      ["HARROWGATE PARK SCHOOL", "2016-09", "2019-07"],
    ]);
  });
});

describe("a sidebar in floating text boxes, anchored wherever their tops fell", () => {
  const para = (text: string, box = "") => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r>${box}</w:p>`;
  /** A VML text box floating at the page's left, as Word's older shapes and the docx library write them. */
  const floating = (lines: string[], top: number) =>
    `<w:r><w:pict><v:shape type="#_x0000_t202" style="width:170pt;height:200pt;position:absolute;margin-left:-10pt;margin-top:${top}pt"><v:textbox><w:txbxContent>${lines
      .map((line) => para(line))
      .join("")}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;

  it("reads the boxes together where the first stands, not between a role's lines", async () => {
    const parsed = await parseResume(
      buildDocxFromXml(
        [
          para("Dana Mizrahi", floating(["CONTACT", "dana.mizrahi@example.com", "Haifa, Israel"], 0)),
          para("EXPERIENCE", floating(["SKILLS", "Kubernetes", "PostgreSQL", "Terraform"], 0)),
          para("Platform Engineer"),
          para("Harbor Trust | Haifa"),
          para("March 2019 – Present"),
          para("Site Reliability Engineer", floating(["LANGUAGES", "Hebrew", "English"], 40)),
          para("Cedar Ridge Capital | Tel Aviv"),
          para("June 2015 – February 2019"),
        ].join(""),
      ),
    );
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Platform Engineer", "Harbor Trust", "2019-03", "Present"],
      ["Site Reliability Engineer", "Cedar Ridge Capital", "2015-06", "2019-02"],
    ]);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(
      expect.arrayContaining(["Kubernetes", "PostgreSQL", "Terraform"]),
    );
  });
});

describe("skill tags and schools set in capitals, as LaTeX templates set them", () => {
  it("reads a tag alone on its row in a cloud of tags as a tag, not as a group's name", () => {
    const parsed = resumeOfDana(`Strengths
IV therapy  Wound care
Telemetry monitoring  Triage (ESI)
Medication administration
Sepsis protocols  Epic EHR`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual(
      expect.arrayContaining(["Medication administration", "Sepsis protocols", "Epic EHR"]),
    );
    expect(parsed.resume.skills.map((group) => group.category)).not.toContain("Medication administration");
  });

  it("joins a school's name in capitals wrapped around OF or DEL, but not a state after a comma", () => {
    const parsed = resumeOfDana(`Education
AMERICAN UNIVERSITY OF
SHARJAH
BACHELOR OF SCIENCE IN FINANCE
2010 – 2014`);
    expect(parsed.resume.education.map((e) => e.institution)).toEqual(["AMERICAN UNIVERSITY OF SHARJAH"]);
    const startsWithDel = resumeOfDana(`Education
UNIVERSIDAD AUTÓNOMA
DEL CENTRO
LICENCIATURA IN BUSINESS
2008 – 2012`);
    expect(startsWithDel.resume.education.map((e) => e.institution)).toEqual(["UNIVERSIDAD AUTÓNOMA DEL CENTRO"]);
    const state = resumeOfDana(`Experience
NORTHWIND TRADERS, PORTLAND, OR
SOFTWARE ENGINEER
2015 – 2019`);
    expect(rolesRead(state, "jobTitle", "company")).toEqual([["SOFTWARE ENGINEER", "NORTHWIND TRADERS"]]);
  });
});

describe("a heading followed by a full stop, as a scan reads the end of the rule beside it", () => {
  it("is the heading ('Skills.'), while a wrapped sentence's last word in lower case stays prose", () => {
    const parsed = parsedFromText(`Maya Thornton
Summary
Registered nurse with seven years of acute care
experience.
Skills.
Clinical Care: IV therapy, Wound care, Telemetry monitoring`);
    expect(parsed.sections.map((section) => section.kind)).toEqual(["contact", "summary", "skills"]);
    expect(parsed.resume.skills[0]!.items).toEqual(["IV therapy", "Wound care", "Telemetry monitoring"]);
  });
});

describe("a school's line that opens with its year and goes on at length about the course", () => {
  it("heads a school of its own, not the end of the course above it", () => {
    const parsed = resumeOfDana(`Education
2020-2021, , Online course for learning Kotlin programming.
2021, Orbix Educational Center, Special program for retraining engineers as developers under a state scheme, run with the Ministry of Labour.`);
    expect(parsed.resume.education.map((school) => [school.institution, school.endDate])).toEqual([
      ["Online course for learning Kotlin programming", "2021"],
      ["Orbix Educational Center", "2021"],
    ]);
  });
});

describe("a sidebar's group of chips right above the next group's heading", () => {
  it("reads them as skills, the dictionary knowing none of them, but not labels or a profile's sites", () => {
    const parsed = resumeOfDana(`About
Leeds LS1 4AP
Private client practice
Estate planning
Probate filings
Conveyancing
Tools
Athennian, Microsoft Word
Experience
Paralegal, Harlow & Finch LLP  2019 - 2024
• Drafted wills.`);
    expect(parsed.resume.skills.flatMap((group) => group.items)).toEqual([
      ...["Private client practice", "Estate planning", "Probate filings", "Conveyancing"],
      ...["Athennian", "Microsoft Word"],
    ]);
    const links = resumeOfDana(`About
Leeds LS1 4AP
Location
LinkedIn
GitHub
Tools
Athennian, Microsoft Word`);
    expect(links.resume.skills.flatMap((group) => group.items)).toEqual(["Athennian", "Microsoft Word"]);
  });
});

describe("icon names a PDF's icon font leaves in its text, pasted into Word", () => {
  it("reads the place after 'Map-marker-alt', the dates after 'Calendar', and no page number as a field", () => {
    const parsed = resumeOfDana(`Profile
Nurse with seven years of ward work.
Map-marker-alt Columbus, OH
Experience
Charge Nurse
Riverbend General Hospital
Calendar Jun 2021 – Present
• Led the night shift.
Education
BSN in Nursing
Great Lakes College of Nursing
Calendar Aug 2014 – May 2018
1`);
    expect(parsed.resume.personalInfo.address).toBe("Columbus, OH");
    expect(rolesRead(parsed, "jobTitle", "company", "startDate")).toEqual([
      ["Charge Nurse", "Riverbend General Hospital", "2021-06"],
    ]);
    expect(parsed.resume.education.map((school) => [school.degree, school.fieldOfStudy, school.startDate])).toEqual([
      ["BSN in Nursing", "", "2014-08"],
    ]);
  });
});

describe("a course's school named under the course's account", () => {
  it("is the course's school, not a school of its own with no course", () => {
    const parsed = resumeOfDana(`Education
2008  2013 Applied Information Science in Economics
Lakeshore State University
2021 Evening program for engineers retraining as developers, run under the state
scheme, with the Labour Ministry and the city council.
Orbix Educational Center`);
    expect(parsed.resume.education.map((school) => [school.institution, school.endDate])).toEqual([
      ["Lakeshore State University", "2013"],
      ["Orbix Educational Center", "2021"],
    ]);
  });
});

describe("a school's name with what follows it run on", () => {
  it("reads a field in sentence case after the school's word as the field, and drops an 'and' left at the name's end", () => {
    const parsed = resumeOfDana(`Education
The Lakeshore Federal University Applied physics| 2013 - 2014
2010 - 2012 Student (no diploma), The Northgate School of Arts and Crafts and
Riverbend University (UK) joint degree program in Public History.`);
    expect(parsed.resume.education.map((school) => [school.institution, school.fieldOfStudy])).toEqual([
      ["The Lakeshore Federal University", "Applied physics"],
      ["The Northgate School of Arts and Crafts", ""],
    ]);
  });
});

describe("a Hebrew course (an ulpan) among a Word resume's schools", () => {
  it("reads the course as the degree, the name after it as the school and the city as neither", () => {
    const parsed = resumeOfDana(`Education
• 2021  Ulpan Gimel, Beit Lavan, Tel Aviv.
• 2020  Go evening classes, online video courses Udemy.`);
    expect(parsed.resume.education.map((school) => [school.institution, school.degree, school.endDate])).toEqual([
      ["Beit Lavan", "Ulpan Gimel", "2021"],
      ["Udemy", "Go evening classes", "2020"],
    ]);
  });
});

describe("a degree under its school, with its fields and the full stop people end each line with", () => {
  it("reads the degree from the line that opens with it, a list of fields after a comma", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com

EXPERIENCE
2019 - 2021: Frontend developer, Brightline, Lviv
- Built the checkout pages

EDUCATION
2011- 2016: Northbrook National University of Civil Works in Vinnytsia.
Diploma in Engineering, Road design, bridges and tunnels.`);
    expect(parsed.resume.education[0]).toMatchObject({
      institution: "Northbrook National University of Civil Works in Vinnytsia",
      degree: "Diploma",
      startDate: "2011",
      endDate: "2016",
    });
  });
});

describe("a code host's profile page: an activity timeline of months and events, no dated roles", () => {
  it("reads each role joined, its title and highlights, and each degree finished; awards and volunteering are none", async () => {
    // (The sidebar names the employer the person works for; the timeline prints only the month each event happened.)
    const sidebar = [
      { text: "Tomasz Wrona", x: 12, y: 60, size: 19.5 },
      { text: "Quality Engineer", x: 12, y: 82, size: 15 },
      { text: "Harbourline Diagnostics", x: 29, y: 110, size: 10.5 },
      { text: "Gdynia, PL", x: 29, y: 126, size: 10.5 },
    ];
    const timeline = [
      { text: "Experience activity", x: 214, y: 60, size: 12 },
      { text: "March 2022", x: 214, y: 80, size: 9 },
      { text: "Joined Harbourline Diagnostics", x: 244, y: 100, size: 12 },
      { text: "Senior Quality Engineer, Assay", x: 275, y: 122, size: 15 },
      { text: "Platforms", x: 275, y: 140, size: 15 },
      { text: "Own the release testing of two benchtop", x: 275, y: 160, size: 10.5 },
      { text: "analysers sold across the Baltic states.", x: 275, y: 174, size: 10.5 },
      { text: "Cut the regression cycle from nine days", x: 287, y: 192, size: 9 },
      { text: "to four with a shared fixture library.", x: 275, y: 204, size: 9 },
      { text: "Joined the complaints review board in 2023.", x: 287, y: 218, size: 9 },
      { text: "October 2020", x: 214, y: 250, size: 9 },
      { text: "Earned 1 award", x: 244, y: 270, size: 12 },
      { text: "Pomeranian Quality Prize", x: 257, y: 290, size: 10.5 },
      { text: "Volunteered", x: 244, y: 312, size: 12 },
      { text: "Robotics Club Mentor", x: 257, y: 332, size: 10.5 },
      { text: "May 2018", x: 214, y: 362, size: 9 },
      { text: "Joined Vistula Medical Devices", x: 244, y: 382, size: 12 },
      { text: "Test Technician", x: 257, y: 402, size: 10.5 },
      { text: "Finished 1 degree at Northgate Technical University of", x: 244, y: 424, size: 12 },
      { text: "Applied Sciences", x: 244, y: 440, size: 12 },
      { text: "BEng · Biomedical Engineering", x: 257, y: 460, size: 10.5 },
    ];
    const parsed = await parseResume(await buildPdf([[...sidebar, ...timeline]]));
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Senior Quality Engineer, Assay Platforms", "Harbourline Diagnostics", "2022-03", "Present"],
      ["Test Technician", "Vistula Medical Devices", "2018-05", ""],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Own the release testing of two benchtop analysers sold across the Baltic states.",
      "Cut the regression cycle from nine days to four with a shared fixture library.",
      "Joined the complaints review board in 2023.",
    ]);
    expect(parsed.resume.education.map((s) => [s.institution, s.degree, s.fieldOfStudy, s.endDate])).toEqual([
      ["Northgate Technical University of Applied Sciences", "BEng", "Biomedical Engineering", "2018-05"],
    ]);
  });
});

describe("a role's bullets written as plain sentences, the last a short one that names a job's word", () => {
  it("keeps 'Led four engineers.' in the role above, not as the next role's title", () => {
    const parsed = parsedFromText(`Olga Petrenko
olga.p@example.com
Experience
Senior Developer, Quillby Ltd, Berlin
Jan 2019 – Present
Built the billing platform.
Led four engineers.
Developer
Orbix GmbH, Munich
Mar 2015 – Dec 2018
Wrote the search service.`);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([
      ["Senior Developer", "Quillby Ltd"],
      ["Developer", "Orbix GmbH"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities).toEqual([
      "Built the billing platform.",
      "Led four engineers.",
    ]);
  });
});

describe("a role's projects, each with its 'Role:' line, as IT resumes list them", () => {
  it("reads the part played in each project as the role's detail, not as a role of its own", () => {
    const parsed = parsedFromText(`Pavel Orlov
pavel.orlov@example.com
PROFESSIONAL EXPERIENCE
FENWICK DATA LTD, Riga, Latvia (2017-2023)
Java Developer
Project: Claims portal
Role: Backend developer
Environment: Java 11, Spring, Oracle
Project: Loyalty app
Role: Team lead
EDUCATION
Riga Technical University, 2012-2017
Master of Computer Science`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Java Developer", "FENWICK DATA LTD", "2017", "2023"],
    ]);
    expect(parsed.resume.experience[0]!.responsibilities).toContain("Role: Team lead");
  });
});

/** A one-page PDF of rows at the left margin, the first (the name) in large type, no bullets' glyphs. */
const plainPdf = (rows: string[]) =>
  buildPdf([rows.map((text, i) => ({ text, x: 50, y: 60 + i * 14, size: i === 0 ? 18 : 10 }))]);

describe("roles written as people write them, in a PDF whose bullets lost their glyphs", () => {
  const rolesOf = async (rows: string[]) =>
    rolesRead(
      await parseResume(await plainPdf(["Jane Roe", "jane.roe@example.com", "Experience", ...rows])),
      "jobTitle",
      "company",
      "startDate",
      "endDate",
      "responsibilities",
    );

  it("keeps a sentence of what was done under a dated line out of the line's fields", async () => {
    expect(
      await rolesOf([
        "Jan 2021 – present: Freelance bookkeeper",
        "Kept books for six small firms.",
        "Sep 2019 – Dec 2020: Senior Accountant, Harbourline Foods",
        "Prepared month-end accounts.",
      ]),
    ).toEqual([
      ["Freelance bookkeeper", "", "2021-01", "Present", ["Kept books for six small firms."]],
      ["Senior Accountant", "Harbourline Foods", "2019-09", "2020-12", ["Prepared month-end accounts."]],
    ]);
    expect(
      await rolesOf([
        "Harbourline Foods (Leeds)",
        "Senior Accountant, Sept 2019 – Now",
        "Prepared month-end accounts.",
      ]),
    ).toEqual([["Senior Accountant", "Harbourline Foods", "2019-09", "Present", ["Prepared month-end accounts."]]]);
  });

  it("reads 'from … to …' after the employer, a numbered entry and a title closed by a full stop", async () => {
    expect(
      await rolesOf([
        "Senior Accountant at Harbourline Foods from September 2019 to April 2023",
        "Prepared month-end accounts.",
      ]),
    ).toEqual([["Senior Accountant", "Harbourline Foods", "2019-09", "2023-04", ["Prepared month-end accounts."]]]);
    expect(
      await rolesOf([
        "1. Northwind Dairies Ltd, York. Accounts Assistant. 2016-2019.",
        "Reconciled the ledgers.",
        "2. Lakeside Mills, Hull (2014 – 2016)",
        "Position: Payroll Clerk",
        "1. Ran the weekly payroll.",
      ]),
    ).toEqual([
      ["Accounts Assistant", "Northwind Dairies Ltd", "2016", "2019", ["Reconciled the ledgers."]],
      ["Payroll Clerk", "Lakeside Mills", "2014", "2016", ["Ran the weekly payroll."]],
    ]);
  });
});

describe("schools written as people write them, with the class of the degree and a grade beside them", () => {
  it("reads what was studied after the school's town and a gap, not the town with it", async () => {
    const parsed = await parseResume(
      pastedIntoWord([
        "Jane Roe",
        "jane.roe@example.com",
        "Education",
        "Lakeview Coding School, Gdynia  iOS Developer,  -",
        "Northgate Veterinary University, Gdynia  Veterinary Paramedic,  -",
      ]),
    );
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual([
      ["Lakeview Coding School", "iOS Developer", ""],
      ["Northgate Veterinary University", "Veterinary Paramedic", ""],
    ]);
  });

  it("reads the field apart from 'Major in', a class of degree and a grade line, and drops 'Studied'", async () => {
    const rows = [
      "Jane Roe",
      "jane.roe@example.com",
      "Education",
      "Bachelor of Commerce (Hons), Major in Finance",
      "Northgate University, 2012 – 2015",
      "GPA: 3.7/4.0",
      "University of Leeds",
      "MSc Data Science, Distinction (2016 – 2017)",
      "Lakeside University – BSc (Hons) Psychology – First Class – 2011",
      "B.A. Media Studies with a concentration in Journalism, Lakeview College, 2009",
      "Studied Marine Biology at Harbour College (2005-2008)",
    ];
    const parsed = await parseResume(await plainPdf(rows));
    expect(parsed.resume.education.map((e) => [e.institution, e.degree, e.fieldOfStudy, e.endDate])).toEqual([
      ["Northgate University", "Bachelor of Commerce (Hons)", "Finance", "2015"],
      ["University of Leeds", "MSc", "Data Science", "2017"],
      ["Lakeside University", "BSc (Hons)", "Psychology", "2011"],
      ["Lakeview College", "B.A. Media Studies", "Journalism", "2009"],
      ["Harbour College", "", "Marine Biology", "2008"],
    ]);
  });
});

describe("a header that says what the document is before the name", () => {
  it("reads the name after 'Resume of', and the town after the e-mail and the number, commas between", () => {
    const { resume } = parsedFromText(`Resume of Meena Pillai
meena.pillai@example.com, +91 98470 12345, Kochi
Experience
Staff Nurse, Lakeshore Hospital, 2018 – 2023
Cared for twenty patients a shift on the surgical ward.`);
    expect(resume.personalInfo).toMatchObject({
      name: "Meena Pillai",
      email: "meena.pillai@example.com",
      phone: "+91 98470 12345",
      address: "Kochi",
    });
  });
});

describe("a skills list written as a sentence would be", () => {
  it("parts two known skills joined by 'and' and drops how well each is known", () => {
    const { resume } = parsedFromText(`Jane Roe
jane.roe@example.com
Skills
Technical: Python, SQL and Tableau
Proficient in Excel, R and Power BI; familiar with Spark and Hadoop.
Business: Budgeting, Research and Development`);
    expect(resume.skills.flatMap((group) => group.items)).toEqual([
      "Python",
      "SQL",
      "Tableau",
      "Excel",
      "R",
      "Power BI",
      "Spark",
      "Hadoop",
      "Budgeting",
      "Research and Development",
    ]);
  });

  it('drops "Expert in" and "Good with" as it drops "Proficient in"', () => {
    const { resume } = parsedFromText(`Jane Roe
jane.roe@example.com
Skills
Expert in Python and SQL; good with Go and Rust.`);
    expect(resume.skills.flatMap((group) => group.items)).toEqual(["Python", "SQL", "Go", "Rust"]);
  });
});

describe("a role's years written the short way", () => {
  it("reads '2019–21' as 2019 to 2021, not a year and its month, nor a sentence's '2019 - 25k' as a range", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
QA Engineer, Quillby Ltd, 2019–21
Moved the suite to SharePoint 2019 - 25k+ tests a night.
Tester, Orbix Labs, 2015 - 18
Wrote the regression plans.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["QA Engineer", "Quillby Ltd", "2019", "2021"],
      ["Tester", "Orbix Labs", "2015", "2018"],
    ]);
  });
});

describe("headings of other names for the usual sections", () => {
  it("reads 'Personal Profile', 'Employment Record', 'Stack' and 'Memberships', no membership read as a school", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Personal Profile
Ward nurse with ten years on surgical wards.
Employment Record
Staff Nurse, Lakeshore Hospital, 2015 – 2023
Cared for twenty patients a shift.
Education
BSc Nursing, Northgate University, 2014
Professional Memberships
Member, Royal Society of Ward Nurses, 2016
Stack
Epic, Cerner`);
    expect(parsed.sections.map((s) => s.kind)).toEqual([
      "contact",
      "summary",
      "experience",
      "education",
      "volunteer",
      "skills",
    ]);
    expect(parsed.resume.education.map((s) => s.institution)).toEqual(["Northgate University"]);
    expect(rolesRead(parsed, "jobTitle", "company")).toEqual([["Staff Nurse", "Lakeshore Hospital"]]);
  });
});

describe("certifications written 'name, issuer, year', one a line", () => {
  it("reads each line's name and issuer apart, a level with its name, and no empty brackets", () => {
    const { resume } = parsedFromText(`Jane Roe
jane.roe@example.com
Certifications
AWS Certified Solutions Architect – Associate (2022)
Google Data Analytics Professional Certificate, Coursera, 2021
PMP, Project Management Institute, 2020
Certified Nursing Assistant, State of Ohio, 2015
Basic Life Support (BLS), American Heart Association`);
    expect(resume.certifications.map((c) => [c.name, c.issuingOrganization, c.dateObtained])).toEqual([
      ["AWS Certified Solutions Architect – Associate", "", "2022"],
      ["Google Data Analytics Professional Certificate", "Coursera", "2021"],
      ["PMP", "Project Management Institute", "2020"],
      ["Certified Nursing Assistant, State of Ohio", "", "2015"],
      ["Basic Life Support (BLS)", "American Heart Association", ""],
    ]);
  });
});

describe("what became of an employer, written beside its name", () => {
  it("reads '(acquired by …)', '(now …)' and '(formerly …)' as no field of the role", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Software Engineer II, Quillby Bank (acquired by Northwind Group), 2017 – 2020
• Built the loan engine.
Orbix Labs (formerly Lakeside Software), Data Engineer, 2015 – 2017
• Built the nightly pipelines.`);
    expect(rolesRead(parsed, "jobTitle", "company", "startDate", "endDate")).toEqual([
      ["Software Engineer II", "Quillby Bank", "2017", "2020"],
      ["Data Engineer", "Orbix Labs", "2015", "2017"],
    ]);
  });
});
