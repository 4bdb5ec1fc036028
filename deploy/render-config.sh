#!/bin/sh
# Writes the portal's runtime configuration and the nginx parts that depend on it, from ONE_ECOM_* environment
# variables, so the app (config.json) and the Content-Security-Policy (csp.conf) always name the same hosts.
# Run at container start (docker-entrypoint.sh) and by CI's nginx check. docs/deployment.md lists the variables.
#
# Writes: $ONE_ECOM_WEB_ROOT/one-ecom/config.json
#         $ONE_ECOM_CONF_DIR/generated/{listen,root,csp,modules,brotli}.conf
# Exits 1 with a message when a value is missing or unusable.
set -eu

CONF_DIR="${ONE_ECOM_CONF_DIR:-/etc/nginx}"
WEB_ROOT="${ONE_ECOM_WEB_ROOT:-/srv/www}"
LISTEN="${ONE_ECOM_LISTEN:-8080}"
MODULES_DIR="${ONE_ECOM_MODULES_DIR:-/usr/lib/nginx/modules}"

API_BASE_URL="${ONE_ECOM_API_BASE_URL:-/api}"
LEGACY_API_BASE_URL="${ONE_ECOM_LEGACY_API_BASE_URL:-/ecom-api}"
AUTH_URL="${ONE_ECOM_AUTH_URL:-/auth}"
SSE_URL="${ONE_ECOM_SSE_URL:-/api/v1/notifications/stream}"
SOCKET_URL="${ONE_ECOM_SOCKET_URL:-/socket}"
FEATURE_FLAG_RELAY_URL="${ONE_ECOM_FEATURE_FLAG_RELAY_URL:-/flags}"
GEOLOCATION_URL="${ONE_ECOM_GEOLOCATION_URL:-/geo}"
LEGACY_ORIGIN="${ONE_ECOM_LEGACY_ORIGIN:-}"
REQUEST_DATE_SECRET="${ONE_ECOM_REQUEST_DATE_SECRET:-}"
SCHEDULE_REDIRECT_WEEKS="${ONE_ECOM_SCHEDULE_REDIRECT_WEEKS:-4}"
# Minutes between two offers of the e-finance survey (the spec's 2592000 minutes; docs/deployment.md says how it reads).
EFINANCE_SURVEY_INTERVAL_MINUTES="${ONE_ECOM_EFINANCE_SURVEY_INTERVAL_MINUTES:-2592000}"
WEB_VITALS_URL="${ONE_ECOM_WEB_VITALS_URL:-}"
FRAME_ANCESTORS="${ONE_ECOM_FRAME_ANCESTORS:-'self'}"
MEDIA_ORIGINS="${ONE_ECOM_MEDIA_ORIGINS:-}"

die() {
  echo "render-config: $*" >&2
  exit 1
}

# Values end up inside JSON strings and quoted nginx strings: no quotes, backslashes, spaces or control characters.
TAB="$(printf '\t')"
NL="$(printf '\nx')"
NL="${NL%x}"
safe() {
  case "$2" in
    *'"'* | *'\'* | *' '* | *';'* | *"$TAB"* | *"$NL"*)
      die "$1 contains a quote, backslash, semicolon or white space: '$2'"
      ;;
  esac
}

# The origin (scheme://host[:port]) of an absolute URL; nothing for a same-origin path (covered by 'self').
origin_of() {
  printf '%s' "$1" | sed -n 's#^\([A-Za-z][A-Za-z0-9+.-]*://[^/?#]*\).*$#\1#p'
}

# Whether an origin's host is this machine (localhost, 127.x.x.x, [::1]): the only hosts plain http/ws may name.
is_loopback() {
  host="${1#*://}"
  host="${host%%/*}"
  printf '%s' "$host" | grep -Eqx '(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]{1,5})?'
}

