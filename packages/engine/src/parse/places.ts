// Places as a resume writes them: "Denver, CO", "Leeds, United Kingdom", "Toronto, ON, Canada", "Remote".
// A place is a city of one to four capitalised words followed by regions or countries we know by name or
// code, so "Mid-Market, Brightline Freight Software" is not one.
import cities from "../../data/cities.json" with { type: "json" };
import { rememberedFor } from "../memo.ts";
import { MONTH_NAME } from "./dates.ts";
import { withoutAccents } from "./normalise-text.ts";
import { COMPANY_WORDS, holdsTitle, SCHOOL_WORDS } from "./role-words.ts";

/** US states, Canadian provinces, Australian states, UK nations and large regions, as resumes name them. */
const REGION_NAMES = [
  "alabama",
  "alaska",
  "arizona",
  "arkansas",
  "california",
  "colorado",
  "connecticut",
  "delaware",
  "florida",
  "georgia",
  "hawaii",
  "idaho",
  "illinois",
  "indiana",
  "iowa",
  "kansas",
  "kentucky",
  "louisiana",
  "maine",
  "maryland",
  "massachusetts",
  "michigan",
  "minnesota",
  "mississippi",
  "missouri",
  "montana",
  "nebraska",
  "nevada",
  "new hampshire",
  "new jersey",
  "new mexico",
  "new york",
  "north carolina",
  "north dakota",
  "ohio",
  "oklahoma",
  "oregon",
  "pennsylvania",
  "rhode island",
  "south carolina",
  "south dakota",
  "tennessee",
  "texas",
  "utah",
  "vermont",
  "virginia",
  "washington",
  "west virginia",
  "wisconsin",
  "wyoming",
  "district of columbia",
  "ontario",
  "quebec",
  "alberta",
  "manitoba",
  "saskatchewan",
  "british columbia",
  "nova scotia",
  "new brunswick",
  "newfoundland",
  "queensland",
  "victoria",
  "tasmania",
  "new south wales",
  "western australia",
  "south australia",
  "northern territory",
  "england",
  "scotland",
  "wales",
  "northern ireland",
  "bavaria",
  "bayern",
  "hesse",
  "saxony",
  "baden-württemberg",
  "north rhine-westphalia",
  "karnataka",
  "maharashtra",
  "kerala",
  "gujarat",
  "punjab",
  "telangana",
  "tamil nadu",
  "uttar pradesh",
  "west bengal",
  "delhi",
  "andhra pradesh",
  "arunachal pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "goa",
  "haryana",
  "himachal pradesh",
  "jharkhand",
  "madhya pradesh",
  "odisha",
  "orissa",
  "rajasthan",
  "uttarakhand",
  "chandigarh",
  "puducherry",
  "jammu & kashmir",
  "jammu and kashmir",
  "sindh",
  "metro manila",
  // South Africa's provinces; Nigeria's states, as resumes there name them ("Port Harcourt, Rivers State").
  "gauteng",
  "western cape",
  "eastern cape",
  "northern cape",
  "kwazulu-natal",
  "limpopo",
  "mpumalanga",
  "free state",
  ...[
    "abia",
    "adamawa",
    "akwa ibom",
    "anambra",
    "bauchi",
    "bayelsa",
    "benue",
    "borno",
    "cross river",
    "delta",
    "ebonyi",
    "edo",
    "ekiti",
    "enugu",
    "gombe",
    "imo",
    "jigawa",
    "kaduna",
    "kano",
    "katsina",
    "kebbi",
    "kogi",
    "kwara",
    "lagos",
    "nasarawa",
    "niger",
    "ogun",
    "ondo",
    "osun",
    "oyo",
    "plateau",
    "rivers",
    "sokoto",
    "taraba",
    "yobe",
    "zamfara",
  ].map((state) => `${state} state`),
  "fct",
  "ncr",
  "dubai",
  "abu dhabi",
  "île-de-france",
  "ile-de-france",
  "catalonia",
  "cataluña",
  "andalusia",
  "andalucía",
  "andalucia",
  "galicia",
  "país vasco",
  "comunidad de madrid",
  "comunitat valenciana",
  "castilla y león",
  "lombardy",
  "lombardia",
  "lazio",
  "toscana",
  "tuscany",
  "sicilia",
  "piemonte",
  "veneto",
  "auvergne-rhône-alpes",
  "provence-alpes-côte d'azur",
  "occitanie",
  "nouvelle-aquitaine",
  "hauts-de-france",
  "grand est",
  "bretagne",
  "normandie",
  "niedersachsen",
  "nordrhein-westfalen",
  "sachsen",
  "hessen",
  "usa",
  "u.s.a.",
  "u.s.",
  "uk",
  "u.k.",
  "uae",
  "united states of america",
  "south korea",
  "s.korea",
  "s. korea",
  "czech republic",
  "holland",
  "russia",
  "vietnam",
  "viet nam",
  "türkiye",
  "turkey",
];

