import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { AVATAR_UPLOAD_PATH, preflight, upload } from "./avatars";
import { stripeWebhook } from "./billing";

const http = httpRouter();
auth.addHttpRoutes(http);
http.route({ path: AVATAR_UPLOAD_PATH, method: "POST", handler: upload });
http.route({ path: AVATAR_UPLOAD_PATH, method: "OPTIONS", handler: preflight });
http.route({ path: "/stripe/webhook", method: "POST", handler: stripeWebhook });

export default http;
