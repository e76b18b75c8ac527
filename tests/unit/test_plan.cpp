// iometry.plan/1: validation problems (exact "path: message" strings), good plans (the
// docs/plan-format.md's first plan and every file in examples/), the JSON round trip, and sweep expansion.

#include "engine/json/json_depth.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/address.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/plan.hpp"
#include "engine/model/probes.hpp"
#include "engine/model/step_source.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/session/local_dynamos.hpp"

#include <QtTest>

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <numeric>
#include <utility>
#include <optional>
#include <string>
#include <vector>

using iometry::model::AccessLine;
using iometry::model::AccessSpec;
using iometry::model::Plan;
using iometry::model::PlanParseResult;
using iometry::model::PlanProblem;
using iometry::model::RangeAxis;
using iometry::model::Step;
using iometry::model::SweepParam;

using Json = nlohmann::ordered_json;

Q_DECLARE_METATYPE(std::vector<std::int64_t>)
Q_DECLARE_METATYPE(iometry::model::SweepParam)

namespace {

/** A valid plan; every bad-plan row breaks exactly one thing in it. */
constexpr const char* kBasePlan = R"({
  "format": "iometry.plan/1",
  "name": "base",
  "run_s": 5, "ramp_s": 1, "sample_ms": 1000, "repeats": 1, "aggregate": "mean",
  "dynamos": [ {"name": "A", "spawn": true}, {"name": "B"} ],
  "specs": [
    {"name": "transmit", "lines": [ {"size": 65536, "share": 100, "read": 0} ]}
  ],
  "workers": [
    {"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
     "peer": {"dynamo": "B", "address": "10.0.0.2"},
     "outstanding": 1, "spec": "transmit"}
  ]
})";

/** A plan of two hosts with a tcp and a disk worker (the shape of docs/plan-format.md's examples). */
constexpr const char* kDesignExample = R"({
  "format": "iometry.plan/1",
  "name": "Adapter throughput sweep",
  "description": "two hosts, crossover cable",
  "run_s": 10, "ramp_s": 2, "sample_ms": 1000,
  "repeats": 1, "aggregate": "mean",
  "wait_s": 30,
  "dynamos": [ {"name": "A", "spawn": true}, {"name": "B"} ],
  "specs": [
    {"name": "transmit", "lines": [
      {"size": 65536, "share": 100, "read": 0, "random": 0,
       "align": 0, "reply": 0, "burst": 1, "delay_ms": 0} ]}
  ],
  "workers": [
    {"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
     "peer": {"dynamo": "B", "address": "10.0.0.2"},
     "outstanding": 1, "spec": "transmit"},
    {"name": "disk", "dynamo": "A", "kind": "disk", "path": "/var/tmp/iometry.tst",
     "file_size": 1073741824, "direct": true, "outstanding": 32, "spec": "transmit"}
  ],
  "sweep": {
    "size": [64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144],
    "outstanding": {"start": 1, "end": 32, "step": 2, "mode": "exponential"}
  }
})";

/** Uses every key the format has, with values other than the defaults. */
constexpr const char* kKitchenSink = R"({
  "format": "iometry.plan/1",
  "name": "everything",
  "description": "every key at once",
  "run_s": 2.5, "ramp_s": 0.5, "sample_ms": 250, "repeats": 5, "aggregate": "median",
  "wait_s": 12, "seed": 424242, "idle_s": 2.5,
  "_comment": "ignored", "x-gui": {"zoom": 2},
  "dynamos": [ {"name": "A", "spawn": true}, {"name": "B", "spawn": false} ],
  "specs": [
    {"name": "mix", "lines": [
      {"size": 512, "share": 30, "read": 25, "random": 10, "align": 512, "reply": 0,
       "burst": 4, "delay_ms": 3},
      {"size": 4096, "share": 70, "read": 75}
    ]},
    {"name": "rr", "lines": [ {"size": 64, "reply": 128, "read": 100} ]},
    {"name": "dgram", "lines": [ {"size": 1472, "read": 50} ]}
  ],
  "workers": [
    {"name": "v6", "dynamo": "A", "kind": "tcp", "bind": "fd00::1",
     "peer": {"dynamo": "B", "address": "fd00::2", "cpu": 3}, "cpu": 1,
     "outstanding": 4, "spec": "mix",
     "socket": {"send_buffer": 4194304, "receive_buffer": 4194304, "congestion": "bbr",
                "nodelay": false, "mss": 1448, "zerocopy": true, "busy_poll_us": 50,
                "pacing_mbit": 9400.5}},
    {"name": "udp", "dynamo": "B", "kind": "udp", "bind": "192.168.1.2",
     "peer": {"dynamo": "A", "address": "192.168.1.1"}, "rate_mbit": 950.5, "spec": "dgram",
     "engine": "raw"},
    {"name": "file", "dynamo": "A", "kind": "disk", "path": "/tmp/x.tst",
     "file_size": 4096, "direct": false, "spec": "mix", "cpu": null,
     "data_pattern": "full_random", "start_offset": 1048576},
    {"name": "ping", "dynamo": "A", "kind": "udp", "bind": "192.168.1.1",
     "peer": {"dynamo": "B", "address": "192.168.1.2"}, "spec": "rr", "probe": {"rate_hz": 20}},
    {"name": "asker", "dynamo": "B", "kind": "tcp", "bind": "192.168.1.2",
     "peer": {"dynamo": "A", "address": "192.168.1.1"}, "outstanding": 8, "spec": "rr",
     "rate_per_s": 2500.5, "arrivals": "poisson"}
  ],
  "sweep": {
    "size": {"start": 512, "end": 8192, "step": 4, "mode": "exponential"}
  }
})";

Json basePlan() {
    return Json::parse(kBasePlan);
}

QByteArray dumped(const Json& j) {
    return QByteArray::fromStdString(j.dump());
}

/** The base plan with the value at @p pointer set (created if missing) to @p value. */
QByteArray replaced(const char* pointer, const char* value) {
    Json j = basePlan();
    j[Json::json_pointer(pointer)] = Json::parse(value);
    return dumped(j);
}

/** The base plan without the object member at @p pointer. */
QByteArray removed(const char* pointer) {
    Json j = basePlan();
    const Json::json_pointer p(pointer);
    j[p.parent_pointer()].erase(p.back());
    return dumped(j);
}

/** The base plan with @p value appended to the array at @p pointer. */
QByteArray appended(const char* pointer, const char* value) {
    Json j = basePlan();
    j[Json::json_pointer(pointer)].push_back(Json::parse(value));
    return dumped(j);
}

/**
 * Three tcp workers: a1 and a2 on dynamo A, b1 on B, all with their partners on C; the
 * plan's order is a1, b1, a2. With @p sweep (and @p procedure, when given).
 */
Json cyclingJson(const char* sweep, const char* procedure = nullptr) {
    Json j = basePlan();
    j["dynamos"] = Json::parse(R"([{"name": "A", "spawn": true}, {"name": "B", "spawn": true},
                                   {"name": "C", "spawn": true}])");
    j["workers"] = Json::array();
    for (const auto& [name, dynamo] : {std::pair{"a1", "A"}, {"b1", "B"}, {"a2", "A"}})
        j["workers"].push_back({{"name", name}, {"dynamo", dynamo}, {"kind", "tcp"},
                                {"bind", "127.0.0.1"},
                                {"peer", {{"dynamo", "C"}, {"address", "127.0.0.1"}}},
                                {"outstanding", 1}, {"spec", "transmit"}});
    if (sweep) j["sweep"] = Json::parse(sweep);
    if (procedure) j["procedure"] = Json::parse(procedure);
    return j;
}

QByteArray cyclingPlan(const char* sweep, const char* procedure = nullptr) {
    return dumped(cyclingJson(sweep, procedure));
}

/** cyclingJson's three workers in phases: a1 in 0, b1 and a2 in 1 (b1's written, a1's not). */
QByteArray phasedPlan(const char* sweep) {
    Json j = cyclingJson(sweep);
    j["workers"][1]["phase"] = 1;
    j["workers"][2]["phase"] = 1;
    return dumped(j);
}

QStringList problemStrings(const PlanParseResult& result) {
    QStringList out;
    for (const PlanProblem& p : result.problems) out << QString::fromStdString(p.toString());
    return out;
}

PlanParseResult parse(const QByteArray& text) {
    return iometry::model::parsePlanText(std::string_view(text.constData(), text.size()));
}

Plan parseOk(const QByteArray& text) {
    PlanParseResult r = parse(text);
    if (!r.ok()) qWarning().noquote() << problemStrings(r).join('\n');
    return r.plan.value_or(Plan{});
}

QString examplesDir() {
    return QDir::cleanPath(QStringLiteral(IOMETRY_TEST_DATA "/../../../examples"));
}

QStringList listExampleFiles() {
    QStringList out;
    const QDir dir(examplesDir());
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

std::vector<std::int64_t> ints(std::initializer_list<std::int64_t> v) {
    return std::vector<std::int64_t>(v);
}

}  // namespace

class TestPlan : public QObject {
    Q_OBJECT

private slots:
    void badPlan_data();
    void badPlan();
    void badPlanReportsEveryProblem();
    void unknownKindIsOneProblem();

    void goodPlan_data();
    void goodPlan();
    void designExample();
    void examplesPresent();
    void outstandingMeansConnectionsForStreams();
    void exampleFiles_data();
    void exampleFiles();
    void loadMissingFile();
    void deepNestingRefused();
    void quotedValueIsBounded();
    void roundTrip_data();
    void roundTrip();
    void pacedRequestsRoundTrip();

    void classicSizeSweep();
    void outstandingRange_data();
    void outstandingRange();
    void crossProductOrder_data();
    void crossProductOrder();
    void noSweep();
    void sweepStepCount();
    void nameRule_data();
    void nameRule();
    void rangeValues_data();
    void rangeValues();
    void cycling_data();
    void cycling();
    void cyclingCrossedWithSize();
    void cycledWorkersKeepPlanOrder();
    void phases();
    void probesJoinEveryStepAsWritten();

    void addresses();
    void rangesNameManyDynamos();
    void iometerDynamosChecked();
};

// ------------------------------------------------------------------ bad plans

