// Step 5d: the skills section as the builder's categories. "Category: a, b, c", a category line followed
// by a list, or several categories side by side (their lists then follow in the same order). Proficiency
// words ("Advanced", "Native Speaker") are levels, not skills.

import { lookupSkill, matchSkills } from "../skills/match-skills.ts";
import type { ExperienceEntry, SkillCategory, TextLine } from "../types.ts";
import { CONTACT_LABEL_WORDS } from "./contact.ts";
import { listsKnownTools, textBlockRight } from "./entries.ts";
import { BULLET_PREFIX, isCommonWord, joinWrapped, openBrackets, withinBrackets } from "./normalise-text.ts";
import { LABEL_BEFORE_TEXT, TOOLS_LABEL, TOOLS_LABEL_AFTER_SENTENCE } from "./role-words.ts";
import { SPOKEN_LANGUAGE, sharesAnEdge, wrapsAroundNeighbour } from "./sections.ts";

const LEVEL_WORDS =
  "beginner|elementary|intermediate|upper intermediate|advanced|expert|proficient|native(?: speaker)?|fluent|basic|novice|master|good|excellent|working knowledge|conversational|(?:basic|independent|proficient) user";
const LEVEL = new RegExp(`^(?:${LEVEL_WORDS}|\\d(?:\\/\\d+)?|[★☆●○](?:\\s*[★☆●○])*)$`, "i");
/**
 * The Europass CV's grid of digital skills: the five areas of the EU's DigComp framework over a level each, the
 * words of its cells wrapped ("Information" / "processing", "Independent" / "user"). No skill of the person's.
 */
const SELF_ASSESSMENT =
  /^(?:self-assessment|information(?: processing)?|processing|communication|content(?: creation)?|creation|safety|problem(?: solving)?|solving|(?:basic|independent|proficient)(?: user)?|user)$/i;
/** A cell only that grid has ("Communication" or "Problem solving" alone may be a person's own skills). */
const DIGCOMP_ONLY =
  /^(?:self-assessment|information(?: processing)?|processing|content(?: creation)?|creation|independent(?: user)?|user)$/i;
/** "4", "365", "2.0": a number alone on a line of a skills list (a version, or a rating). */
const NUMBER_ALONE = /^\d+(?:\.\d+)?$/;
/** Commas, bullets, bars, and the two-space gap the layout leaves between chips. */
const LIST_SEPARATORS = /\s*(?:,|;|•|\||·|\u2022)\s*|\s{2,}/;

/**
 * "Sepsis  protocols", "Medication  administration": a chip's second word set as far apart as chips are (a
 * theme that spaces every word so) goes with the first when it is an everyday lower-case word, not a skill.
 */
function joinChipWords(text: string): string {
  return text.replace(/(\p{L})\s{2}(?=(\p{Ll}[\p{L}-]*)(?:\s|$))/gu, (gap, last: string, word: string) =>
    isCommonWord(word) && matchSkills(word).length === 0 ? `${last} ` : gap,
  );
}

/** "familiar with Java", "basic knowledge of C++": how well, before the skill's name. */
const HOW_WELL =
  /^(?:(?:some |basic |good )?(?:familiar(?:ity)? with|knowledge of|experience (?:with|in))|basics of)\s+(?=\S)/i;

/**
 * "Operating Systems: Windows" inside a list: the name of the next group, run into the list where a Word
 * resume sets several groups on one line. (Not "Code::Blocks".)
 */
const GROUP_NAME_INSIDE = /^(?:[\p{L}/&+-]+\s){0,2}[\p{L}/&+-]+:\s+(?=\S)/u;
/** "Tailwind and more.", "Express etc": the list's own end, no part of its last item. */
const LIST_GOES_ON = /\s+(?:and (?:more|others|so on)|etc)\.*$/i;

/**
 * "Excel ★★★★☆", "SAP - Advanced", "SQL (intermediate)": a rating or a level after the skill, its own or set off
 * by a dash, a colon or brackets, is no part of its name.
 */
const LEVEL_AFTER = new RegExp(
  `(?:\\s+[★☆●○](?:\\s*[★☆●○])*|\\s*[-–—:]\\s*(?:${LEVEL_WORDS})|\\s*\\((?:${LEVEL_WORDS})\\))$`,
  "i",
);

/**
 * "Spring Boot / Security / Data / JPA": three or more parts, slashes with spaces between, are items of their own;
 * so are two skills we know, "PostgreSQL / Redis".
 */
const slashedItems = (item: string) => {
  const parts = item.split(/\s+\/\s+/);
  return parts.length >= 3 || (parts.length === 2 && parts.every((part) => lookupSkill(part))) ? parts : [item];
};

/**
 * "Java: advanced; Python: intermediate; Go: basic": skills each with its level after a colon or a dash, two or
 * more, and no group's name. Their names, or null.
 */
function ratedSkills(text: string): string[] | null {
  const pieces = text.split(/\s*[;,]\s*/).filter(Boolean);
  if (pieces.length < 2 || !pieces.every((piece) => LEVEL_AFTER.test(piece))) return null;
  const names = pieces.map((piece) => piece.replace(LEVEL_AFTER, "").trim());
  // ("Languages: English — Native, French — Fluent": a group's name before the first is no skill's.)
  return names.every((name) => name && name.split(/\s+/).length <= 4 && !/:|\s{2}/.test(name)) ? names : null;
}

/** A list's items as its separators part them. */
function separatedItems(text: string): string[] {
  return withinBrackets(joinChipWords(text).replace(BULLET_PREFIX, "").split(LIST_SEPARATORS))
    .flatMap(slashedItems)
    .map((item) =>
      item
        .trim()
        .replace(LIST_GOES_ON, "")
        .replace(/\.$/, "")
        .replace(HOW_WELL, "")
        .replace(GROUP_NAME_INSIDE, "")
        // ("Haiku (a desktop system for hobbyists)": what the skill is, in brackets, is no part of its name.)
        .replace(/\s*\((?:a|an|the)\s[^()]*\)$/i, ""),
    )
    .filter((item) => item && !LEVEL.test(item));
}

/** "Strong knowledge of", "Experience with", "Good understanding of": the words before skills a sentence lists. */
const KNOWLEDGE_OF =
  /^(?:(?:strong|good|solid|deep|basic|working|excellent|hands-on|practical)\s+)?(?:knowledge|understanding|experience|expertise|familiarity|proficiency)\s+(?:of|with|in)\s+/i;

