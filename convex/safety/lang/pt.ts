import type { PatternSet } from "../compile";

const WANT = "(?:quero|queria|vou|to pensando em|estou pensando em|penso em|preciso|tenho vontade de|vontade de|so quero|decidi)";
const PILLS = "(?:comprimidos|remedios|pilulas|capsulas|calmantes|rivotril|paracetamol|dipirona|remedio|medicamentos)";
const PERSON = "(?:marido|namorado|pai|mae|padrasto|irmao|tio|companheiro|ex|ele|ela|esposa|mulher)";

export const pt: PatternSet = {
  script: /[a-z]/,
  negators: ["nao", "n", "nunca", "jamais", "nem", "sem"],
  fiction: ["personagem", "romance", "filme", "livro", "serie", "novela", "musica", "jogo", "historia"],
  recovered: ["(?:ano passado|anos atras|meses atras|antes|ha (?:%w |)(?:anos|meses))[^.!?]{0,80}(?:hoje|agora) (?:eu |)(?:estou|to|me sinto) (?:bem|melhor)"],
  firstPerson: ["eu", "me", "mim", "meu", "minha", "comigo"],
  postNegation: ["sem querer", "cozinhando", "por acidente"],
  subjects: ["eu", "tu", "voce", "vc", "ele", "ela", "nos", "eles", "elas"],
  canon: [["vc", "voce"], ["pq", "porque"], ["mt|mto", "muito"]],
  idioms: [
    "(?:morrendo|morrer|morri|morro|morta|morto|quase morri) de (?:fome|sede|rir|rindo|vergonha|saudade%s|calor|frio|sono|tedio|medo|inveja|cansaco|vontade|amor|curiosidade)",
    "(?:prova|trabalho|calor|escola|facul|faculdade|chefe|estudo|semana|estresse|isso|essa %w|esse %w|dor|provas)(?: de %w|) (?:esta |ta |vai |)(?:me matando|me mata|me matar)",
    "me bateu (?:no|na|em) (?:videogame|jogo|xadrez|fifa|corrida|truco|futebol)",
    "(?:mae|pai|pais|professor%s|chefe|vo|avo) (?:vai|vao) me matar(?! se eu (?:for embora|contar|falar))",
    "matar (?:o tempo|aula|a aula|um processo|o processo|processo%s|a saudade|a fome|a sede|a curiosidade)",
    "esquadrao suicida|suicide squad|missao suicida|prevencao do suicidio|setembro amarelo", "(?:rir|rindo|kk%w|hah%w|rs) ~ respirar",
    "me cortei (?:fazendo|cozinhando|com papel|o dedo|no dedo)|cortar o cabelo",
  ],
  fillers: ["so", "mesmo", "de verdade", "literalmente", "tipo", "sinceramente", "serio", "simplesmente", "realmente"],
  concepts: {
    desire: ["quero", "queria", "vontade de", "desejo", "penso em", "pensando em", "pensei em", "preciso", "prefiro", "preferia", "sonho em", "pesquisando como", "pesquisei como"],
    death: ["nao estar mais aqui", "ir embora pra sempre", "sumir do mapa", "dormir e nao acordar", "morrer", "estar mort[oa]", "sumir (?:para|pra) sempre", "nao acordar mais", "nunca mais acordar", "deixar de existir", "dormir (?:para|pra) sempre"],
    act: ["me dar um tiro", "cortar os pulsos", "me jogar (?:da|do|de|na frente)", "tomar (?:todos|todas) ~ (?:remedios|comprimidos|pilulas)", "me matar", "me suicidar", "tirar (?:a |)minha (?:propria |)vida", "acabar com (?:a |)minha vida", "me jogar", "pular", "me cortar", "me enforcar", "me machucar", "tomar todos os remedios", "uma overdose"],
    intent: ["vou", "decidi", "to decidid[oa] a", "hoje eu vou", "eu vou"],
    stops: ["o", "a", "os", "as", "ele", "ela", "e", "seu", "sua", "filme", "serie", "livro", "jogo", "planta", "cachorro", "gato", "bateria", "celular", "dor"],
    ending: ["acabo com tudo", "acabar com tudo", "termino tudo", "dar um fim em tudo", "por um fim"],
    soon: ["hoje a noite", "hoje", "amanha", "esse fim de semana", "agora"],
    jump: ["pulo", "pular", "me jogo", "me jogar", "me atiro", "me atirar"],
    height: ["(?:da|do|de uma|de um|pela) (?:ponte|predio|janela|sacada|telhado|viaduto|varanda|laje)"],
    care: ["(?:ninguem|ngm) vai (?:perceber|notar|chorar|sentir falta)", "(?:ninguem|ngm) (?:ia|iria|vai) (?:chorar|ligar|se importar|notar|perceber)", "(?:ninguem|ngm) (?:ia|iria|vai|sentiria|notaria|perceberia|choraria|se importaria)", "(?:ninguem|ngm) sentiria (?:a |)minha falta", "(?:todo mundo|todos|minha familia) (?:seria|ficaria|estaria|viveria) (?:melhor|mais feliz%s|aliviad[oa]s)"],
    ifIDie: ["se eu morrer", "se eu (?:morresse|sumisse|nao estivesse aqui|me matasse|desaparecesse)", "quando eu morrer"],
  },
  injury: {
    verb: ["me cortei", "me corto", "me queimei", "me queimo", "me arranhei", "me machuquei", "me machuco", "cortei", "queimei"],
    body: ["(?:os|o|as|a|meus|meu|minhas|minha) (?:bracos?|pulsos?|pernas?|coxas?|pele|barriga)"],
    purpose: ["de proposito", "de proposito de novo", "pra sentir alguma coisa", "pra me punir"],
  },
  overdose: {
    take: ["tomei", "engoli", "bebi"],
    qty: ["uma cartela inteira", "a cartela inteira", "uma caixa inteira", "um frasco inteiro", "cartela inteira", "dez", "quinze", "vinte", "trinta", "quarenta", "cinquenta", "cem", "todos os", "todas as", "a cartela (?:inteira|toda) de", "a caixa (?:inteira|toda) de", "o frasco (?:inteiro|todo) de", "uns", "umas", "muitos", "muitas", "um monte de", "\\d{2,}", "de uma vez"],
    drug: ["remedio%s", "comprimidos", "paracetamol", "remedios", "remedio", "pilulas", "capsulas", "calmantes", "antidepressivos", "rivotril", "cartela", "a cartela"],
  },
  abusers: {
    person: ["(?:meu|minha) (?:pai|mae|marido|namorado|padrasto|irmao|tio|companheiro|ex|esposa|madrasta)"],
    violence: ["me bate", "me bateu", "me espanca", "me espancou", "me enforca", "me enforcou", "me estrangula", "me estrangulou", "me toca", "me ameaca", "me tranca", "me agride", "me agrediu"],
  },
  self_harm: [
    "(?:nao tenho|sem) (?:mais |)(?:vontade|forca%s|motivo%s) (?:de|pra|para) viver",
    "(?:ninguem|ngm) sentiria (?:a |)minha falta",
    "(?:quero|queria|preciso|vontade de|so quero|penso em) (?:morrer|sumir pra sempre)",
    `${WANT} (?:me matar|me suicidar|suicidar|tirar (?:a |)minha (?:propria |)vida|acabar com (?:tudo|minha vida)|sumir (?:para|pra) sempre|nao acordar (?:mais|)|dormir (?:para|pra) sempre|deixar de existir|nunca mais acordar)`,
    "(?:dormir|deitar) e (?:nunca mais|nao) acordar", "(?:me matar|me suicidar|tirar minha vida|vou me matar)",
    "(?:penso|pensando|pensei) em suicidio|pensamentos suicidas|ideacao suicida|(?:sou|estou|to|me sinto) suicida",
    "(?:nao|n) quero (?:mais |)(?:viver|acordar|existir|estar aqui)(?! (?:com|em|perto|sozinh))",
    "(?:todos|todo mundo|minha familia|o mundo|meus filhos) (?:ficariam|ficaria|estariam|estaria|seriam|seria|vao ficar) (?:melhor|mais feliz%s) sem mim",
    "sou (?:um peso|um fardo)", "(?:ninguem|ngm) (?:ia|iria|vai|nem ia) (?:nem |)sentir (?:a |)minha falta", "(?:nenhum|sem) motivo (?:pra|para) viver|a vida nao vale a pena", "cansad[oa] de viver",
    "(?:me cortei|me corto|me cortar|me cortando|me machucar|me machuco|me machuquei|automutila%s|me mutilar|cortar os pulsos)",
    "(?:pular|me jogar|me atirar) (?:de|da|do|na frente (?:de|do|da)) (?:uma |um |a |o |)(?:ponte|predio|janela|telhado|sacada|trem|metro|viaduto)",
    "(?:escrevi|escrevendo|deixei|escrever) (?:uma |a |as |minha |minhas |)cartas? (?:de despedida|de suicidio)",
    `dose (?:letal|fatal)|quantos ${PILLS} ~ (?:para morrer|pra morrer|letal|para nao acordar|pra nao acordar)`,
    "(?:doando|dando) (?:todas |)(?:as |)minhas coisas", "(?:quer|vai) se (?:matar|suicidar)", "(?:filho|filha|amig[oa]|irma|irmao) (?:se machuque|vai se machucar|quer se matar|se mate)",
  ],
  direct: [
    "(?:quero|vou|penso em|decidi|preciso|pensando em|vontade de) ~ (?:me matar|me suicidar|matar me|suicidar me|tirar (?:a |)minha (?:propria |)vida|acabar com (?:a |)minha vida)(?! (?:de|com|a))",
  ],
  harm_to_others: ["(?:quero|vou|vontade de) (?:matar|esfaquear|atirar em) (?:o|a|meu|minha|ele|ela|alguem|todos|esse|essa)"],
  abuse: [
    `${PERSON} (?:me |)(?:bate|bateu|espanca|espancou|agride|agrediu|estuprou|estupra|abusa|abusou|enforcou|sufocou|ameaca|ameacou)`,
    "(?:ameacou|ameaca) (?:me matar|de morte)|disse que vai me matar", "medo de (?:voltar|ir) (?:pra|para) casa", "(?:sofro|vivo) violencia",
  ],
  medical_emergency: ["(?:nao acorda|nao consigo acordar|desacordad[oa]|inconsciente)", "labios (?:roxos|azuis)", "(?:desmaiou|caiu|apagou|desmaiad[oa]) ~ (?:nao (?:esta |)respira%s|nao acorda|nao reage)", "(?:nao esta|parou de) respira%s", 
    `(?:tomei|engoli) (?:uns |umas |mais de |quase |)(?:todos os|todas as|a caixa (?:inteira |)de|o frasco (?:inteiro |)de|\\d{2,}|muitos|muitas|um monte de|varios) ${PILLS}`, "(?:tive|tomei) (?:uma |)overdose",
    "(?:nao|n) consigo respirar|falta de ar", "dor no peito|peito (?:esta |ta |)doendo|aperto no peito", "(?:to|estou|acho que (?:to|estou)) tendo (?:um |)(?:infarto|avc)",
    "nao respira|desmaiou e nao acorda|inconsciente|convulsionando", "(?:bebi|tomei|engoli) (?:agua sanitaria|veneno|chumbinho|soda caustica)", "sangrando muito|nao para de sangrar",
  ],
  weak: {
    hopeless: ["(?:nao tenho|sem) futuro", "(?:sou|me sinto) um peso", "nada (?:mais |)faz sentido", "(?:nao|n) aguento mais", "(?:pra|para) que (?:serve|continuar)|qual o sentido", "nada (?:faz sentido|importa)", "cansad[oa] de tudo", "odeio minha vida|me odeio", "me sinto (?:vazi[oa]|inutil)", "sem saida"],
    escape: ["sumir", "quero que tudo acabe"],
    method: ["(?:comprei|tenho|escondi|guardei) (?:uma |a |)(?:corda|arma|lamina|gilete|remedios)", "(?:ponte|predio) mais alt[oa]", "comprei uma corda", "(?:perguntando|pergunta) (?:para|pra) um amigo"],
    farewell: ["(?:dando|doei|dei|vou dar) (?:todas |)(?:as |)minhas coisas", "(?:me despedi|me despedindo) de (?:todos|todo mundo|minha familia)", "cuidem do meu (?:cachorro|gato)", "adeus a todos", "obrigad[oa] por tudo ~ adeus"],
    intent: ["hoje (?:e|vai ser) o dia", "tenho um plano"],
  },
};
