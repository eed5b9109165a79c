// Imported first by the dev server: React and React Router load their development builds.
process.env.NODE_ENV = "development";
