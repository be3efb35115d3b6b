import type { PatternSet } from "../compile";

// Apostrophes are removed by normalisation: "j'ai" is "jai", "d'en finir" is "den finir".
const WANT = "(?:veux|voudrais|aimerais|envie|envie de|besoin de|vais|pense a|penser a|songe a|decide de|prefererais|ai envie de|jai envie de)";
const PILLS = "(?:doliprane|comprimes|cachets|pilules|medicaments|medocs|somniferes|anxiolytiques|xanax|paracetamol|lexomil|boite)";
const PERSON = "(?:mari|copain|pere|mere|beau pere|frere|oncle|conjoint|compagnon|copine|femme|ex|pote)";

export const fr: PatternSet = {
  script: /[a-z]/,
  negators: ["ne", "n", "pas", "jamais", "aucun", "aucune", "sans", "nai", "nest", "ni"],
  fiction: ["personnage", "roman", "film", "livre", "serie", "chanson", "jeu", "histoire"],
  firstPerson: ["je", "j", "me", "m", "moi", "mon", "ma", "mes", "jai", "jen"],
  postNegation: ["par accident", "en cuisinant", "sans faire expres"],
  subjects: ["je", "j", "tu", "il", "elle", "on", "nous", "ils", "elles"],
  canon: [["chui|chuis|jsuis|jsui|chu", "je suis"], ["jveux|jveu", "je veux"], ["jpeux|jpeu", "je peux"], ["envi", "envie"], ["mourrir", "mourir"]],
  idioms: [
    "(?:mort%s|mourir|meurs|meurt|mourrais|mourais|crever|creve|crevee|crevais) (?:de|d) (?:rire|faim|soif|honte|chaud|froid|fatigue|ennui|peur|envie|jalousie|sommeil|impatience)",
    "(?:boulot|travail|taf|exam%s|examen%s|partiel%s|bac|chaleur|fatigue|ecole|fac|cours|semaine|journee|patron|chef|stress|devoirs|prof|trajet|bruit|attente|suspense|ca|cela|cette %w|ce %w) (?:me tue|me tuent|va me tuer|vont me tuer|me tuera)",
    "(?:mere|pere|parents|prof|patron|chef|soeur|frere|daron|daronne) (?:va|vont) me tuer(?! si je (?:pars|le quitte|parle|dis))",
    "tuer le temps|tuer (?:le|un|ce) (?:processus|process|programme|tache)", "suicide squad|mission suicide|prevention du suicide|taux de suicide",
    "(?:ri|rire|rigole|rigoler|mdr|ptdr|lol) ~ respirer", "respirer tellement ~ (?:ri|rire|rigole)",
    "(?:battu|battue|bat) (?:a|au|aux) (?!coups)%w",
    "me (?:suis |)coupee? (?:le doigt|en cuisinant|avec une feuille)|me couper les cheveux",
  ],
  fillers: ["juste", "vraiment", "genre", "franchement", "carrement", "simplement", "serieux", "grave", "sincerement"],
  concepts: {
    desire: ["veux", "voudrais", "aimerais", "envie de", "envie d", "envie", "besoin de", "pense a", "songe a", "reve de", "prefererais", "cherche comment", "cherche a"],
    death: ["disparaitre (?:pour de bon|definitivement)", "mourir", "crever", "etre morte?", "disparaitre pour toujours", "disparaitre a jamais", "ne plus exister", "ne plus me reveiller", "ne jamais me reveiller", "ne plus jamais me reveiller", "dormir pour toujours", "que tout sarrete"],
    act: ["me tuer", "me suicider", "(?:den|d|de|) ?en finir", "me foutre en lair", "me pendre", "me jeter", "sauter", "me couper", "me mutiler", "me scarifier", "mettre fin a (?:mes jours|ma vie)", "me faire du mal", "faire une overdose", "avaler tous mes"],
    intent: ["vais", "je vais", "compte", "ai decide de", "jai decide de", "suis pret%s a"],
    stops: ["le", "la", "les", "il", "elle", "est", "son", "sa", "ses", "film", "serie", "livre", "jeu", "plante", "chien", "chat", "batterie", "telephone", "douleur"],
    ending: ["jen finis", "en finir", "je termine tout", "tout arreter", "mettre fin a tout"],
    soon: ["ce soir", "aujourdhui", "demain", "ce week end", "cette nuit", "maintenant"],
    jump: ["sauter", "saute", "je saute", "me jeter", "me jette", "me balancer"],
    height: ["(?:du|de la|par la|dun|dune|depuis le|depuis la) (?:pont|balcon|toit|fenetre|immeuble|falaise|terrasse)"],
    care: ["personne ne (?:sen rendra compte|le remarquera|pleurera)", "personne ne (?:pleurerait|viendrait|sen soucierait)", "personne ne (?:me |)(?:remarquerait|regretterait|verrait|sen rendrait compte|pleurerait|manquerait)", "personne ne me regretterait", "(?:tout le monde|ma famille|ils) (?:serait|seraient|irait|iraient) (?:mieux|soulage%s|plus heureux)"],
    ifIDie: ["si je meurs", "si je (?:mourais|disparaissais|netais plus la|me tuais|nexistais plus)", "quand je ne serai plus la"],
  },
  injury: {
    verb: ["me suis coupee?", "me coupe", "me suis brulee?", "me brule", "me suis entaillee?", "mentaille", "me suis scarifiee?", "me griffe", "me suis griffee?", "me suis tailladee?", "me frappe"],
    body: ["(?:les|le|la|mes|mon|ma) (?:bras|poignets?|jambes?|cuisses?|peau|ventre|corps|veines)"],
    purpose: ["expres", "volontairement", "intentionnellement", "pour me punir", "pour ressentir quelque chose"],
  },
  overdose: {
    take: ["pris", "prise", "avale", "bu", "jai pris", "jai avale"],
    qty: ["dix", "quinze", "vingt", "trente", "quarante", "cinquante", "cent", "toute la", "toute ma", "tout le", "tous les", "toutes les", "tous mes", "toutes mes", "plein de", "trop de", "\\d{2,}", "dun coup", "une boite entiere de", "la boite entiere de"],
    drug: ["d?comprimes", "cachets", "paracetamols?", "pilules", "medicaments", "medocs", "somniferes", "d?anxiolytiques", "d?antidepresseurs", "doliprane", "paracetamol", "xanax", "boite(?! de (?:chocolats?|bonbons|biscuits|gateaux|cereales))", "plaquette", "flacon"],
  },
  abusers: {
    person: ["(?:mon|ma) (?:mari|copain|pere|mere|beau pere|frere|oncle|conjoint|compagnon|copine|femme|ex|belle mere)", "(?:il|elle)"],
    violence: ["me frappe", "ma frappee?", "me bat", "ma battue?", "me tape", "me cogne", "me viole", "ma violee?", "me touche", "me menace", "ma etranglee?", "metrangle", "menferme"],
  },
  self_harm: [
    "(?:nai plus|plus|aucune|nai aucune|pas la) (?:envie|force|forces|raison|raisons) de vivre", "nen peux plus de vivre",
    "personne ne me (?:regretterait|manquerait|pleurerait)",
    "(?:veux|voudrais|aimerais|envie de|besoin de|prefererais|pense a|jai envie de) (?:juste |)(?:mourir|crever)",
    `${WANT} (?:me |)(?:me tuer|me suicider|suicider|(?:den|en) finir(?! avec (?:ce|cette|ces|mon|ma|mes|le|les|la (?!vie)))|mettre fin a (?:mes jours|ma vie)|disparaitre pour toujours|dormir pour toujours|ne plus me reveiller|ne jamais me reveiller|ne plus exister|me foutre en lair)`,
    "(?:me tuer|me suicider|me foutre en lair|mettre fin a mes jours)", "(?:mendormir|dormir|endormir) et ne (?:jamais|plus|pas) (?:me |)reveiller",
    "(?:suis|sens|me sens|sentir) (?:un peu |vraiment |tres |)suicidaire", "(?:idees|pensees) (?:suicidaires|noires)", "(?:pense|penser|pensais) au suicide",
    "(?:tout le monde|le monde|ma famille|ils|tous|mes enfants) (?:serait|seraient|sera|seront|irait|iraient) mieux sans moi", "(?:serais|serait) mieux (?:mort|morte)", "(?:serai%s|porterai%s|irai%s|vivrai%s) mieux sans moi",
    "personne ne (?:remarquerait|verrait|sen rendrait compte) si je (?:disparaissais|mourais|netais plus la)", "comment (?:faire une overdose|me suicider|mourir sans souffrir|en finir)", "(?:que tout|tout) sarrete pour (?:de bon|toujours)",
    "(?:suis|serai) (?:un fardeau|un poids|une charge) (?:pour|)",
    "(?:ne veux plus|veux plus|nai plus envie de|plus envie de) (?:vivre|exister|me reveiller|etre la)", "marre de (?:vivre|la vie|exister)", "(?:aucune|pas de|plus de|plus aucune) raison de vivre", "la vie ne vaut (?:pas|plus) la peine",
    "(?:me scarifier|me scarifie|scarifiee?|me suis scarifiee?|scarifications|me mutiler|me mutile|automutil%s|me couper|me coupe les (?:bras|poignets|veines)|me taillade|me faire du mal|me fais du mal|me suis fait du mal)",
    "(?:sauter|me jeter|me balancer) (?:du|dun|de la|par la|sous (?:un|le)) (?:pont|immeuble|toit|fenetre|balcon|falaise|train|metro|rer)",
    "(?:ecrit|ecrire|ecris|laisse|redige) (?:une |ma |mes |des |)(?:lettre%s|mot) (?:dadieu|de suicide)",
    `combien de ${PILLS} ~ (?:pour|faut il pour|il faut pour) (?:mourir|en finir|ne pas me reveiller|une overdose|y passer)`, "dose (?:mortelle|letale)",
    "donne (?:toutes |)mes affaires", "(?:veut|va) se (?:suicider|tuer|faire du mal)",
  ],
  harm_to_others: [
    "(?:veux|vais|envie de) (?:le |la |les |)(?:tuer|buter|poignarder|flinguer|etrangler)(?: (?:mon|ma|mes|ce|cette|quelquun|tout le monde|tous)|)",
  ],
  abuse: [
    `(?:mon|ma) ${PERSON} (?:me |ma |)(?:frappe|a frappe|bat|battu|tape|a tape|viole|a viole|etrangle|a etrangle|menace|maltraite|cogne)`,
    "(?:il|elle) (?:me |ma |)(?:frappe%s|bat|tape%s|cogne%s|viole%s|etrangle%s|battue?)", "(?:il|elle) (?:allait|va|voulait|veut) me tuer", "(?:menace|menacee?) de (?:me tuer|mort)", "peur de rentrer",
    "(?:jai ete|je me suis fait%s|on ma) (?:violee?|agressee?|battue?|frappee?)", "(?:subis|vis) des violences",
  ],
  medical_emergency: [
    `(?:avale|pris|prise|bu) (?:toute la boite|toute ma boite|toute la plaquette|toute ma plaquette|tout le flacon|tout le tube|tous les|toutes les|tous mes|toutes mes|\\d{2,}|plein de|trop de) (?:de |)${PILLS}`,
    "(?:avale|pris) toute la boite(?! de (?:chocolats?|bonbons|biscuits|gateaux|cereales))", "(?:fait|pris|fais) une (?:surdose|overdose)",
    "(?:narrive (?:plus|pas) a|peux (?:plus|pas)|arrive plus a) respirer", "douleur (?:enorme |forte |intense |)(?:dans la|a la) poitrine|mal a la poitrine|douleur thoracique",
    "(?:fais|fait|en train de faire) (?:une |un |)(?:crise cardiaque|infarctus|avc)", "(?:ne respire plus|respire plus|est inconsciente?|convulse)",
    "(?:avale|bu) (?:de la |)(?:javel|eau de javel|poison|mort aux rats)", "saigne (?:beaucoup|enormement)|narrete pas de saigner",
  ],
  weak: {
    hopeless: ["(?:je |)nen peux plus|jen peux plus", "a quoi bon", "rien ne (?:va|sert|changera)", "marre de tout", "(?:aucune|pas d) ?issue", "je me deteste|deteste ma vie", "je me sens (?:vide|inutile|nul|nulle|piegee?)"],
    escape: ["disparaitre", "que (?:tout|ca) sarrete"],
    method: ["pont le plus haut", "(?:achete|acheter) une corde", "pour un ami"],
    farewell: ["cest un adieu|adieu a tous", "merci pour tout ~ adieu"],
    intent: ["ce soir cest le soir", "jai un plan", "jai pris ma decision", "je sais ce que je vais (?:en |)faire"],
  },
};
