#!/usr/bin/env bash
# The article of a review (docs/report.md, "The article"): two loopback suites, two
# "devices", run by iometry-run suite, then `iometry --article A --article B --export` with
# no display: the HTML is valid (tidy), self-contained, holds every figure and table with
# its numbered caption, and a real browser (headless Chromium) renders all its figures; the
# PDF renders page by page (pdftoppm); every figure and table is beside the document as
# PNG, SVG and CSV with C-locale numbers; Russian and Chinese articles are in their
# language; bad input is refused naming the problem, and writes nothing.
source "$(dirname "$0")/lib.sh"
[ -x "$BIN/iometry" ] || { echo "SKIP: the GUI is not built"; exit 77; }

# A loopback suite of transmit, receive and full duplex over two sizes: DEVICE DIR
run_suite() {
    local plan
    plan() {
        cat <<PLAN
{"format": "iometry.plan/1", "name": "mode", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B", "spawn": true}],
 "specs": [{"name": "s", "lines": [{"size": 1024, "read": $1}]}],
 "sweep": {"size": [1024, 65536]},
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "s"}]}
PLAN
    }
    cat > "$WORK/suite.json" <<SUITE
{"format": "iometry.suite/1", "name": "e2e review", "device": "$1",
 "members": [{"name": "transmit", "plan": $(plan 0)},
             {"name": "receive", "plan": $(plan 100)},
             {"name": "duplex", "plan": $(plan 50)}]}
SUITE
    "$BIN/iometry-run" suite "$WORK/suite.json" --results "$2" -q > /dev/null 2> "$WORK/suite.err" ||
        fail "suite of $1: $(cat "$WORK/suite.err")"
}
run_suite "NIC-1" "$WORK/nic1"
run_suite "NIC-2" "$WORK/nic2"

export -n DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
article() {  # OUT [more options]
    local out=$1
    shift
    "$BIN/iometry" --article "$WORK/nic1" --article "$WORK/nic2" --export "$out" "$@" 2> "$WORK/err" ||
        fail "--export $out: $(cat "$WORK/err")"
}
mkdir -p "$WORK/out"
article "$WORK/out/review.html"
article "$WORK/out/review.pdf"
article "$WORK/out/ru.html" --lang ru
article "$WORK/out/zh.html" --lang zh_CN --title "评测"

# 1. Valid HTML, as tidy reads it (2 = errors; 1 = warnings, which count too).
rc=0
tidy -q -e "$WORK/out/review.html" 2> "$WORK/tidy" || rc=$?
[ "$rc" -eq 0 ] || fail "tidy: $(cat "$WORK/tidy")"
# Self-contained: nothing fetched, no script.
! grep -Eq 'https?://|<script|<link ' "$WORK/out/review.html" || fail "the HTML refers to something outside it"

# 2. Every figure and table, numbered in order, with its caption, and their files beside.
python3 - "$WORK/out/review.html" "$WORK/out/review_files" <<'PY' || fail "figures and tables"
import html.parser, os, re, sys
class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.ids = []; self.caps = []; self.cap = None; self.imgs = 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("figure", "table"): self.ids.append((tag, a.get("id")))
        if tag in ("figcaption", "caption"): self.cap = ""
        if tag == "img" and a.get("src", "").startswith("data:image/svg+xml;base64,"): self.imgs += 1
    def handle_endtag(self, tag):
        if tag in ("figcaption", "caption"): self.caps.append(self.cap.strip()); self.cap = None
    def handle_data(self, d):
        if self.cap is not None: self.cap += d
p = P(); p.feed(open(sys.argv[1], encoding="utf-8").read())
figures = [i for t, i in p.ids if t == "figure"]; tables = [i for t, i in p.ids if t == "table"]
errors = []
if p.imgs != len(figures): errors.append(f"{p.imgs} inline SVG figures, {len(figures)} figures")
for n, caption in enumerate([c for c in p.caps if c.startswith("Figure")], 1):
    if not caption.startswith(f"Figure {n}.") or len(caption) < 30: errors.append("figure caption: " + caption)
for n, caption in enumerate([c for c in p.caps if c.startswith("Table")], 1):
    if not caption.startswith(f"Table {n}.") or len(caption) < 30: errors.append("table caption: " + caption)
