/**
 * The bot check's local stand-in (docs/behaviour.md §7): with no reCAPTCHA site key at build time
 * the build writes it to `public/recaptcha-dev.js`, so the forms work on any host (no 404), and
 * the enquiry server accepts its tokens only when started with BOT_CHECK=stand-in (and no secret).
 */
export const STAND_IN_PATH = "/recaptcha-dev.js"
export const STAND_IN_TOKEN_PREFIX = "dev-token"

/** Resolves tokens "dev-token.<action>.<random>". */
export const STAND_IN_SCRIPT = `(function(){
  function token(action){return "${STAND_IN_TOKEN_PREFIX}."+action+"."+Math.random().toString(36).slice(2)}
  window.grecaptcha={ready:function(cb){setTimeout(cb,0)},execute:function(key,opts){return Promise.resolve(token(opts&&opts.action||""))}};
})();
`
