#include "engine/model/plan_json.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxLatencySizes = 1000;
// IPv4's minimum (RFC 791) to the largest a Linux device accepts (jumbo frames and beyond).
constexpr std::int64_t kMinMtu = 68;
constexpr std::int64_t kMaxMtu = 65536;
constexpr std::size_t kMaxAxisValues = 10000;
constexpr std::size_t kMaxSteps = 100000;

std::string typeName(const Json& j) {
    if (j.is_null()) return "null";
    if (j.is_boolean()) return "a boolean";
    if (j.is_number_integer() || j.is_number_unsigned()) return "an integer";
    if (j.is_number()) return "a number";
    if (j.is_string()) return "a string";
    if (j.is_array()) return "an array";
    return "an object";
}

std::string shortValue(const Json& j) {
    std::string s = j.dump();
    if (s.size() > 40) {
        std::size_t cut = 37;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // whole UTF-8
        s = s.substr(0, cut) + "...";
    }
    return s;
}

std::string formatNumber(double v) {
    std::ostringstream os;
    os << v;
    return os.str();
}

bool isIpAddress(const std::string& s) {
    unsigned char buf[16];
    return inet_pton(AF_INET, s.c_str(), buf) == 1 || inet_pton(AF_INET6, s.c_str(), buf) == 1;
}

/** Reads fields of one JSON object, recording every problem with its path. */
class ObjectReader {
public:
    ObjectReader(const Json& object, std::string path, std::vector<PlanProblem>& problems)
        : m_object(object), m_path(std::move(path)), m_problems(problems) {}

    std::string pathOf(const std::string& key) const {
        return m_path.empty() ? key : m_path + "." + key;
    }

    void problem(const std::string& key, const std::string& message) {
        m_problems.push_back({key.empty() ? m_path : pathOf(key), message});
    }

    const Json* find(const std::string& key) {
        m_known.insert(key);
        auto it = m_object.find(key);
        return it == m_object.end() ? nullptr : &*it;
    }

    bool has(const std::string& key) { return find(key) != nullptr; }

    const Json* require(const std::string& key) {
        const Json* j = find(key);
        if (!j) problem(key, "is required");
        return j;
    }

    template <typename T>
    void integer(const std::string& key, T& out, std::int64_t lo, std::int64_t hi, bool required) {
        const Json* j = required ? require(key) : find(key);
        if (!j) return;
        if (!(j->is_number_integer() || j->is_number_unsigned())) {
            if (j->is_number_float() && std::floor(j->get<double>()) == j->get<double>() &&
                std::abs(j->get<double>()) < 9e15) {
                // 10.0 is a whole number: accept it like 10
            } else {
                problem(key, "must be an integer " + range(lo, hi) + ", got " + shortValue(*j));
                return;
            }
        }
        const double asDouble = j->get<double>();
        if (asDouble < static_cast<double>(lo) || asDouble > static_cast<double>(hi)) {
            problem(key, "must be " + range(lo, hi) + ", got " + shortValue(*j));
            return;
        }
        out = static_cast<T>(j->is_number_unsigned() ? static_cast<std::int64_t>(j->get<std::uint64_t>())
                                                     : j->is_number_integer() ? j->get<std::int64_t>()
                                                                              : static_cast<std::int64_t>(asDouble));
    }

    void number(const std::string& key, double& out, double lo, double hi, bool required,
                bool exclusiveLow = false) {
        const Json* j = required ? require(key) : find(key);
        if (!j) return;
        if (!j->is_number()) {
            problem(key, "must be a number, got " + typeName(*j));
            return;
        }
        const double v = j->get<double>();
        if (!std::isfinite(v) || v > hi || (exclusiveLow ? v <= lo : v < lo)) {
            problem(key, "must be " + std::string(exclusiveLow ? "more than " : "at least ") +
                             formatNumber(lo) + " and at most " + formatNumber(hi) + ", got " +
                             shortValue(*j));
            return;
        }
        out = v;
    }

    void string(const std::string& key, std::string& out, bool required, bool nonEmpty = false) {
        const Json* j = required ? require(key) : find(key);
        if (!j) return;
        if (!j->is_string()) {
            problem(key, "must be a string, got " + typeName(*j));
            return;
        }
        out = j->get<std::string>();
        if (nonEmpty && out.empty()) problem(key, "must not be empty");
    }

    void boolean(const std::string& key, bool& out) {
        const Json* j = find(key);
        if (!j) return;
        if (!j->is_boolean()) {
            problem(key, "must be true or false, got " + shortValue(*j));
            return;
        }
        out = j->get<bool>();
    }

    /** Every key not asked for is a problem (typos must not pass silently). */
    void rejectUnknownKeys() {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            const std::string& key = it.key();
            if (m_known.count(key) || key.rfind("x-", 0) == 0 || key.rfind("_", 0) == 0) continue;
            std::string expected;
            for (const std::string& k : m_known) expected += (expected.empty() ? "" : ", ") + k;
            problem(key, "unknown key; expected one of: " + expected);
        }
    }

    static std::string range(std::int64_t lo, std::int64_t hi) {
        return std::to_string(lo) + "–" + std::to_string(hi);
    }

private:
    const Json& m_object;
    std::string m_path;
    std::vector<PlanProblem>& m_problems;
    std::set<std::string> m_known;
};

std::string indexPath(const std::string& base, std::size_t i) {
    return base + "[" + std::to_string(i) + "]";
}

/** An object-typed array element, or a problem. */
bool expectObject(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    if (j.is_object()) return true;
    problems.push_back({path, "must be an object, got " + typeName(j)});
    return false;
}

const Json* requireArray(ObjectReader& r, const std::string& key, bool nonEmpty) {
    const Json* j = r.require(key);
    if (!j) return nullptr;
    if (!j->is_array()) {
        r.problem(key, "must be an array, got " + typeName(*j));
        return nullptr;
    }
    if (nonEmpty && j->empty()) {
        r.problem(key, "must not be empty");
        return nullptr;
    }
    return j;
}

AccessLine readLine(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessLine line;
    ObjectReader r(j, path, problems);
    r.integer("size", line.size, kMinRequestSize, kMaxRequestSize, true);
    r.integer("share", line.share, 0, 100, false);
    r.integer("read", line.read, 0, 100, false);
    r.integer("random", line.random, 0, 100, false);
    r.integer("align", line.align, 0, kMaxRequestSize, false);
    r.integer("reply", line.reply, 0, kMaxRequestSize, false);
    r.integer("burst", line.burst, 1, 1000000, false);
    r.integer("delay_ms", line.delayMs, 0, 60000, false);
    if (line.reply > 0 && line.read != 0 && line.read != 100) {
        r.problem("read",
                  "must be 0 or 100 when reply is set (a request goes one way and its reply the "
                  "other), got " +
                      std::to_string(line.read));
    }
    r.rejectUnknownKeys();
    return line;
}

