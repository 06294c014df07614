// Fields of a role's or a school's header, as real Word resumes write them (invented people and employers).
import { describe, expect, it } from "vitest";
import { parsedFromText } from "../../test/parsed-from-text.ts";

const roles = (text: string) =>
  parsedFromText(`Jane Roe\njane.roe@example.com\nExperience\n${text}`).resume.experience.map((role) => [
    role.jobTitle,
    role.location,
  ]);

describe("a role's header that runs on into a sentence", () => {
  it("ends the place at the full stop: 'Title, , City, Country. Did …'", () => {
    expect(
      roles(`2012 - 2021, Radio Network Engineer, , Kazan, Russia. Planned radio coverage for three regions.
2010 - 2012, Support Engineer, , Samara, Russia.
Configured the office network.`),
    ).toEqual([
      ["Radio Network Engineer", "Kazan, Russia"],
      ["Support Engineer", "Samara, Russia"],
    ]);
  });
});

describe("a role written as labelled lines", () => {
  it("reads the labelled dates, employer, title and place, the labels left out", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
Period: 2019 - Present
Company: Northwind Traders
Position: Senior Accountant
Location: Seattle, WA
Responsibilities:
- Closed the books each month.
Period: 2015 - 2018
Company: Globex Corp
Position: Staff Accountant
- Reconciled the ledgers.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location, role.startDate, role.endDate])).toEqual([
      ["Senior Accountant", "Northwind Traders", "Seattle, WA", "2019", "Present"],
      ["Staff Accountant", "Globex Corp", "", "2015", "2018"],
    ]);
  });
});

describe("an employer's line under the role: name, web address, what the employer is", () => {
  it("reads the name as the company and leaves the description out", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
Lead Product Analyst Mar 2019 - Present
Northwind-Retail,www.northwind.pl, one of the largest furniture chains in Poland
Responsibilities and Experience:
grew the analytics group from 3 to 19 people;`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company])).toEqual([["Lead Product Analyst", "Northwind-Retail"]]);
  });
});

describe("an employer, then its title, run together on one line", () => {
  it("parts them after the company's word, the title going on after a comma", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
Lakeside General Hospital Registered Nurse, Cardiac Unit
Jun 2019 - Present
• Provide direct care for a 28-bed cardiac unit.
Brenner Antriebstechnik GmbH Senior Mechanical Design Engineer
Mar 2016 - May 2019
• Designed gearboxes for conveyor drives.
Harbor Talent Partners FZ-LLC - Recruitment Coordinator
Jan 2014 - Feb 2016
• Scheduled interviews.`).resume.experience;
    expect(read.slice(0, 2).map((role) => [role.jobTitle, role.company])).toEqual([
      ["Registered Nurse, Cardiac Unit", "Lakeside General Hospital"],
      ["Senior Mechanical Design Engineer", "Brenner Antriebstechnik GmbH"],
    ]);
    // (Not after a company's word that a legal form follows: "Partners | FZ-LLC - …" is no employer and title.)
    expect(read[2]!.company).toContain("FZ-LLC");
  });
});

describe("a title, then after a space the month and year it began", () => {
  it("reads the date as the role's, not as its company", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
Backend Developer Mar 2020
Responsibilities:
Built the booking service of a travel agency.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.startDate])).toEqual([
      ["Backend Developer", "", "2020-03"],
    ]);
  });
});

