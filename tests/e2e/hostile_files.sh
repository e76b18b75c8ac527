#!/usr/bin/env bash
# Hostile files at every entry point (docs/plan-format.md, "Validation errors"): no reader
# ever lets an exception or a stack overflow end the program. Each entry point of
# iometry-run and iometry-dynamo gets empty files, folders, binary garbage, bytes that are
# not UTF-8, NUL bytes, 1e400, JSON nested 100 000 deep (which overflowed the stack where
# it was copied or quoted: status 139) and wrong types; each exits with its documented
# status (2 for bad input) and a message naming the file, starts no traffic, writes
# nothing, and leaves a results folder it reads as it was. A manager takes hostile frames
# and goes on.
source "$(dirname "$0")/lib.sh"

H=$WORK/h
mkdir -p "$H"
name=hostile$$
python3 - "$H" "$name" <<'PY'
import json, os, sys
h, name = sys.argv[1], sys.argv[2]
def w(file, data):
    with open(os.path.join(h, file), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
deep = "[" * 100000 + "]" * 100000
plan = {"format": "iometry.plan/1", "name": "tiny", "run_s": 1, "sample_ms": 100,
        "dynamos": [{"name": name, "spawn": True}],
        "specs": [{"name": "tx", "lines": [{"size": 65536, "read": 0}]}],
        "workers": [{"name": "nic", "dynamo": name, "kind": "tcp", "bind": "127.0.0.1",
                     "peer": {"dynamo": name, "address": "127.0.0.1"}, "spec": "tx",
                     "outstanding": 1}]}
good = json.dumps(plan)
w("good.json", good)
# Plans: each is refused by a run, --check, export-fio, export-icf and suite --check.
w("empty.json", b"")
os.makedirs(os.path.join(h, "folder.json"))
w("garbage.json", bytes(range(256)) * 4)
w("nul.json", good.encode().replace(b'"tx"', b'"t\x00x"', 1))
w("not-utf8-string.json", good.encode().replace(b'"nic"', b'"n\xa2\xffc"'))
w("not-utf8-key.json", good.encode().replace(b'"run_s"', b'"run\xff_s"'))
w("huge-number.json", good.replace('"run_s": 1', '"run_s": 1e400'))
w("deep.json", deep)
w("deep-value.json", good.replace('"run_s": 1', '"run_s": ' + deep))
w("deep-object.json", good.replace('"name": "nic"', '"name": ' + '{"a":' * 50000 + "1" + "}" * 50000))
bad = json.loads(good)
bad.update(run_s="ten", dynamos={"x": 1})
bad["workers"][0].update(name=5, outstanding=-4)
w("wrong-types.json", json.dumps(bad))
w("negative.json", good.replace('"outstanding": 1', '"outstanding": -99999999999999999999999'))
# Suites
w("suite-deep.json", '{"format": "iometry.suite/1", "members": ' + deep + "}")
w("suite-members.json", json.dumps({"format": "iometry.suite/1", "name": "s", "members": [
    5, {"name": "\u00ff/..", "plan": 7}, {"name": "a", "plan": "folder.json"},
    {"name": "b", "plan": "deep.json"}]}))
# Files to import
w("nul.icf", b"Version 1.1.0 \n\x00\x00\x00'TEST SETUP\x00\xff\n")
w("not-utf8.icf", b"Version 1.1.0\n'ACCESS SPECIFICATIONS =======\n"
  b"'Access specification name,default assignment\n\t\xff\xa2\xff\x00,NONE\n")
w("garbage.icf", bytes(range(256)) * 8)
w("empty.icf", b"")
w("odd.fio", b"[global]\nioengine=libaio\n[j\xff\xa2b]\nfilename=/tmp/x\xff\nrw=randread\nbs=4k\xff\n")
w("nul.fio", b"[job]\nrw=read\x00\nbs=4k\n")
# Round trips for analyze nic-delay
w("garbage.csv", bytes(range(256)) * 4)
w("not-utf8.csv", b"size,rtt_peer_ns,rtt_loopback_ns\n\xff,\xa2,1e400\n64,1e400,5\n")
w("empty.csv", b"")
PY

# expect STATUS FILE [TEXT] -- COMMAND...: COMMAND exits STATUS (never a signal's 128+),
# within 20 s, and its output names FILE (and says TEXT).
expect() {
    local status=$1 file=$2 text=${3:-} rc=0
    shift 3
    [ "$1" = -- ] && shift
    timeout 20 "$@" > "$WORK/out" 2>&1 < /dev/null || rc=$?
    if [ "$rc" -ne "$status" ] || ! grep -aqF -- "$file" "$WORK/out" ||
        { [ -n "$text" ] && ! grep -aqF -- "$text" "$WORK/out"; }; then
        cat -v "$WORK/out" | head -20
        fail "${*#"$BIN/"}: exit $rc (expected $status), naming \"$file\"${text:+ and \"$text\"}"
    fi
}
run=$BIN/iometry-run

for f in empty folder garbage nul not-utf8-string not-utf8-key huge-number deep deep-value \
    deep-object wrong-types negative; do
    plan=$H/$f.json
    expect 2 "$plan" "no traffic was started" -- "$run" "$plan" --results "$WORK/r-$f"
    expect 2 "$plan" "" -- "$run" --check "$plan"
    expect 2 "$plan" "nothing was written" -- "$run" export-fio "$plan" --output "$WORK/x.fio"
    expect 2 "$plan" "nothing was written" -- "$run" export-icf "$plan" --output "$WORK/x.icf"
    expect 2 "$plan" "" -- "$run" suite --check "$plan"
    expect 2 "$plan" "" -- "$run" suite "$plan" --results "$WORK/s-$f"
done
# The depth is named, not taken for a syntax error.
expect 2 deep-value.json "nested more than 256 arrays or objects deep" -- "$run" --check "$H/deep-value.json"
for f in suite-deep suite-members; do
    expect 2 "$H/$f.json" "no traffic was started" -- "$run" suite "$H/$f.json" --results "$WORK/s-$f"
    expect 2 "$H/$f.json" "" -- "$run" --check "$H/$f.json"
done
expect 2 "$H/folder.json" "" -- "$run" import "$H/folder.json" --output "$WORK/i.json"
expect 2 "$H/empty.icf" "line 1" -- "$run" import "$H/empty.icf" --output "$WORK/i.json"
for f in nul.icf not-utf8.icf garbage.icf garbage.json odd.fio; do
    expect 2 "$H/$f" "nothing was written" -- "$run" import "$H/$f" --output "$WORK/i.json"
done
expect 2 "$H/nul.fio" "line 2: a NUL byte" -- "$run" import "$H/nul.fio" --output "$WORK/i.json"
for f in deep.json folder.json garbage.json; do
    expect 2 "$H/$f" "nothing was written" -- "$run" import "$H/not-utf8.icf" --into "$H/$f" --output "$WORK/i.json"
done
for f in garbage.csv not-utf8.csv empty.csv folder.json; do
    expect 2 "$H/$f" "" -- "$run" analyze nic-delay "$H/$f" --link-mbps 1000
done
expect 2 "$H/folder.json" "it is a folder" -- "$run" analyze nic-delay "$H/folder.json" --link-mbps 1000
pgrep -f "iometry-dynamo .*--name $name" > /dev/null && fail "a dynamo was started"
for f in "$WORK"/r-* "$WORK"/s-* "$WORK"/x.fio "$WORK"/x.icf "$WORK"/i.json; do
    [ ! -e "$f" ] || fail "bad input wrote $f"
done

# A results folder with damaged files: report shows what it can from summary.csv (exit
# 0) or says why it cannot (exit 1), naming the file, and changes nothing in the folder.
"$run" "$H/good.json" --results "$WORK/res" -q > "$WORK/run.out" 2>&1 || { cat "$WORK/run.out"; fail "the run for a results folder failed"; }
damage() {  # STATUS FILE-NAMED SETUP: a copy of the folder, SETUP run in it, then report
    rm -rf "$WORK/rf"
    cp -r "$WORK/res" "$WORK/rf"
    (cd "$WORK/rf" && eval "$3")
    local before
    before=$(cd "$WORK/rf" && find . -type f -exec md5sum {} + | sort)
    expect "$1" "$2" "" -- "$run" report "$WORK/rf"
    [ "$before" = "$(cd "$WORK/rf" && find . -type f -exec md5sum {} + | sort)" ] ||
        fail "report changed the folder it read ($3)"
}
damage 0 "results.json is damaged" "echo '{\"a\": 1e400}' > results.json"
damage 0 "results.json is damaged" "python3 -c \"print('['*100000+']'*100000)\" > results.json"
damage 0 "bench.json is damaged" "python3 -c \"print('{\\\"x\\\":'+'['*100000+']'*100000+'}')\" > bench.json"
damage 0 "plan.json is damaged" "rm plan.json && mkdir plan.json"
damage 0 "" "echo '{\"name\": 5, \"procedure\": {\"kind\": 5}, \"repeats\": 1e300, \"workers\": [5, {\"kind\": 7}]}' > plan.json"
damage 0 "" "echo '{\"steps\": [{\"step\": \"x\", \"repeat\": 1e300, \"rows\": [5, {\"evidence\": [1, {\"value\": \"x\"}]}]}]}' > results.json"
damage 1 "summary.csv" "printf '\\xff\\xa2garbage' > summary.csv"
damage 1 "summary.csv" ": > summary.csv"
damage 1 "summary.csv" "rm summary.csv && mkdir summary.csv"
# Flags the session used to find bad only once the results folder was made (status 1).
expect 2 "--listen" "is not an IP address" -- "$run" "$H/good.json" --results "$WORK/r-flag" --listen $'\xff:1'
expect 2 "$H/garbage.json is a file" "" -- "$run" "$H/good.json" --results "$H/garbage.json"
expect 2 "$WORK/none" "cannot run it" -- "$run" "$H/good.json" --results "$WORK/r-flag" --dynamo "$WORK/none"
[ ! -e "$WORK/r-flag" ] || fail "a bad flag created a results folder"
# A suite's overrides go into its JSON record: bytes that are not UTF-8 aborted it there.
echo '{"format": "iometry.suite/1", "name": "s", "members": [{"name": "a", "plan": "good.json"}]}' > "$H/suite.json"
for flag in --device --address --set; do
    value=$'x\xff'
    [ "$flag" = --device ] || value=$'x=\xff'
    expect 2 "$flag" "must be UTF-8 text" -- "$run" suite "$H/suite.json" --results "$WORK/s-utf8" "$flag" "$value"
done
[ ! -e "$WORK/s-utf8" ] || fail "a refused suite created its results folder"
# The workbench's command line reads results folders with the same reader: --report and
# --article aborted on these (status 134). Where the GUI is built, it is checked too.
if [ -x "$BIN/iometry" ]; then
    for setup in "echo '{\"a\": 1e400}' > results.json" \
        "echo '{\"name\": 5, \"procedure\": {\"kind\": 5}}' > plan.json"; do
        rm -rf "$WORK/rf"
        cp -r "$WORK/res" "$WORK/rf"
        (cd "$WORK/rf" && eval "$setup")
        for how in "--report $WORK/rf --export $WORK/report.csv" "--article $WORK/rf --export $WORK/article.html"; do
            rc=0
            # shellcheck disable=SC2086 # $how is the option and its values
            QT_QPA_PLATFORM=offscreen HOME=$WORK timeout 60 "$BIN/iometry" $how > "$WORK/out" 2>&1 || rc=$?
            [ "$rc" -lt 128 ] || { cat "$WORK/out"; fail "iometry $how ($setup): status $rc"; }
        done
    done
fi
# A suite's results folder whose record is damaged: --resume names it.
mkdir -p "$WORK/sr"
python3 -c "print('['*100000+']'*100000)" > "$WORK/sr/suite.json"
expect 2 "$WORK/sr/suite.json" "" -- "$run" suite --resume --results "$WORK/sr"

# iometry-dynamo: its configuration file and its name, refused before it connects.
dynamo=$BIN/iometry-dynamo
printf 'manager = 127.0.0.1:1\x00\n' > "$WORK/nul.conf"
expect 2 "$WORK/nul.conf:1" "NUL byte" -- "$dynamo" --config "$WORK/nul.conf"
printf 'manager = 127.0.0.1:1\nname = \xff\xa2\ntoken-file = t\n' > "$WORK/name.conf"
expect 2 "$WORK/name.conf:2" "not" -- "$dynamo" --config "$WORK/name.conf"
expect 2 "$H/folder.json" "it is a folder" -- "$dynamo" --config "$H/folder.json"
expect 2 "$H/garbage.json:1" "" -- "$dynamo" --config "$H/garbage.json"
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"
expect 2 "--name" "UTF-8" -- "$dynamo" --manager 127.0.0.1:1 --name $'\xff' --token-file "$WORK/token"

# A manager waiting for a dynamo takes hostile frames (deep, wrong types, 1e400, not
# UTF-8, garbage), refuses each sender, and keeps listening.
python3 - "$H/good.json" "$WORK/wait.json" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
plan["dynamos"].append({"name": "far"})
plan["workers"][0]["peer"]["dynamo"] = "far"
json.dump(plan, open(sys.argv[2], "w"))
PY
port=$((20000 + RANDOM % 20000))
"$run" "$WORK/wait.json" --results "$WORK/w" --listen "127.0.0.1:$port" --token-file "$WORK/token" \
    > "$WORK/manager.out" 2>&1 &
manager=$!
on_exit "kill $manager"
python3 - "$port" <<'PY' || fail "hostile frames: see above"
import socket, struct, sys, time
port = int(sys.argv[1])
# 32000 deep fits a frame's 64 KiB: it reaches the parser, which refuses it past 256.
bodies = ["[" * 32000 + "]" * 32000,
          '{"type":"hello","protocol":"iometry","version":"1","name":"far"}',
          '{"type":"hello","protocol":"iometry","version":1,"name":"far","auth":' + "[" * 32000 + "]" * 32000 + "}",
          '{"type":"hello","x":1e400}', b'{"type":"hello","name":"\xff\xa2"}', b"\xff\xfe\x00garbage"]
for body in bodies:
    body = body.encode() if isinstance(body, str) else body
    for attempt in range(100):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            break
        except OSError:
            time.sleep(0.1)
    else:
        sys.exit("the manager does not listen")
    s.settimeout(5)
    s.recv(4096)  # the challenge
    s.sendall(struct.pack(">I", len(body)) + body)
    answer = b""
    try:
        answer = s.recv(4096)
    except OSError:
        pass
    s.close()
    print(repr(body[:40]), "->", repr(answer[4:120]))
    if b"json.exception" in answer:
        sys.exit("the manager answered with a JSON library's exception")
PY
kill -0 "$manager" 2> /dev/null || { cat "$WORK/manager.out"; fail "hostile frames ended the manager"; }
grep -qF "protocol version mismatch" "$WORK/manager.out" || { cat "$WORK/manager.out"; fail "a hello with version \"1\" was not refused as a mismatch"; }
kill -TERM "$manager"
rc=0
wait "$manager" || rc=$?
[ "$rc" -eq 130 ] || { cat "$WORK/manager.out"; fail "the manager exited $rc after SIGTERM, expected 130"; }
# A dynamo takes hostile frames from its manager: it says why and exits 3 (lost the
# manager, iometry-dynamo(1)) or 2 (refused), never by a signal, never hanging.
python3 - "$BIN/iometry-dynamo" "$WORK/token" <<'PY' || fail "hostile frames to a dynamo: see above"
import socket, struct, subprocess, sys
dynamo, token = sys.argv[1], sys.argv[2]
bodies = ["[" * 32000 + "]" * 32000, '{"type": 5}',
          '{"type":"challenge","protocol":"iometry","version":"1","nonce":7}',
          '{"type":"challenge","protocol":"iometry","version":1,"nonce":"0123456789abcdef0123","x":' + "[" * 32000 + "]" * 32000 + "}",
          '{"type":"challenge","x":1e400}', b"\xff\xfe\x00garbage"]
for body in bodies:
    body = body.encode() if isinstance(body, str) else body
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    p = subprocess.Popen([dynamo, "--manager", "127.0.0.1:%d" % server.getsockname()[1], "--name", "x",
                          "--token-file", token, "--connect-timeout", "5"],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    server.settimeout(10)
    c, _ = server.accept()
    c.sendall(struct.pack(">I", len(body)) + body)
    try:
        rc = p.wait(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        sys.exit("the dynamo hung on %r" % body[:40])
    said = p.stdout.read().decode(errors="replace").strip()
    print(repr(body[:40]), "->", rc, said[-150:])
    if rc not in (2, 3) or not said:
        sys.exit("the dynamo ended with status %s on %r" % (rc, body[:40]))
    c.close()
    server.close()
PY
pass "hostile files, folders and frames refused at every entry point, naming them"
