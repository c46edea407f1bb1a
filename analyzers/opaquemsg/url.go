package opaquemsg

// docURL is the analyzer's page: what it reports, why, examples, what it
// leaves alone, its flags and fixes. Analyzer.URL and the end of its Doc
// carry it, so that every driver's help (go vet's included, which prints
// Doc but not URL) leads to the page; TestAnalyzerURLs checks it exists.
const docURL = "https://github.com/mcplint-go/mcplint/blob/main/docs/analyzers/opaquemsg.md"
