// check(const Plan&) says of a plan in memory what the reader says of it written out: for
// every example plan, broken one value at a time in memory (a kind's setting out of its
// table's range, a method's, a worker's or a spec's key, a sweep's value, what spans the
// parts), the problems of check(plan) equal those of parsePlan(toJson(plan)), the same
// paths, messages and order, so that the workbench's check after each edit cannot drift
// from the reader's.

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/fine_sweep/fine_sweep_method.hpp"
#include "engine/methods/ramp/ramp_method.hpp"
#include "engine/methods/udp_ramp/udp_ramp_method.hpp"
#include "engine/model/plan.hpp"
#include "engine/plan/plan_json.hpp"

#include <QtTest>

#include <QDir>

#include <functional>
#include <string>
#include <vector>

using namespace iometry::model;

namespace {

/** A change of a plan that breaks it; false when the plan has nothing it applies to. */
using Break = std::function<bool(Plan&)>;

/** @p change applied to the first worker whose settings are @p S. */
template <typename S>
Break onFirst(std::function<void(S&, WorkerDef&)> change) {
    return [change](Plan& plan) {
        for (WorkerDef& w : plan.workers)
            if (S* s = w.as<S>()) {
                change(*s, w);
                return true;
            }
        return false;
    };
}

/** @p change applied to the procedure when its settings are @p S. */
template <typename S>
Break onProcedure(std::function<void(S&)> change) {
    return [change](Plan& plan) {
        S* s = plan.procedure.settings ? dynamic_cast<S*>(&*plan.procedure.settings) : nullptr;
        if (!s) return false;
        change(*s);
        return true;
    };
}

std::vector<std::pair<const char*, Break>> breaks() {
    std::vector<std::pair<const char*, Break>> b;
    b.push_back({"nothing", [](Plan&) { return true; }});
    // The plan's own keys
    b.push_back({"run_s 0", [](Plan& p) { return p.runS = 0, true; }});
    b.push_back({"ramp_s -1", [](Plan& p) { return p.rampS = -1, true; }});
    b.push_back({"sample_ms 5", [](Plan& p) { return p.sampleMs = 5, true; }});
    b.push_back({"repeats 0", [](Plan& p) { return p.repeats = 0, true; }});
    b.push_back({"wait_s 1e9", [](Plan& p) { return p.waitS = 1e9, true; }});
    b.push_back({"format", [](Plan& p) { return p.format = "iometry.plan/2", true; }});
    b.push_back({"dynamo name", [](Plan& p) { return p.dynamos[0].name = "a/b", true; }});
    b.push_back({"no dynamos", [](Plan& p) { return p.dynamos.clear(), true; }});
    // Specs
    b.push_back({"line read 140", [](Plan& p) { return p.specs[0].lines[0].read = 140, true; }});
    b.push_back({"line size 0", [](Plan& p) { return p.specs[0].lines[0].size = 0, true; }});
    b.push_back({"line burst 0", [](Plan& p) { return p.specs[0].lines[0].burst = 0, true; }});
    b.push_back({"shares 50", [](Plan& p) { return p.specs[0].lines[0].share = 50, true; }});
    b.push_back({"reply and read 50", [](Plan& p) {
                     p.specs[0].lines[0].reply = 64;
                     p.specs[0].lines[0].read = 50;
                     return true;
                 }});
    b.push_back({"spec name empty", [](Plan& p) { return p.specs[0].name.clear(), true; }});
    b.push_back({"no lines", [](Plan& p) { return p.specs[0].lines.clear(), true; }});
    // Every worker's keys
    b.push_back({"outstanding 0", [](Plan& p) { return p.workers[0].outstanding = 0, true; }});
    b.push_back({"outstanding 5000", [](Plan& p) { return p.workers[0].outstanding = 5000, true; }});
    b.push_back({"outstanding 100", [](Plan& p) { return p.workers[0].outstanding = 100, true; }});
    b.push_back({"cpu 2000", [](Plan& p) { return p.workers[0].cpu = 2000, true; }});
    b.push_back({"phase 3", [](Plan& p) { return p.workers[0].phase = 3, true; }});
    b.push_back({"rate_per_s 0", [](Plan& p) { return p.workers[0].ratePerS = 0.0, true; }});
    b.push_back({"rate_per_s 1e8", [](Plan& p) { return p.workers[0].ratePerS = 1e8, true; }});
    // Requests on a schedule where there are none, or with pauses; arrivals without a rate.
    b.push_back({"rate_per_s", [](Plan& p) { return p.workers[0].ratePerS = 1000.0, true; }});
    b.push_back({"rate_per_s with delay_ms", [](Plan& p) {
                     for (WorkerDef& w : p.workers)
                         for (AccessSpec& spec : p.specs)
                             if (spec.name == w.spec && hasReplies(spec)) {
                                 spec.lines[0].delayMs = 10;
                                 w.ratePerS = 100.0;
                                 return true;
                             }
                     return false;
                 }});
    b.push_back({"arrivals poisson", [](Plan& p) { return p.workers[0].arrivals = Arrivals::Poisson, true; }});
    b.push_back({"spec missing", [](Plan& p) { return p.workers[0].spec = "missing", true; }});
    b.push_back({"spec empty", [](Plan& p) { return p.workers[0].spec.clear(), true; }});
    b.push_back({"dynamo missing", [](Plan& p) { return p.workers[0].dynamo = "nowhere", true; }});
    b.push_back({"worker name", [](Plan& p) { return p.workers[0].name = "", true; }});
    b.push_back({"no workers", [](Plan& p) { return p.workers.clear(), true; }});
    // A pair's ends
    b.push_back({"bind eth0", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.ends.bind = "eth0"; })});
    b.push_back({"families", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.ends.peer.address = "::1"; })});
    b.push_back({"peer cpu", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.ends.peer.cpu = 1024; })});
    b.push_back({"peer dynamo empty", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.ends.peer.dynamo.clear(); })});
    b.push_back({"peer dynamo missing", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.ends.peer.dynamo = "C"; })});
    // tcp's socket controls
    b.push_back({"mss 5", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.socket.mss = 5; })});
    b.push_back({"send_buffer 100", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.socket.sendBuffer = 100; })});
    b.push_back({"receive_buffer 2^31", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) {
                     s.socket.receiveBuffer = std::int64_t{1} << 31;
                 })});
    b.push_back({"congestion", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.socket.congestion = "no such!"; })});
    b.push_back({"busy_poll_us", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.socket.busyPollUs = 2000000; })});
    b.push_back({"pacing 0", onFirst<TcpSettings>([](TcpSettings& s, WorkerDef&) { s.socket.pacingMbit = 0.0; })});
    // udp's
    b.push_back({"rate 2e6", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.rateMbit = 2e6; })});
    b.push_back({"rate none", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.rateMbit = 0; })});
    b.push_back({"udp engine", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.engine = "dpdk"; })});
    b.push_back({"udp raw", onFirst<UdpSettings>([](UdpSettings& s, WorkerDef&) { s.engine = "raw"; })});
    b.push_back({"udp outstanding", onFirst<UdpSettings>([](UdpSettings&, WorkerDef& w) { w.outstanding = 2; })});
    // disk's
    b.push_back({"path empty", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) { s.path.clear(); })});
    b.push_back({"file_size 100", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) { s.fileSize = 100; })});
    b.push_back({"file_size none", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) { s.fileSize = 0; })});
    b.push_back({"device unconsented", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) {
                     s.path = "/dev/sdz";
                     s.fileSize = 0;
                     s.blockDevice = false;
                 })});
    b.push_back({"force", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) {
                     s.force = true;
                     s.blockDevice = false;
                 })});
    b.push_back({"disk engine", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) { s.engine = "aio"; })});
    b.push_back({"data_pattern zeros", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) {
                     s.dataPattern = "zeros";
                 })});
    b.push_back({"data_pattern with verify", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) {
                     s.verify = true;
                     s.dataPattern = "full_random";
                 })});
    b.push_back({"start_offset 1000",
                 onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) { s.startOffset = 1000; })});
    b.push_back({"start_offset past 2^50", onFirst<DiskSettings>([](DiskSettings& s, WorkerDef&) {
                     s.startOffset = std::uint64_t{1} << 50;
                 })});
    // Sweeps
    b.push_back({"sweep size 0", [](Plan& p) { return p.sweep.push_back({SweepParam::Size, {0, 64}}), true; }});
    b.push_back({"sweep outstanding", [](Plan& p) {
                     return p.sweep.push_back({SweepParam::Outstanding, {1, 100}}), true;
                 }});
    b.push_back({"sweep empty", [](Plan& p) { return p.sweep.push_back({SweepParam::Mtu, {}}), true; }});
    b.push_back({"sweep workers 9", [](Plan& p) { return p.sweep.push_back({SweepParam::Workers, {1, 9}}), true; }});
    b.push_back({"sweep targets 9", [](Plan& p) { return p.sweep.push_back({SweepParam::Targets, {9}}), true; }});
    b.push_back({"sweep phase 7", [](Plan& p) { return p.sweep.push_back({SweepParam::Phase, {0, 7}}), true; }});
    b.push_back({"sweep mtu", [](Plan& p) { return p.sweep.push_back({SweepParam::Mtu, {1500, 9000}}), true; }});
    // Methods
    b.push_back({"ramp patience 0", onProcedure<RampParams>([](RampParams& s) { s.patience = 0; })});
    b.push_back({"ramp end", onProcedure<RampParams>([](RampParams& s) { s.range.end = 100000; })});
    b.push_back({"udp_ramp to < from", onProcedure<UdpRampParams>([](UdpRampParams& s) { s.toMbit = s.fromMbit / 2; })});
    b.push_back({"udp_ramp step -1", onProcedure<UdpRampParams>([](UdpRampParams& s) { s.stepMbit = -1; })});
    b.push_back({"fine_sweep to < from", onProcedure<FineSweepParams>([](FineSweepParams& s) { s.to = s.from - 1; })});
    return b;
}

}  // namespace