void TestPlan::badPlan_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");

    // The document
    QTest::newRow("not JSON") << QByteArray(R"({"format": "iometry.plan/1", )")
                              << QString("not valid JSON: [json.exception.parse_error.101] parse "
                                         "error at line 1, column 30: syntax error while parsing "
                                         "object key - unexpected end of input; expected string "
                                         "literal");
    QTest::newRow("empty text") << QByteArray()
                                << QString("not valid JSON: [json.exception.parse_error.101] parse "
                                           "error at line 1, column 1: syntax error while parsing "
                                           "value - unexpected end of input; expected '[', '{', or "
                                           "a literal");
    QTest::newRow("not an object") << QByteArray("[1, 2]")
                                   << QString("a plan must be a JSON object, got an array");
    QTest::newRow("a string") << QByteArray(R"("plan")")
                              << QString("a plan must be a JSON object, got a string");
    QTest::newRow("wrong format") << replaced("/format", R"("iometry.plan/2")")
                                  << QString(R"(format: must be "iometry.plan/1", got "iometry.plan/2")");
    QTest::newRow("format missing") << removed("/format") << QString("format: is required");
    QTest::newRow("format not a string") << replaced("/format", "1")
                                         << QString("format: must be a string, got an integer");

    // Probes (docs/plan-format.md, "Probes")
    QTest::newRow("probe on a stream")
        << replaced("/workers/0/probe", R"({"rate_hz": 10})")
        << QString("workers[0].probe: a probe times round trips: a tcp worker must be a "
                   "request/response one (a spec with a reply), or a disk worker");
    QTest::newRow("probe with rate_per_s")
        << dumped([] {
               Json j = basePlan();
               j["workers"][0]["probe"] = Json::parse(R"({"rate_hz": 10})");
               j["workers"][0]["rate_per_s"] = 10;
               return j;
           }())
        << QString("workers[0].probe: a probe asks at its own rate_hz: leave rate_per_s out");
    QTest::newRow("probe rate zero") << replaced("/workers/0/probe", R"({"rate_hz": 0})")
                                     << QString("workers[0].probe.rate_hz: must be more than 0 and at most 1000, got 0");
    QTest::newRow("probe without rate") << replaced("/workers/0/probe", "{}")
                                        << QString("workers[0].probe.rate_hz: is required");
    QTest::newRow("probe unknown key") << replaced("/workers/0/probe", R"({"rate_hz": 5, "hz": 5})")
                                       << QString("workers[0].probe.hz: unknown key; expected one of: rate_hz");
    QTest::newRow("idle without probes") << replaced("/idle_s", "5")
                                         << QString("idle_s: needs a probe worker: only the probes run "
                                                    "in the idle seconds");
    QTest::newRow("idle negative") << replaced("/idle_s", "-1")
                                   << QString("idle_s: must be at least 0 and at most 600, got -1");

    // Required arrays
    QTest::newRow("dynamos missing") << removed("/dynamos") << QString("dynamos: is required");
    QTest::newRow("specs missing") << removed("/specs") << QString("specs: is required");
    QTest::newRow("workers missing") << removed("/workers") << QString("workers: is required");
    QTest::newRow("dynamos empty") << replaced("/dynamos", "[]")
                                   << QString("dynamos: must not be empty");
    QTest::newRow("specs empty") << replaced("/specs", "[]") << QString("specs: must not be empty");
    QTest::newRow("workers empty") << replaced("/workers", "[]")
                                   << QString("workers: must not be empty");
    QTest::newRow("workers an object") << replaced("/workers", "{}")
                                       << QString("workers: must be an array, got an object");
    QTest::newRow("dynamo not an object") << appended("/dynamos", R"("C")")
                                          << QString("dynamos[2]: must be an object, got a string");
    QTest::newRow("lines empty") << replaced("/specs/0/lines", "[]")
                                 << QString("specs[0].lines: must not be empty");

    // Timing and repeats
    QTest::newRow("run_s 0") << replaced("/run_s", "0")
                             << QString("run_s: must be more than 0 and at most 86400, got 0");
    QTest::newRow("run_s negative") << replaced("/run_s", "-5")
                                    << QString("run_s: must be more than 0 and at most 86400, got -5");
    QTest::newRow("run_s a string") << replaced("/run_s", R"("10")")
                                    << QString("run_s: must be a number, got a string");
    QTest::newRow("ramp_s too long") << replaced("/ramp_s", "3601")
                                     << QString("ramp_s: must be at least 0 and at most 3600, got 3601");
    QTest::newRow("sample_ms 50") << replaced("/sample_ms", "50")
                                  << QString("sample_ms: must be 100–60000, got 50");
    QTest::newRow("sample_ms fractional") << replaced("/sample_ms", "250.5")
                                          << QString("sample_ms: must be an integer 100–60000, got 250.5");
    QTest::newRow("repeats 0") << replaced("/repeats", "0")
                               << QString("repeats: must be 1–1000, got 0");
    QTest::newRow("bad aggregate") << replaced("/aggregate", R"("average")")
                                   << QString(R"(aggregate: must be mean, median or best, got "average")");
    QTest::newRow("wait_s negative") << replaced("/wait_s", "-1")
                                     << QString("wait_s: must be at least 0 and at most 3600, got -1");
    QTest::newRow("on_dynamo_loss unknown")
        << replaced("/on_dynamo_loss", "\"sometimes\"")
        << QString("on_dynamo_loss: must be stop or continue, got \"sometimes\"");
    QTest::newRow("unknown top-level key")
        << replaced("/run_sec", "10")
        << QString("run_sec: unknown key; expected one of: aggregate, description, dynamos, format, "
                   "idle_s, name, on_dynamo_loss, procedure, ramp_s, repeats, run_s, sample_ms, seed, "
                   "specs, sweep, wait_s, workers");

    // Names and references
    QTest::newRow("duplicate dynamo") << appended("/dynamos", R"({"name": "A"})")
                                      << QString(R"(dynamos[2].name: duplicate dynamo name "A")");
    QTest::newRow("dynamo name bad")
        << replaced("/dynamos/1/name", R"("B/2")")
        << QString(R"(dynamos[1].name: must be 1–64 letters, digits, spaces or _ - . characters, got "B/2")");
    QTest::newRow("spawn not a boolean") << replaced("/dynamos/0/spawn", R"("yes")")
                                         << QString(R"(dynamos[0].spawn: must be true or false, got "yes")");
    QTest::newRow("duplicate spec")
        << appended("/specs", R"({"name": "transmit", "lines": [{"size": 64}]})")
        << QString(R"(specs[1].name: duplicate spec name "transmit")");
    QTest::newRow("spec name empty") << replaced("/specs/0/name", R"("")")
                                     << QString("specs[0].name: must not be empty");
    QTest::newRow("duplicate worker")
        << appended("/workers", R"({"name": "nic", "dynamo": "B", "kind": "tcp", "bind": "10.0.0.2",
                                    "peer": {"dynamo": "A", "address": "10.0.0.1"}, "spec": "transmit"})")
        << QString(R"(workers[1].name: duplicate worker name "nic")");
    QTest::newRow("worker's dynamo missing") << replaced("/workers/0/dynamo", R"("C")")
                                             << QString(R"(workers[0].dynamo: no dynamo named "C")");
    QTest::newRow("worker's spec missing") << replaced("/workers/0/spec", R"("receive")")
                                           << QString(R"(workers[0].spec: no spec named "receive")");
    QTest::newRow("peer dynamo missing") << replaced("/workers/0/peer/dynamo", R"("C")")
                                         << QString(R"(workers[0].peer.dynamo: no dynamo named "C")");
    QTest::newRow("worker spec missing") << removed("/workers/0/spec")
                                         << QString("workers[0].spec: is required");

    // Access spec lines
    QTest::newRow("read 140") << replaced("/specs/0/lines/0/read", "140")
                              << QString("specs[0].lines[0].read: must be 0–100, got 140");
    QTest::newRow("read not a number") << replaced("/specs/0/lines/0/read", R"("all")")
                                       << QString(R"(specs[0].lines[0].read: must be an integer 0–100, got "all")");
    QTest::newRow("long value cut on a character")
        << replaced("/specs/0/lines/0/read", R"("aéééééééééééééééééééééééééééééé")")
        << QString("specs[0].lines[0].read: must be an integer 0–100, got \"a") +
               QString("é").repeated(17) + QString("...");
    QTest::newRow("shares add to 150") << appended("/specs/0/lines", R"({"size": 512, "share": 50})")
                                       << QString("specs[0].lines: shares must add up to 100, got 150");
    QTest::newRow("shares add to 40") << replaced("/specs/0/lines/0/share", "40")
                                      << QString("specs[0].lines: shares must add up to 100, got 40");
    QTest::newRow("size 0") << replaced("/specs/0/lines/0/size", "0")
                            << QString("specs[0].lines[0].size: must be 1–16777216, got 0");
    QTest::newRow("size above 16 MiB") << replaced("/specs/0/lines/0/size", "16777217")
                                       << QString("specs[0].lines[0].size: must be 1–16777216, got 16777217");
    QTest::newRow("size missing") << removed("/specs/0/lines/0/size")
                                  << QString("specs[0].lines[0].size: is required");
    QTest::newRow("burst 0") << replaced("/specs/0/lines/0/burst", "0")
                             << QString("specs[0].lines[0].burst: must be 1–1000000, got 0");
    QTest::newRow("delay_ms above a minute") << replaced("/specs/0/lines/0/delay_ms", "60001")
                                             << QString("specs[0].lines[0].delay_ms: must be 0–60000, got 60001");
    QTest::newRow("reply with read 50")
        << replaced("/specs/0/lines/0", R"({"size": 64, "reply": 64, "read": 50})")
        << QString("specs[0].lines[0].read: must be 0 or 100 when reply is set (a request goes one "
                   "way and its reply the other), got 50");
    QTest::newRow("replies in both directions")
        << replaced("/specs/0/lines", R"([{"size": 64, "reply": 64, "read": 0, "share": 50},
                                          {"size": 64, "reply": 64, "read": 100, "share": 50}])")
        << QString("specs[0].lines: a spec with replies must have every line in the same direction "
                   "(all read 0 or all read 100)");
    QTest::newRow("line key typo")
        << replaced("/specs/0/lines/0/szie", "64")
        << QString("specs[0].lines[0].szie: unknown key; expected one of: align, burst, delay_ms, "
                   "random, read, reply, share, size");

    // Workers
    QTest::newRow("bind not an IP") << replaced("/workers/0/bind", R"("eth0")")
                                    << QString(R"(workers[0].bind: must be an IPv4 or IPv6 address, got "eth0")");
    QTest::newRow("peer address not an IP")
        << replaced("/workers/0/peer/address", R"("hostb")")
        << QString(R"(workers[0].peer.address: must be an IPv4 or IPv6 address, got "hostb")");
    QTest::newRow("peer family mismatch")
        << replaced("/workers/0/peer/address", R"("fd00::2")")
        << QString("workers[0].peer.address: must be of the same family as bind (10.0.0.1)");
    QTest::newRow("peer missing") << removed("/workers/0/peer") << QString("workers[0].peer: is required");
    QTest::newRow("peer cpu too high") << replaced("/workers/0/peer/cpu", "1024")
                                       << QString("workers[0].peer.cpu: must be 0–1023, got 1024");
    QTest::newRow("cpu negative") << replaced("/workers/0/cpu", "-1")
                                  << QString("workers[0].cpu: must be 0–1023, got -1");
    QTest::newRow("unknown kind") << replaced("/workers/0/kind", R"("sctp")")
                                  << QString(R"(workers[0].kind: must be one of tcp, udp, disk, got "sctp")");
    QTest::newRow("outstanding 0") << replaced("/workers/0/outstanding", "0")
                                   << QString("workers[0].outstanding: must be 1–4096, got 0");
    QTest::newRow("outstanding 5000") << replaced("/workers/0/outstanding", "5000")
                                      << QString("workers[0].outstanding: must be 1–4096, got 5000");
    QTest::newRow("stream with 65 connections")
        << replaced("/workers/0/outstanding", "65")
        << QString("workers[0].outstanding: a TCP stream (a spec without reply) opens one "
                   "connection per outstanding request, at most 64, got 65");
    QTest::newRow("stream swept to 128 connections")
        << replaced("/sweep", R"({"outstanding": [1, 128]})")
        << QString("sweep.outstanding: a TCP stream (a spec without reply) opens one "
                   "connection per outstanding request, at most 64, got 128");
    QTest::newRow("stream ramped to 128 connections")
        << replaced("/procedure", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 128})")
        << QString("procedure.end: a TCP stream (a spec without reply) opens one "
                   "connection per outstanding request, at most 64, got 128");
    QTest::newRow("socket buffer too small")
        << replaced("/workers/0/socket", R"({"send_buffer": 100})")
        << QString("workers[0].socket.send_buffer: must be 4096–2147483647, got 100");
    QTest::newRow("socket mss out of range")
        << replaced("/workers/0/socket", R"({"mss": 70000})")
        << QString("workers[0].socket.mss: must be 88–65495, got 70000");
    QTest::newRow("socket congestion not a name")
        << replaced("/workers/0/socket", R"({"congestion": "bbr; reboot"})")
        << QString("workers[0].socket.congestion: must be the name of a congestion control "
                   "algorithm (at most 15 letters, digits, _ or -), got \"bbr; reboot\"");
    QTest::newRow("socket pacing zero")
        << replaced("/workers/0/socket", R"({"pacing_mbit": 0})")
        << QString("workers[0].socket.pacing_mbit: must be more than 0 and at most 1e+06, got 0");
    QTest::newRow("socket unknown control")
        << replaced("/workers/0/socket", R"({"window": 65536})")
        << QString("workers[0].socket.window: unknown key; expected one of: busy_poll_us, congestion, "
                   "mss, nodelay, pacing_mbit, receive_buffer, send_buffer, zerocopy");
    QTest::newRow("socket not an object")
        << replaced("/workers/0/socket", R"(true)")
        << QString("workers[0].socket: must be an object, got a boolean");
    QTest::newRow("socket on a udp worker")
        << dumped([] {
               Json j = basePlan();
               j["workers"][0]["kind"] = "udp";
               j["workers"][0]["rate_mbit"] = 100;
               j["workers"][0]["socket"] = Json::parse(R"({"send_buffer": 65536})");
               return j;
           }())
        << QString("workers[0].socket: unknown key; expected one of: arrivals, bind, cpu, dynamo, engine, "
                   "kind, name, outstanding, peer, phase, probe, rate_mbit, rate_per_s, spec");
    QTest::newRow("udp without rate")
        << replaced("/workers/0/kind", R"("udp")")
        << QString("workers[0].rate_mbit: is required for a udp stream (a spec without reply)");
    // The base plan with its worker made a udp worker and the value at @p pointer set.
    auto udp = [](const char* pointer, const char* value) {
        Json j = basePlan();
        j["workers"][0] = Json::parse(R"({"name": "u", "dynamo": "A", "kind": "udp",
            "bind": "10.0.0.1", "peer": {"dynamo": "B", "address": "10.0.0.2"},
            "rate_mbit": 100, "spec": "transmit"})");
        if (value) j[Json::json_pointer(pointer)] = Json::parse(value);
        else j.erase(Json::json_pointer(pointer).back());
        return dumped(j);
    };
    QTest::newRow("udp datagram swept too large")
        << udp("/sweep", R"({"size": [64, 262144]})")
        << QString("sweep.size: a udp datagram is 18–65507 bytes (an 18-byte header, at most "
                   "one IPv4 UDP payload), got 262144");
    QTest::newRow("udp datagram too large")
        << udp("/sweep", nullptr)
        << QString("specs[0].lines[0].size: a udp datagram is 18–65507 bytes (an 18-byte header, "
                   "at most one IPv4 UDP payload), got 65536 (spec \"transmit\" is used by udp "
                   "worker \"u\")");
    QTest::newRow("udp ping-pong with a rate")
        << udp("/specs/0/lines/0", R"({"size": 64, "reply": 64})")
        << QString("workers[0].rate_mbit: a udp ping-pong (spec \"transmit\" has replies) is paced "
                   "by its round trips and delay_ms, or by rate_per_s: leave rate_mbit out");
    QTest::newRow("udp ping-pong reply too small")
        << udp("/specs/0/lines/0", R"({"size": 64, "reply": 4})")
        << QString("specs[0].lines[0].reply: a udp ping-pong answers every request: a udp datagram "
                   "is 18–65507 bytes (an 18-byte header, at most one IPv4 UDP payload), got 4 "
                   "(spec \"transmit\" is used by udp worker \"u\")");
    QTest::newRow("udp ping-pong both ways")
        << udp("/specs/0/lines/0", R"({"size": 64, "reply": 64, "read": 50})")
        << QString("specs[0].lines[0].read: a udp ping-pong line goes one way: read must be 0 or "
                   "100, got 50 (spec \"transmit\" is used by udp worker \"u\")");
    // Requests on a schedule: only where there are requests (docs/plan-format.md, "Workers").
    QTest::newRow("rate_per_s on a tcp stream")
        << replaced("/workers/0/rate_per_s", "1000")
        << QString("workers[0].rate_per_s: worker \"nic\": spec \"transmit\" has no reply, so this tcp "
                   "worker is a stream, with no requests to put on a schedule: only a tcp or udp worker "
                   "whose spec has a reply, or a disk worker, takes rate_per_s");
    QTest::newRow("rate_per_s on a udp stream")
        << udp("/workers/0/rate_per_s", "1000")
        << QString("workers[0].rate_per_s: worker \"u\": spec \"transmit\" has no reply, so this udp "
                   "worker is a stream, with no requests to put on a schedule: only a tcp or udp worker "
                   "whose spec has a reply, or a disk worker, takes rate_per_s (a udp stream's rate is "
                   "rate_mbit)");
    QTest::newRow("rate_per_s 0")
        << replaced("/workers/0/rate_per_s", "0")
        << QString("workers[0].rate_per_s: must be more than 0 and at most 1e+07, got 0");
    QTest::newRow("rate_per_s not a number")
        << replaced("/workers/0/rate_per_s", R"("fast")")
        << QString("workers[0].rate_per_s: must be a number, got a string");
    // The base plan made request/response and paced at 1000/s, with the value at @p pointer set.
    auto paced = [](const char* pointer, const char* value) {
        Json j = basePlan();
        j["specs"][0]["lines"][0]["reply"] = 64;
        j["workers"][0]["rate_per_s"] = 1000;
        j[Json::json_pointer(pointer)] = Json::parse(value);
        return dumped(j);
    };
    QTest::newRow("arrivals unknown")
        << paced("/workers/0/arrivals", R"("bursty")")
        << QString(R"(workers[0].arrivals: must be constant or poisson, got "bursty")");
    QTest::newRow("arrivals without rate_per_s")
        << replaced("/workers/0/arrivals", R"("poisson")")
        << QString("workers[0].arrivals: worker \"nic\": arrivals spaces the requests of a paced "
                   "worker: it needs rate_per_s");
    QTest::newRow("rate_per_s with delay_ms")
        << paced("/specs/0/lines/0/delay_ms", "5")
        << QString("workers[0].rate_per_s: worker \"nic\": the schedule spaces the requests, and spec "
                   "\"transmit\" pauses 5 ms after a burst (delay_ms), which would hold requests past "
                   "their time: leave delay_ms 0 (or interval_ms out) with rate_per_s");
    QTest::newRow("udp with outstanding")
        << udp("/workers/0/outstanding", "2")
        << QString("workers[0].outstanding: a udp worker is one paced flow: outstanding must be 1, got 2");
    QTest::newRow("udp with an outstanding sweep")
        << udp("/sweep", R"({"outstanding": [1, 2]})")
        << QString("sweep.outstanding: a udp worker is one paced flow: outstanding cannot be swept");
    QTest::newRow("udp engine unknown")
        << udp("/workers/0/engine", R"("dpdk")")
        << QString(R"(workers[0].engine: must be socket or raw, got "dpdk")");
    QTest::newRow("raw engine on a ping-pong")
        << [&] {
               Json j = Json::parse(udp("/workers/0/engine", R"("raw")").toStdString());
               j["specs"][0]["lines"][0] = Json::parse(R"({"size": 64, "reply": 64})");
               j["workers"][0].erase("rate_mbit");
               return dumped(j);
           }()
        << QString("workers[0].engine: the raw engine sends streams: spec \"transmit\" has replies "
                   "(a ping-pong runs on the socket engine)");
    QTest::newRow("raw engine over IPv6")
        << [&] {
               Json j = Json::parse(udp("/workers/0/engine", R"("raw")").toStdString());
               j["workers"][0]["bind"] = "fd00::1";
               j["workers"][0]["peer"]["address"] = "fd00::2";
               return dumped(j);
           }()
        << QString("workers[0].bind: the raw engine sends IPv4 frames, got fd00::1");
    QTest::newRow("disk key on a tcp worker")
        << replaced("/workers/0/path", R"("/tmp/x")")
        << QString("workers[0].path: unknown key; expected one of: arrivals, bind, cpu, dynamo, kind, "
                   "name, outstanding, peer, phase, probe, rate_per_s, socket, spec");
    QTest::newRow("disk file too small")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk", "path": "/tmp/x",
                                     "file_size": 512, "spec": "transmit"})")
        << QString("workers[0].file_size: must be 4096–1125899906842624, got 512");
    // A device without the consent: that is the problem named, not the missing file_size.
    QTest::newRow("disk device without block_device")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk",
                                     "path": "/dev/sdb", "spec": "transmit"})")
        << QString("workers[0].path: \"/dev/sdb\" is a device: a block device is tested only "
                   "with \"block_device\": true, the consent to destroy its data "
                   "(docs/plan-format.md, \"Disk safety\"); a test file needs file_size");
    // docs/plan-format.md, "Data patterns" and "Where the span starts".
    QTest::newRow("disk data_pattern unknown")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk", "path": "/tmp/x",
                                     "file_size": 4096, "spec": "transmit", "data_pattern": "zeros"})")
        << QString(
               "workers[0].data_pattern: must be repeating, pseudo_random or full_random, got "
               "\"zeros\"");
    QTest::newRow("disk data_pattern with verify")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk", "path": "/tmp/x",
                                     "file_size": 4096, "spec": "transmit", "verify": true,
                                     "data_pattern": "repeating"})")
        << QString(
               "workers[0].data_pattern: worker \"d\": with verify every write carries the "
               "verification stamps, not a data pattern: leave data_pattern out or set verify "
               "false");
    QTest::newRow("disk start_offset not a multiple of 512")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk", "path": "/tmp/x",
                                     "file_size": 4096, "spec": "transmit", "start_offset": 1000})")
        << QString(
               "workers[0].start_offset: worker \"d\": must be a multiple of 512 bytes (a sector), "
               "got 1000");
    QTest::newRow("disk start_offset negative")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk", "path": "/tmp/x",
                                     "file_size": 4096, "spec": "transmit", "start_offset": -512})")
        << QString("workers[0].start_offset: must be 0–1125899906842624, got -512");
    QTest::newRow("disk file under /dev/shm without file_size")
        << replaced("/workers/0", R"({"name": "d", "dynamo": "A", "kind": "disk",
                                     "path": "/dev/shm/x", "spec": "transmit"})")
        << QString("workers[0].file_size: is required");

    // Sweeps
    QTest::newRow("sweep not an object") << replaced("/sweep", "[64, 128]")
                                         << QString("sweep: must be an object, got an array");
    QTest::newRow("sweep unknown axis") << replaced("/sweep", R"({"clients": [1, 2]})")
                                        << QString("sweep.clients: unknown key; expected one of: "
                                                   "mtu, outstanding, phase, size, targets, workers");
    QTest::newRow("sweep size list with a 0") << replaced("/sweep", R"({"size": [64, 0, 128]})")
                                              << QString("sweep.size[1]: must be an integer 1–16777216, got 0");
    QTest::newRow("sweep size list empty") << replaced("/sweep", R"({"size": []})")
                                           << QString("sweep.size: must not be empty");
    QTest::newRow("sweep outstanding a string")
        << replaced("/sweep", R"({"outstanding": "1-8"})")
        << QString("sweep.outstanding: must be a list of values or a range {start, end, step, "
                   "mode}, got a string");
    QTest::newRow("sweep range end < start")
        << replaced("/sweep", R"({"outstanding": {"start": 8, "end": 2}})")
        << QString("sweep.outstanding.end: must not be less than start (8), got 2");
    QTest::newRow("sweep range end above max")
        << replaced("/sweep", R"({"outstanding": {"start": 1, "end": 8192}})")
        << QString("sweep.outstanding.end: must be 1–4096, got 8192");
    QTest::newRow("sweep range start missing")
        << replaced("/sweep", R"({"size": {"end": 1024}})") << QString("sweep.size.start: is required");
    QTest::newRow("exponential step 1")
        << replaced("/sweep", R"({"outstanding": {"start": 1, "end": 32, "step": 1, "mode": "exponential"}})")
        << QString("sweep.outstanding.step: must be at least 2 for an exponential range, got 1");
    QTest::newRow("bad mode")
        << replaced("/sweep", R"({"outstanding": {"start": 1, "end": 32, "mode": "geometric"}})")
        << QString(R"(sweep.outstanding.mode: must be linear or exponential, got "geometric")");
    QTest::newRow("range key typo")
        << replaced("/sweep", R"({"size": {"start": 64, "end": 1024, "stpe": 2}})")
        << QString("sweep.size.stpe: unknown key; expected one of: end, mode, start, step");
    QTest::newRow("linear range too long")
        << replaced("/sweep", R"({"size": {"start": 1, "end": 16777216}})")
        << QString("sweep.size: expands to more than 10000 values");
    // Worker and target cycling: values up to what the plan holds (the base plan has one
    // worker; cyclingPlan() three, two of them on dynamo A).
    QTest::newRow("targets beyond the workers, list")
        << replaced("/sweep", R"({"targets": [1, 2]})")
        << QString("sweep.targets[1]: must be at most 1 (the plan has 1 worker), got 2");
    QTest::newRow("targets beyond the workers, three")
        << cyclingPlan(R"({"targets": [1, 3, 4]})")
        << QString("sweep.targets[2]: must be at most 3 (the plan has 3 workers), got 4");
    QTest::newRow("targets beyond the workers, range")
        << cyclingPlan(R"({"targets": {"start": 1, "end": 8, "mode": "exponential"}})")
        << QString("sweep.targets: must be at most 3 (the plan has 3 workers), got 4");
    QTest::newRow("workers beyond any dynamo's, list")
        << cyclingPlan(R"({"workers": [3]})")
        << QString("sweep.workers[0]: must be at most 2 (the most workers any one dynamo holds), got 3");
    QTest::newRow("workers beyond any dynamo's, range")
        << cyclingPlan(R"({"workers": {"start": 1, "end": 3}})")
        << QString("sweep.workers: must be at most 2 (the most workers any one dynamo holds), got 3");
    QTest::newRow("workers 0") << cyclingPlan(R"({"workers": [0, 1]})")
                               << QString("sweep.workers[0]: must be an integer 1–4096, got 0");
    QTest::newRow("targets not a list")
        << cyclingPlan(R"({"targets": "1-3"})")
        << QString("sweep.targets: must be a list of values or a range {start, end, step, mode}, "
                   "got a string");
    QTest::newRow("workers and targets")
        << cyclingPlan(R"({"workers": [1, 2], "targets": [1, 2, 3]})")
        << QString("sweep: sweep.workers and sweep.targets cannot both be given: a step runs "
                   "either each dynamo's first N workers or the plan's first N workers");
    // Phases (fio's stonewalled groups): every value needs a worker of that phase, a worker's
    // phase needs the axis, and a step runs a phase's workers or the first N, not both.
    QTest::newRow("phase without a worker")
        << phasedPlan(R"({"phase": [0, 1, 2]})")
        << QString("sweep.phase[2]: no worker has phase 2");
    QTest::newRow("phase range without a worker")
        << phasedPlan(R"({"phase": {"start": 0, "end": 3}})")
        << QString("sweep.phase: no worker has phase 2");
    QTest::newRow("phase beyond its limit")
        << phasedPlan(R"({"phase": [0, 10001]})")
        << QString("sweep.phase[1]: must be an integer 0–10000, got 10001");
    QTest::newRow("worker phase without the axis")
        << phasedPlan(nullptr)
        << QString("workers[1].phase: needs sweep.phase (without it every worker runs in every step), got 1");
    QTest::newRow("phase and targets")
        << phasedPlan(R"({"phase": [0, 1], "targets": [1]})")
        << QString("sweep: sweep.phase cannot be given with sweep.workers or sweep.targets: a step "
                   "runs either a phase's workers or the first N of them");
    QTest::newRow("targets with a ramp")
        << cyclingPlan(R"({"targets": [1, 2]})", R"({"kind": "ramp", "param": "outstanding", "start": 1, "end": 8})")
        << QString(R"(sweep: must be absent when procedure.kind is "ramp" (the ramp chooses every step itself))");
    QTest::newRow("workers with a latency procedure")
        << cyclingPlan(R"({"workers": [1, 2]})", R"({"kind": "latency"})")
        << QString(R"(sweep: must be absent when procedure.kind is "latency" (the latency chooses every step itself))");
    QTest::newRow("too many steps")
        << replaced("/sweep", R"({"size": {"start": 1, "end": 10000},
                                  "outstanding": {"start": 1, "end": 11}})")
        << QString("sweep: expands to 110000 steps; at most 100000 are allowed");
}

