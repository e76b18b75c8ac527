#!/usr/bin/env bash
# The fake IOmeter dynamo (tests/e2e/tools/fake_iometer_dynamo.cpp) against a manager written
# here in Python from the wire description (docs/iometer-files.md, "IOmeter's dynamos"), so
# that the fake is checked by a second reading of the layout, not by the codec it is built on:
# - login: the 8-byte LOGIN and the 888,840-byte Manager_Info; LOGIN_OK; connect-back;
# - REPORT_TARGETS: three Data_Messages (the test folder, 127.0.0.1, no VI);
# - one disk worker, QD 2, 4 KiB random, 70 % reads, for 1 s on a 16 MiB iobw.tst that
#   PREP_DISKS fills (REPORT_TARGETS then says it is ready): counts nonzero, bytes = I/Os x
#   4 KiB, the latency bins sum to the I/Os, the run time 1 s, the read share 70 %, the
#   file's size unchanged, and the process's own read and write counters (/proc/PID/io
#   rchar, wchar) at least what it counted;
# - a TCP pair of two more workers on 127.0.0.1: the server end's bytes read equal, within the
#   data in flight, the client end's bytes written;
# - EXIT(MANAGER): the fake exits 0. Then the misbehaviours of the login: wrong-version (the
#   manager refuses it, the fake exits 0), short-login, wrong-size; and after it:
#   stall-results, close-on-start, short-results; an unknown purpose; RESET (a new login
#   from the same port).
source "$(dirname "$0")/lib.sh"

[ -x "$BIN/fake_iometer_dynamo" ] || fail "no $BIN/fake_iometer_dynamo"
timeout 60 python3 - "$BIN/fake_iometer_dynamo" "$WORK" <<'PY' || fail "see above"
import os, socket, struct, subprocess, sys, time

FAKE, WORK = sys.argv[1], sys.argv[2]
DM = 888840
LOGIN, ADD_WORKERS, REPORT_TARGETS, START, BEGIN_IO, RECORD_OFF, STOP, REPORT_RESULTS = (
    0x10000001, 0x10000002, 0x10000003, 0x10000004, 0x10000005, 0x10000006, 0x10000007, 0x10000008)
SET_TARGETS, SET_ACCESS, LOGIN_OK, WRONG_VERSION = 0x1000000B, 0x1000000C, 0x1000000F, 0x10000010
PREP_DISKS, RECORD_ON, EXIT = 0x00100001, 0x01000002, 0x01000004
MANAGER, ALL_WORKERS = -8, -4
LOGICAL_DISK, TCP_CLIENT, TCP_SERVER, ACTIVE = 0x8A000000, 0x800A8000, 0x800C8000, 0x40000000


def exact(sock, n):
    out = bytearray()
    while len(out) < n:
        chunk = sock.recv(min(n - len(out), 1 << 20))
        if not chunk:
            break
        out += chunk
    return bytes(out)


def cstr(b):
    return b.split(b"\0")[0].decode()


