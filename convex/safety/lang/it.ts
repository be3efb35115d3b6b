import type { PatternSet } from "../compile";

const WANT = "(?:voglio|vorrei|ho voglia di|devo|sto pensando di|penso di|ho deciso di|vado a)";
const PILLS = "(?:pastiglie|pillole|compresse|medicine|farmaci|sonniferi|tachipirina|psicofarmaci|gocce)";
const PERSON = "(?:marito|ragazzo|padre|papa|madre|mamma|patrigno|fratello|zio|compagno|ex|lui|lei|moglie)";

export const it: PatternSet = {
  script: /[a-z]/,
  negators: ["non", "nun", "mai", "nessun", "nessuno", "nessuna", "senza", "ne"],
  fiction: ["personaggio", "romanzo", "film", "libro", "serie", "canzone", "gioco", "storia"],
  recovered: ["(?:anni fa|mesi fa|una volta|prima|lanno scorso)[^.!?]{0,80}(?:adesso|ora|oggi) (?:sto|mi sento) (?:bene|meglio)"],
  over: [
    "(?:(?:anni|mesi|settimane) fa|lanno scorso|il mese scorso|da (?:ragazzin[oa]|regazzin[oa]|piccol[oa]|bambin[oa])|quando ero (?:piccol[oa]|ragazzin[oa]|bambin[oa]))(?:[^.!?]{0,140}[.!?]){0,2}[^.!?]{0,140}(?:adesso|ora|oggi|mo|da allora) ~ (?:bene|meglio|in terapia|seguit[oa]|(?:vado|va) (?:dallo|dalla) (?:psicolog[oa]|psichiatra)|laureat[oa]|lavoro|studio|faccio boxe|ho %w anni)",
  ],
  firstPerson: ["io", "mi", "me", "mio", "mia", "miei"],
  postNegation: ["per sbaglio", "cucinando", "per caso"],
  subjects: ["io", "tu", "lui", "lei", "noi", "voi", "loro"],
  canon: [["xke|xche", "perche"]],
  idioms: [
    "(?:muoio|morto|morta|morire|morendo|sto morendo|crepo|schiatto|sono mort[oa]) (?:di|dal|dalla|dalle) (?:fame|sete|caldo|freddo|ridere|risate|noia|vergogna|sonno|stanchezza|paura|invidia|curiosita)",
    "stanc[oa] mort[oa]", "(?:esame|lavoro|caldo|scuola|capo|studio|settimana|stress|questo|questa %w|questo %w|prof|verifica|compito) (?:mi |)(?:sta |stanno |)(?:uccidendo|ammazzando|uccide|ammazza)",
    "(?:madre|mamma|padre|papa|genitori|prof|capo) mi (?:ammazza|uccide|ammazzera|uccidera)(?! se (?:lo lascio|parlo|dico))",
    "ammazzare il tempo|(?:uccidere|killare|terminare|ammazzare) (?:il|un|lo) (?:processo|programma|task)", "suicide squad|missione suicida|prevenzione del suicidio",
    "(?:ridere|risate|ahah%w) ~ respirare", "mi sono tagliat[oa] (?:il dito|con la carta|mentre cucinavo|i capelli)|tagliarmi i capelli",
    "(?:ammazzo|ammazzarmi|uccido|uccidermi) (?:di|dal) (?:lavoro|fatica|studio|palestra)",
  ],
  fillers: ["solo", "davvero", "proprio", "veramente", "sinceramente", "tipo", "semplicemente", "letteralmente", "seriamente"],
  concepts: {
    desire: ["voglio", "vorrei", "ho voglia di", "desidero", "penso di", "penso a", "sto pensando di", "sogno di", "preferirei", "cerco come"],
    death: ["non esserci piu", "andarmene per sempre", "non svegliarmi mai piu", "addormentarmi per sempre", "morire", "essere mort[oa]", "non svegliarmi piu", "non risvegliarmi", "sparire per sempre", "non esistere piu", "dormire per sempre", "sparire"],
    act: ["spararmi", "tagliarmi le vene", "buttarmi (?:dal|dalla|da un|da una|sotto)", "prendere tutte le (?:pastiglie|pillole|medicine)", "ammazzarmi", "uccidermi", "suicidarmi", "togliermi la vita", "farla finita", "buttarmi", "impiccarmi", "tagliarmi", "farmi del male", "avvelenarmi", "gettarmi", "lanciarmi"],
    intent: ["vado a", "ho deciso di", "sto per", "stasera"],
    stops: ["il", "lo", "la", "gli", "le", "e", "lui", "lei", "suo", "sua", "film", "serie", "libro", "gioco", "pianta", "cane", "gatto", "batteria", "telefono", "dolore"],
    ending: ["la faccio finita", "farla finita", "chiudo con tutto", "metto fine a tutto", "finisco tutto"],
    soon: ["stanotte", "stasera", "oggi", "domani", "questo weekend", "adesso"],
    jump: ["mi butto", "buttarmi", "salto", "saltare", "mi lancio", "lanciarmi", "mi getto"],
    height: ["(?:dal|dalla|da un|da una|dalla finestra del) (?:ponte|balcone|tetto|finestra|palazzo|terrazzo|scogliera)"],
    care: ["nessuno se ne (?:accorge|accorgera)", "nessuno (?:piangerebbe|se ne accorgerebbe|verrebbe|ci farebbe caso)", "nessuno (?:sentirebbe|noterebbe|piangerebbe|se ne accorgerebbe|soffrirebbe)", "nessuno sentirebbe la mia mancanza", "(?:tutti|la mia famiglia) (?:starebbero|sarebbero|vivrebbero) (?:meglio|sollevati|piu felici)", "sarebbe meglio per tutti"],
    ifIDie: ["se muoio", "se (?:io |)(?:morissi|sparissi|non ci fossi piu|non ci fossi|mi uccidessi)"],
  },
  injury: {
    verb: ["mi sono tagliat[oa]", "mi taglio", "mi sono bruciat[oa]", "mi brucio", "mi sono graffiat[oa]", "mi graffio", "mi sono ferit[oa]", "mi ferisco"],
    body: ["(?:il|le|i|la|gli) (?:braccio|braccia|polsi|polso|gambe|gamba|cosce|pelle|pancia)"],
    purpose: ["di proposito", "apposta", "volontariamente", "per punirmi"],
  },
  overdose: {
    take: ["preso", "ho preso", "ingoiato", "inghiottito", "mandato giu", "bevuto"],
    qty: ["dieci", "quindici", "venti", "trenta", "quaranta", "cinquanta", "cento", "tutte le", "tutti i", "tutta la", "una scatola intera di", "la scatola intera di", "un flacone intero di", "troppe", "un sacco di", "\\d{2,}", "in una volta", "tutto il"],
    drug: ["pastiglie", "paracetamolo", "pasticche", "pillole", "compresse", "medicine", "farmaci", "sonniferi", "antidepressivi", "tachipirina", "xanax", "gocce", "scatola", "flacone"],
  },
  abusers: {
    person: ["(?:mio|mia|il mio|la mia) (?:padre|madre|marito|ragazzo|compagno|patrigno|fratello|zio|ex|moglie)"],
    violence: ["mi picchia", "mi prende a calci", "mi prende a botte", "mi strangola", "mi tocca", "mi minaccia", "mi violenta", "mi chiude in", "mi ha picchiat[oa]", "mi ha strangolat[oa]", "mi ha messo le mani al collo"],
  },
  self_harm: ["(?:scritto|scrivendo|scrivo|lasciato|preparato|scrivero) ~ (?:lettera|lettere|biglietto|biglietti|messaggi?) (?:di |d |)(?:addio|daddio)", 
    "non ho (?:piu |)(?:voglia|la forza|forza|motivo|motivi) di vivere", "(?:nessuna|senza) voglia di vivere",
    "nessuno sentirebbe la mia mancanza|nessuno piangerebbe per me",
    `${WANT} (?:solo |soltanto |)(?:morire|ammazzarmi|uccidermi|suicidarmi|togliermi la vita|farla finita|sparire per sempre|non svegliarmi piu|dormire per sempre|non esistere piu)`,
    "mi (?:voglio|vorrei|vado a) (?:ammazzare|uccidere|suicidare)", "(?:ammazzarmi|uccidermi|suicidarmi|togliermi la vita|farla finita)",
    "(?:penso|pensando|pensato) al suicidio|pensieri suicid%s|idee suicid%s|(?:sono|mi sento) suicida",
    "non voglio (?:piu |)(?:vivere|svegliarmi|esistere|esserci)(?! (?:con|in|vicino|da sol[oa]))", "(?:addormentarmi|dormire) e non svegliarmi (?:piu|mai piu)",
    "(?:tutti|il mondo|la mia famiglia) (?:starebbero|starebbe|sarebbero) (?:tutti |)(?:meglio|piu felici) senza di me", "starebbero (?:tutti |)meglio senza di me",
    "(?:sono|mi sento) (?:solo |)un peso", "meglio se (?:io |)non ci fossi|se (?:io |)non ci fossi piu", "(?:addormentarmi|dormire) (?:e basta |)per sempre", "(?:nessun motivo|nessuna ragione) per vivere|non ha senso vivere|la vita non ha (?:piu |)senso", "stanc[oa] di vivere", "non (?:ci saro|saro qui|dovro sopportar%s|dovro piu sopportar%s) (?:ancora |piu |)(?:a lungo|per molto)",
    "mi (?:taglio|sono tagliat[oa]|faccio del male|sono fatt[oa] del male)|tagliarmi|farmi del male|autolesion%s",
    "(?:buttarmi|gettarmi|lanciarmi) (?:dal|da un|dalla|da una|sotto (?:un|il)) (?:ponte|palazzo|tetto|balcone|finestra|treno)",
    "(?:scritto|scrivo|lasciato) (?:le |una |la |)(?:lettera|lettere|biglietto) daddio",
    `dose (?:letale|mortale)|quante ${PILLS} ~ (?:per morire|letale|per non svegliarmi)`, "regalando (?:tutte |)le mie cose", "vuole (?:uccidersi|ammazzarsi|suicidarsi|farla finita)",
  ],
  direct: [
    "(?:voglio|vorrei|sto per|deciso di|penso di|devo|intendo|intenzione di) ~ (?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|porre fine alla (?:mia |)vita|farla finita)(?! (?:di|dalle|dal|a|per|con (?!la vita|tutto)))",
    "mi (?:voglio|vorrei|sto per|devo) (?:uccidere|ammazzare|suicidare|togliere la vita)(?! (?:di|dalle|dal|a|per))",
    // Roman and southern: "me" for "mi", the infinitive cut ("me vojo ammazzà").
    "me (?:vojo|voio|voglio|vojjo) (?:ammazza|accide|uccide|suicida)(?! (?:de|di|dalle|dal|a|pe|per))",
    "mi (?:uccido|ammazzo|tolgo la vita) (?:stasera|stanotte|oggi|domani|e stop|e basta|e chiuso)",
    "(?:il suicidio|uccidermi|ammazzarmi) e (?:l |la |)unica (?:opzione|soluzione|via|strada)",
    "(?:smettere di mangiare|non mangiare(?: piu|)) (?:fino a|finche non) (?:sparire|scomparire|morire|sparisco|scompaio|muoio)",
  ],
  harm_to_others: [
    "(?:voglio|vado a|ho voglia di) (?:uccidere|ammazzare|accoltellare|sparare a) (?:mio|mia|il|la|lui|lei|qualcuno|tutti)", "(?:lo|la|li) (?:voglio ammazzare|voglio uccidere|ammazzo|uccido)",
  ],
  abuse: [
    `${PERSON} mi (?:picchia|ha picchiat[oa]|picchiava|ha strangolat[oa]|stupra|ha stuprat[oa]|violenta|ha violentat[oa]|minaccia|maltratta|prende a botte|ha dato uno schiaffo)`,
    "mi ha minacciat[oa] di morte|minaccia di uccidermi|ha detto che mi ammazza", "paura di tornare a casa", "(?:subisco|vivo) violenza",
  ],
  medical_emergency: ["(?:non respira(?! (?:bene|col|con|dal|piu bene))|non si sveglia|e svenut[oa] e non|e incosciente|non reagisce)", "labbra (?:blu|viola)", 
    `(?:preso|ingoiato|inghiottito) (?:tutte le|tutta la scatola di|tutto il flacone di|\\d{2,}|troppe|un sacco di) ${PILLS}`, "(?:ho fatto|ho preso|e) (?:un |una |)overdose",
    "non riesco (?:piu |)a respirare|non respiro", "dolore (?:forte |fortissimo |)al petto|dolore toracico|mi fa male il petto",
    "(?:sto avendo|credo di avere|ho) un (?:infarto|ictus)", "non respira|incosciente|convulsioni", "(?:bevuto|ingoiato) (?:la |)(?:candeggina|veleno)", "sanguin%s (?:tanto|molto)|non smette di sanguinare",
  ],
  weak: {
    hopeless: ["nessun futuro", "(?:sono|mi sento) un peso", "niente ha (?:piu |)senso", "non ce la faccio piu", "a che serve", "niente ha senso", "stanc[oa] di tutto", "odio la mia vita|mi odio", "mi sento (?:vuot[oa]|inutile)", "(?:non ce|nessuna) via duscita"],
    escape: ["sparire|scomparire", "voglio che (?:finisca|tutto finisca)"],
    method: ["(?:ho comprato|ho|ho trovato|ho nascosto) (?:una |la |delle |)(?:corda|pistola|lamette?|pastiglie)", "ponte piu alto", "comprato una corda", "per un amico"],
    farewell: ["(?:regalo|sto regalando|ho regalato) (?:tutte |)le mie cose", "(?:ho salutato|saluto) tutti per (?:lultima|sempre)", "prendetevi cura del mio (?:cane|gatto)", "addio a tutti", "grazie di tutto ~ addio"],
    intent: ["stanotte e la notte", "ho un piano"],
  },
};