/** "Proficient in Python", "familiar with Spark", "knowledge of Git": how well, before the skill an item names. */
const PROFICIENT_IN = new RegExp(
  `^(?:very\\s+)?(?:proficient|familiar|experienced|skilled|competent|versed|fluent|expert|good)\\s+(?:in|with|of)\\s+(?=\\S)|${KNOWLEDGE_OF.source}`,
  "i",
);

/**
 * "SQL and Tableau", "R and SQL" at a list's end: two skills we know, each standing alone as a skill, joined by
 * "and" (not "Research and Development", a skill of its own, nor everyday words).
 */
const knownPairJoinedByAnd = (item: string) =>
  joinedByAnd(item, (first, second) => !lookupSkill(item) && namesSkillAlone(first) && namesSkillAlone(second));

/** Two items of a word or two each joined by "and", apart when `apart` says they are two. */
function joinedByAnd(item: string, apart: (first: string, second: string) => boolean): string[] {
  const pair = /^(\S+(?: \S+)?) and (\S+(?: \S+)?)$/.exec(item.replace(/\.$/, ""));
  return pair && apart(pair[1]!, pair[2]!) ? [pair[1]!, pair[2]!] : [item];
}

/** A list's items, a run of chips whose separators were lost split too. */
function splitItems(text: string): string[] {
  // ("Strong knowledge of Java Core and OOP": a sentence that lists skills, its "and" a separator.)
  const core = text.replace(BULLET_PREFIX, "").trim();
  const sentence = KNOWLEDGE_OF.exec(core);
  return separatedItems(sentence ? core.slice(sentence[0].length) : text)
    .map((item) => item.replace(PROFICIENT_IN, ""))
    .flatMap((item) => (sentence ? item.split(/\s+and\s+/) : [item]))
    .flatMap(knownPairJoinedByAnd)
    .flatMap(kindAndItsTools)
    .flatMap(splitRunTogether)
    .flatMap(knownSkillsOnly)
    .filter((item) => !LEVEL.test(item));
}

/**
 * "Motion & 3D design (Blender, Figma, Cinema 4D)": a kind of skill with three tools or more in brackets, the
 * kind and each tool an item of its own. Not a skill we know and its parts or versions ("Angular (Signals, Forms,
 * Router)", "Python (3.8, 3.10, 3.12)"), nor a vendor's product ("Microsoft Office (Word, Excel, PowerPoint)").
 */
function kindAndItsTools(item: string): string[] {
  const [, head = "", list = ""] = /^([^()]+?)\s*\(([^()]+)\)$/.exec(item) ?? [];
  const tools = list.split(/\s*,\s*/).filter(Boolean);
  const kind = head.trim();
  // ("Quarkus (Quarkus Panache, Quarkus Cache, Quarkus Security)": or a tool and its family's own products,
  // named in full.)
  const family = kind.split(/\s+/)[0]!;
  const ownProducts = tools.filter((tool) => tool.startsWith(`${family} `)).length >= 3;
  if (tools.length < 3 || VENDOR.test(family) || (lookupSkill(kind) && !ownProducts)) return [item];
  return [kind, ...tools];
}

/** A vendor's name before its product ("AWS EC2", "Azure Functions"): one item. */
const VENDOR = /^(?:aws|amazon|azure|gcp|google|microsoft|ms|apache|oracle|adobe|sap|ibm|atlassian|salesforce)$/i;

/**
 * "MongoDB Redis" in "Oracle, SQLite, MongoDB Redis, Cassandra": two or three words that are each a skill we know,
 * and together none, are that many items whose comma was lost (knownSkillsRun, with no word left unknown).
 */
function knownSkillsOnly(item: string): string[] {
  const words = item.trim().split(/\s+/);
  if (words.length > 3 || VENDOR.test(words[0]!)) return [item];
  const pieces = knownSkillsRun(item);
  return pieces.every(namesSkillAlone) ? pieces : [item];
}

/**
 * A piece that is a skill as it stands: not an everyday word ("Coaching"), unless it is a skill's own name as the
 * dictionary writes it, no soft skill ("Python", "Excel" and "Tableau" are words too).
 */
function namesSkillAlone(piece: string): boolean {
  const skill = lookupSkill(piece);
  return !!skill && (!isCommonWord(piece) || (skill.name === piece && skill.type !== "soft"));
}

/** A word in lower case that is a skill of its own, not the rest of a chip ("dbt", "scikit-learn"). */
const ownLowerCaseSkill = (word: string) => !isCommonWord(word) && lookupSkill(word) !== undefined;

/**
 * "with", "for", "&", "/": a word after which a chip goes on ("Attendance tracking with SIMS", "R&D for Medical
 * Devices", "Spring Boot / Security / JPA").
 */
const JOINING_WORD = /^(?:with|for|of|in|on|to|and|or|at|by|via|using|the|a|an|&|\+|\/)$/;

/** "IBM Spectrum Protect Server (SPS)": a name whose last words' initials its bracket spells, one skill. */
function spellsInitials(item: string): boolean {
  const [, name = "", short = ""] = /^(.+?)\s*\(([A-Z]{2,6})\)$/.exec(item) ?? [];
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return !!short && initials.endsWith(short);
}

/**
 * "Tableau Power BI Matplotlib Dashboard design": chips whose separators a conversion lost (a web page saved as
 * Word), too long for one skill, read back by their shape. A chip starts with a capital; words in lower case,
 * numbers and what a bracket holds go on with it ("Dashboard design", "Analytics 4", "GD&T (ISO GPS)"). Among
 * capitalised words the longest skill we know is one chip ("Power BI"), and an everyday word we do not know as a
 * skill goes with the chip before it, or the first with the next ("Salesforce Marketing Cloud", "Epic EHR").
 */
