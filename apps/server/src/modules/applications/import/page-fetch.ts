// Fetches a web page at a user's URL without letting the URL reach this server's own network: http and https
// only; the host resolved once, refused when any of its addresses is not public, and the connection made to
// that checked address (a second lookup could answer differently); each redirect checked the same way. A
// deadline, a size limit (after decompression) and HTML only. Hosts named in the allow-list (host:port) skip
// the address check, for a self-hosted install's intranet or a test's local server.
import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { AppError } from "../../../lib/app-error.ts";
import { isPublicAddress } from "./address-policy.ts";

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface PageFetchPolicy {
  /** "host:port" entries, lower case; the port is always written (80 and 443 too). */
  allowedHosts: ReadonlySet<string>;
  resolve: Resolver;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export function pageFetchPolicy(allowedHosts: readonly string[], resolve: Resolver = systemResolver): PageFetchPolicy {
  return {
    allowedHosts: new Set(allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean)),
    resolve,
    timeoutMs: 5_000,
    maxBytes: 2 * 1024 * 1024,
    maxRedirects: 3,
  };
}

const refused = (message: string) => new AppError(400, "IMPORT_REFUSED", message);
const unreadable = (message: string) => new AppError(422, "IMPORT_FAILED", message);

/** The address to connect to, after the checks; refused with the reason a user can act on. */
async function checkedAddress(url: URL, policy: PageFetchPolicy): Promise<ResolvedAddress> {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw refused(`Only http and https addresses can be imported (this one is ${url.protocol.replace(/:$/, "")}).`);
  if (url.username || url.password) throw refused("Addresses with a user name or password cannot be imported.");
  const hostname = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const allowed = policy.allowedHosts.has(`${url.hostname.toLowerCase()}:${port}`);
  const version = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (version) addresses = [{ address: hostname, family: version }];
  else {
    try {
      addresses = await policy.resolve(hostname);
    } catch {
      throw unreadable(`The host ${hostname} could not be found.`);
    }
  }
  if (addresses.length === 0) throw unreadable(`The host ${hostname} could not be found.`);
  if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw refused(
      `${hostname} points to a private, local or reserved network address, which imports cannot reach. Copy the posting's text instead.`,
    );
  return addresses[0]!;
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/** One request to the checked address; its answer as a response still to be read. */
function requestOnce(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket connects to the address checked above, whatever a new lookup of the name would say.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: "GET",
        lookup: pinned,
        signal,
        headers: {
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "HireablePostingImport/1.0",
        },
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? 0);
  const tooLarge = () => unreadable(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const body = decoded(response);
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string): string {
  const label = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return "utf-8";
  }
}

/** The page's HTML and the address it was finally read from. */
export async function fetchPage(address: string, policy: PageFetchPolicy): Promise<{ html: string; url: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused("That is not a web address. Paste the whole address, starting with https://.");
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await checkedAddress(url, policy);
      const response = await requestOnce(url, target, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= policy.maxRedirects)
          throw unreadable(`The page redirected more than ${policy.maxRedirects} times.`);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw unreadable(`The page answered with status ${status}.`);
      }
      const contentType = String(response.headers["content-type"] ?? "");
      if (!HTML_TYPES.test(contentType)) {
        response.resume();
        throw unreadable(
          `That address is not a web page (it answered ${contentType.split(";")[0] || "without a content type"}). Import the posting's page, or paste its text.`,
        );
      }
      const bytes = await readLimited(response, policy.maxBytes);
      return { html: new TextDecoder(charsetOf(contentType)).decode(bytes), url: url.toString() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw unreadable(`The page did not answer within ${policy.timeoutMs / 1000} seconds.`);
    throw unreadable("The page could not be reached.");
  }
}
