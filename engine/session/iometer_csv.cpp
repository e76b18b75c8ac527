#include "engine/session/iometer_csv.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <map>
#include <optional>
#include <set>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::results {

namespace {

// The columns of the results header line (docs/metrics.md, "iometer.csv"), by position.
enum Col : std::size_t {
    TargetType, TargetName, SpecName, Managers, Workers, Disks,
    IOps, ReadIOps, WriteIOps, MiBps, ReadMiBps, WriteMiBps, MBps, ReadMBps, WriteMBps,
    TransPerS, ConnPerS,
    AvgResp, AvgReadResp, AvgWriteResp, AvgTrans, AvgConn,
    MaxResp, MaxReadResp, MaxWriteResp, MaxTrans, MaxConn,
    Errors, ReadErrors, WriteErrors, BytesRead, BytesWritten, ReadIOs, WriteIOs,
    Connections, TransPerConn,
    RawReadResp, RawWriteResp, RawTrans, RawConn,
    MaxRawReadResp, MaxRawWriteResp, MaxRawTrans, MaxRawConn, RawRunTime,
    StartSector, MaxSize, QueueDepth,
    CpuPct, UserPct, PrivilegedPct, DpcPct, InterruptPct, ProcessorSpeed, IrqPerS, CpuEffectiveness,
    PacketsPerS, PacketErrors, SegmentsRetransmittedPerS,
    FirstLatencyBin,
    ColumnCount = FirstLatencyBin + 21
};

/** Ticks per second of the raw times: they are nanoseconds ("Processor Speed" says so, a
 *  double with six decimals as IOmeter writes it: 10000000.000000 for Windows' 100 ns). */
constexpr double kTicksPerSecond = 1e9;
/** IOmeter's value for a setting that differs between the workers a row sums, and for a
 *  count that does not apply (Transactions per Connection without connections). */
constexpr const char* kAmbiguous = "-1";
/** The same -1 in IOmeter's unsigned sector columns: also a network target's, which has none. */
constexpr const char* kNoSectors = "18446744073709551615";
/** The upper ends of IOmeter's latency bins, in ns (the last bin, >= 10 s, has none). */
constexpr std::array<std::uint64_t, 20> kBinEndsNs = {
    50'000,        100'000,       200'000,       500'000,       1'000'000,
    2'000'000,     5'000'000,     10'000'000,    15'000'000,    20'000'000,
    30'000'000,    50'000'000,    100'000'000,   200'000'000,   500'000'000,
    1'000'000'000, 2'000'000'000, 4'700'000'000, 5'000'000'000, 10'000'000'000};
constexpr double kMiB = 1024.0 * 1024.0;

/** A measured value as IOmeter writes its doubles: fixed, six decimals, C locale. */
std::string num(double value) {
    if (!std::isfinite(value)) return "";
    char buffer[400];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value,
                                       std::chars_format::fixed, 6);
    if (written.ec != std::errc()) return "";
    std::string text(buffer, written.ptr);
    return text == "-0.000000" ? "0.000000" : text;
}

std::string count(double value) {
    if (!std::isfinite(value) || value < 0) return "";
    return std::to_string(static_cast<std::uint64_t>(std::llround(value)));
}

/** A name in a field: commas and line breaks become spaces, as IOmeter does with target
 *  names, since readers of its files split lines at every comma. */
std::string clean(std::string text) {
    for (char& c : text)
        if (c == ',' || c == '\n' || c == '\r') c = ' ';
    return text;
}

std::string line(const std::vector<std::string>& fields) {
    std::string text;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) text += ',';
        text += fields[i];
    }
    return text + '\n';
}

std::string timeStamp(std::chrono::system_clock::time_point when) {
    using std::chrono::milliseconds;
    const auto ms = std::chrono::duration_cast<milliseconds>(when.time_since_epoch()).count();
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm local{};
    localtime_r(&seconds, &local);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d %02d:%02d:%02d:%03d", local.tm_year + 1900,
                  local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec,
                  static_cast<int>(ms % 1000));
    return buffer;
}