function splitRunTogether(item: string): string[] {
  const words = item.trim().split(/\s+/);
  // ("Google Places API (search)", "Microsoft Office (Word, Excel, PowerPoint)": a vendor's product, as in
  // knownSkillsOnly, whatever its brackets hold.)
  const outsideBrackets = item
    .replace(/\([^()]*\)/g, "")
    .trim()
    .split(/\s+/);
  if (
    words.length < 4 ||
    lookupSkill(item) ||
    (outsideBrackets.length <= 3 && VENDOR.test(words[0]!)) ||
    // ("Bourne Shells (zsh, dash)": two words and what their bracket holds; "IBM Spectrum Protect Server (SPS)": a
    // name its bracket spells the initials of.)
    outsideBrackets.length < 3 ||
    spellsInitials(item)
  )
    return [item];
  const tokens: string[][] = [];
  let open = 0;
  for (const [index, word] of words.entries()) {
    const goesOn =
      open > 0 || JOINING_WORD.test(words[index - 1] ?? "") || (!/^\p{Lu}/u.test(word) && !ownLowerCaseSkill(word));
    if (goesOn && tokens.length > 0) tokens.at(-1)!.push(word);
    else tokens.push([word]);
    open += openBrackets(word);
  }
  const chips: string[][] = [];
  let leading: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    // (A known skill may end inside a token: "Google Analytics" of "Google" / "Analytics 4".)
    const span = [4, 3, 2].find((n) => {
      if (i + n > tokens.length) return false;
      const joined = tokens
        .slice(i, i + n - 1)
        .flat()
        .concat(tokens[i + n - 1]![0]!);
      return lookupSkill(joined.join(" ")) !== undefined;
    });
    const chip = tokens.slice(i, i + (span ?? 1)).flat();
    i += span ?? 1;
    const lone = chip.length === 1 && !lookupSkill(chip[0]!) && isCommonWord(chip[0]!);
    const before = chips.at(-1);
    if (lone && before && /^\P{Ll}/u.test(before.at(-1)!)) before.push(...chip);
    else if (lone && !before) leading.push(...chip);
    else {
      chips.push([...leading, ...chip]);
      leading = [];
    }
  }
  return chips.length >= 2 ? chips.map((chip) => chip.join(" ")) : [item];
}

/**
 * A short line of skills one a line is one skill ("Google Classroom", "Power BI"), unless each of its words is a
 * skill we know on its own and the line is none: "Go Kotlin Java SQL", a row of chips run together; "Tableau Excel" of
 * two words when each is a skill as it stands (namesSkillAlone).
 */
function shortLineItems(text: string): string[] {
  const slashed = slashedItems(text);
  if (slashed.length > 1) return slashed;
  const words = text.split(/\s+/);
  // (A vendor's product of two words is one: "AWS EC2", "Oracle HCM".)
  const pieces = words.length >= 3 || (words.length === 2 && !VENDOR.test(words[0]!)) ? knownSkillsRun(text) : [text];
  // (Every word a skill: "LinkedIn Sales Navigator", its last word none we know, is one.)
  const skill = words.length >= 3 ? (piece: string) => !!lookupSkill(piece) : namesSkillAlone;
  return pieces.length === words.length && pieces.every(skill) ? pieces : [text];
}

/**
 * "MATLAB Teamcenter SAP PLM Python": skills we know, one after another with nothing between them, as one item
 * each (the longest known skill first); unchanged unless known skills cover every word but at most one, and no
 * known skill covers the whole.
 */
function knownSkillsRun(item: string): string[] {
  const words = item.trim().split(/\s+/);
  if (words.length < 2 || lookupSkill(item)) return [item];
  const pieces: string[] = [];
  let unknown = 0;
  for (let i = 0; i < words.length; ) {
    const length = [4, 3, 2, 1].find((n) => i + n <= words.length && lookupSkill(words.slice(i, i + n).join(" ")));
    if (length) {
      pieces.push(words.slice(i, i + length).join(" "));
      i += length;
    } else {
      pieces.push(words[i]!);
      unknown++;
      i++;
    }
  }
  return unknown <= 1 && pieces.length - unknown >= 2 ? pieces : [item];
}

// (Asked of most lines, often twice: the separators alone tell, without looking items up in the skills dictionary.)
function isList(text: string): boolean {
  return LIST_SEPARATORS.test(text) && separatedItems(text).length >= 2;
}

/** A row of chips: items set apart by runs of spaces ("Go  Python  SQL"). */
function isChipRow(text: string): boolean {
  return /\S {2}\S/.test(text) && isList(text);
}

/** An item whose list goes on in the next row: "Telemetry monitoring ·". */
const CONTINUES = /[,;•|·]$/;

/**
 * "Automation" over "Cypress", "Playwright" set further in: a group's name over its items, one a line. (Not the
 * last of a run of items at its edge, nor a line over a bulleted one.)
 */
