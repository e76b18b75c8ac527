#include "engine/import/icf_convert.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "engine/import/icf_text.hpp"
#include "engine/model/plan.hpp"

// How each part of an .icf file maps onto a plan: docs/iometer-files.md.

namespace iometry::import_icf {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::int64_t kMaxRequest = 16777216;  // docs/plan-format.md, "Access specifications"
using model::kMaxOutstanding;
constexpr std::int64_t kMaxStreamConnections = 64;
constexpr std::int64_t kSectorBytes = 512;  // IOmeter counts disk sizes in 512-byte sectors
constexpr std::int64_t kDefaultFileBytes = std::int64_t{1} << 30;
const char* const kTestFileName = "iobw.tst";  // IOmeter's test file on a logical drive

bool validNameChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '_' || c == '-' || c == '.';
}

/** A dynamo or worker name by docs/plan-format.md's rules, unique within @p taken. */
std::string planName(const std::string& wanted, std::set<std::string>& taken) {
    std::string base;
    for (char c : wanted) base += validNameChar(c) ? c : '-';
    base = trim(base);
    if (base.empty()) base = "unnamed";
    if (base.size() > 60) base.resize(60);
    std::string name = base;
    for (int n = 2; taken.count(name); ++n) name = base + "-" + std::to_string(n);
    taken.insert(name);
    return name;
}

int addressFamily(const std::string& s) {
    unsigned char buf[16];
    if (inet_pton(AF_INET, s.c_str(), buf) == 1) return AF_INET;
    if (inet_pton(AF_INET6, s.c_str(), buf) == 1) return AF_INET6;
    return 0;
}

std::string joinList(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + inQuotes(names[i]);
    return out;
}

/** Why the spec cannot be a plan spec (empty: it can). */
std::vector<std::string> specProblems(const Spec& s) {
    std::vector<std::string> why;
    bool toHolder = false, fromHolder = false;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const SpecLine& l = s.lines[i];
        const std::string at = "line " + std::to_string(i + 1) + ": ";
        if (l.size < 1 || l.size > kMaxRequest) why.push_back(at + "size " + std::to_string(l.size) + " is not 1–16777216");
        if (l.delay > 60000) why.push_back(at + "delay " + std::to_string(l.delay) + " ms is above 60000");
        if (l.burst > 1000000) why.push_back(at + "burst " + std::to_string(l.burst) + " is above 1000000");
        if (l.align > kMaxRequest) why.push_back(at + "align " + std::to_string(l.align) + " is above 16777216");
        if (l.reply > kMaxRequest) why.push_back(at + "reply " + std::to_string(l.reply) + " is above 16777216");
        if (l.reply > 0 && l.reads != 0 && l.reads != 100)
            why.push_back(at + "a reply needs 0 or 100 % reads, got " + std::to_string(l.reads));
        if (l.reply > 0) (l.reads == 0 ? fromHolder : toHolder) = true;
    }
    if (toHolder && fromHolder) why.push_back("its replies go both ways (Iometry: all lines one way)");
    return why;
}

bool hasReplies(const Spec& s) {
    return std::any_of(s.lines.begin(), s.lines.end(), [](const SpecLine& l) { return l.reply > 0; });
}

Json specJson(const std::string& name, const Spec& s, bool dropReplies) {
    Json lines = Json::array();
    for (const SpecLine& l : s.lines)
        lines.push_back({{"size", l.size},
                         {"share", l.share},
                         {"read", l.reads},
                         {"random", l.random},
                         {"align", l.align},
                         {"reply", dropReplies ? 0 : l.reply},
                         {"burst", std::max<std::int64_t>(l.burst, 1)},
                         {"delay_ms", l.delay}});
    return {{"name", name}, {"lines", lines}};
}

/** The disk target on a Linux dynamo: path, whether a block device, and a note if guessed. */
struct DiskPath {
    std::string path;
    bool device = false;
    std::string note;
};