AccessSpec readSpec(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessSpec spec;
    ObjectReader r(j, path, problems);
    r.string("name", spec.name, true, true);
    if (const Json* lines = requireArray(r, "lines", true)) {
        int shareSum = 0;
        for (std::size_t i = 0; i < lines->size(); ++i) {
            const std::string linePath = indexPath(r.pathOf("lines"), i);
            if (!expectObject((*lines)[i], linePath, problems)) continue;
            spec.lines.push_back(readLine((*lines)[i], linePath, problems));
            shareSum += spec.lines.back().share;
        }
        if (spec.lines.size() == lines->size() && shareSum != 100) {
            r.problem("lines", "shares must add up to 100, got " + std::to_string(shareSum));
        }
        if (hasReplies(spec)) {
            const bool allWrite = std::all_of(spec.lines.begin(), spec.lines.end(),
                                              [](const AccessLine& l) { return l.read == 0; });
            const bool allRead = std::all_of(spec.lines.begin(), spec.lines.end(),
                                             [](const AccessLine& l) { return l.read == 100; });
            if (!allWrite && !allRead) {
                r.problem("lines",
                          "a spec with replies must have every line in the same direction (all "
                          "read 0 or all read 100)");
            }
        }
    }
    r.rejectUnknownKeys();
    return spec;
}

TargetKind readKind(ObjectReader& r, bool& ok) {
    std::string kind;
    r.string("kind", kind, true);
    ok = true;
    if (kind == "tcp") return TargetKind::Tcp;
    if (kind == "udp") return TargetKind::Udp;
    if (kind == "disk") return TargetKind::Disk;
    if (r.has("kind") && r.find("kind")->is_string())
        r.problem("kind", "must be one of tcp, udp, disk, got \"" + kind + "\"");
    ok = false;
    return TargetKind::Tcp;
}

SocketOptions readSocketOptionsObject(const Json& j, const std::string& path,
                                      std::vector<PlanProblem>& problems) {
    SocketOptions o;
    ObjectReader r(j, path, problems);
    auto optionalInteger = [&](const char* key, auto& out, std::int64_t lo, std::int64_t hi) {
        if (const Json* v = r.find(key); v && !v->is_null()) {
            std::int64_t value = 0;
            const std::size_t before = problems.size();
            r.integer(key, value, lo, hi, false);
            if (problems.size() == before) out = static_cast<std::decay_t<decltype(*out)>>(value);
        }
    };
    // Linux caps what a socket may ask for at 2^31 - 1 bytes; 4 KiB is less than it grants.
    optionalInteger("send_buffer", o.sendBuffer, 4096, 2147483647);
    optionalInteger("receive_buffer", o.receiveBuffer, 4096, 2147483647);
    r.string("congestion", o.congestion, false);
    if (!o.congestion.empty() &&
        (o.congestion.size() > 15 ||
         !std::all_of(o.congestion.begin(), o.congestion.end(), [](char c) {
             return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
         })))
        r.problem("congestion", "must be the name of a congestion control algorithm (at most 15 "
                                "letters, digits, _ or -), got \"" + o.congestion + "\"");
    if (const Json* v = r.find("nodelay"); v && !v->is_null()) {
        bool value = false;
        const std::size_t before = problems.size();
        r.boolean("nodelay", value);
        if (problems.size() == before) o.noDelay = value;
    }
    optionalInteger("mss", o.mss, 88, 65495);  // the kernel's bounds for TCP_MAXSEG
    r.boolean("zerocopy", o.zeroCopy);
    optionalInteger("busy_poll_us", o.busyPollUs, 0, 1000000);
    if (const Json* v = r.find("pacing_mbit"); v && !v->is_null()) {
        double value = 0;
        const std::size_t before = problems.size();
        r.number("pacing_mbit", value, 0, 1e6, false, true);
        if (problems.size() == before) o.pacingMbit = value;
    }
    r.rejectUnknownKeys();
    return o;
}

WorkerDef readWorker(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    WorkerDef w;
    ObjectReader r(j, path, problems);
    r.string("name", w.name, true);
    if (r.has("name") && r.find("name")->is_string() && !isValidName(w.name))
        r.problem("name", std::string("must be ") + kNameRule + ", got \"" + w.name + "\"");
    r.string("dynamo", w.dynamo, true, true);
    bool kindOk = false;
    w.kind = readKind(r, kindOk);
    r.integer("outstanding", w.outstanding, 1, kMaxOutstanding, false);
    r.string("spec", w.spec, true, true);
    if (const Json* cpu = r.find("cpu"); cpu && !cpu->is_null()) {
        int c = 0;
        const std::size_t before = problems.size();
        r.integer("cpu", c, 0, 1023, false);
        if (problems.size() == before) w.cpu = c;
    }
    if (kindOk && (w.kind == TargetKind::Tcp || w.kind == TargetKind::Udp)) {
        r.string("bind", w.bind, true);
        if (r.has("bind") && r.find("bind")->is_string() && !isIpAddress(w.bind))
            r.problem("bind", "must be an IPv4 or IPv6 address, got \"" + w.bind + "\"");
        if (const Json* peer = r.require("peer")) {
            if (expectObject(*peer, r.pathOf("peer"), problems)) {
                ObjectReader p(*peer, r.pathOf("peer"), problems);
                p.string("dynamo", w.peer.dynamo, true, true);
                p.string("address", w.peer.address, true);
                if (p.has("address") && p.find("address")->is_string() &&
                    !isIpAddress(w.peer.address))
                    p.problem("address",
                              "must be an IPv4 or IPv6 address, got \"" + w.peer.address + "\"");
                if (const Json* cpu = p.find("cpu"); cpu && !cpu->is_null()) {
                    int c = 0;
                    const std::size_t before = problems.size();
                    p.integer("cpu", c, 0, 1023, false);
                    if (problems.size() == before) w.peer.cpu = c;
                }
                p.rejectUnknownKeys();
                const bool v6a = w.bind.find(':') != std::string::npos;
                const bool v6b = w.peer.address.find(':') != std::string::npos;
                if (isIpAddress(w.bind) && isIpAddress(w.peer.address) && v6a != v6b)
                    r.problem("peer.address", "must be of the same family as bind (" + w.bind + ")");
            }
        }
        if (w.kind == TargetKind::Udp) r.number("rate_mbit", w.rateMbit, 0, 1e6, false, true);
        if (const Json* socket = w.kind == TargetKind::Tcp ? r.find("socket") : nullptr;
            socket && expectObject(*socket, r.pathOf("socket"), problems))
            w.socket = readSocketOptionsObject(*socket, r.pathOf("socket"), problems);
    }
    if (kindOk && w.kind == TargetKind::Disk) {
        r.string("path", w.path, true, true);
        r.boolean("block_device", w.blockDevice);
        // A test file needs its size; a block device is all of it unless told less.
        r.integer("file_size", w.fileSize, 4096, std::int64_t{1} << 50, !w.blockDevice);
        r.boolean("direct", w.direct);
        r.boolean("force", w.force);
        if (w.force && !w.blockDevice)
            r.problem("force", "only a block device is checked before it is written; set "
                               "block_device true or leave force out");
        r.string("engine", w.engine, false);
        if (!isDiskEngine(w.engine))
            r.problem("engine", "must be auto, io_uring, libaio or sync, got \"" + w.engine + "\"");
        r.boolean("verify", w.verify);
    }
    if (!kindOk) {
        // Without a valid kind its own keys cannot be judged; do not also call them unknown.
        for (const char* key : {"bind", "peer", "rate_mbit", "socket", "path", "file_size",
                                "direct", "block_device", "force", "engine", "verify"})
            r.find(key);
    }
    r.rejectUnknownKeys();
    return w;
}
/** Reads start, end, step and mode of a range {start, end, step, mode} into @p range. */
void readRangeKeys(ObjectReader& r, RangeAxis& range, std::int64_t lo, std::int64_t hi) {
    r.integer("start", range.start, lo, hi, true);
    r.integer("end", range.end, lo, hi, true);
    r.integer("step", range.step, 1, hi, false);
    std::string mode = "linear";
    r.string("mode", mode, false);
    if (mode == "exponential") {
        range.exponential = true;
        if (!r.has("step")) range.step = 2;
    } else if (mode != "linear") {
        r.problem("mode", "must be linear or exponential, got \"" + mode + "\"");
    }
}

