// Client entry: behaviours come with the client-script issue.
export {};
