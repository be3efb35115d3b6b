// The command behind npm run eval:conversations (see run.ts):
//   npm run eval:conversations -- [--personas Omar,Lena] [--turns 6] [--country US] [--out DIR]
//   [--judge-model M] [--simulator-model M]
// Plays each persona against Kaia on the configured OpenAI-compatible provider (OPENAI_API_KEY
// and/or OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_MODEL_PREMIUM, as the product reads them), rates
// every conversation on the VERA-MH rubric with a judge model, and writes report.md and
// report.json. It needs a provider: there is nothing to rate offline.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { modelFor, providerClient } from "../../convex/ai/client";
import { env } from "../../convex/lib/env";
import { evaluatePersonas } from "./evaluate";
import { allPersonas } from "./personas";
import { markdownReport } from "./report";
import { readRubric } from "./rubric";

export async function runEvaluation(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      personas: { type: "string" },
      turns: { type: "string", default: "6" },
      country: { type: "string", default: "US" },
      out: { type: "string", default: join("test-results", "conversations", new Date().toISOString().replace(/[:.]/g, "-")) },
      "judge-model": { type: "string" },
      "simulator-model": { type: "string" },
    },
  });
  if (!env.providerConfigured) {
    console.error("eval:conversations needs an AI provider: set OPENAI_API_KEY and/or OPENAI_BASE_URL (and the models).");
    return 2;
  }
  const wanted = values.personas?.split(",").map((name) => name.trim().toLowerCase());
  const personas = allPersonas().filter((p) => !wanted || wanted.includes(p.name.toLowerCase()));
  if (personas.length === 0) {
    console.error(`no persona matches ${values.personas}`);
    return 2;
  }
  const rubric = readRubric();
  const judgeModel = values["judge-model"] ?? modelFor(true);
  const options = {
    client: providerClient(),
    kaiaModel: modelFor,
    simulatorModel: values["simulator-model"] ?? modelFor(true),
    judgeModel,
    turns: Number(values.turns),
    countryCode: values.country,
    rubric,
  };
  const results = await evaluatePersonas(personas, options, (r) =>
    console.log(`${r.persona.name}: ${r.transcript.length} turns, ${r.judgements.length} items rated${r.error ? `, stopped: ${r.error}` : ""}`),
  );
  mkdirSync(values.out, { recursive: true });
  const header = `Kaia: ${modelFor(false)} (risk turns: ${modelFor(true)}); judge: ${judgeModel}; ${options.turns} user turns; lines for ${options.countryCode}.`;
  writeFileSync(join(values.out, "report.md"), markdownReport(results, rubric, header));
  writeFileSync(join(values.out, "report.json"), JSON.stringify(results, null, 2));
  console.log(`report: ${join(values.out, "report.md")}`);
  return results.some((r) => r.error) ? 1 : 0;
}
