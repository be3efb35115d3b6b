import type { PatternSet } from "../compile";

const WANT = "(?:quiero|quisiera|deseo|ganas de|tengo ganas de|necesito|voy a|pienso|pienso en|pensando en|planeando|planeo|decidi|me gustaria|prefiero|solo quiero)";
const PILLS = "(?:pastillas|pildoras|capsulas|comprimidos|medicinas|medicamentos|tabletas|clonazepam|rivotril|paracetamol|ibuprofeno|alprazolam|diazepam|somniferos|pastillas para dormir)";
const PERSON = "(?:esposo|marido|novio|novia|pareja|padre|papa|madre|mama|padrastro|madrastra|hermano|tio|abuelo|ex|esposa|mujer)";

export const es: PatternSet = {
  script: /[a-z]/,
  negators: ["no", "nunca", "jamas", "ni", "tampoco", "sin", "solia"],
  fiction: ["personaje", "novela", "pelicula", "libro", "serie", "cancion", "juego", "cuento"],
  firstPerson: ["yo", "me", "mi", "mis", "conmigo"],
  postNegation: ["sin querer", "por accidente", "cocinando"],
  subjects: ["yo", "el", "ella", "ellos", "ellas", "tu", "nosotros"],
  canon: [["kiero|qiero|kero", "quiero"], ["q", "que"], ["xq|pq|porq", "porque"], ["nadie me extrana%s", "nadie me extranaria"]],
  idioms: [
    "(?:me |)(?:muero|muriendo|morir%s|mori|me mori|me muera|muerto|muerta|morirme) (?:de|del) (?:risa|verguenza|hambre|sed|ganas|calor|frio|sueno|aburrimiento|envidia|amor|miedo|pena|cansancio|la risa|la verguenza|nervios|celos|asco|ternura|curiosidad)",
    "(?:muero|muriendo|morir%s) por (?:ver%s|ir|saber|probar|conocer%s|comer|verlo|verla)",
    "(?:examen%s|trabajo|calor|jefe|tarea%s|estudio|semana|dia|espalda|cabeza|dolor|estres|esto|eso|universidad|clase%s|trafico|frio|cansancio|prueba|proyecto|curro|chamba) (?:me |)(?:esta |estan |)(?:matando|mata|matan)",
    "(?:mama|madre|papa|padre|padres|jefe|profe|profesor%s|hermana|hermano|abuela) (?:me |)(?:va|van) a matar(?:me|)(?! si (?:lo dejo|la dejo|me voy|hablo|digo))",
    "(?:matas|mata|matan) de (?:risa|hambre|ternura)",
    "matar el tiempo|mat(?:ar|o|a) (?:el |un |los |)(?:proceso%s|programa|tarea|app|aplicacion|servidor)",
    "escuadron suicida|suicide squad|mision suicida|prevencion del suicidio|tasa%s de suicidio",
    "(?:me rei|reirme|risa|jaja%w|jsjs%w|xd) ~ (?:no podia|no puedo) respirar", "(?:no podia|no puedo) respirar ~ (?:risa|reir|jaja%w)",
    "(?:pego|pega|tiro|lanzo) con (?:la|una) (?:almohada|pelota|cojin)",
    "me corte (?:el |un |)(?:dedo|pelo|cabello|flequillo|la mano cocinando)|(?:cortarme|corte) el pelo|me mato (?:estudiando|trabajando|en el gym)",
  ],
  fillers: ["solo", "realmente", "literalmente", "de verdad", "la verdad", "en serio", "sinceramente", "tipo", "simplemente", "honestamente"],
  concepts: {
    desire: ["quiero", "quisiera", "deseo", "ganas de", "tengo ganas de", "me gustaria", "necesito", "pienso en", "pensando en", "pense en", "prefiero", "preferiria", "ojala", "sueno con", "busque como", "buscando como"],
    death: ["morir%s", "morirme", "estar muert[oa]", "no despertar%s", "no volver a despertar", "no existir", "dejar de existir", "desaparecer para siempre", "dormir para siempre", "dormirme para siempre"],
    act: ["matarme", "suicidarme", "su[ie]?[cs]+i?darme", "quitarme la vida", "acabar con (?:mi|la) vida", "tirarme", "aventarme", "lanzarme", "cortarme", "hacerme dano", "ahorcarme", "colgarme", "envenenarme", "una sobredosis"],
    intent: ["voy a", "planeo", "decidi", "estoy decidid[oa] a", "esta noche voy a", "me voy a"],
    stops: ["el", "la", "los", "las", "es", "esta", "su", "sus", "pelicula", "serie", "libro", "juego", "planta", "perro", "gato", "bateria", "telefono", "movil", "dolor"],
    care: ["nadie (?:me |lo |)(?:va a |)(?:extranaria|echaria de menos|notaria|se daria cuenta|lloraria|le importaria|extranara|notara)", "(?:todos|todo el mundo|mi familia) (?:estarian|estaria|serian|seria|vivirian) (?:mejor|mas tranquil[oa]s|mas felices|aliviad[oa]s)"],
    ifIDie: ["si (?:yo |)(?:me muero|me muriera|muriera|desapareciera|no estuviera|no existiera|me mato|me matara)", "cuando (?:me muera|ya no este)"],
  },
  injury: {
    verb: ["me corte", "me corto", "me queme", "me quemo", "me rasgue", "me arane", "me lastime", "me lastimo", "me hice cortes en", "me raje", "me golpeo", "me golpee"],
    body: ["(?:los|el|las|la|mis|mi) (?:brazos?|munecas?|piernas?|muslos?|piel|cuerpo|venas)"],
    purpose: ["a proposito", "adrede", "para sentir algo", "para castigarme"],
  },
  overdose: {
    take: ["me tome", "tome", "me trague", "trague", "me bebi", "bebi", "me he tomado", "me acabo de tomar"],
    qty: ["todas", "todos", "toda", "todo", "un bote entero de", "el bote entero de", "una caja entera de", "la caja entera de", "un frasco entero de", "el frasco entero de", "un monton de", "muchas", "\\d{2,}", "de golpe", "de una vez", "como \\d{2,}"],
    drug: ["pastillas", "pildoras", "capsulas", "comprimidos", "medicinas", "medicamentos", "tabletas", "jarabe", "somniferos", "antidepresivos", "clonazepam", "paracetamol", "ibuprofeno", "rivotril", "el bote", "la caja", "el frasco"],
  },
  abusers: {
    person: ["(?:padrastro|padre|papa|madre|mama|esposo|marido|novio|novia|pareja|hermano|tio|abuelo|ex|madrastra)"],
    violence: ["me pega", "me golpea", "me estrangula", "me ahorca", "me toca", "me manosea", "me viola", "me amenaza", "me encierra", "me quema", "me patea", "me da palizas", "me dio una paliza", "me pego", "me golpeo", "me violo"],
  },
  self_harm: [
    "(?:quiero|quisiera|deseo|ganas de|necesito|me gustaria|prefiero|solo quiero|pienso en) (?:me |)morir%s",
    `${WANT} (?:me |)(?:matarme|suicidarme|su[ie]?[cs]+i?darme|quitarme la vida|acabar con (?:mi vida|todo)(?! (?:el|la|lo|los|las|mi|mis|esto|eso))|desaparecer para siempre|dejar de existir|no existir|no despertar%s|dormir para siempre)`,
    "me (?:quiero|voy a|gustaria|dan ganas de|tengo que) (?:morir|matar|su[ie]?[cs]+i?dar|quitar la vida)", "(?:matarme|su[ie]?[cs]+i?darme|quitarme la vida|me su[ie]?[cs]+i?do)",
    "(?:pensamientos|ideas|ideacion) suicidas|(?:me siento|estoy|soy) suicida|(?:pienso|pensando|pense) en (?:el |)su[ie]?[cs]+idio",
    "no quiero (?:seguir |)(?:vivir|viviendo|estar viv[oa]|despertar%s|existir|seguir aqui|estar aqui)(?! (?:con|en|cerca|sol[oa]|alli|alla))",
    "(?:todos|todo el mundo|mi familia|el mundo|mis hijos) (?:estarian|estaria|estaran|vivirian|serian|seria) (?:mejor|mas felices) sin mi", "mejor (?:muerto|muerta)",
    "nadie me (?:echaria|va a echar|extranaria|va a extranar)", "nadie (?:se daria cuenta|notaria) si (?:me muero|desaparezco|no estoy)",
    "soy una carga", "(?:mejor|mejores|felices) si (?:yo |)no (?:existiera|estuviera|hubiera nacido)", "(?:no le encuentro|sin|no tiene) sentido (?:a |)(?:la vida|vivir|seguir viviendo)",
    "(?:juntando|guardando|acumulando|junte|guarde) (?:mis |las |)(?:pastillas|pildoras|medicamentos)", "ojala (?:pudiera |)(?:dormir para siempre|desaparecer para siempre|no despertar%s|no despierte|me muera|estuviera muert[oa]|no haber nacido|no existir)", "(?:no tiene sentido|ningun sentido|sin sentido) (?:vivir|seguir viviendo)|la vida no vale la pena|no hay razon para vivir", "cansad[oa] de vivir",
    "me (?:corto|corte|estoy cortando|vuelvo a cortar|volvi a cortar) (?:otra vez |de nuevo |)(?:los brazos|las piernas|las munecas|el brazo|la pierna|la muneca|a proposito)",
    "(?:me corte|volvi a cortarme|me volvi a cortar) (?:otra vez|de nuevo)|cortarme (?:otra vez|de nuevo|los brazos|las munecas)|(?:hacerme|me hago|me hice) dano|autolesion%s|lastimarme",
    "(?:tirarme|aventarme|lanzarme|saltar) (?:de|desde|por|del) (?:un |el |la |una |)(?:puente|edificio|azotea|balcon|ventana|techo|acantilado)", "(?:tirarme|aventarme) (?:al|a las|a la) (?:metro|tren|vias|via)",
    `cuantas ${PILLS} ~ (?:para|hacen falta para|se necesitan para) (?:morir|no despertar|matar%s|una sobredosis)`, "dosis (?:letal|mortal)",
    "(?:escribi|escribiendo|escribir|deje|dejar) (?:una |la |mi |unas |las |)(?:carta|nota|cartas|notas) (?:de despedida|suicida|de suicidio)",
    "regalando (?:todas |)mis cosas", "se (?:quiere|va a) (?:matar|su[ie]?[cs]+i?dar)|(?:quiere|va a) (?:matarse|suicidarse|hacerse dano)",
  ],
  harm_to_others: [
    "(?:quiero|voy a|ganas de|planeo|pienso) (?:matar|apunalar|disparar|lastimar|herir|acuchillar) a (?:mi|mis|ese|esa|alguien|todos|el|la|los)",
    "(?:lo|la|los|las) (?:voy a|quiero) (?:matar|apunalar|acuchillar)",
  ],
  abuse: [
    `${PERSON} (?:me |)(?:pega|golpea|pego|golpeo|maltrata|maltrato|ahorca|ahorco|viola|violo|abusa de mi|abuso de mi|manosea)`,
    "(?:me amenazo|amenazo) con matarme|(?:me dijo|dijo) que me (?:va|iba) a matar|me va a matar si (?:lo dejo|me voy|hablo|digo)",
    "(?:tengo |)miedo de (?:volver|ir|regresar) a (?:mi |la |)casa", "me (?:violaron|violo|abusaron|golpearon|pegaron|ahorcaron)", "(?:sufro|vivo) violencia",
  ],
  medical_emergency: [
    `(?:me tome|tome|me trague|trague|me he tomado|me acabo de tomar) (?:como |unas |mas de |casi |)(?:todas|todo|un monton de|muchas|la caja entera de|el frasco entero de|toda la caja de|todo el frasco de|\\d{2,}) (?:las |mis |sus |de |)${PILLS}`,
    "(?:tome|me tome|tuve|me dio|tengo|me di) una sobredosis", "no puedo respirar|me falta el aire|me ahogo",
    "dolor (?:fuerte |muy fuerte |)(?:en el|de) pecho|me duele (?:mucho |)el pecho",
    "(?:creo que |)(?:estoy teniendo|tengo|me esta dando|le esta dando) (?:un |)(?:infarto|ataque al corazon|derrame)",
    "no respira|esta inconsciente|no reacciona|esta convulsionando", "(?:trague|tome|bebi|me bebi) (?:lejia|cloro|veneno|lavandina|raticida)", "sangr%s mucho|no para de sangrar",
  ],
  weak: {
    hopeless: ["(?:no|ya no) (?:aguanto|puedo) mas", "(?:para|de) que (?:sirve|seguir)", "nada (?:tiene sentido|importa|va a cambiar)", "(?:cansad[oa]|hart[oa]) de todo", "no hay salida", "odio mi vida|me odio", "me siento (?:vaci[oa]|inutil|sin esperanza|atrapad[oa])"],
    escape: ["quiero desaparecer", "quiero que (?:todo|esto) (?:termine|acabe|se acabe)"],
    method: ["(?:puente|edificio) mas alto", "(?:compre|comprar|consegui) (?:una |)(?:cuerda|soga|pistola|arma)", "pregunto por un amigo"],
    farewell: ["(?:esto es|este es mi) (?:adios|despedida)", "gracias por todo ~ adios", "cuiden a mi (?:perro|gato|hijos)"],
    intent: ["(?:esta noche|hoy) (?:lo hago|es la noche|es el dia)", "ya (?:lo |)(?:decidi|tengo decidido)", "tengo un plan"],
  },
};