if len([c for c in p.caps if c.startswith("Figure")]) != len(figures): errors.append("a figure without its caption")
# Three modes: a throughput and a P/E figure each, then the modes side by side (a figure
# per device, the P/E per mode), the peak of every test; hosts, members, a table per mode,
# the modes' table and the summary.
if len([f for f in figures if re.search(r"-(transmit|receive|duplex)-throughput$", f)]) != 3: errors.append(f"throughput figures: {figures}")
if len([f for f in figures if f.endswith("-pe-index")]) != 3: errors.append(f"P/E figures: {figures}")
if sorted(f.split("-modes-")[1] for f in figures if "-modes-" in f) != ["nic-1", "nic-2"]: errors.append(f"no modes figure per device: {figures}")
if not any(t.endswith("-modes") for t in tables): errors.append("no modes side by side")
if not any(f.endswith("-pe-per-mode") for f in figures) or not any(t.endswith("-pe-per-mode") for t in tables): errors.append("no P/E per mode")
if not any(f.endswith("-peak-throughput") for f in figures): errors.append("no peak throughput")
for want in ("-hosts", "-members", "-summary"):
    if not any(t.endswith(want) for t in tables): errors.append(f"no table {want}: {tables}")
files = set(os.listdir(sys.argv[2]))
for f in figures:
    for ext in (".png", ".svg", ".csv"):
        if f + ext not in files: errors.append("missing " + f + ext)
for t in tables:
    if t + ".csv" not in files: errors.append("missing " + t + ".csv")
print("\n".join(errors) or f"{len(figures)} figures, {len(tables)} tables")
sys.exit(1 if errors else 0)
PY
pass "HTML: valid, every figure and table captioned and beside it"

# 3. The numbers: the modes' table in CSV holds each device's transmit throughput as the
#    suite's summary.csv has it (C locale), at every size.
modes=$(ls "$WORK/out/review_files/"table-*-modes.csv)
for device in 1 2; do
    for size in 1024 65536; do
        want=$(awk -F, -v size="$size" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                 $c["scope"] == "all" && $c["size"] == size { print $c["mbit_per_s"] }' "$WORK/nic$device/transmit/summary.csv")
        # The column names its unit (the article's one, Gbit/s from 10 Gbit/s on): back to Mbit/s.
        got=$(awk -F, -v size="$size" -v dev="NIC-$device:transmit_" 'NR == 1 {
                    for (i = 1; i <= NF; i++) if (index($i, dev) == 1) { col = i; scale = ($i ~ /gbit/) ? 1000 : 1 }
                    next }
                $1 == size { printf "%.6f\n", $col * scale }' "$modes")
        [ -n "$want" ] && awk -v a="$want" -v b="$got" 'BEGIN { exit !(a - b < 0.001 && b - a < 0.001) }' ||
            fail "NIC-$device transmit at $size B: the article says '$got', summary.csv '$want'"
    done
done
pass "the modes' table holds summary.csv's numbers"

# 4. A real browser renders it: every figure's image decoded.
profile=$(mktemp -d /tmp/iometry-chromium.XXXXXX)
on_exit "rm -rf $profile"
chromium_flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
                --disable-background-networking --disable-component-update --disable-sync
                --user-data-dir="$profile")
timeout 120 chromium "${chromium_flags[@]}" --window-size=1100,3000 \
    --screenshot="$WORK/out/review-browser.png" "file://$WORK/out/review.html" > /dev/null 2>&1 ||
    fail "chromium could not render the article"
[ "$(stat -c %s "$WORK/out/review-browser.png")" -gt 50000 ] || fail "the browser's screenshot is empty"
timeout 120 chromium "${chromium_flags[@]}" --virtual-time-budget=5000 --dump-dom \
    "file://$WORK/out/review.html" > "$WORK/dom.html" 2> /dev/null || fail "chromium --dump-dom failed"
[ "$(grep -o '<figure id=' "$WORK/dom.html" | wc -l)" -eq "$(grep -o '<figure id=' "$WORK/out/review.html" | wc -l)" ] ||
    fail "the browser's document lost figures"
pass "Chromium renders the article"
[ -n "${IOMETRY_SHOTS:-}" ] && cp "$WORK/out/review-browser.png" "$IOMETRY_SHOTS/" || true