function namesIndentedItems(above: TextLine | undefined, line: TextLine, next?: TextLine, after?: TextLine): boolean {
  if (!next || line.x <= 0 || next.page !== line.page || next.isBullet) return false;
  // (Items set at one edge, not right-aligned ones whose edges differ by their widths.)
  if (!after || Math.abs(after.x - next.x) > 2) return false;
  if (above && Math.abs(above.x - line.x) <= 2) return false;
  const text = line.text.trim();
  // (An indent, not the next column of a grid: "A-level Mathematics" beside "Restorative practice".)
  const indent = next.x - line.x;
  // (Chips set in boxes are indented by their padding alone: a few points.)
  return indent >= 2.5 && indent <= 60 && !/[,;(/]|[-–]$/.test(text) && !/^\p{Ll}/u.test(next.text.trim());
}

/**
 * A line of one or two words in lower case ends the item above it ("Telemetry" / "monitoring"), unless it opens
 * with a skill of its own, or the line above is a whole skill the two would not make one with ("Selenium" / "k6").
 */
function endsItemAbove(above: string, text: string): boolean {
  if (!/^\p{Ll}/u.test(text) || text.split(/\s+/).length > 2 || opensWithOwnSkill(above, text)) return false;
  const lastAbove = above.split(/\s{2,}|,\s*/).at(-1)!;
  return !(lookupSkill(lastAbove) && !lookupSkill(`${lastAbove} ${text}`));
}

/**
 * A line that starts with a skill of its own written in lower case ("scikit-learn", "dbt  LightGBM"), which
 * with the end of the line above makes no skill: an item, not the wrapped end of the one above.
 */
function opensWithOwnSkill(above: string, text: string): boolean {
  const first = text.split(/\s{2,}|,\s*/)[0]!;
  const lastAbove = above.split(/\s{2,}|,\s*/).at(-1)!;
  return !!lookupSkill(first) && !lookupSkill(`${lastAbove} ${first}`);
}

/** "HR   Employee relations, …": a group's name set apart before its list on the same line. */
const GROUP_NAME_BEFORE = /^[^,;•|·]{1,40}?\s{2,}(?=\S[^,]*,)/;

/**
 * A list wrapped by the page: "…, Motor control circuits, Thermal" / "imaging", "Crew super-" / "vision, …",
 * "…, Fault-finding," / "Testing and commissioning, …". Rows of a grid (cells set apart) are left alone.
 */
function joinWrappedLists(lines: TextLine[], blockRight: Map<string, number>): TextLine[] {
  // A line of a list written with separators, whose next line's first word would not have fitted before the
  // text block's edge, was wrapped by the page mid-item ("… • Designated" / "Safeguarding Lead training").
  // (Chips set apart by gaps end where their row ends.)
  const numberLines = lines.filter((line) => NUMBER_ALONE.test(line.text.trim())).length;
  const separated = (text: string) => /[,;•|·]/.test(text) && !/\S\s{2,}\S/.test(text.replace(GROUP_NAME_BEFORE, ""));
  // "Practices" over "Distributed systems, System design, …": a group's name over its own list, not the end of
  // the list above it, however close to that list a theme sets it.
  const namesListBelow = (line: TextLine, next: TextLine | undefined) =>
    !!next &&
    /^\p{Lu}[\p{L}&/ -]*$/u.test(line.text.trim()) &&
    line.text.trim().split(/\s+/).length <= 3 &&
    Math.abs(next.x - line.x) <= 3 &&
    separated(next.text.trim()) &&
    separatedItems(next.text).length >= 2 &&
    // (Not a list that opens with a name of its own: "Systems   SAP SuccessFactors, …", "Pastoral: …".)
    !GROUP_NAME_BEFORE.test(next.text.trim()) &&
    !/^[^:,]{2,40}:\s/.test(next.text.trim());
  const wrappedMidItem = (previous: TextLine, ownList: string, line: TextLine, next: TextLine | undefined) => {
    const text = previous.text.trim();
    const firstWord = line.text.trim().split(/\s+/)[0] ?? "";
    const right = blockRight.get(`${line.page}:${line.column}`);
    // Under the list's own start, past a group's name set before it (where exactly, the line's text cannot
    // tell: the gap is one wide space).
    const underList = ownList !== text && line.x > previous.x + 10 && line.x < previous.x + previous.width / 3;
    return (
      right !== undefined &&
      previous.width > 0 &&
      separated(text) &&
      (separated(line.text.trim()) || line.text.trim().split(/\s+/).length <= 3) &&
      (Math.abs(previous.x - line.x) <= 3 || underList) &&
      Math.abs(previous.fontSize - line.fontSize) <= 0.5 &&
      !CONTINUES.test(text) &&
      // (A row of a table of groups opens with its own group's name: "Data   Airflow, …" / "Languages  Python, …".)
      !(GROUP_NAME_BEFORE.test(text) && GROUP_NAME_BEFORE.test(line.text.trim())) &&
      previous.x + previous.width + (firstWord.length * 0.55 + 0.3) * line.fontSize > right &&
      !namesListBelow(line, next)
    );
  };
  const out: TextLine[] = [];
  for (const [index, line] of lines.entries()) {
    const previous = out.at(-1);
    const before = previous?.text.trim() ?? "";
    const text = line.text.trim();
    const ownList = before.replace(GROUP_NAME_BEFORE, "");
    const inList = LIST_SEPARATORS.test(ownList) && !/\s{3,}/.test(ownList) && !/\s{3,}/.test(text);
    // A name or an item that ends on a joining word goes on below, in its own size and at one of its edges
    // ("Teaching &" / "Curriculum", "Attendance tracking with" / "SIMS" set flush right).
    const joinedOn =
      !!previous &&
      /(?:\s&|\s(?:and|with|of|for))$/i.test(before) &&
      Math.abs(previous.fontSize - line.fontSize) <= 0.5 &&
      sharesAnEdge(previous, line) &&
      !BULLET_PREFIX.test(text);
    // One skill a line, wrapped: "Medication" / "administration"; not a skill written in lower case on its own
    // line ("PyTorch" / "scikit-learn", "Apache Spark" / "dbt").
    // A number alone ("Google Analytics" / "4", "Microsoft" / "365") is no skill: the version of the one above
    // (where numbers stand under most items, they are ratings).
    const versionWraps =
      !!previous &&
      numberLines <= 2 &&
      NUMBER_ALONE.test(text) &&
      /\p{L}$/u.test(before) &&
      Math.abs(previous.fontSize - line.fontSize) <= 0.5;
    const itemWraps =
      !!previous &&
      !inList &&
      !/\s{3,}/.test(before) &&
      before.split(/\s+/).length <= 3 &&
      (endsItemAbove(before, text) || joinedOn || versionWraps);
    const wraps =
      itemWraps ||
      (previous &&
        inList &&
        !BULLET_PREFIX.test(text) &&
        // ("…, UniData;" / "Other Skills:": a group's name on its own line opens the next group.)
        !/^[^:]{2,40}:(?:\s|$)/.test(text) &&
        (/[,;]$/.test(before) ||
          /-$/.test(before) ||
          // ("Quarkus (Quarkus Panache, …, Quarkus" / "Security, Quarkus Cache), …": a bracket still open.)
          (openBrackets(before) > 0 && !/\S\s{2,}\S/.test(before)) ||
          (/^\p{Ll}/u.test(text) && !opensWithOwnSkill(before, text)) ||
          wrappedMidItem(previous, ownList, line, lines[index + 1])));
    if (!wraps || !previous) out.push(line);
    else {
      const joined = joinWrapped(before, text);
      out[out.length - 1] = { ...previous, text: joined };
    }
  }
  return out;
}

/**
 * The cell of a grid row whose left edge is nearest `below`'s: cells' edges estimated from their place in the
 * row's text, since a row is one line of text with its cells set apart.
 */
function cellAbove(row: TextLine | undefined, below: TextLine): string | undefined {
  if (!row?.width || !below.x) return undefined;
  const text = row.text.trim();
  const cells = [...text.matchAll(/(?:^|\s{3,})(\S(?:.*?\S)?)(?=\s{3,}|$)/g)];
  if (cells.length < 2) return undefined;
  const nearest = cells
    .map((cell) => ({
      cell: cell[1]!,
      x: row.x + (row.width * (cell.index! + cell[0].indexOf(cell[1]!))) / text.length,
    }))
    .sort((a, b) => Math.abs(a.x - below.x) - Math.abs(b.x - below.x))[0];
  return nearest && Math.abs(nearest.x - below.x) < row.width / cells.length / 2 ? nearest.cell : undefined;
}

/**
 * "MEDDICC, Challenger Sale, Solution" / "Sales Methodology" / "selling, Negotiation": a table's row whose list
 * wraps onto two lines, its group's name centred on their height between them: one row, the name before the list.
 */
function joinCentredNames(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [first, name, second] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const centred =
      !!name &&
      !!second &&
      wrapsAroundNeighbour(first, name, second) &&
      name.x < first.x &&
      Math.abs(name.y - (first.y + second.y) / 2) <= 1.5 &&
      name.text.trim().split(/\s+/).length <= 4;
    if (!centred) {
      out.push(first);
      continue;
    }
    // (As one row, the name set apart before its list, as the rows that do not wrap read.)
    const list = joinWrapped(first.text.trim(), second.text.trim());
    out.push({ ...name, text: `${name.text.trim()}   ${list}`, width: first.x + first.width - name.x });
    i += 2;
  }
  return out;
}