void TestPlan::badPlan() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);

    const PlanParseResult result = parse(text);
    QVERIFY(!result.ok());
    const QStringList problems = problemStrings(result);
    if (!problems.contains(expected))
        qWarning().noquote() << "problems were:\n  " + problems.join("\n  ");
    QVERIFY(problems.contains(expected));
}

void TestPlan::badPlanReportsEveryProblem() {
    Json j = basePlan();
    j["run_s"] = 0;
    j["run_sec"] = 10;
    j["specs"][0]["lines"][0]["read"] = 140;
    j["workers"][0]["outstanding"] = 0;
    j["workers"][0]["spec"] = "missing";
    j["workers"][0]["bind"] = "eth0";
    j["sweep"] = Json::parse(R"({"size": [64, 0], "outstanding": {"start": 4, "end": 2}})");

    const PlanParseResult result = parse(dumped(j));
    QVERIFY(!result.ok());
    const QStringList problems = problemStrings(result);
    const QStringList expected = {
        "run_s: must be more than 0 and at most 86400, got 0",
        "specs[0].lines[0].read: must be 0–100, got 140",
        "workers[0].outstanding: must be 1–4096, got 0",
        R"(workers[0].bind: must be an IPv4 or IPv6 address, got "eth0")",
        "sweep.size[1]: must be an integer 1–16777216, got 0",
        "sweep.outstanding.end: must not be less than start (4), got 2",
        "run_sec: unknown key; expected one of: aggregate, description, dynamos, format, idle_s, "
        "name, on_dynamo_loss, procedure, ramp_s, repeats, run_s, sample_ms, seed, specs, sweep, wait_s, "
        "workers",
        R"(workers[0].spec: no spec named "missing")",
    };
    if (problems.size() != expected.size())
        qWarning().noquote() << "problems were:\n  " + problems.join("\n  ");
    QCOMPARE(problems.size(), expected.size());
    for (const QString& e : expected) QVERIFY2(problems.contains(e), qPrintable(e));
}

