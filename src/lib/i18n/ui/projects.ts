import type { BuildStage, PROJECT_STATUSES, ProjectType } from "../../content-model/vocabulary"
import type { StepState } from "../../listing/progress"
import { dictionary } from "../strings"

type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/**
 * The project statuses and sectors as Malayalam pages show them. A project keeps its English
 * status and type in every language (content/projects/<slug>/project.ml.json), and the filters'
 * addresses (?status=Completed) keep them too; only the label shown changes.
 */
const ML_STATUSES: Readonly<Record<ProjectStatus, string>> = {
  Ongoing: "പുരോഗമിക്കുന്നു",
  Upcoming: "ഉടൻ ആരംഭിക്കും",
  Completed: "പൂർത്തിയായി",
}

const ML_TYPES: Readonly<Record<ProjectType, string>> = {
  Residential: "റെസിഡൻഷ്യൽ",
  Commercial: "കൊമേഴ്സ്യൽ",
  Institutional: "ഇൻസ്റ്റിറ്റ്യൂഷണൽ",
  Hospitality: "ഹോസ്പിറ്റാലിറ്റി",
}

/** The stages of a build as Malayalam pages name them; the content keeps the English value. */
const ML_STAGES: Readonly<Record<BuildStage, string>> = {
  "Design and approvals": "ഡിസൈനും അനുമതികളും",
  "Site preparation": "സൈറ്റ് ഒരുക്കൽ",
  Foundation: "ഫൗണ്ടേഷൻ",
  Structure: "സ്ട്രക്ചർ",
  Roofing: "മേൽക്കൂര",
  MEP: "MEP പണികൾ",
  Finishing: "ഫിനിഷിംഗ്",
  Handover: "കൈമാറ്റം",
}

const ML_STEP_STATES: Readonly<Record<StepState, string>> = {
  done: "പൂർത്തിയായി",
  now: "ഇപ്പോൾ",
  "to come": "വരാനിരിക്കുന്നു",
}

/** A value's label, or the value itself when the content holds one the lists do not know. */
const label = <K extends string>(labels: Readonly<Record<K, string>>, value: string): string =>
  Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value