/**
 * Chips set one a line in boxes spaced apart, one of them wrapped in its box ("Designated" / "Safeguarding Lead" /
 * "training"): lines of one chip stand closer than the chips do.
 */
function joinWrappedChips(lines: TextLine[]): TextLine[] {
  const pitchTo = (line: TextLine, next: TextLine | undefined) =>
    next && next.page === line.page && Math.abs(next.x - line.x) <= 1 && next.fontSize === line.fontSize && line.y > 0
      ? next.y - line.y
      : null;
  const pitches = lines.map((line, i) => pitchTo(line, lines[i + 1])).filter((p): p is number => p !== null);
  const chipPitch = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)];
  // (Only where chips stand well apart, two lines' height: one item a line in plain type wraps nowhere here.)
  if (!chipPitch || pitches.length < 4 || chipPitch < (lines[0]?.fontSize ?? 10) * 1.7) return lines;
  const out: TextLine[] = [];
  lines.forEach((line, i) => {
    const pitch = i > 0 ? pitchTo(lines[i - 1]!, line) : null;
    const previous = out.at(-1);
    // (A line's own pitch, within 1.6 of its size: farther apart, the lines are items of their own.)
    const wrapped = pitch !== null && pitch > 0 && pitch < chipPitch * 0.8 && pitch <= line.fontSize * 1.6;
    if (previous && wrapped && !/\s{2,}/.test(line.text.trim()))
      out[out.length - 1] = { ...previous, text: joinWrapped(previous.text.trim(), line.text.trim()) };
    else out.push(line);
  });
  return out;
}

/**
 * "VCS Git, Mercurial" / "Build tools Gradle, Jenkins" / "Misc Emacs, Markdown": a table of groups pasted with the gap
 * between each name and its list lost. Where three lines or more open so (a name of a few words we do not know as a
 * skill, then one we do, then the rest of a list), each line is its name's group: "VCS: Git, Subversion".
 */
function groupNamesRunOn(lines: TextLine[]): TextLine[] {
  const named = lines.map((line) => nameBeforeFirstSkill(line.text.trim()));
  if (named.filter(Boolean).length < 3) return lines;
  return lines.map((line, i) => {
    const [name, list] = named[i] ?? [];
    return name ? { ...line, text: `${name}: ${list}` } : line;
  });
}

/** "Distributions Fedora, Arch Linux" -> ["Distributions", "Fedora, Arch Linux"]: the words before a known skill. */
function nameBeforeFirstSkill(text: string): [string, string] | null {
  const comma = text.indexOf(",");
  // (A name set apart by a gap is read as such already: "Systems   Oracle Opera PMS, …".)
  if (comma < 0 || text.includes(":") || BULLET_PREFIX.test(text) || /\s{2,}/.test(text.slice(0, comma))) return null;
  const words = text.slice(0, comma).split(/\s+/);
  if (words.length > 5 || VENDOR.test(words[0]!)) return null;
  for (let k = 1; k < words.length && k <= 3; k++) {
    const name = words.slice(0, k).join(" ");
    const first = words.slice(k).join(" ");
    // (Words only: "Languages - Java, Kotlin" is read by its dash.)
    if (/^\p{Lu}[\p{L}\s]*$/u.test(name) && lookupSkill(first) && !lookupSkill(name))
      return [name, `${first}${text.slice(comma)}`];
  }
  return null;
}

/** "Languages: Python, SQL | Tools: Jira, Docker": groups set one after another on a line, one line each. */
function splitLabelledGroups(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const pieces = line.text.trim().split(/\s+[|•;]\s+(?=[^:|;•,]{2,40}:\s)/);
    return pieces.length >= 2 && /^[^:]{2,40}:\s/.test(pieces[0]!) ? pieces.map((text) => ({ ...line, text })) : [line];
  });
}

/** "Finance & Accounting - Financial modelling, FP&A": a group's name set before its list with a dash. */
function dashLabelled(text: string): RegExpExecArray | null {
  const match = /^(\p{Lu}[^:,;–—-]{1,38}?)\s+[-–—]\s+(.+)$/u.exec(text.replace(BULLET_PREFIX, ""));
  return match && match[1]!.split(/\s+/).length <= 4 && isList(match[2]!) ? match : null;
}

/** "Professional skills: SQL, C#, Python", "• Key Skills: …": a list of skills labelled so, on a line of its own. */
const SKILLS_LINE = /^((?:\p{Lu}[\p{L}-]*\s+){0,3}[Ss]kills)\s*:\s*(\S.*,.*)$/u;

/**
 * Skills listed on a labelled line outside a Skills section (in a summary, under the contact details): groups of
 * their own, so the analysis does not ask for a Skills section that the page has, under another name.
 */
export function labelledSkillLines(
  lines: TextLine[],
  listed: SkillCategory[],
  /** A project's lines: the tools they name are the project's own ("Technologies: Go, Redis"). */
  ofProjects: Set<TextLine> = new Set(),
): SkillCategory[] {
  const known = new Set(listed.map((group) => group.category.toLowerCase()));
  return lines.flatMap((line, at) => {
    const text = line.text.trim().replace(BULLET_PREFIX, "");
    const tools = ofProjects.has(line) ? null : TOOLS_LABEL.exec(text);
    // ("Technologies: Vue.js, Django, Spring" / "Boot, Kotlin, Git.": a tools list goes on over the next line.)
    const skillsLine = SKILLS_LINE.exec(text);
    // ("Programming languages: Java, Python" / "Databases: PostgreSQL, MySQL" under a heading of another name: a
    // group's name of a few words over skills we know, two at least.)
    // (Not the languages a person speaks, nor a pasted sidebar's contact label before the next lines' words.)
    const group =
      skillsLine || tools || ofProjects.has(line) || CONTACT_LINE.test(text) ? null : LABEL_BEFORE_TEXT.exec(text);
    const groupList =
      group && group[1]!.trim().split(/\s+/).length <= 3 && !SPOKEN_LANGUAGE.test(text)
        ? text.slice(group[0].length).replace(/\.$/, "")
        : "";
    const found = skillsLine
      ? [text, skillsLine[1]!, listGoingOn(skillsLine[2]!, lines, at)]
      : tools
        ? [text, tools[0].replace(/\s*:\s*$/, ""), listGoingOn(text.slice(tools[0].length), lines, at)]
        : groupList && listsKnownTools(groupList, 2)
          ? [text, group![1]!, groupList]
          : null;
    if (!found || known.has(found[1]!.toLowerCase())) return [];
    const items = splitItems(found[2]!).filter((item) => item.split(/\s+/).length <= 4);
    return items.length >= 2 ? [{ category: found[1]!, items }] : [];
  });
}