void TestPlan::unknownKindIsOneProblem() {
    // bind and peer belong to the kind; with the kind unknown they must not be reported too.
    for (const char* kind : {R"("sctp")", "7"}) {
        const PlanParseResult result = parse(replaced("/workers/0/kind", kind));
        QVERIFY(!result.ok());
        if (result.problems.size() != 1)
            qWarning().noquote() << problemStrings(result).join('\n');
        QCOMPARE(result.problems.size(), std::size_t{1});
    }
    const PlanParseResult missing = parse(removed("/workers/0/kind"));
    QCOMPARE(problemStrings(missing), QStringList{"workers[0].kind: is required"});
}

// ------------------------------------------------------------------ good plans

void TestPlan::goodPlan_data() {
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("base") << dumped(basePlan());
    QTest::newRow("extension keys")
        << dumped([] {
               Json j = basePlan();
               j["_comment"] = "a note";
               j["x-gui"] = {{"window", 1}};
               j["dynamos"][0]["x-host"] = "lab1";
               j["specs"][0]["_why"] = "classic";
               j["specs"][0]["lines"][0]["x-color"] = "red";
               j["workers"][0]["_note"] = "crossover";
               j["workers"][0]["peer"]["x-mac"] = "00:11:22:33:44:55";
               j["sweep"] = Json::parse(R"({"_first": "size", "size": {"start": 64, "end": 128, "x-a": 1}})");
               return j;
           }());
    QTest::newRow("minimal worker defaults") << replaced("/workers/0", R"({"name": "n", "dynamo": "A",
        "kind": "tcp", "bind": "10.0.0.1", "peer": {"dynamo": "A", "address": "10.0.0.1"},
        "spec": "transmit"})");
    QTest::newRow("null sweep and cpus") << dumped([] {
        Json j = basePlan();
        j["sweep"] = nullptr;
        j["workers"][0]["cpu"] = nullptr;
        j["workers"][0]["peer"]["cpu"] = nullptr;
        return j;
    }());
    QTest::newRow("empty sweep") << replaced("/sweep", "{}");
    QTest::newRow("whole-number float") << replaced("/sample_ms", "500.0");
    QTest::newRow("ipv6 pair") << dumped([] {
        Json j = basePlan();
        j["workers"][0]["bind"] = "::1";
        j["workers"][0]["peer"]["address"] = "::1";
        return j;
    }());
    QTest::newRow("reply read 100") << replaced("/specs/0/lines/0", R"({"size": 64, "reply": 1, "read": 100})");
    QTest::newRow("share 0 line") << appended("/specs/0/lines", R"({"size": 64, "share": 0})");
    QTest::newRow("kitchen sink") << QByteArray(kKitchenSink);
    QTest::newRow("design example") << QByteArray(kDesignExample);
}

