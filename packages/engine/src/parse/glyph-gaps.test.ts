import { describe, expect, it } from "vitest";
import { rejoinBrokenWords } from "./glyph-gaps.ts";

describe("words rebuilt where a printer's uneven glyph gaps broke them", () => {
  it("joins pieces into the known words they spell, capitals and acronyms too", () => {
    expect(rejoinBrokenWords("Se nior FullStack and Q A Engine e r")).toBe("Senior FullStack and QA Engineer");
    expect(rejoinBrokenWords("C ONTACT")).toBe("CONTACT");
    expect(rejoinBrokenWords("AWS S QS and H R")).toBe("AWS SQS and HR");
    expect(rejoinBrokenWords("Front Range State Univers i ty")).toBe("Front Range State University");
    // Regions and countries are words the engine knows.
    expect(rejoinBrokenWords("Mysuru, Karnat aka, Jap an")).toBe("Mysuru, Karnataka, Japan");
  });

  it("reads a skill written as its name is written, and keeps a skill's words as they stand", () => {
    expect(rejoinBrokenWords("Git Docker PostgreSQL Red is AWS EC2")).toBe("Git Docker PostgreSQL Redis AWS EC2");
    expect(rejoinBrokenWords("The red is bright")).toBe("The red is bright");
    expect(rejoinBrokenWords("Excel Power BI Power Query")).toBe("Excel Power BI Power Query");
  });

  it("joins a name's lower-case tail, but never a word into the next when both are words", () => {
    expect(rejoinBrokenWords("N athan F elds tein")).toBe("Nathan Feldstein");
    expect(rejoinBrokenWords("a cross-functi o nal team")).toBe("a cross-functional team");
    expect(rejoinBrokenWords("to day in to")).toBe("to day in to");
  });

  it("joins a name's head that is no word to a short, rare word's worth of tail, but not a longer run", () => {
    expect(rejoinBrokenWords("Gra ce Wanjiku Kamau")).toBe("Grace Wanjiku Kamau");
    expect(rejoinBrokenWords("Siobhan O'Bri en")).toBe("Siobhan O'Brien");
    expect(rejoinBrokenWords("Lakesh ore University")).toBe("Lakeshore University");
    // Known words the pieces spell win over one long word of none.
    expect(rejoinBrokenWords("Informat io n ar chitecture")).toBe("Information architecture");
    // A name's word that no everyday word ends so ("wb", "wg") takes even a common tail, where the name goes on.
    expect(rejoinBrokenWords("Catawb a Valley College")).toBe("Catawba Valley College");
    expect(rejoinBrokenWords("Harrowg ate Park School")).toBe("Harrowgate Park School");
    // The words most written stay words of their own after a name; so does a word that other languages end so.
    expect(rejoinBrokenWords("Kowalski and the team")).toBe("Kowalski and the team");
    expect(rejoinBrokenWords("Estagiário de Testes")).toBe("Estagiário de Testes");
  });

  it("leaves known words apart rather than run them into one word of none ('hourly r ounding')", () => {
    expect(rejoinBrokenWords("Cut p atient fal ls o n th e ward by 2 7% with hourly r oundin g a nd bed checks.")).toBe(
      "Cut patient falls on the ward by 27% with hourly rounding and bed checks.",
    );
  });

  it("closes gaps no text has: in dates, addresses, before a comma, inside a hyphenated name", () => {
    expect(rejoinBrokenWords("Sep , 2016 - Jul, 20 19")).toBe("Sep, 2016 - Jul, 2019");
    expect(rejoinBrokenWords("2021- 01 — 2023 -12")).toBe("2021-01 — 2023-12");
    expect(rejoinBrokenWords("01 /2015 - 01/ 2019")).toBe("01/2015 - 01/2019");
    expect(rejoinBrokenWords("ht tps://feldst ein.examp le.com")).toBe("https://feldstein.example.com");
    expect(rejoinBrokenWords("maya.thorn ton @ exa mple.com")).toBe("maya.thornton@example.com");
    expect(rejoinBrokenWords("Chinonso Okafor- Adeyemi")).toBe("Chinonso Okafor-Adeyemi");
  });

  it("rebuilds an e-mail address broken anywhere: before the '@', after the dot, in its domain's word", () => {
    expect(rejoinBrokenWords("Email: lena.novak.petrovi c@example. com")).toBe(
      "Email: lena.novak.petrovic@example.com",
    );
    expect(rejoinBrokenWords("anna.kowal@example.c a (416) 555-0163")).toBe("anna.kowal@example.ca (416) 555-0163");
    expect(rejoinBrokenWords("lucas.ferr eira@ex ample .com.br")).toBe("lucas.ferreira@example.com.br");
    // Cut by the line's end before its domain's dot, and that dot on the next line.
    expect(rejoinBrokenWords("ke nji.sato@exampl")).toBe("kenji.sato@exampl");
    expect(rejoinBrokenWords("e .com")).toBe("e.com");
  });

  it("keeps a double space, the words' own gap, and dashes set apart", () => {
    expect(rejoinBrokenWords("Java  Script - Spring")).toBe("Java  Script - Spring");
  });
});