const COUNTRY_CODES = new Set<string>();

function regionNames(): Set<string> {
  const names = new Set(REGION_NAMES);
  // Every country's English name, from the runtime's own data (CLDR: no list to keep up to date).
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  const ownDisplays = new Map<string, Intl.DisplayNames>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = display.of(code);
      if (name && name !== code) {
        names.add(name.toLowerCase());
        COUNTRY_CODES.add(code);
        // And its name in its own main language ("Italia", "Deutschland", "Polska"), as people there write it.
        const language = new Intl.Locale(`und-${code}`).maximize().language;
        if (!ownDisplays.has(language))
          ownDisplays.set(language, new Intl.DisplayNames([language], { type: "region" }));
        names.add((ownDisplays.get(language)!.of(code) ?? name).toLowerCase());
      }
    }
  }
  return names;
}

const REGIONS = regionNames();
/**
 * Large cities under the names people write on a resume where GeoNames uses another ("Mexico City", "Munich",
 * "New York City"): GeoNames' alternate names, CC BY 4.0. Then the English names of cities GeoNames gives in
 * their own language ("Frankfurt am Main", "Århus", "Genève"), their names of before ("Bangalore", "Bombay",
 * "Gurgaon" now "Gurugram") and umlauts spelt out ("Muenchen"), as resumes write them.
 */
const LOCAL_NAMES = [
  "New York",
  "Ciudad de México",
  "München",
  "Wien",
  "Praha",
  "Warszawa",
  "Lisboa",
  "Roma",
  "Milano",
  "Napoli",
  "Torino",
  "Firenze",
  "Bruxelles",
  "Brussel",
  "Den Haag",
  "København",
  "Athína",
  "București",
  "Beograd",
  "Moskva",
  "Sankt-Peterburg",
  "Petah Tikva",
  "Petach Tikva",
  "Rishon LeZion",
  "Beer Sheva",
  "Be'er Sheva",
  "Herzlia",
  "Raanana",
  "Ra'anana",
  "Modiin",
  "Hod Hasharon",
  "Kiryat Gat",
  // English names and older ones.
  "Frankfurt",
  "Cologne",
  "Nuremberg",
  "Hanover",
  "Duesseldorf",
  "Muenchen",
  "Koeln",
  "Nuernberg",
  "Zuerich",
  "Goettingen",
  "Aarhus",
  "Gothenburg",
  "Malmoe",
  "Geneva",
  "Lucerne",
  "Basle",
  "Berne",
  "Seville",
  "Antwerp",
  "Ghent",
  "Gent",
  "Bruges",
  "Louvain",
  "The Hague",
  "Padua",
  "Lyons",
  "Marseilles",
  "Cracow",
  "Kiev",
  "Kharkov",
  "Odesa",
  "Lvov",
  "Dnepr",
  "Dnipropetrovsk",
  "Zaporozhye",
  "Zaporizhzhia",
  "Nizhny Novgorod",
  "Ekaterinburg",
  "Kishinev",
  "Tiflis",
  "Astana",
  "Salonica",
  "Patras",
  "Heraklion",
  "Bangalore",
  "Bombay",
  "Calcutta",
  "Madras",
  "Gurugram",
  "Trivandrum",
  "Baroda",
  "Poona",
  "Mysuru",
  "Vizag",
  "Pondicherry",
  "Saigon",
  "Xian",
  "Seongnam",
  "Cebu",
  "Makati",
  "Sandton",
  "Quebec City",
  "Washington DC",
  "Washington D.C.",
];
/** Cities of 50,000 people or more (GeoNames, data/cities.json), accents aside: "Berlin", "Wroclaw", "Ikeja". */
const CITIES = new Set([...cities, ...LOCAL_NAMES].map((name) => withoutAccents(name).toLowerCase()));
export const isKnownCity = (text: string) => {
  // ("St.Petersburg", "St Louis": "Saint" shortened with its full stop or its space left out.)
  const key = withoutAccents(text.trim())
    .toLowerCase()
    .replace(/^st(?:\.\s*|\s+)(?=\p{L})/u, "st. ");
  // ("Tel-Aviv", "Petah-Tikva": a city of two words written with a hyphen, as many write it.)
  return CITIES.has(key) || (key.includes("-") && CITIES.has(key.replace(/-/g, " ")));
};
const REMOTE = /^(?:remote|hybrid|on-?site|anywhere|worldwide)(?:\s*\(.*\))?$/i;
/** Capitalised words, with short lower-case ones between them: "Stratford upon Avon", "Thành phố Hồ Chí Minh". */
const CITY = /^\p{Lu}[\p{L}.'’-]*(?:\s(?:\p{Lu}[\p{L}.'’-]*|\p{Ll}{1,4}))*$/u;
/** A postal code's forms: "80205", "M5V 2T6", "LS5 3AB". */
export const POSTAL_CODE = "\\d{4,6}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}";
const POSTAL = new RegExp(`^(?:${POSTAL_CODE})$`);
/**
 * A postal code before the city: Europe's forms ("00-238", "1100-053", "1015 CX", "111 51", tried first: "1015" alone
 * is a code too) and those above ("20121", "M5V 2T6").
 */
