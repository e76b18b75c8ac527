#include "gui/dialogs/example_texts.hpp"

#include <QCoreApplication>
#include <QSet>

namespace iometry::gui {

const char* const kLoopbackSweepName = QT_TRANSLATE_NOOP("Examples", "Loopback throughput sweep");
const char* const kLoopbackSweepDescription =
    QT_TRANSLATE_NOOP("Examples",
                      "One TCP pair over 127.0.0.1 on this machine: the worker sends to its "
                      "partner, one request at a time, at each of the classic request sizes 64 B "
                      "… 256 KiB. A quick check that everything works, and the loopback ceiling "
                      "of this host.");

namespace {

// The shipped example plans' and suite templates' names and descriptions (the JSON files of
// examples/ and examples/suites/), word for word, for lupdate: the window shows them in its
// language (docs/architecture.md, "The window's languages"). gui.main_window fails when a
// shipped file's name or description is not here, so a new example cannot ship untranslated.
const char* const kTexts[] = {
    // examples/disk-queue-depth.json
    QT_TRANSLATE_NOOP("Examples", "Disk: 4 KiB random read against queue depth"),
    QT_TRANSLATE_NOOP("Examples",
                      "IOmeter's classic storage curve: 4 KiB random reads with O_DIRECT at 1, 2, "
                      "4 … 32 outstanding I/Os, on a 1 GiB test file under /var/tmp that the "
                      "dynamo creates and fills on first use. The report shows IOPS, MB/s and "
                      "latency percentiles beside the device's own counters. On the Targets page, "
                      "set Path and File size for the disk you test; a whole block device needs "
                      "Block device ticked, and one that holds data is refused unless Force is "
                      "ticked too."),
    // examples/disk-target-cycling.json
    QT_TRANSLATE_NOOP("Examples", "Disk: 4 KiB random read on 1, 2, 3 targets"),
    QT_TRANSLATE_NOOP("Examples",
                      "IOmeter's target cycling for storage: three disk workers, each on a 256 "
                      "MiB test file under /var/tmp that its dynamo creates and fills on first "
                      "use, reading 4 KiB at random with O_DIRECT, 4 in flight. The steps run the "
                      "first 1, 2 and 3 workers in turn, adding one target at a time; the report "
                      "says how many ran in each step, and its total sums only those. Put the "
                      "files on different disks (each worker's Path) to see how the load spreads "
                      "over them."),
    // examples/disk-verify.json
    QT_TRANSLATE_NOOP("Examples", "Disk: mixed random I/O with data verification"),
    QT_TRANSLATE_NOOP("Examples",
                      "A test file under /var/tmp written and read at random in 8 KiB requests "
                      "(70 % reads), 16 in flight; every write is stamped with its offset, the "
                      "step's generation and a CRC-32C, and every read is checked. A block that "
                      "comes back changed, misplaced or unstamped stops the step, keeps its "
                      "results and fails the run, naming the file and the offset."),
    // examples/loopback-client-cycling.json
    QT_TRANSLATE_NOOP("Examples", "Loopback: one server, 1, 2, 3 clients"),
    QT_TRANSLATE_NOOP("Examples",
                      "IOmeter's target cycling on one machine: a server dynamo and three client "
                      "dynamos, each client sending 64 KiB requests to the server in one TCP "
                      "stream over 127.0.0.1. The steps run the first 1, 2 and 3 workers in turn, "
                      "so the server serves one, two, then three clients; the report says how "
                      "many ran in each step, and its total sums only those. For real hosts, give "
                      "each client dynamo its own host and address."),
    // examples/loopback-duplex.json
    QT_TRANSLATE_NOOP("Examples", "Loopback full duplex"),
    QT_TRANSLATE_NOOP("Examples",
                      "One TCP pair over 127.0.0.1: half of the requests are sent and half "
                      "received, so both directions carry traffic at once; each direction is "
                      "counted separately."),
    // examples/loopback-fine-sweep.json
    QT_TRANSLATE_NOOP("Examples", "Loopback fine size sweep (ping-pong)"),
    QT_TRANSLATE_NOOP("Examples",
                      "NetPIPE-style: a TCP ping-pong over 127.0.0.1 (each request answered with "
                      "as many bytes) at sizes 1 B … 64 KiB, every power of two and 3 bytes "
                      "either side of it, 1 s each. The report gives each size's throughput and "
                      "round trip, and the sizes whose throughput drops more than 10 % below both "
                      "neighbours."),
    // examples/loopback-latency.json
    QT_TRANSLATE_NOOP("Examples", "Loopback request/response latency"),
    QT_TRANSLATE_NOOP("Examples",
                      "sockperf-style ping-pong over 127.0.0.1: the worker sends a request and "
                      "its partner answers with as many bytes, one in flight, for 16 B … 16 KiB, "
                      "3 s each. The report gives per size the round trips, min, mean, standard "
                      "deviation, p50 … p99.99 and max, and their distribution. Make the worker "
                      "udp (and its spec's Read % 0) for a UDP ping-pong; set Bind and Peer "
                      "address to a real link to time an adapter."),
    // examples/loopback-ramp.json
    QT_TRANSLATE_NOOP("Examples", "Loopback ramp: requests in flight"),
    QT_TRANSLATE_NOOP("Examples",
                      "How many 64-byte transactions must be in flight over 127.0.0.1 before the "
                      "rate stops growing? Raises every worker's outstanding requests 1, 2, 4 … "
                      "64 and stops at the knee: the first value after which a step gains less "
                      "than 5 %. The report has every point."),
    // examples/loopback-rate-search.json
    QT_TRANSLATE_NOOP("Examples", "Loopback zero-loss rate per frame size"),
    QT_TRANSLATE_NOOP("Examples",
                      "RFC 2544 throughput over 127.0.0.1, as if it were a 1 Gbit/s line: for "
                      "each frame size 64 … 1518 bytes, the highest rate in % of line rate at "
                      "which no datagram is lost, to 1 %, in 1-second trials, the rate found "
                      "verified once more. On loopback the small frames stop where this machine's "
                      "sender does, and the report says so; set Bind and Peer address to two "
                      "adapters to test a real link."),
    // examples/loopback-receive.json
    QT_TRANSLATE_NOOP("Examples", "Loopback receive"),
    QT_TRANSLATE_NOOP("Examples",
                      "One TCP pair over 127.0.0.1: the worker only receives; its partner sends."),
    // examples/loopback-load-latency.json
    QT_TRANSLATE_NOOP("Examples", "Loopback load–latency curve"),
    QT_TRANSLATE_NOOP("Examples",
                      "How the round trip of 64-byte TCP requests over 127.0.0.1 grows with their "
                      "rate: one step finds the highest rate with 4 requests in flight, then 10, "
                      "25, 50, 75, 90 and 95 % of it are offered open loop at even gaps, every "
                      "latency timed from the request's scheduled time."),
    // examples/loopback-request-response.json
    QT_TRANSLATE_NOOP("Examples", "Loopback request/response"),
    QT_TRANSLATE_NOOP("Examples",
                      "netperf TCP_RR-style transactions over 127.0.0.1: the worker sends a "
                      "64-byte request and its partner answers with a 64-byte reply; each "
                      "transaction is timed as one round trip. The steps keep 1, 2, 4 and 8 "
                      "transactions in flight."),
    // examples/loopback-sweep.json (the new plan's too)
    kLoopbackSweepName,
    kLoopbackSweepDescription,
    // examples/loopback-udp-ramp.json
    QT_TRANSLATE_NOOP("Examples", "Loopback UDP ramp"),
    QT_TRANSLATE_NOOP("Examples",
                      "The reviews' UDP ramp on one host: the worker offers 200, 300 … 1000 "
                      "Mbit/s of 1472-byte datagrams to its partner over 127.0.0.1, 2 s each. The "
                      "report gives the rate that arrived and the loss at each offered rate, and "
                      "the highest rate that arrived. Set Bind and Peer address to the two "
                      "adapters of a real link to ramp it."),
    // examples/loopback-udp.json
    QT_TRANSLATE_NOOP("Examples", "Loopback UDP by frame size"),
    QT_TRANSLATE_NOOP("Examples",
                      "One UDP pair over 127.0.0.1: the worker offers 500 Mbit/s to its partner "
                      "in datagrams that fill Ethernet frames of 64, 128, 256, 512, 1024, 1280 "
                      "and 1518 bytes (payload = frame - 46). The report shows per size what "
                      "arrived, the datagrams lost, reordered and duplicated, and the jitter."),
    // examples/two-hosts-adapter-delay.json
    QT_TRANSLATE_NOOP("Examples", "Adapter delay (round-trip method)"),
    QT_TRANSLATE_NOOP("Examples",
                      "The seed paper's method: a UDP ping-pong from this host's adapter "
                      "(10.0.0.1) to the peer's (10.0.0.2), and the same over loopback on this "
                      "host, for payloads 32 … 1460 bytes, 3 s each. The report gives the delay "
                      "per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp "
                      "+ B. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how) "
                      "and give the method your link's speed."),
    // examples/two-hosts-fast-link.json
    QT_TRANSLATE_NOOP("Examples", "Fast adapter, two hosts: large buffers, BBR, four connections"),
    QT_TRANSLATE_NOOP("Examples",
                      "A 10/25/100 GbE pair: host A (10.0.0.1) runs the workbench and a dynamo it "
                      "starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote "
                      "dynamo… shows how). Four TCP connections, as iperf3 with four parallel "
                      "streams, with 16 MiB socket buffers and the BBR congestion control; the "
                      "results record what each host's kernel granted, and the retransmissions. A "
                      "host without BBR refuses the step before any traffic and names the "
                      "algorithms it has."),
    // examples/two-hosts-mtu-sweep.json
    QT_TRANSLATE_NOOP("Examples", "Jumbo frames: TCP throughput at MTU 1500, 4000 and 9000"),
    QT_TRANSLATE_NOOP("Examples",
                      "The reviews' jumbo-frame test: one TCP stream from this host's adapter "
                      "(10.0.0.1) to the peer's (10.0.0.2) in 64 KiB requests, once per MTU. "
                      "Before each step both dynamos set the MTU of the interface holding their "
                      "address (they need CAP_NET_ADMIN) and put the original back when the run "
                      "ends, fails or loses its manager. The report compares throughput and CPU "
                      "load per MTU. Start dynamo B on the peer (Dynamos → Add a remote dynamo… "
                      "shows how)."),
    // examples/two-hosts-raw-rate-search.json
    QT_TRANSLATE_NOOP("Examples", "Zero-loss rate per frame size, raw frames, two hosts"),
    QT_TRANSLATE_NOOP("Examples",
                      "RFC 2544 throughput of a gigabit link between two hosts on one segment: "
                      "host A (10.0.0.1) sends whole Ethernet frames of 64 … 1518 bytes through a "
                      "packet socket, past its UDP stack, so that the small frames measure the "
                      "link and the receiver rather than A's socket path. For each frame size, "
                      "the highest rate in % of line rate at which no frame is lost, to 1 %, in "
                      "2-second trials. A's dynamo needs the CAP_NET_RAW capability (root, or the "
                      "capability given to iometry-dynamo); B receives on a UDP socket and needs "
                      "nothing. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows "
                      "how)."),
    // examples/two-hosts.json
    QT_TRANSLATE_NOOP("Examples", "Adapter throughput sweep, two hosts"),
    QT_TRANSLATE_NOOP("Examples",
                      "Two hosts joined by a cable: host A (10.0.0.1) runs the workbench and a "
                      "dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → "
                      "Add a remote dynamo… shows how). A sends to B at each of the classic "
                      "request sizes 64 B … 256 KiB, three times each, and the report keeps the "
                      "mean."),
    // examples/suites/adapter-comparison.json
    QT_TRANSLATE_NOOP("Examples", "Adapter comparison"),
    QT_TRANSLATE_NOOP("Examples",
                      "The comparison of adapters between two hosts: a TCP throughput sweep 64 B "
                      "… 256 KiB (best of 5), a UDP ramp from 200 to 800 Mbit/s in steps of 10 "
                      "until the delivered rate stops growing, a NetPIPE-style fine sweep of "
                      "request/response sizes, and TCP throughput at MTU 1500, 3000, 4500, 6000, "
                      "7500 and 9000 (best of 5). About 24m09s at the template's repeats."),
    // examples/suites/adapter-delay.json
    QT_TRANSLATE_NOOP("Examples", "Adapter delay"),
    QT_TRANSLATE_NOOP("Examples",
                      "The latency an adapter adds: UDP round trips of 32 … 1460 B to the peer "
                      "and the same over loopback on each host, the difference per size against "
                      "the wire time of a 1 Gbit/s link. About 3m36s at the template's repeats."),
    // examples/suites/disk-review.json
    QT_TRANSLATE_NOOP("Examples", "Disk review"),
    QT_TRANSLATE_NOOP("Examples",
                      "The presets disk reviewers print: sequential 1 MiB at QD 8 and QD 1, "
                      "random 4 KiB at QD 32 and QD 1, each read and then written, on a 1 GiB "
                      "test file with O_DIRECT (the CrystalDiskMark grid); then 4 KiB random "
                      "70/30 read/write at queue depths 1 … 32. Each step 10 s after 2 s of ramp. "
                      "Put the test file on the disk under test: the test creates it and writes "
                      "only there. About 3m02s at the template's repeats."),
    // examples/suites/gigabit-adapter-review.json
    QT_TRANSLATE_NOOP("Examples", "Gigabit adapter review"),
    QT_TRANSLATE_NOOP("Examples",
                      "The classic adapter review between two hosts: TCP throughput and CPU load "
                      "against request size 64 B … 256 KiB in transmit, receive and full duplex, "
                      "20 repeats of every step (the mean is kept), at MTU 1500 and again at 9000 "
                      "(jumbo frames); the P/E index (Mbit/s per CPU %) of every point. Then "
                      "latency under load: a UDP probe's 64-byte round trips, 10 a second, beside "
                      "10 s of full duplex TCP and alone 5 s before and after (as Flent's RRUL). A "
                      "is this host's adapter, B the peer's: give both addresses, or run it over "
                      "loopback on this host alone, without the MTU changes. About 3h18m at the "
                      "template's repeats."),
    // examples/suites/rfc2544-zero-loss.json
    QT_TRANSLATE_NOOP("Examples", "RFC 2544 zero-loss rate per frame size"),
    QT_TRANSLATE_NOOP("Examples",
                      "The highest rate without loss for every frame size of RFC 2544 (64, 128, "
                      "256, 512, 1024, 1280, 1518 B), in packets per second and % of the 1 Gbit/s "
                      "line rate, found by a binary search to 1 %; each trial 10 s. At most "
                      "33m36s at the template's repeats."),
    // examples/suites/server-clients.json
    QT_TRANSLATE_NOOP("Examples", "One server, 1, 2, 3 clients"),
    QT_TRANSLATE_NOOP("Examples",
                      "One server loaded by 1, then 2, then 3 clients, each client a TCP stream "
                      "of 64 KiB requests to the server: per-pair and aggregate throughput and "
                      "the server's CPU at every client count, 5 repeats (the mean is kept). The "
                      "server dynamo is the host under test; client1 … client3 are the load "
                      "generators. About 3m15s at the template's repeats."),
};

const QSet<QString>& texts() {
    static const QSet<QString> set = [] {
        QSet<QString> s;
        for (const char* t : kTexts) s.insert(QString::fromUtf8(t));
        return s;
    }();
    return set;
}

}  // namespace

bool isExampleText(const QString& text) { return texts().contains(text); }

QString shownExampleText(const QString& text) {
    if (!isExampleText(text)) return text;
    return QCoreApplication::translate("Examples", text.toUtf8().constData());
}

}  // namespace iometry::gui
