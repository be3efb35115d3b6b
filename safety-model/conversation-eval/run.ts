// npm run eval:conversations -- --help: see cli.ts.
import { runEvaluation } from "./cli";

process.exitCode = await runEvaluation(process.argv.slice(2));