def start_fake(*extra):
    """A fake started with the test folder, and its login connection: (process, login, listener)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(10)
    proc = subprocess.Popen([FAKE, "-i", "127.0.0.1", "-m", "127.0.0.1", "-n", "fake", "-p",
                             str(listener.getsockname()[1]), "--dir", WORK, *extra])
    login, _ = listener.accept()
    login.settimeout(10)
    return proc, login, listener


def connect_back(address, port):
    """The control connection, tried every 200 ms while refused: (socket, refusals)."""
    for refusals in range(50):
        try:
            return socket.create_connection((address, port), timeout=10), refusals
        except ConnectionRefusedError:
            time.sleep(0.2)
    raise AssertionError("the fake never listened for the connect-back")


def finished(proc, what):
    rc = proc.wait(timeout=5)
    assert rc == 0, (what, "exit status", rc)
    print("ok:", what, "-> exit 0")


proc, login, _ = start_fake()
purpose, version = struct.unpack("<ii", exact(login, 8))
assert (purpose, version) == (LOGIN, 0x01000100), hex(version)
info = exact(login, DM)
assert len(info) == DM and struct.unpack_from("<i", info, 0)[0] == DM
assert cstr(info[8:88]) == "1.1.0" and cstr(info[88:216]) == "fake"
address = cstr(info[216:344])
port, processors, timer = struct.unpack_from("<Hid", info, 344)
assert address == "127.0.0.1" and processors >= 1 and timer == 1e9, (address, processors, timer)
login.sendall(struct.pack("<ii", LOGIN, LOGIN_OK))
# As the stock dynamo, it listens only once it has read LOGIN_OK: refused until then, so a
# manager tries again (every 200 ms, as IOmeter's does).
ctl, refusals = connect_back(address, port)
assert refusals >= 1, "it listened before LOGIN_OK was read"
login.close()
print("ok: login, connect-back to port", port, "after", refusals, "refusal(s)")


def send(purpose, data, payload=None):
    ctl.sendall(struct.pack("<ii", purpose, data) + (payload or b""))


def reply():
    return struct.unpack("<ii", exact(ctl, 8))


def data():
    b = exact(ctl, DM)
    assert len(b) == DM, len(b)
    return b


def target_list(targets):
    b = bytearray(DM)
    struct.pack_into("<ii", b, 0, 0, len(targets))
    for i, t in enumerate(targets):
        b[8 + 434 * i: 8 + 434 * (i + 1)] = t
    return bytes(b)


def test_spec(lines):
    b = bytearray(DM)
    b[8:8 + 5] = b"smoke"
    for i in range(100):
        at = 8 + 132 + 32 * i
        if i < len(lines):
            struct.pack_into("<iiiiiIII", b, at, *lines[i])
        else:
            struct.pack_into("<i", b, at, -1)
    return bytes(b)


RAW = "<6Q2I8Qq21q"


def worker_results(b):
    t0, t1, count = struct.unpack_from("<QQi", b, 8)
    return (t1 - t0) / 1e9, [struct.unpack_from(RAW, b, 28 + 296 * i) for i in range(count)]


def run_for(seconds):
    """A test in the GUI's order: START, BEGIN_IO, RECORD_ON, SECONDS, RECORD_OFF, STOP."""
    for purpose in (START, BEGIN_IO):
        send(purpose, ALL_WORKERS)
        assert reply() == (purpose, 1), purpose
    send(RECORD_ON, ALL_WORKERS)
    time.sleep(seconds)
    for purpose in (RECORD_OFF, STOP):
        send(purpose, ALL_WORKERS)
        assert reply() == (purpose, ALL_WORKERS), purpose  # echoed


def io_counters(pid):
    fields = dict(line.split(": ") for line in open("/proc/%d/io" % pid).read().splitlines())
    return int(fields["rchar"]), int(fields["wchar"])


send(REPORT_TARGETS, MANAGER)
disks, nics, vis = data(), data(), data()
assert struct.unpack_from("<i", disks, 4)[0] == 1
disk = bytearray(disks[8:8 + 434])
# As the Linux dynamo lists a file system: "MOUNT_POINT [TYPE]".
assert cstr(disk[0:80]).startswith(WORK + " [") and cstr(disk[0:80]).endswith("]"), cstr(disk[0:80])
assert struct.unpack_from("<I", disk, 252)[0] == LOGICAL_DISK
ready, sector = struct.unpack_from("<ii", disk, 256 + 28)
assert (ready, sector) == (0, 4096), (ready, sector)
assert struct.unpack_from("<i", nics, 4)[0] == 1
nic = bytearray(nics[8:8 + 434])
assert cstr(nic[0:80]) == "127.0.0.1" and struct.unpack_from("<I", nic, 252)[0] == TCP_CLIENT
assert struct.unpack_from("<i", vis, 4)[0] == 0
print("ok: REPORT_TARGETS")

send(ADD_WORKERS, 129)
assert reply() == (ADD_WORKERS, 0), "129 workers accepted"
send(ADD_WORKERS, 1)
assert reply() == (ADD_WORKERS, 1)