endpoint() {
  name="$1"
  value="$2"
  schemes="$3"
  safe "$name" "$value"
  case "$value" in
    //*) die "$name must be a path (/api) or an absolute URL, not protocol-relative: '$value'" ;;
    /*) return 0 ;;
  esac
  scheme="${value%%://*}"
  [ "$scheme" != "$value" ] || die "$name must be a path (/api) or an absolute URL: '$value'"
  case " $schemes " in
    *" $scheme "*) ;;
    *) die "$name must use one of: $schemes ('$value')" ;;
  esac
  [ -n "$(origin_of "$value")" ] || die "$name has no host: '$value'"
  # Plain http/ws outside this machine would send tokens and customer data readable on the way; the
  # app's runtime-config schema refuses the same.
  case "$scheme" in
    http | ws) is_loopback "$value" || die "$name must use https/wss outside localhost: '$value'" ;;
  esac
}

endpoint ONE_ECOM_API_BASE_URL "$API_BASE_URL" "https http"
endpoint ONE_ECOM_LEGACY_API_BASE_URL "$LEGACY_API_BASE_URL" "https http"
endpoint ONE_ECOM_AUTH_URL "$AUTH_URL" "https http"
endpoint ONE_ECOM_SSE_URL "$SSE_URL" "https http"
endpoint ONE_ECOM_SOCKET_URL "$SOCKET_URL" "wss ws"
endpoint ONE_ECOM_FEATURE_FLAG_RELAY_URL "$FEATURE_FLAG_RELAY_URL" "https http"
endpoint ONE_ECOM_GEOLOCATION_URL "$GEOLOCATION_URL" "https http"
[ -z "$WEB_VITALS_URL" ] || endpoint ONE_ECOM_WEB_VITALS_URL "$WEB_VITALS_URL" "https http"
[ -n "$LEGACY_ORIGIN" ] || die "ONE_ECOM_LEGACY_ORIGIN is required: the exact origin of the legacy portal (https://host)"
safe ONE_ECOM_LEGACY_ORIGIN "$LEGACY_ORIGIN"
[ "$(origin_of "$LEGACY_ORIGIN")" = "$LEGACY_ORIGIN" ] ||
  die "ONE_ECOM_LEGACY_ORIGIN must be an origin without path or trailing slash: '$LEGACY_ORIGIN'"
safe ONE_ECOM_REQUEST_DATE_SECRET "$REQUEST_DATE_SECRET"
# A space-separated source list ('self' https://portal.example.com): spaces allowed, nothing else.
case "$FRAME_ANCESTORS" in
  *'"'* | *'\'* | *';'* | *"$TAB"* | *"$NL"* | '') die "ONE_ECOM_FRAME_ANCESTORS must be a CSP source list: '$FRAME_ANCESTORS'" ;;
esac
is_loopback "$LEGACY_ORIGIN" || [ "${LEGACY_ORIGIN%%://*}" = https ] ||
  die "ONE_ECOM_LEGACY_ORIGIN must use https outside localhost: '$LEGACY_ORIGIN'"
# Extra origins of guide videos, subtitles and thumbnails (a CDN), space-separated; the API's origin is always allowed.
for origin in $MEDIA_ORIGINS; do
  safe ONE_ECOM_MEDIA_ORIGINS "$origin"
  [ "$(origin_of "$origin")" = "$origin" ] ||
    die "ONE_ECOM_MEDIA_ORIGINS must list origins without path or trailing slash: '$origin'"
  [ "${origin%%://*}" = https ] || is_loopback "$origin" ||
    die "ONE_ECOM_MEDIA_ORIGINS must use https outside localhost: '$origin'"
done
case "$SCHEDULE_REDIRECT_WEEKS" in
  '' | *[!0-9]*) die "ONE_ECOM_SCHEDULE_REDIRECT_WEEKS must be a whole number of weeks: '$SCHEDULE_REDIRECT_WEEKS'" ;;
esac
case "$EFINANCE_SURVEY_INTERVAL_MINUTES" in
  '' | *[!0-9]*)
    die "ONE_ECOM_EFINANCE_SURVEY_INTERVAL_MINUTES must be a whole number of minutes: '$EFINANCE_SURVEY_INTERVAL_MINUTES'"
    ;;
  # JSON numbers have no leading zeros: 0043200 would make config.json unreadable.
  0[0-9]*) die "ONE_ECOM_EFINANCE_SURVEY_INTERVAL_MINUTES must have no leading zeros: '$EFINANCE_SURVEY_INTERVAL_MINUTES'" ;;
esac

# connect-src: 'self' plus the distinct origins of every endpoint the app calls.
connect="'self'"
for url in "$API_BASE_URL" "$LEGACY_API_BASE_URL" "$AUTH_URL" "$SSE_URL" "$SOCKET_URL" "$FEATURE_FLAG_RELAY_URL" \
  "$GEOLOCATION_URL" "$WEB_VITALS_URL"; do
  origin="$(origin_of "$url")"
  case " $connect " in
    *" $origin "*) ;;
    *) [ -z "$origin" ] || connect="$connect $origin" ;;
  esac
done

# img-src and media-src: guide thumbnails, videos and their subtitles (<track> is media-src) come with the guide list
# from the API and may live on the API's host or a CDN (ONE_ECOM_MEDIA_ORIGINS); with 'self' alone the browser
# blocks them.
media="'self'"
for origin in "$(origin_of "$API_BASE_URL")" $MEDIA_ORIGINS; do
  case " $media " in
    *" $origin "*) ;;
    *) [ -z "$origin" ] || media="$media $origin" ;;
  esac
done

mkdir -p "$CONF_DIR/generated" "$WEB_ROOT/one-ecom"

cat > "$WEB_ROOT/one-ecom/config.json" <<JSON
{
  "apiBaseUrl": "$API_BASE_URL",
  "legacyApiBaseUrl": "$LEGACY_API_BASE_URL",
  "authUrl": "$AUTH_URL",
  "sseUrl": "$SSE_URL",
  "socketUrl": "$SOCKET_URL",
  "featureFlagRelayUrl": "$FEATURE_FLAG_RELAY_URL",
  "geolocationUrl": "$GEOLOCATION_URL",
  "legacyOrigin": "$LEGACY_ORIGIN",
  "requestDateSecret": "$REQUEST_DATE_SECRET",
  "scheduleRedirectWeeks": $SCHEDULE_REDIRECT_WEEKS,
  "eFinanceSurveyIntervalMinutes": $EFINANCE_SURVEY_INTERVAL_MINUTES,
  "webVitalsUrl": "$WEB_VITALS_URL"
}
JSON

printf 'listen %s;\n' "$LISTEN" > "$CONF_DIR/generated/listen.conf"
printf 'root %s;\n' "$WEB_ROOT" > "$CONF_DIR/generated/root.conf"

# style-src: the nonce nginx substitutes into index.html ($request_id, see one-ecom.conf) lets the <style> that
# Radix dialogs inject (react-remove-scroll) apply without 'unsafe-inline'.
csp="default-src 'self'; script-src 'self'; style-src 'self' 'nonce-\$request_id'; img-src $media data:; media-src $media; font-src 'self'"
csp="$csp; connect-src $connect; frame-src $LEGACY_ORIGIN; frame-ancestors $FRAME_ANCESTORS; object-src 'none'"
csp="$csp; base-uri 'none'; form-action 'self'; worker-src 'self'; manifest-src 'self'"
printf 'add_header Content-Security-Policy "%s" always;\n' "$csp" > "$CONF_DIR/generated/csp.conf"

# Brotli where Debian's module packages are installed (libnginx-mod-http-brotli-filter/-static); gzip otherwise.
: > "$CONF_DIR/generated/modules.conf"
: > "$CONF_DIR/generated/brotli.conf"
if [ -f "$MODULES_DIR/ngx_http_brotli_filter_module.so" ]; then
  printf 'load_module %s;\n' "$MODULES_DIR/ngx_http_brotli_filter_module.so" >> "$CONF_DIR/generated/modules.conf"
  cat > "$CONF_DIR/generated/brotli.conf" <<'CONF'
brotli on;
brotli_comp_level 5;
brotli_min_length 1024;
brotli_types text/plain text/css application/javascript text/javascript application/json image/svg+xml
  application/manifest+json;
CONF
  # The build's own .br copies of its assets (quality 11, scripts/vite-plugins/precompress-assets.ts) where they exist.
  if [ -f "$MODULES_DIR/ngx_http_brotli_static_module.so" ]; then
    printf 'load_module %s;\n' "$MODULES_DIR/ngx_http_brotli_static_module.so" >> "$CONF_DIR/generated/modules.conf"
    printf 'brotli_static on;\n' >> "$CONF_DIR/generated/brotli.conf"
  fi
fi

echo "render-config: wrote $WEB_ROOT/one-ecom/config.json and $CONF_DIR/generated/ (connect-src $connect; img-src and media-src $media)"
