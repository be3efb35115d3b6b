// The deployment URL's HTTP side, as the official clients use it: `POST /api/query`,
// `/api/mutation`, `/api/action`, `/version`, file upload and download, plus, under
// `npm run dev`, the mail catcher at `POST /emails` and `/_local/stats`.
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Identity } from "../engine/context.ts";
import type { Failure, Success } from "../engine/runtime.ts";
import { bearerToken, HttpError, readBody, sendJson, sendText } from "./http.ts";
import type { Services } from "./services.ts";
import { MAX_MESSAGE_BYTES } from "./sync.ts";

const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Must match the convex client's STATUS_CODE_UDF_FAILED. */
const UDF_FAILED = 560;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, Convex-Client, Digest",
  "Access-Control-Max-Age": "86400",
};

async function identityOf(req: IncomingMessage, services: Services): Promise<{ identity: Identity | null; authToken: string | null }> {
  const token = bearerToken(req);
  if (token === null) return { identity: null, authToken: null };
  try {
    return { identity: (await services.verifier().verify(token)).identity, authToken: token };
  } catch (e) {
    throw new HttpError(401, "Unauthenticated", (e as Error).message);
  }
}

async function jsonBody<T extends "object" | "array">(req: IncomingMessage, shape: T): Promise<T extends "array" ? unknown[] : Record<string, unknown>> {
  const body = await readBody(req, MAX_MESSAGE_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "BadJsonBody", "The request body is not valid JSON.");
  }
  const isArray = Array.isArray(parsed);
  if (parsed === null || typeof parsed !== "object" || isArray !== (shape === "array")) {
    throw new HttpError(400, "BadJsonBody", `The request body must be a JSON ${shape}.`);
  }
  return parsed as T extends "array" ? unknown[] : Record<string, unknown>;
}

function functionCall(body: Record<string, unknown>): { path: string; args: ReturnType<typeof jsonToConvex> } {
  if (typeof body.path !== "string") throw new HttpError(400, "BadJsonBody", "Missing `path`: the function to call.");
  const raw = Array.isArray(body.args) ? (body.args[0] ?? {}) : (body.args ?? {});
  try {
    return { path: body.path, args: jsonToConvex(raw as JSONValue) };
  } catch (e) {
    throw new HttpError(400, "BadConvexValue", `Invalid arguments: ${(e as Error).message}`);
  }
}

function sendOutcome(res: ServerResponse, outcome: Success | Failure): void {
  if (outcome.ok) {
    sendJson(res, 200, { status: "success", value: convexToJson(outcome.value), logLines: outcome.logLines }, CORS);
  } else {
    sendJson(res, UDF_FAILED, { status: "error", errorMessage: outcome.errorMessage, errorData: outcome.errorData, logLines: outcome.logLines }, CORS);
  }
}

async function callFunction(req: IncomingMessage, res: ServerResponse, services: Services, kind: "query" | "mutation" | "action"): Promise<void> {
  const { path, args } = functionCall(await jsonBody(req, "object"));
  const caller = { ...(await identityOf(req, services)), fromClient: true };
  const { rt } = services;
  if (kind === "query") return sendOutcome(res, await rt.runQuery(path, args, caller));
  if (kind === "action") return sendOutcome(res, await rt.runAction(path, args, caller));
  const outcome = await rt.runMutation(path, args, caller);
  if (outcome.ok !== "skipped") sendOutcome(res, outcome);
}

async function upload(req: IncomingMessage, res: ServerResponse, services: Services, url: URL): Promise<void> {
  const { rt } = services;
  if (!rt.files.checkUploadToken(url.searchParams.get("token") ?? "")) {
    throw new HttpError(401, "InvalidUploadToken", "This upload URL is invalid or has expired. Generate a new one.");
  }
  const bytes = await readBody(req, MAX_UPLOAD_BYTES);
  const contentType = req.headers["content-type"] || null;
  const storageId = rt.store.newId("_storage");
  const { sha256, size } = rt.files.write(storageId, bytes);
  await rt.transact((tx) => {
    const doc = { _id: storageId, _creationTime: rt.store.nextCreationTime(), sha256, size, ...(contentType ? { contentType } : {}) };
    rt.store.write(tx, "_storage", storageId, doc);
  });
  sendJson(res, 200, { storageId }, CORS);
}

function download(res: ServerResponse, services: Services, storageId: string): void {
  const { rt } = services;
  const doc = rt.store.tableOfId(storageId) === "_storage" ? rt.store.get(storageId) : null;
  const bytes = doc && rt.files.read(storageId);
  if (!doc || !bytes) return sendText(res, 404, "File not found", CORS);
  res.writeHead(200, {
    ...CORS,
    "Content-Type": (doc.value.contentType as string | undefined) ?? "application/octet-stream",
    "Content-Length": bytes.length,
    "Cache-Control": "private, max-age=2592000, immutable",
    // A stored file is shown as its declared type, never sniffed into HTML or script.
    "X-Content-Type-Options": "nosniff",
  });
  res.end(bytes);
}

const DEV_ROUTES = new Set(["POST /emails", "POST /emails/batch", "GET /_local/stats"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A request from a program on this machine: over loopback, addressed to a loopback name (not a
 * rebound DNS name), and not sent by a web page (browsers add `Origin` to cross-site requests).
 */
function fromThisMachine(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  return loopback && LOOPBACK_HOSTS.has(host) && req.headers.origin === undefined;
}

async function devRoute(req: IncomingMessage, res: ServerResponse, services: Services, route: string): Promise<void> {
  if (route === "POST /emails") return sendJson(res, 200, services.mail.accept(await jsonBody(req, "object")));
  if (route === "POST /emails/batch") return sendJson(res, 200, { data: (await jsonBody(req, "array")).map((e) => services.mail.accept(e)) });
  sendJson(res, 200, {
    ...services.rt.stats,
    subscriptions: services.subs.size,
    documents: [...services.rt.store.tables.values()].reduce((n, t) => n + t.docs.size, 0),
  });
}

export function apiHandler(services: Services) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const route = `${req.method} ${url.pathname}`;
      if (req.method === "OPTIONS") {
        res.writeHead(204, CORS);
        return void res.end();
      }
      switch (route) {
        case "GET /":
          return sendText(res, 200, "This Convex deployment is running locally. See https://docs.convex.dev/.");
        case "GET /version":
          return sendText(res, 200, "kaia-local-backend", CORS);
        case "POST /api/query":
        case "POST /api/query_at_ts":
          return await callFunction(req, res, services, "query");
        case "POST /api/mutation":
          return await callFunction(req, res, services, "mutation");
        case "POST /api/action":
          return await callFunction(req, res, services, "action");
        case "POST /api/query_ts":
          return sendJson(res, 200, { ts: services.rt.store.ts.toString() }, CORS);
        case "POST /api/storage/upload":
          return await upload(req, res, services, url);
      }
      if (DEV_ROUTES.has(route) && services.devEndpoints) {
        if (!fromThisMachine(req)) return sendText(res, 403, "Development endpoints answer only this machine's own requests.");
        return await devRoute(req, res, services, route);
      }
      const file = url.pathname.match(/^\/api\/storage\/([0-9a-z]+)$/);
      if (req.method === "GET" && file) return download(res, services, file[1]);
      sendText(res, 404, "Not found", CORS);
    } catch (e) {
      if (res.headersSent) return void res.destroy();
      if (e instanceof HttpError) return sendJson(res, e.status, { code: e.code, message: e.message }, CORS);
      sendJson(res, 500, { code: "InternalServerError", message: (e as Error).message }, CORS);
    }
  };
}