DiskPath diskPath(const std::string& target) {
    const std::size_t bracket = target.rfind(" [");
    if (!target.empty() && target.back() == ']' && bracket != std::string::npos) {
        // A logical drive (a mounted filesystem): IOmeter tests the file iobw.tst at its root.
        std::string mount = trim(target.substr(0, bracket));
        if (mount.empty() || mount.back() != '/') mount += '/';
        return {mount + kTestFileName, false, ""};
    }
    if (target.size() >= 2 && std::isalpha(static_cast<unsigned char>(target[0])) && target[1] == ':')
        return {target.substr(0, 2) + "/" + kTestFileName, false,
                "is a Windows drive: the path " + inQuotes(target.substr(0, 2) + "/" + kTestFileName) +
                    " is a stand-in; edit it to a file on the dynamo's host"};
    if (istarts(target, "PHYSICALDRIVE:")) {
        const std::string p = trim(target.substr(0, target.find(' ')));
        return {p, true, "is a Windows physical disk: the path " + inQuotes(p) +
                             " is a stand-in; edit it to the block device on the dynamo's host"};
    }
    if (target.rfind("/dev/", 0) == 0) return {trim(target.substr(0, target.find(' '))), true, ""};
    if (target.find('/') == std::string::npos && !target.empty()) {
        const std::string p = "/dev/" + trim(target.substr(0, target.find(' ')));
        return {p, true, "is taken as the block device " + inQuotes(p)};
    }
    return {target, false, ""};
}

/** A sweep range for an IOmeter cycling, as a plan range or list (docs/plan-format.md, "Sweeps"). */
Json cyclingAxis(const Cycling& c, std::int64_t lo, std::int64_t hi, const std::string& what,
                 std::vector<std::string>& notes) {
    std::int64_t start = std::clamp(c.start, lo, hi);
    const std::int64_t end = std::clamp(std::max(c.end, start), lo, hi);
    if (start != c.start)
        notes.push_back("line " + std::to_string(c.line) + ": " + what + " starts at " +
                        std::to_string(c.start) + ", outside 1–" + std::to_string(hi) + "; it starts at " +
                        std::to_string(start) + " instead");
    const std::int64_t step = std::max<std::int64_t>(c.step, 1);
    if (c.exponential && step < 2) {
        notes.push_back("line " + std::to_string(c.line) + ": " + what +
                        " is exponential with step 1, which never grows; only " +
                        std::to_string(start) + " is run");
        return Json::array({start});
    }
    Json range = {{"start", start}, {"end", end}, {"step", step}};
    range["mode"] = c.exponential ? "exponential" : "linear";
    return range;
}

/** Run time, ramp-up, sampling and what the test setup and results display cannot carry. */
void addTiming(const IcfFile& f, const TestSetup& ts, Json& plan, std::vector<std::string>& notes) {
    const std::int64_t run = ts.hours * 3600 + ts.minutes * 60 + ts.seconds;
    if (!f.setup) {
        notes.push_back("the file has no 'TEST SETUP section: run time, ramp-up and cycling take "
                        "Iometry's defaults");
    } else if (run == 0) {
        notes.push_back("run time 0 (IOmeter: run until stopped) has no equivalent; the plan runs "
                        "each step for Iometry's default 10 s");
    } else if (run > 86400) {
        notes.push_back("run time " + std::to_string(run) + " s is above Iometry's 86400 s; the plan runs 86400 s");
        plan["run_s"] = 86400;
    } else {
        plan["run_s"] = run;
    }
    if (ts.ramp > 3600) {
        notes.push_back("ramp-up time " + std::to_string(ts.ramp) + " s is above Iometry's 3600 s; the plan ramps 3600 s");
        plan["ramp_s"] = 3600;
    } else {
        plan["ramp_s"] = ts.ramp;
    }
    if (f.display && f.display->frequency >= 1 && f.display->frequency <= 60)
        plan["sample_ms"] = f.display->frequency * 1000;
    if (ts.recordResults != "ALL")
        notes.push_back("Record Results " + ts.recordResults +
                        " has no equivalent: Iometry records every step, worker and dynamo");
    if (!iequals(ts.diskWorkers, "NUMBER_OF_CPUS") || ts.netWorkers != "0")
        notes.push_back("the default numbers of disk and network workers to spawn (" + ts.diskWorkers +
                        ", " + ts.netWorkers + ") are not carried over: a plan names every worker");
    if (f.display) {
        std::vector<std::string> what;
        if (f.display->recordLastUpdate) what.push_back("record last update results");
        if (f.display->frequency > 60) what.push_back("update frequency " + std::to_string(f.display->frequency) + " s (Iometry samples every 0.1–60 s)");
        if (!f.display->updateType.empty() && !iequals(f.display->updateType, "WHOLE_TEST"))
            what.push_back("update type " + f.display->updateType);
        if (f.display->bars > 0) what.push_back(std::to_string(f.display->bars) + " bar chart selections");
        if (!what.empty()) {
            notes.push_back("line " + std::to_string(f.display->line) +
                            ": results display settings are not carried over (" + joinList(what) + ")");
        }
    }

}