/** The checks of a range whose keys read well; false (with a problem) when one fails. */
bool checkRange(ObjectReader& r, const RangeAxis& range) {
    if (range.end < range.start) {
        r.problem("end", "must not be less than start (" + std::to_string(range.start) + "), got " +
                             std::to_string(range.end));
        return false;
    }
    if (range.exponential && range.step < 2) {
        r.problem("step", "must be at least 2 for an exponential range, got " +
                              std::to_string(range.step));
        return false;
    }
    if (!range.exponential && (range.end - range.start) / range.step + 1 >
                                  static_cast<std::int64_t>(kMaxAxisValues)) {
        r.problem("", "expands to more than " + std::to_string(kMaxAxisValues) + " values");
        return false;
    }
    return true;
}


SweepAxis readAxis(const Json& j, SweepParam param, const std::string& path,
                   std::vector<PlanProblem>& problems) {
    SweepAxis axis;
    axis.param = param;
    const std::int64_t lo = param == SweepParam::Size ? kMinRequestSize
                            : param == SweepParam::Mtu ? kMinMtu
                                                       : 1;
    const std::int64_t hi = param == SweepParam::Size ? kMaxRequestSize
                            : param == SweepParam::Mtu ? kMaxMtu
                                                       : kMaxOutstanding;
    if (j.is_array()) {
        if (j.empty()) problems.push_back({path, "must not be empty"});
        if (j.size() > kMaxAxisValues)
            problems.push_back({path, "must have at most " + std::to_string(kMaxAxisValues) +
                                          " values, got " + std::to_string(j.size())});
        for (std::size_t i = 0; i < j.size() && i < kMaxAxisValues; ++i) {
            const Json& v = j[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < lo ||
                v.get<double>() > hi) {
                problems.push_back({indexPath(path, i), "must be an integer " +
                                                            ObjectReader::range(lo, hi) + ", got " +
                                                            shortValue(v)});
                continue;
            }
            axis.values.push_back(v.get<std::int64_t>());
        }
        return axis;
    }
    if (!j.is_object()) {
        problems.push_back(
            {path, "must be a list of values or a range {start, end, step, mode}, got " +
                       typeName(j)});
        return axis;
    }
    ObjectReader r(j, path, problems);
    RangeAxis range;
    const std::size_t before = problems.size();
    readRangeKeys(r, range, lo, hi);
    r.rejectUnknownKeys();
    if (problems.size() != before || !checkRange(r, range)) return axis;
    axis.values = range.values();
    return axis;
}

/**
 * `sweep.workers` or `sweep.targets` (docs/plan-format.md, "Sweeps"): IOmeter's worker
 * and target cycling. Read after the workers, so that a value beyond what the plan holds
 * is an error naming the count.
 */
SweepAxis readCycleAxis(const Json& j, const std::string& key, const Plan& plan,
                        std::vector<PlanProblem>& problems) {
    const bool targets = key == "targets";
    const std::string path = "sweep." + key;
    const std::size_t before = problems.size();
    SweepAxis axis = readAxis(j, targets ? SweepParam::Targets : SweepParam::Workers, path, problems);
    if (problems.size() != before || plan.workers.empty()) return axis;
    const int most = cycleLimit(plan, axis.param);
    const std::string why =
        "must be at most " + std::to_string(most) +
        (targets ? " (the plan has " + std::to_string(most) + " worker" + (most == 1 ? "" : "s") + ")"
                 : " (the most workers any one dynamo holds)");
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        if (axis.values[i] <= most) continue;
        // A list names the entry; a range the value it reaches.
        problems.push_back({j.is_array() ? indexPath(path, i) : path,
                            why + ", got " + std::to_string(axis.values[i])});
        if (!j.is_array()) break;
    }
    return axis;
}

/** `trial_s` of a udp_ramp or rate_search: each trial's run time (it replaces run_s). */
void readTrialSeconds(ObjectReader& r, Procedure& procedure, std::vector<PlanProblem>& problems) {
    if (!r.has("trial_s")) return;
    double trial = 0;
    const std::size_t before = problems.size();
    r.number("trial_s", trial, 0, 86400, false, true);
    if (problems.size() == before) procedure.trialS = trial;
}

/** The keys of a rate_search (docs/plan-format.md, "Zero-loss rate search"). */
void readRateSearch(ObjectReader& r, Procedure& procedure, std::vector<PlanProblem>& problems) {
    if (const Json* sizes = requireArray(r, "frame_sizes", true)) {
        constexpr std::size_t kMaxFrames = 64;
        if (sizes->size() > kMaxFrames)
            r.problem("frame_sizes", "must have at most " + std::to_string(kMaxFrames) +
                                         " sizes, got " + std::to_string(sizes->size()));
        for (std::size_t i = 0; i < sizes->size() && i < kMaxFrames; ++i) {
            const Json& v = (*sizes)[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < kMinFrame ||
                v.get<double>() > kMaxFrame) {
                problems.push_back({indexPath(r.pathOf("frame_sizes"), i),
                                    "must be an Ethernet frame size in bytes, an integer " +
                                        ObjectReader::range(kMinFrame, kMaxFrame) + ", got " +
                                        shortValue(v)});
                continue;
            }
            procedure.frameSizes.push_back(v.get<std::int64_t>());
        }
    }
    r.number("link_mbit", procedure.linkMbit, 0, 1e6, true, true);
    r.number("loss_tolerance_pct", procedure.lossTolerancePct, 0, 100, false);
    r.number("resolution_pct", procedure.resolutionPct, 0, 25, false, true);
    r.boolean("verify", procedure.verify);
    readTrialSeconds(r, procedure, problems);
}

