// After the app is built, renders its public pages to static HTML in every language (through a
// server build of src/app/prerender.tsx) and writes robots.txt and sitemap.xml beside them.
import { createReadStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createGzip } from "node:zlib";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { criticalCss, inlineCriticalCss } from "./criticalCss.ts";
import { APP_SHELL, staticFileFor } from "./serve.ts";

const ENTRY = "src/app/prerender.tsx";

type PrerenderModule = typeof import("../src/app/prerender.tsx");

/** The built index.html with one page in it: language, head and the page's markup. */
export function fillShell(shell: string, page: Awaited<ReturnType<PrerenderModule["renderPage"]>>, attribute: string): string {
  const filled = shell
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root" ${attribute}="${page.key}">${page.body}</div>`);
  if (!filled.includes(page.body) || !filled.includes(`lang="${page.language}"`)) throw new Error("index.html is missing a placeholder the prerender fills");
  return filled;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "kaia:prerender",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== "build" || config.build.ssr || process.env.VITEST) return;
      const appDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, "node_modules/.kaia-prerender");
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: "warn",
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: "prerender.js" } } },
      });
      const render: PrerenderModule = await import(pathToFileURL(join(serverDir, "prerender.js")).href);

      const shell = readFileSync(join(appDir, "index.html"), "utf8");
      writeFileSync(join(appDir, APP_SHELL), shell);
      for (const target of render.prerenderTargets()) {
        const page = await render.renderPage(target.url);
        const file = join(appDir, target.file);
        mkdirSync(dirname(file), { recursive: true });
        const html = fillShell(shell, page, render.PRERENDERED_ATTRIBUTE);
        // The styles the page uses come inline (no request before the first paint).
        writeFileSync(file, inlineCriticalCss(html, await criticalCss(appDir, html)));
      }
      for (const [name, text] of Object.entries(render.siteFiles())) writeFileSync(join(appDir, name), text);
      rmSync(serverDir, { recursive: true, force: true });
    },
    // `vite preview` serves the build as a static host would (see serve.ts).
    configurePreviewServer(server) {
      const appDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        const { file, status } = staticFileFor(appDir, new URL(req.url ?? "/", "http://x").pathname);
        if (!file.endsWith(".html")) return next();
        const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "accept-encoding", ...(gzip && { "content-encoding": "gzip" }) });
        if (req.method === "HEAD") return res.end();
        const body = createReadStream(file);
        (gzip ? body.pipe(createGzip()) : body).pipe(res);
      });
    },
  };
}
