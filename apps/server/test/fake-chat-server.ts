// A local OpenAI-compatible chat-completions server for the tests: the model's name picks its behaviour.
//   echo-model  writes the draft it is given (letters: "Dear hiring team," opens it; rewrites: placeholders
//               dropped), streamed in small pieces like a real model
//   inventor    the same, plus a fact found nowhere in the resume or posting (the guard must reject it)
//   flaky       answers 503 to the first request, then behaves like echo-model (retries must recover)
//   slow        waits 3 s before answering (the client's deadline must give up)
//   broken      answers 500 to everything
//   chatty      the echo-model's answer with a preamble line, a code fence and Markdown bold around it
// Run alone for the browser journeys: node apps/server/test/fake-chat-server.ts --port 3102 --chunk-delay-ms 25
import { createServer, type IncomingMessage, type Server } from "node:http";

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

export interface FakeChatServer {
  url: string;
  /** Every request received: its body and Authorization header. */
  requests: Array<{ body: ChatRequest; authorization: string | undefined }>;
  close(): Promise<void>;
}

export const INVENTED_FACT = "At Globex I grew revenue by 73% with Rust.";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** What the model "writes" for a request: the draft it was given, changed as its name says. */
function answerFor(body: ChatRequest): string {
  const user = body.messages.find((m) => m.role === "user")?.content ?? "";
  const isRewrite = /rewrite resume bullets/i.test(body.messages.find((m) => m.role === "system")?.content ?? "");
  const invent = body.model === "inventor";
  if (isRewrite) {
    const items = JSON.parse(user) as Array<{ original: string; draft: string }>;
    return JSON.stringify(
      items.map((item) => `${item.draft.replace(/,?\s*\[[^\]]*\]/g, "")}${invent ? " for 500 users at Globex" : ""}`),
    );
  }
  const draft = /### DRAFT\n([\s\S]*?)\n### END DRAFT/.exec(user)?.[1] ?? "";
  const letter = draft.replace(/^Dear Hiring Manager,/, "Dear hiring team,");
  if (body.model === "chatty")
    return `Sure! Here is your letter:\n\n\`\`\`\n${letter.replace("Sincerely,", "**Sincerely,**")}\n\`\`\``;
  return invent ? `${letter}\n\n${INVENTED_FACT}` : letter;
}

/** `chunkDelayMs`: the pause between streamed pieces (longer for the browser journeys, to see the text come). */
export async function startFakeChatServer(port = 0, chunkDelayMs = 5): Promise<FakeChatServer> {
  const requests: FakeChatServer["requests"] = [];
  let flakyCalls = 0;
  const server: Server = createServer(async (request, response) => {
    if (request.method === "GET" && request.url === "/health") return response.end("ok");
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.statusCode = 404;
      return response.end();
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    requests.push({ body, authorization: request.headers.authorization });
    if (body.model === "broken" || (body.model === "flaky" && flakyCalls++ === 0)) {
      response.writeHead(body.model === "broken" ? 500 : 503, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ error: { message: "unavailable" } }));
    }
    if (body.model === "slow") await new Promise((resolve) => setTimeout(resolve, 3_000));
    if (response.destroyed) return;
    const answer = answerFor(body);
    if (!body.stream) {
      response.writeHead(200, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: answer } }] }));
    }
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    for (let at = 0; at < answer.length && !response.destroyed; at += 24) {
      const chunk = { choices: [{ delta: { content: answer.slice(at, at + 24) } }] };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    }
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const server = await startFakeChatServer(option("--port") ?? 0, option("--chunk-delay-ms"));
  console.log(`fake chat server on ${server.url}`);
}