/** The `procedure` object (docs/plan-format.md, "Procedures"). */
Procedure readProcedure(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    Procedure procedure;
    if (!expectObject(j, path, problems)) return procedure;
    ObjectReader r(j, path, problems);
    const char* const rampKeys[] = {"param", "start", "end", "step", "mode",
                                    "min_growth_pct", "patience", "metric"};
    const char* const udpRampKeys[] = {"from_mbit", "to_mbit", "step_mbit", "size", "trial_s"};
    const char* const searchKeys[] = {"frame_sizes", "link_mbit", "loss_tolerance_pct",
                                      "resolution_pct", "verify"};
    const char* const fineKeys[] = {"from", "to", "points_per_doubling", "perturbation",
                                    "dropout_pct"};
    const char* const delayKeys[] = {"sizes", "link_mbps", "header_bytes"};
    const char* const latencyKeys[] = {"outstanding", "interval_ms", "count", "trial_s"};
    std::string kind;
    r.string("kind", kind, true);
    if (kind == "ramp") {
        procedure.kind = ProcedureKind::Ramp;
        std::string param;
        r.string("param", param, true);
        std::optional<SweepParam> knob;
        if (param == "outstanding") knob = SweepParam::Outstanding;
        else if (param == "size") knob = SweepParam::Size;
        else if (r.has("param") && r.find("param")->is_string())
            r.problem("param", "must be outstanding or size, got \"" + param + "\"");
        if (knob) {
            procedure.param = *knob;
            const std::int64_t lo = *knob == SweepParam::Size ? kMinRequestSize : 1;
            const std::int64_t hi = *knob == SweepParam::Size ? kMaxRequestSize : kMaxOutstanding;
            const std::size_t before = problems.size();
            readRangeKeys(r, procedure.range, lo, hi);
            if (problems.size() == before) checkRange(r, procedure.range);
        } else {
            for (const char* key : {"start", "end", "step", "mode"}) r.find(key);
        }
        r.number("min_growth_pct", procedure.minGrowthPct, 0, 1000, false, true);
        r.integer("patience", procedure.patience, 1, 100, false);
        std::string metric = "auto";
        r.string("metric", metric, false);
        if (metric == "auto") procedure.metric = RateMetric::Auto;
        else if (metric == "mbit_per_s") procedure.metric = RateMetric::MbitPerS;
        else if (metric == "ops_per_s") procedure.metric = RateMetric::OpsPerS;
        else if (metric == "transactions_per_s") procedure.metric = RateMetric::TransactionsPerS;
        else
            r.problem("metric", "must be auto, mbit_per_s, ops_per_s or transactions_per_s, got \"" +
                                    metric + "\"");
    } else if (kind == "udp_ramp") {
        procedure.kind = ProcedureKind::UdpRamp;
        r.number("from_mbit", procedure.fromMbit, 0, 1e6, true, true);
        r.number("to_mbit", procedure.toMbit, 0, 1e6, true, true);
        r.number("step_mbit", procedure.stepMbit, 0, 1e6, true, true);
        if (r.has("size")) {
            std::uint64_t size = 0;
            const std::size_t before = problems.size();
            r.integer("size", size, kMinDatagram, kMaxDatagram, false);
            if (problems.size() == before) procedure.size = size;
        }
        readTrialSeconds(r, procedure, problems);
        if (procedure.fromMbit > 0 && procedure.toMbit > 0 && procedure.stepMbit > 0) {
            if (procedure.toMbit < procedure.fromMbit)
                r.problem("to_mbit", "must be at least from_mbit (" + formatNumber(procedure.fromMbit) +
                                         "), got " + formatNumber(procedure.toMbit));
            else if ((procedure.toMbit - procedure.fromMbit) / procedure.stepMbit >= kMaxUdpRampSteps)
                r.problem("step_mbit", "gives more than " + std::to_string(kMaxUdpRampSteps) +
                                           " rates from " + formatNumber(procedure.fromMbit) +
                                           " to " + formatNumber(procedure.toMbit));
        }
    } else if (kind == "rate_search") {
        procedure.kind = ProcedureKind::RateSearch;
        readRateSearch(r, procedure, problems);
    } else if (kind == "fine_sweep") {
        procedure.kind = ProcedureKind::FineSweep;
        r.integer("from", procedure.fineFrom, kMinRequestSize, kMaxRequestSize, true);
        r.integer("to", procedure.fineTo, kMinRequestSize, kMaxRequestSize, true);
        r.integer("points_per_doubling", procedure.pointsPerDoubling, 1, 16, false);
        r.integer("perturbation", procedure.perturbation, 0, 4096, false);
        r.number("dropout_pct", procedure.dropoutPct, 0, 100, false, true);
        // At most 24 doublings × 16 points × 3 sizes: no count to check.
        if (procedure.fineTo < procedure.fineFrom)
            r.problem("to", "must be at least from (" + std::to_string(procedure.fineFrom) +
                                "), got " + std::to_string(procedure.fineTo));
    } else if (kind == "adapter_delay") {
        procedure.kind = ProcedureKind::AdapterDelay;
        if (r.has("sizes"))
            procedure.delaySizes = readAxis(*r.find("sizes"), SweepParam::Size, r.pathOf("sizes"), problems).values;
        for (std::int64_t v : procedure.delaySizes)
            if (v < static_cast<std::int64_t>(kMinDatagram) || v > static_cast<std::int64_t>(kMaxDatagram)) {
                r.problem("sizes", "a udp datagram is " + std::to_string(kMinDatagram) + "–" +
                                       std::to_string(kMaxDatagram) + " bytes, got " + std::to_string(v));
                break;
            }
        r.number("link_mbps", procedure.linkMbps, 0, 1e6, false, true);  // absent: the interface's
        r.number("header_bytes", procedure.headerBytes, 0, 1000, false);
    } else if (kind == "latency") {
        procedure.kind = ProcedureKind::Latency;
        if (r.has("sizes")) {
            procedure.latencySizes =
                readAxis(*r.find("sizes"), SweepParam::Size, r.pathOf("sizes"), problems).values;
            if (procedure.latencySizes.size() > kMaxLatencySizes)
                r.problem("sizes", "must have at most " + std::to_string(kMaxLatencySizes) +
                                       " sizes, got " + std::to_string(procedure.latencySizes.size()));
        }
        if (r.has("outstanding")) {
            int outstanding = 1;
            const std::size_t before = problems.size();
            r.integer("outstanding", outstanding, 1, static_cast<int>(kMaxOutstanding), false);
            if (problems.size() == before) procedure.latencyOutstanding = outstanding;
        }
        if (r.has("interval_ms")) {
            int interval = 0;
            const std::size_t before = problems.size();
            r.integer("interval_ms", interval, 0, 60000, false);
            if (problems.size() == before) procedure.intervalMs = interval;
        }
        if (r.has("count")) {
            std::int64_t count = 0;
            const std::size_t before = problems.size();
            r.integer("count", count, 1, static_cast<std::int64_t>(kMaxRoundTripCount), false);
            if (problems.size() == before) procedure.latencyCount = static_cast<std::uint64_t>(count);
        }
        readTrialSeconds(r, procedure, problems);
    } else if (kind != "sweep") {
        if (r.has("kind") && r.find("kind")->is_string())
            r.problem("kind", "must be sweep, ramp, udp_ramp, rate_search, fine_sweep, "
                              "adapter_delay or latency, got \"" + kind + "\"");
        for (const char* key : latencyKeys) r.find(key);
        for (const char* key : fineKeys) r.find(key);
        for (const char* key : delayKeys) r.find(key);
        // Without a valid kind its own keys cannot be judged; do not also call them unknown.
        for (const char* key : rampKeys) r.find(key);
        for (const char* key : udpRampKeys) r.find(key);
        for (const char* key : searchKeys) r.find(key);
    }
    r.rejectUnknownKeys();
    return procedure;
}

