// The OpenAI-compatible provider, configured only by environment.
import OpenAI from "openai";
import { env } from "../lib/env";

export function providerClient(): OpenAI {
  return new OpenAI({
    // Local servers (Ollama, LM Studio) accept any key; the SDK insists on one.
    apiKey: env.openaiApiKey ?? "not-set",
    baseURL: env.openaiBaseUrl,
    timeout: env.openaiTimeoutMs,
    maxRetries: 1,
  });
}

export function modelFor(premium: boolean): string {
  return premium ? env.openaiModelPremium : env.openaiModel;
}
