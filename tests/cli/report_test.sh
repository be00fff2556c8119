#!/usr/bin/env bash
# `rxv report CAMPAIGN_DIR` (tools/cmd_report.cpp): a small campaign's page is one self-contained
# file (nothing loaded from anywhere), has its five plots, a row per finding linking to its folder
# and the commands that replay it; headless Chromium (Debian's chromium) loads it with no console
# message and lays every plot out (the page's own script counts them into data-plots-rendered).
# Bad input (no directory, no campaign log, no venv Python, a Python without matplotlib) exits 2
# with a clear message; these checks need no Python and always run.
# The rendering needs chromium and the venv's matplotlib (scripts/setup.sh installs both): without
# them the test is skipped (77), unless RXV_REQUIRE_REPORT=1 (CI) makes that a failure.
# Usage: report_test.sh PATH/TO/rxv
set -u
rxv=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/expect.sh"

# A campaign with findings: a bug-zoo pass that finds often, one job (deterministic; a seed whose
# 40 programs give several findings under the current generator).
c=$tmp/campaign
"$rxv" fuzz --pass bugzoo:dce_drops_print --count 40 --seed 8 -j 1 --no-shrink --out "$c" \
  >/dev/null 2>&1
n_findings=$(ls -d "$c"/[0-9]* 2>/dev/null | wc -l)
expect "campaign has findings" 0 "" -- test "$n_findings" -ge 2

# Bad input, and the model (the renderer's input) without any Python.
expect "no dir" 2 "no such campaign directory" -- "$rxv" report "$tmp/nothing"
mkdir -p "$tmp/empty"
expect "no log" 2 "holds no campaign log" -- "$rxv" report "$tmp/empty"
expect "no python" 2 "no Python in the project venv" -- \
  env RXV_REPORT_PYTHON="$tmp/no-python" "$rxv" report "$c" --model "$tmp/model.json"
expect "model written" 0 '"findings":[{"id":0,"href":"0/"' -- cat "$tmp/model.json"
expect "model ops" 0 '"families":[{"family":"binary"' -- cat "$tmp/model.json"
# A line cut short by a kill is skipped with a warning, not fatal.
cp -r "$c" "$tmp/cut"
printf '{"event":"progress","elapsed":1.5,"progr' >>"$tmp/cut/campaign.jsonl"
expect "cut line" 2 "campaign.jsonl:$(($(wc -l <"$c/campaign.jsonl") + 1)):1: warning: record skipped" -- \
  env RXV_REPORT_PYTHON="$tmp/no-python" "$rxv" report "$tmp/cut"
# A Python without matplotlib: the renderer says what to install.
if [ -x /usr/bin/python3 ] && ! /usr/bin/python3 -c 'import matplotlib' 2>/dev/null; then
  expect "no matplotlib" 2 "needs matplotlib in the project venv" -- \
    env RXV_REPORT_PYTHON=/usr/bin/python3 "$rxv" report "$c"
fi

skip() {
  if [ "${RXV_REQUIRE_REPORT:-0}" = 1 ]; then
    echo "FAIL: $1 (RXV_REQUIRE_REPORT=1 asks for the rendering)"
    echo "cli_report: $passed passed, $((failed + 1)) failed"
    exit 1
  fi
  echo "skipped: $1"
  echo "cli_report: $passed passed, $failed failed (rendering skipped)"
  [ "$failed" -eq 0 ] && exit 77
  exit 1
}
py=${RXV_REPORT_PYTHON:-$root/.venv/bin/python}
[ -x "$py" ] && "$py" -c 'import matplotlib' 2>/dev/null ||
  skip "no venv with matplotlib ($py): run scripts/setup.sh"
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || skip "no chromium (Debian's chromium package; scripts/setup.sh installs it)"

page=$c/report.html
expect "render" 0 "$n_findings findings" -- "$rxv" report "$c"
for id in plot-rate plot-findings plot-by-pass plot-ops-time plot-ops; do
  expect "has $id" 0 "id=\"$id\"><svg" -- cat "$page"
done
expect "a row per finding" 0 "" -- test "$(grep -o '<tr id="finding-' "$page" | wc -l)" -eq "$n_findings"
expect "links to folders" 0 '<a href="0/">0</a>' -- cat "$page"
expect "replay command" 0 "bugzoo:dce_drops_print&#x27; --program-seed $(sed -n 's/^seed: //p' "$c/0/report.txt")" -- cat "$page"
# Self-contained: no attribute loads anything (no src=, no <link>), every link is a finding folder
# or a reference inside the page (the SVGs' glyphs and clip paths); ids are unique.
expect "no src" 1 "" -- grep -qE '<(img|script|iframe|link)[^>]* (src|href)=' "$page"
expect "no link tag" 1 "" -- grep -qi '<link' "$page"
expect "links are folders" 0 "" -- \
  test -z "$(grep -oE 'href="[^"]*"' "$page" | grep -vE '^href="([0-9]+/|#[^"]+)"$')"
expect "unique ids" 0 "" -- test -z "$(grep -oE ' id="[^"]*"' "$page" | sort | uniq -d)"
# -o elsewhere: links stay right, relative to the page.
mkdir -p "$tmp/elsewhere"
expect "render elsewhere" 0 "" -- "$rxv" report "$c" -o "$tmp/elsewhere/r.html"
expect "relative links" 0 '<a href="../campaign/0/">' -- cat "$tmp/elsewhere/r.html"
expect "unwritable" 2 "cannot write" -- "$rxv" report "$c" -o "$tmp/no/such/dir/r.html"

# Headless Chromium: console messages on stderr (--enable-logging=stderr --v=0 logs each as
# "CONSOLE"), the DOM after load on stdout.
browse() {
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 --dump-dom "file://$1" \
    >"$tmp/dom.html" 2>"$tmp/console.txt"
}
# The check can fail: a page that logs an error and throws is caught.
printf '<!DOCTYPE html><html><body><script>console.error("planted"); nosuchfn();</script></body></html>' \
  >"$tmp/bad.html"
browse "$tmp/bad.html"
expect "console catches errors" 0 "Uncaught ReferenceError" -- grep CONSOLE "$tmp/console.txt"
browse "$page"
expect "chromium loads the page" 0 "</html>" -- cat "$tmp/dom.html"
expect "no console messages" 1 "" -- grep -q CONSOLE "$tmp/console.txt"
expect "plots rendered" 0 '<body data-plots-rendered="5">' -- cat "$tmp/dom.html"

echo "cli_report: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