# 5. The PDF: A4 pages, each rendered.
pdfinfo "$WORK/out/review.pdf" > "$WORK/pdfinfo"
pages=$(awk '/^Pages:/ { print $2 }' "$WORK/pdfinfo")
grep -q "Page size: *595" "$WORK/pdfinfo" || fail "the PDF is not A4: $(cat "$WORK/pdfinfo")"
[ "$pages" -ge 3 ] || fail "the PDF has $pages pages"
pdftoppm -r 40 -png "$WORK/out/review.pdf" "$WORK/out/page"
[ "$(ls "$WORK/out"/page-*.png | wc -l)" -eq "$pages" ] || fail "pdftoppm rendered fewer than $pages pages"
# Text, not pictures of it ("Fi" may be set as one ligature).
pdftotext "$WORK/out/review.pdf" "$WORK/out/review.txt"
grep -q "ure 1\." "$WORK/out/review.txt" || fail "the PDF has no text \"Figure 1.\""
pass "PDF: $pages A4 pages rendered"

# 6. In the reader's language: Russian and Chinese words and numbers.
grep -q '<html lang="ru">' "$WORK/out/ru.html" && grep -q 'Рисунок 1\.' "$WORK/out/ru.html" ||
    fail "the Russian article is not in Russian"
grep -q '<html lang="zh-CN">' "$WORK/out/zh.html" && grep -q '图 1' "$WORK/out/zh.html" && grep -q '<h1>评测</h1>' "$WORK/out/zh.html" ||
    fail "the Chinese article is not in Chinese, or lost its title"
# Russian numbers have a decimal comma in the document, never in the CSV files.
grep -Eq '<td class="num">[0-9 ]+,[0-9]</td>' "$WORK/out/ru.html" || fail "the Russian tables do not write 1 234,5"
pass "Russian and Chinese articles"

# 7. Bad input: named, nothing written.
rc=0
"$BIN/iometry" --article "$WORK/none" --export "$WORK/bad.html" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 1 ] && grep -q "$WORK/none is not a folder" "$WORK/err" || fail "a missing folder: $(cat "$WORK/err")"
[ ! -e "$WORK/bad.html" ] && [ ! -e "$WORK/bad_files" ] || fail "a refused article wrote files"
rc=0
"$BIN/iometry" --article "$WORK/nic1" --export "$WORK/bad.docx" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 1 ] && grep -q ".html or .pdf" "$WORK/err" || fail "a .docx export: $(cat "$WORK/err")"
[ ! -e "$WORK/bad.docx" ] && [ ! -e "$WORK/bad_files" ] || fail "a refused .docx export wrote files"
rc=0
"$BIN/iometry" --article "$WORK/nic1" --export "$WORK/bad.html" --lang fr 2> "$WORK/err" || rc=$?
[ "$rc" -eq 1 ] && grep -q 'Unknown article language "fr"' "$WORK/err" || fail "--lang fr: $(cat "$WORK/err")"
[ ! -e "$WORK/bad.html" ] && [ ! -e "$WORK/bad_files" ] || fail "a refused language wrote files"
rc=0
"$BIN/iometry" --article "$WORK/nic1" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 2 ] && grep -q "goes with --export" "$WORK/err" || fail "--article alone: $(cat "$WORK/err")"
# A member whose summary.csv is damaged: named with its line, nothing written.
cp "$WORK/nic2/receive/summary.csv" "$WORK/summary.keep"
printf 'step,repeat,scope,name,size,mbit_per_s\n0,1,all,all,64,fast\n' > "$WORK/nic2/receive/summary.csv"
rc=0
"$BIN/iometry" --article "$WORK/nic1" --article "$WORK/nic2" --export "$WORK/bad.html" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 1 ] && grep -q "receive/summary.csv, line 2" "$WORK/err" || fail "a damaged summary.csv: $(cat "$WORK/err")"
[ ! -e "$WORK/bad.html" ] && [ ! -e "$WORK/bad_files" ] || fail "an article of a damaged folder wrote files"
cp "$WORK/summary.keep" "$WORK/nic2/receive/summary.csv"
pass "bad input refused"

# 8. A member whose plan.json is damaged (docs/report.md, "A damaged results folder"): the
#    article is written from summary.csv, and one line says what the folder lacks.
echo "{broken" > "$WORK/nic2/receive/plan.json"
rc=0
"$BIN/iometry" --article "$WORK/nic1" --article "$WORK/nic2" --export "$WORK/damaged.html" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 0 ] || fail "a damaged plan.json stopped the article: $(cat "$WORK/err")"
grep -q "receive: Shown from summary.csv alone: plan.json is damaged (not valid JSON at byte" "$WORK/err" \
  || fail "the damaged plan.json is not named: $(cat "$WORK/err")"
[ -s "$WORK/damaged.html" ] || fail "no article of a folder with a damaged plan.json"
pass "a damaged plan.json is named, the article written"
