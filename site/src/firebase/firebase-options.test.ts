import { describe, expect, it } from "vitest";
import { firebaseOptionsFrom } from "./firebase-options";

describe("given the VITE_FIREBASE_* settings", () => {
  it("should configure no Firebase project without them (the api's config is read then)", () => {
    expect(firebaseOptionsFrom({})).toBeNull();
    expect(
      firebaseOptionsFrom({ VITE_FIREBASE_API_KEY: "k", VITE_FIREBASE_PROJECT_ID: "p" }),
    ).toBeNull();
    expect(
      firebaseOptionsFrom({
        VITE_FIREBASE_API_KEY: " ",
        VITE_FIREBASE_PROJECT_ID: "p",
        VITE_FIREBASE_APP_ID: "a",
      }),
    ).toBeNull();
  });

  it("should configure the project from the API key, project id and app id", () => {
    expect(
      firebaseOptionsFrom({
        VITE_FIREBASE_API_KEY: "k",
        VITE_FIREBASE_PROJECT_ID: "p",
        VITE_FIREBASE_APP_ID: "a",
        VITE_FIREBASE_AUTH_DOMAIN: "p.firebaseapp.com",
      }),
    ).toEqual({ apiKey: "k", projectId: "p", appId: "a", authDomain: "p.firebaseapp.com" });
  });
});