/** What the latency columns of a row time (docs/metrics.md, "Latency columns"). */
enum class Timed { Nothing, Io, Transaction, Mixed };

Timed timedBy(const model::WorkerDef* w, const MetricRow& row) {
    if (row.latEmpty) return Timed::Nothing;
    if (w && w->kind() && w->kind()->isStorage()) return Timed::Io;
    return row.transactionsPerS > 0 ? Timed::Transaction : Timed::Io;
}

Timed combine(Timed a, Timed b) {
    if (a == Timed::Nothing) return b;
    if (b == Timed::Nothing || a == b) return a;
    return Timed::Mixed;
}

/** The value every worker of a row shares; @p differ when they differ or there is none
 *  (IOmeter's value for a manager without workers). */
std::string common(const std::vector<std::string>& values, const char* differ = kAmbiguous) {
    if (values.empty()) return differ;
    for (const auto& v : values)
        if (v != values.front()) return differ;
    return values.front();
}

/**
 * IOmeter's 21 latency bins: how many of what the row timed took each time (docs/metrics.md,
 * "iometer.csv"). A bucket of the histogram counts in the bin holding its lowest value.
 */
void fillBins(std::vector<std::string>& f, const stats::LatencyHistogram& h) {
    std::array<std::uint64_t, kBinEndsNs.size() + 1> bins{};
    if (h.count() > 0)
        for (std::size_t i = 0; i < stats::LatencyHistogram::kBucketCount; ++i)
            if (const std::uint64_t n = h.countAt(i)) {
                const std::uint64_t ns = stats::LatencyHistogram::lowestValue(i);
                const auto end = std::upper_bound(kBinEndsNs.begin(), kBinEndsNs.end(), ns);
                bins[static_cast<std::size_t>(end - kBinEndsNs.begin())] += n;
            }
    for (std::size_t b = 0; b < bins.size(); ++b) f[FirstLatencyBin + b] = std::to_string(bins[b]);
}

/**
 * A row's transactions per second as IOmeter counts them: its request/reply pairs, or,
 * without any, each of its I/Os (a disk's, a stream's): IOmeter's disk rows, and its
 * network rows without replies, have Transactions per Second equal to their IOps.
 */
double transactionsOf(const MetricRow& r) {
    return r.transactionsPerS > 0 ? r.transactionsPerS : r.opsPerS;
}

/** The transactions of the workers a row sums (as transactionsOf counts them), and their
 *  times (µs). */
struct TransactionSums {
    double count = 0, sumUs = 0, maxUs = 0;
    double ioOpsPerS = 0;  ///< the I/Os of the workers without request/reply pairs
    void add(const MetricRow& worker) {
        const double n = transactionsOf(worker) * worker.seconds;
        if (worker.transactionsPerS <= 0) ioOpsPerS += worker.opsPerS;
        if (worker.latEmpty) return;
        count += n;
        sumUs += worker.latMeanUs * n;
        maxUs = std::max(maxUs, worker.latMaxUs);
    }
};

/** A row's errors by direction, when the data tells them apart. */
struct ErrorSplit {
    bool known = true;
    std::uint64_t reads = 0, writes = 0;
};

/**
 * Errors are counted per worker end, not per direction: a sample carries one count
 * (results/counters.hpp, `errors`; a disk worker knows a failed I/O's direction but does
 * not send it, a TCP end's failed connect has none). The split is known only when there
 * were none, or when the row did I/O in one direction only; otherwise the split columns
 * get IOmeter's -1 ("no value"), the total staying in Errors.
 */
ErrorSplit errorSplitOf(const MetricRow& r) {
    const bool reads = std::llround(r.readOpsPerS * r.seconds) > 0;
    const bool writes = std::llround(r.writeOpsPerS * r.seconds) > 0;
    if (r.errors != 0 && reads == writes) return {false, 0, 0};
    return {true, reads ? r.errors : 0, writes ? r.errors : 0};
}

