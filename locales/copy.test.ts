import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Copy rules of single languages, read from the catalogs as shipped.
function texts(lang: string): [string, string][] {
  const dir = join(__dirname, lang);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .map(([key, text]): [string, string] => [`${file} ${key}`, text]),
    );
}

describe("the French texts", () => {
  it("keep ? ! : ; and » with their word through a narrow no-break space, so they never wrap alone", () => {
    const loose = texts("fr").filter(([, text]) => /[ \u00a0][?!:;»]|«[ \u00a0]/.test(text));
    expect(loose.map(([where]) => where)).toEqual([]);
  });
});

describe("the Portuguese texts", () => {
  it("speak as Kaia, who is female: 'Obrigada', never 'Obrigado'", () => {
    expect(texts("pt").filter(([, text]) => /\bobrigado\b/i.test(text)).map(([where]) => where)).toEqual([]);
  });

  it("speak of Kaia as female: 'a Kaia', 'da Kaia', 'uma ursa', never the masculine forms", () => {
    const masculine = /(?<!\p{L})(o|do|ao|pelo|no|eu sou o) Kaia(?!\p{L})|(?<!\p{L})(um|o|do) urso(?!\p{L})|Kaia, (o|seu|teu) (coach|urso|amigo|treinador)(?!\p{L})/iu;
    expect(texts("pt").filter(([, text]) => masculine.test(text)).map(([where]) => where)).toEqual([]);
  });
});

describe("the German texts", () => {
  it("name the global-concerns topic as existential worries, not money worries ('Existenzsorgen')", () => {
    const name = texts("de").find(([where]) => where === "home.json topics.global-concerns.name")?.[1];
    expect(name).toMatch(/existenziell/i);
    expect(texts("de").filter(([, text]) => /Existenzsorgen/.test(text))).toEqual([]);
  });
});

describe("the Arabic texts", () => {
  it("show which letters the lowercase and uppercase password rules mean, since Arabic has no case", () => {
    const rules = texts("ar").filter(([where]) => /auth\.json (requirement|passwordRule)\.(lowercase|uppercase)$/.test(where));
    expect(rules).toHaveLength(4);
    for (const [where, text] of rules) expect(text, where).toMatch(where.endsWith("lowercase") ? /\(a–z\)/ : /\(A–Z\)/);
  });

  it("speak of Kaia as female: 'تساعدك Kaia', 'مدرّبة حياتك', 'أنا سعيدة', never the masculine forms", () => {
    const masculine =
      /(?<!\p{L})ي\p{L}*(?: لك| إليك)? Kaia|Kaia (?:ليس|مستعد|سعيد|يكتب|هو)(?!\p{L})|مدرّبك|مدرّب حيات|مع مدرّب(?!ة)|دبّ ودود|الدب الودود|أنا (?:سعيد|ممتن|آسف|مستعد)(?!\u0629|\u0651)/u;
    expect(texts("ar").filter(([, text]) => masculine.test(text)).map(([where]) => where)).toEqual([]);
  });

  it("show the landing page's sample exchange as natural Arabic, without the word-for-word 'overthinking' and 'loudest thought'", () => {
    const bubbles = texts("ar").filter(([where]) => /landing\.json heroBubble/.test(where));
    expect(bubbles).toHaveLength(2);
    for (const [where, text] of bubbles) expect(text, where).not.toMatch(/الإفراط في التفكير|أعلى فكرة|\.\.\./);
  });

  it("invite to subscribe to Premium in plain Arabic, without the word-for-word 'do the upgrade'", () => {
    expect(texts("ar").filter(([, text]) => /قم بالترقية|الترقية إلى/.test(text)).map(([where]) => where)).toEqual([]);
    // The plan's name is not a subject of its own: "your Premium subscription has ended", not "Premium ended".
    expect(texts("ar").filter(([, text]) => /انتهى بريميوم|^بريميوم مفعّل|جزء من بريميوم|^موضوع بريميوم/.test(text)).map(([where]) => where)).toEqual([]);
  });
});

describe("the Romanian texts", () => {
  it("speak of Kaia as female: 'Kaiei', 'o ursoaică', 'o IA', never 'lui Kaia', 'un urs' or a masculine 'Kaia este un …'", () => {
    const masculine =
      /(?<!\p{L})(lui Kaia|(un|ursul|ursului) (urs|tău|prietenos)|urs prietenos|ursul tău|personajul ursului|Kaia (este|e) un (AI|urs|însoțitor|coach|terapeut|prieten)|(sunt|Kaia (este|e)) (bucuros|pregătit|încântat|sigur|convins|recunoscător|disponibil))(?!\p{L})|^Disponibil non-stop$/iu;
    const aboutKaia = texts("ro").filter(([where]) => where !== "safety.json open247");
    expect(aboutKaia.filter(([, text]) => masculine.test(text)).map(([where]) => where)).toEqual([]);
  });

  it("say stretch without 'Întinde-te', which also means lie down", () => {
    expect(texts("ro").filter(([, text]) => /întinde-te/i.test(text)).map(([where]) => where)).toEqual([]);
  });
});

describe("the Spanish texts", () => {
  it("speak neutral international Spanish: tú without vosotros, and no Spain-only or country-only words", () => {
    const regional =
      /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|os|\p{L}+[áé]is|móvil(es)?|celular(es)?|ordenador(es)?|vale|coger|piso|rellen\p{L}*|introduce|introducido|pulsa|apunta|cualificad[oa]s?|caducad[oa]|contacta(r)? con)(?!\p{L})/iu;
    expect(texts("es").filter(([, text]) => regional.test(text)).map(([where]) => where)).toEqual([]);
  });
});