export const POSTAL_BEFORE = new RegExp(
  `^(\\d{2}-\\d{3}|\\d{4,5}-\\d{3}|\\d{4}\\s?\\p{Lu}{2}|\\d{3}\\s\\d{2}|${POSTAL_CODE}),?\\s+(?=\\p{Lu})`,
  "u",
);

/** "80205", "M5V 2T6", "LS5 3AB". */
export const isPostalCode = (text: string) => POSTAL.test(text);

/** Codes a resume writes after a city: states, provinces, and the countries' own codes (from REGIONS' loop). */
const REGION_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE YT NT NU NSW QLD VIC TAS ACT WA " +
    "USA UAE UK " +
    // Brazil's states ("Campinas, SP").
    "AC AP AM BA CE DF ES GO MT MS MG PB PR PE PI RJ RN RS RO RR SE SP TO"
  ).split(" "),
);

/** A region's or country's name, a word or more: "Yorkshire", "Karnataka", "Japan". */
export const isRegionName = (text: string) => REGIONS.has(text.toLowerCase());

function isRegionToken(token: string): boolean {
  // ("D.C.", "N.Y.", "U.S.A.": a code written with full stops.)
  if (/^(?:\p{Lu}\.){1,2}\p{Lu}\.?$/u.test(token)) return isRegionToken(token.replaceAll(".", ""));
  if (/^\p{Lu}{2,3}$/u.test(token)) return REGION_CODES.has(token) || COUNTRY_CODES.has(token);
  return POSTAL.test(token) || isRegionName(token);
}

/**
 * "Cork IE", "Lagos NG": a city and its country's or region's code with no comma between, as some themes print
 * a contact block's place; [city, code], or null.
 */
export function cityWithCode(text: string): [string, string] | null {
  // (Australia's states are written so too: "Sydney NSW", "Brisbane QLD".)
  const coded = /^(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})\s+(\p{Lu}{2,3})$/u.exec(text.trim());
  return coded && isRegionToken(coded[2]!) && !isRoleLike(coded[1]!) && !isNotCity(coded[1]!)
    ? [coded[1]!, coded[2]!]
    : null;
}

/** "Sydney NSW", "Denver CO": a city we know and its region's code, wherever a place is read. */
const isKnownCityWithCode = (text: string) => isKnownCity(cityWithCode(text)?.[0] ?? "");

const POSTAL_INSIDE = new RegExp(`\\s(${POSTAL_CODE})(?=\\s|$)`);