/**
 * The traffic, latency, error and raw columns of @p row. @p raw: the raw columns (the ALL
 * row leaves them empty, as IOmeter does). @p summed: the transactions of the workers the
 * row sums: a row with request/reply pairs counts their I/Os too, and a row that mixes the
 * two takes their times. @p workerErrors: the row's errors by
 * direction, when known from its workers.
 */
void fillTraffic(std::vector<std::string>& f, const MetricRow& r, Timed timed, bool raw,
                 const TransactionSums* summed = nullptr,
                 const ErrorSplit* workerErrors = nullptr) {
    const double readBytesPerS = r.readMbitPerS * 1e6 / 8;
    const double writeBytesPerS = r.writeMbitPerS * 1e6 / 8;
    f[IOps] = num(r.opsPerS);
    f[ReadIOps] = num(r.readOpsPerS);
    f[WriteIOps] = num(r.writeOpsPerS);
    f[MiBps] = num(r.mbPerS * 1e6 / kMiB);
    f[ReadMiBps] = num(readBytesPerS / kMiB);
    f[WriteMiBps] = num(writeBytesPerS / kMiB);
    f[MBps] = num(r.mbPerS);
    f[ReadMBps] = num(readBytesPerS / 1e6);
    f[WriteMBps] = num(writeBytesPerS / 1e6);
    // IOmeter counts each I/O without a reply as a transaction: a row without request/reply
    // pairs has its IOps; one with them, theirs and its other workers' I/Os.
    const double transactionsPerS =
        r.transactionsPerS > 0 ? r.transactionsPerS + (summed ? summed->ioOpsPerS : 0)
                               : transactionsOf(r);
    f[TransPerS] = num(transactionsPerS);
    // No connection-rate test: IOmeter's zeros and its "not enabled" for transactions per
    // connection.
    f[ConnPerS] = num(0);
    f[AvgConn] = num(0);
    f[MaxConn] = num(0);
    f[Connections] = "0";
    f[TransPerConn] = kAmbiguous;

    const double readIos = r.readOpsPerS * r.seconds;
    const double writeIos = r.writeOpsPerS * r.seconds;
    const double transactions = transactionsPerS * r.seconds;
    const double meanMs = r.latMeanUs / 1e3, maxMs = r.latMaxUs / 1e3;
    // Response times: each direction over its own I/Os (docs/metrics.md, "iometer.csv"); a
    // direction with none is IOmeter's 0, one that did I/O but timed none (a reply, inside
    // its request's round trip, or a dynamo that times both together) the whole's. A
    // transaction's round trip is its response time too, as in IOmeter; a row that timed
    // nothing (a stream) has IOmeter's 0.
    const bool timesSomething = timed != Timed::Nothing;
    f[AvgResp] = num(timesSomething ? meanMs : 0);
    f[MaxResp] = num(timesSomething ? maxMs : 0);
    auto direction = [&](double ios, bool own, double meanUs, double maxUs, Col avg, Col max,
                         Col rawSum, Col rawMax) {
        if (!timesSomething || std::llround(ios) == 0) meanUs = maxUs = 0;
        else if (!own) meanUs = r.latMeanUs, maxUs = r.latMaxUs;
        f[avg] = num(meanUs / 1e3);
        f[max] = num(maxUs / 1e3);
        if (raw) {
            f[rawSum] = count(meanUs / 1e6 * kTicksPerSecond * ios);
            f[rawMax] = count(maxUs / 1e6 * kTicksPerSecond);
        }
    };
    direction(readIos, !r.readLatEmpty, r.readLatMeanUs, r.readLatMaxUs, AvgReadResp, MaxReadResp,
              RawReadResp, MaxRawReadResp);
    direction(writeIos, !r.writeLatEmpty, r.writeLatMeanUs, r.writeLatMaxUs, AvgWriteResp,
              MaxWriteResp, RawWriteResp, MaxRawWriteResp);
    // A transaction's time is the row's latency (an I/O's is its response time, as in
    // IOmeter); in a row whose latency mixes I/Os and round trips, that of the transactions
    // of its workers (docs/metrics.md, "iometer.csv").
    const bool fromWorkers = timed == Timed::Mixed && summed && summed->count > 0;
    const bool own = timed == Timed::Transaction || timed == Timed::Io;
    if (fromWorkers || own) {
        const double meanUs = fromWorkers ? summed->sumUs / summed->count : r.latMeanUs;
        const double maxUs = fromWorkers ? summed->maxUs : r.latMaxUs;
        f[AvgTrans] = num(meanUs / 1e3);
        f[MaxTrans] = num(maxUs / 1e3);
        if (raw) {
            f[RawTrans] = count(meanUs / 1e6 * kTicksPerSecond * transactions);
            f[MaxRawTrans] = count(maxUs / 1e6 * kTicksPerSecond);
        }
    } else {
        // No transactions, or none timed (a stream): IOmeter's 0.
        f[AvgTrans] = f[MaxTrans] = num(0);
        if (raw) f[RawTrans] = f[MaxRawTrans] = "0";
    }
    if (raw) {
        f[RawConn] = f[MaxRawConn] = "0";
        f[RawRunTime] = count(r.seconds * kTicksPerSecond);
        f[ProcessorSpeed] = num(kTicksPerSecond);
    }

    f[Errors] = std::to_string(r.errors);
    // By direction: the row's own split when it shows (no errors, or I/O one way only), else
    // the sum of its workers' when each of theirs shows and they account for all its errors;
    // otherwise IOmeter's -1 ("no value"), never a guessed split (docs/metrics.md).
    ErrorSplit split = errorSplitOf(r);
    if (!split.known && workerErrors && workerErrors->known &&
        workerErrors->reads + workerErrors->writes == r.errors)
        split = *workerErrors;
    f[ReadErrors] = split.known ? std::to_string(split.reads) : kAmbiguous;
    f[WriteErrors] = split.known ? std::to_string(split.writes) : kAmbiguous;
    f[BytesRead] = count(readBytesPerS * r.seconds);
    f[BytesWritten] = count(writeBytesPerS * r.seconds);
    f[ReadIOs] = count(readIos);
    f[WriteIOs] = count(writeIos);
}