/** A contact detail's label line ("Tel:", "Email: …", "LN: …"), as a pasted sidebar sets one between a list's lines. */
const CONTACT_LINE = new RegExp(`^(?:${CONTACT_LABEL_WORDS})\\s*:`, "i");

/**
 * A labelled list's items, with the lines it goes on over: the next line when the list wraps onto it (no full stop
 * yet, a list below); or, for a list whose groups each end with a semicolon ("Skills: Kotlin, Java;" / "Gradle,
 * Maven;" / "Tel:" / "Ktor, Spring;"), line by line until a group ends with a full stop or a line is no such group,
 * past the contact labels a pasted sidebar sets between its lines.
 */
function listGoingOn(list: string, lines: TextLine[], at: number): string {
  if (/;$/.test(list.trim())) return groupsGoingOn(list.trim(), lines, at);
  const next = lines[at + 1];
  const wraps =
    !/\.$/.test(list) &&
    next?.index === lines[at]!.index + 1 &&
    (next.text.match(/,/g)?.length ?? 0) >= 2 &&
    !/[.!?]\s/.test(next.text);
  return wraps ? joinWrapped(list, next!.text.trim()) : list;
}

function groupsGoingOn(list: string, lines: TextLine[], at: number): string {
  let items = list;
  for (let i = at + 1; i < lines.length && lines[i]!.index === lines[i - 1]!.index + 1; i++) {
    const text = lines[i]!.text.trim();
    if (CONTACT_LINE.test(text)) continue;
    if (!/[;.]$/.test(text) || /[.!?:]\s/.test(text) || !isList(text.replace(/[;.]$/, ""))) break;
    items = `${items} ${text}`;
    if (text.endsWith(".")) break;
  }
  return items;
}

/** "Exposed and Flyway" in a role's list of tools: two tools, one of them known, a word or two each. */
const toolsJoinedByAnd = (item: string) =>
  joinedByAnd(item, (first, second) => !!(lookupSkill(first) || lookupSkill(second)));

/**
 * The tools a role's line lists: after a tools label, or the whole line when it lists tools and says nothing else,
 * or each labelled sentence that does.
 */
function roleLineTools(line: string): string[] {
  const label = TOOLS_LABEL.exec(line) ?? TOOLS_LABEL_AFTER_SENTENCE.exec(line);
  // (The list ends where a sentence starts: "Stack: Go, Redis. Cut the latency by half.")
  if (label) return [line.slice(label.index + label[0].length).split(/\.\s+(?=\p{Lu})/u)[0]!];
  // ("Kotlin, Ktor, Redis, Kafka", "Databases:  MariaDB, ClickHouse, Cassandra": most of them tools we know, under
  // any label or none; not "Wrote Python, Bash and SQL checks.")
  const list = line.replace(LABEL_BEFORE_TEXT, "").replace(/[.;]$/, "");
  if (!/[.!?]\s/.test(line)) return listsKnownTools(list) ? [list] : [];
  // ("Stack by side. Front: Svelte, Vite, Sass. Back: Ktor, Exposed and Flyway, Redis.": a labelled sentence each.)
  return line
    .split(/\.\s+(?=\p{Lu})/u)
    .filter((sentence) => LABEL_BEFORE_TEXT.test(sentence))
    .map((sentence) => sentence.replace(LABEL_BEFORE_TEXT, "").replace(/[.;]$/, ""))
    .filter(listsKnownTools);
}

/** The name of the group of skills the roles' own tool lines give. */
export const ROLE_TOOLS_GROUP = "Tools used in roles";

/**
 * The tools a person lists under their roles ("Used: HTML, CSS, React", or a line of tools alone): a group of
 * skills of its own, "Tools used in roles", holding what the skills section does not list already (a role's tools
 * are skills the person names, and a Word resume often lists them there only). Null when no role lists its tools.
 */