void TestPlan::goodPlan() {
    QFETCH(QByteArray, text);
    const PlanParseResult result = parse(text);
    QCOMPARE(problemStrings(result), QStringList{});
    QVERIFY(result.ok());
}

void TestPlan::designExample() {
    const PlanParseResult result = parse(kDesignExample);
    QCOMPARE(problemStrings(result), QStringList{});
    const Plan& plan = *result.plan;
    QCOMPARE(plan.name, std::string("Adapter throughput sweep"));
    QCOMPARE(plan.runS, 10.0);
    QCOMPARE(plan.rampS, 2.0);
    QCOMPARE(plan.waitS, 30.0);
    QCOMPARE(plan.dynamos.size(), std::size_t{2});
    QVERIFY(plan.dynamos[0].spawn);
    QVERIFY(!plan.dynamos[1].spawn);
    QCOMPARE(plan.workers.size(), std::size_t{2});
    QCOMPARE(plan.workers[0].kindName(), std::string("tcp"));
    QVERIFY(plan.workers[0].as<iometry::model::TcpSettings>());
    QCOMPARE(plan.workers[0].ends()->bind, std::string("10.0.0.1"));
    QCOMPARE(plan.workers[0].ends()->peer.dynamo, std::string("B"));
    QCOMPARE(plan.workers[0].ends()->peer.address, std::string("10.0.0.2"));
    QCOMPARE(plan.workers[1].kindName(), std::string("disk"));
    const auto* disk = plan.workers[1].as<iometry::model::DiskSettings>();
    QVERIFY(disk);
    QVERIFY(!plan.workers[1].ends());
    QCOMPARE(disk->path, std::string("/var/tmp/iometry.tst"));
    QCOMPARE(disk->fileSize, std::uint64_t{1073741824});
    QVERIFY(disk->direct);
    QCOMPARE(plan.workers[1].outstanding, 32);
    QCOMPARE(plan.sweep.size(), std::size_t{2});
    QCOMPARE(plan.sweep[0].param, SweepParam::Size);
    QCOMPARE(plan.sweep[1].param, SweepParam::Outstanding);
    QCOMPARE(plan.sweep[1].values, ints({1, 2, 4, 8, 16, 32}));
    QCOMPARE(iometry::model::expandSteps(plan).size(), std::size_t{13 * 6});
}

void TestPlan::outstandingMeansConnectionsForStreams() {
    // A stream may open up to 64 connections; a transaction keeps up to 4096 requests in
    // flight on one.
    Json j = Json::parse(kBasePlan);
    j["workers"][0]["outstanding"] = 64;
    QVERIFY(iometry::model::parsePlanText(j.dump()).problems.empty());
    j["workers"][0]["outstanding"] = 4096;
    QCOMPARE(iometry::model::parsePlanText(j.dump()).problems.size(), std::size_t{1});
    j["specs"][0]["lines"][0]["reply"] = 64;
    QVERIFY(iometry::model::parsePlanText(j.dump()).problems.empty());
}

void TestPlan::examplesPresent() {
    const QStringList files = listExampleFiles();
    for (const char* name : {"loopback-sweep.json", "loopback-duplex.json", "loopback-receive.json",
                             "loopback-request-response.json", "loopback-ramp.json",
                             "two-hosts.json", "loopback-latency.json", "loopback-udp-ramp.json",
                             "loopback-rate-search.json", "loopback-fine-sweep.json",
                             "two-hosts-adapter-delay.json", "two-hosts-mtu-sweep.json",
                             "disk-queue-depth.json", "disk-verify.json",
                             "loopback-client-cycling.json", "disk-target-cycling.json",
                             "two-hosts-fast-link.json", "two-hosts-raw-rate-search.json"}) {
        QVERIFY2(files.contains(QDir(examplesDir()).filePath(QString::fromLatin1(name))), name);
    }
}

void TestPlan::exampleFiles_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path : listExampleFiles())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestPlan::exampleFiles() {
    QFETCH(QString, path);
    const PlanParseResult result = iometry::model::loadPlanFile(path.toStdString());
    QCOMPARE(problemStrings(result), QStringList{});
    QVERIFY(result.ok());
    QVERIFY(!result.plan->name.empty());
    QVERIFY(!result.plan->description.empty());
    QVERIFY(!iometry::model::expandSteps(*result.plan).empty());
}

void TestPlan::loadMissingFile() {
    const std::string path = "/nonexistent/iometry/plan.json";
    const PlanParseResult result = iometry::model::loadPlanFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(problemStrings(result), QStringList{QString::fromStdString("cannot open plan file " + path)});
}

// JSON nested 100 000 deep parses, but copying, comparing or dumping it recursed until the
// stack overflowed (SIGSEGV): the reader refuses past 256 levels and names the byte.
void TestPlan::deepNestingRefused() {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    for (const std::string& text : {deep, "{\"run_s\": " + deep + "}"}) {
        const QStringList problems = problemStrings(iometry::model::parsePlanText(text));
        QCOMPARE(problems.size(), qsizetype{1});
        QVERIFY2(problems.front().contains("nested more than 256 arrays or objects deep at byte"),
                 qPrintable(problems.front()));
    }
    QCOMPARE(iometry::model::jsonTooDeepAt("[\"[[[[\"]", 2), std::size_t{0});  // inside a string
    QCOMPARE(iometry::model::jsonTooDeepAt("[[[", 2), std::size_t{3});
}

// A value quoted in a message: 40 characters at most, however deep it nests; bytes that
// are not UTF-8 (only ever from outside JSON's parser) as U+FFFD, not a throw.
void TestPlan::quotedValueIsBounded() {
    using Json = nlohmann::ordered_json;
    Json deep = Json::array();
    for (int i = 0; i < 300; ++i) deep = Json::array({std::move(deep)});
    QCOMPARE(iometry::model::shortValue(deep), std::string(37, '[') + "...");
    QCOMPARE(iometry::model::shortValue(Json::parse(R"({"a":[1,2.5,"x"],"b":null})")),
             std::string(R"({"a":[1,2.5,"x"],"b":null})"));
    QCOMPARE(iometry::model::shortValue(Json(std::string("n\xff"))), std::string("\"n\xEF\xBF\xBD\""));
}

void TestPlan::roundTrip_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("base") << dumped(basePlan());
    QTest::newRow("design example") << QByteArray(kDesignExample);
    QTest::newRow("kitchen sink") << QByteArray(kKitchenSink);
    for (const QString& path : listExampleFiles())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << readFile(path);
}

void TestPlan::roundTrip() {
    QFETCH(QByteArray, text);
    const PlanParseResult first = parse(text);
    QCOMPARE(problemStrings(first), QStringList{});

    const Json written = iometry::model::toJson(*first.plan);
    const PlanParseResult second = parse(dumped(written));
    QCOMPARE(problemStrings(second), QStringList{});
    QVERIFY(*second.plan == *first.plan);
    QCOMPARE(iometry::model::toJson(*second.plan), written);
}

void TestPlan::pacedRequestsRoundTrip() {
    // rate_per_s and arrivals are read, written back and read again as they were; a closed
    // loop writes neither (docs/plan-format.md, "Workers").
    const Plan plan = parseOk(kKitchenSink);
    QCOMPARE(plan.workers.size(), std::size_t{5});
    const auto& asker = plan.workers[4];
    QVERIFY(asker.pacing().has_value());
    QCOMPARE(asker.pacing()->ratePerS, 2500.5);
    QVERIFY(asker.pacing()->arrivals == iometry::model::Arrivals::Poisson);
    QVERIFY(!plan.workers[0].pacing());
    const Json written = iometry::model::toJson(plan);
    QCOMPARE(written["workers"][4]["rate_per_s"].get<double>(), 2500.5);
    QCOMPARE(written["workers"][4]["arrivals"].get<std::string>(), std::string("poisson"));
    QVERIFY(!written["workers"][0].contains("rate_per_s"));
    QVERIFY(!written["workers"][0].contains("arrivals"));
    const Plan again = parseOk(dumped(written));
    QVERIFY(again.workers[4] == asker);
    // A constant schedule is written with its arrivals too, and a disk worker may be paced.
    Json j = basePlan();
    j["workers"].push_back(Json::parse(R"({"name": "iops", "dynamo": "A", "kind": "disk",
        "path": "/var/tmp/x.tst", "file_size": 1048576, "spec": "transmit", "rate_per_s": 2000})"));
    const Plan disk = parseOk(dumped(j));
    QCOMPARE(disk.workers.size(), std::size_t{2});
    QVERIFY(disk.workers[1].pacing() == (iometry::model::Pacing{2000, iometry::model::Arrivals::Constant}));
    QCOMPARE(iometry::model::toJson(disk)["workers"][1]["arrivals"].get<std::string>(), std::string("constant"));
}

// ------------------------------------------------------------------ sweep expansion