/** The host columns of an ALL or MANAGER row. */
void fillHost(std::vector<std::string>& f, const MetricRow& r) {
    f[CpuPct] = num(r.cpuPct);
    f[UserPct] = num(r.cpuUserPct);
    // Privileged time counts interrupt and DPC time within it, as on Windows; Linux's
    // system time does not, so they are added (docs/metrics.md, "iometer.csv").
    f[PrivilegedPct] = num(r.cpuSystemPct + r.cpuIrqPct + r.cpuSoftirqPct);
    f[DpcPct] = num(r.cpuSoftirqPct);
    f[InterruptPct] = num(r.cpuIrqPct);
    f[IrqPerS] = num(r.irqPerS);
    f[CpuEffectiveness] = num(r.cpuPct > 0 ? r.opsPerS / r.cpuPct : 0);
    // IOmeter's host counters: every interface's packets/s, their errors/s (receive and
    // transmit), the host's TCP segments retransmitted/s. From a dynamo that reports its
    // host's network as a whole, those; from an older one, the data interfaces' packets and
    // drops and our own connections' retransmissions (docs/metrics.md, "iometer.csv").
    if (r.hostNet) {
        f[PacketsPerS] = num(r.hostPps);
        f[PacketErrors] = num(r.seconds > 0 ? static_cast<double>(r.hostNetErrors) / r.seconds : 0);
        f[SegmentsRetransmittedPerS] = num(r.hostTcpRetransPerS);
    } else {
        f[PacketsPerS] = num(r.nicRxPps + r.nicTxPps);
        f[PacketErrors] = num(r.seconds > 0 ? static_cast<double>(r.nicDrops) / r.seconds : 0);
        f[SegmentsRetransmittedPerS] = num(r.tcp ? r.retransmitsPerS : 0);
    }
}