describe("a template that prints no title: the employer alone beside the dates", () => {
  const employers = (text: string) =>
    parsedFromText(`Jane Roe\njane.roe@example.com\nExperience\n${text}`).resume.experience.map((role) => [
      role.jobTitle,
      role.company,
    ]);

  it("reads each name as the company, and joins no role to the employer above it", () => {
    expect(
      employers(`Brightline Freight Software   2021-04 - Present
Closed $2.4M in new annual revenue.
Summit Payroll Solutions   2018-02 - 2021-03
Managed a pipeline of 60 opportunities.
Quillbyte   2016 - 2018
Booked 210 qualified meetings.
Frontier Office Supply   2014 - 2016
Grew a book of 300 accounts.`),
    ).toEqual([
      ["", "Brightline Freight Software"],
      ["", "Summit Payroll Solutions"],
      ["", "Quillbyte"],
      ["", "Frontier Office Supply"],
    ]);
  });

  it("still puts the roles dated within an employer's time under it", () => {
    expect(
      employers(`Northwind Logistics   2016 - 2022
Senior Developer   2019 - 2022
• Built the routing service.
Developer   2016 - 2019
• Wrote the billing jobs.`),
    ).toEqual([
      ["Senior Developer", "Northwind Logistics"],
      ["Developer", "Northwind Logistics"],
    ]);
  });
});

const schools = (text: string) =>
  parsedFromText(`Jane Roe\njane.roe@example.com\nEducation\n${text}`).resume.education.map((school) => [
    school.institution,
    school.degree,
    school.fieldOfStudy,
  ]);

describe("a degree, then a school known by a name of its own", () => {
  it("reads the school after the comma though no school's word names it", () => {
    expect(schools("B.S. in Electronics Engineering (EE), Technion, 2005\nMBA, INSEAD, 2012")).toEqual([
      ["Technion", "B.S.", "Electronics Engineering (EE)"],
      ["INSEAD", "MBA", ""],
    ]);
  });

  it("reads a degree whose field's initials stand in brackets under its school as the degree, no place", () => {
    const text = "Jane Roe\njane.roe@example.com\nEducation\nTechnion\nB.S. in Electronics Engineering (EE), 2007";
    const read = parsedFromText(text).resume;
    expect(read.education.map((s) => [s.institution, s.degree, s.fieldOfStudy, s.endDate])).toEqual([
      ["Technion", "B.S.", "Electronics Engineering (EE)", "2007"],
    ]);
    // ("EE" is also Estonia's code: the line had been read as a town there, and as the person's address.)
    expect(read.personalInfo.address).toBe("");
  });

  it("joins a school's last word wrapped onto a line of its own in a narrow lane ('at Lakeview Coast State' / 'University')", () => {
    expect(
      schools("Bachelor of Science in\nComputer Science\nat Lakeview Coast State\nUniversity\nAug 2006 - May 2010"),
    ).toEqual([["Lakeview Coast State University", "Bachelor of Science", "Computer Science"]]);
  });

  it("parts the school from its degree at a gap: 'QTC  Associate's Degree (2011  2014)'", () => {
    expect(schools("QTC  Associate's Degree (2011  2014)\nNetwork Systems Administration")).toEqual([
      ["QTC", "Associate's Degree", "Network Systems Administration"],
    ]);
  });

  it("reads each of a job portal's degrees under its level's label ('UG:', 'PG:') as a school of its own", () => {
    expect(
      schools(`UG: B.Tech/B.E. (Computers) from Anna University, Chennai in 2017
PG: MBA/PGDM (Finance) from Symbiosis Institute, Pune in 2019`),
    ).toEqual([
      ["Anna University", "B.Tech/B.E.", "Computers"],
      ["Symbiosis Institute", "MBA/PGDM", "Finance"],
    ]);
  });

  it("leaves a job portal's table header out, and no space at a field's end", () => {
    expect(
      schools(`Qualification | Institute | Year | Percentage
B.Tech (CSE) | Anna University | 2017 | 78%
HSC | St. Joseph's School | 2013 | 85%`),
    ).toEqual([
      ["Anna University", "B.Tech (CSE)", ""],
      ["St. Joseph's School", "HSC", ""],
    ]);
    expect(schools("B.Tech in Computer Science, Anna University, 2017, CGPA 8.2/10")).toEqual([
      ["Anna University", "B.Tech", "Computer Science"],
    ]);
  });

  it("reads the field after a teaching or law degree's initials ('PGCE Secondary Mathematics', 'LLB Law')", () => {
    expect(
      schools("PGCE Secondary Mathematics, University of Leeds, 2015\nLLB Law, King's College London, 2012"),
    ).toEqual([
      ["University of Leeds", "PGCE", "Secondary Mathematics"],
      ["King's College London", "LLB", "Law"],
    ]);
  });

  it("reads Central European degrees written as their short title ('Ing.', 'Mgr.')", () => {
    expect(
      schools(
        "Ing. in Computer Science, Czech Technical University in Prague, 2016\nMgr. in Economics, Charles University, 2014",
      ),
    ).toEqual([
      ["Czech Technical University in Prague", "Ing.", "Computer Science"],
      ["Charles University", "Mgr.", "Economics"],
    ]);
  });

  it("keeps an honours degree's '(Hons)' with its initials and reads the field after it", () => {
    expect(
      schools(
        "BSc (Hons) Business Management, University of Leeds, 2014\nBEng Hons Civil Engineering, University of Kent, 2010",
      ),
    ).toEqual([
      ["University of Leeds", "BSc (Hons)", "Business Management"],
      ["University of Kent", "BEng Hons", "Civil Engineering"],
    ]);
  });

  it("leaves a field after the comma the degree's ('BA, Philosophy')", () => {
    expect(schools("BA, Philosophy, 2001")[0]![0]).not.toBe("Philosophy");
  });
});