void checkReferences(Plan& plan, std::vector<PlanProblem>& problems) {
    std::set<std::string> names;
    for (std::size_t i = 0; i < plan.dynamos.size(); ++i) {
        if (!names.insert(plan.dynamos[i].name).second)
            problems.push_back({indexPath("dynamos", i) + ".name",
                                "duplicate dynamo name \"" + plan.dynamos[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.specs.size(); ++i) {
        if (!names.insert(plan.specs[i].name).second)
            problems.push_back({indexPath("specs", i) + ".name",
                                "duplicate spec name \"" + plan.specs[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string path = indexPath("workers", i);
        if (!w.name.empty() && !names.insert(w.name).second)
            problems.push_back({path + ".name", "duplicate worker name \"" + w.name + "\""});
        if (!w.dynamo.empty() && !plan.findDynamo(w.dynamo))
            problems.push_back({path + ".dynamo", "no dynamo named \"" + w.dynamo + "\""});
        if (!w.spec.empty() && !plan.findSpec(w.spec))
            problems.push_back({path + ".spec", "no spec named \"" + w.spec + "\""});
        if ((w.kind == TargetKind::Tcp || w.kind == TargetKind::Udp) && !w.peer.dynamo.empty() &&
            !plan.findDynamo(w.peer.dynamo))
            problems.push_back({path + ".peer.dynamo", "no dynamo named \"" + w.peer.dynamo + "\""});
    }
}

/**
 * A TCP stream opens one connection per outstanding request, each with its own threads:
 * at most kMaxStreamConnections, wherever outstanding comes from (the worker, a sweep, a
 * ramp).
 */
void checkStreamConnections(const Plan& plan, std::vector<PlanProblem>& problems) {
    const std::string limit = std::to_string(kMaxStreamConnections);
    const std::string why = "a TCP stream (a spec without reply) opens one connection per "
                            "outstanding request, at most " + limit;
    bool streams = false;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (w.kind != TargetKind::Tcp || !spec || hasReplies(*spec)) continue;
        streams = true;
        if (w.outstanding > kMaxStreamConnections)
            problems.push_back({indexPath("workers", i) + ".outstanding",
                                why + ", got " + std::to_string(w.outstanding)});
    }
    if (!streams) return;
    for (const SweepAxis& axis : plan.sweep) {
        if (axis.param != SweepParam::Outstanding) continue;
        for (std::int64_t v : axis.values)
            if (v > kMaxStreamConnections) {
                problems.push_back({"sweep.outstanding", why + ", got " + std::to_string(v)});
                break;
            }
    }
    if (plan.procedure.kind == ProcedureKind::Ramp &&
        plan.procedure.param == SweepParam::Outstanding &&
        plan.procedure.range.end > kMaxStreamConnections)
        problems.push_back({"procedure.end", why + ", got " +
                                                 std::to_string(plan.procedure.range.end)});
}

/**
 * A UDP worker streams datagrams: each carries an 18-byte header and fits one IPv4 UDP
 * payload, none is answered, and its one flow has no requests in flight to count.
 */
void checkUdpWorkers(const Plan& plan, std::vector<PlanProblem>& problems) {
    const std::string sizes = "a udp datagram is " + std::to_string(kMinDatagram) + "–" +
                              std::to_string(kMaxDatagram) + " bytes (an 18-byte header, "
                              "at most one IPv4 UDP payload)";
    const bool sizeSwept = std::any_of(plan.sweep.begin(), plan.sweep.end(),
                                       [](const SweepAxis& a) { return a.param == SweepParam::Size; });
    const bool offersRates = plan.procedure.kind == ProcedureKind::UdpRamp ||
                             plan.procedure.kind == ProcedureKind::RateSearch;
    bool any = false;
    std::set<std::string> specsChecked;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        if (w.kind != TargetKind::Udp) continue;
        any = true;
        const std::string path = indexPath("workers", i);
        if (w.outstanding != 1)
            problems.push_back({path + ".outstanding",
                                "a udp worker is one paced flow: outstanding must be 1, got " +
                                    std::to_string(w.outstanding)});
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (!spec) continue;
        const bool pingPong = hasReplies(*spec);
        if (!pingPong && !offersRates && !(w.rateMbit > 0))
            problems.push_back({path + ".rate_mbit", "is required for a udp stream (a spec without reply)"});
        if (pingPong && w.rateMbit > 0)
            problems.push_back({path + ".rate_mbit", "a udp ping-pong (spec \"" + spec->name +
                                                         "\" has replies) is paced by its round "
                                                         "trips and delay_ms: leave rate_mbit out"});
        if (pingPong && offersRates)
            problems.push_back({path + ".spec", std::string(toString(plan.procedure.kind)) +
                                                    " offers rates to udp streams: spec \"" +
                                                    spec->name + "\" has replies"});
        if (!specsChecked.insert(spec->name).second) continue;
        const std::size_t s = static_cast<std::size_t>(spec - plan.specs.data());
        const std::string usedBy = " (spec \"" + spec->name + "\" is used by udp worker \"" + w.name + "\")";
        for (std::size_t l = 0; l < spec->lines.size(); ++l) {
            const AccessLine& line = spec->lines[l];
            const std::string at = indexPath(indexPath("specs", s) + ".lines", l);
            if (!sizeSwept && (line.size < kMinDatagram || line.size > kMaxDatagram))
                problems.push_back({at + ".size", sizes + ", got " + std::to_string(line.size) + usedBy});
            if (!pingPong) continue;
            if (line.reply < kMinDatagram || line.reply > kMaxDatagram)
                problems.push_back({at + ".reply", "a udp ping-pong answers every request: " + sizes +
                                                       ", got " + std::to_string(line.reply) + usedBy});
            if (line.read != 0 && line.read != 100)
                problems.push_back({at + ".read", "a udp ping-pong line goes one way: read must be "
                                                  "0 or 100, got " + std::to_string(line.read) + usedBy});
            for (std::size_t k = 0; k < l; ++k)
                if (spec->lines[k].size == line.size && spec->lines[k].reply != line.reply)
                    problems.push_back({at + ".reply", "a udp responder knows a request by its size: "
                                                       "lines of the same size need the same reply" + usedBy});
        }
    }
    if (!any) return;
    for (const SweepAxis& axis : plan.sweep) {
        if (axis.param == SweepParam::Outstanding) {
            problems.push_back({"sweep.outstanding", "a udp worker is one paced flow: "
                                                     "outstanding cannot be swept"});
            continue;
        }
        for (std::int64_t v : axis.values)
            if (v < static_cast<std::int64_t>(kMinDatagram) || v > static_cast<std::int64_t>(kMaxDatagram)) {
                problems.push_back({"sweep.size", sizes + ", got " + std::to_string(v)});
                break;
            }
    }
    if (plan.procedure.kind == ProcedureKind::Ramp && plan.procedure.param == SweepParam::Outstanding)
        problems.push_back({"procedure.param", "a udp worker is one paced flow: a ramp cannot "
                                               "raise its outstanding"});
    if (plan.procedure.kind == ProcedureKind::FineSweep &&
        (plan.procedure.fineFrom < static_cast<std::int64_t>(kMinDatagram) ||
         plan.procedure.fineTo > static_cast<std::int64_t>(kMaxDatagram)))
        problems.push_back({"procedure.from", sizes + ", got " + std::to_string(plan.procedure.fineFrom) +
                                                  " … " + std::to_string(plan.procedure.fineTo)});
    if (plan.procedure.kind == ProcedureKind::Ramp && plan.procedure.param == SweepParam::Size)
        for (std::int64_t v : plan.procedure.range.values())
            if (v < static_cast<std::int64_t>(kMinDatagram) || v > static_cast<std::int64_t>(kMaxDatagram)) {
                problems.push_back({"procedure.end", sizes + ", got " + std::to_string(v)});
                break;
            }
}

/**
 * An MTU sweep (docs/plan-format.md, "Sweeps") changes the interfaces of every data path,
 * at both ends: only network workers, and never loopback, which every program of the
 * host shares.
 */
void checkMtuSweep(const Plan& plan, std::vector<PlanProblem>& problems) {
    if (std::none_of(plan.sweep.begin(), plan.sweep.end(),
                     [](const SweepAxis& a) { return a.param == SweepParam::Mtu; }))
        return;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string at = "workers[" + std::to_string(i) + "]";
        if (w.kind != TargetKind::Tcp && w.kind != TargetKind::Udp) {
            problems.push_back({at + ".kind", "an MTU sweep sets the MTU of network interfaces: "
                                              "every worker must be tcp or udp"});
            continue;
        }
        for (const auto& [key, address] : {std::pair<const char*, const std::string&>{"bind", w.bind},
                                           {"peer.address", w.peer.address}}) {
            if (isLoopbackAddress(address))
                problems.push_back({at + "." + key, "an MTU sweep would change the MTU of the "
                                                    "loopback interface, which every program on "
                                                    "the host shares: give the addresses of the "
                                                    "link under test, got " + address});
        }
    }
}

/**
 * A latency procedure (docs/plan-format.md, "Latency"): its trial time, outstanding and
 * interval written into the plan, and the plan checked to be request/response throughout.
 */
void applyLatency(Plan& plan, std::vector<PlanProblem>& problems) {
    const Procedure& p = plan.procedure;
    if (p.trialS) plan.runS = *p.trialS;
    if (p.latencyOutstanding)
        for (WorkerDef& w : plan.workers) w.outstanding = *p.latencyOutstanding;
    if (p.latencyCount) {
        // Every counted round trip must be in the histogram: a ramp's are not counted. (The
        // session gives the count to every worker's `configure`.)
        if (plan.rampS > 0)
            problems.push_back({"ramp_s", "a latency procedure with a count measures every round "
                                          "trip it makes: ramp_s must be 0, got " +
                                              formatNumber(plan.rampS)});
    }
    if (p.intervalMs)
        for (AccessSpec& spec : plan.specs)
            for (AccessLine& line : spec.lines) {
                line.delayMs = *p.intervalMs;
                line.burst = 1;
            }
    if (plan.workers.empty()) return;  // the workers' own check says so
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string at = "workers[" + std::to_string(i) + "]";
        if (w.kind != TargetKind::Tcp && w.kind != TargetKind::Udp) {
            problems.push_back({at + ".kind", "latency times round trips over the network: a "
                                              "worker must be tcp or udp"});
            continue;
        }
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (spec && std::any_of(spec->lines.begin(), spec->lines.end(),
                                [](const AccessLine& l) { return l.reply == 0; }))
            problems.push_back({at + ".spec", "latency times round trips: every line of spec \"" +
                                                  w.spec + "\" needs a reply (a request/response "
                                                  "or ping-pong spec)"});
        if (w.kind == TargetKind::Udp && w.outstanding > 1)
            problems.push_back({p.latencyOutstanding ? std::string("procedure.outstanding") : at + ".outstanding",
                                "a udp ping-pong keeps one request in flight: outstanding must be 1"});
    }
    const bool udp = std::any_of(plan.workers.begin(), plan.workers.end(),
                                 [](const WorkerDef& w) { return w.kind == TargetKind::Udp; });
    for (std::int64_t v : latencyStepSizes(p))
        if (udp && (v < static_cast<std::int64_t>(kMinDatagram) || v > static_cast<std::int64_t>(kMaxDatagram))) {
            problems.push_back({"procedure.sizes", "a udp datagram is " + std::to_string(kMinDatagram) +
                                                       "–" + std::to_string(kMaxDatagram) +
                                                       " bytes, got " + std::to_string(v)});
            break;
        }
}

}  // namespace

bool isLoopbackAddress(const std::string& address) {
    unsigned char v4[4], v6[16];
    if (inet_pton(AF_INET, address.c_str(), v4) == 1) return v4[0] == 127;
    static const unsigned char loop6[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    return inet_pton(AF_INET6, address.c_str(), v6) == 1 && std::equal(v6, v6 + 16, loop6);
}

AccessSpec parseAccessSpec(const Json& j, const std::string& path,
                           std::vector<PlanProblem>& problems) {
    if (!expectObject(j, path, problems)) return {};
    return readSpec(j, path, problems);
}

PlanParseResult parsePlan(const Json& doc) {
    PlanParseResult result;
    auto& problems = result.problems;
    if (!doc.is_object()) {
        problems.push_back({"", "a plan must be a JSON object, got " + typeName(doc)});
        return result;
    }
    Plan plan;
    ObjectReader r(doc, "", problems);
    r.string("format", plan.format, true);
    if (r.has("format") && r.find("format")->is_string() && plan.format != kPlanFormat)
        r.problem("format", std::string("must be \"") + kPlanFormat + "\", got \"" + plan.format +
                                "\"");
    r.string("name", plan.name, false);
    r.string("description", plan.description, false);
    r.number("run_s", plan.runS, 0, 86400, false, true);
    r.number("ramp_s", plan.rampS, 0, 3600, false);
    r.integer("sample_ms", plan.sampleMs, 100, 60000, false);
    r.integer("repeats", plan.repeats, 1, 1000, false);
    std::string aggregate = "mean";
    r.string("aggregate", aggregate, false);
    if (aggregate == "mean") plan.aggregate = Aggregate::Mean;
    else if (aggregate == "median") plan.aggregate = Aggregate::Median;
    else if (aggregate == "best") plan.aggregate = Aggregate::Best;
    else r.problem("aggregate", "must be mean, median or best, got \"" + aggregate + "\"");
    r.number("wait_s", plan.waitS, 0, 3600, false);
    r.integer("seed", plan.seed, 0, std::numeric_limits<std::int64_t>::max(), false);

    if (const Json* dynamos = requireArray(r, "dynamos", true)) {
        for (std::size_t i = 0; i < dynamos->size(); ++i) {
            const std::string path = indexPath("dynamos", i);
            if (!expectObject((*dynamos)[i], path, problems)) continue;
            ObjectReader d((*dynamos)[i], path, problems);
            DynamoDef def;
            d.string("name", def.name, true);
            if (d.has("name") && d.find("name")->is_string() && !isValidName(def.name))
                d.problem("name", std::string("must be ") + kNameRule + ", got \"" + def.name + "\"");
            d.boolean("spawn", def.spawn);
            d.rejectUnknownKeys();
            plan.dynamos.push_back(def);
        }
    }
    if (const Json* specs = requireArray(r, "specs", true)) {
        for (std::size_t i = 0; i < specs->size(); ++i) {
            const std::string path = indexPath("specs", i);
            if (!expectObject((*specs)[i], path, problems)) continue;
            plan.specs.push_back(readSpec((*specs)[i], path, problems));
        }
    }
    if (const Json* workers = requireArray(r, "workers", true)) {
        for (std::size_t i = 0; i < workers->size(); ++i) {
            const std::string path = indexPath("workers", i);
            if (!expectObject((*workers)[i], path, problems)) continue;
            plan.workers.push_back(readWorker((*workers)[i], path, problems));
        }
    }
    if (const Json* sweep = r.find("sweep"); sweep && !sweep->is_null()) {
        if (!sweep->is_object()) {
            r.problem("sweep", "must be an object, got " + typeName(*sweep));
        } else {
            ObjectReader s(*sweep, "sweep", problems);
            for (auto it = sweep->begin(); it != sweep->end(); ++it) {
                if (it.key() == "size")
                    plan.sweep.push_back(
                        readAxis(it.value(), SweepParam::Size, "sweep.size", problems));
                else if (it.key() == "outstanding")
                    plan.sweep.push_back(readAxis(it.value(), SweepParam::Outstanding,
                                                  "sweep.outstanding", problems));
                else if (it.key() == "mtu")
                    plan.sweep.push_back(readAxis(it.value(), SweepParam::Mtu, "sweep.mtu", problems));
                else if (it.key() == "workers" || it.key() == "targets")
                    plan.sweep.push_back(readCycleAxis(it.value(), it.key(), plan, problems));
            }
            s.find("size");
            s.find("outstanding");
            s.find("mtu");
            s.find("workers");
            s.find("targets");
            s.rejectUnknownKeys();
            if (sweep->contains("workers") && sweep->contains("targets"))
                problems.push_back({"sweep", "sweep.workers and sweep.targets cannot both be "
                                             "given: a step runs either each dynamo's first N "
                                             "workers or the plan's first N workers"});
        }
    }
    if (const Json* procedure = r.find("procedure"); procedure && !procedure->is_null()) {
        plan.procedure = readProcedure(*procedure, "procedure", problems);
        if (plan.procedure.kind != ProcedureKind::Sweep && !plan.sweep.empty())
            r.problem("sweep", std::string("must be absent when procedure.kind is \"") +
                                   toString(plan.procedure.kind) + "\" (the " +
                                   toString(plan.procedure.kind) + " chooses every step itself)");
    }
    r.rejectUnknownKeys();
    if (plan.procedure.kind == ProcedureKind::UdpRamp ||
        plan.procedure.kind == ProcedureKind::RateSearch) {
        if (plan.procedure.trialS) plan.runS = *plan.procedure.trialS;
        if (plan.procedure.size)
            for (AccessSpec& spec : plan.specs)
                for (AccessLine& line : spec.lines) line.size = *plan.procedure.size;
        if (std::none_of(plan.workers.begin(), plan.workers.end(),
                         [](const WorkerDef& w) { return w.kind == TargetKind::Udp; }))
            problems.push_back({"procedure.kind", std::string(toString(plan.procedure.kind)) +
                                                      " offers rates to udp workers: the plan has none"});
    }
    if (plan.procedure.kind == ProcedureKind::AdapterDelay) {
        const WorkerDef* w = plan.workers.size() == 1 ? &plan.workers.front() : nullptr;
        const AccessSpec* spec = w ? plan.findSpec(w->spec) : nullptr;
        const bool pingPong = spec && !spec->lines.empty() &&
                              std::all_of(spec->lines.begin(), spec->lines.end(), [](const AccessLine& l) {
                                  return l.reply > 0 && l.read == 0;
                              });
        if (!w || w->kind != TargetKind::Udp || !pingPong)
            problems.push_back({"procedure.kind", "adapter_delay times a UDP ping-pong to the peer "
                                                  "and over loopback: the plan needs exactly one "
                                                  "udp worker whose spec has a reply and read 0 on "
                                                  "every line"});
    }
    if (plan.procedure.kind == ProcedureKind::Latency) applyLatency(plan, problems);
    checkMtuSweep(plan, problems);
    checkReferences(plan, problems);
    checkStreamConnections(plan, problems);
    checkUdpWorkers(plan, problems);

    // An empty axis (0 steps) has its own problem above: "must not be empty".
    if (const std::uint64_t steps = sweepStepCount(plan); steps > kMaxSteps)
        problems.push_back({"sweep", "expands to " + std::to_string(steps) +
                                         " steps; at most " + std::to_string(kMaxSteps) +
                                         " are allowed"});

    if (problems.empty()) result.plan = std::move(plan);
    return result;
}

PlanParseResult parsePlanText(std::string_view text) {
    Json doc;
    try {
        // Even without exceptions, nlohmann throws out_of_range for a number too large
        // for a double (found by fuzz_plan_parser): bad input gets a problem, not a crash.
        doc = Json::parse(text.begin(), text.end(), nullptr, false);
    } catch (const nlohmann::json::exception& e) {
        PlanParseResult result;
        result.problems.push_back({"", std::string("not valid JSON: ") + e.what()});
        return result;
    }
    if (doc.is_discarded()) {
        // Parse again with exceptions on, only to get the position of the error.
        PlanParseResult result;
        try {
            const Json reparsed = Json::parse(text.begin(), text.end());
            (void)reparsed;
            result.problems.push_back({"", "not valid JSON"});
        } catch (const nlohmann::json::exception& e) {
            result.problems.push_back({"", std::string("not valid JSON: ") + e.what()});
        }
        return result;
    }
    return parsePlan(doc);
}

PlanParseResult loadPlanFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        PlanParseResult result;
        result.problems.push_back({"", "cannot open plan file " + path});
        return result;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parsePlanText(text.str());
}

Json toJson(const AccessSpec& spec) {
    Json lines = Json::array();
    for (const AccessLine& l : spec.lines) {
        lines.push_back({{"size", l.size},       {"share", l.share},   {"read", l.read},
                         {"random", l.random},   {"align", l.align},   {"reply", l.reply},
                         {"burst", l.burst},     {"delay_ms", l.delayMs}});
    }
    return {{"name", spec.name}, {"lines", lines}};
}

SocketOptions parseSocketOptions(const Json& j, const std::string& path,
                                 std::vector<PlanProblem>& problems) {
    if (!expectObject(j, path, problems)) return {};
    return readSocketOptionsObject(j, path, problems);
}

Json toJson(const SocketOptions& o) {
    Json j = Json::object();
    if (o.sendBuffer) j["send_buffer"] = *o.sendBuffer;
    if (o.receiveBuffer) j["receive_buffer"] = *o.receiveBuffer;
    if (!o.congestion.empty()) j["congestion"] = o.congestion;
    if (o.noDelay) j["nodelay"] = *o.noDelay;
    if (o.mss) j["mss"] = *o.mss;
    if (o.zeroCopy) j["zerocopy"] = true;
    if (o.busyPollUs) j["busy_poll_us"] = *o.busyPollUs;
    if (o.pacingMbit) j["pacing_mbit"] = *o.pacingMbit;
    return j;
}

Json toJson(const WorkerDef& w) {
    Json j = {{"name", w.name}, {"dynamo", w.dynamo}, {"kind", toString(w.kind)}};
    if (w.kind == TargetKind::Tcp || w.kind == TargetKind::Udp) {
        j["bind"] = w.bind;
        j["peer"] = {{"dynamo", w.peer.dynamo}, {"address", w.peer.address}};
        if (w.peer.cpu) j["peer"]["cpu"] = *w.peer.cpu;
        if (w.kind == TargetKind::Udp && w.rateMbit > 0) j["rate_mbit"] = w.rateMbit;
        if (w.kind == TargetKind::Tcp && !w.socket.empty()) j["socket"] = toJson(w.socket);
    } else {
        j["path"] = w.path;
        if (w.fileSize > 0) j["file_size"] = w.fileSize;
        j["direct"] = w.direct;
        if (w.blockDevice) j["block_device"] = true;
        if (w.force) j["force"] = true;
        j["engine"] = w.engine;
        if (w.verify) j["verify"] = true;
    }
    j["outstanding"] = w.outstanding;
    j["spec"] = w.spec;
    if (w.cpu) j["cpu"] = *w.cpu;
    return j;
}

Json toJson(const Plan& plan) {
    Json j;
    j["format"] = plan.format;
    j["name"] = plan.name;
    if (!plan.description.empty()) j["description"] = plan.description;
    j["run_s"] = plan.runS;
    j["ramp_s"] = plan.rampS;
    j["sample_ms"] = plan.sampleMs;
    j["repeats"] = plan.repeats;
    j["aggregate"] = toString(plan.aggregate);
    j["wait_s"] = plan.waitS;
    j["seed"] = plan.seed;
    j["dynamos"] = Json::array();
    for (const DynamoDef& d : plan.dynamos)
        j["dynamos"].push_back({{"name", d.name}, {"spawn", d.spawn}});
    j["specs"] = Json::array();
    for (const AccessSpec& s : plan.specs) j["specs"].push_back(toJson(s));
    j["workers"] = Json::array();
    for (const WorkerDef& w : plan.workers) j["workers"].push_back(toJson(w));
    if (!plan.sweep.empty()) {
        Json sweep = Json::object();
        for (const SweepAxis& axis : plan.sweep) sweep[toString(axis.param)] = axis.values;
        j["sweep"] = sweep;
    }
    if (plan.procedure.kind == ProcedureKind::UdpRamp) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"from_mbit", p.fromMbit},
                          {"to_mbit", p.toMbit},
                          {"step_mbit", p.stepMbit}};
        if (p.size) j["procedure"]["size"] = *p.size;
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::AdapterDelay) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)}, {"header_bytes", p.headerBytes}};
        if (p.linkMbps > 0) j["procedure"]["link_mbps"] = p.linkMbps;
        if (!p.delaySizes.empty()) j["procedure"]["sizes"] = p.delaySizes;
    }
    if (plan.procedure.kind == ProcedureKind::Latency) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)}};
        if (!p.latencySizes.empty()) j["procedure"]["sizes"] = p.latencySizes;
        if (p.latencyOutstanding) j["procedure"]["outstanding"] = *p.latencyOutstanding;
        if (p.intervalMs) j["procedure"]["interval_ms"] = *p.intervalMs;
        if (p.latencyCount) j["procedure"]["count"] = *p.latencyCount;
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::FineSweep) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"from", p.fineFrom},
                          {"to", p.fineTo},
                          {"points_per_doubling", p.pointsPerDoubling},
                          {"perturbation", p.perturbation},
                          {"dropout_pct", p.dropoutPct}};
    }
    if (plan.procedure.kind == ProcedureKind::RateSearch) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"frame_sizes", p.frameSizes},
                          {"link_mbit", p.linkMbit},
                          {"loss_tolerance_pct", p.lossTolerancePct},
                          {"resolution_pct", p.resolutionPct},
                          {"verify", p.verify}};
        if (p.trialS) j["procedure"]["trial_s"] = *p.trialS;
    }
    if (plan.procedure.kind == ProcedureKind::Ramp) {
        const Procedure& p = plan.procedure;
        j["procedure"] = {{"kind", toString(p.kind)},
                          {"param", toString(p.param)},
                          {"start", p.range.start},
                          {"end", p.range.end},
                          {"step", p.range.step},
                          {"mode", p.range.exponential ? "exponential" : "linear"},
                          {"min_growth_pct", p.minGrowthPct},
                          {"patience", p.patience},
                          {"metric", toString(p.metric)}};
    }
    return j;
}

}  // namespace iometry::model
