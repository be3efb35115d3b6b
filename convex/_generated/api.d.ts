/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as account from "../account.js";
import type * as admin from "../admin.js";
import type * as ai_client from "../ai/client.js";
import type * as ai_errors from "../ai/errors.js";
import type * as ai_history from "../ai/history.js";
import type * as ai_memory from "../ai/memory.js";
import type * as ai_prompt from "../ai/prompt.js";
import type * as ai_reply from "../ai/reply.js";
import type * as ai_replyGuard from "../ai/replyGuard.js";
import type * as ai_stream from "../ai/stream.js";
import type * as ai_texts from "../ai/texts.js";
import type * as auth from "../auth.js";
import type * as avatars from "../avatars.js";
import type * as billing from "../billing.js";
import type * as chat from "../chat.js";
import type * as contact from "../contact.js";
import type * as conversations from "../conversations.js";
import type * as crons from "../crons.js";
import type * as dataExport from "../dataExport.js";
import type * as emails_authLinks from "../emails/authLinks.js";
import type * as emails_catalog from "../emails/catalog.js";
import type * as emails_layout from "../emails/layout.js";
import type * as http from "../http.js";
import type * as lib_access from "../lib/access.js";
import type * as lib_adminKey from "../lib/adminKey.js";
import type * as lib_catalog from "../lib/catalog.js";
import type * as lib_email from "../lib/email.js";
import type * as lib_env from "../lib/env.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_imageHeader from "../lib/imageHeader.js";
import type * as lib_passwordHash from "../lib/passwordHash.js";
import type * as lib_plan from "../lib/plan.js";
import type * as lib_rateLimit from "../lib/rateLimit.js";
import type * as lib_sessions from "../lib/sessions.js";
import type * as lib_storage from "../lib/storage.js";
import type * as lib_stripe from "../lib/stripe.js";
import type * as lib_template from "../lib/template.js";
import type * as lib_usage from "../lib/usage.js";
import type * as lib_validators from "../lib/validators.js";
import type * as memory from "../memory.js";
import type * as memoryEdits from "../memoryEdits.js";
import type * as messages from "../messages.js";
import type * as plans from "../plans.js";
import type * as preferences from "../preferences.js";
import type * as replyStream from "../replyStream.js";
import type * as safety from "../safety.js";
import type * as safety_asciiText from "../safety/asciiText.js";
import type * as safety_classifier_features from "../safety/classifier/features.js";
import type * as safety_classifier_model from "../safety/classifier/model.js";
import type * as safety_classifier_negation from "../safety/classifier/negation.js";
import type * as safety_classifier_packing from "../safety/classifier/packing.js";
import type * as safety_classifier_script from "../safety/classifier/script.js";
import type * as safety_classifier_weights from "../safety/classifier/weights.js";
import type * as safety_combine from "../safety/combine.js";
import type * as safety_compile from "../safety/compile.js";
import type * as safety_directory from "../safety/directory.js";
import type * as safety_directoryData from "../safety/directoryData.js";
import type * as safety_hanzi from "../safety/hanzi.js";
import type * as safety_lang_ar from "../safety/lang/ar.js";
import type * as safety_lang_de from "../safety/lang/de.js";
import type * as safety_lang_en from "../safety/lang/en.js";
import type * as safety_lang_es from "../safety/lang/es.js";
import type * as safety_lang_fr from "../safety/lang/fr.js";
import type * as safety_lang_hi from "../safety/lang/hi.js";
import type * as safety_lang_index from "../safety/lang/index.js";
import type * as safety_lang_it from "../safety/lang/it.js";
import type * as safety_lang_ja from "../safety/lang/ja.js";
import type * as safety_lang_precompiled from "../safety/lang/precompiled.js";
import type * as safety_lang_pt from "../safety/lang/pt.js";
import type * as safety_lang_ro from "../safety/lang/ro.js";
import type * as safety_lang_ru from "../safety/lang/ru.js";
import type * as safety_lang_sources from "../safety/lang/sources.js";
import type * as safety_lang_sw from "../safety/lang/sw.js";
import type * as safety_lang_zh from "../safety/lang/zh.js";
import type * as safety_memoryCheck from "../safety/memoryCheck.js";
import type * as safety_messages from "../safety/messages.js";
import type * as safety_moderation from "../safety/moderation.js";
import type * as safety_normalize from "../safety/normalize.js";
import type * as safety_patterns from "../safety/patterns.js";
import type * as safety_prompt from "../safety/prompt.js";
import type * as safety_pruned from "../safety/pruned.js";
import type * as safety_replyCheck from "../safety/replyCheck.js";
import type * as safety_screen from "../safety/screen.js";
import type * as safety_turns from "../safety/turns.js";
import type * as shared_contact from "../shared/contact.js";
import type * as shared_crisisCountry from "../shared/crisisCountry.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_languages from "../shared/languages.js";
import type * as shared_lazyRegExp from "../shared/lazyRegExp.js";
import type * as shared_limits from "../shared/limits.js";
import type * as shared_memory from "../shared/memory.js";
import type * as shared_plans from "../shared/plans.js";
import type * as shared_safety from "../shared/safety.js";
import type * as shared_search from "../shared/search.js";
import type * as shared_text from "../shared/text.js";
import type * as shared_time from "../shared/time.js";
import type * as shared_timeZoneCountries from "../shared/timeZoneCountries.js";
import type * as shared_topics from "../shared/topics.js";
import type * as subscriptions from "../subscriptions.js";
import type * as trials from "../trials.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  account: typeof account;
  admin: typeof admin;
  "ai/client": typeof ai_client;
  "ai/errors": typeof ai_errors;
  "ai/history": typeof ai_history;
  "ai/memory": typeof ai_memory;
  "ai/prompt": typeof ai_prompt;
  "ai/reply": typeof ai_reply;
  "ai/replyGuard": typeof ai_replyGuard;
  "ai/stream": typeof ai_stream;
  "ai/texts": typeof ai_texts;
  auth: typeof auth;
  avatars: typeof avatars;
  billing: typeof billing;
  chat: typeof chat;
  contact: typeof contact;
  conversations: typeof conversations;
  crons: typeof crons;
  dataExport: typeof dataExport;
  "emails/authLinks": typeof emails_authLinks;
  "emails/catalog": typeof emails_catalog;
  "emails/layout": typeof emails_layout;
  http: typeof http;
  "lib/access": typeof lib_access;
  "lib/adminKey": typeof lib_adminKey;
  "lib/catalog": typeof lib_catalog;
  "lib/email": typeof lib_email;
  "lib/env": typeof lib_env;
  "lib/errors": typeof lib_errors;
  "lib/functions": typeof lib_functions;
  "lib/imageHeader": typeof lib_imageHeader;
  "lib/passwordHash": typeof lib_passwordHash;
  "lib/plan": typeof lib_plan;
  "lib/rateLimit": typeof lib_rateLimit;
  "lib/sessions": typeof lib_sessions;
  "lib/storage": typeof lib_storage;
  "lib/stripe": typeof lib_stripe;
  "lib/template": typeof lib_template;
  "lib/usage": typeof lib_usage;
  "lib/validators": typeof lib_validators;
  memory: typeof memory;
  memoryEdits: typeof memoryEdits;
  messages: typeof messages;
  plans: typeof plans;
  preferences: typeof preferences;
  replyStream: typeof replyStream;
  safety: typeof safety;
  "safety/asciiText": typeof safety_asciiText;
  "safety/classifier/features": typeof safety_classifier_features;
  "safety/classifier/model": typeof safety_classifier_model;
  "safety/classifier/negation": typeof safety_classifier_negation;
  "safety/classifier/packing": typeof safety_classifier_packing;
  "safety/classifier/script": typeof safety_classifier_script;
  "safety/classifier/weights": typeof safety_classifier_weights;
  "safety/combine": typeof safety_combine;
  "safety/compile": typeof safety_compile;
  "safety/directory": typeof safety_directory;
  "safety/directoryData": typeof safety_directoryData;
  "safety/hanzi": typeof safety_hanzi;
  "safety/lang/ar": typeof safety_lang_ar;
  "safety/lang/de": typeof safety_lang_de;
  "safety/lang/en": typeof safety_lang_en;
  "safety/lang/es": typeof safety_lang_es;
  "safety/lang/fr": typeof safety_lang_fr;
  "safety/lang/hi": typeof safety_lang_hi;
  "safety/lang/index": typeof safety_lang_index;
  "safety/lang/it": typeof safety_lang_it;
  "safety/lang/ja": typeof safety_lang_ja;
  "safety/lang/precompiled": typeof safety_lang_precompiled;
  "safety/lang/pt": typeof safety_lang_pt;
  "safety/lang/ro": typeof safety_lang_ro;
  "safety/lang/ru": typeof safety_lang_ru;
  "safety/lang/sources": typeof safety_lang_sources;
  "safety/lang/sw": typeof safety_lang_sw;
  "safety/lang/zh": typeof safety_lang_zh;
  "safety/memoryCheck": typeof safety_memoryCheck;
  "safety/messages": typeof safety_messages;
  "safety/moderation": typeof safety_moderation;
  "safety/normalize": typeof safety_normalize;
  "safety/patterns": typeof safety_patterns;
  "safety/prompt": typeof safety_prompt;
  "safety/pruned": typeof safety_pruned;
  "safety/replyCheck": typeof safety_replyCheck;
  "safety/screen": typeof safety_screen;
  "safety/turns": typeof safety_turns;
  "shared/contact": typeof shared_contact;
  "shared/crisisCountry": typeof shared_crisisCountry;
  "shared/errors": typeof shared_errors;
  "shared/languages": typeof shared_languages;
  "shared/lazyRegExp": typeof shared_lazyRegExp;
  "shared/limits": typeof shared_limits;
  "shared/memory": typeof shared_memory;
  "shared/plans": typeof shared_plans;
  "shared/safety": typeof shared_safety;
  "shared/search": typeof shared_search;
  "shared/text": typeof shared_text;
  "shared/time": typeof shared_time;
  "shared/timeZoneCountries": typeof shared_timeZoneCountries;
  "shared/topics": typeof shared_topics;
  subscriptions: typeof subscriptions;
  trials: typeof trials;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