/** "CO", "Queensland", "CO 80205 US", "Ontario M5V 2T6", "New South Wales". */
export function isRegion(part: string): boolean {
  const text = part.trim();
  if (isRegionName(text) || isRegionToken(text)) return true;
  const postal = POSTAL_INSIDE.exec(text);
  const rest = postal ? text.replace(postal[0], " ").trim() : text;
  if (isRegionName(rest)) return true;
  return rest.split(/\s+/).every(isRegionToken);
}

/**
 * Words of employers beyond the shared company words: a city holds none of them, nor a school word. (A public
 * employer's too: "Department of Transportation, Washington, DC" is no town in the state of Washington.)
 */
export const EMPLOYER_WORDS =
  /\b(?:clinic|gpa|software|services|consulting|logistics|analytics|insurance|health|supply|foods?|department|ministry|bureau|agency|administration|commission)\b/i;

/**
 * A degree or a field of study: "B.S. in Electronics Engineering (EE)" is no town in Estonia. (Not DEGREE_WORDS,
 * whose "MA", "MD" and "ME" are states' codes too.)
 */
const STUDY_WORDS =
  /\b(?:bachelor|master|diploma|degree|doctorate|engineering|sciences?|studies)\b|^[BM]\.\s?(?:S|Sc|A|E)\.?\s/i;

/** Schools, employers, degrees and addresses that a comma list can hold are not cities. */
function isNotCity(text: string): boolean {
  // ("Jan, 2019": a month and its year read like a town and a postal code.)
  return (
    SCHOOL_WORDS.test(text) ||
    COMPANY_WORDS.test(text) ||
    EMPLOYER_WORDS.test(text) ||
    MONTH_NAME.test(text) ||
    STUDY_WORDS.test(text)
  );
}

/** A title or an employer: "Account Executive", "Acme Inc", "Senior …". */
function isRoleLike(text: string): boolean {
  // (Titles beyond the common words too: "Journeyman Plumber, Red Seal" is a headline.)
  return holdsTitle(text) || isNotCity(text) || /\b(?:senior|junior|chief)\b/i.test(text);
}

/** Kept by text, for each answer to whether a region may be one we do not know: lines are asked again and again. */
const placeAnswers = [false, true].map((unknownRegion) =>
  rememberedFor((text: string) => placeOf(text, unknownRegion)),
);

/**
 * "Denver, CO", "Leeds, United Kingdom", "München, Germany", "Remote" — and not "Acme, Product Designer".
 * `unknownRegion`: also accept one region we do not know between the city and a known region or country,
 * and codes without commas ("Denver CO 80205 US"); only for a contact line, where no company or title stands
 * before the city ("Isartal Maschinenbau AG" is a company, not a town in Antigua).
 */
export function isPlace(text: string, unknownRegion = false): boolean {
  // (A bullet's sentence is refused before the answers are looked up: it is asked once and would only fill them.)
  if (text.length > 120 || text.trim().split(/\s+/).length > MOST_WORDS_OF_A_PLACE) return false;
  return placeAnswers[unknownRegion ? 1 : 0]!(text);
}

/** "Greater X", "Greater X Area", "X Bay Area", "X Metropolitan Area": the area around a city. */
const METRO_AREA = /^(?:Greater\s+(\p{Lu}.*?)(?:\s+Area)?|(\p{Lu}.*?)\s+(?:Bay\s+|Metropolitan\s+|Metro\s+)?Area)$/u;

/** The longest place written: "Ciudad Autónoma de Buenos Aires, Buenos Aires, Argentina". */
const MOST_WORDS_OF_A_PLACE = 10;