describe("two titles of one role, after a comma, among roles that print the employer first", () => {
  it("keeps 'Senior System Analyst, Project Lead' the title, and the employer of the role above", () => {
    const parsed = parsedFromText(`Jane Roe
Experience
Northwind Bank
September 2019  Senior Team Manager
currently working
Led four teams.
December 2017  Senior System Analyst, Project Lead
September 2019
Automated the cash deals.
Quillmate Consulting
August 2012  Senior System Analyst
December 2017
Built reports.`);
    expect(parsed.resume.experience.map((role) => [role.jobTitle, role.company])).toEqual([
      ["Senior Team Manager", "Northwind Bank"],
      ["Senior System Analyst, Project Lead", "Northwind Bank"],
      ["Senior System Analyst", "Quillmate Consulting"],
    ]);
  });
});

describe("a bulleted role with no bullets of its own, right over the next role's bulleted header", () => {
  it("is a role of its own, with its dates", () => {
    const parsed = parsedFromText(`Jane Roe
Experience
•  Software Engineer, Hanbit Soft
Jul, 2016 - Nov, 2018
   •  Wrote settlement jobs for a payments app.
•  Server Developer, Naru Games
Jan, 2014 - Jan, 2016
•  Research Intern, Daejeon Institute
Jun, 2013 - Dec, 2013`);
    expect(parsed.resume.experience.map((role) => [role.jobTitle, role.startDate, role.endDate])).toEqual([
      ["Software Engineer", "2016-07", "2018-11"],
      ["Server Developer", "2014-01", "2016-01"],
      ["Research Intern", "2013-06", "2013-12"],
    ]);
  });
});

describe("a role's range set in the margin across two rows of its bullet", () => {
  it("reads 'April 2015' at one row's end and '— September 2019' at the next one's start as the role's dates", () => {
    const parsed = parsedFromText(`Jane Roe
Experience
October 2019 — December 2021
Data Scientist,  Kieferstein Versicherungen AG
- Brought fraud-review precision from 0.61 to 0.78.
Research Assistant,  Northgate University
- Published six papers on morphological parsing   April 2015
— September 2019   of compound words.`);
    const assistant = parsed.resume.experience.at(-1)!;
    expect([assistant.jobTitle, assistant.startDate, assistant.endDate]).toEqual([
      "Research Assistant",
      "2015-04",
      "2019-09",
    ]);
    expect(assistant.responsibilities.join(" ")).not.toContain("2015");
  });
});

