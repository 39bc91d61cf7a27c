// The site's Firebase project: its settings and its one app, shared by remote config (promotion/)
// and performance monitoring (tracking/).
export { loadFirebaseApp } from "./firebase-app";
export { firebaseOptionsFrom } from "./firebase-options";
