#!/bin/sh
# Container start: write config.json and the generated nginx parts from ONE_ECOM_* variables, check, then run nginx.
set -eu
/etc/nginx/render-config.sh
nginx -t -q
exec nginx -g 'daemon off;'