describe("a title's field in brackets", () => {
  it("stays the title's, while a place we know in brackets is the role's place", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
Senior Software Developer (Scala)
Northwind Labs, Munich
March 2019 - February 2022
- Built the billing service.
Software Engineer II (Payments)
Quillby, Hamburg
March 2017 - February 2019
- Moved the ledger to events.
Software Engineer (Berlin)
Globex
March 2015 - February 2017
- Kept the lights on.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location])).toEqual([
      ["Senior Software Developer (Scala)", "Northwind Labs", "Munich"],
      ["Software Engineer II (Payments)", "Quillby", "Hamburg"],
      ["Software Engineer", "Globex", "Berlin"],
    ]);
  });
});

describe("'Title, Employer, Country' where the employer is a name of one word", () => {
  it("reads the employer, not a town of that name in the country, and no line of what was done as the employer", () => {
    const read = parsedFromText(`Jane Roe\njane.roe@example.com\nExperience
2021 - 2022  QA Engineer, Northwind, Germany
Tested the claims portal
2019 - 2020  Java Developer, Quillby, Poland
Fixed bugs in the routing service.
2017 - 2018  Support Engineer, St.Petersburg, Russia
Answered the support line.
2016 - 2017  SDE-2, Quillby, Bengaluru
Fixed the build.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location])).toEqual([
      ["QA Engineer", "Northwind", "Germany"],
      ["Java Developer", "Quillby", "Poland"],
      ["Support Engineer", "", "St.Petersburg, Russia"],
      ["SDE-2", "Quillby", "Bengaluru"],
    ]);
  });
});

/** Each school and what it gave, the field of study left out. */
const schoolsAndDegrees = (text: string) => schools(text).map(([school, degree]) => [school, degree]);

describe("courses and the schools of courses online", () => {
  it("reads a list of courses, each with its provider in brackets, wrapped over lines, as entries", () => {
    expect(
      schoolsAndDegrees(`2009  Northgate University, BSc Physics
Most recent courses:
Kubernetes Basics (Linux Foundation); Terraform in Depth (HashiCorp);
Go for Engineers (Coursera)`),
    ).toEqual([
      ["Northgate University", "BSc"],
      ["Linux Foundation", "Kubernetes Basics"],
      ["HashiCorp", "Terraform in Depth"],
      ["Coursera", "Go for Engineers"],
    ]);
    expect(schoolsAndDegrees("Courses: Machine Learning (Coursera); SQL for Data Analysis (Udacity)")).toEqual([
      ["Coursera", "Machine Learning"],
      ["Udacity", "SQL for Data Analysis"],
    ]);
  });

  it("takes a school of courses online before or after its course as the school, the course as what was earned", () => {
    expect(
      schoolsAndDegrees(`2019  Machine Learning, Coursera
2018  SQL for Data Analysis, Udacity
Udemy — The Complete Rust Course (2021)`),
    ).toEqual([
      ["Coursera", "Machine Learning"],
      ["Udacity", "SQL for Data Analysis"],
      ["Udemy", "The Complete Rust Course"],
    ]);
  });

  it("opens a new entry at a school of courses online named alone under a dated degree", () => {
    expect(
      schoolsAndDegrees(`Finance
Bachelor of Applied Statistics, 2011
Coursera
Practical Python Workshop, 2020`),
    ).toEqual([
      ["Finance", "Bachelor of Applied Statistics"],
      ["Coursera", "Practical Python Workshop"],
    ]);
  });

  it("reads no school from a line whose name a document lost ('1998  .')", () => {
    expect(schoolsAndDegrees("1998  .\nCourses: Machine Learning (Coursera); SQL for Data Analysis (Udacity)")).toEqual(
      [
        ["Coursera", "Machine Learning"],
        ["Udacity", "SQL for Data Analysis"],
      ],
    );
  });
});

describe("the employer in brackets after the title", () => {
  it("reads 'Java Developer (Northwind Bank)' as the title and its employer", () => {
    expect(roles("Java Developer (Northwind Bank), 2019 – 2021\n- Built the payments API.")).toEqual([
      ["Java Developer", ""],
    ]);
    expect(
      parsedFromText(
        "Jane Roe\njane.roe@example.com\nExperience\nJava Developer (Northwind Bank), 2019 – 2021\n- Built the API.",
      ).resume.experience[0]?.company,
    ).toBe("Northwind Bank");
  });
});

describe("a title set before the city, the employer apart", () => {
  it("reads 'Northwind  Tutor Bath, United Kingdom' as the employer, the title and the place", () => {
    expect(
      parsedFromText(
        "Jane Roe\njane.roe@example.com\nExperience\nNorthwind  Tutor Bath, United Kingdom\nTaught maths to pupils.\nQuillby  Data engineer Bath, United Kingdom\nWrote the loading jobs.",
      ).resume.experience.map((role) => [role.company, role.jobTitle, role.location]),
    ).toEqual([
      ["Northwind", "Tutor", "Bath, United Kingdom"],
      ["Quillby", "Data engineer", "Bath, United Kingdom"],
    ]);
  });
});

describe("an employer whose name opens with capitals that spell a link word", () => {
  it("keeps 'AT' of 'AT Northwind', and drops the link word 'at' before an employer", () => {
    expect(
      parsedFromText(
        "Jane Roe\njane.roe@example.com\nExperience\nAT Northwind\nAugust 2012 - December 2017  Senior Data Analyst\n- Wrote the specifications.\nQuillby\nApril 2011 - August 2012  Data Analyst\n- Wrote more specifications.",
      ).resume.experience.map((role) => [role.company, role.jobTitle]),
    ).toEqual([
      ["AT Northwind", "Senior Data Analyst"],
      ["Quillby", "Data Analyst"],
    ]);
  });
});

describe("a provider's course under another school's lines", () => {
  it("heads an entry of its own, the full stop that closes it notwithstanding", () => {
    expect(
      schoolsAndDegrees(`Udemy course. Web shops with Vue.js/Express
Built a bookshop demo [Vue & Express &
Redis].
Nova Learn Portugal education program: Kotlin basics.
Studied: coroutines, collections, Ktor.`),
    ).toEqual([
      ["Udemy", "Web shops with Vue.js/Express"],
      ["Nova Learn Portugal", "Kotlin basics"],
    ]);
  });
});

describe("an employer's own dated line over its roles", () => {
  it("is no role of its own, and a skill in a role's lines is that role's", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Northwind Bank (2016 – present)
Team Lead (2020 – present)
- Led the payments team.
Senior Developer (2016 – 2020)
- Moved the ledger to Kafka.`);
    expect(parsed.resume.experience.map((role) => [role.jobTitle, role.company, role.startDate])).toEqual([
      ["Team Lead", "Northwind Bank", "2020"],
      ["Senior Developer", "Northwind Bank", "2016"],
    ]);
    expect(parsed.skills.find((skill) => skill.name === "Kafka")?.entryIndex).toBe(1);
  });
});

