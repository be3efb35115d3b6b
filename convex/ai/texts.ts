// Server-side texts for chat replies, in the user's language with English as the fallback.
import en from "../../locales/en/chat-server.json";
import es from "../../locales/es/chat-server.json";
import fr from "../../locales/fr/chat-server.json";
import de from "../../locales/de/chat-server.json";
import it from "../../locales/it/chat-server.json";
import pt from "../../locales/pt/chat-server.json";
import ru from "../../locales/ru/chat-server.json";
import zh from "../../locales/zh/chat-server.json";
import ja from "../../locales/ja/chat-server.json";
import ar from "../../locales/ar/chat-server.json";
import hi from "../../locales/hi/chat-server.json";
import ro from "../../locales/ro/chat-server.json";
import sw from "../../locales/sw/chat-server.json";
import { catalogLookup } from "../lib/catalog";

export type ServerTextKey = keyof typeof en;

export const serverText = catalogLookup(en, { es, fr, de, it, pt, ru, zh, ja, ar, hi, ro, sw });
