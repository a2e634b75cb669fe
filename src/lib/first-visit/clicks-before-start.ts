/**
 * Clicks before the app starts (docs/behaviour.md §4). The page is whole in its HTML, so its
 * buttons show a few hundred milliseconds before the app that handles them has started (the app's
 * scripts come after the first paint: app-scripts.ts). A click, tap or key press on such a button
 * would do nothing then. This head script holds those clicks and clicks the same buttons again once
 * the app has marked the page hydrated (`Layout` sets `data-hydrated` on <html>). Links need
 * nothing (they work as links) and neither do form fields (the forms take in what was typed);
 * submit buttons are left alone (an enquiry form's is disabled until it is ready). A page whose app
 * never starts stops holding after `GIVE_UP_MS`, so nothing is held for good.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

const GIVE_UP_MS = 15_000

/** Static text, so the server's CSP hash covers it. */
export const CLICKS_BEFORE_START_HEAD_SCRIPT = `(function () {
  var root = document.documentElement, attr = ${JSON.stringify(HYDRATED_ATTRIBUTE)}, held = [], watch;
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.type !== "button") return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  function stop() {
    document.removeEventListener("click", hold, true);
    watch.disconnect();
  }
  watch = new MutationObserver(function () {
    if (!root.hasAttribute(attr)) return;
    stop();
    held.forEach(function (button) { if (button.isConnected) button.click(); });
  });
  watch.observe(root, { attributes: true, attributeFilter: [attr] });
  document.addEventListener("click", hold, true);
  setTimeout(stop, ${GIVE_UP_MS});
})();`