/** IOmeter's cycling as sweep axes (docs/plan-format.md, "Sweeps"). */
void addSweep(const TestSetup& ts, std::int64_t nWorkers, std::int64_t maxPerDynamo, bool multiTarget,
              bool tcpStreams, Json& plan, std::vector<std::string>& notes) {
    Json sweep = Json::object();
    const std::string tl = "line " + std::to_string(ts.testTypeLine) + ": ";
    auto targets = [&] {
        sweep["targets"] = cyclingAxis({ts.diskCycling.start, nWorkers, ts.diskCycling.step,
                                        ts.diskCycling.exponential, ts.diskCycling.line},
                                       1, nWorkers, "disk (target) cycling", notes);
        if (multiTarget)
            notes.push_back(tl + "target cycling counts the plan's workers, one per target, across "
                                 "dynamos; IOmeter counted each worker's targets");
    };
    auto workerAxis = [&] {
        sweep["workers"] = cyclingAxis({ts.workerCycling.start, maxPerDynamo, ts.workerCycling.step,
                                        ts.workerCycling.exponential, ts.workerCycling.line},
                                       1, maxPerDynamo, "worker cycling", notes);
        if (multiTarget)
            notes.push_back(tl + "worker cycling counts plan workers (one per IOmeter target) on each dynamo");
    };
    auto queue = [&] {
        const std::int64_t hi = tcpStreams ? kMaxStreamConnections : kMaxOutstanding;
        if (ts.queueCycling.end > hi)
            notes.push_back("line " + std::to_string(ts.queueCycling.line) +
                            ": queue depth cycling ends at " + std::to_string(ts.queueCycling.end) +
                            ", above " + std::to_string(hi) +
                            (tcpStreams ? " (the most connections of a TCP stream)" : "") +
                            "; it ends at " + std::to_string(hi));
        sweep["outstanding"] = cyclingAxis(ts.queueCycling, 1, hi, "queue depth cycling", notes);
    };
    switch (ts.testType) {
    case 1: targets(); break;
    case 2: workerAxis(); break;
    case 3:
    case 4:
        targets();
        notes.push_back(tl + (ts.testType == 3 ? "INCREMENT_TARGETS_PARALLEL" : "INCREMENT_TARGETS_SERIAL") +
                        " becomes target cycling: each step runs the plan's first N workers");
        break;
    case 5:
        workerAxis();
        notes.push_back(tl + "CYCLE_WORKERS_AND_TARGETS: only the worker cycling is carried over (a "
                             "plan cycles workers or targets, not both)");
        break;
    case 6: queue(); break;
    case 7: targets(); queue(); break;
    default: break;
    }
    if (!sweep.empty()) plan["sweep"] = sweep;

}

}  // namespace

