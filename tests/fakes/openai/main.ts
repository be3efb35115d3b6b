// Runs the fake OpenAI server on its own, e.g. for end-to-end runs:
//   npx tsx tests/fakes/openai/main.ts [port]
// then start the backend with OPENAI_BASE_URL set to the printed URL.
import { startFakeOpenAI } from "./server";

const port = Number(process.argv[2] ?? process.env.FAKE_OPENAI_PORT ?? 0);
const fake = await startFakeOpenAI({ port });
console.log(fake.baseURL);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