void TestPlan::classicSizeSweep() {
    Json j = basePlan();
    // Two specs, lines of different sizes: the sweep overrides every line of every spec.
    j["specs"][0]["lines"] = Json::parse(R"([{"size": 512, "share": 60}, {"size": 4096, "share": 40}])");
    j["specs"].push_back(Json::parse(R"({"name": "other", "lines": [{"size": 100, "read": 100}]})"));
    j["workers"][0]["outstanding"] = 3;
    j["sweep"] = {{"size", iometry::model::classicSizes()}};
    const Plan plan = parseOk(dumped(j));

    const std::vector<std::uint64_t> classic = iometry::model::classicSizes();
    QCOMPARE(classic.size(), std::size_t{13});
    QCOMPARE(classic.front(), std::uint64_t{64});
    QCOMPARE(classic.back(), std::uint64_t{262144});

    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), std::size_t{13});
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& s = steps[i];
        QCOMPARE(s.index, static_cast<int>(i));
        QCOMPARE(s.params.size, std::optional<std::uint64_t>(classic[i]));
        QVERIFY(!s.params.outstanding);
        QCOMPARE(s.specs.size(), std::size_t{2});
        for (std::size_t k = 0; k < s.specs.size(); ++k) {
            QCOMPARE(s.specs[k].name, plan.specs[k].name);
            QCOMPARE(s.specs[k].lines.size(), plan.specs[k].lines.size());
            for (std::size_t l = 0; l < s.specs[k].lines.size(); ++l) {
                AccessLine expectedLine = plan.specs[k].lines[l];
                expectedLine.size = classic[i];  // only the size changes
                QVERIFY(s.specs[k].lines[l] == expectedLine);
            }
        }
        QVERIFY(s.workers == plan.workers);
        QCOMPARE(s.workers[0].outstanding, 3);
    }
    // The plan itself is untouched.
    QCOMPARE(plan.specs[0].lines[0].size, std::uint64_t{512});
}

void TestPlan::outstandingRange_data() {
    QTest::addColumn<QByteArray>("axis");
    QTest::addColumn<std::vector<std::int64_t>>("expected");
    QTest::newRow("exponential 1..32") << QByteArray(R"({"start": 1, "end": 32, "mode": "exponential"})")
                                       << ints({1, 2, 4, 8, 16, 32});
    QTest::newRow("exponential step 2 written") << QByteArray(R"({"start": 1, "end": 32, "step": 2, "mode": "exponential"})")
                                                << ints({1, 2, 4, 8, 16, 32});
    QTest::newRow("exponential stops before end") << QByteArray(R"({"start": 1, "end": 100, "step": 4, "mode": "exponential"})")
                                                  << ints({1, 4, 16, 64});
    QTest::newRow("linear 1..10 step 3") << QByteArray(R"({"start": 1, "end": 10, "step": 3})")
                                         << ints({1, 4, 7, 10});
    QTest::newRow("linear mode written") << QByteArray(R"({"start": 1, "end": 10, "step": 3, "mode": "linear"})")
                                         << ints({1, 4, 7, 10});
    QTest::newRow("linear default step 1") << QByteArray(R"({"start": 2, "end": 5})") << ints({2, 3, 4, 5});
    QTest::newRow("linear stops before end") << QByteArray(R"({"start": 1, "end": 9, "step": 3})")
                                             << ints({1, 4, 7});
    QTest::newRow("start == end") << QByteArray(R"({"start": 7, "end": 7, "mode": "exponential"})") << ints({7});
    QTest::newRow("list kept as written") << QByteArray("[8, 1, 4, 4]") << ints({8, 1, 4, 4});
}

void TestPlan::outstandingRange() {
    QFETCH(QByteArray, axis);
    QFETCH(std::vector<std::int64_t>, expected);

    Json j = basePlan();
    j["sweep"] = {{"outstanding", Json::parse(axis.toStdString())}};
    const Plan plan = parseOk(dumped(j));
    QCOMPARE(plan.sweep.size(), std::size_t{1});
    QCOMPARE(plan.sweep[0].values, expected);

    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), expected.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i].params.outstanding, std::optional<int>(static_cast<int>(expected[i])));
        QVERIFY(!steps[i].params.size);
        QCOMPARE(steps[i].workers[0].outstanding, static_cast<int>(expected[i]));
        QVERIFY(steps[i].specs == plan.specs);
    }
}

void TestPlan::crossProductOrder_data() {
    QTest::addColumn<bool>("sizeFirst");
    QTest::newRow("size written first") << true;
    QTest::newRow("outstanding written first") << false;
}

void TestPlan::crossProductOrder() {
    QFETCH(bool, sizeFirst);

    const std::vector<std::uint64_t> sizes = {64, 1024, 65536};
    const std::vector<int> outstanding = {1, 2, 4, 8};
    const char* sizeAxis = R"("size": [64, 1024, 65536])";
    const char* outAxis = R"("outstanding": {"start": 1, "end": 8, "mode": "exponential"})";
    Json j = basePlan();
    j["sweep"] = Json::parse(std::string("{") + (sizeFirst ? sizeAxis : outAxis) + ", " +
                             (sizeFirst ? outAxis : sizeAxis) + "}");
    const Plan plan = parseOk(dumped(j));
    QCOMPARE(plan.sweep.size(), std::size_t{2});
    QCOMPARE(plan.sweep[0].param, sizeFirst ? SweepParam::Size : SweepParam::Outstanding);

    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), sizes.size() * outstanding.size());
    std::size_t i = 0;
    const std::size_t outer = sizeFirst ? sizes.size() : outstanding.size();
    const std::size_t inner = sizeFirst ? outstanding.size() : sizes.size();
    for (std::size_t a = 0; a < outer; ++a) {
        for (std::size_t b = 0; b < inner; ++b, ++i) {
            const std::uint64_t size = sizeFirst ? sizes[a] : sizes[b];
            const int out = sizeFirst ? outstanding[b] : outstanding[a];
            QCOMPARE(steps[i].index, static_cast<int>(i));
            QCOMPARE(steps[i].params.size, std::optional<std::uint64_t>(size));
            QCOMPARE(steps[i].params.outstanding, std::optional<int>(out));
            QCOMPARE(steps[i].specs[0].lines[0].size, size);
            QCOMPARE(steps[i].workers[0].outstanding, out);
        }
    }

    // The written order survives toJson.
    const Json written = iometry::model::toJson(plan);
    QCOMPARE(written["sweep"].begin().key(), std::string(sizeFirst ? "size" : "outstanding"));
}

void TestPlan::noSweep() {
    Json j = basePlan();
    j["workers"][0]["outstanding"] = 6;
    j["specs"][0]["lines"][0]["size"] = 1500;
    const Plan plan = parseOk(dumped(j));
    QVERIFY(plan.sweep.empty());

    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), std::size_t{1});
    QCOMPARE(steps[0].index, 0);
    QVERIFY(!steps[0].params.size);
    QVERIFY(!steps[0].params.outstanding);
    QVERIFY(steps[0].specs == plan.specs);
    QVERIFY(steps[0].workers == plan.workers);
    QCOMPARE(steps[0].specs[0].lines[0].size, std::uint64_t{1500});
    QCOMPARE(steps[0].workers[0].outstanding, 6);
}