/** The worker's target as IOmeter names it (its kind says); none for an unknown worker. */
model::IometerTarget targetOf(const model::WorkerDef* w) {
    if (!w || !w->kind()) return {};
    model::IometerTarget t = w->kind()->iometerTarget(*w);
    if (t.maxSize.empty()) t.startSector = t.maxSize = kNoSectors;  // a network target
    return t;
}

int testType(const model::Plan& plan) {
    bool workers = false, targets = false, outstanding = false;
    for (const auto& axis : plan.sweep) {
        workers = workers || axis.param == model::SweepParam::Workers;
        targets = targets || axis.param == model::SweepParam::Targets;
        outstanding = outstanding || axis.param == model::SweepParam::Outstanding;
    }
    // IOmeter's cycling options, by their position in its Test Type list.
    if (targets && outstanding) return 7;
    if (workers && targets) return 5;
    if (targets) return 1;
    if (workers) return 2;
    if (outstanding) return 6;
    return 0;
}

}  // namespace

const std::vector<std::string>& iometerColumns() {
    static const std::vector<std::string> columns = {
        "Target Type", "Target Name", "Access Specification Name", "# Managers", "# Workers",
        "# Disks", "IOps", "Read IOps", "Write IOps", "MiBps (Binary)", "Read MiBps (Binary)",
        "Write MiBps (Binary)", "MBps (Decimal)", "Read MBps (Decimal)", "Write MBps (Decimal)",
        "Transactions per Second", "Connections per Second", "Average Response Time",
        "Average Read Response Time", "Average Write Response Time", "Average Transaction Time",
        "Average Connection Time", "Maximum Response Time", "Maximum Read Response Time",
        "Maximum Write Response Time", "Maximum Transaction Time", "Maximum Connection Time",
        "Errors", "Read Errors", "Write Errors", "Bytes Read", "Bytes Written", "Read I/Os",
        "Write I/Os", "Connections", "Transactions per Connection",
        "Total Raw Read Response Time", "Total Raw Write Response Time",
        "Total Raw Transaction Time", "Total Raw Connection Time",
        "Maximum Raw Read Response Time", "Maximum Raw Write Response Time",
        "Maximum Raw Transaction Time", "Maximum Raw Connection Time", "Total Raw Run Time",
        "Starting Sector", "Maximum Size", "Queue Depth", "% CPU Utilization", "% User Time",
        "% Privileged Time", "% DPC Time", "% Interrupt Time", "Processor Speed",
        "Interrupts per Second", "CPU Effectiveness", "Packets/Second", "Packet Errors",
        "Segments Retransmitted/Second",
        // The latency histogram's bins, named as IOmeter names them (the last with its space).
        "0 to 50 uS", "50 to 100 uS", "100 to 200 uS", "200 to 500 uS", "0.5 to 1 mS",
        "1 to 2 mS", "2 to 5 mS", "5 to 10 mS", "10 to 15 mS", "15 to 20 mS", "20 to 30 mS",
        "30 to 50 mS", "50 to 100 mS", "100 to 200 mS", "200 to 500 mS", "0.5 to 1 S",
        "1 to 2 s", "2 to 4.7 s", "4.7 to 5 s", "5 to 10 s", " >= 10 s"};
    return columns;
}