/** The projects showcase, a project's page, its gallery, the project cards and the similar projects. */
export const PROJECTS = dictionary({
  /** A status as a badge or a filter option shows it: the value itself in English. */
  status: (status: string) => status,
  /** A project type (sector) as a badge or a filter option shows it. */
  type: (type: string) => type,
  filters: "Filter projects",
  statusLabel: "Status",
  sectorLabel: "Sector",
  allStatuses: "All statuses",
  allSectors: "All sectors",
  noMatch: "No projects match your selections.",
  adjustFilters: "Please adjust the Status or Sector filters.",
  /** The pager's name; its buttons' words are src/components/ui/PageButtons.tsx's own. */
  pages: "Projects pages",
  getInTouch: "Get In Touch",
  listTitle: (company: string) => `Our Projects | ${company}`,
  projects: "Projects",
  viewDetails: "View Details",
  viewDetailsOf: (name: string) => `View Details: ${name}`,
  allProjects: "All Projects",
  noDescription: "No description available.",
  client: "Client",
  completionDate: "Completion Date",
  area: "Area",
  description: "Description",
  video: "Project Video",
  details: "Details",
  keyFeatures: "Key Features",
  startYourProject: "Start Your Project?",
  similar: "Similar Projects",
  images: "Project images",
  showImage: (n: number, total: number, alt: string) => `Show image ${n} of ${total}: ${alt}`,
  /** Swiper's own placeholders ({{index}}, {{slidesLength}}) are kept as they are. */
  slideLabel: "{{index}} of {{slidesLength}}",
  previousProjects: "Previous projects",
  nextProjects: "Next projects",
  goToProject: "Go to project {{index}}",
  /** Progress updates (docs/behaviour.md §2, "Progress updates"). */
  progress: "Progress",
  stepper: "Where the build stands",
  stage: (stage: string) => stage,
  stepState: (state: StepState) => state,
  lastUpdate: "Last update",
  /** Worked out in the browser from the date in the page (src/lib/browser/days-ago-element.ts). */
  daysAgo: (days: number) => (days === 0 ? "(today)" : days === 1 ? "(yesterday)" : `(${days} days ago)`),
  followBuild: "Follow this build",
  feedOf: (project: string) => `${project}: progress updates`,
  allUpdatesFeed: "Progress updates of all our projects",
  linkToUpdate: (date: string) => `Link to the update of ${date}`,
  openPhoto: (n: number, total: number, alt: string) => `Open photo ${n} of ${total} in the gallery: ${alt}`,
  updatePhoto: (date: string, title: string) => `Update of ${date}: ${title}`,
})({
  ml: {
    status: (status) => label(ML_STATUSES, status),
    type: (type) => label(ML_TYPES, type),
    filters: "പ്രോജക്റ്റുകൾ തിരഞ്ഞെടുക്കുക",
    statusLabel: "സ്ഥിതി",
    sectorLabel: "മേഖല",
    allStatuses: "എല്ലാം",
    allSectors: "എല്ലാം",
    noMatch: "ഈ തിരഞ്ഞെടുപ്പിന് ചേരുന്ന പ്രോജക്റ്റുകളൊന്നുമില്ല.",
    adjustFilters: "സ്ഥിതിയോ മേഖലയോ മാറ്റി നോക്കൂ.",
    pages: "പ്രോജക്റ്റ് പേജുകൾ",
    getInTouch: "ബന്ധപ്പെടുക",
    listTitle: (company) => `ഞങ്ങളുടെ പ്രോജക്റ്റുകൾ | ${company}`,
    projects: "പ്രോജക്റ്റുകൾ",
    viewDetails: "വിശദമായി കാണുക",
    viewDetailsOf: (name) => `വിശദമായി കാണുക: ${name}`,
    allProjects: "എല്ലാ പ്രോജക്റ്റുകളും",
    noDescription: "വിവരണം ലഭ്യമല്ല.",
    client: "ക്ലയന്റ്",
    completionDate: "പൂർത്തിയായത്",
    area: "വിസ്തീർണ്ണം",
    description: "വിവരണം",
    video: "പ്രോജക്റ്റ് വീഡിയോ",
    details: "വിവരങ്ങൾ",
    keyFeatures: "പ്രധാന സവിശേഷതകൾ",
    startYourProject: "നിങ്ങളുടെ പ്രോജക്റ്റ് തുടങ്ങാം?",
    similar: "സമാനമായ പ്രോജക്റ്റുകൾ",
    images: "പ്രോജക്റ്റ് ചിത്രങ്ങൾ",
    showImage: (n, total, alt) => `ചിത്രം ${n} / ${total} കാണിക്കുക: ${alt}`,
    slideLabel: "{{index}} / {{slidesLength}}",
    previousProjects: "മുമ്പത്തെ പ്രോജക്റ്റുകൾ",
    nextProjects: "അടുത്ത പ്രോജക്റ്റുകൾ",
    goToProject: "പ്രോജക്റ്റ് {{index}} കാണിക്കുക",
    progress: "നിർമ്മാണ പുരോഗതി",
    stepper: "നിർമ്മാണം ഇപ്പോൾ ഏത് ഘട്ടത്തിൽ",
    stage: (stage) => label(ML_STAGES, stage),
    stepState: (state) => ML_STEP_STATES[state],
    lastUpdate: "അവസാനമായി പുതുക്കിയത്",
    daysAgo: (days) => (days === 0 ? "(ഇന്ന്)" : days === 1 ? "(ഇന്നലെ)" : `(${days} ദിവസം മുമ്പ്)`),
    followBuild: "ഈ നിർമ്മാണം പിന്തുടരുക",
    feedOf: (project) => `${project}: പുരോഗതി വിവരങ്ങൾ`,
    allUpdatesFeed: "ഞങ്ങളുടെ എല്ലാ പ്രോജക്റ്റുകളുടെയും പുരോഗതി വിവരങ്ങൾ",
    linkToUpdate: (date) => `${date}-ലെ പുരോഗതി വിവരത്തിന്റെ ലിങ്ക്`,
    openPhoto: (n, total, alt) => `ചിത്രം ${n} / ${total} ഗാലറിയിൽ തുറക്കുക: ${alt}`,
    updatePhoto: (date, title) => `${date}-ലെ പുരോഗതി വിവരം: ${title}`,
  },
})