describe("a heading of roles again among the roles", () => {
  it("ends the role above and is no field of the next: 'Relevant Experience', 'Military Service'", () => {
    expect(
      parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Java Developer, Northwind, 2019 - 2021
- Built the API.
Relevant Experience
Data Analyst, Quillby, 2016 – 2018
- Analysed data.
Military Service
IDF, Intelligence Corps, Data Analyst, 2012 – 2015
- Analysed more data.`).resume.experience.map((role) => [role.jobTitle, role.company]),
    ).toEqual([
      ["Java Developer", "Northwind"],
      ["Data Analyst", "Quillby"],
      ["Data Analyst", "IDF, Intelligence Corps"],
    ]);
  });
});

describe("headings people write for courses and internships", () => {
  it("reads 'Additional education', 'Further education', 'Internship' and 'Trainings' as their sections", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Internship
QA Intern, Northwind, 2021
- Tested the app.
Additional education
Northgate University, BSc Physics, 2019
Further education
Quillby Academy, Data Analysis course, 2020
Trainings
Scrum Master Training, 2022`);
    expect(parsed.sections.map((section) => section.kind)).toEqual([
      "contact",
      "experience",
      "education",
      "certifications",
    ]);
    expect(parsed.resume.experience.map((role) => role.jobTitle)).toEqual(["QA Intern"]);
    expect(parsed.resume.education.map((school) => school.institution)).toEqual([
      "Northgate University",
      "Quillby Academy",
    ]);
  });
});

