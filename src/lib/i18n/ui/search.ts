import { dictionary } from "../strings"

/**
 * The search dialog's words (docs/behaviour.md §11). Loaded with the dialog, the first time a
 * visitor opens it: no page carries them before that.
 */
export const SEARCH = dictionary({
  title: "Search the site",
  label: "Search",
  placeholder: "Articles, projects, services…",
  close: "Close search",
  show: "Show",
  all: "All",
  kind: { article: "Article", project: "Project", service: "Service", page: "Page" },
  kinds: { article: "Articles", project: "Projects", service: "Services", page: "Pages" },
  filter: { type: "Type", status: "Status", location: "Location", category: "Category", tag: "Tag" },
  any: "Any",
  hint: "Type a word or two: GFRG cost, Wayanad, foundation, MEP.",
  loading: "Loading search…",
  searching: "Searching…",
  found: (count: number, term: string) =>
    term
      ? `${count} ${count === 1 ? "result" : "results"} for “${term}”`
      : `${count} ${count === 1 ? "result" : "results"}`,
  none: (term: string) =>
    term ? `No results for “${term}”. Try another word, or fewer filters.` : "Nothing here yet. Try fewer filters.",
  failed: "Search could not be loaded. Check your connection and try again.",
  retry: "Try again",
  more: "Show more results",
  results: "Results",
  keys: "↑ ↓ to move, Enter to open, Esc to close",
})({
  ml: {
    title: "സൈറ്റിൽ തിരയുക",
    label: "തിരയുക",
    placeholder: "ലേഖനങ്ങൾ, പ്രോജക്റ്റുകൾ, സേവനങ്ങൾ…",
    close: "തിരച്ചിൽ അടയ്ക്കുക",
    show: "കാണിക്കേണ്ടത്",
    all: "എല്ലാം",
    kind: { article: "ലേഖനം", project: "പ്രോജക്റ്റ്", service: "സേവനം", page: "പേജ്" },
    kinds: { article: "ലേഖനങ്ങൾ", project: "പ്രോജക്റ്റുകൾ", service: "സേവനങ്ങൾ", page: "പേജുകൾ" },
    filter: { type: "തരം", status: "നില", location: "സ്ഥലം", category: "വിഭാഗം", tag: "ടാഗ്" },
    any: "ഏതും",
    hint: "ഒന്നോ രണ്ടോ വാക്ക് ടൈപ്പ് ചെയ്യൂ: GFRG, വയനാട്, അടിത്തറ, വീട്.",
    loading: "തിരച്ചിൽ തയ്യാറാകുന്നു…",
    searching: "തിരയുന്നു…",
    found: (count, term) =>
      term
        ? `“${term}” എന്നതിന് ${count === 1 ? "ഒരു ഫലം" : `${count} ഫലങ്ങൾ`}`
        : `${count === 1 ? "ഒരു ഫലം" : `${count} ഫലങ്ങൾ`}`,
    none: (term) =>
      term
        ? `“${term}” എന്നതിന് ഫലങ്ങളൊന്നുമില്ല. മറ്റൊരു വാക്ക് നോക്കൂ, അല്ലെങ്കിൽ ഫിൽട്ടറുകൾ കുറയ്ക്കൂ.`
        : "ഇതിൽ ഒന്നുമില്ല. ഫിൽട്ടറുകൾ കുറച്ചു നോക്കൂ.",
    failed: "തിരച്ചിൽ ലോഡ് ചെയ്യാനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കൂ.",
    retry: "വീണ്ടും ശ്രമിക്കുക",
    more: "കൂടുതൽ ഫലങ്ങൾ കാണിക്കുക",
    results: "ഫലങ്ങൾ",
    keys: "↑ ↓ നീങ്ങാൻ, Enter തുറക്കാൻ, Esc അടയ്ക്കാൻ",
  },
})
