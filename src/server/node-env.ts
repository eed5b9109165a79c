// Imported first by the entry points: React and React Router pick their production build when
// NODE_ENV says so at load time, and a plain `npm start` must not serve the development build.
process.env.NODE_ENV ??= "production";
