import type { PatternSet } from "../compile";

// Hyphens become spaces: "m-am" is "m am", "să-mi" is "sa mi".
const WANT = "(?:vreau|as vrea|imi vine|ma gandesc|am de gand|o sa|voi|trebuie|vreau doar|am decis)";
const PILLS = "(?:pastilele|pastile|medicamentele|medicamente|comprimatele|comprimate|somniferele|somnifere|xanax|paracetamol)";
/** After "ma omor": a figure of speech ("ma omor de ras", "... cu munca"), not intent. */
const NOT_A_FIGURE = "(?! (?:de|cu|la|in))";
const PERSON = "(?:sotul|iubitul|tata|tatal|mama|tatal vitreg|fratele|unchiul|fostul|el|ea|sotia|prietenul)";

export const ro: PatternSet = {
  script: /[a-z]/,
  negators: ["nu", "n", "niciodata", "nici", "fara"],
  fiction: ["personaj", "personajul", "roman", "film", "filmul", "carte", "serial", "cantec", "joc"],
  recovered: ["(?:acum (?:%w |)ani|inainte|candva|anul trecut)[^.!?]{0,80}(?:acum|azi) (?:sunt|ma simt|e) (?:bine|mai bine)"],
  over: [
    "(?:acum (?:%w |)(?:ani|luni)|anul trecut|luna trecuta|cand eram (?:mic|mica|copil|adolescent|adolescenta))(?:[^.!?]{0,140}[.!?]){0,2}[^.!?]{0,140}(?:acum|azi|de atunci) ~ (?:bine|mai bine|in terapie|merg la (?:psiholog|psihiatru)|sub tratament|lucrez|studiez)",
  ],
  firstPerson: ["eu", "ma", "mi", "mine", "meu", "mea", "imi"],
  postNegation: ["din greseala", "gatind", "din neatentie"],
  subjects: ["eu", "tu", "el", "ea", "noi", "voi", "ei", "ele"],
  canon: [["vrau", "vreau"], ["sa mi", "sa imi"]],
  idioms: [
    "(?:mor|murit|muri|mort|moarta|morti|moara|murind) de (?:foame|sete|ras|rusine|caldura|frig|somn|plictiseala|oboseala|frica|dor|nerabdare|curiozitate|invidie)",
    "(?:examenul|munca|jobul|seful|caldura|scoala|facultatea|saptamana|stresul|asta|chestia asta|proiectul|lucrarea) (?:asta |)(?:ma |)(?:omoara|va omori|o sa ma omoare)",
    "(?:mama|tata|parintii|profesorul|profa|seful|sora|fratele) (?:\\S+ |)(?:ma |)(?:omoara|va omori|o sa ma omoare)(?! daca (?:plec|spun|il parasesc))",
    "omor(?:am|i|a|) timpul|a omori timpul|(?:omor|omori|omoara) (?:un |)proces%s|kill (?:la |)proces", "suicide squad|misiune sinucigasa|prevenirea sinuciderii",
    "(?:ras|ris|haha%w) ~ respir%s", "batut la (?:sah|table|fotbal|joc|fifa|ping pong)", "(?:m am|ma) (?:taiat|tai) (?:la deget|in deget|cu hartie|cand gateam|gatind)|(?:tai|taiat) parul",
  ],
  fillers: ["doar", "chiar", "pur si simplu", "efectiv", "deja", "sincer", "serios", "gen", "practic"],
  concepts: {
    desire: ["vreau", "as vrea", "imi vine", "ma gandesc", "visez", "mi ar placea", "imi doresc", "caut cum"],
    death: ["sa nu mai fiu aici", "sa plec pentru totdeauna", "sa adorm pentru totdeauna", "sa nu ma mai trezesc niciodata", "sa mor", "mor", "sa dispar pentru totdeauna", "sa dispar definitiv", "sa nu ma mai trezesc", "sa nu mai exist", "sa nu mai fiu"],
    act: ["sa ma impusc", "sa imi tai venele", "sa iau toate pastilele", "sa ma arunc (?:de pe|in fata|sub)", "sa ma sinucid", "sa ma omor", "sa imi iau viata", "sa ma arunc", "sa sar", "sa ma tai", "sa ma spanzur", "sa ma otravesc", "sa termin cu (?:tot|viata)"],
    intent: ["o sa", "am decis", "voi", "am de gand"],
    stops: ["el", "ea", "este", "e", "lui", "ei", "filmul", "serialul", "cartea", "jocul", "planta", "cainele", "pisica", "bateria", "telefonul", "durerea"],
    ending: ["termin cu tot", "pun capat la tot", "inchei totul", "termin totul"],
    soon: ["in noaptea asta", "diseara", "azi", "maine", "weekendul asta"],
    jump: ["sar", "sa sar", "ma arunc", "sa ma arunc"],
    height: ["de pe (?:pod|bloc|acoperis|balcon|geam|cladire|stanca)"],
    care: ["nu observa nimeni", "nu ar observa nimeni", "(?:nimeni n ar|nu ar) plange(?: nimeni|)", "nimeni nu ar plange", "(?:nimanui|nimeni) (?:nu |)(?:i ar pasa|ar observa|ar plange|ar simti lipsa|nu ar observa|nu i ar pasa)", "nimanui nu i ar pasa", "(?:toti|toata lumea|familia mea) (?:ar fi|ar trai) (?:mai bine|mai fericiti|usurati)"],
    ifIDie: ["daca mor", "daca (?:as muri|as muri nimeni)", "daca (?:as muri|as disparea|nu as mai fi|mor|m as sinucide)"],
  },
  injury: {
    verb: ["m am taiat", "ma tai", "m am ars", "ma ard", "m am zgariat", "ma zgarii", "mi am taiat", "mi am ars"],
    body: ["(?:pe |)(?:brate|bratele|bratul|maini|mainile|incheieturile|incheietura|picioarele|pielea|coapsele)"],
    purpose: ["intentionat", "special", "cu intentie", "ca sa ma pedepsesc"],
  },
  overdose: {
    take: ["am luat", "am inghitit", "am baut", "luat", "inghitit"],
    qty: ["zece", "cincisprezece", "douazeci", "treizeci", "patruzeci", "cincizeci", "o suta", "toate", "toata", "tot", "o cutie intreaga de", "o gramada de", "prea multe", "\\d{2,}", "deodata", "dintr o data", "toata cutia de"],
    drug: ["pastilele", "paracetamol", "de paracetamol", "de somnifere", "pastile", "medicamentele", "medicamente", "comprimatele", "comprimate", "somniferele", "somnifere", "antidepresivele", "antidepresive", "cutia"],
  },
  abusers: {
    person: ["(?:sotul|iubitul|tata|tatal|mama|fratele|unchiul|fostul|sotia|mama vitrega)"],
    violence: ["ma bate", "m a batut", "ma loveste", "m a lovit", "ma sugruma", "ma violeaza", "ma ameninta", "ma atinge", "ma incuie"],
  },
  self_harm: [
    "nu mai am (?:putere|chef|motiv|niciun motiv) sa traiesc",
    "nimeni nu mi ar simti lipsa",
    "(?:vreau|as vrea|imi vine|vreau doar|as prefera) (?:sa |)mor",
    `${WANT} (?:sa |)(?:ma sinucid|ma omor|imi iau viata|ma arunc|dispar pentru totdeauna|nu ma mai trezesc|nu mai exist|termin cu (?:tot|viata))`,
    "ma sinucid|sa ma sinucid|sa ma omor|sa imi iau viata|ma gandesc la sinucidere|ganduri (?:de sinucidere|sinucigase)|(?:sunt|ma simt) sinucigas",
    "nu mai vreau sa (?:traiesc|exist|ma trezesc)", "(?:toti|toata lumea|familia mea|lumea|copiii mei) (?:ar fi|ar trai|vor fi) (?:mai bine|mai fericiti) fara mine",
    "sunt (?:doar |)o povara", "(?:usor|simplu) sa (?:termin cu tot|ma sinucid|pun capat)", "(?:nu (?:mai |)(?:vad|are|gasesc) |)(?:niciun|nici un) rost (?:sa (?:mai |)traiesc|in viata)", "dispar (?:definitiv|pentru totdeauna|pentru tot)",
    "nimanui nu i ar pasa daca (?:as muri|as disparea|nu as mai fi|mor)", "nimeni nu (?:ar observa|ar simti lipsa|m ar cauta) daca", "(?:niciun|nici un) motiv sa (?:mai |)traiesc|viata nu (?:mai |)are (?:niciun |)sens", "(?:obosit|obosita|satul|satula) de (?:viata|sa traiesc)",
    "(?:adorm|sa adorm|sa dorm) si sa nu ma mai trezesc",
    "(?:m am|ma) (?:taiat|tai|ranit|ranesc)|sa ma tai|automutil%s|imi fac rau|mi am facut rau|sa imi fac rau",
    "(?:sa sar|ma arunc|sa ma arunc) de pe (?:pod|bloc|acoperis|balcon|geam)|(?:ma arunc|sa ma arunc) in fata (?:trenului|metroului|masinii)",
    "(?:scris|scriu|lasat) ~ (?:scrisoare|scrisori|bilet|biletul) de adio",
    `doza (?:letala|mortala)|cate ${PILLS} ~ (?:sa mor|letal|sa nu ma mai trezesc)`, "dau (?:toate |)lucrurile mele", "vrea sa se (?:sinucida|omoare)",
  ],
  direct: [
    `(?:vreau|o|am|am decis|ma gandesc|planuiesc|trebuie) sa (?:ma sinucid|ma omor|ma ucid|imi iau viata|mi iau viata|pun capat vietii)${NOT_A_FIGURE}`,
    `ma voi (?:sinucide|omori|ucide)${NOT_A_FIGURE}`,
    "(?:sinuciderea|sa ma sinucid) e (?:singura|unica) (?:optiune|solutie|cale)",
    "(?:azi|diseara|maine|la noapte|in noaptea asta) ma sinucid",
  ],
  harm_to_others: ["(?:o sa|am sa|vreau sa|imi vine sa) (?:il |l |o |i |)(?:omor|ucid|injunghii|impusc)"],
  abuse: [
    `${PERSON} (?:meu |mea |)(?:ma |m |)(?:bate|a batut|loveste|a lovit|violeaza|a violat|sugruma|a sugrumat|ameninta|abuzeaza|a abuzat)`,
    "m a amenintat (?:ca ma omoara|cu moartea)|ameninta ca ma omoara", "(?:mi e|mi este) frica sa (?:merg|ma intorc) acasa", "violenta domestica",
  ],
  medical_emergency: ["(?:nu se trezeste|inconstient%s|lesinat%s|si a pierdut cunostinta|buzele (?:vinete|albastre))", "(?:nu mai|nu) respira(?! (?:bine|pe nas|normal))", 
    `(?:am luat|am inghitit|am baut) (?:toate|toata cutia de|tot flaconul de|o gramada de|prea multe|\\d{2,}) ${PILLS}`, "supradoza",
    "nu pot (?:sa |)respir%s", "(?:ma doare|durere) (?:\\S+ |)(?:in |)piept%s|durere toracica", "(?:am|cred ca am|face) (?:un |)(?:infarct|atac de cord|accident vascular)",
    "nu respira|inconstient|convulsii", "am baut (?:clor|inalbitor|otrava)", "sangerez (?:tare|mult)|nu se opreste sangele",
  ],
  weak: {
    hopeless: ["nu am niciun viitor|niciun viitor", "sunt o povara", "nimic nu mai are sens", "nu mai pot", "nu mai suport", "ce rost are|nu are rost", "nimic nu (?:mai |)conteaza", "m am saturat de tot", "ma urasc|imi urasc viata", "ma simt (?:gol|goala|inutil|inutila)", "nicio iesire"],
    escape: ["sa dispar", "vreau sa se termine tot"],
    method: ["(?:am cumparat|am|am ascuns) (?:o |)(?:franghie|funie|arma|pistol|lama|pastile)", "cel mai inalt pod", "am cumparat o franghie", "pentru un prieten"],
    farewell: ["(?:dau|am dat|impart) (?:toate |)lucrurile mele", "(?:scrisoare|scrisori|bilet) de (?:adio|ramas bun)", "mi am luat ramas bun de la (?:toti|toata lumea)", "adio tuturor", "multumesc pentru tot ~ adio"],
    intent: ["in seara asta e seara", "am un plan", "m am hotarat"],
  },
};