class TestPlanCheck : public QObject {
    Q_OBJECT

private slots:
    void checkSaysWhatTheReaderSays_data();
    void checkSaysWhatTheReaderSays();
    void everyBreakApplies();
};

void TestPlanCheck::checkSaysWhatTheReaderSays_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("change");
    const QDir examples(QStringLiteral(IOMETRY_TEST_DATA "/../../../examples"));
    const auto all = breaks();
    for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        for (int i = 0; i < static_cast<int>(all.size()); ++i)
            QTest::newRow(qPrintable(name + QStringLiteral(": ") + QString::fromLatin1(all[static_cast<std::size_t>(i)].first)))
                << examples.filePath(name) << i;
}

void TestPlanCheck::checkSaysWhatTheReaderSays() {
    QFETCH(QString, file);
    QFETCH(int, change);
    const PlanParseResult read = loadPlanFile(file.toStdString());
    QVERIFY(read.ok());
    Plan plan = *read.plan;
    if (!breaks()[static_cast<std::size_t>(change)].second(plan)) QSKIP("nothing of the plan it applies to");
    const Problems inMemory = check(plan);
    const Problems written = parsePlan(toJson(plan)).problems;
    QStringList a, b;
    for (const PlanProblem& p : inMemory) a << QString::fromStdString(p.toString());
    for (const PlanProblem& p : written) b << QString::fromStdString(p.toString());
    QCOMPARE(a, b);
}

void TestPlanCheck::everyBreakApplies() {
    // Each break finds something to break in some example, and breaks it: check() of at
    // least one example says a problem (the first, "nothing", none).
    const QDir examples(QStringLiteral(IOMETRY_TEST_DATA "/../../../examples"));
    const auto all = breaks();
    for (std::size_t i = 0; i < all.size(); ++i) {
        bool applied = false, found = false;
        for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            Plan plan = *loadPlanFile(examples.filePath(name).toStdString()).plan;
            if (!all[i].second(plan)) continue;
            applied = true;
            found = found || !check(plan).empty();
        }
        QVERIFY2(applied, all[i].first);
        QVERIFY2(found == (i != 0), all[i].first);
    }
}

QTEST_APPLESS_MAIN(TestPlanCheck)
#include "test_plan_check.moc"