sectors = 4096  # 16 MiB
struct.pack_into("<I", disk, 252, LOGICAL_DISK | ACTIVE)
struct.pack_into("<QQ", disk, 256 + 36, sectors, 0)
struct.pack_into("<i", disk, 402, 2)
send(SET_TARGETS, 0, target_list([disk]))
assert reply() == (SET_TARGETS, 1)
assert data()[8:8 + 434] == bytes(disk), "the echo differs from what was sent"
t = time.monotonic()
send(PREP_DISKS, ALL_WORKERS)
assert reply() == (PREP_DISKS, 1)
path = os.path.join(WORK, "iobw.tst")
assert os.path.getsize(path) == sectors * 4096, os.path.getsize(path)
print("ok: PREP_DISKS, %d bytes in %.2f s" % (os.path.getsize(path), time.monotonic() - t))
send(REPORT_TARGETS, MANAGER)
prepared = data()[8:8 + 434]
data(), data()
assert struct.unpack_from("<iiiQ", prepared, 256 + 24)[1:] == (1, 4096, sectors), "not ready after PREP_DISKS"

send(SET_ACCESS, 0, test_spec([(100, 70, 100, 0, 1, 0, 0, 4096)]))
assert reply() == (SET_ACCESS, 1)
before = io_counters(proc.pid)
run_for(1)
after = io_counters(proc.pid)
send(REPORT_RESULTS, MANAGER)
manager, worker = data(), data()
seconds, (r,) = worker_results(worker)
read_b, write_b, reads, writes = r[0:4]
read_err, write_err = r[6:8]
bins = r[-21:]
print("disk: %.3f s, %d reads %d writes (%.0f IO/s), %d B read %d B written, bins %s"
      % (seconds, reads, writes, (reads + writes) / seconds, read_b, write_b, bins[:20]))
assert 0.9 < seconds < 1.5, seconds
assert reads > 0 and writes > 0 and read_err == 0 and write_err == 0
assert read_b == reads * 4096 and write_b == writes * 4096
assert sum(bins) == reads + writes and bins[20] == 0
assert 0.6 < reads / (reads + writes) < 0.8, reads / (reads + writes)
assert r[4] == reads + writes  # transactions
assert after[0] - before[0] >= read_b and after[1] - before[1] >= write_b, (before, after, read_b)
assert os.path.getsize(path) == sectors * 4096, "the test grew the file"
jiffies = struct.unpack_from("<qq", manager, 8)
cpus = struct.unpack_from("<i", manager, 24)[0]
total_cpu = struct.unpack_from("<d", manager, 28)[0]
assert cpus == 1 and 0 <= total_cpu <= 100 and 50 <= jiffies[1] - jiffies[0] <= 500, (cpus, total_cpu, jiffies)
print("ok: disk worker; host %.1f %% busy over %d jiffies" % (total_cpu, jiffies[1] - jiffies[0]))

# A TCP pair on workers 1 (server end) and 2 (client end); worker 0 sits out.
send(ADD_WORKERS, 2)
assert reply() == (ADD_WORKERS, 2)
send(SET_ACCESS, 0, test_spec([]))
assert reply() == (SET_ACCESS, 1)
send(SET_TARGETS, 0, target_list([]))
assert reply() == (SET_TARGETS, 1)
data()
spec = test_spec([(100, 100, 0, 0, 1, 0, 0, 65536)])
server = bytearray(nic)
struct.pack_into("<I", server, 252, TCP_CLIENT | ACTIVE)
server[260:260 + 80] = b"127.0.0.1".ljust(80, b"\0")
struct.pack_into("<Q", server, 414, 12345)
send(SET_ACCESS, 1, spec)
assert reply() == (SET_ACCESS, 1)
send(SET_TARGETS, 1, target_list([server]))
assert reply() == (SET_TARGETS, 1)
server_port = struct.unpack_from("<I", data(), 8 + 256)[0]
assert server_port > 0
client = bytearray(server)
struct.pack_into("<I", client, 252, TCP_SERVER | ACTIVE)
struct.pack_into("<I", client, 256, 0)  # local_port
struct.pack_into("<I", client, 256 + 84, server_port)
send(SET_ACCESS, 2, spec)
assert reply() == (SET_ACCESS, 1)
send(SET_TARGETS, 2, target_list([client]))
assert reply() == (SET_TARGETS, 1)
data()
run_for(1)
send(REPORT_RESULTS, MANAGER)
data()
_, (s,) = worker_results(data())
_, (c,) = worker_results(data())
print("tcp: server read %d B (%d), client wrote %d B (%d)" % (s[0], s[2], c[1], c[3]))
assert s[0] > 0 and c[1] > 0 and s[1] == 0 and c[0] == 0
assert abs(s[0] - c[1]) <= 64 * 65536 + 0.01 * c[1], (s[0], c[1])
print("ok: TCP pair")