describe("a role's one short line of what was done, with no bullet", () => {
  it("is the role's body, not a part of its header ('Fixed bugs.')", () => {
    const read = parsedFromText(
      "Jane Roe\njane.roe@example.com\nExperience\nQuillby, Tel Aviv    2016 – 2019\nJunior Developer\nFixed bugs.",
    ).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location, role.responsibilities])).toEqual([
      ["Junior Developer", "Quillby", "Tel Aviv", ["Fixed bugs."]],
    ]);
    const ongoing = parsedFromText(
      "Jane Roe\njane.roe@example.com\nExperience\n06/2016 – 02/2019\nQuillby, Tel Aviv\nJunior Developer\nFixing bugs.",
    ).resume.experience;
    expect(ongoing.map((role) => [role.company, role.location])).toEqual([["Quillby", "Tel Aviv"]]);
  });
});

describe("a city whose name holds a school's word", () => {
  it("reads 'College Station, TX' whole as the role's place", () => {
    expect(
      roles(
        "Undergraduate Research Assistant    June 2020 – Present\nNorthgate University    College Station, TX\n• Built a REST API.",
      ),
    ).toEqual([["Undergraduate Research Assistant", "College Station, TX"]]);
  });
});

describe("dates with the day after the month, and German short months", () => {
  it("reads 'March 1, 2019 – May 31, 2021' and 'Okt. 2019 – Mär. 2021' to the month", () => {
    const read = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Java Developer, Northwind Bank
March 1, 2019 – May 31, 2021
- Built the API.
Junior Developer, Quillby
Okt. 2017 – Mär. 2019
- Fixed bugs in the app.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.startDate, role.endDate])).toEqual([
      ["Java Developer", "2019-03", "2021-05"],
      ["Junior Developer", "2017-10", "2019-03"],
    ]);
  });
});

describe("how the work was done, beside a role's title", () => {
  it("is no place when the header names one, and no part of the title as a label or in brackets", () => {
    const read = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Backend Developer (remote)
Quillby Ltd., Berlin, Germany
2020 – Present
- Built the API.
Contract: Java Developer, Polarit, Haifa (2018 – 2020)
- Built the billing service.
Web Developer (self-employed), 2016 – 2018
- Built shop back offices.
QA Engineer (remote)
Northwind Bank
2015 – 2016
- Tested the claims portal.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location])).toEqual([
      ["Backend Developer", "Quillby Ltd.", "Berlin, Germany"],
      ["Java Developer", "Polarit", "Haifa"],
      ["Web Developer", "", ""],
      ["QA Engineer", "Northwind Bank", "remote"],
    ]);
  });
});