void TestPlan::sweepStepCount() {
    using iometry::model::SweepAxis;
    // The count expandSteps() yields, without expanding (docs/plan-format.md, "Sweeps").
    Plan plan = parseOk(dumped(basePlan()));
    QCOMPARE(iometry::model::sweepStepCount(plan), std::uint64_t{1});  // no sweep: one step
    plan.sweep = {SweepAxis{SweepParam::Size, {64, 1024, 65536}},
                  SweepAxis{SweepParam::Outstanding, {1, 2, 4, 8}}};
    QCOMPARE(iometry::model::sweepStepCount(plan), std::uint64_t{12});
    QCOMPARE(iometry::model::expandSteps(plan).size(), std::size_t{12});

    // An empty axis: the cross product is empty, as expandSteps() makes it. The validator
    // refuses such a plan, so a valid one always has a step.
    plan.sweep.push_back(SweepAxis{SweepParam::Mtu, {}});
    QCOMPARE(iometry::model::sweepStepCount(plan), std::uint64_t{0});
    QVERIFY(iometry::model::expandSteps(plan).empty());
    QCOMPARE(problemStrings(iometry::model::parsePlan(iometry::model::toJson(plan))),
             QStringList{"sweep.mtu: must not be empty"});

    // A product beyond 64 bits stays at the largest count instead of wrapping round.
    std::vector<std::int64_t> many(10000);
    std::iota(many.begin(), many.end(), 1);
    plan.sweep = {SweepAxis{SweepParam::Size, many}, SweepAxis{SweepParam::Outstanding, many},
                  SweepAxis{SweepParam::Mtu, many}, SweepAxis{SweepParam::Workers, many},
                  SweepAxis{SweepParam::Targets, many}};
    QCOMPARE(iometry::model::sweepStepCount(plan), std::numeric_limits<std::uint64_t>::max());
    plan.sweep.pop_back();
    QCOMPARE(iometry::model::sweepStepCount(plan), std::uint64_t{10'000'000'000'000'000});
}

void TestPlan::nameRule_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("letter") << "B" << true;
    QTest::newRow("all kinds") << "host-2.lab_1 x" << true;
    QTest::newRow("64 characters") << QString(64, 'x') << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("65 characters") << QString(65, 'x') << false;
    QTest::newRow("slash") << "B/2" << false;
    QTest::newRow("semicolon") << "x;rm" << false;
    QTest::newRow("tab") << "a\tb" << false;
    QTest::newRow("not ASCII") << QString::fromUtf8("хост") << false;
    QTest::newRow("Latin-1 letter") << QString::fromUtf8("é") << false;
}

void TestPlan::nameRule() {
    QFETCH(QString, name);
    QFETCH(bool, valid);
    const std::string text = name.toStdString();
    QCOMPARE(iometry::model::isValidName(text), valid);
    // The validator applies it (to dynamos and workers), in its own words.
    Json j = basePlan();
    j["workers"][0]["name"] = text;
    const QStringList problems = problemStrings(iometry::model::parsePlanText(dumped(j).toStdString()));
    if (valid) QCOMPARE(problems, QStringList{});
    else QCOMPARE(problems, QStringList{QString::fromStdString(
                               "workers[0].name: must be 1–64 letters, digits, spaces or _ - . "
                               "characters, got \"" + text + "\"")});
}

void TestPlan::rangeValues_data() {
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("end");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<bool>("exponential");
    QTest::addColumn<std::vector<std::int64_t>>("expected");
    QTest::newRow("linear") << qint64(0) << qint64(6) << qint64(2) << false << ints({0, 2, 4, 6});
    QTest::newRow("exponential x10") << qint64(1) << qint64(1000) << qint64(10) << true
                                     << ints({1, 10, 100, 1000});
    QTest::newRow("end < start") << qint64(5) << qint64(1) << qint64(1) << false << ints({});
    QTest::newRow("step 0") << qint64(1) << qint64(5) << qint64(0) << false << ints({});
    QTest::newRow("exponential step 1") << qint64(1) << qint64(5) << qint64(1) << true << ints({});
    QTest::newRow("near int64 max, no overflow")
        << qint64(INT64_MAX - 3) << qint64(INT64_MAX) << qint64(2) << false
        << ints({INT64_MAX - 3, INT64_MAX - 1});
    QTest::newRow("exponential near max, no overflow")
        << qint64(INT64_MAX / 3) << qint64(INT64_MAX) << qint64(2) << true
        << ints({INT64_MAX / 3, INT64_MAX / 3 * 2});
}

void TestPlan::rangeValues() {
    QFETCH(qint64, start);
    QFETCH(qint64, end);
    QFETCH(qint64, step);
    QFETCH(bool, exponential);
    QFETCH(std::vector<std::int64_t>, expected);
    RangeAxis range;
    range.start = start;
    range.end = end;
    range.step = step;
    range.exponential = exponential;
    QCOMPARE(range.values(), expected);
}

// ------------------------------------------------------------------ worker and target cycling

void TestPlan::cycling_data() {
    QTest::addColumn<QByteArray>("sweep");
    QTest::addColumn<SweepParam>("param");
    QTest::addColumn<std::vector<std::int64_t>>("values");
    QTest::addColumn<QStringList>("workers");  // each step's workers, "a1 b1" …
    // Workers cycling: each dynamo its first N (A holds a1, a2; B holds b1).
    QTest::newRow("workers list") << QByteArray(R"({"workers": [1, 2]})") << SweepParam::Workers
                                  << ints({1, 2}) << QStringList{"a1 b1", "a1 b1 a2"};
    QTest::newRow("workers range") << QByteArray(R"({"workers": {"start": 1, "end": 2}})")
                                   << SweepParam::Workers << ints({1, 2})
                                   << QStringList{"a1 b1", "a1 b1 a2"};
    QTest::newRow("workers descending") << QByteArray(R"({"workers": [2, 1]})") << SweepParam::Workers
                                        << ints({2, 1}) << QStringList{"a1 b1 a2", "a1 b1"};
    // Target cycling: the plan's first N, across dynamos.
    QTest::newRow("targets list") << QByteArray(R"({"targets": [1, 2, 3]})") << SweepParam::Targets
                                  << ints({1, 2, 3}) << QStringList{"a1", "a1 b1", "a1 b1 a2"};
    QTest::newRow("targets range") << QByteArray(R"({"targets": {"start": 1, "end": 3, "step": 2}})")
                                   << SweepParam::Targets << ints({1, 3})
                                   << QStringList{"a1", "a1 b1 a2"};
    QTest::newRow("targets exponential")
        << QByteArray(R"({"targets": {"start": 1, "end": 3, "mode": "exponential"}})")
        << SweepParam::Targets << ints({1, 2}) << QStringList{"a1", "a1 b1"};
}

void TestPlan::cycling() {
    QFETCH(QByteArray, sweep);
    QFETCH(SweepParam, param);
    QFETCH(std::vector<std::int64_t>, values);
    QFETCH(QStringList, workers);
    const Plan plan = parseOk(cyclingPlan(sweep.constData()));
    QCOMPARE(plan.sweep.size(), std::size_t{1});
    QCOMPARE(plan.sweep[0].param, param);
    QCOMPARE(plan.sweep[0].values, values);
    QCOMPARE(iometry::model::mostWorkersOnOneDynamo(plan), 2);

    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), values.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QStringList names;
        for (const auto& w : steps[i].workers) names << QString::fromStdString(w.name);
        QCOMPARE(names.join(' '), workers[static_cast<int>(i)]);
        const std::optional<int> n = static_cast<int>(values[i]);
        QCOMPARE(steps[i].params.workers, param == SweepParam::Workers ? n : std::nullopt);
        QCOMPARE(steps[i].params.targets, param == SweepParam::Targets ? n : std::nullopt);
        // The workers that run are the plan's own, partner ends included.
        for (const auto& w : steps[i].workers)
            QVERIFY(std::find(plan.workers.begin(), plan.workers.end(), w) != plan.workers.end());
    }

    // Written back under the same key, as a list: the same steps again.
    const Json written = iometry::model::toJson(plan);
    QCOMPARE(written["sweep"].begin().key(), std::string(iometry::model::toString(param)));
    QCOMPARE(written["sweep"].begin().value().get<std::vector<std::int64_t>>(), values);
    QVERIFY(parseOk(dumped(written)) == plan);
}

void TestPlan::cyclingCrossedWithSize() {
    // Crossed with another axis like any axis, in the order written.
    const Plan plan = parseOk(cyclingPlan(R"({"targets": [1, 3], "size": [512, 4096]})"));
    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), std::size_t{4});
    const std::pair<std::size_t, std::uint64_t> expected[] = {{1, 512}, {1, 4096}, {3, 512}, {3, 4096}};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i].workers.size(), expected[i].first);
        QCOMPARE(steps[i].params.size, std::optional<std::uint64_t>(expected[i].second));
        QCOMPARE(steps[i].specs[0].lines[0].size, expected[i].second);
    }
    // With outstanding: the step's workers get the swept value, the others are absent.
    const Plan both = parseOk(cyclingPlan(R"({"workers": [1], "outstanding": [4]})"));
    const Step step = iometry::model::expandSteps(both).front();
    QCOMPARE(step.workers.size(), std::size_t{2});
    for (const auto& w : step.workers) QCOMPARE(w.outstanding, 4);
}

void TestPlan::phases() {
    // A step of phase p runs the workers of phase p; crossed with size like any axis.
    const Plan plan = parseOk(phasedPlan(R"({"phase": [1, 0], "size": [512, 4096]})"));
    QCOMPARE(plan.workers[0].phase, 0);
    QCOMPARE(plan.workers[2].phase, 1);
    const std::vector<Step> steps = iometry::model::expandSteps(plan);
    QCOMPARE(steps.size(), std::size_t{4});
    const char* expected[] = {"b1 a2", "b1 a2", "a1", "a1"};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QStringList names;
        for (const auto& w : steps[i].workers) names << QString::fromStdString(w.name);
        QCOMPARE(names.join(' '), QString(expected[i]));
        QCOMPARE(steps[i].params.phase, std::optional<int>(i < 2 ? 1 : 0));
        QVERIFY(!steps[i].params.workers && !steps[i].params.targets);
    }
    QCOMPARE(*steps[1].params.size, std::uint64_t{4096});

    // Written back: the workers' phases (only where not 0) and the axis, the same plan again.
    const Json written = iometry::model::toJson(plan);
    QVERIFY(!written["workers"][0].contains("phase"));
    QCOMPARE(written["workers"][1]["phase"].get<int>(), 1);
    QCOMPARE(written["sweep"]["phase"].get<std::vector<std::int64_t>>(), (std::vector<std::int64_t>{1, 0}));
    QVERIFY(parseOk(dumped(written)) == plan);

    // A worker of a phase the axis leaves out never runs; that is allowed (a plan's choice).
    const Plan one = parseOk(phasedPlan(R"({"phase": [1]})"));
    QCOMPARE(iometry::model::expandSteps(one).front().workers.size(), std::size_t{2});
}

void TestPlan::cycledWorkersKeepPlanOrder() {
    // Interleaved dynamos: each dynamo's first N, the result in plan order.
    std::vector<iometry::model::WorkerDef> workers;
    for (const auto& [name, dynamo] : {std::pair{"x1", "X"}, {"y1", "Y"}, {"y2", "Y"}, {"x2", "X"},
                                       {"x3", "X"}, {"z1", "Z"}}) {
        iometry::model::WorkerDef w;
        w.name = name;
        w.dynamo = dynamo;
        workers.push_back(w);
    }
    auto names = [](const std::vector<iometry::model::WorkerDef>& ws) {
        QStringList out;
        for (const auto& w : ws) out << QString::fromStdString(w.name);
        return out.join(' ');
    };
    using iometry::model::cycledWorkers;
    QCOMPARE(names(cycledWorkers(workers, 1, std::nullopt)), QString("x1 y1 z1"));
    QCOMPARE(names(cycledWorkers(workers, 2, std::nullopt)), QString("x1 y1 y2 x2 z1"));
    QCOMPARE(names(cycledWorkers(workers, 3, std::nullopt)), QString("x1 y1 y2 x2 x3 z1"));
    QCOMPARE(names(cycledWorkers(workers, std::nullopt, 1)), QString("x1"));
    QCOMPARE(names(cycledWorkers(workers, std::nullopt, 4)), QString("x1 y1 y2 x2"));
    QCOMPARE(names(cycledWorkers(workers, std::nullopt, std::nullopt)), names(workers));

    // The values an axis may take: 1 … the workers (targets), 1 … the most on one dynamo.
    Plan plan;
    plan.workers = workers;
    using iometry::model::cycleLimit;
    QCOMPARE(cycleLimit(plan, SweepParam::Targets), 6);
    QCOMPARE(cycleLimit(plan, SweepParam::Workers), 3);
    QCOMPARE(cycleLimit(plan, SweepParam::Size), 0);
    // The validator holds a plan to the same limits.
    Json j = cyclingJson(R"({"workers": [1, 2]})");
    QCOMPARE(problemStrings(parse(dumped(j))), QStringList{});
    j["sweep"]["workers"] = Json::array({1, 3});
    QCOMPARE(problemStrings(parse(dumped(j))),
             QStringList{"sweep.workers[1]: must be at most 2 (the most workers any one dynamo holds), got 3"});
}

// ------------------------------------------------------------------ addresses