send(EXIT, MANAGER)
finished(proc, "EXIT(MANAGER)")

proc, login, _ = start_fake("--misbehave", "wrong-version")
purpose, version = struct.unpack("<ii", exact(login, 8))
assert purpose == LOGIN and (version & 0xFFFFFF00) != 0x01000100, hex(version)
login.sendall(struct.pack("<ii", LOGIN, WRONG_VERSION))
login.close()
finished(proc, "wrong-version refused")

proc, login, _ = start_fake("--misbehave", "short-login")
got = exact(login, 8 + DM)
assert 8 <= len(got) < 8 + DM, len(got)
finished(proc, "short-login, %d bytes" % len(got))

proc, login, _ = start_fake("--misbehave", "wrong-size")
got = exact(login, 8 + DM)
assert struct.unpack_from("<i", got, 8)[0] != DM
login.close()  # a manager refuses it; the fake then cannot read its reply
finished(proc, "wrong-size")


def logged_in(*extra):
    """A fake logged in and connected back: (process, control socket, its port, listener)."""
    proc, login, listener = start_fake(*extra)
    info = exact(login, 8 + DM)
    port = struct.unpack_from("<H", info, 8 + 344)[0]
    login.sendall(struct.pack("<ii", LOGIN, LOGIN_OK))
    ctl, _ = connect_back("127.0.0.1", port)
    login.close()
    return proc, ctl, port, listener


# The misbehaviours after login, and the ends the real one has.
proc, ctl, _, _ = logged_in("--misbehave", "stall-results")
ctl.sendall(struct.pack("<ii", 0x10000009, MANAGER))  # REPORT_UPDATE
ctl.settimeout(1)
try:
    ctl.recv(1)
    raise AssertionError("stall-results answered")
except socket.timeout:
    pass
assert proc.poll() is None, "stall-results closed"
ctl.close()
finished(proc, "stall-results, then the manager closed")

proc, ctl, _, _ = logged_in("--misbehave", "close-on-start")
ctl.sendall(struct.pack("<ii", START, ALL_WORKERS))
assert exact(ctl, 8) == b"", "close-on-start answered START"
finished(proc, "close-on-start")

proc, ctl, _, _ = logged_in("--misbehave", "short-results")
ctl.sendall(struct.pack("<ii", 0x10000009, MANAGER))
got = exact(ctl, DM)
assert 0 < len(got) < DM, len(got)
finished(proc, "short-results, %d bytes" % len(got))

proc, ctl, _, _ = logged_in()
ctl.sendall(struct.pack("<ii", 0x12345678, 0))
assert exact(ctl, 8) == b""
finished(proc, "unknown purpose")

proc, ctl, port, listener = logged_in()
ctl.sendall(struct.pack("<ii", 0x01000003, 0))  # RESET: log in again, from the same port
again, _ = listener.accept()
again.settimeout(10)
info = exact(again, 8 + DM)
assert struct.unpack_from("<i", info, 0)[0] == LOGIN and struct.unpack_from("<H", info, 8 + 344)[0] == port
again.close()
finished(proc, "RESET: logged in again from port %d, then the manager closed" % port)
PY
pass "fake IOmeter dynamo: login, targets, a disk worker, a TCP pair, EXIT, each misbehaviour, RESET"