describe("open ends and separators as people write them", () => {
  it("reads 'nowadays' (and 'nowdays'), 'up to date', 'until now', 'till today', 'so far', 'the present', a tilde and an arrow", () => {
    const read = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
Team Lead, Northwind Bank, Jun 2021 – nowadays
- Led the team.
Java Developer, Quillby, 2019 – up to date
- Built the API.
Tester, Globex, 2018 - until now
- Tested the app.
Support Engineer, Initech, 2017 - till today
- Answered calls.
Analyst, Umbrella, 2016 – so far
- Wrote reports.
Intern, Hooli, 2014 ~ 2015
- Learned.
Trainee, Acme, 2013 → present
- Learned more.
Courier, Vantera, Jun 2011 – nowdays
- Delivered.
Clerk, Polarit, 2010 – the present
- Filed.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.startDate, role.endDate])).toEqual([
      ["Team Lead", "2021-06", "Present"],
      ["Java Developer", "2019", "Present"],
      ["Tester", "2018", "Present"],
      ["Support Engineer", "2017", "Present"],
      ["Analyst", "2016", "Present"],
      ["Intern", "2014", "2015"],
      ["Trainee", "2013", "Present"],
      ["Courier", "2011-06", "Present"],
      ["Clerk", "2010", "Present"],
    ]);
  });
});

describe("a school's level as a label before it", () => {
  it("reads 'High school:', 'Higher education:', 'Secondary education -' as labels, not schools", () => {
    expect(
      schoolsAndDegrees(`Higher education: Northgate University, BSc Physics, 2015
Secondary education - Lincoln Grammar School, 2011
High school: Lincoln High School, 2010`),
    ).toEqual([
      ["Northgate University", "BSc"],
      ["Lincoln Grammar School", ""],
      ["Lincoln High School", ""],
    ]);
  });
});