Json buildPlan(const IcfFile& f, std::vector<std::string>& notes) {
    const TestSetup ts = f.setup.value_or(TestSetup{});
    Json plan;
    plan["format"] = "iometry.plan/1";
    plan["name"] = ts.description.empty() ? std::string("IOmeter configuration") : ts.description;
    plan["description"] = "Imported from an IOmeter " + f.version +
                          " configuration file (docs/iometer-files.md).";

    addTiming(f, ts, plan, notes);

    // --- specs
    std::map<std::string, const Spec*> specByName;
    std::vector<const Spec*> specOrder;
    for (const Spec& s : f.specs) {
        auto it = specByName.find(s.name);
        if (it != specByName.end()) {
            notes.push_back("line " + std::to_string(s.line) + ": access specification " + inQuotes(s.name) +
                            " appears twice; the later one is used, as IOmeter does");
            std::replace(specOrder.begin(), specOrder.end(), it->second, &s);
            it->second = &s;
        } else {
            specByName[s.name] = &s;
            specOrder.push_back(&s);
        }
    }
    Json specs = Json::array();
    std::set<std::string> usableSpecs;
    std::vector<std::string> defaultAssigned;
    for (const Spec* s : specOrder) {
        const auto why = specProblems(*s);
        if (!why.empty()) {
            std::string w;
            for (std::size_t i = 0; i < why.size(); ++i) w += (i ? "; " : "") + why[i];
            notes.push_back("line " + std::to_string(s->line) + ": access specification " + inQuotes(s->name) +
                            " cannot be expressed in Iometry and is left out (" + w + ")");
            continue;
        }
        usableSpecs.insert(s->name);
        specs.push_back(specJson(s->name, *s, false));
        if (s->assignment != "NONE") defaultAssigned.push_back(s->name + " (" + s->assignment + ")");
    }
    if (!defaultAssigned.empty()) {
        notes.push_back("default assignments of access specifications are not carried over (IOmeter "
                        "gives them to new workers; a plan assigns each worker its spec): " +
                        joinList(defaultAssigned));
    }
    std::set<std::string> specNames(usableSpecs);
    std::map<std::string, std::string> noReplyVariant;

    // --- dynamos
    Json dynamos = Json::array();
    std::set<std::string> dynamoNames;
    std::vector<std::string> dynamoOf;  // by manager index
    std::vector<std::string> byHand;
    for (const Manager& m : f.managers) {
        const std::string name = planName(m.name, dynamoNames);
        dynamoOf.push_back(name);
        Json d = {{"name", name}};
        if (m.address.empty()) {
            d["spawn"] = true;
        } else {
            d["spawn"] = false;
            byHand.push_back(inQuotes(name) + " on " + m.address);
        }
        if (name != m.name)
            notes.push_back("line " + std::to_string(m.line) + ": manager " + inQuotes(m.name) +
                            " becomes dynamo " + inQuotes(name) + " (plan names allow letters, digits, "
                            "spaces, _ - . and must be unique)");
        dynamos.push_back(d);
    }
    if (!byHand.empty()) {
        notes.push_back("managers with a network address become dynamos started by hand on their "
                        "hosts (iometry-dynamo --manager ADDR:PORT --name NAME): " + joinList(byHand));
    }
    auto dynamoForTarget = [&](const Target& t) -> std::string {
        for (std::size_t i = 0; i < f.managers.size(); ++i)
            if (f.managers[i].id == t.managerId && f.managers[i].name == t.managerName) return dynamoOf[i];
        for (std::size_t i = 0; i < f.managers.size(); ++i)
            if (f.managers[i].name == t.managerName) return dynamoOf[i];
        fail(t.line, "the network target " + inQuotes(t.name) + " is on manager " +
                         std::to_string(t.managerId) + "," + t.managerName +
                         ", which is not in the 'MANAGER LIST");
    };

    // --- workers
    Json workers = Json::array();
    std::set<std::string> workerNames;
    std::map<std::string, int> perDynamo;
    bool tcpStreams = false, multiTarget = false;
    std::vector<std::string> connRate, fixedSeed, pattern;
    for (std::size_t mi = 0; mi < f.managers.size(); ++mi) {
        const Manager& m = f.managers[mi];
        for (const Worker& w : m.workers) {
            const std::string where = "line " + std::to_string(w.line) + ": worker " + inQuotes(w.name) +
                                      " of manager " + inQuotes(m.name);
            if (w.type == "NETWORK,VI") {
                notes.push_back(where + " is a VI worker: VI targets have no equivalent; left out");
                continue;
            }
            // Its spec: the first one assigned that the plan has (Idle is no spec).
            std::vector<std::string> assigned;
            for (const auto& [s, line] : w.specs) {
                if (iequals(s, "Idle")) continue;
                if (!specByName.count(s)) {
                    notes.push_back("line " + std::to_string(line) + ": worker " + inQuotes(w.name) +
                                    " is assigned access specification " + inQuotes(s) +
                                    ", which the file does not define; ignored");
                    continue;
                }
                if (!usableSpecs.count(s)) continue;
                assigned.push_back(s);
            }
            if (assigned.empty()) {
                notes.push_back(where + " has no access specification the plan can run (idle "
                                        "workers have no equivalent); left out");
                continue;
            }
            if (assigned.size() > 1)
                notes.push_back(where + " runs only " + inQuotes(assigned[0]) +
                                ": a plan worker has one spec, IOmeter ran the others in turn (" +
                                joinNames({assigned.begin() + 1, assigned.end()}) + ")");
            std::string spec = assigned[0];
            std::int64_t outstanding = w.outstanding;
            if (outstanding < 1 || outstanding > kMaxOutstanding) {
                outstanding = std::clamp<std::int64_t>(outstanding, 1, kMaxOutstanding);
                notes.push_back(where + ": " + std::to_string(w.outstanding) +
                                " outstanding I/Os is outside 1–4096; " + std::to_string(outstanding) + " is used");
            }
            const std::string who = inQuotes(m.name + " " + w.name);
            if (w.connectionRate)
                connRate.push_back(who + " (" + std::to_string(w.transPerConn) + " transactions per connection)");
            if (w.fixedSeed) fixedSeed.push_back(who + " (" + std::to_string(w.seedValue) + ")");
            if (w.targets.empty()) {
                notes.push_back(where + " has no targets; left out");
                continue;
            }

            if (w.type == "DISK") {
                if (hasReplies(*specByName[spec])) {
                    auto it = noReplyVariant.find(spec);
                    if (it == noReplyVariant.end()) {
                        std::string variant = spec + " (disk, no reply)";
                        while (specNames.count(variant)) variant += "'";
                        specNames.insert(variant);
                        specs.push_back(specJson(variant, *specByName[spec], true));
                        it = noReplyVariant.emplace(spec, variant).first;
                        notes.push_back("access specification " + inQuotes(spec) +
                                        " has replies, which disks do not make (IOmeter ignores them "
                                        "there); its disk workers run " + inQuotes(variant) + ", the same without reply");
                    }
                    spec = it->second;
                }
                if (w.startSector != 0)
                    notes.push_back(where + ": starting sector " + std::to_string(w.startSector) +
                                    " is not carried over: Iometry tests a span from the target's start");
                if (w.dataPattern != 0)
                    pattern.push_back(who + " (" + std::to_string(w.dataPattern) + ")");
                if (w.targets.size() > 1) multiTarget = true;
                int k = 0;
                for (const Target& t : w.targets) {
                    if (t.type != "DISK") fail(t.line, "disk worker " + inQuotes(w.name) + " has the network target " + inQuotes(t.name));
                    const std::string name = planName(
                        m.name + " " + w.name + (k++ ? " target " + std::to_string(k) : std::string()),
                        workerNames);
                    const DiskPath dp = diskPath(t.name);
                    Json j = {{"name", name}, {"dynamo", dynamoOf[mi]}, {"kind", "disk"},
                              {"spec", spec}, {"outstanding", outstanding}, {"path", dp.path}};
                    if (dp.device) j["block_device"] = true;
                    const std::int64_t bytes = w.maxSectors * kSectorBytes;
                    if (w.maxSectors > 0) {
                        j["file_size"] = std::clamp<std::int64_t>(bytes, 4096, std::int64_t{1} << 50);
                        if (bytes < 4096)
                            notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                            ": maximum disk size " + std::to_string(w.maxSectors) +
                                            " sectors is below Iometry's 4096 bytes; 4096 is used");
                    } else if (!dp.device) {
                        j["file_size"] = kDefaultFileBytes;
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                        ": maximum disk size 0 (IOmeter: the drive's free space) has no "
                                        "equivalent for a test file; file_size is 1 GiB");
                    }
                    if (dp.device)
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                        " " + (dp.note.empty() ? "is a block device" : dp.note) +
                                        ": worker " + inQuotes(name) + " writes to " + inQuotes(dp.path) +
                                        " (block_device true; docs/plan-format.md, \"Disk safety\")");
                    else if (!dp.note.empty())
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) + " " + dp.note);
                    ++perDynamo[dynamoOf[mi]];
                    workers.push_back(j);
                }
            } else {  // NETWORK,TCP: the worker holds the pair; its target is the partner's address
                const Target& t = w.targets.front();
                if (t.type != "NETWORK,TCP")
                    fail(t.line, "TCP worker " + inQuotes(w.name) + " has the target " + inQuotes(t.name) +
                                     " of type " + t.type);
                if (w.targets.size() > 1)
                    notes.push_back(where + " has " + std::to_string(w.targets.size()) +
                                    " network targets; IOmeter pairs a worker with one, the first is used");
                const std::string peerDynamo = dynamoForTarget(t);
                const int fb = addressFamily(w.localInterface), fp = addressFamily(t.name);
                if (!fb || !fp || fb != fp) {
                    notes.push_back(where + ": the local interface " + inQuotes(w.localInterface) +
                                    " and the target " + inQuotes(t.name) +
                                    " must be IP addresses of one family for a tcp pair; left out");
                    continue;
                }
                if (!hasReplies(*specByName[spec])) {
                    tcpStreams = true;
                    if (outstanding > kMaxStreamConnections) {
                        notes.push_back(where + ": a TCP stream opens one connection per outstanding "
                                                "I/O, at most 64; 64 is used instead of " +
                                        std::to_string(outstanding));
                        outstanding = kMaxStreamConnections;
                    }
                }
                const bool randomOrAlign = std::any_of(
                    specByName[spec]->lines.begin(), specByName[spec]->lines.end(),
                    [](const SpecLine& l) { return l.random > 0 || l.align > 0; });
                if (randomOrAlign)
                    notes.push_back(where + ": % random and align of " + inQuotes(spec) +
                                    " mean nothing to a network worker (nor to IOmeter's); kept in the spec");
                const std::string name = planName(m.name + " " + w.name, workerNames);
                workers.push_back({{"name", name},
                                   {"dynamo", dynamoOf[mi]},
                                   {"kind", "tcp"},
                                   {"spec", spec},
                                   {"outstanding", outstanding},
                                   {"bind", w.localInterface},
                                   {"peer", {{"dynamo", peerDynamo}, {"address", t.name}}}});
                ++perDynamo[dynamoOf[mi]];
            }
        }
    }
    if (!connRate.empty())
        notes.push_back("test connection rate (open and close a connection every N transactions) "
                        "has no equivalent; workers " + joinList(connRate) +
                        " keep their connections open");
    if (!fixedSeed.empty())
        notes.push_back("fixed seeds are not carried over (Iometry draws every worker's sequence from "
                        "the plan's seed, with its own generator): " +
                        joinList(fixedSeed));
    if (!pattern.empty())
        notes.push_back("data patterns are not carried over (Iometry writes its own stamped data, "
                        "docs/plan-format.md, \"Data verification\"): " +
                        joinList(pattern));
    if (workers.empty())
        fail(0, "nothing to import: no worker of the file has an equivalent in Iometry" +
                    std::string(f.haveManagers ? "" : " (the file has no 'MANAGER LIST section)"));

    std::int64_t maxPerDynamo = 1;
    for (const auto& [d, n] : perDynamo) maxPerDynamo = std::max<std::int64_t>(maxPerDynamo, n);
    addSweep(ts, static_cast<std::int64_t>(workers.size()), maxPerDynamo, multiTarget, tcpStreams,
             plan, notes);

    plan["dynamos"] = dynamos;
    plan["specs"] = specs;
    plan["workers"] = workers;
    return plan;
}


}  // namespace iometry::import_icf
