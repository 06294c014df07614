import { describe, expect, it } from "vitest";
import { parsedFromText } from "../test/parsed-from-text.ts";
import type { JsonResumePerson } from "./corpus/person.ts";
import { scoreParse, truthFromJsonResume } from "./parser-truth.ts";

const person: JsonResumePerson = {
  basics: { name: "Jonas Weber", email: "jonas.weber@example.de" },
  work: [
    { name: "Voralpen Antriebstechnik GmbH", position: "Design Engineer", startDate: "2019-04" },
    { name: "Isartal Maschinenbau AG", position: "Mechanical Engineer", startDate: "2014-09", endDate: "2019-03" },
  ],
};

describe("the parser's scorer", () => {
  it("asks for a role's dates only where the page prints its range, not where its years stand elsewhere", () => {
    // A converter kept the first role's range ("2019-04 —", its open end the dash alone) and lost the second's;
    // its start year is still on the page, as a school's end.
    const parsed = parsedFromText(`Jonas Weber
jonas.weber@example.de
Experience
Design Engineer, Voralpen Antriebstechnik GmbH
2019-04 —
• Led the design of a planetary gearbox series.
Mechanical Engineer, Isartal Maschinenbau AG
—
• Ran tolerance stack-ups in CETOL.
Education
Technische Universität München, Bachelor of Engineering, 2010 – 2014`);
    const { fields } = scoreParse(truthFromJsonResume(person), parsed);
    expect(fields["start date"]).toEqual({ right: 1, total: 1 });
    expect(fields["end date"]).toEqual({ right: 1, total: 1 });
    expect(fields.company).toEqual({ right: 2, total: 2 });
  });
});