function placeOf(text: string, unknownRegion: boolean): boolean {
  const trimmed = text
    .trim()
    .replace(/[.;]$/, "")
    .replace(/\(([^)]*)\)/g, ", $1")
    .replace(POSTAL_BEFORE, "");
  if (REMOTE.test(trimmed)) return true;
  const parts = trimmed.split(/\s*,\s*/).filter(Boolean);
  // "M5V 2T6, Toronto (CA), ON": a postal code written first.
  if (parts.length > 1 && POSTAL.test(parts[0]!)) parts.shift();
  if (parts.length === 1 && parts[0] !== trimmed) return isPlace(parts[0]!, unknownRegion);
  // "San Francisco Bay Area", "Greater London", "Greater Seattle Area": a city's area, as profiles write it.
  const area = parts.length === 1 ? METRO_AREA.exec(trimmed) : null;
  const core = area?.[1] ?? area?.[2];
  if (core && (isKnownCity(core) || REGIONS.has(core.toLowerCase()))) return true;
  if (parts.length === 1)
    return REGIONS.has(trimmed.toLowerCase()) || isKnownCity(trimmed)
      ? trimmed.split(" ").length <= 3
      : isKnownCityWithCode(trimmed) || (unknownRegion && (isSpacedPlace(trimmed) || !!cityWithCode(trimmed)));
  // "Russia, Moscow", "Israel, Rehovot": the country first, then its city, as people from some countries write it
  // (a city we do not know only where a place is expected).
  const [country = "", town = ""] = parts;
  if (
    parts.length === 2 &&
    REGIONS.has(country.toLowerCase()) &&
    !REGIONS.has(town.toLowerCase()) &&
    (isKnownCity(town) || (unknownRegion && CITY.test(town) && town.split(" ").length <= 3)) &&
    !isRoleLike(town) &&
    !isNotCity(town)
  )
    return true;
  const [written = "", ...rest] = parts;
  // ("Dublin 8, Ireland": a postal district's number after a city we know.)
  const district = /^(.+?)\s+\d{1,2}$/.exec(written)?.[1];
  const city = district && isKnownCity(district) ? district : written;
  // ("College Station, TX": a city we know, whatever words it shares with schools.)
  if (isNotCity(city) && !isKnownCity(city)) return false;
  if (!CITY.test(city.replace(/\s+\d{4,6}$/, "").replace(/^\d{4,6}\s+/, "")) || city.split(" ").length > 5)
    return false;
  // ("Kyiv, remote": a city, and how the work was done there.)
  if (rest.every((r) => isRegion(r) || POSTAL.test(r) || REMOTE.test(r))) return true;
  // "Ikeja, Lagos": a city we know, then the larger city or region it lies in; where a place is expected, also
  // a district we do not know in a city we know ("Apapa, Lagos").
  if (rest.length === 1 && isKnownCity(rest[0]!) && (isKnownCity(city) || (unknownRegion && !isRoleLike(city))))
    return true;
  if (rest.length === 1 && isKnownCity(city) && unknownRegion && CITY.test(rest[0]!) && !isRoleLike(rest[0]!))
    return true;
  if (!unknownRegion) return false;
  // One region we do not know ("West Yorkshire", "Auvergne-Rhône-Alpes") between the city and a known
  // region or country; never in a role line ("Account Executive, Acme, CA").
  const last = rest.at(-1) ?? "";
  // Or alone after the city, when it looks like a region: two words or one hyphenated name ("Leeds, West
  // Yorkshire", "Lyon, Auvergne-Rhône-Alpes"), not "Marketing, Sales" nor "A-Grade Licensed Electrician".
  if (
    rest.length === 1 &&
    CITY.test(last) &&
    (last.split(" ").length === 2 || (/\p{L}-\p{Lu}/u.test(last) && !last.includes(" "))) &&
    !isRoleLike(`${city} ${last}`) &&
    !isRoleLike(last)
  )
    return true;
  // "Ciudad de México (MX), CDMX": a city we know, its country, and one region we do not know, in any order.
  const unknownAnywhere = rest.filter((r) => !isRegion(r) && !POSTAL.test(r));
  if (
    isKnownCity(city) &&
    unknownAnywhere.length === 1 &&
    rest.length > 1 &&
    CITY.test(unknownAnywhere[0]!) &&
    unknownAnywhere[0]!.split(" ").length <= 3 &&
    !isRoleLike(unknownAnywhere[0]!)
  )
    return true;
  const unknown = rest.slice(0, -1).filter((r) => !isRegion(r) && !POSTAL.test(r));
  return (
    (isRegion(last) || POSTAL.test(last)) &&
    unknown.length === 1 &&
    CITY.test(unknown[0]!) &&
    unknown[0]!.split(" ").length <= 3 &&
    !isRoleLike(`${city} ${unknown[0]}`)
  );
}