std::string iometerTestBlock(const model::Plan& plan, const IometerTest& test) {
    const std::vector<model::AccessSpec>& specs = test.specs.empty() ? plan.specs : test.specs;
    auto workerDef = [&](const std::string& name) -> const model::WorkerDef* {
        for (const auto& w : plan.workers)
            if (w.name == name) return &w;
        return nullptr;
    };

    const MetricRow* all = nullptr;
    std::vector<const MetricRow*> dynamos, workers;
    for (const MetricRow& r : test.rows) {
        if (r.scope == "all" && !all) all = &r;
        if (r.scope == "dynamo") dynamos.push_back(&r);
        if (r.scope == "worker") workers.push_back(&r);
    }

    std::string text;
    // The test's setup: type (cycling), description, version, start.
    std::string description = plan.name + " step " + std::to_string(test.step);
    if (plan.repeats > 1) description += " repeat " + std::to_string(test.repeat);
    text += "'Test Type,Test Description\n";
    text += std::to_string(testType(plan)) + "," + clean(description) + "\n";
    text += "'Version\n";
    text += std::string(kIometerLayoutVersion) + " (Iometry " IOMETRY_VERSION ")\n";
    text += "'Time Stamp\n" + timeStamp(test.started) + "\n";

    // The specs the step's workers ran, in the plan's order; default assignment 0 (none).
    std::set<std::string> used;
    for (const MetricRow* w : workers)
        if (const auto* def = workerDef(w->name)) used.insert(def->spec);
    text += "'Access specifications\n";
    for (const model::AccessSpec& spec : specs) {
        if (!used.count(spec.name)) continue;
        text += "'Access specification name,default assignment\n";
        text += clean(spec.name) + ",0\n";
        text += "'size,% of size,% reads,% random,delay,burst,align,reply\n";
        // Each line ends with a comma, as IOmeter 1.1.0 writes them (readers match it).
        for (const model::AccessLine& l : spec.lines)
            text += line({std::to_string(l.size), std::to_string(l.share), std::to_string(l.read),
                           std::to_string(l.random), std::to_string(l.delayMs),
                           std::to_string(l.burst), std::to_string(l.align),
                           std::to_string(l.reply), ""});
    }
    text += "'End access specifications\n";

    text += "'Results\n";
    {
        std::vector<std::string> header = iometerColumns();
        header.front() = "'" + header.front();
        text += line(header);
    }

    // What the workers share, for the rows that sum several of them.
    struct Shared {
        std::vector<std::string> spec, start, size, queue;
        Timed timed = Timed::Nothing;
        TransactionSums transactions;
        ErrorSplit errors;
        int workers = 0;
        void add(const model::WorkerDef* def, const MetricRow& row) {
            ++workers;
            spec.push_back(def ? clean(def->spec) : "");
            if (const model::IometerTarget t = targetOf(def); !t.maxSize.empty()) {
                start.push_back(t.startSector);
                size.push_back(t.maxSize);
            }
            queue.push_back(std::to_string(row.outstanding));
            const Timed its = timedBy(def, row);
            timed = combine(timed, its);
            transactions.add(row);
            const ErrorSplit theirs = errorSplitOf(row);
            errors.known = errors.known && theirs.known;
            errors.reads += theirs.reads;
            errors.writes += theirs.writes;
        }
    };
    Shared everyone;
    std::map<std::string, Shared> perDynamo;
    for (const MetricRow* w : workers) {
        const auto* def = workerDef(w->name);
        everyone.add(def, *w);
        if (def) perDynamo[def->dynamo].add(def, *w);
    }
    auto setShared = [](std::vector<std::string>& f, const Shared& s) {
        // IOmeter names the spec its workers share; workers with different specs: none.
        const std::string spec = common(s.spec);
        f[SpecName] = spec == kAmbiguous ? "" : spec;
        f[StartSector] = common(s.start, kNoSectors);
        f[MaxSize] = common(s.size, kNoSectors);
        f[QueueDepth] = common(s.queue);
    };

    // The latency bins of a row, from its distribution; a row that timed nothing has 0s.
    auto setBins = [&](std::vector<std::string>& f, const MetricRow& r) {
        const auto i = static_cast<std::size_t>(&r - test.rows.data());
        if (i < test.latency.size()) fillBins(f, test.latency[i].all);
        else if (r.latEmpty) fillBins(f, stats::LatencyHistogram());
    };

    if (all) {
        std::vector<std::string> f(ColumnCount);
        f[TargetType] = "ALL";
        f[TargetName] = "All";
        setShared(f, everyone);
        f[Managers] = std::to_string(dynamos.size());
        f[Workers] = std::to_string(workers.size());
        f[Disks] = std::to_string(workers.size());  // one target per worker
        fillTraffic(f, *all, everyone.timed, false, &everyone.transactions, &everyone.errors);
        fillHost(f, *all);
        setBins(f, *all);
        text += line(f);
    }

    auto workerLines = [&](const MetricRow& w) {
        const auto* def = workerDef(w.name);
        std::vector<std::string> f(ColumnCount);
        f[TargetType] = "WORKER";
        f[TargetName] = clean(w.name);
        f[SpecName] = def ? clean(def->spec) : "";
        f[Disks] = "1";
        fillTraffic(f, w, timedBy(def, w), true);
        setBins(f, w);
        const model::IometerTarget target = targetOf(def);
        f[StartSector] = target.startSector;
        f[MaxSize] = target.maxSize;
        f[QueueDepth] = std::to_string(w.outstanding);
        std::string out = line(f);
        if (!def) return out;
        // Its target: the disk, or the network path from this end to its partner.
        f[TargetType] = target.type;
        f[TargetName] = clean(target.name);
        f[SpecName] = f[Managers] = f[Workers] = f[Disks] = "";
        return out + line(f);
    };

    for (const MetricRow* d : dynamos) {
        const Shared& s = perDynamo[d->name];
        std::vector<std::string> f(ColumnCount);
        f[TargetType] = "MANAGER";
        f[TargetName] = clean(d->name);
        setShared(f, s);
        f[Workers] = std::to_string(s.workers);
        f[Disks] = std::to_string(s.workers);
        fillTraffic(f, *d, everyone.timed, true, &s.transactions, &s.errors);
        fillHost(f, *d);
        setBins(f, *d);
        text += line(f);

        // Its processors: one row per core, or the host's CPU as one row without them.
        std::vector<std::pair<int, const MetricRow*>> cores;
        const std::string prefix = d->name + "/cpu";
        for (const MetricRow& c : test.cores) {
            if (c.scope != "core" || c.name.rfind(prefix, 0) != 0) continue;
            int index = -1;
            const char* first = c.name.data() + prefix.size();
            const char* last = c.name.data() + c.name.size();
            if (std::from_chars(first, last, index).ptr == last && index >= 0)
                cores.emplace_back(index, &c);
        }
        std::sort(cores.begin(), cores.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        auto processor = [&](const std::string& name, const MetricRow& r, double irqPerS) {
            std::vector<std::string> p(ColumnCount);
            p[TargetType] = "PROCESSOR";
            p[TargetName] = name;
            p[CpuPct] = num(r.cpuPct);
            p[UserPct] = num(r.cpuUserPct);
            p[PrivilegedPct] = num(r.cpuSystemPct + r.cpuIrqPct + r.cpuSoftirqPct);
            p[DpcPct] = num(r.cpuSoftirqPct);
            p[InterruptPct] = num(r.cpuIrqPct);
            p[ProcessorSpeed] = num(kTicksPerSecond);
            p[IrqPerS] = num(irqPerS);
            text += line(p);
        };
        if (cores.empty()) {
            processor("All CPUs", *d, d->irqPerS);
        } else {
            // Interrupts are counted per host, not per core: the host's shared out by each
            // core's interrupt time, evenly without any (docs/metrics.md, "iometer.csv").
            double irqTime = 0;
            for (const auto& core : cores) irqTime += core.second->cpuIrqPct;
            for (const auto& [index, c] : cores)
                processor("CPU " + std::to_string(index), *c,
                          d->irqPerS * (irqTime > 0 ? c->cpuIrqPct / irqTime : 1.0 / cores.size()));
        }

        for (const MetricRow* w : workers) {
            const auto* def = workerDef(w->name);
            if (def && def->dynamo == d->name) text += workerLines(*w);
        }
    }
    // Workers of no dynamo the plan names (never in a real run) still get their rows.
    for (const MetricRow* w : workers) {
        const auto* def = workerDef(w->name);
        bool placed = false;
        for (const MetricRow* d : dynamos) placed = placed || (def && def->dynamo == d->name);
        if (!placed) text += workerLines(*w);
    }

    text += "'Time Stamp\n" + timeStamp(test.ended) + "\n";
    return text;
}

std::string iometerEndOfRun() { return "'End Test\n"; }

}  // namespace iometry::results
