// Identity: tokens signed with the backend's keys (as Convex Auth signs them) are verified
// against convex/auth.config.ts; forged or expired ones end the identity.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { connect, nextValue, signToken, until, withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
type Who = { subject: string; tokenIdentifier: string; email: string | null } | null;
const fixture = withFixtureBackend();

function tamper(token: string): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: "admin|s" })).toString("base64url");
  return [header, forged, signature].join(".");
}

describe("WebSocket identity", () => {
  it("follows setAuth: signed out, signed in, another user, signed out again", async () => {
    const client = connect(fixture.backend.url);
    let who: Who | undefined;
    client.onUpdate(api.identity.whoami, {}, (v: Who) => (who = v));
    await until(() => who, (v) => v === null);

    const token = await signToken(fixture.backend, { sub: "u1|s1", email: "a@example.com" });
    client.setAuth(async () => token);
    expect(await until(() => who, (v) => v !== null)).toEqual({ subject: "u1|s1", tokenIdentifier: `${fixture.backend.siteUrl}|u1|s1`, email: "a@example.com" });

    const other = await signToken(fixture.backend, { sub: "u2|s2" });
    client.setAuth(async () => other);
    expect((await until(() => who, (v) => v?.subject === "u2|s2"))!.subject).toBe("u2|s2");

    client.client.clearAuth();
    await until(() => who, (v) => v === null);
    await client.close();
  });

  it("refuses a tampered token and stays signed out", async () => {
    const client = connect(fixture.backend.url);
    const forged = tamper(await signToken(fixture.backend, { sub: "u1|s1" }));
    const changes: boolean[] = [];
    client.setAuth(async () => forged, (isAuthenticated) => changes.push(isAuthenticated));
    await until(() => changes, (c) => c.includes(false));
    expect(changes).not.toContain(true);
    expect(await client.query(api.identity.whoami, {})).toBeNull();
    await client.close();
  });

  it("ends the identity when the token expires, asking the client for a new one", async () => {
    const token = await signToken(fixture.backend, { sub: "u1|s1" }, "2s");
    const ws = new WebSocket(`${fixture.backend.url.replace("http", "ws")}/api/1.48.0/sync`);
    const messages: { type: string; authUpdateAttempted?: boolean }[] = [];
    ws.on("message", (data) => messages.push(JSON.parse(String(data))));
    await new Promise((r) => ws.once("open", r));
    ws.send(JSON.stringify({ type: "Connect", sessionId: "s", connectionCount: 0, lastCloseReason: null, clientTs: Date.now() }));
    ws.send(JSON.stringify({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 }));
    await until(() => messages.find((m) => m.type === "Transition"));
    const closed = new Promise((r) => ws.once("close", r));
    const error = await until(() => messages.find((m) => m.type === "AuthError"), Boolean, 5000);
    expect(error).toMatchObject({ error: "Token expired", authUpdateAttempted: false, baseVersion: 0 });
    await closed;
  });

  it("gives actions the caller's identity", async () => {
    const client = connect(fixture.backend.url);
    const token = await signToken(fixture.backend, { sub: "u3|s3" });
    client.setAuth(async () => token);
    await nextValue((cb) => client.onUpdate(api.identity.whoami, {}, cb), (v: Who) => v !== null);
    expect(await client.action(api.actions.sendAndCount, { conversation: "ident", body: "x" })).toMatchObject({ identity: "u3|s3" });
    await client.close();
  });
});

describe("HTTP identity", () => {
  it("accepts a valid bearer token and refuses a forged one", async () => {
    const token = await signToken(fixture.backend, { sub: "u4|s4" });
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false, auth: token });
    expect(await http.query(api.identity.whoami, {})).toMatchObject({ subject: "u4|s4" });
    http.setAuth(tamper(token));
    await expect(http.query(api.identity.whoami, {})).rejects.toThrow(/Could not verify/);
  });

  it("gives HTTP actions the bearer's identity", async () => {
    const token = await signToken(fixture.backend, { sub: "u5|s5" });
    const response = await fetch(`${fixture.backend.siteUrl}/echo`, { method: "POST", body: "ping", headers: { Authorization: `Bearer ${token}` } });
    expect(await response.json()).toEqual({ body: "ping", who: "u5|s5" });
  });
});