const REGION_WORD = /^(?:state|province|region|county|district|prefecture|oblast|governorate|territory)$/i;
const NAME_PARTICLE = /^(?:de|da|del|della|der|di|do|dos|du|la|le|van|von|bin|binti|ibn|al|el)$/i;

/**
 * "Denver CO 80205 US": a city and its region codes without commas; or a city we know and its region and
 * country ("Lagos Lagos State NG", "LAGOS LAGOS STATE").
 */
export function isSpacedPlace(text: string): boolean {
  // A postal code of two halves is one token: "M5V 2T6", "LS5 3AB".
  const words = text.replace(/\b([A-Z]\d[A-Z]|[A-Z]{1,2}\d[A-Z\d]?) (\d[A-Z]\d|\d[A-Z]{2})\b/g, "$1$2").split(/\s+/);
  for (let take = 1; take <= Math.min(3, words.length - 1); take++) {
    const city = words.slice(0, take).join(" ");
    const rest = words.slice(take);
    if (
      isKnownCity(city) &&
      rest.length <= 4 &&
      // Not a name's particles ("RODRÍGUEZ DE LA VEGA": Rodriguez is also a city), nor a region cut at a wrap.
      !rest.some((w) => NAME_PARTICLE.test(w)) &&
      !/-$/.test(text) &&
      rest.every((w) => isRegionToken(w) || /^\p{Lu}[\p{L}'’-]*$/u.test(w)) &&
      // Something in it says region: a code, a region or city we know, or a region's word ("Lagos State"), so
      // "Onitsha Building Supplies" is no place.
      rest.some((w) => isRegionToken(w) || isKnownCity(w) || REGION_WORD.test(w)) &&
      !isRoleLike(rest.join(" "))
    )
      return true;
    if (
      CITY.test(city) &&
      !isNotCity(city) &&
      // A state or province code must be there ("CO", "NSW"): a country code alone is too easily a word ("BI").
      rest.some((w) => REGION_CODES.has(w)) &&
      rest.every(isRegionToken)
    )
      return true;
  }
  return false;
}

/** "Israel, Beer Sheva" -> "Beer Sheva, Israel": a person's place in the usual order, the city first. */
export function cityFirst(place: string): string {
  const pair = /^([^,]+),\s*([^,]+)$/.exec(place.trim());
  // (Not "Dubai, AE", "Singapore, SG": a city that is also a region's name, before its country's code.)
  if (!pair || !REGIONS.has(pair[1]!.toLowerCase()) || isKnownCity(pair[1]!) || isRegion(pair[2]!)) return place;
  return isPlace(place, true) ? `${pair[2]!.trim()}, ${pair[1]!.trim()}` : place;
}

/** "Infosys Limited - Chandigarh, Chandigarh" (a job board's "Company - City, State") -> both halves. */
export function splitDashedPlace(text: string): [string, string] | null {
  const match = /^(.+?)\s+[-–—]\s+([^-–—]+)$/.exec(text.trim());
  return match && isPlace(match[2]!, true) ? [match[1]!, match[2]!] : null;
}

/** Splits a trailing place off "Brightline Freight Software, Denver, CO" -> ["Brightline Freight Software", "Denver, CO"]. */
export function splitTrailingPlace(text: string): [string, string] | null {
  const parts = text.split(/\s*,\s*/);
  for (let take = Math.min(3, parts.length - 1); take >= 1; take--) {
    const place = parts.slice(-take).join(", ");
    if (
      isPlace(place) &&
      (take > 1 ||
        REMOTE.test(place) ||
        REGIONS.has(place.toLowerCase()) ||
        isKnownCity(place) ||
        isKnownCityWithCode(place))
    ) {
      const head = parts.slice(0, -take).join(", ");
      // "University of California, Davis": the campus's city is part of the school's name.
      if (CAMPUS_NAMED_SYSTEM.test(head)) return take > 1 ? [`${head}, ${parts.at(-take)}`, place] : null;
      if (take === 1 && REGIONS.has(place.toLowerCase())) {
        const city = cityEndingTitle(head);
        if (city) return [city[0], `${city[1]}, ${place}`];
      }
      if (head) return [head, place];
    }
  }
  return null;
}

/** A word that joins a name's words, before a place that ends the name: "Bank of Montreal", "Ciudad de México". */
const NAME_JOINING_WORD = /^(?:of|in|for|and|the|de|del|da|di|do|du|des|la|le|von|van|der|&)$/;

/**
 * "Oracle developer Perm" before ", Russia": the city, written after a title without a comma, before its country
 * — a city we know, or any one capitalised word after a title's words ("Tutor Perm": a city named by a common
 * word is left out of the list).
 */
function cityEndingTitle(head: string): [string, string] | null {
  const words = head.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  const before = words.slice(0, -1).join(" ");
  if (words.length < 2 || !/^\p{Lu}\p{Ll}+$/u.test(last) || REGIONS.has(last.toLowerCase())) return null;
  // ("Bank of Montreal", "Universidad de Sevilla": a joining word before it makes it a name's end.)
  if (NAME_JOINING_WORD.test(words.at(-2)!)) return null;
  const afterTitle = holdsTitle(before) && !holdsTitle(last) && !COMPANY_WORDS.test(last);
  return isKnownCity(last) || afterTitle ? [before, last] : null;
}

/**
 * "Cedar Ridge Capital Israel" -> ["Cedar Ridge Capital", "Israel"]: a country or region written after an
 * employer's name of two words or more, without a comma. (A one-word brand keeps its country: "Telvora Ukraine"
 * is a company's name.)
 */
export function splitTrailingRegion(text: string): [string, string] | null {
  const words = text.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  if (words.length < 3 || text.includes(",") || !/^\p{Lu}/u.test(last) || !REGIONS.has(last.toLowerCase())) return null;
  const head = words.slice(0, -1);
  // ("Norvik Russia -> Altair Russia": a country the name already holds is the name's.)
  // ("Ciudad de México", "Bank of Israel": a joining word before it makes it a name's end.)
  if (NAME_JOINING_WORD.test(head.at(-1)!) || head.includes(last)) return null;
  return [head.join(" "), last];
}

/** University systems whose campuses are named "<system>, <city>" ("University of California, Davis"). */
export const CAMPUS_NAMED_SYSTEMS = "university of california|california state university|university of maryland";
const CAMPUS_NAMED_SYSTEM = new RegExp(`(?:^|,\\s*)(?:the\\s+)?(?:${CAMPUS_NAMED_SYSTEMS})$`, "i");

/** Words that belong to a street address, never to the city after it. */
export const STREET_WORD =
  /^(?:st|street|str|ave|avenue|road|rd|lane|ln|blvd|boulevard|drive|dr|way|court|ct|place|pl|terrace|crescent|close|highway|hwy|parkway|unit|apt|apartment|suite|ste|floor|flat|rue|calle|via|viale|corso|paseo|avenida|av|avda|rua|carrer|piso|ul|ulica|al|aleja)\.?,?$|(?:straße|strasse|weg|gasse|platz|allee|laan|straat|gracht|plein|kade|gatan|vägen|vej|gade|katu),?$/i;

/**
 * The place that ends an address written without commas, as a narrow column wraps it: "14 Broad Lane Leeds
 * West Yorkshire LS5 3AB GB" -> "Leeds West Yorkshire LS5 3AB GB", "Unit 1204 Toronto ON M4K 1N2 CA" ->
 * "Toronto ON M4K 1N2 CA". The end must be codes, postal codes or regions we know; the city runs from the
 * last street word, house number or letter before it. "" when the text does not end that way.
 */
export function placeAtAddressEnd(address: string): string {
  const tokens = (address.split(/\s*,\s*/).at(-1) ?? "").split(/\s+/).filter(Boolean);
  let tailStart = tokens.length;
  while (tailStart > 0) {
    const token = tokens[tailStart - 1]!;
    const pair = tailStart >= 2 ? `${tokens[tailStart - 2]} ${token}` : "";
    if (pair && POSTAL.test(pair)) tailStart -= 2;
    else if (isRegionToken(token)) tailStart -= 1;
    else if (tailStart >= 2 && REGIONS.has(pair.toLowerCase())) tailStart -= 2;
    else break;
  }
  if (tailStart === tokens.length || !tokens.slice(tailStart).some((t) => /\d/.test(t) || /^\p{Lu}{2,3}$/u.test(t)))
    return "";
  let cityStart = 0;
  tokens.slice(0, tailStart).forEach((token, i) => {
    if (/\d/.test(token) || /^\p{L}\.?$/u.test(token) || STREET_WORD.test(token)) cityStart = i + 1;
    // "12 rue Mercière Lyon": these words come before the street's name.
    if (/^(?:rue|calle|via|viale|avenida|rua|carrer|paseo|piazza)$/i.test(token)) cityStart = i + 2;
  });
  const city = tokens.slice(cityStart, tailStart).join(" ");
  if (!city || !CITY.test(city) || city.split(" ").length > 6 || isNotCity(city)) return "";
  return tokens.slice(cityStart).join(" ");
}

/** A postal code after the city, in the same part: "Leeds LS1 4AP", "Springfield 62704". */
const POSTAL_AFTER_CITY = new RegExp(`^(.*\\S)\\s+(${POSTAL_CODE})$`);

/**
 * The place after a street in a comma list, in any order of the parts after the city: "14 Broad Lane, Leeds,
 * West Yorkshire, GB, LS5 3AB" -> "Leeds, West Yorkshire, GB, LS5 3AB"; "14 Broad Lane, LS5 3AB, Leeds (GB),
 * West Yorkshire" -> "Leeds, GB, West Yorkshire". After the city: known regions, countries, codes or postal
 * codes, and at most one region we do not know. Or the city last, with its postal code or known to us: "12 High
 * Street, Leeds LS1 4AP", "Calle Mayor 5, 28013 Madrid", "Flat 3, 12 High Street, London". "" when the list
 * does not start with a street.
 */
export function placeAfterStreet(text: string): string {
  const parts = text
    .replace(/\s*\(([^)]*)\)/g, ", $1")
    .split(/\s*,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const street = parts[0] ?? "";
  // ("Na Příkopě 10", "ul. Długa 15/3": much of Europe writes the house's number after the street's name.)
  const isStreet =
    /^\d/.test(street) ||
    street.split(/\s+/).some((word) => STREET_WORD.test(word)) ||
    /\p{L}\s+\d{1,4}[a-z]?(?:\/\d{1,4}[a-z]?)?$/u.test(street);
  if (parts.length < 2 || !isStreet) return "";
  for (let i = 1; i < parts.length; i++) {
    // "Via Roma 12, 20121 Milano, Italy": a postal code written before the city ("00-238 Warszawa", "1100-053
    // Lisboa", "1015 CX Amsterdam", "111 51 Stockholm" too); "Leeds LS1 4AP" after it.
    const before = POSTAL_BEFORE.exec(parts[i]!);
    const written = before ? parts[i]!.slice(before[0].length) : parts[i]!;
    const rest = parts.slice(i + 1);
    // (A postal code after the city only at the list's end or after a city we know: "Unit 1204" is no city,
    // "West Yorkshire LS5 3AB" a region.)
    const after = POSTAL_AFTER_CITY.exec(written);
    const postalAfter =
      after && !STREET_WORD.test(after[1]!) && (rest.length === 0 || isKnownCity(after[1]!)) ? after : null;
    const city = postalAfter?.[1] ?? written;
    const postal = before?.[1] ?? postalAfter?.[2] ?? "";
    const known = rest.filter((part) => isRegion(part) || POSTAL.test(part));
    const unknown = rest.filter((part) => !known.includes(part));
    // (The city last only after a house number, and with a city we know or a postal code no year could be, five
    // digits or letters and digits: "Unit Manager, Northwind 2019" is no address.)
    const endsList =
      rest.length === 0 &&
      parts.slice(0, i).some((part) => /\d/.test(part)) &&
      (isKnownCity(city) || /\d{5}|[A-Z]\d/.test(postal));
    if (
      CITY.test(city) &&
      !isNotCity(city) &&
      !isRegion(city) &&
      (known.length > 0 || endsList) &&
      unknown.length <= 1 &&
      unknown.every((part) => CITY.test(part) && part.split(/\s+/).length <= 3)
    )
      return [written, ...rest].join(", ");
  }
  return "";
}
