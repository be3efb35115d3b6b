// The site URL: every request goes to the router of convex/http.ts, as a fetch Request.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { bearerToken, readBody, sendText } from "./http.ts";
import type { Services } from "./services.ts";

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export function siteHandler(services: Services) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const method = req.method ?? "GET";
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(req, MAX_BODY_BYTES));
      const request = new Request(new URL(req.url ?? "/", services.siteUrl), { method, headers, body });
      const token = bearerToken(req);
      const identity = token ? await services.verifier().verify(token).then((v) => v.identity, () => null) : null;
      const response = await services.rt.runHttpAction(request, { identity, authToken: identity ? token : null, fromClient: true });
      const outHeaders: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") outHeaders[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
      res.writeHead(response.status, outHeaders);
      if (!response.body || method === "HEAD") return void res.end();
      Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    } catch (e) {
      if (res.headersSent) return void res.destroy();
      sendText(res, (e as { status?: number }).status ?? 500, (e as Error).message);
    }
  };
}