describe("headings numbered as written", () => {
  it("reads '1. Experience', '2. Education', 'III. Skills' as the sections they name", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
1. Experience
Java Developer, Northwind Bank, 2019 – 2021
- Built the API.
2. Education
Northgate University, BSc Physics, 2015
III. Skills
Java, Spring, SQL`);
    expect(parsed.sections.map((section) => section.kind)).toEqual(["contact", "experience", "education", "skills"]);
    expect(parsed.resume.education.map((school) => school.institution)).toEqual(["Northgate University"]);
  });
});

describe("a sample of the most-starred LaTeX CV's shapes", () => {
  it("reads 'S.Korea' as a country and 'Quillbit. Co., Ltd.' whole, a legal form after the name's full stop", () => {
    const parsed = parsedFromText(`Min Park
Hangang-daero, Yongsan-gu, Seoul, S.Korea | (+82) 10-0000-0000 | min@example.com
Experience
Quillbit. Co., Ltd.    Seoul, S.Korea
Software Architect    Jun. 2017 - May. 2018
• Designed the service's architecture.
Education
Northgate Institute of Science and Technology    Pohang, S. Korea
B.S. in Computer Science and Engineering    Mar. 2006 - Aug. 2013`);
    expect(parsed.resume.personalInfo.address).toBe("Seoul, S.Korea");
    expect(parsed.resume.experience.map((role) => [role.jobTitle, role.company, role.location])).toEqual([
      ["Software Architect", "Quillbit. Co., Ltd.", "Seoul, S.Korea"],
    ]);
    expect(parsed.resume.education.map((school) => [school.institution, school.degree, school.fieldOfStudy])).toEqual([
      ["Northgate Institute of Science and Technology", "B.S.", "Computer Science and Engineering"],
    ]);
  });
});

describe("two degrees under one school's name", () => {
  it("reads the second degree as the same school's, its grade a detail, not the school", () => {
    expect(
      schools(`Northgate University
MEng in Computer Science
Dec 2014 | Ithaca, NY
BS in Computer Science
May 2014 | Ithaca, NY
Cum. GPA: 3.83 / 4.0`),
    ).toEqual([
      ["Northgate University", "MEng", "Computer Science"],
      ["Northgate University", "BS", "Computer Science"],
    ]);
  });
});

describe("a school's short name, a dash, its long name", () => {
  it("reads 'Technion – Israel Institute of Technology' as one school's name", () => {
    expect(
      schools(`Master's degree, Computer Science, Technion – Israel Institute of Technology, 2012–2014
Northgate – Lakeview University of Applied Sciences
B.Sc. in Physics, 2008 – 2012`),
    ).toEqual([
      ["Technion – Israel Institute of Technology", "Master's degree", "Computer Science"],
      ["Northgate – Lakeview University of Applied Sciences", "B.Sc.", "Physics"],
    ]);
  });
});

describe("'Co-founder' and commas inside an employer's brackets", () => {
  it("reads 'Co-founder & CTO' as the title and keeps a bracket's commas with its employer", () => {
    const read = parsedFromText(`Jane Roe
jane.roe@example.com
Experience
VP of Engineering, Quillby (Series B fintech, 120 people), Berlin, 2019 – 2022
- Grew the team.
Co-founder & CTO, Northwind, 2016 – 2019
- Built the product.
Go Developer (Training, Mar. 2014  Jun. 2016)
- Learned.`).resume.experience;
    expect(read.map((role) => [role.jobTitle, role.company, role.location])).toEqual([
      ["VP of Engineering", "Quillby", "Berlin"],
      ["Co-founder & CTO", "Northwind", ""],
      ["Go Developer (Training)", "", ""],
    ]);
  });
});

describe("the field first, the degree after the comma", () => {
  it("reads 'Computer Science, BSc' and 'Nursing, Bachelor of Science' as the degree and its field", () => {
    expect(
      schools(`Northgate University — Computer Science, BSc (2012–2016)
Lakeview College
Nursing, Bachelor of Science
2008 – 2012`),
    ).toEqual([
      ["Northgate University", "BSc", "Computer Science"],
      ["Lakeview College", "Bachelor of Science", "Nursing"],
    ]);
  });
});

describe("a degree's grade, class and field as people set them beside it", () => {
  it("reads the grade and the class in brackets or after a comma as details, and the field in brackets", () => {
    const parsed = parsedFromText(`Jane Roe
jane.roe@example.com
Education
Lakeshore State University — B.S. Computer Science, May 2018 (GPA 3.8/4.0)
M.Sc. Data Science (Distinction) – Northgate University (2019–2020)
BA (Hons) English Literature, 2:1 — University of Westmoor, 2015–2018
Bachelor of Commerce (Accounting), Harbour Business School, 2014
Certificate in Project Management, Eastfield University (online), 2021`);
    expect(
      parsed.resume.education.map((school) => [
        school.institution,
        school.degree,
        school.fieldOfStudy,
        school.endDate,
        school.details[0] ?? "",
      ]),
    ).toEqual([
      ["Lakeshore State University", "B.S.", "Computer Science", "2018-05", "GPA 3.8/4.0"],
      ["Northgate University", "M.Sc.", "Data Science", "2020", "Distinction"],
      ["University of Westmoor", "BA (Hons)", "English Literature", "2018", "2:1"],
      ["Harbour Business School", "Bachelor of Commerce", "Accounting", "2014", ""],
      ["Eastfield University", "Certificate", "Project Management", "2021", ""],
    ]);
  });

  it("reads the initials of degrees in design, the fine arts, architecture and social work before the field", () => {
    expect(
      schools(`BFA Interaction Design, Lakeshore College of the Arts, 2017
BDes Product Design, Harbour School of Design, 2016
MSW Social Work, Northgate University, 2014`),
    ).toEqual([
      ["Lakeshore College of the Arts", "BFA", "Interaction Design"],
      ["Harbour School of Design", "BDes", "Product Design"],
      ["Northgate University", "MSW", "Social Work"],
    ]);
  });

  it("reads a profile export's 'Degree - initials, field'", () => {
    expect(schools("Northgate University\nBachelor of Science - BS, Computer Science\n2014 - 2018")).toEqual([
      ["Northgate University", "Bachelor of Science - BS", "Computer Science"],
    ]);
  });
});