void TestPlan::addresses() {
    using namespace iometry::model;
    // The one reading of an address (engine/model/address.hpp), which the workbench shares.
    QCOMPARE(ipFamily("10.0.0.1"), IpFamily::V4);
    QCOMPARE(ipFamily("fd00::1"), IpFamily::V6);
    QCOMPARE(ipFamily("10.0.0.300"), IpFamily::Invalid);
    QCOMPARE(ipFamily("fe80::1%eth0"), IpFamily::Invalid);  // plans carry no scope
    QCOMPARE(ipFamily("hostb"), IpFamily::Invalid);
    QVERIFY(isLoopbackAddress("127.0.0.2"));
    QVERIFY(isLoopbackAddress("0::1"));
    QVERIFY(!isLoopbackAddress("10.0.0.1"));
    QVERIFY(isLinkLocalAddress("fe80::1"));
    QVERIFY(!isLinkLocalAddress("fd00::1"));

    QVERIFY(isWildcardAddress("0.0.0.0"));
    QVERIFY(isWildcardAddress("::"));
    QVERIFY(isWildcardAddress("0:0::0"));
    QVERIFY(!isWildcardAddress("::1"));
    QVERIFY(!isWildcardAddress("10.0.0.1"));
    QVERIFY(!isWildcardAddress(""));
    QVERIFY(!isWildcardAddress("0"));

    QCOMPARE(loopbackAddress(IpFamily::V4), std::string("127.0.0.1"));
    QCOMPARE(loopbackAddress(IpFamily::V6), std::string("::1"));

    QCOMPARE(hostPort("10.0.0.1", 5201), std::string("10.0.0.1:5201"));
    QCOMPARE(hostPort("fd00::1", 40123), std::string("[fd00::1]:40123"));
    QCOMPARE(hostPort("fe80::1%eth0", 80), std::string("[fe80::1%eth0]:80"));
    QCOMPARE(hostPort("hostb", 0), std::string("hostb:0"));
    QCOMPARE(bracketedHost("::1"), std::string("[::1]"));
    QCOMPARE(bracketedHost("ADDRESS"), std::string("ADDRESS"));

    // A local dynamo dials a manager listening on every address on loopback, of its family.
    using iometry::session::localManagerAddress;
    QCOMPARE(localManagerAddress("0.0.0.0", 5201), std::string("127.0.0.1:5201"));
    QCOMPARE(localManagerAddress("::", 5201), std::string("[::1]:5201"));
    QCOMPARE(localManagerAddress("fd00::1", 5201), std::string("[fd00::1]:5201"));
    QCOMPARE(localManagerAddress("10.0.0.1", 5201), std::string("10.0.0.1:5201"));

    // A run's spawned dynamos weigh about one session at nice 0 together (the kernel's
    // weights: nice 3 is 526 of 1024, nice 16 is 29, 32 × 29 = 928).
    using iometry::session::autogroupNiceFor;
    QCOMPARE(autogroupNiceFor(0), 0);
    QCOMPARE(autogroupNiceFor(1), 0);
    QCOMPARE(autogroupNiceFor(2), 3);
    QCOMPARE(autogroupNiceFor(32), 16);
    QCOMPARE(autogroupNiceFor(100000), 19);
}

// ------------------------------------------------------------------ probes

// The methods choose their steps from the load alone; every step then gets the probes as
// written: a size sweep or cycling never reaches them (docs/plan-format.md, "Probes").
void TestPlan::probesJoinEveryStepAsWritten() {
    Json j = cyclingJson(R"({"targets": [1, 2, 3], "size": [512, 4096]})");
    j["specs"].push_back(Json::parse(R"({"name": "rr", "lines": [{"size": 64, "reply": 64}]})"));
    j["workers"].insert(j["workers"].begin(),
                        Json::parse(R"({"name": "ping", "dynamo": "A", "kind": "udp",
                                        "bind": "127.0.0.1", "peer": {"dynamo": "C", "address": "127.0.0.1"},
                                        "spec": "rr", "probe": {"rate_hz": 10}})"));
    j["idle_s"] = 1;
    const PlanParseResult parsed = parse(dumped(j));
    QCOMPARE(problemStrings(parsed), QStringList{});
    const Plan& plan = *parsed.plan;
    // targets counts the load: three workers, not four.
    QCOMPARE(iometry::model::cycleLimit(plan, SweepParam::Targets), 3);
    auto source = iometry::model::makeStepSource(plan);
    QCOMPARE(source->plannedSteps(), 6);
    // The estimate counts the load's steps, each with the probes' idle second before and after.
    const auto estimate = iometry::model::estimateRun(plan);
    QCOMPARE(estimate.steps, 6LL);
    QCOMPARE(estimate.stepS, plan.rampS + plan.runS + 2.0);
    std::vector<iometry::model::StepRecord> done;
    int steps = 0;
    while (auto step = source->next(done)) {
        ++steps;
        for (const auto& w : step->workers) QVERIFY2(!w.probe, w.name.c_str());  // the load's
        Step withProbes = *step;
        iometry::model::addProbes(plan, withProbes);
        QCOMPARE(withProbes.workers.size(), step->workers.size() + 1);
        const auto& probe = withProbes.workers.back();
        QCOMPARE(probe.name, std::string("ping"));
        QCOMPARE(probe.spec, iometry::model::probeSpecName("rr"));
        const auto it = std::find_if(withProbes.specs.begin(), withProbes.specs.end(),
                                     [&](const auto& s) { return s.name == probe.spec; });
        QVERIFY(it != withProbes.specs.end());
        QCOMPARE(it->lines.front().size, std::uint64_t{64});  // not the step's 512 or 4096
        const Step idle = iometry::model::probesOf(withProbes);
        QCOMPARE(idle.workers.size(), std::size_t{1});
        QCOMPARE(idle.specs.size(), std::size_t{1});
        iometry::model::StepRecord record;
        record.step = *step;
        done.push_back(record);
    }
    QCOMPARE(steps, 6);
    // A plan of probes alone has nothing to measure beside.
    Json alone = j;
    alone.erase("sweep");
    alone["workers"] = Json::array({j["workers"][0]});
    QVERIFY(problemStrings(parse(dumped(alone))).contains(
        "workers: a plan of probes alone has no load to measure beside: add a worker that is not a probe"));
}

// docs/plan-format.md, "Many dynamos": one entry with {A..B} stands for B - A + 1 entries,
// every range of the entry counting in step; widths kept; malformed ranges named.
void TestPlan::rangesNameManyDynamos() {
    const std::string text = R"({"format": "iometry.plan/1",
        "dynamos": [{"name": "server", "spawn": true}, {"name": "c{008..010}", "spawn": true}],
        "specs": [{"name": "s", "lines": [{"size": 4096}]}],
        "workers": [{"name": "w{8..10}", "dynamo": "server", "kind": "tcp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "c{008..010}", "address": "127.0.0.1"}, "spec": "s"}]})";
    const auto parsed = iometry::model::parsePlanText(text);
    QVERIFY2(parsed.ok(), parsed.problems.empty() ? "" : parsed.problems.front().toString().c_str());
    const auto& plan = *parsed.plan;
    QCOMPARE(plan.dynamos.size(), std::size_t{4});
    QCOMPARE(plan.dynamos[1].name, std::string("c008"));
    QCOMPARE(plan.dynamos[3].name, std::string("c010"));
    QCOMPARE(plan.workers.size(), std::size_t{3});
    QCOMPARE(plan.workers[2].name, std::string("w10"));
    QCOMPARE(plan.workers[2].ends()->peer.dynamo, std::string("c010"));
    // Written back, the plan lists every entry, and reads back the same.
    const auto again = iometry::model::parsePlan(iometry::model::toJson(plan));
    QVERIFY(again.ok());
    QCOMPARE(again.plan->dynamos, plan.dynamos);

    for (const auto& [bad, path, says] : std::vector<std::tuple<std::string, std::string, std::string>>{
             {R"("c{5..1}")", "dynamos[0].name", "counts down"},
             {R"("c{1..3}{1..3}")", "dynamos[0].name", "two ranges"},
             {R"("c{1..5000}")", "dynamos[0].name", "at most 4096"}}) {
        const auto p = iometry::model::parsePlanText(R"({"format": "iometry.plan/1", "dynamos": [{"name": )" + bad +
                                                     R"(}], "specs": [], "workers": []})");
        QVERIFY(!p.ok());
        QCOMPARE(p.problems.front().path, path);
        QVERIFY2(p.problems.front().message.find(says) != std::string::npos, p.problems.front().message.c_str());
    }
    const auto uneven = iometry::model::parsePlanText(R"({"format": "iometry.plan/1",
        "dynamos": [{"name": "c{1..3}"}], "specs": [{"name": "s", "lines": [{"size": 4096}]}],
        "workers": [{"name": "w{1..2}", "dynamo": "c{1..3}", "kind": "disk", "path": "/tmp/x",
                     "file_size": 1048576, "spec": "s"}]})");
    QVERIFY(!uneven.ok());
    QVERIFY2(uneven.problems.front().message.find("must count as many") != std::string::npos,
             uneven.problems.front().message.c_str());
}

// docs/iometer-files.md, "IOmeter's dynamos": what a stock IOmeter dynamo cannot run is
// refused, naming the worker.
void TestPlan::iometerDynamosChecked() {
    const std::string good = R"({"format": "iometry.plan/1",
        "dynamos": [{"name": "W2019", "protocol": "iometer"}, {"name": "LAB-2", "protocol": "iometer"}],
        "specs": [{"name": "s", "lines": [{"size": 4096, "read": 100}]}],
        "workers": [{"name": "d", "dynamo": "W2019", "kind": "disk", "path": "D:", "file_size": 1048576,
                     "outstanding": 8, "spec": "s"},
                    {"name": "t", "dynamo": "W2019", "kind": "tcp", "bind": "10.0.0.1",
                     "peer": {"dynamo": "LAB-2", "address": "10.0.0.2"}, "spec": "s"}]})";
    const auto parsed = iometry::model::parsePlanText(good);
    QVERIFY2(parsed.ok(), parsed.problems.empty() ? "" : parsed.problems.front().toString().c_str());
    QVERIFY(parsed.plan->dynamos[0].iometer());
    // The key is written back only when it is not the default.
    const auto json = iometry::model::toJson(*parsed.plan);
    QCOMPARE(json["dynamos"][0]["protocol"].get<std::string>(), std::string("iometer"));

    nlohmann::ordered_json bad = nlohmann::ordered_json::parse(good);
    bad["dynamos"][1]["protocol"] = "iometry";  // the pair's partner on an Iometry dynamo
    bad["workers"][1]["outstanding"] = 2;
    bad["workers"][0]["direct"] = false;
    const auto refused = iometry::model::parsePlan(bad);
    QVERIFY(!refused.ok());
    std::string all;
    for (const auto& p : refused.problems) all += p.toString() + "\n";
    QVERIFY2(all.find("workers[1].peer.dynamo: worker \"t\" runs on an IOmeter dynamo") != std::string::npos, all.c_str());
    QVERIFY2(all.find("workers[1].outstanding") != std::string::npos, all.c_str());
    QVERIFY2(all.find("workers[0].direct") != std::string::npos, all.c_str());
    bad = nlohmann::ordered_json::parse(good);
    bad["dynamos"][0]["protocol"] = "iometer 1.1";
    QCOMPARE(iometry::model::parsePlan(bad).problems.front().path, std::string("dynamos[0].protocol"));
}

QTEST_APPLESS_MAIN(TestPlan)
#include "test_plan.moc"