export function toolsUsedInRoles(roles: ExperienceEntry[], listed: SkillCategory[]): SkillCategory | null {
  const known = new Set(listed.flatMap((group) => group.items.map((item) => item.toLowerCase())));
  const items: string[] = [];
  for (const line of roles.flatMap((role) => role.responsibilities).map((text) => text.trim())) {
    for (const item of roleLineTools(line).flatMap(splitItems).flatMap(toolsJoinedByAnd)) {
      // (A sentence after the label is no list: "Tools summary: Listed under each project and …".)
      if (item.split(/\s+/).length > 4 || known.has(item.toLowerCase())) continue;
      known.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items.length ? { category: ROLE_TOOLS_GROUP, items } : null;
}

/**
 * `blockRight`: where the text block ends on each page and column, to tell wrapped lines; the page's, from
 * all its lines, tells better than the section's own.
 */
export function parseSkillsSection(
  sectionLines: TextLine[],
  blockRight: Map<string, number> = textBlockRight(sectionLines),
): SkillCategory[] {
  const lines = groupNamesRunOn(
    joinWrappedLists(splitLabelledGroups(joinCentredNames(joinWrappedChips(sectionLines))), blockRight),
  );
  const categories: SkillCategory[] = [];
  let pendingNames: string[] = [];
  // Where the category names stand, and where the rows of their items (set further right) start: each row
  // of such a grid is items ("Java   Spring Boot" under "Languages   Frameworks"), never more names.
  let namesX: number | null = null;
  let namedAt = Number.NaN;
  let itemsX: number | null = null;
  let listRow: { index: number; category: string; single: boolean } | null = null;
  // A page that sets its groups' names larger than their items ("Electrical" over "Switchboard installation"):
  // the size says which lines are names.
  const itemSize = commonSize(lines);
  const sizedNames = lines.filter((line) => line.fontSize > itemSize + 0.5).length >= 1;
  // A row taken for names ("Languages   Frameworks") that no items followed: a grid of items with no names
  // ("Minute books   Closings" / "Due diligence   Athennian").
  let unusedNames: string[] | null = null;
  const add = (category: string, allItems: string[]) => {
    unusedNames = null;
    // "Hired and trained 40+ associates across three stores" under a skill's name (a functional resume): an
    // accomplishment, not a skill.
    // (A separator left at an item's edge, as a converter that set each item and each comma on a line of its
    // own leaves it: "Go" / "," / "Python".)
    const items = allItems
      .map((item) => item.replace(/^[\s,;|·•]+|[\s,;|·•]+$/g, "").replace(LEVEL_AFTER, ""))
      // (Words in the item's brackets count for none: "Angular (RxJS, NgRx, Material, Forms)".)
      .filter((item) => item && item.replace(/\([^()]*\)/g, "").split(/\s+/).length <= 6);
    if (items.length === 0) return;
    const existing = categories.find((c) => c.category === category);
    if (existing) existing.items.push(...items.filter((i) => !existing.items.includes(i)));
    else categories.push({ category, items });
  };
  lines.forEach((line, index) => {
    const text = line.text.trim();
    const next = lines[index + 1]?.text.trim() ?? "";
    // (A group's name set a narrower gap before its list, "Languages  Python, SQL", is a cell too.)
    const groupName = GROUP_NAME_BEFORE.exec(text)?.[0];
    const columns = (
      groupName && !/\s{3,}/.test(text) ? [groupName, text.slice(groupName.length)] : text.split(/\s{3,}/)
    )
      .map((c) => c.trim())
      .filter(Boolean);
    // (No group's name holds a list's comma: "Excel (advanced), SAP, SQL: Basic" is items, the last one's level
    // after its colon.)
    const labelled = /^([^:,]{2,40}):\s*(.+)$/.exec(text) ?? dashLabelled(text);
    // A list's next row at the same indent ("Python  PyTorch" / "scikit-learn  LightGBM" / "Learning to rank")
    // stays in its group.
    const above = lines[index - 1];
    const goesOn = listRow?.index === index - 1 && !!above && Math.abs(above.x - line.x) < 2;
    const listCategory = pendingNames[0] ?? (goesOn ? listRow!.category : "General");
    // An item's next line in the same type at the same edge is an item of its group, not a group's name
    // ("Inventory control" / "Cycle counting" / "Dock scheduling  FIFO" under "Operations").
    // (After a whole list, a short line over the next list names that one: "Go, Python" / "Infrastructure".)
    // Where names and chips are both bold, weight tells nothing: a bold line over a row of chips names them.
    const namesChips = line.isBold && isChipRow(next);
    const setLikeAbove = !!above && above.fontSize === line.fontSize && above.isBold === line.isBold && !namesChips;
    const continuesGroup = goesOn && listRow!.single && listRow!.category !== "General" && setLikeAbove;
    // A chip alone on its row in a cloud of chips ("IV therapy  Wound care" / "Medication administration" /
    // "Sepsis protocols  Epic EHR"), set like the row above, is a chip: a group's name stands apart in weight.
    const inChipCloud = setLikeAbove && isChipRow(above!.text.trim()) && Math.abs(above!.x - line.x) < 2;
    const isLevelsRow =
      (columns.length > 1 && columns.every((c) => LEVEL.test(c))) ||
      (columns.every((c) => LEVEL.test(c) || SELF_ASSESSMENT.test(c)) && columns.some((c) => DIGCOMP_ONLY.test(c)));
    const indentedUnderNames =
      line.x > 0 && (itemsX !== null ? Math.abs(line.x - itemsX) < 2 : namesX !== null && line.x > namesX + 5);
    if (!indentedUnderNames && namesX !== null && line.x <= namesX + 2) itemsX = null;
    if (columns.length > 1 && !labelled && !isLevelsRow && indentedUnderNames) {
      itemsX = line.x;
      columns.forEach((column, i) => {
        add(pendingNames[i] ?? pendingNames[0] ?? "General", splitItems(column));
      });
      return;
    }
    // ("Java: advanced; Python: intermediate": a colon before each skill's level names no group.)
    const rated = ratedSkills(text.replace(BULLET_PREFIX, ""));
    if (rated) {
      add(listCategory, rated);
      return;
    }
    if (labelled) {
      // ("• Databases: PostgreSQL, MySQL": a Word list's bullet is no part of the group's name.)
      add(labelled[1]!.replace(BULLET_PREFIX, "").trim(), splitItems(labelled[2]!));
      pendingNames = [];
    } else if (isLevelsRow || LEVEL.test(text)) {
      // Proficiency levels carry no skill. A name over a level that no list follows was a skill with its rating
      // ("Python" / "5" / "SQL" / "4"): an item of the group it stands in.
      if (namedAt === index - 1 && pendingNames.length === 1 && columns.length === 1 && !isList(next)) {
        add(categories.at(-1)?.category ?? "General", pendingNames);
        pendingNames = [];
      }
    } else if (columns.length > 1 && columns.every((c) => BULLET_PREFIX.test(c))) {
      // A grid of bulleted cells ("•  IV therapy   •  Wound care   •  Triage"): one skill a cell.
      add(
        pendingNames[0] ?? "General",
        columns.map((c) => c.replace(BULLET_PREFIX, "").trim()),
      );
    } else if (endsItemAbove(lines[index - 1]?.text.trim() ?? "", text)) {
      // The end of a cell wrapped onto the next row ("Telemetry" / "monitoring"): no skill of its own, but the
      // end of the item in the cell above it.
      const cell = cellAbove(lines[index - 1], line);
      const item = cell ? splitItems(cell).at(-1) : undefined;
      const holder = item ? categories.find((c) => c.items.includes(item)) : undefined;
      if (holder && item) holder.items[holder.items.indexOf(item)] = joinWrapped(item, text);
    } else if (
      columns.length === 2 &&
      !isList(columns[0]!) &&
      !CONTINUES.test(columns[0]!) &&
      columns[0]!.split(/\s+/).length <= 4 &&
      isList(columns[1]!)
    ) {
      // "Sales Tools      Salesforce, HubSpot": a category beside its list (a lane or a table).
      add(columns[0]!, splitItems(columns[1]!));
      pendingNames = [];
    } else if (columns.length > 1 && columns.some((c) => isList(c) || CONTINUES.test(c))) {
      // Cells of a grid, lists or items that go on in the row below ("Three-phase power ·   EWP operation ·").
      columns.forEach((column, i) => {
        add(pendingNames[i] ?? pendingNames[0] ?? "General", splitItems(column));
      });
      pendingNames = [];
    } else if (columns.length > 1 && CONTINUES.test(lines[index - 1]?.text.trim() ?? "")) {
      // The last row of a grid whose rows above end in a separator: "Budgeting   Conflict resolution".
      for (const column of columns) add(pendingNames[0] ?? "General", [column]);
    } else if (columns.length > 1 && inChipCloud) {
      // ("MEDDICC  Challenger Sale   Solution selling" / "Negotiation   Forecasting": the cloud's next row, set as
      // its chips are, holds more of them, no groups' names.)
      add(categories.at(-1)?.category ?? "General", columns);
    } else if (columns.length > 1) {
      if (unusedNames) add("General", unusedNames);
      unusedNames = columns;
      pendingNames = columns;
      namesX = line.x;
      itemsX = null;
    } else if (isList(text)) {
      add(listCategory, splitItems(text));
      listRow = { index, category: listCategory, single: false };
      pendingNames = [];
    } else if (
      sizedNames
        ? line.fontSize > itemSize + 0.5 && text.split(/\s+/).length <= 5
        : text.endsWith(":") ||
          // Right under a name ("Digital Marketing:" / "Facebook Ads" / "TikTok Ads  Zalo OA"), a line is an item.
          (namedAt !== index - 1 &&
            !continuesGroup &&
            !inChipCloud &&
            text.split(/\s+/).length <= 4 &&
            // (Nor items set apart by slashes: "PostgreSQL / Redis" over "Stores: MariaDB, ClickHouse".)
            slashedItems(text).length === 1 &&
            (isList(next) || LEVEL.test(next) || namesIndentedItems(above, line, lines[index + 1], lines[index + 2])))
    ) {
      // A short line followed by a list (or by a level, then a list) names a category.
      pendingNames = [text.replace(/:$/, "")];
      namedAt = index;
      namesX = line.x;
      itemsX = null;
    } else {
      // Skills one per line, or a sentence listing them.
      add(
        listCategory,
        text.split(/\s+/).length <= 4
          ? shortLineItems(text.replace(BULLET_PREFIX, "").replace(CONTINUES, "").trim())
          : splitItems(text),
      );
      listRow = { index, category: listCategory, single: true };
    }
  });
  if (unusedNames) add("General", unusedNames);
  return categories;
}

/**
 * Skills with no "Skills" heading: a sidebar of short lines under category names ("Sales Tools" /
 * "Salesforce" / "HubSpot"…), most of which the skills dictionary knows, or set like the groups under the
 * skills heading `before` it when it ends right above that heading. Returns the run of lines, or none.
 */
export function findUnheadedSkills(candidates: TextLine[], before?: TextLine): TextLine[] {
  const isShort = (line: TextLine) =>
    line.text.trim().split(/\s+/).length <= 5 &&
    !/[@.!?:]$|@|https?:/.test(line.text.trim()) &&
    // A phone number is no skill; a standard's number is ("AS/NZS 3000 Wiring Rules").
    (line.text.match(/\d/g)?.length ?? 0) < 7 &&
    // A profile's handle ("rebecca-hollins-maths", "in/marcusdelgado") is a link, not a skill.
    !/^[a-z0-9]+(?:-[a-z0-9]+){2,}$/.test(line.text.trim()) &&
    !/^(?:in|github|gh)\/\S+$/i.test(line.text.trim());
  let best: TextLine[] = [];
  let run: TextLine[] = [];
  const close = () => {
    const known = run.filter((line) => matchSkills(line.text).length > 0).length;
    // Proficiency words ("Advanced", "Intermediate") under category names say "skills" as clearly.
    const levels = run.filter((line) => LEVEL.test(line.text.trim())).length;
    // Or the layout says it: two or more names set larger than the short lines under each of them.
    const itemSize = commonSize(run);
    const names = run.filter((line) => line.fontSize > itemSize + 0.5).length;
    const grouped = names >= 2 && run.length - names >= names * 2;
    // A group set like the skill groups under the heading right after it: its name in the heading's size over
    // smaller items ("ACCOUNTING" / "RECORD TO REPORT" … above "TOOLS" / "SAP FICO" …), from that name on (a
    // short contact line may stand above it: "DUBOIS", the end of a wrapped handle).
    const nameAt = before === undefined ? -1 : run.findIndex((line) => line.fontSize === before.fontSize);
    const likeNextGroup = nameAt >= 0 && run.at(-1)?.index === before!.index - 1 && names === 1;
    const looksLikeSkills =
      (known >= 3 && known >= run.length * 0.3) || (levels >= 1 && known >= 2) || grouped || likeNextGroup;
    const found = likeNextGroup ? run.slice(nameAt) : run;
    if (found.length >= 4 && looksLikeSkills && found.length > best.length) best = found;
    run = [];
  };
  // (A contact detail's label a pasted sidebar sets between the lines, "Tel:", "Email: …", is neither a skill nor
  // the run's end.)
  let passed = -1;
  for (const line of candidates) {
    const previous = run.at(-1);
    const contactBetween = !!previous && passed === line.index - 1 && passed > previous.index;
    if (CONTACT_LINE.test(line.text.trim())) passed = line.index;
    else if (isShort(line) && (!previous || line.index === previous.index + 1 || contactBetween)) run.push(line);
    else {
      close();
      if (isShort(line)) run.push(line);
    }
  }
  close();
  // Category names are set larger than their items: they name the lines that follow. A name wrapped over two
  // lines ("SALES" / "METHODOLOGY") is one name.
  const itemSize = commonSize(best);
  const out: TextLine[] = [];
  for (const line of best) {
    const isName = line.fontSize > itemSize + 0.5;
    const previous = out.at(-1);
    if (isName && previous?.text.endsWith(":") && line.index === previous.index + 1)
      out[out.length - 1] = { ...previous, text: `${previous.text.slice(0, -1)} ${line.text.trim()}:` };
    // "TESTING AND" / "COMMISSIONING": an item wrapped after a joining word goes on.
    else if (!isName && previous && / (?:and|&|of|with|for|to|in)$/i.test(previous.text.trim()))
      out[out.length - 1] = { ...previous, text: `${previous.text.trim()} ${line.text.trim()}` };
    else out.push(isName ? { ...line, text: `${line.text.trim()}:` } : line);
  }
  return out;
}

/** The size most of the lines are set in: the items' size (a smaller handle or note among them is not). */
function commonSize(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}
